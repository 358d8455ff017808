"""What the builtin generator derives from a schema once: the words naming each table and column
(split names, labels, stems, word families), column roles, the foreign-key graph and join paths.

Built from the schema of the request only: nothing here knows any particular database.
"""

from __future__ import annotations

import functools
import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from agentsearch.nlp.querydsl.builtin.column_roles import column_roles
from agentsearch.nlp.querydsl.builtin.legends import code_legend
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.numbers import column_unit
from agentsearch.nlp.querydsl.builtin.schema_keys import (
    CJK_RUN,
    column_keys,
    key_comment_names,
    phrase_key,
    table_keys,
)
from agentsearch.nlp.querydsl.builtin.table_order import canonical_order
from agentsearch.nlp.querydsl.lexicon import (
    stem,
)
from agentsearch.querydsl.schema import ColumnSchema, TableSchema

#: the pairs a text column stores a yes/no in
_YES_NO = (("y", "n"), ("yes", "no"), ("t", "f"), ("true", "false"))


__all__ = ["Column", "JoinStep", "SchemaIndex", "Table", "name_tokens", "phrase_key"]

_DATE_PREFER = ("order", "invoice", "created", "date", "released", "signed", "placed", "time", "hire")
_DATE_AVOID = ("updated", "deleted", "modified")
_PROSE_WORDS = 8  # sampled values this long on average are passages, not names or titles
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?")


@dataclass(eq=False)
class Column:
    table: Table
    schema: ColumnSchema
    keys: dict[str, float] = field(default_factory=dict)  # stemmed phrase -> strength (1 = its name)
    roles: set[str] = field(default_factory=set)

    @property
    def name(self) -> str:
        return self.schema.name

    @functools.cached_property
    def kind(self) -> str:
        """The declared kind; a text column whose sampled values are all ISO dates holds dates kept as
        text (`end_dt TEXT`), so "in the second half of 2024" finds it (ISO text compares as dates)."""
        values = self.schema.values
        if self.schema.kind == "text" and values and all(_ISO_DATE.fullmatch(v) for v in values):
            return "datetime" if any(len(v) > 10 for v in values) else "date"
        return self.schema.kind

    @property
    def is_key(self) -> bool:
        """A row id or a reference; a part of a composite key (`term`, `school_year`) is data."""
        single = self.schema.primary and self.table.primary_key == self.name
        return single or self.schema.foreign is not None

    @property
    def numeric(self) -> bool:
        return self.kind in ("integer", "number") and not self.is_key

    @property
    def is_date(self) -> bool:
        return self.kind in ("date", "datetime")

    @functools.cached_property
    def unit(self) -> str:
        """The unit its name or comment states (`height_cm` → cm), "" when none."""
        return column_unit(self.name, self.schema.description) if self.numeric else ""

    @functools.cached_property
    def is_prose(self) -> bool:
        """A column of sentences (comments, bodies, notes): most sampled values end like a sentence,
        or run 8+ words. A word that occurs in some of them is not what a question filters on unless
        it says so ("mentioning X"). Titles and names do not end in a full stop."""
        values = self.schema.values
        if not values:
            return False
        ended = sum(1 for v in values if v.rstrip().endswith((".", "?", "!", "。", "？", "！")))
        return 2 * ended >= len(values) or sum(len(v.split()) for v in values) / len(values) >= _PROSE_WORDS

    @property
    def is_text(self) -> bool:
        return self.kind == "text" and not self.is_key

    @functools.cached_property
    def is_flag(self) -> bool:
        """A boolean, an integer column named like one (`is_explicit`, `active`), or a text column
        whose only values are a yes and a no ('Y'/'N', 'yes'/'no', 'T'/'F')."""
        if self.kind == "boolean":
            return True
        if self.kind == "text" and not self.is_key:
            return self.flag_values is not None
        if self.kind == "integer" and set(self.legend) == {"0", "1"}:
            return True  # `on_staff_ind -- 1 = on the payroll, 0 = retired from practice`
        if self.kind == "integer" and not self.is_key and self.schema.bounds == ["0", "1"]:
            return True  # `waterproof` holding only 0 and 1 in its rows
        parts = name_tokens(self.name)
        return self.kind == "integer" and bool(parts) and parts[0] in ("is", "has", "can")

    @functools.cached_property
    def legend(self) -> dict[str, str]:
        """code → meaning, as the column's comment lists them (`A = active, C = cancelled`)."""
        return code_legend(self.schema.description, self.schema.values)

    @functools.cached_property
    def flag_values(self) -> tuple[str, str] | None:
        """(yes, no) as a text flag column stores them, e.g. ('Y', 'N'); None for other columns."""
        values = {v.strip().lower(): v.strip() for v in self.schema.values if v.strip()}
        upper = bool(values) and all(v.isupper() for v in values.values())
        for yes, no in _YES_NO:
            if values and set(values) <= {yes, no}:
                spelled = (yes.upper(), no.upper()) if upper else (yes, no)
                return values.get(yes, spelled[0]), values.get(no, spelled[1])
        return None

    @property
    def is_year(self) -> bool:
        """An integer column of calendar years (`release_year`); one whose sampled values are no
        years (`years_experience` from 0 to 30) counts years and takes no date."""
        if self.kind != "integer" or "year" not in self.roles:
            return False
        bounds = self.schema.bounds
        if len(bounds) != 2 or not all(b.lstrip("-").isdigit() for b in bounds):
            return True
        return int(bounds[0]) >= 1000 and int(bounds[1]) <= 2999


