"""The web handler: picks the mode from `uses.web` (builtin | <assistant-id> | mcp:<server>.<tool>) and,
in builtin mode, the strategy from `web.strategy` (`layer` hands over to the search layer)."""

from __future__ import annotations

import importlib

from agentsearch.context import SearchContext
from agentsearch.errors import ConfigError
from agentsearch.handlers.web.agent import agent_search
from agentsearch.handlers.web.builtin import builtin_search
from agentsearch.handlers.web.mcp import mcp_search
from agentsearch.types import Request, Result, SearchType

__all__ = ["LAYER_ENTRY", "WebHandler"]

#: The search layer's entry point for `web.strategy: layer`, imported on first use.
LAYER_ENTRY = "agentsearch.layer.strategy:layer_search"


class WebHandler:
    type = SearchType.WEB

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        if not request.query.strip():
            return _error(request, "query is required")
        try:
            target = ctx.uses.target("web")
        except ConfigError as exc:
            return _error(request, f"Invalid MCP format: {exc.reason}")
        if target.kind == "disabled":
            return _error(request, "web search is disabled (uses.web)")
        if target.kind == "agent":
            return await agent_search(request, ctx, target.assistant_id)
        if target.kind == "mcp":
            return await mcp_search(request, ctx, target.server, target.tool)
        if ctx.config.web.strategy == "layer" and not request.providers:
            return await _layer(request, ctx)
        return await builtin_search(request, ctx)


async def _layer(request: Request, ctx: SearchContext) -> Result:
    module_name, _, attr = LAYER_ENTRY.partition(":")
    try:
        layer_search = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as exc:
        return _error(request, f"web.strategy is 'layer' but the search layer is unavailable: {exc}")
    result: Result = await layer_search(request, ctx)
    return result


def _error(request: Request, message: str) -> Result:
    return Result(type=SearchType.WEB, query=request.query, source=request.source, error=message)
