"""Choose the reranker from `uses.rerank` (builtin: the registered reranker `rerank.name`) and run it."""

from __future__ import annotations

import inspect
import threading

from agentsearch.context import SearchContext
from agentsearch.registries import RERANKERS
from agentsearch.rerank.base import Reranker
from agentsearch.rerank.delegated import rerank_with_agent, rerank_with_mcp
from agentsearch.types import ResultItem

__all__ = ["rerank_items", "reranker"]

_instances: dict[tuple[str, object], Reranker] = {}
_lock = threading.Lock()


def reranker(name: str) -> Reranker:
    """The shared instance of the registered reranker `name` (a model it loads is loaded once)."""
    factory = RERANKERS.get(name, key="rerank.name")
    with _lock:
        instance = _instances.get((name, factory))
        if instance is None:
            instance = _instances[(name, factory)] = factory()
        return instance


async def rerank_items(
    query: str, items: list[ResultItem], top_n: int | None, ctx: SearchContext
) -> list[ResultItem]:
    """Rerank `items`; `top_n` None means `config.rerank.top_n`. Raises on delegated failures."""
    if not items:
        return []
    n = top_n if top_n is not None and top_n > 0 else ctx.config.rerank.top_n
    target = ctx.uses.target("rerank")
    if target.kind == "agent":
        return await rerank_with_agent(target.assistant_id, query, items, n, ctx)
    if target.kind == "mcp":
        return await rerank_with_mcp(target.server, target.tool, query, items, n, ctx)
    answer = reranker(ctx.config.rerank.name).rerank(query, list(items), n)
    return list(await answer) if inspect.isawaitable(answer) else list(answer)
