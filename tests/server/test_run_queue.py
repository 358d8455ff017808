"""Bounded concurrency over real HTTP: with max_runs=1, waiting streams hear their place in line
(`queued` events) and run first come first served."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.server.slots import RunSlots
from agentsearch.store.chat_store import ChatStore

from .fake_openai import FakeOpenAI
from .support import SEARCH_KB, DocsHandler, LiveServer, bearer, docs_registry, start_live, write_chat_app

WORDS = {"A": "alpha", "B": "bravo", "C": "charlie"}


class GatedDocs(DocsHandler):
    """Searches wait until the gate opens, so the first run holds the only slot while others queue."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.entered = 0
        self.queries: list[str] = []  # in the order the runs searched: the server's run order
        self.active = self.most_active = 0

    async def search(self, request: Any, ctx: Any) -> Any:
        self.entered += 1
        self.queries.append(str(request.query))
        self.active += 1
        self.most_active = max(self.most_active, self.active)
        try:
            while not self.gate.is_set():
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.05)  # long enough that a second run, if let in, would overlap
            return await super().search(request, ctx)
        finally:
            self.active -= 1


@pytest.fixture
def queued_server(tmp_path: Path) -> Iterator[tuple[LiveServer, GatedDocs]]:
    fake = FakeOpenAI()
    llm = start_live(fake.app)  # type: ignore[arg-type]
    app_dir = write_chat_app(tmp_path / "app", llm.url + "/v1")
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'chat.db'}")
    handler = GatedDocs()
    server = start_live(create_app(app_dir, store=store, registry=docs_registry(handler), max_runs=1))
    yield server, handler
    handler.gate.set()
    server.stop()
    llm.stop()
    store.close_sync()


def _wait(condition: Any, what: str) -> None:
    deadline = time.monotonic() + 20
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.01)


def test_waiting_streams_get_their_position_and_run_in_arrival_order(
    queued_server: tuple[LiveServer, GatedDocs],
) -> None:
    server, handler = queued_server
    log: list[tuple[str, str, Any]] = []  # (client, event, data) in arrival order over all streams
    lock = threading.Lock()

    def client(name: str) -> None:
        body = {
            "assistant_id": "shop",
            "messages": [{"role": "user", "content": f"return policy {WORDS[name]}"}],
        }
        body["options"] = SEARCH_KB
        with httpx.stream(
            "POST", f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30
        ) as response:
            assert response.status_code == 200
            event = "message"
            for line in response.iter_lines():
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:"):
                    with lock:
                        log.append((name, event, json.loads(line[5:])))

    def events(name: str) -> list[tuple[str, Any]]:
        with lock:
            return [(e, d) for n, e, d in log if n == name]

    threads = {name: threading.Thread(target=client, args=(name,)) for name in "ABC"}
    threads["A"].start()
    _wait(lambda: handler.entered == 1, "A's run to hold the slot")
    threads["B"].start()
    _wait(lambda: any(e == "queued" for e, _ in events("B")), "B's queued event")
    threads["C"].start()
    _wait(lambda: any(e == "queued" for e, _ in events("C")), "C's queued event")
    handler.gate.set()
    for thread in threads.values():
        thread.join(timeout=30)
        assert not thread.is_alive()

    positions = {n: [d["position"] for e, d in events(n) if e == "queued"] for n in "ABC"}
    assert positions == {"A": [], "B": [1], "C": [2, 1]}  # C moved up when A finished and B started
    for name in "ABC":
        names = [e for e, _ in events(name)]
        assert names[0] == "start" and names[-1] == "end", names
        assert events(name)[-1][1]["status"] == "completed"
        if positions[name]:  # every queued event comes before the run's first message
            assert max(i for i, n in enumerate(names) if n == "queued") < names.index("message")
    # the server's own order (the clients' threads read at their own pace): one run at a time,
    # first come first served
    assert handler.most_active == 1
    runs = [next(n for n in WORDS if WORDS[n] in q) for q in handler.queries]
    assert runs == ["A", "B", "C"], handler.queries


def test_a_waiter_that_leaves_moves_the_others_up() -> None:
    async def scenario() -> tuple[list[int], list[int], list[str]]:
        slots = RunSlots(1)
        seen_b: list[int] = []
        seen_c: list[int] = []
        ran: list[str] = []
        release = asyncio.Event()

        async def run(name: str, seen: list[int] | None) -> None:
            async with slots.slot(seen.append if seen is not None else None):
                ran.append(name)
                if name == "A":
                    await release.wait()

        a = asyncio.create_task(run("A", None))
        await asyncio.sleep(0)
        b = asyncio.create_task(run("B", seen_b))
        c = asyncio.create_task(run("C", seen_c))
        await asyncio.sleep(0)
        b.cancel()  # B gives up while waiting: C is next
        await asyncio.sleep(0)
        release.set()
        await asyncio.gather(a, c)
        assert b.cancelled() and slots.running == 0 and slots.waiting == 0
        return seen_b, seen_c, ran

    seen_b, seen_c, ran = asyncio.run(scenario())
    assert seen_b == [1]
    assert seen_c == [2, 1]
    assert ran == ["A", "C"]
