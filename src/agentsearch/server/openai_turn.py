"""One run of the assistant runtime, answered as an OpenAI Chat Completion (whole or streamed).

The run is pumped by its own task (`streaming.pumped`), exactly like the agentsearch event stream,
so a client that disconnects cancels it and the runtime still saves what it produced.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from agentsearch.agent.events import EndEvent, MessageEvent, TraceEvent
from agentsearch.server.openai_format import (
    CitationRewriter,
    chunk,
    completion,
    error_body,
    estimate_tokens,
    footnotes,
    reference_payload,
)
from agentsearch.server.sse import KEEPALIVE
from agentsearch.server.state import ServerState
from agentsearch.server.streaming import TICK, pumped

__all__ = ["Turn", "collect", "stream"]

_DONE = b"data: [DONE]\n\n"


@dataclass
class Turn:
    """What the translation needs to know about the request it answers."""

    model: str
    request_id: str
    chat_id: str
    base_url: str
    include_usage: bool = False
    prompt_text: str = ""
    created: int = field(default_factory=lambda: int(time.time()))

    @property
    def completion_id(self) -> str:
        return "chatcmpl-" + self.request_id.removeprefix("req_")


@dataclass
class _Tally:
    """Token usage reported by the LLM calls of the run (trace `llm` nodes), and the finish reason."""

    prompt: int = 0
    completion: int = 0
    reported: bool = False
    finish_reason: str = ""

    def observe(self, event: TraceEvent) -> None:
        node = event.node
        if event.action != "update" or node is None or node.type != "llm" or node.status != "completed":
            return
        output = node.output if isinstance(node.output, dict) else {}
        usage = output.get("usage") or {}
        if usage:
            self.reported = True
            self.prompt += int(usage.get("prompt_tokens") or 0)
            self.completion += int(usage.get("completion_tokens") or 0)
        self.finish_reason = str(output.get("finish_reason") or self.finish_reason)

    def usage(self, prompt_text: str, answer: str) -> dict[str, int]:
        """The connector's counts; estimates when it reported none (the offline extractive answer)."""
        prompt = self.prompt if self.reported else estimate_tokens(prompt_text)
        done = self.completion if self.reported else estimate_tokens(answer)
        return {"prompt_tokens": prompt, "completion_tokens": done, "total_tokens": prompt + done}


def _finish(tally: _Tally) -> str:
    return "length" if tally.finish_reason == "length" else "stop"


def _extra(turn: Turn, end: EndEvent, cited: list[str]) -> dict[str, Any]:
    return {
        "references": reference_payload(end.references, cited, turn.base_url, turn.request_id),
        "agentsearch": {
            "request_id": turn.request_id,
            "chat_id": turn.chat_id,
            "cited": cited,
            "extractive": end.extractive,
        },
    }


def _failure(end: EndEvent | None, error: str) -> str:
    if end is not None and end.error:
        return end.error
    return error or "the assistant did not finish"


async def collect(state: ServerState, events: AsyncIterator[Any], turn: Turn) -> tuple[int, dict[str, Any]]:
    """Run to the end; (status code, a `chat.completion` or an OpenAI error body)."""
    tally, end, error = _Tally(), None, ""
    async with contextlib.aclosing(pumped(state, events)) as items:
        async for item in items:
            if isinstance(item, TraceEvent):
                tally.observe(item)
            elif isinstance(item, EndEvent):
                end = item
            elif isinstance(item, dict) and item.get("event") == "error":
                error = str(item.get("message") or "")
    if end is None or end.status != "completed":
        return 500, error_body(_failure(end, error), "server_error")
    rewriter = CitationRewriter(ref.id for ref in end.references)
    content = rewriter.feed(end.answer) + rewriter.flush()
    content += footnotes(rewriter.cited, end.references, turn.base_url, turn.request_id)
    body = completion(
        turn.completion_id,
        turn.model,
        content,
        tally.usage(turn.prompt_text, end.answer),
        _finish(tally),
        **_extra(turn, end, rewriter.cited),
    )
    return 200, body


def _data(payload: dict[str, Any]) -> bytes:
    return (
        "data: " + json.dumps(payload, ensure_ascii=False, separators=(",", ":"), default=str) + "\n\n"
    ).encode()


async def stream(state: ServerState, events: AsyncIterator[Any], turn: Turn) -> AsyncIterator[bytes]:
    """`chat.completion.chunk` events: the role, content deltas (citations as footnote marks), the
    footnote definitions, a finish chunk with the structured references, usage when asked, [DONE]."""
    usage_field: dict[str, Any] = {"usage": None} if turn.include_usage else {}

    def piece(**fields: Any) -> bytes:
        return _data(chunk(turn.completion_id, turn.model, turn.created, **fields, **usage_field))

    yield piece(delta={"role": "assistant", "content": ""})
    rewriter, tally = CitationRewriter(), _Tally()
    end: EndEvent | None = None
    error = ""
    streamed: list[str] = []
    async with contextlib.aclosing(pumped(state, events)) as items:
        async for item in items:
            if item is TICK:
                yield KEEPALIVE
            elif isinstance(item, MessageEvent):
                if item.type == "retrieval":
                    rewriter.learn(str(source.get("id")) for source in item.props.get("sources") or [])
                elif item.type == "text" and item.delta_action != "replace":
                    raw = str(item.props.get("content") or "")
                    streamed.append(raw)
                    text = rewriter.feed(raw)
                    if text:
                        yield piece(delta={"content": text})
            elif isinstance(item, TraceEvent):
                tally.observe(item)
            elif isinstance(item, EndEvent):
                end = item
            elif isinstance(item, dict) and item.get("event") == "error":
                error = str(item.get("message") or "")
    tail = rewriter.flush()
    if end is None or end.status != "completed":
        if tail:
            yield piece(delta={"content": tail})
        yield _data(error_body(_failure(end, error), "server_error"))
        yield _DONE
        return
    tail += footnotes(rewriter.cited, end.references, turn.base_url, turn.request_id)
    if tail:
        yield piece(delta={"content": tail})
    yield piece(delta={}, finish_reason=_finish(tally), **_extra(turn, end, rewriter.cited))
    if turn.include_usage:
        usage = tally.usage(turn.prompt_text, "".join(streamed) or end.answer)
        yield _data(chunk(turn.completion_id, turn.model, turn.created, no_choices=True, usage=usage))
    yield _DONE
