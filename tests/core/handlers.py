"""Small handlers that implement the Handler protocol for testing the Searcher's own rules.

They stand in for web/kb/db (tested on their own elsewhere): each one sleeps, fails or returns a fixed
set of items so the fan-out, numbering and error rules can be pinned down exactly.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from agentsearch.context import SearchContext
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Request, Result, ResultItem, SearchType


@dataclass
class ScriptedHandler:
    """Answers after `delay` seconds with `count` items (or raises `error`)."""

    type: SearchType
    delay: float = 0.0
    count: int = 2
    error: Exception | None = None
    scores: list[float] = field(default_factory=list)
    started: int = 0
    finished: int = 0
    cancelled: int = 0

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        self.started += 1
        try:
            await asyncio.sleep(self.delay)
        except asyncio.CancelledError:
            self.cancelled += 1
            raise
        if self.error is not None:
            raise self.error
        self.finished += 1
        scores = self.scores or [1.0 - n * 0.1 for n in range(self.count)]
        items = [
            ResultItem(
                type=self.type,
                title=f"{request.query} {self.type.value} {n}",
                content=f"content {n} for {request.query}",
                url=f"https://example.com/{self.type.value}/{request.query.replace(' ', '-')}/{n}"
                if self.type == SearchType.WEB
                else "",
                score=scores[n],
                record_id=n if self.type == SearchType.DB else None,
                model="products" if self.type == SearchType.DB else "",
                collection="docs" if self.type == SearchType.KB else "",
                metadata={"chunk_id": f"c{n}-{request.query}"} if self.type == SearchType.KB else {},
            )
            for n in range(len(scores))
        ]
        return Result(type=self.type, query=request.query, items=items, total=len(items))


def registry_with(*handlers: ScriptedHandler) -> HandlerRegistry:
    registry = HandlerRegistry()
    for handler in handlers:
        registry.register(handler.type, handler)
    return registry
