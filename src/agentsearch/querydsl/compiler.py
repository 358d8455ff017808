"""QueryDSL → SQLAlchemy Core, safely.

Every field is looked up among the real columns of the tables in the query (unknown → QueryDSLError
naming it), every value becomes a bound parameter, operators and functions come from fixed lists, and
a LIMIT is always present (never above `max_limit`; Yao runs an LLM's DSL unbounded, reference §7.19).

`or` follows gou (the SQL text it generates): clauses are AND-ed left to right and a clause marked
`or` starts a new OR branch, so `[a, b, c(or)]` is `(a AND b) OR c`. `row_filter` adds conditions per
table (row scoping, soft deletes) OUTSIDE the DSL's own conditions, so no generated `or` can escape it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.elements import ColumnElement

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl.conditions import MAX_IN_VALUES, column_condition, condition
from agentsearch.querydsl.expression import PERIODS, Expression, parse_expression
from agentsearch.querydsl.types import Join, Order, QueryDSL, Where

__all__ = ["MAX_IN_VALUES", "MAX_JOINS", "CompiledQuery", "RowFilter", "compile_query", "effective_limit"]

#: A per-table condition builder: receives the table (or its alias), returns a condition or None.
RowFilter = Callable[[sa.FromClause, str], "ColumnElement[bool] | None"]

MAX_JOINS = 8  # a five-hop route, or "both X and Y" along a four-hop one (two aliased chains)
MAX_OFFSET = 10_000_000
_MAX_NESTING = 8


@dataclass
class CompiledQuery:
    """The statement plus the facts the handler reports (`--explain`, the primary table)."""

    statement: sa.Select[Any]
    table: str
    limit: int
    offset: int = 0
    aliases: dict[str, str] = field(default_factory=dict)

    def sql(self, dialect: sa.Dialect | None = None) -> str:
        """The SQL text with placeholders (values stay parameters even in explanations)."""
        compiled = self.statement.compile(dialect=dialect) if dialect else self.statement.compile()
        return str(compiled)

    def params(self, dialect: sa.Dialect | None = None) -> dict[str, Any]:
        compiled = self.statement.compile(dialect=dialect) if dialect else self.statement.compile()
        return dict(compiled.params)


def effective_limit(dsl: QueryDSL, max_limit: int) -> tuple[int, int]:
    """(limit, offset): the DSL's own limit/page when smaller than `max_limit`, never above it."""
    if max_limit <= 0:
        raise QueryDSLError("the maximum number of rows must be positive", field="limit")
    limit = max_limit
    offset = 0
    if dsl.first not in (None, False, 0, ""):
        return 1, 0
    own = _as_int(dsl.limit, "limit")
    if own:
        limit = min(own, max_limit)
    pagesize = _as_int(dsl.pagesize, "pagesize")
    if pagesize:
        limit = min(pagesize, max_limit)
        page = _as_int(dsl.page, "page") or 1
        offset = (page - 1) * pagesize
    elif dsl.offset is not None:
        offset = _as_int(dsl.offset, "offset") or 0
    if offset > MAX_OFFSET:
        raise QueryDSLError(f"offset {offset} is too large (at most {MAX_OFFSET})", field="offset")
    return limit, offset


def compile_query(
    dsl: QueryDSL,
    tables: Mapping[str, sa.Table],
    *,
    max_limit: int,
    default_from: str | None = None,
    row_filter: RowFilter | None = None,
) -> CompiledQuery:
    """Compile `dsl` against `tables` (keyed by table name and/or model id)."""
    return _Compiler(tables, row_filter).compile(dsl, max_limit=max_limit, default_from=default_from)


def _as_int(value: Any, name: str) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise QueryDSLError(f"{name} must be an integer (got {value!r})", field=name)
    if isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        number = int(value.strip())
    else:
        raise QueryDSLError(f"{name} must be an integer (got {value!r})", field=name)
    if number < 0:
        raise QueryDSLError(f"{name} must not be negative (got {number})", field=name)
    return number


