"""Input and output of NL → QueryDSL generation (reference §2.10), shared by the three modes."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agentsearch.errors import SearchError
from agentsearch.querydsl.schema import TableSchema

__all__ = ["MAX_ATTEMPTS", "RETRY_INSTRUCTIONS", "GenerateInput", "GenerateOutput", "NotUnderstoodError"]

MAX_ATTEMPTS = 3
RETRY_INSTRUCTIONS = "The previous QueryDSL was invalid. Please fix the errors and regenerate."


class NotUnderstoodError(SearchError):
    """The question maps to nothing in the schema ("could not understand 'atlantis' ..."): reported as
    is, never answered with the whole table."""


@dataclass
class GenerateInput:
    query: str
    model_ids: list[str]
    schema: list[TableSchema] = field(default_factory=list)
    scenario: str | None = None
    wheres: list[dict[str, Any]] = field(default_factory=list)
    orders: list[Any] = field(default_factory=list)
    allowed_fields: list[str] = field(default_factory=list)
    limit: int = 20
    extra_params: dict[str, Any] = field(default_factory=dict)
    now: dt.datetime | None = None  # "today" for relative dates; None = the current local time
    # texts → L2-normalised vectors, for linking words to tables by meaning (`db.link_embedder`)
    embed: Callable[[list[str]], Any] | None = None

    def wire_schema(self) -> dict[str, Any] | list[dict[str, Any]]:
        """`extra_params.schema`: one dict for one model, a list for several (reference §2.13 step 2)."""
        schemas = [table.wire() for table in self.schema]
        return schemas[0] if len(schemas) == 1 else schemas


@dataclass
class GenerateOutput:
    dsl: dict[str, Any] | None = None
    explain: str = ""
    warnings: list[str] = field(default_factory=list)
    understood: list[str] = field(default_factory=list)  # conditions, groups and orders read
    ignored: list[str] = field(default_factory=list)  # words of the question that mapped to nothing
    linking: list[str] = field(default_factory=list)  # "word → table.column" (for --explain)
    relaxable: list[dict[str, Any]] = field(default_factory=list)  # weak wheres (dropped on 0 rows)
    relaxed: list[str] = field(default_factory=list)  # the weak wheres the handler did drop
    ties: str = ""  # "cheapest tracks": keep the rows whose value of this column ties with the first
    scales: dict[str, float] = field(default_factory=dict)  # result column → factor ("in dollars" on cents)
