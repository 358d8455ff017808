"""Parsing what a delegated assistant or MCP tool answered (reference §2.8–2.11).

Agents answer with a `next` value that may be a dict, a JSON string or anything JSON-able; MCP tools
answer with text contents. These helpers turn both into plain dicts the tool-specific parsers read.
"""

from __future__ import annotations

import json
from typing import Any

from agentsearch.config import Target
from agentsearch.context import MCPCaller, MCPToolResult, SearchContext
from agentsearch.errors import ProviderError

__all__ = [
    "ask_delegate",
    "call_mcp_tool",
    "error_reason",
    "first_json_object",
    "first_json_value",
    "strip_fence",
    "tool_error_text",
    "unwrap_agent_data",
]


async def ask_delegate(
    target: Target,
    payload: dict[str, Any],
    ctx: SearchContext,
    *,
    purpose: str,
    mcp_text_fallback: bool = False,
) -> Any:
    """Send `payload` to the assistant or MCP tool that `target` names and return its answer.

    An assistant's answer is its `next` value as is; an MCP tool's is its first JSON content (or,
    with `mcp_text_fallback`, its first text). A missing caller or a tool error raises a
    `ProviderError` naming the target; `purpose` completes "context is required for ...".
    """
    if target.kind == "agent":
        name = f"agent:{target.assistant_id}"
        if ctx.agent is None:
            raise ProviderError(name, f"context is required for {purpose}")
        return await ctx.agent(target.assistant_id, payload)
    if target.kind != "mcp":
        raise ValueError(f"{target.kind} is not a delegated target")
    result = await call_mcp_tool(ctx.mcp, target.server, target.tool, payload, purpose=purpose)
    value = first_json_value(result)
    if value is None and mcp_text_fallback and result.texts:
        value = result.texts[0].strip()
    return value


async def call_mcp_tool(
    mcp: MCPCaller | None,
    server: str,
    tool: str,
    arguments: dict[str, Any],
    *,
    purpose: str,
    timeout: float | None = None,
) -> MCPToolResult:
    """Call an MCP tool; a missing client or a result flagged `is_error` raises a `ProviderError`
    named `mcp:<server>.<tool>` (the one place that reads `is_error` for a delegated call)."""
    name = f"mcp:{server}.{tool}"
    if mcp is None:
        raise ProviderError(name, f"context is required for {purpose}")
    if timeout is None:
        result = await mcp.call_tool(server, tool, arguments)
    else:
        result = await mcp.call_tool(server, tool, arguments, timeout=timeout)
    if result.is_error:
        raise ProviderError(name, tool_error_text(result))
    return result


def tool_error_text(result: MCPToolResult) -> str:
    """What an MCP tool said when it flagged an error (its first text), or a generic line."""
    return result.texts[0] if result.texts and result.texts[0] else "MCP tool returned error"


def error_reason(exc: BaseException) -> str:
    """An exception's message without KeyError's quotes, or its type when it has none."""
    text = str(exc).strip()
    if isinstance(exc, KeyError) and text.startswith("'") and text.endswith("'"):
        text = text[1:-1]
    return text or type(exc).__name__


def unwrap_agent_data(value: Any, _depth: int = 0) -> dict[str, Any] | None:
    """A dict: its `data` dict if it has one, else itself; a string: parsed as JSON and unwrapped."""
    if _depth > 4 or value is None:
        return None
    if isinstance(value, dict):
        data = value.get("data")
        return data if isinstance(data, dict) else value
    if isinstance(value, str):
        try:
            parsed = json.loads(strip_fence(value))
        except ValueError:
            return None
        return unwrap_agent_data(parsed, _depth + 1)
    try:
        return unwrap_agent_data(json.loads(json.dumps(value, default=str)), _depth + 1)
    except (TypeError, ValueError):
        return None


def first_json_object(result: MCPToolResult) -> dict[str, Any] | None:
    """The first text content that is a JSON object (after trimming), or None."""
    for text in result.texts:
        stripped = strip_fence(text.strip())
        if stripped.startswith("{") and stripped.endswith("}"):
            try:
                parsed = json.loads(stripped)
            except ValueError:
                continue
            if isinstance(parsed, dict):
                return parsed
    return None


def first_json_value(result: MCPToolResult) -> Any:
    """The first text content that parses as JSON of any kind, or None."""
    for text in result.texts:
        try:
            return json.loads(strip_fence(text.strip()))
        except ValueError:
            continue
    return None


def strip_fence(text: str) -> str:
    """Remove a wrapping ```json ... ``` fence that LLMs like to add."""
    stripped = text.strip()
    if stripped.startswith("```"):
        stripped = stripped.split("\n", 1)[1] if "\n" in stripped else ""
        if stripped.rstrip().endswith("```"):
            stripped = stripped.rstrip()[:-3]
    return stripped.strip()
