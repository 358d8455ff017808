"""The QueryDSL linter: structural checks (like gou's `linter.Parse`) plus, given a schema, fields.

Its diagnostics are what the agent / MCP generators feed back on a retry (reference §2.10), so each
one names the path and says what to change. Field checks compile the DSL against stand-in tables built
from the schema, so the linter and the compiler can never disagree.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from pydantic import ValidationError

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl.compiler import compile_query, effective_limit
from agentsearch.querydsl.schema import ColumnSchema, TableSchema
from agentsearch.querydsl.types import QueryDSL

__all__ = ["Diagnostic", "LintReport", "lint", "schema_tables"]


@dataclass(frozen=True)
class Diagnostic:
    code: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"[{self.code}] {self.path}: {self.message}"

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "path": self.path, "message": self.message}


@dataclass
class LintReport:
    dsl: QueryDSL | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return self.dsl is not None and not self.diagnostics


def lint(data: Any, schema: Sequence[TableSchema] = ()) -> LintReport:
    """Parse and check a DSL (a dict or JSON text). Valid when `report.valid`."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except ValueError as exc:
            return LintReport(diagnostics=[Diagnostic("invalid_json", "$", str(exc))])
    if isinstance(data, QueryDSL):
        dsl = data
    else:
        if not isinstance(data, dict):
            return LintReport(
                diagnostics=[Diagnostic("invalid_type", "$", "the QueryDSL must be a JSON object")]
            )
        try:
            dsl = QueryDSL.model_validate(data)
        except ValidationError as exc:
            return LintReport(diagnostics=[_diagnostic(error) for error in exc.errors()])
    if not dsl.from_ and not dsl.select and len(schema) != 1:
        return LintReport(dsl, [Diagnostic("missing_from", "$.from", 'name the table to query in "from"')])
    if schema:
        tables = schema_tables(schema)
        try:
            compile_query(dsl, tables, max_limit=1000, default_from=schema[0].name)
        except QueryDSLError as exc:
            return LintReport(dsl, [Diagnostic("invalid_field", exc.field or "$", str(exc))])
    else:
        try:
            effective_limit(dsl, 1000)
        except QueryDSLError as exc:
            return LintReport(dsl, [Diagnostic("invalid_value", f"$.{exc.field}", str(exc))])
    return LintReport(dsl)


def schema_tables(schema: Sequence[TableSchema]) -> dict[str, sa.Table]:
    """Stand-in SQLAlchemy tables for a schema, keyed by table name and model id."""
    metadata = sa.MetaData()
    out: dict[str, sa.Table] = {}
    for entry in schema:
        if entry.name in out:
            out.setdefault(entry.model, out[entry.name])
            continue
        table = sa.Table(entry.name, metadata, *(_column(col) for col in entry.columns))
        out[entry.name] = table
        out.setdefault(entry.model, table)
    return out


_KINDS: dict[str, Any] = {
    "integer": sa.Integer,
    "number": sa.Float,
    "text": sa.String,
    "boolean": sa.Boolean,
    "date": sa.Date,
    "datetime": sa.DateTime,
    "time": sa.Time,
    "json": sa.JSON,
}


def _column(column: ColumnSchema) -> sa.Column[Any]:
    return sa.Column(column.name, _KINDS.get(column.kind, sa.String)(), primary_key=column.primary)


def _diagnostic(error: Any) -> Diagnostic:
    path = "$" + "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error["loc"])
    code = "unknown_key" if error["type"] == "extra_forbidden" else "invalid_value"
    message = str(error["msg"]).removeprefix("Value error, ")
    if code == "unknown_key":
        message = "unknown key"
    return Diagnostic(code, path, message)
