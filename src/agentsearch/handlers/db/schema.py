"""Schema introspection for the generators: columns, kinds, labels, keys and sampled values.

Text columns get a bounded sample of their distinct values (statuses, countries, genres, but also
names and titles) so that "Brazil", "Jane Peacock" or "Enter Sandman" in a question can be linked to
the column that holds them: the generator holds no values of its own. Integer and date columns get
the lowest and highest value of the same rows: an integer column holding only 0 and 1 is a flag
whatever its name (`waterproof`), and a date column's range gives a question's "May 16" its year.
Samples read at most
`SAMPLE_ROWS` rows, keep at most `MAX_VALUES` values of at most `MAX_VALUE_LENGTH` characters per
column (free-text columns, whose values are mostly longer, are skipped) and are cached per database
and table for `CACHE_SECONDS`.
"""

from __future__ import annotations

import datetime
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from agentsearch.handlers.db.comments import sqlite_comments
from agentsearch.handlers.db.models import LoadedModel
from agentsearch.querydsl.schema import ColumnKind, ColumnSchema, ForeignKey, TableSchema

__all__ = ["CACHE_SECONDS", "MAX_VALUES", "SAMPLE_ROWS", "SchemaCache", "column_kind"]

MAX_VALUES = 2000
MAX_VALUE_LENGTH = 100
SAMPLE_ROWS = 20_000
CACHE_SECONDS = 600.0


def column_kind(type_: sa.types.TypeEngine[Any]) -> ColumnKind:
    """The coarse kind a generator reasons with."""
    if isinstance(type_, sa.types.TypeDecorator):
        try:
            python_type = type_.python_type
        except NotImplementedError:
            python_type = object
        if python_type is datetime.datetime:
            return "datetime"
        if python_type is datetime.date:
            return "date"
    if isinstance(type_, sa.Boolean):
        return "boolean"
    if isinstance(type_, sa.Integer):
        return "integer"
    if isinstance(type_, sa.Numeric | sa.Float):
        return "number"
    if isinstance(type_, sa.DateTime):
        return "datetime"
    if isinstance(type_, sa.Date):
        return "date"
    if isinstance(type_, sa.Time):
        return "time"
    if isinstance(type_, sa.JSON):
        return "json"
    if isinstance(type_, sa.String | sa.Enum):
        return "text"
    try:
        python_type = type_.python_type
    except NotImplementedError:
        return "other"
    return {str: "text", int: "integer", float: "number", bool: "boolean"}.get(python_type, "other")  # type: ignore[return-value]


_BOUNDED_KINDS = ("integer", "date", "datetime")


@dataclass
class _Sample:
    """What one table's first rows say: distinct values of text columns, bounds of the others."""

    values: dict[str, list[str]] = field(default_factory=dict)
    bounds: dict[str, list[str]] = field(default_factory=dict)