@dataclass(eq=False)
class Table:
    schema: TableSchema
    keys: dict[str, float] = field(default_factory=dict)
    columns: list[Column] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.schema.name

    @property
    def primary_key(self) -> str:
        """The single-column key; "" for a composite key (a link table counts rows, not keys)."""
        if sum(1 for c in self.schema.columns if c.primary) > 1:
            return ""
        key = self.schema.primary_key
        return key if self.schema.column(key) is not None else ""

    @property
    def is_link(self) -> bool:
        """A many-to-many link table: two or more foreign keys and little else (no text of its own
        unless its key is made of them: `posts` with a headline, a writer and an editor is an entity)."""
        foreign = [c for c in self.columns if c.schema.foreign is not None]
        other = [c for c in self.columns if c.schema.foreign is None and not c.schema.primary]
        composite = sum(1 for c in self.columns if c.schema.primary) > 1
        texts = [c for c in other if c.kind == "text"]
        return len(foreign) >= 2 and len(other) <= 2 and (composite or not texts)

    def name_columns(self) -> list[Column]:
        """Only columns named like a row's name (`name`, `title`, `first_name`…), no fallback."""
        return [
            c for c in self.label_columns() if name_tokens(c.name)[-1:] in (["name"], ["title"], ["surname"])
        ]

    def label_columns(self) -> list[Column]:
        """The columns that name a row: `name`, `title`, `<table>_name`, else first+last name."""
        texts = [c for c in self.columns if c.is_text]
        table_stem = stem(self.name.rsplit("_", 1)[-1])
        best = [c for c in texts if name_tokens(c.name)[-1:] in (["name"], ["title"])]
        own = [c for c in best if table_stem in {stem(p) for p in name_tokens(c.name)}]
        whole = [c for c in best if name_tokens(c.name) in (["name"], ["title"], ["full", "name"])]
        for group in (whole, own):
            if group:
                return group[:1]
        first = [c for c in texts if name_tokens(c.name) in (["first", "name"], ["firstname"])]
        last = [c for c in texts if name_tokens(c.name) in (["last", "name"], ["lastname"], ["surname"])]
        if first and last:
            return [first[0], last[0]]
        return best[:1] or texts[:1]

    def numeric(self) -> list[Column]:
        return [c for c in self.columns if c.numeric]

    def role(self, role: str) -> list[Column]:
        if role == "date":
            dates = [c for c in self.columns if c.is_date]
            preferred = [c for c in dates if any(p in c.name.lower() for p in _DATE_PREFER)]
            avoided = [c for c in dates if any(a in c.name.lower() for a in _DATE_AVOID)]
            return preferred + [c for c in dates if c not in preferred and c not in avoided] + avoided
        if role == "birth":
            return [c for c in self.columns if c.is_date and "birth" in c.keys]
        return [c for c in self.columns if role in c.roles and (c.numeric or role == "play")]


@dataclass(frozen=True)
class JoinStep:
    """Join `table` on `table.key = foreign_table.foreign`; `reverse` when it can multiply rows."""

    table: str
    key: str
    foreign_table: str
    foreign: str
    reverse: bool


