"""Agent and MCP rerankers. Items are referred to by the temporary key in `citation_id` that the
Searcher assigns before reranking (Yao reranked before numbering, so nothing ever matched, §7.16)."""

from __future__ import annotations

from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import call_mcp_tool, first_json_object, first_json_value, unwrap_agent_data
from agentsearch.errors import ProviderError
from agentsearch.types import ResultItem

__all__ = ["apply_order", "rerank_with_agent", "rerank_with_mcp"]


def apply_order(items: list[ResultItem], data: Any, top_n: int) -> list[ResultItem]:
    """Reorder by `order` (keys) or `items` (dicts with citation_id); unmatched keep their order.

    When nothing matches, the original list is kept (Yao's MCP path returned an empty list).
    """
    by_key = {item.citation_id: item for item in items if item.citation_id}
    keys: list[str] = []
    if isinstance(data, list):
        keys = [str(entry) for entry in data if isinstance(entry, str | int)]
    elif isinstance(data, dict):
        order = data.get("order")
        if isinstance(order, list):
            keys = [str(entry) for entry in order if isinstance(entry, str | int)]
        elif isinstance(data.get("items"), list):
            keys = [
                str(entry["citation_id"])
                for entry in data["items"]
                if isinstance(entry, dict) and entry.get("citation_id")
            ]
    chosen: list[ResultItem] = []
    seen: set[str] = set()
    for key in keys:
        if key in by_key and key not in seen:
            chosen.append(by_key[key])
            seen.add(key)
    if not chosen:
        ordered = list(items)
    else:
        ordered = chosen + [item for item in items if item.citation_id not in seen]
    return ordered[:top_n] if 0 < top_n < len(ordered) else ordered


async def rerank_with_agent(
    assistant_id: str, query: str, items: list[ResultItem], top_n: int, ctx: SearchContext
) -> list[ResultItem]:
    if ctx.agent is None:
        raise ProviderError(f"agent:{assistant_id}", "context is required for agent rerank")
    payload = {
        "query": query,
        "items": [item.model_dump(mode="json") for item in items],
        "top_n": top_n,
        "action": "rerank",
    }
    answer = await ctx.agent(assistant_id, payload)
    if answer is None:
        return items
    return apply_order(items, unwrap_agent_data(answer), top_n)


async def rerank_with_mcp(
    server: str, tool: str, query: str, items: list[ResultItem], top_n: int, ctx: SearchContext
) -> list[ResultItem]:
    arguments = {"query": query, "items": [item.model_dump(mode="json") for item in items], "top_n": top_n}
    result = await call_mcp_tool(ctx.mcp, server, tool, arguments, purpose="MCP rerank")
    data: Any = first_json_object(result)
    if data is None:
        data = first_json_value(result)
    return apply_order(items, data, top_n)
