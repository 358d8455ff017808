"""What the builtin generator derives from a schema once: words naming each table and column, column
roles (money, duration, ...), the foreign-key graph and join paths, and the sampled values to look for.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from agentsearch.nlp.querydsl.lexicon import (
    COLUMN_WORDS_ZH,
    ROLE_NAME_HINTS,
    ROLE_WORDS,
    TABLE_SYNONYMS_EN,
    VALUE_SYNONYMS_EN,
    VALUE_TRANSLATIONS_ZH,
)
from agentsearch.nlp.querydsl.text import is_cjk, name_tokens, singular
from agentsearch.nlp.stopwords import EN_STOPWORDS
from agentsearch.querydsl.schema import ColumnSchema, TableSchema

__all__ = ["Column", "JoinStep", "SchemaIndex", "Table", "ValueEntry"]

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]{2,}")
_DATE_PREFER = ("order", "invoice", "created", "date", "released", "signed", "placed", "time")
_DATE_AVOID = ("updated", "deleted", "modified")


@dataclass
class Column:
    table: Table
    schema: ColumnSchema
    words: set[str] = field(default_factory=set)
    roles: set[str] = field(default_factory=set)

    @property
    def name(self) -> str:
        return self.schema.name

    @property
    def kind(self) -> str:
        return self.schema.kind

    @property
    def numeric(self) -> bool:
        return self.kind in ("integer", "number") and not self.schema.primary and self.schema.foreign is None

    @property
    def is_date(self) -> bool:
        return self.kind in ("date", "datetime")

    @property
    def is_entity_name(self) -> bool:
        """The column that names the row ("Name", "title", "artist_name"): the usual target of "by X"."""
        name = self.name.lower()
        table = self.table.name.lower()
        return name in ("name", "title") or name in (
            f"{table}_name",
            f"{singular(table)}_name",
            f"{singular(table)}name",
        )

    @property
    def is_text(self) -> bool:
        return self.kind == "text" and not self.schema.primary and self.schema.foreign is None


@dataclass
class Table:
    schema: TableSchema
    words: set[str] = field(default_factory=set)
    columns: list[Column] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.schema.name

    def role(self, role: str) -> list[Column]:
        if role == "date":
            dates = [c for c in self.columns if c.is_date]
            preferred = [c for c in dates if any(p in c.name.lower() for p in _DATE_PREFER)]
            avoided = [c for c in dates if any(a in c.name.lower() for a in _DATE_AVOID)]
            return preferred + [c for c in dates if c not in preferred and c not in avoided] + avoided
        return [c for c in self.columns if role in c.roles]

    def numeric(self) -> list[Column]:
        return [c for c in self.columns if c.numeric]


@dataclass(frozen=True)
class JoinStep:
    """Join `table` on `table.key = previous.foreign`; `reverse` when it can multiply rows."""

    table: str
    key: str
    foreign_table: str
    foreign: str
    reverse: bool


@dataclass(frozen=True)
class ValueEntry:
    column: Column
    value: str
    phrase: str  # what to look for in the (lower-cased) question


class SchemaIndex:
    def __init__(self, schema: Sequence[TableSchema]) -> None:
        self.tables: list[Table] = []
        for entry in schema:
            table = Table(entry, words=_table_words(entry))
            table.columns = [Column(table, col, _column_words(col), _roles(col)) for col in entry.columns]
            for column in table.columns:
                for role in column.roles:
                    column.words.update(ROLE_WORDS.get(role, ()))
            self.tables.append(table)
        self.by_name = {t.name: t for t in self.tables}
        self.values: list[ValueEntry] = []
        for table in self.tables:
            for column in table.columns:
                for value in column.schema.values:
                    self.values.extend(_value_entries(column, value))
        self.values.sort(key=lambda v: -len(v.phrase))
        # English words of labels and descriptions: they describe the schema, they are not search terms
        self.vocabulary: set[str] = set()
        for table in self.tables:
            texts = [table.schema.label, table.schema.description]
            texts += [t for c in table.columns for t in (c.schema.label, c.schema.description)]
            for text in texts:
                self.vocabulary.update(w for w in re.findall(r"[a-z]{3,}", (text or "").lower()))
        self._edges: dict[str, list[JoinStep]] = {t.name: [] for t in self.tables}
        for table in self.tables:
            for column in table.columns:
                fk = column.schema.foreign
                if fk is None or fk.table not in self.by_name or fk.table == table.name:
                    continue
                # many-to-one: table.col -> fk.table.fk.column
                self._edges[table.name].append(JoinStep(fk.table, fk.column, table.name, column.name, False))
                self._edges[fk.table].append(JoinStep(table.name, column.name, fk.table, fk.column, True))

    def path(self, start: str, goal: str, max_hops: int = 2) -> list[JoinStep] | None:
        """The shortest join path from `start` to `goal` (many-to-one steps preferred)."""
        if start == goal:
            return []
        queue: deque[tuple[str, list[JoinStep]]] = deque([(start, [])])
        seen = {start}
        while queue:
            node, steps = queue.popleft()
            if len(steps) >= max_hops:
                continue
            for step in sorted(self._edges.get(node, []), key=lambda s: s.reverse):
                if step.table in seen:
                    continue
                route = [*steps, step]
                if step.table == goal:
                    return route
                seen.add(step.table)
                queue.append((step.table, route))
        return None


def _table_words(entry: TableSchema) -> set[str]:
    words: set[str] = set()
    for name in (entry.name, entry.model.rsplit(".", 1)[-1], entry.label):
        if not name:
            continue
        lowered = name.lower()
        if not is_cjk(lowered):
            words.add(lowered)
            words.add(singular(lowered))
            spaced = lowered.replace("_", " ")
            words.update({spaced, singular(spaced)})
            last = lowered.rsplit("_", 1)[-1]  # "app_orders", "agents_bot_notes": the noun is last
            if len(last) >= 3:
                words.update({last, singular(last)})
    for text in (entry.label, entry.description):
        words.update(_CJK_RUN.findall(text or ""))
    english = {w for w in words if not is_cjk(w)}
    for base, synonyms in TABLE_SYNONYMS_EN.items():
        if base in english:
            words.update(synonyms)
    for zh, meanings in COLUMN_WORDS_ZH.items():
        if any(m in english for m in meanings):
            words.add(zh)
    return {w for w in words if w and w not in EN_STOPWORDS}


def _column_words(column: ColumnSchema) -> set[str]:
    words = set(name_tokens(column.name))
    if column.label and not column.label.isupper():
        label = column.label.lower()
        if is_cjk(label):
            words.update(_CJK_RUN.findall(label))
        else:
            words.add(label)
            words.update(label.split())
    words.update(_CJK_RUN.findall(column.description or ""))
    for zh, meanings in COLUMN_WORDS_ZH.items():
        if any(m in words for m in meanings):
            words.add(zh)
    words.update({singular(w) for w in list(words) if not is_cjk(w)})
    return {w for w in words if len(w) > 1 and w not in EN_STOPWORDS and w not in ("id", "ids")}


def _roles(column: ColumnSchema) -> set[str]:
    if column.kind in ("date", "datetime"):
        return {"date"}
    if column.kind not in ("integer", "number") or column.primary or column.foreign is not None:
        return set()
    haystack = " ".join([column.name.lower(), column.label.lower(), column.description.lower()])
    name = column.name.lower()
    roles = {role for role, hints in ROLE_NAME_HINTS.items() if any(h in name for h in hints)}
    if not roles:
        roles = {role for role, hints in ROLE_NAME_HINTS.items() if any(h in haystack for h in hints)}
    return roles


def _value_entries(column: Column, value: str) -> list[ValueEntry]:
    text = value.strip()
    lowered = text.lower()
    if len(lowered) < 2 or lowered in EN_STOPWORDS or lowered.replace(".", "").isdigit():
        return []
    phrases = {lowered}
    if lowered.isascii() and " " not in lowered and len(lowered) > 3:
        phrases.add(singular(lowered))
        if not lowered.endswith("s"):
            phrases.add(lowered + "s")
    for table in (VALUE_TRANSLATIONS_ZH, VALUE_SYNONYMS_EN):
        for word, meanings in table.items():
            if any(m.lower() == lowered for m in meanings):
                phrases.add(word)
    return [ValueEntry(column, text, p) for p in phrases if len(p) >= 2 and p not in EN_STOPWORDS]
