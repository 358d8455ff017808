"""The handler contract. A handler turns one Request into one Result and may raise on failure: the
Searcher converts exceptions and timeouts into `Result.error`, so handlers stay simple."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from agentsearch.context import SearchContext
from agentsearch.types import Request, Result, SearchType

__all__ = ["Handler"]


@runtime_checkable
class Handler(Protocol):
    type: SearchType

    async def search(self, request: Request, ctx: SearchContext) -> Result: ...
