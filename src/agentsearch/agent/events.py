"""The typed events a Stream yields, one model per kind (the server sends them as SSE as they are).

`MessageEvent` mirrors Yao's output message: a message is sent once with a `message_id`, later events
with the same id and `delta=True` either `append` to its text or `replace` its props (the loading
indicator: "Searching" → "Found 5 references" → `done`). `TraceEvent` carries trace-tree changes and
logs. `EndEvent` is always last: status, the answer, its references and which of them were cited.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agentsearch.types import Reference

__all__ = [
    "EndEvent",
    "MessageEvent",
    "StartEvent",
    "StreamEvent",
    "TraceEvent",
    "TraceLog",
    "TraceNodeInfo",
    "event_adapter",
]


class _Event(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StartEvent(_Event):
    """First event: the ids the client needs to fetch references later."""

    event: Literal["start"] = "start"
    request_id: str
    chat_id: str
    assistant_id: str


class MessageEvent(_Event):
    """An output message (loading, text, thinking, tool_call, retrieval, error, or a custom type)."""

    event: Literal["message"] = "message"
    message_id: str
    type: str
    props: dict[str, Any] = Field(default_factory=dict)
    delta: bool = False
    delta_action: Literal["append", "replace"] | None = None
    role: Literal["assistant", "user"] = "assistant"
    block_id: str = ""
    thread_id: str = ""
    assistant_id: str = ""


class TraceLog(_Event):
    """One trace log line (design: TraceLog)."""

    timestamp: int
    level: Literal["info", "debug", "warn", "error"]
    message: str
    data: Any = None
    node_id: str


class TraceNodeInfo(_Event):
    """A trace node without its children (children refer to it by `parent_id`)."""

    id: str
    parent_id: str = ""
    type: str
    label: str = ""
    description: str = ""
    icon: str = ""
    status: Literal["pending", "running", "completed", "failed"] = "pending"
    input: Any = None
    output: Any = None
    started_at: int = 0
    ended_at: int = 0


class TraceEvent(_Event):
    event: Literal["trace"] = "trace"
    action: Literal["add", "update", "log"]
    node: TraceNodeInfo | None = None
    log: TraceLog | None = None


class EndEvent(_Event):
    """Last event of every Stream, whatever happened."""

    event: Literal["end"] = "end"
    status: Literal["completed", "failed", "interrupted"]
    request_id: str
    chat_id: str
    assistant_id: str
    answer: str = ""
    references: list[Reference] = Field(default_factory=list)
    cited: list[str] = Field(default_factory=list)
    unknown_citations: list[str] = Field(default_factory=list)
    #: "uncited" (references were given, none cited), "echoed_references" (a <ref> block copied)
    citation_warnings: list[str] = Field(default_factory=list)
    extractive: bool = False
    next: Any = None
    error: str = ""


StreamEvent = Annotated[StartEvent | MessageEvent | TraceEvent | EndEvent, Field(discriminator="event")]


def event_adapter() -> Any:
    """A pydantic TypeAdapter that parses any event dict back into its model."""
    from pydantic import TypeAdapter

    return TypeAdapter(StreamEvent)
