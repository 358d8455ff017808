"""MCP mode (`uses.web = mcp:<server>.<tool>`): the tool gets `{query, limit?, sites?, time_range?}`
and its first JSON-object text content is read like an agent answer (reference §2.8)."""

from __future__ import annotations

from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import error_reason, first_json_object, tool_error_text
from agentsearch.handlers.web.agent import items_from_data
from agentsearch.types import Request, Result, SearchType

__all__ = ["MCP_TIMEOUT", "mcp_arguments", "mcp_search"]

MCP_TIMEOUT = 30.0


def mcp_arguments(request: Request) -> dict[str, Any]:
    arguments: dict[str, Any] = {"query": request.query}
    if request.limit > 0:
        arguments["limit"] = request.limit
    if request.sites:
        arguments["sites"] = list(request.sites)
    if request.time_range:
        arguments["time_range"] = request.time_range
    return arguments


async def mcp_search(request: Request, ctx: SearchContext, server: str, tool: str) -> Result:
    base = {"type": SearchType.WEB, "query": request.query, "source": request.source}
    meta = {"mode": "mcp", "server": server, "tool": tool}
    if ctx.mcp is None:
        return Result(
            **base, error=f"MCP client '{server}' not found: no MCP servers configured", metadata=meta
        )
    try:
        answer = await ctx.mcp.call_tool(server, tool, mcp_arguments(request), timeout=MCP_TIMEOUT)
    except LookupError as exc:
        return Result(**base, error=f"MCP client '{server}' not found: {error_reason(exc)}", metadata=meta)
    except Exception as exc:
        return Result(**base, error=f"MCP tool call failed: {error_reason(exc)}", metadata=meta)
    if answer.is_error:
        return Result(**base, error=tool_error_text(answer), metadata=meta)
    data = first_json_object(answer)
    if data is None:
        return Result(**base, metadata=meta)
    items, total = items_from_data(data)
    return Result(**base, items=items, total=total, metadata=meta)