def _split_alias(text: str) -> tuple[str, str]:
    parts = text.strip().split()
    if len(parts) == 3 and parts[1].lower() == "as":
        return parts[0], parts[2]
    if len(parts) == 2:
        return parts[0], parts[1]
    if len(parts) == 1:
        return parts[0], ""
    raise QueryDSLError(f"invalid table reference {text!r}", field=text)


#: (first character, length) of each period in a date's ISO text 'YYYY-MM-DD HH:MM:SS'
_PERIOD_SLICE = {"year": (1, 4), "month": (1, 7), "day": (1, 10), "time": (12, 5)}


def _period(func: str, column: ColumnElement[Any]) -> ColumnElement[Any]:
    """The date's year, month or day, or a timestamp's 'HH:MM', as ISO text: a slice of its text
    form, which every engine writes as ISO (`CAST(d AS VARCHAR)` on SQLite and PostgreSQL,
    `CAST(d AS CHAR)` on MariaDB)."""
    text = sa.cast(column, sa.String)
    first, length = _PERIOD_SLICE[func]
    # literal numbers: the select and the group by must read alike (PostgreSQL compares them as text)
    return sa.func.substr(text, sa.literal_column(str(first)), sa.literal_column(str(length)))


class _Compiler:
    def __init__(self, tables: Mapping[str, sa.Table], row_filter: RowFilter | None) -> None:
        self._tables = tables
        self._row_filter = row_filter
        self._sources: dict[str, sa.FromClause] = {}  # alias or table name -> from clause
        self._order: list[str] = []  # source keys, FROM table first
        self._labels: dict[str, ColumnElement[Any]] = {}  # select output name -> expression

    # ------------------------------------------------------------------------------ top level

    def compile(self, dsl: QueryDSL, *, max_limit: int, default_from: str | None) -> CompiledQuery:
        limit, offset = effective_limit(dsl, max_limit)
        source = dsl.from_ or default_from
        if not source:
            raise QueryDSLError('the QueryDSL has no "from" and no default table', field="from")
        name, alias = _split_alias(source.lstrip("$"))
        table = self._table(name)
        base: sa.FromClause = table.alias(alias) if alias else table
        key = alias or table.name
        self._add_source(key, base, table.name)

        joined: sa.FromClause = base
        if len(dsl.joins) > MAX_JOINS:
            raise QueryDSLError(f"too many joins ({len(dsl.joins)}, at most {MAX_JOINS})", field="joins")
        for join in dsl.joins:
            joined = self._join(joined, join)

        columns = self._select(dsl)
        stmt: sa.Select[Any] = sa.select(*columns).select_from(joined)

        conditions: list[ColumnElement[bool]] = []
        where = self._where_list(dsl.wheres, depth=0, having=False)
        if where is not None:
            conditions.append(where)
        scope = self._filter(base, table.name)
        if scope is not None:
            conditions.append(scope)
        if conditions:
            stmt = stmt.where(*conditions)

        for group in dsl.groups:
            if group.rollup:
                raise QueryDSLError(f"rollup is not supported (group {group.field!r})", field=group.field)
            stmt = stmt.group_by(self._group_target(group.field))
        having = self._where_list(dsl.havings, depth=0, having=True)
        if having is not None:
            if not dsl.groups and not any(isinstance(c, sa.Label) for c in columns):
                raise QueryDSLError("havings need groups or aggregates", field="havings")
            stmt = stmt.having(having)
        for order in dsl.orders:
            stmt = stmt.order_by(self._order_by(order))
        if dsl.joins and not dsl.select and not dsl.groups and self._distinct_ok(table):
            stmt = stmt.distinct()
        stmt = stmt.limit(limit)
        if offset:
            stmt = stmt.offset(offset)
        return CompiledQuery(
            statement=stmt,
            table=table.name,
            limit=limit,
            offset=offset,
            aliases={k: getattr(v, "name", k) for k, v in self._sources.items()},
        )

    # ------------------------------------------------------------------------------ sources

    def _table(self, name: str) -> sa.Table:
        table = self._tables.get(name)
        if table is None:
            lowered = name.lower()
            for key, candidate in self._tables.items():
                if key.lower() == lowered:
                    table = candidate
                    break
        if table is None:
            known = ", ".join(sorted({t.name for t in self._tables.values()}))
            raise QueryDSLError(f"unknown table {name!r}; known: {known}", field=name)
        return table

    def _add_source(self, key: str, clause: sa.FromClause, table_name: str) -> None:
        if key in self._sources:
            raise QueryDSLError(f"table or alias {key!r} is used twice; give it an alias", field=key)
        self._sources[key] = clause
        self._order.append(key)
        if table_name != key and table_name not in self._sources:
            # "products.price" keeps working when products is aliased as p
            self._sources.setdefault(table_name, clause)

    def _join(self, left: sa.FromClause, join: Join) -> sa.FromClause:
        if join.right:
            raise QueryDSLError("right joins are not supported; swap the tables and use left", field="joins")
        name, alias = _split_alias(join.from_.lstrip("$"))
        table = self._table(name)
        clause: sa.FromClause = table.alias(alias) if alias else table
        self._add_source(alias or table.name, clause, table.name)
        on: ColumnElement[bool] = self._column(join.key) == self._column(join.foreign)
        scope = self._filter(clause, table.name)
        if scope is not None:
            on = sa.and_(on, scope)
        condition = self._where_list(join.wheres, depth=0, having=False) if join.wheres else None
        if condition is not None:  # the join's own conditions: a left join keeps the rows they miss
            on = sa.and_(on, condition)
        return left.join(clause, on, isouter=join.left)

    def _filter(self, clause: sa.FromClause, table_name: str) -> ColumnElement[bool] | None:
        return self._row_filter(clause, table_name) if self._row_filter else None

    def _distinct_ok(self, table: sa.Table) -> bool:
        return not any(isinstance(col.type, sa.JSON) for col in table.columns)

    # ------------------------------------------------------------------------------ columns

    def _column(self, name: str) -> ColumnElement[Any]:
        text = (name or "").strip().strip('`"')
        if not text:
            raise QueryDSLError("empty field name", field="")
        if "." in text:
            prefix, _, column = text.rpartition(".")
            source = self._sources.get(prefix)
            if source is None:
                source = self._source_ci(prefix)
            if source is None:
                raise QueryDSLError(f"unknown table or alias {prefix!r} in field {text!r}", field=text)
            found = self._lookup(source, column)
            if found is None:
                raise QueryDSLError(f"unknown field {text!r}", field=text)
            return found
        for key in self._order:
            found = self._lookup(self._sources[key], text)
            if found is not None:
                return found
        raise QueryDSLError(f"unknown field {text!r}", field=text)

    def _source_ci(self, prefix: str) -> sa.FromClause | None:
        lowered = prefix.lower()
        for key, source in self._sources.items():
            if key.lower() == lowered:
                return source
        return None

    @staticmethod
    def _lookup(source: sa.FromClause, column: str) -> ColumnElement[Any] | None:
        if column in source.c:
            found: ColumnElement[Any] = source.c[column]
            return found
        lowered = column.lower()
        for candidate in source.c:
            if candidate.name.lower() == lowered:
                return candidate
        return None

    def _expression(self, expr: Expression) -> ColumnElement[Any]:
        if not expr.func:
            if expr.field == "*":
                raise QueryDSLError('"*" is only allowed inside count(*)', field="*")
            return self._column(expr.field)
        if expr.func in PERIODS:
            return _period(expr.func, self._column(expr.field))
        func = getattr(sa.func, expr.func)
        if expr.field == "*":
            return sa.func.count()
        target: ColumnElement[Any] = self._column(expr.field)
        if expr.distinct:
            target = sa.distinct(target)
        return func(target)  # type: ignore[no-any-return]

    def _group_target(self, text: str) -> ColumnElement[Any]:
        """A group is a column or a period of one (`:month(placed_at)`), never an aggregate."""
        expr = parse_expression(text, where="groups")
        if expr.aggregate:
            raise QueryDSLError(f"a group cannot be an aggregate ({text!r})", field=text)
        return self._expression(expr) if expr.func else self._column(expr.field)

    def _select(self, dsl: QueryDSL) -> list[Any]:
        if not dsl.select:
            if dsl.groups:
                cols: list[Any] = [self._group_target(g.field) for g in dsl.groups]
                count = sa.func.count().label("count")
                self._labels["count"] = count
                return [*cols, count]
            first = self._sources[self._order[0]]
            return [first]
        out: list[Any] = []
        used: set[str] = set()
        for text in dsl.select:
            expr = parse_expression(text, where="select")
            if expr.field == "*" and not expr.func:
                continue  # cleaned like reference §2.13 step 4
            column = self._expression(expr)
            name = expr.name
            if name in used:
                prefix = expr.field.rpartition(".")[0].replace(".", "_")
                name = f"{prefix}_{name}" if prefix else f"{name}_{len(used)}"
            used.add(name)
            labelled = column.label(name)
            self._labels[name] = column
            out.append(labelled)
        if not out:
            return [self._sources[self._order[0]]]
        return out

    # ------------------------------------------------------------------------------ orders

    def _order_by(self, order: Order) -> ColumnElement[Any]:
        target: ColumnElement[Any]
        if order.field in self._labels:
            target = self._labels[order.field]
        else:
            target = self._expression(parse_expression(order.field, where="orders"))
        return target.desc() if order.sort == "desc" else target.asc()

    # ------------------------------------------------------------------------------ wheres

    def _where_list(
        self, clauses: Sequence[Where], *, depth: int, having: bool
    ) -> ColumnElement[bool] | None:
        if depth > _MAX_NESTING:
            raise QueryDSLError(f"wheres are nested too deeply (at most {_MAX_NESTING})", field="wheres")
        runs: list[list[ColumnElement[bool]]] = [[]]
        for clause in clauses:
            condition = self._where(clause, depth=depth, having=having)
            if clause.or_ and runs[-1]:
                runs.append([condition])
            else:
                runs[-1].append(condition)
        branches = [run[0] if len(run) == 1 else sa.and_(*run) for run in runs if run]
        if not branches:
            return None
        return branches[0] if len(branches) == 1 else sa.or_(*branches)

    def _where(self, clause: Where, *, depth: int, having: bool) -> ColumnElement[bool]:
        parts: list[ColumnElement[bool]] = []
        if clause.field:
            parts.append(self._condition(clause, having=having))
        if clause.wheres:
            group = self._where_list(clause.wheres, depth=depth + 1, having=having)
            if group is not None:
                parts.append(group.self_group())
        return parts[0] if len(parts) == 1 else sa.and_(*parts)

    def _condition(self, clause: Where, *, having: bool) -> ColumnElement[bool]:
        assert clause.field is not None
        name = clause.field
        if having and name in self._labels:
            column = self._labels[name]
        else:
            column = self._expression(parse_expression(name, where="havings" if having else "wheres"))
        value = clause.value
        if isinstance(value, dict):
            return self._against_column(column, clause.op, value, name)
        return condition(column, clause.op, value, name)

    def _against_column(
        self, column: ColumnElement[Any], op: str, value: dict[str, Any], name: str
    ) -> ColumnElement[bool]:
        """`{"field": "a.x", "op": "<>", "value": {"field": "b.x"}}`: one column against another
        ("rentals returned to a different city than they were picked up in")."""
        other_name = value.get("field")
        if set(value) != {"field"} or not isinstance(other_name, str):
            raise QueryDSLError(
                f'the value for {name!r} must be a single value, or {{"field": "<column>"}} for a column',
                field=name,
            )
        other = self._expression(parse_expression(other_name, where="wheres"))
        return column_condition(column, op, other, name)
