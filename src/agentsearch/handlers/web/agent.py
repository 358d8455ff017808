"""Agent mode (`uses.web = <assistant-id>`): the request goes to an assistant as JSON; its `next`
value is parsed as in reference §2.8. Errors come back in `Result.error`, never raised."""

from __future__ import annotations

from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import error_reason, unwrap_agent_data
from agentsearch.types import Request, Result, ResultItem, SearchType

__all__ = ["agent_payload", "agent_search", "items_from_data"]


def agent_payload(request: Request) -> dict[str, Any]:
    """`{query, type:"web", source, limit?, sites?, time_range?}` (reference §2.8)."""
    payload: dict[str, Any] = {"query": request.query, "type": "web", "source": request.source.value}
    if request.limit > 0:
        payload["limit"] = request.limit
    if request.sites:
        payload["sites"] = list(request.sites)
    if request.time_range:
        payload["time_range"] = request.time_range
    return payload


def items_from_data(data: dict[str, Any]) -> tuple[list[ResultItem], int]:
    """Items from `data.items[]` (title, content, url, numeric score) and `data.total` when numeric."""
    rows = data.get("items")
    items: list[ResultItem] = []
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        score = row.get("score")
        items.append(
            ResultItem(
                type=SearchType.WEB,
                title=str(row.get("title") or ""),
                content=str(row.get("content") or ""),
                url=str(row.get("url") or ""),
                score=float(score) if isinstance(score, int | float) and not isinstance(score, bool) else 0.0,
            )
        )
    total = data.get("total")
    count = int(total) if isinstance(total, int | float) and not isinstance(total, bool) else len(items)
    return items, count


async def agent_search(request: Request, ctx: SearchContext, assistant_id: str) -> Result:
    base = {"type": SearchType.WEB, "query": request.query, "source": request.source}
    meta = {"mode": "agent", "assistant_id": assistant_id}
    if ctx.agent is None:
        return Result(**base, error="AgentGetterFunc not initialized", metadata=meta)
    try:
        answer = await ctx.agent(assistant_id, agent_payload(request))
    except LookupError as exc:
        return Result(**base, error=f"Agent '{assistant_id}' not found: {error_reason(exc)}", metadata=meta)
    except Exception as exc:
        return Result(**base, error=f"Agent call failed: {error_reason(exc)}", metadata=meta)
    if answer is None:
        return Result(**base, error="Agent returned nil response", metadata=meta)
    data = unwrap_agent_data(answer)
    if data is None:
        return Result(**base, error="Failed to extract data from agent response", metadata=meta)
    items, total = items_from_data(data)
    return Result(**base, items=items, total=total, metadata=meta)
