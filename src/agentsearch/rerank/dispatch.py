"""Choose the reranker from `uses.rerank` and run it."""

from __future__ import annotations

from agentsearch.context import SearchContext
from agentsearch.rerank.builtin import rerank_builtin
from agentsearch.rerank.delegated import rerank_with_agent, rerank_with_mcp
from agentsearch.types import ResultItem

__all__ = ["rerank_items"]


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
    return rerank_builtin(items, n)
