"""Output messages: send / replace / append, pushed to the client and buffered for storage.

The buffer holds each message's final state (deltas merged, replaced props), which is what the
two-write strategy stores at exit; delta flags and chunk ids are never stored.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agentsearch.agent.events import MessageEvent
from agentsearch.ids import random_hex

__all__ = ["BufferedMessage", "Output"]


@dataclass
class BufferedMessage:
    message_id: str
    type: str
    props: dict[str, Any]
    role: str = "assistant"
    block_id: str = ""
    thread_id: str = ""
    assistant_id: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "message_id": self.message_id,
            "type": self.type,
            "props": copy.deepcopy(self.props),
            "role": self.role,
            "block_id": self.block_id,
            "thread_id": self.thread_id,
            "assistant_id": self.assistant_id,
            "metadata": copy.deepcopy(self.metadata),
        }


class Output:
    """One assistant's output channel. `emit=False` (skip.output) still buffers for storage."""

    def __init__(
        self,
        sink: Callable[[MessageEvent], None] | None,
        *,
        assistant_id: str = "",
        emit: bool = True,
        block_id: str = "",
    ) -> None:
        self.sink = sink
        self.assistant_id = assistant_id
        self.emit = emit
        self.block_id = block_id
        self.buffer: dict[str, BufferedMessage] = {}

    def _push(self, event: MessageEvent) -> None:
        if self.emit and self.sink is not None:
            self.sink(event)

    def send(
        self,
        type: str,
        props: dict[str, Any] | None = None,
        *,
        message_id: str | None = None,
        metadata: dict[str, Any] | None = None,
        thread_id: str = "",
    ) -> str:
        """Send a new message; returns its id (for later replace/append)."""
        mid = message_id or "msg_" + random_hex(10)
        body = dict(props or {})
        self.buffer[mid] = BufferedMessage(
            message_id=mid,
            type=type,
            props=copy.deepcopy(body),
            block_id=self.block_id,
            thread_id=thread_id,
            assistant_id=self.assistant_id,
            metadata=dict(metadata or {}),
        )
        self._push(
            MessageEvent(
                message_id=mid,
                type=type,
                props=body,
                block_id=self.block_id,
                thread_id=thread_id,
                assistant_id=self.assistant_id,
            )
        )
        return mid

    def replace(self, message_id: str, type: str, props: dict[str, Any]) -> None:
        """Replace a sent message's props (the loading indicator's text and `done`)."""
        held = self.buffer.get(message_id)
        if held is not None:
            held.type = type
            held.props = copy.deepcopy(props)
        self._push(
            MessageEvent(
                message_id=message_id,
                type=type,
                props=dict(props),
                delta=True,
                delta_action="replace",
                block_id=self.block_id,
                assistant_id=self.assistant_id,
            )
        )

    def append(self, message_id: str, content: str, *, type: str = "text") -> None:
        """Append a text delta to a sent message."""
        held = self.buffer.get(message_id)
        if held is not None:
            held.props["content"] = str(held.props.get("content", "")) + content
        self._push(
            MessageEvent(
                message_id=message_id,
                type=type,
                props={"content": content},
                delta=True,
                delta_action="append",
                block_id=self.block_id,
                assistant_id=self.assistant_id,
            )
        )

    def messages(self) -> list[dict[str, Any]]:
        """The buffered messages in send order, as plain dicts."""
        return [held.as_dict() for held in self.buffer.values()]
