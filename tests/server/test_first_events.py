"""New streams' first events before new runs (server/first_events.py), over real HTTP: a run waits
for the start event of every stream that arrived before it, and only for those."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.server.first_events import FirstEvents
from agentsearch.server.state import ServerState
from agentsearch.store.chat_store import ChatStore

from .fake_openai import FakeOpenAI
from .support import (
    KEYS,
    SEARCH_KB,
    DocsHandler,
    LiveServer,
    bearer,
    docs_registry,
    start_live,
    write_chat_app,
)


class CountingDocs(DocsHandler):
    def __init__(self) -> None:
        super().__init__()
        self.entered = 0

    async def search(self, request: Any, ctx: Any) -> Any:
        self.entered += 1
        return await super().search(request, ctx)


@pytest.fixture
def live(tmp_path: Path) -> Iterator[tuple[LiveServer, ServerState, CountingDocs]]:
    llm = start_live(FakeOpenAI().app)  # type: ignore[arg-type]
    app_dir = write_chat_app(tmp_path / "app", llm.url + "/v1")
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'chat.db'}")
    handler = CountingDocs()
    app = create_app(app_dir, store=store, registry=docs_registry(handler))
    server = start_live(app)
    yield server, app.state.agentsearch, handler
    server.stop()
    llm.stop()
    store.close_sync()


def _wait(condition: Any, what: str) -> None:
    deadline = time.monotonic() + 20
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.01)


def _body(question: str) -> dict[str, Any]:
    return {"assistant_id": "shop", "messages": [{"role": "user", "content": question}], "options": SEARCH_KB}


def _half_sent(url: str, body: bytes) -> socket.socket:
    """A chat request whose headers and half of whose body are sent: it has arrived, not answered."""
    host, port = url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)))
    head = (
        f"POST /v1/chat/events HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {KEYS['alice'][0]}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    sock.sendall(head.encode() + body[: len(body) // 2])
    return sock


def _stream_events(url: str, body: dict[str, Any], events: list[str]) -> None:
    with httpx.stream("POST", f"{url}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30) as r:
        for line in r.iter_lines():
            if line.startswith("event:"):
                events.append(line[6:].strip())


def test_a_run_waits_for_the_start_event_of_a_stream_that_arrived_before_it(
    live: tuple[LiveServer, ServerState, CountingDocs],
) -> None:
    server, state, handler = live
    first = json.dumps(_body("return policy, first")).encode()
    sock = _half_sent(server.url, first)
    _wait(lambda: state.first_events.pending == 1, "the first request to arrive")
    later: list[str] = []
    thread = threading.Thread(target=_stream_events, args=(server.url, _body("return policy, later"), later))
    thread.start()
    _wait(lambda: later[:1] == ["start"], "the later stream's start event")  # its own start is not held
    _wait(lambda: len(state.first_events._waiters) == 1, "the later stream's run to wait")
    assert handler.entered == 0 and later == ["start"]  # nothing of the run has happened yet
    sock.sendall(first[len(first) // 2 :])  # the first request completes: its start goes out, runs begin
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    sock.close()
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert b"event: start" in received and b'"status":"completed"' in received
    assert later[0] == "start" and later[-1] == "end" and "message" in later
    assert handler.entered == 2


def test_a_request_that_never_sends_its_body_does_not_hold_runs(
    live: tuple[LiveServer, ServerState, CountingDocs],
) -> None:
    server, state, _ = live
    sock = _half_sent(server.url, json.dumps(_body("return policy, abandoned")).encode())
    _wait(lambda: state.first_events.pending == 1, "the abandoned request to arrive")
    later: list[str] = []
    thread = threading.Thread(target=_stream_events, args=(server.url, _body("return policy, later"), later))
    thread.start()
    _wait(lambda: len(state.first_events._waiters) == 1, "the later stream's run to wait")
    sock.close()  # the client goes away: its request ends without an answer, the run goes on
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert later[0] == "start" and later[-1] == "end"
    assert state.first_events.pending == 0


def test_a_run_waits_only_for_requests_that_arrived_before_it() -> None:
    async def scenario() -> list[str]:
        gate = FirstEvents()
        order: list[str] = []
        early = gate.arrived()

        async def run() -> None:
            await gate.wait()
            order.append("run")

        task = asyncio.create_task(run())
        await asyncio.sleep(0)
        late = gate.arrived()  # after the run began to wait: it does not extend the wait
        order.append("early answered")
        gate.answered(early)
        await task
        gate.answered(late)
        gate.answered(late)  # answering twice is harmless
        return order

    assert asyncio.run(scenario()) == ["early answered", "run"]


def test_a_run_with_nothing_pending_does_not_wait() -> None:
    async def scenario() -> int:
        gate = FirstEvents()
        gate.answered(gate.arrived())
        await gate.wait()  # returns at once
        return gate.pending

    assert asyncio.run(scenario()) == 0
