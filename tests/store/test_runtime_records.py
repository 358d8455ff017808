"""The store under the real runtime, on SQLite and PostgreSQL: an LLM stream that breaks mid-answer,
and one request holding user and hook search records."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agent.support import DB_DOCS, KB_DOCS, SHOP, WEB_DOCS, FixedHandler, write_app
from agentsearch.agent import MessageEvent, Runtime
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.store import ChatStore
from agentsearch.types import SearchType
from llm.openai_server import FakeOpenAI, Reply

QUESTION = "What is the return policy for headphones?"


@pytest.fixture
def registry() -> HandlerRegistry:
    reg = HandlerRegistry()
    for kind, docs in ((SearchType.KB, KB_DOCS), (SearchType.DB, DB_DOCS), (SearchType.WEB, WEB_DOCS)):
        reg.register(kind, FixedHandler(kind, docs))
    return reg


def _app(root: Path, base_url: str, hooks: str | None = None) -> Path:
    shop: dict[str, Any] = {**SHOP, "package": {**SHOP["package"], "connector": "local"}}
    if hooks:
        shop["hooks"] = hooks
    connectors = {"local": {"type": "openai", "options": {"model": "m", "base_url": base_url}}}
    return write_app(root, {"shop": shop}, connectors=connectors)


def _chunked(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def _event(delta: dict[str, Any], finish: str | None = None) -> bytes:
    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "m",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return _chunked(b"data: " + json.dumps(body).encode() + b"\n\n")


class BreakingLLM:
    """OpenAI-compatible streaming (chunked SSE). The first answer dies mid-body: the connection
    closes after a few chunks without the terminating chunk, as when a provider crashes. Later
    answers are complete."""

    def __init__(self, broken: list[str], then: str) -> None:
        self.answers: list[tuple[list[str], bool]] = [(broken, False), ([then], True)]
        self._sock = socket.create_server(("127.0.0.1", 0))
        threading.Thread(target=self._serve, daemon=True).start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._sock.getsockname()[1]}/v1"

    def _serve(self) -> None:
        while self.answers:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            with conn:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(65536)
                head, _, body = data.partition(b"\r\n\r\n")
                found = re.search(rb"content-length: *(\d+)", head, re.IGNORECASE)
                while found and len(body) < int(found.group(1)):
                    body += conn.recv(65536)
                pieces, complete = self.answers.pop(0)
                conn.sendall(
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                    b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                )
                for piece in pieces:
                    conn.sendall(_event({"role": "assistant", "content": piece}))
                if complete:
                    conn.sendall(_event({}, "stop") + _chunked(b"data: [DONE]\n\n") + b"0\r\n\r\n")

    def close(self) -> None:
        self._sock.close()


@pytest.fixture
def breaking_llm() -> Iterator[BreakingLLM]:
    server = BreakingLLM(["Headphones ", "can be ", "returned "], then="Within 30 days.")
    yield server
    server.close()


async def test_llm_stream_breaking_mid_answer_keeps_the_partial_answer_and_resumes(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, breaking_llm: BreakingLLM
) -> None:
    runtime = Runtime(_app(tmp_path / "app", breaking_llm.base_url), registry=registry, store=store)
    before = store.writes
    first = await runtime.run(
        "shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-broken", "search": False}
    )
    assert first.end.status == "failed" and first.end.error
    streamed = "".join(
        str(e.props.get("content", ""))
        for e in first.events
        if isinstance(e, MessageEvent) and e.type == "text"  # the first text, then append deltas
    )
    assert streamed == "Headphones can be returned "  # the user saw the answer up to the break
    assert store.writes - before == 2
    stored = await store.get_messages("chat-broken")
    assert stored[0].type == "user_input" and stored[0].props["content"] == QUESTION
    assert [m.sequence for m in stored] == list(range(1, len(stored) + 1))
    texts = [m.props["content"] for m in stored if m.type == "text"]
    assert texts == [streamed]  # the partial answer is kept, as the user saw it
    (record,) = await store.get_resume("chat-broken")
    assert (record.type, record.status, record.request_id) == ("llm", "failed", first.end.request_id)

    events = [event async for event in runtime.resume("chat-broken")]
    assert events[-1].status == "completed" and events[-1].answer == "Within 30 days."
    assert await store.get_resume("chat-broken") == []
    # the resumed answer replaces the partial one (and the error) in the history, not beside it
    after = await store.get_messages("chat-broken")
    assert [m.props["content"] for m in after if m.type == "text"] == ["Within 30 days."]
    assert not [m for m in after if m.type == "error"]
    assert after[0].type == "user_input"


async def test_user_and_hook_searches_of_one_request_are_all_recorded(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore
) -> None:
    fake = FakeOpenAI().start()
    try:
        fake.script(Reply(text="See the handbook."))
        hooks = """
        async def create(ctx, messages, options):
            await ctx.search.kb("warranty", {"collections": ["legal"]})
        """
        runtime = Runtime(_app(tmp_path / "app", fake.base_url, hooks), registry=registry, store=store)
        message = {
            "role": "user",
            "content": [
                {"type": "text", "text": QUESTION},
                {"type": "data", "data": {"sources": [{"type": "model", "name": "products"}]}},
            ],
        }
        result = await runtime.run("shop", [message], {"chat_id": "chat-sources"})
    finally:
        fake.stop()
    assert result.end.status == "completed"
    searches = await store.get_searches(result.end.request_id)
    by_source = {s.source: s for s in searches}
    assert {"user", "hook"} <= set(by_source), sorted(by_source)
    assert [r.title for r in by_source["user"].references] == ["Sony WH-1000XM5"]
    assert [r.title for r in by_source["hook"].references] == ["Warranty"]
    assert by_source["user"].query and by_source["user"].config is not None
    indexes = [ref.index for s in searches for ref in s.references]
    assert len(indexes) == len(set(indexes))  # one numbering per request
    for index in indexes:
        assert (await store.get_reference(result.end.request_id, index)).index == index
    assert all(s.chat_id == "chat-sources" for s in searches)


async def test_fifty_concurrent_runtime_streams_lose_nothing(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore
) -> None:
    """50 runs of the real runtime at once (no LLM: the extractive answer), 25 chats with two runs
    each: every message stored, sequences gap-free per chat, two writes per run."""
    runtime = Runtime(write_app(tmp_path / "app", {"shop": SHOP}), registry=registry, store=store)
    before = store.writes
    results = await asyncio.gather(
        *(
            runtime.run(
                "shop", [{"role": "user", "content": f"{QUESTION} #{n}"}], {"chat_id": f"par-{n % 25}"}
            )
            for n in range(50)
        )
    )
    assert [r.end.status for r in results] == ["completed"] * 50, [r.end.error for r in results]
    assert store.writes - before == 100
    for chat in range(25):
        messages = await store.get_messages(f"par-{chat}")
        assert [m.sequence for m in messages] == list(range(1, len(messages) + 1))
        questions = sorted(m.props["content"] for m in messages if m.type == "user_input")
        assert questions == sorted(f"{QUESTION} #{n}" for n in (chat, chat + 25))
        answers = {m.request_id: m.props["content"] for m in messages if m.type == "text"}
        for n in (chat, chat + 25):
            assert answers[results[n].end.request_id] == results[n].answer