class SchemaIndex:
    def __init__(self, schema: Sequence[TableSchema]) -> None:
        self.tables: list[Table] = []
        for entry in canonical_order(schema):
            table = Table(entry, keys=table_keys(entry))
            composite = sum(1 for col in entry.columns if col.primary) > 1
            table.columns = [
                Column(table, col, column_keys(col, entry), column_roles(col, composite))
                for col in entry.columns
            ]
            self.tables.append(table)
        self.by_name = {t.name: t for t in self.tables}
        self._name_by_key_comments()
        self.cjk_terms: set[str] = set()
        for table in self.tables:
            texts = [table.schema.label, table.schema.description]
            texts += [t for c in table.columns for t in (c.schema.label, c.schema.description)]
            texts += [v for c in table.columns for v in c.schema.values]
            for text in texts:
                self.cjk_terms.update(CJK_RUN.findall(text or ""))
        self._edges: dict[str, list[JoinStep]] = {t.name: [] for t in self.tables}
        for table in self.tables:
            for column in table.columns:
                fk = column.schema.foreign
                if fk is None or fk.table not in self.by_name or fk.table == table.name:
                    continue
                self._edges[table.name].append(JoinStep(fk.table, fk.column, table.name, column.name, False))
                self._edges[fk.table].append(JoinStep(table.name, column.name, fk.table, fk.column, True))
        self._paths: dict[tuple[str, str, int], list[list[JoinStep]]] = {}
        self.cache: dict[str, object] = {}  # derived indexes (values), built on first use
        self.table_lookup: dict[str, list[tuple[Table, float]]] = {}
        self.column_lookup: dict[str, list[tuple[Column, float]]] = {}
        for table in self.tables:
            for phrase, strength in table.keys.items():
                self.table_lookup.setdefault(phrase, []).append((table, strength))
            for column in table.columns:
                for phrase, strength in column.keys.items():
                    self.column_lookup.setdefault(phrase, []).append((column, strength))
        self.longest_key = max(
            (k.count(" ") + 1 for k in [*self.table_lookup, *self.column_lookup]), default=1
        )

    def _name_by_key_comments(self) -> None:
        """A key's Chinese comment names the table its values identify (see `key_comment_names`),
        a little less surely than the table's own name."""
        for table in self.tables:
            for column in table.columns:
                fk = column.schema.foreign
                if column.schema.primary and table.primary_key == column.name:
                    target = table
                elif fk is not None and fk.table in self.by_name:
                    target = self.by_name[fk.table]
                else:
                    continue
                for name in key_comment_names(column.schema):
                    target.keys.setdefault(name, 0.9)

    def path(
        self,
        start: str,
        goal: str,
        max_hops: int = 5,
        prefer: frozenset[str] = frozenset(),
        keys: frozenset[tuple[str, str]] = frozenset(),
    ) -> list[JoinStep] | None:
        """The shortest join path; among equally short ones, the one along the foreign keys in `keys`
        (`(table, column)`: the question names their role, "borrowed by"), then through tables in
        `prefer` (the question names them), then through link tables ("students in a course" go
        through enrollments, not through the course teacher who advises them), then with fewer
        one-to-many steps."""
        if start == goal:
            return []
        routes = self.routes(start, goal, max_hops)
        if not routes:
            return None
        return min(
            routes, key=lambda route: (-_along(route, keys), *_route_cost(route, self.by_name, prefer))
        )

    def through_link(self, start: str, goal: str) -> list[JoinStep] | None:
        """A two-step route from `start` to `goal` through a many-to-many link table, if one."""
        for first in self._edges.get(start, []):
            middle = self.by_name.get(first.table)
            if middle is None or not middle.is_link:
                continue
            if sum(1 for c in middle.columns if c.schema.foreign is not None) != 2:
                continue  # a loan's lender, borrower and artwork: an event, not a membership
            for second in self._edges.get(first.table, []):
                if second.table == goal and (second.key, second.foreign) != (first.foreign, first.key):
                    return [first, second]
        return None

    def routes(self, start: str, goal: str, max_hops: int = 4) -> list[list[JoinStep]]:
        """Every shortest simple join path from `start` to `goal` (cached)."""
        key = (start, goal, max_hops)
        if key not in self._paths:
            self._paths[key] = self._search(start, goal, max_hops)
        return self._paths[key]

    def _search(self, start: str, goal: str, max_hops: int) -> list[list[JoinStep]]:
        found: list[list[JoinStep]] = []
        queue: deque[tuple[str, list[JoinStep]]] = deque([(start, [])])
        while queue:
            node, steps = queue.popleft()
            if found and len(steps) >= len(found[0]):
                break
            if len(steps) >= max_hops:
                continue
            for step in self._edges.get(node, []):
                if any(s.foreign_table == step.table for s in steps) or step.table == start:
                    continue
                route = [*steps, step]
                if step.table == goal:
                    found.append(route)
                    continue
                queue.append((step.table, route))
        return found


def _route_cost(
    route: list[JoinStep], tables: dict[str, Table], prefer: frozenset[str]
) -> tuple[int, int, int, int]:
    middle = [step.table for step in route[:-1]]
    unnamed = sum(1 for name in middle if name not in prefer)
    entities = sum(1 for name in middle if name in tables and not tables[name].is_link)
    # last, keys named for a role (`home_site_id`, `organizer_id`) after the plain ones (`site_id`):
    # a booking's site is its room's site, not its organiser's home site
    roles = sum(1 for step in route if not plain_key(step))
    return (unnamed, entities, _reverse_count(route), roles)


def plain_key(step: JoinStep) -> bool:
    """The step joins on a key named for the table (`site_id` = `site_id`, `site_id` → `sites.id`)."""
    key, foreign = _squash(step.key), _squash(step.foreign)
    return (
        key == foreign
        or key == _squash(stem(step.foreign_table)) + "id"
        or foreign == _squash(stem(step.table)) + "id"
    )


def _squash(name: str) -> str:
    return name.replace("_", "").lower()


def _along(route: list[JoinStep], keys: frozenset[tuple[str, str]]) -> int:
    """How many steps of `route` join on one of `keys` (the referencing table's column)."""
    if not keys:
        return 0
    return sum(
        1
        for step in route
        if ((step.table, step.key) if step.reverse else (step.foreign_table, step.foreign)) in keys
    )


def _reverse_count(route: list[JoinStep]) -> int:
    return sum(1 for step in route if step.reverse)
