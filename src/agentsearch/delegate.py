"""Parsing what a delegated assistant or MCP tool answered (reference §2.8–2.11).

Agents answer with a `next` value that may be a dict, a JSON string or anything JSON-able; MCP tools
answer with text contents. These helpers turn both into plain dicts the tool-specific parsers read.
"""

from __future__ import annotations

import json
from typing import Any

from agentsearch.context import MCPToolResult

__all__ = ["first_json_object", "unwrap_agent_data"]


def unwrap_agent_data(value: Any, _depth: int = 0) -> dict[str, Any] | None:
    """A dict: its `data` dict if it has one, else itself; a string: parsed as JSON and unwrapped."""
    if _depth > 4 or value is None:
        return None
    if isinstance(value, dict):
        data = value.get("data")
        return data if isinstance(data, dict) else value
    if isinstance(value, str):
        try:
            parsed = json.loads(_strip_fence(value))
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
        stripped = _strip_fence(text.strip())
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
            return json.loads(_strip_fence(text.strip()))
        except ValueError:
            continue
    return None


def _strip_fence(text: str) -> str:
    """Remove a wrapping ```json ... ``` fence that LLMs like to add."""
    stripped = text.strip()
    if stripped.startswith("```"):
        stripped = stripped.split("\n", 1)[1] if "\n" in stripped else ""
        if stripped.rstrip().endswith("```"):
            stripped = stripped.rstrip()[:-3]
    return stripped.strip()
