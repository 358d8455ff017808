"""gou QueryDSL: the types, a linter, preset merging, row scoping and a safe SQLAlchemy compiler."""

from agentsearch.querydsl.compiler import CompiledQuery, compile_query, effective_limit
from agentsearch.querydsl.lint import Diagnostic, LintReport, lint, schema_tables
from agentsearch.querydsl.merge import clean_select, merge_presets
from agentsearch.querydsl.schema import ColumnSchema, ForeignKey, TableSchema
from agentsearch.querydsl.scope import scope_condition
from agentsearch.querydsl.types import OPERATORS, Group, Join, Order, QueryDSL, Where

__all__ = [
    "OPERATORS",
    "ColumnSchema",
    "CompiledQuery",
    "Diagnostic",
    "ForeignKey",
    "Group",
    "Join",
    "LintReport",
    "Order",
    "QueryDSL",
    "TableSchema",
    "Where",
    "clean_select",
    "compile_query",
    "effective_limit",
    "lint",
    "merge_presets",
    "schema_tables",
    "scope_condition",
]
