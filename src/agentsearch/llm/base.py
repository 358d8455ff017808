"""The connector contract: stream a chat completion as text deltas and whole tool calls.

A connector gets OpenAI-style messages (dicts with role/content/tool_calls/tool_call_id), optional
OpenAI tool definitions and the request's references (the extractive connector answers from them;
real models read them from the injected system message).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

from agentsearch.types import Reference

__all__ = ["Completion", "Connector", "LLMChunk", "ToolCall"]


class ToolCall(BaseModel):
    """A complete tool call (arguments as the JSON text the model produced)."""

    id: str
    name: str
    arguments: str = ""


class LLMChunk(BaseModel):
    """One streamed piece: a text delta, a reasoning delta, a finished tool call, or the end."""

    kind: Literal["text", "thinking", "tool_call", "end"]
    text: str = ""
    tool_call: ToolCall | None = None
    finish_reason: str = ""
    usage: dict[str, int] = Field(default_factory=dict)


class Completion(BaseModel):
    """The whole answer of one LLM call."""

    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    finish_reason: str = ""
    usage: dict[str, int] = Field(default_factory=dict)
    connector: str = ""
    extractive: bool = False


class Connector(Protocol):
    """An LLM backend. `stream` raises `ProviderError` for failures the user should see."""

    name: str
    extractive: bool

    def stream(
        self,
        messages: Sequence[dict[str, Any]],
        *,
        tools: Sequence[dict[str, Any]] | None = None,
        references: Sequence[Reference] = (),
        locale: str = "en",
        options: dict[str, Any] | None = None,
    ) -> AsyncIterator[LLMChunk]: ...