class SchemaCache:
    """Builds `TableSchema`s for loaded models of one engine; sampled values are cached."""

    def __init__(self, engine: sa.Engine, ttl: float = CACHE_SECONDS) -> None:
        self.engine = engine
        self.ttl = ttl
        self._samples: dict[str, tuple[float, _Sample]] = {}
        self._comments: dict[str, dict[str, str]] = {}
        self._lock = threading.Lock()

    def build(self, models: Sequence[LoadedModel]) -> list[TableSchema]:
        return [self._table_schema(model) for model in models]

    def invalidate(self) -> None:
        with self._lock:
            self._samples.clear()
            self._comments.clear()

    def _table_schema(self, model: LoadedModel) -> TableSchema:
        sample = self._values(model.table)
        comments = self._ddl_comments(model.table)
        columns: list[ColumnSchema] = []
        for column in model.table.columns:
            meta = model.columns.get(column.name, {})
            foreign = next(iter(column.foreign_keys), None)
            columns.append(
                ColumnSchema(
                    name=column.name,
                    kind=column_kind(column.type),
                    type=meta.get("type") or _type_name(column.type),
                    label=meta.get("label", ""),
                    # the model's, else the SQL COMMENT (SQLite: the `--` comment on the column's line)
                    description=meta.get("description", "")
                    or column.comment
                    or comments.get(column.name, ""),
                    primary=bool(column.primary_key),
                    nullable=bool(column.nullable),
                    foreign=ForeignKey(table=foreign.column.table.name, column=foreign.column.name)
                    if foreign is not None
                    else None,
                    values=sample.values.get(column.name, []),
                    bounds=sample.bounds.get(column.name, []),
                )
            )
        return TableSchema(
            model=model.id,
            name=model.table.name,
            label=model.label,
            description=model.description or (model.table.comment or ""),
            primary_key=model.primary_key,
            columns=columns,
        )

    def _ddl_comments(self, table: sa.Table) -> dict[str, str]:
        if self.engine.dialect.name != "sqlite":
            return {}
        with self._lock:
            cached = self._comments.get(table.name)
        if cached is None:
            with self.engine.connect() as connection:
                cached = sqlite_comments(connection, table.name)
            with self._lock:
                self._comments[table.name] = cached
        return cached

    def _values(self, table: sa.Table) -> _Sample:
        key = table.name
        now = time.monotonic()
        with self._lock:
            cached = self._samples.get(key)
            if cached and now - cached[0] < self.ttl:
                return cached[1]
        sampled = self._sample(table)
        with self._lock:
            self._samples[key] = (now, sampled)
        return sampled

    def _sample(self, table: sa.Table) -> _Sample:
        own = [
            column
            for column in table.columns
            if not (column.primary_key and len(table.primary_key.columns) == 1)  # a composite key's part
            and not column.foreign_keys
        ]
        texts = [column for column in own if column_kind(column.type) == "text"]
        bounded = [column for column in own if column_kind(column.type) in _BOUNDED_KINDS]
        out = _Sample()
        if not texts and not bounded:
            return out
        with self.engine.connect() as connection:
            # the first rows by primary key: without an order the database may read them from an index
            # on this very column and see one value only
            order = list(table.primary_key.columns)
            for column in texts:
                first = sa.select(column.label("v")).select_from(table).order_by(*order).limit(SAMPLE_ROWS)
                window = first.subquery()
                query = sa.select(window.c.v).where(window.c.v.is_not(None)).distinct().limit(MAX_VALUES)
                found = [str(value) for (value,) in connection.execute(query) if str(value).strip()]
                if isinstance(column.type, sa.CHAR):  # PostgreSQL pads CHAR(3) 'no' to 'no '
                    found = list(dict.fromkeys(value.rstrip(" ") for value in found))
                short = [value for value in found if len(value) <= MAX_VALUE_LENGTH]
                if not short or len(short) < len(found) / 2:
                    continue  # free text (descriptions, notes): not values a question names
                out.values[column.name] = sorted(short)
            if bounded:
                out.bounds = _bounds(connection, table, bounded, order)
        return out


def _bounds(
    connection: sa.Connection, table: sa.Table, columns: list[sa.Column[Any]], order: list[sa.Column[Any]]
) -> dict[str, list[str]]:
    """MIN and MAX of each column over the same first rows, in one query; ISO text for dates."""
    first = sa.select(*[c.label(f"c{i}") for i, c in enumerate(columns)]).select_from(table)
    window = first.order_by(*order).limit(SAMPLE_ROWS).subquery()
    parts = [f(window.c[f"c{i}"]) for i in range(len(columns)) for f in (sa.func.min, sa.func.max)]
    row = connection.execute(sa.select(*parts)).one()
    out: dict[str, list[str]] = {}
    for i, column in enumerate(columns):
        low, high = row[2 * i], row[2 * i + 1]
        if low is not None and high is not None:
            out[column.name] = [_bound_text(low), _bound_text(high)]
    return out


def _bound_text(value: Any) -> str:
    if isinstance(value, datetime.datetime):
        return value.isoformat(sep=" ")
    return value.isoformat() if isinstance(value, datetime.date) else str(value)


def _type_name(type_: sa.types.TypeEngine[Any]) -> str:
    try:
        return str(type_.compile()).lower()
    except Exception:  # some reflected types cannot render without a dialect
        return type(type_).__name__.lower()
