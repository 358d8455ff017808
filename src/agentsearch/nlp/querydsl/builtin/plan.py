"""The query being built: main table, joins, conditions, aggregates, order, limit, and the report.

Recognisers add to a `Plan`; `to_dsl()` writes the gou QueryDSL. Every condition carries how sure
the generator is of it (`weak` conditions may be relaxed by the handler when nothing matches) and
every understood phrase is recorded for `understood` / `--explain`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl.builtin.schema_index import Column, JoinStep, SchemaIndex, Table, plain_key

__all__ = ["Plan"]

_RE_EACH_VALUE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|respectively|separately|individually|compared)(?![a-z])|分别|各自|对比"
)


@dataclass
class Plan:
    index: SchemaIndex
    primary: Table
    joins: list[JoinStep] = field(default_factory=list)
    extra_joins: list[dict[str, Any]] = field(default_factory=list)  # aliased (self) joins, as written
    outer: bool = False  # left joins: groups with nothing to count are kept (count 0)
    keep_empty: bool = False  # groups kept whatever their rows (outer too): their rows' conditions join them
    wheres: list[dict[str, Any]] = field(default_factory=list)
    weak: list[dict[str, Any]] = field(default_factory=list)  # wheres that came from a weak link
    orders: list[dict[str, Any]] = field(default_factory=list)
    select: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    havings: list[dict[str, Any]] = field(default_factory=list)
    limit: int | None = None
    explain: list[str] = field(default_factory=list)
    linking: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    mentioned: set[str] = field(default_factory=set)  # tables the question names (preferred in joins)
    question_text: str = ""  # the normalised question, for recognisers that read words near a link
    ties: str = ""  # the result column whose extreme rows are the answer ("cheapest tracks")
    scales: dict[str, float] = field(default_factory=dict)  # result column → factor to the unit asked
    role_keys: frozenset[tuple[str, str]] = frozenset()  # foreign keys named by role ("borrowed by")
    roles_said: frozenset[tuple[str, str]] = frozenset()  # role keys the question's words name at all
    through: set[str] = field(default_factory=set)  # tables named outright: a route may pass them
    shadowed: set[str] = field(default_factory=set)  # of those, named only beside a surer table

    def reachable(self, table: Table) -> bool:
        return table is self.primary or self.index.path(self.primary.name, table.name) is not None

    def near_tables(self) -> list[Table]:
        """The main table, then every other table a join reaches (schema order)."""
        return [self.primary, *(t for t in self.index.tables if t is not self.primary and self.reachable(t))]

    def field_of(self, column: Column) -> str:
        """The DSL name of `column`, adding the joins that reach its table (from the nearest table
        already in the query, so "an A in physics" reuses the enrollment joined for the grade)."""
        if column.table is self.primary:
            return column.name
        goal = column.table.name
        in_query = [self.primary.name] + [step.table for step in self.joins]
        if goal not in in_query:
            prefer = frozenset(self.mentioned | set(in_query))
            options = [
                self.index.path(source, goal, prefer=prefer, keys=self.role_keys) for source in in_query
            ]
            routes = [r for r in options if r is not None]
            if not routes:
                raise SearchError(f"{goal} is not related to {self.primary.name}")
            for step in self._through_named(goal, self._membership(min(routes, key=len))):
                if step not in self.joins and step.table not in in_query:
                    self.joins.append(step)
        return f"{goal}.{column.name}"

    def _membership(self, route: list[JoinStep]) -> list[JoinStep]:
        """ "which bands has Dana been part of": one step along a role key the question does not say
        (`band.leader_id`) gives way to membership through a link table (band_members), if one."""
        if len(route) != 1 or self.joins or plain_key(route[0]):
            return route
        step = route[0]
        key = (step.table, step.key) if step.reverse else (step.foreign_table, step.foreign)
        if key in self.roles_said or key in self.role_keys:
            return route
        return self.index.through_link(self.primary.name, step.table) or route

    def _through_named(self, goal: str, route: list[JoinStep]) -> list[JoinStep]:
        """A route through a table the question names, when the shortest one skips it: "posts with
        remarks by Bo" reach writers through remarks (one hop more), not as the posts' writer."""
        if self.joins:
            return route  # only the first route out of the main table
        passed = {step.table for step in route}
        for name in sorted(self.through - passed - {goal, self.primary.name}):
            first = self.index.path(self.primary.name, name, max_hops=2, keys=self.role_keys)
            second = self.index.path(name, goal, max_hops=2, keys=self.role_keys)
            slack = 0 if name in self.shadowed else 1  # one hop more only for a table named outright
            if first and second and len(first) + len(second) <= len(route) + slack:
                tables = [step.table for step in first + second]
                if len(tables) == len(set(tables)) and self.primary.name not in tables:
                    return first + second
        return route

    def split_column(self, text: str, raw: str) -> str | None:
        """The column an `in` filter names several values of, when they are asked one by one ("X vs
        Y", 分别): an aggregate over them groups by it."""
        if not (_RE_EACH_VALUE.search(text) or _RE_EACH_VALUE.search(raw)):
            return None
        for clause in self.wheres:
            if (
                clause.get("op") == "in"
                and isinstance(clause.get("value"), list)
                and len(clause["value"]) >= 2
            ):
                return str(clause["field"])
        return None

    def key_of(self, table: Table) -> str:
        """`table.pk` (joining it), or "" for a table without a single-column key."""
        key = table.primary_key
        if not key:
            return ""
        column = next(c for c in table.columns if c.name == key)
        name = self.field_of(column)
        return name if "." in name else f"{table.name}.{name}"

    def where(self, field_name: str, op: str, value: Any = None, *, weak: bool = False) -> dict[str, Any]:
        clause: dict[str, Any] = {"field": field_name, "op": op}
        if op not in ("null", "notnull"):
            clause["value"] = value
        self.wheres.append(clause)
        if weak:
            self.weak.append(clause)
        return clause

    def merge_equalities(self) -> None:
        """Two conditions `c = a` and `c = b` with a ≠ b can never both hold: the question listed them
        ("rated 1 or 2 stars" read as two numbers), so they become one `c in [a, b]`."""
        first: dict[str, dict[str, Any]] = {}
        merged: list[dict[str, Any]] = []
        for clause in self.wheres:
            if (
                clause.get("op") != "="
                or "field" not in clause
                or clause.get("or")
                or isinstance(clause.get("value"), dict)
            ):
                continue
            held = first.setdefault(clause["field"], clause)
            if held is clause:
                continue
            values = held["value"] if held["op"] == "in" else [held["value"]]
            if clause["value"] not in values:
                held["op"], held["value"] = "in", [*values, clause["value"]]
            merged.append(clause)
        if merged:
            self.wheres = [c for c in self.wheres if not any(c is m for m in merged)]
            self.weak = [c for c in self.weak if not any(c is m for m in merged)]
            listed = {f: c["value"] for f, c in first.items() if c["op"] == "in"}
            self.explain = [e for e in self.explain if not any(e.startswith(f"{f} = ") for f in listed)]
            self.explain.extend(f"{f} in {values}" for f, values in listed.items())

    @property
    def aggregated(self) -> bool:
        return bool(self.groups) or any(s.startswith(":") for s in self.select)

    def to_dsl(self, limit: int) -> dict[str, Any]:
        dsl: dict[str, Any] = {"from": self.primary.name}
        if self.select:
            dsl["select"] = self.select
        if self.joins:
            dsl["joins"] = [
                {
                    "from": step.table,
                    "key": f"{step.table}.{step.key}",
                    "foreign": f"{step.foreign_table}.{step.foreign}",
                    **({"left": True} if self.outer else {}),
                }
                for step in self.joins
            ]
        wheres = self.wheres
        if self.keep_empty and self.joins and not self.extra_joins:
            wheres = _onto_joins(wheres, dsl["joins"], self.primary.name)
        if self.extra_joins:
            dsl["joins"] = [*dsl.get("joins", []), *self.extra_joins]
        if wheres:
            dsl["wheres"] = wheres
        if self.groups:
            dsl["groups"] = self.groups
        if self.havings:
            dsl["havings"] = self.havings
        if self.orders:
            dsl["orders"] = self.orders
        own = self.limit or limit or 20
        dsl["limit"] = min(own, limit) if limit else own
        return dsl


def _onto_joins(
    wheres: list[dict[str, Any]], joins: list[dict[str, Any]], primary: str
) -> list[dict[str, Any]]:
    """ "open tasks per team, teams with none too": a condition on the left-joined rows goes into
    the ON clause of the join that brings its last table in; in WHERE it would drop the groups with
    none of those rows. Conditions on the groups' own table (or bare fields) stay where they are."""
    order = {str(join["from"]): i for i, join in enumerate(joins)}
    kept: list[dict[str, Any]] = []
    for where in wheres:
        tables = {field.rpartition(".")[0] or primary for field in _fields(where)}
        if not tables or primary in tables or not tables <= order.keys() or where.get("or"):
            kept.append(where)
            continue
        joins[max(order[t] for t in tables)].setdefault("wheres", []).append(where)
    return kept


def _fields(where: dict[str, Any]) -> list[str]:
    nested = [f for inner in where.get("wheres", []) for f in _fields(inner)]
    return [str(where["field"]), *nested] if where.get("field") else nested
