"""`ctx.search` in hooks: citation ids follow call order, a bad entry of a fan-out is that slot's error."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from agent.support import DB_DOCS, KB_DOCS, SHOP, FixedHandler, write_app
from agentsearch.agent import Runtime
from agentsearch.context import SearchContext
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Request, Result, SearchType


class DelayedHandler(FixedHandler):
    """FixedHandler that waits `delay` seconds first, so the finishing order can be forced."""

    def __init__(self, kind: SearchType, docs: list[dict[str, Any]], delay: float) -> None:
        super().__init__(kind, docs)
        self.delay = delay

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        await asyncio.sleep(self.delay)
        return await super().search(request, ctx)


def _registry(kb_delay: float, db_delay: float) -> HandlerRegistry:
    registry = HandlerRegistry()
    registry.register(SearchType.KB, DelayedHandler(SearchType.KB, KB_DOCS, kb_delay))
    registry.register(SearchType.DB, DelayedHandler(SearchType.DB, DB_DOCS, db_delay))
    return registry


GATHER_HOOK = """
import asyncio

async def create(ctx, messages, options):
    kb, db = await asyncio.gather(
        ctx.search.kb("returns", {"collections": ["handbook"], "limit": 1}),
        ctx.search.db("sony", {"models": ["products"]}),
    )
    ctx.space.set("ids", [kb.items[0].citation_id, db.items[0].citation_id])
    return {"search": False}

async def next(ctx, payload):
    return {"data": ctx.space.get("ids")}
"""


async def test_gathered_hook_searches_are_numbered_by_call_order_not_completion(tmp_path: Path) -> None:
    app = write_app(tmp_path, {"shop": {**SHOP, "hooks": GATHER_HOOK}})
    # the KB search (called first) finishes last; it still gets citation 1
    slow_kb = await Runtime(app, registry=_registry(kb_delay=0.3, db_delay=0.0)).run("shop", [_ask()])
    fast_kb = await Runtime(app, registry=_registry(kb_delay=0.0, db_delay=0.3)).run("shop", [_ask()])
    assert slow_kb.end.status == "completed", slow_kb.end.error
    assert slow_kb.end.next == fast_kb.end.next == ["1", "2"]


def _ask() -> dict[str, Any]:
    return {"role": "user", "content": "Do Sony headphones have a return policy?"}


async def test_an_unsupported_type_in_all_is_a_slot_error_and_the_rest_still_run(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    hooks = """
    async def create(ctx, messages, options):
        slots = await ctx.search.all([
            {"type": "kb", "query": "returns", "collections": ["handbook"]},
            {"type": "video", "query": "unboxing"},
            "not a request",
            {"type": "db", "query": "sony", "models": ["products"]},
        ])
        ctx.space.set("slots", [(bool(s.items), s.error) for s in slots])
        return {"search": False}

    async def next(ctx, payload):
        return {"data": ctx.space.get("slots")}
    """
    app = write_app(tmp_path, {"shop": {**SHOP, "hooks": hooks}})
    result = await Runtime(app, registry=registry).run("shop", [_ask()])
    assert result.end.status == "completed", result.end.error
    assert result.end.next == [
        [True, ""],
        [False, "request 1: unsupported search type 'video'"],
        [False, "request 2: expected a mapping with type and query"],
        [True, ""],
    ]
    assert {r.title for r in result.end.references} >= {"Returns", "Sony WH-1000XM5"}
