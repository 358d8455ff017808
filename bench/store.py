"""Chat store figures: the cost of a request's two writes, concurrency, and a write-per-operation baseline.

    python -m bench store

On SQLite (a temp file) and on PostgreSQL when 127.0.0.1:5432 answers (a throwaway schema).
A "request" is: user message, 5 assistant messages (one streamed in 20 deltas), 1 search record.
"""

from __future__ import annotations

import asyncio
import os
import socket
import statistics
import tempfile
import time
import uuid
from pathlib import Path

import sqlalchemy as sa

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.recording import write_entry, write_exit
from agentsearch.agent.state import RequestState, SearchRun
from agentsearch.store import ChatStore, Message, Search, SearchReference
from agentsearch.types import Result, ResultItem, SearchType, SourceType

_SPEC = AssistantSpec(id="bench")
REQUESTS = 200
CONCURRENT = 50
PG_URL = os.environ.get("AGENTSEARCH_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


def _search_run() -> SearchRun:
    """The auto search of the request: five web references of 500 characters."""
    items = [
        ResultItem(
            type=SearchType.WEB,
            source=SourceType.AUTO,
            title=f"T{i}",
            content="x" * 500,
            url=f"https://example.com/{i}",
            citation_id=str(i),
        )
        for i in range(1, 6)
    ]
    result = Result(type=SearchType.WEB, query="q", source=SourceType.AUTO, items=items, total=5)
    return SearchRun(source=SourceType.AUTO, query="q", requests=[], results=[result], duration_ms=0)


def _search(request_id: str, chat_id: str) -> Search:
    refs = [SearchReference(index=i, type="web", title=f"T{i}", content="x" * 500) for i in range(1, 6)]
    return Search(request_id=request_id, chat_id=chat_id, source="auto", query="q", references=refs)


async def _request(store: ChatStore, chat_id: str) -> float:
    """One request through the runtime's two-write path (agent/recording.py)."""
    started = time.perf_counter()
    request_id = uuid.uuid4().hex
    options = StreamOptions(chat_id=chat_id, request_id=request_id)
    request = RequestState(
        request_id=request_id,
        chat_id=chat_id,
        locale="en",
        options=options,
        loop=asyncio.get_running_loop(),
        sink=lambda _event: None,
        otel=False,
    )
    await write_entry(
        store, request, _SPEC, [{"role": "user", "content": "a question about the handbook"}], options
    )
    output = Output(None, assistant_id="bench", emit=False)
    output.buffer = request.buffer
    output.send("loading", {"message": "Searching..."})
    text = output.send("text", {"content": ""})
    for i in range(20):
        output.append(text, f"token{i} ")
    for kind in ("thinking", "tool_call", "image"):
        output.send(kind, {"content": kind})
    request.searches.append(_search_run())
    if not await write_exit(store, request, "completed"):
        raise RuntimeError("Write 2 failed (see the log)")
    return time.perf_counter() - started


async def _per_operation(store: ChatStore, chat_id: str) -> float:
    """The baseline the design compares against: one write per message / search."""
    started = time.perf_counter()
    request_id = uuid.uuid4().hex
    await store.save_messages(chat_id, [Message(type="user_input", role="user", request_id=request_id)])
    for kind in ("loading", "text", "thinking", "tool_call", "image"):
        await store.save_messages(
            chat_id, [Message(type=kind, request_id=request_id, props={"content": kind})]
        )
    await store.save_search(_search(request_id, chat_id))
    return time.perf_counter() - started


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[int(len(values) * 0.95) - 1]
    return f"p50 {statistics.median(values) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms"


async def _bench(label: str, url: str, schema: str | None) -> None:
    store = await ChatStore.open(url, schema=schema)
    try:
        writes = store.writes
        lat = [await _request(store, "seq") for _ in range(REQUESTS)]
        per_request = (store.writes - writes) / REQUESTS
        print(f"[{label}] two-write request, sequential: {_ms(lat)}; {per_request:.0f} writes/request")

        writes = store.writes
        base = [await _per_operation(store, "baseline") for _ in range(REQUESTS // 4)]
        per_request = (store.writes - writes) / (REQUESTS // 4)
        print(f"[{label}] write-per-operation baseline:  {_ms(base)}; {per_request:.0f} writes/request")

        for chats in (1, CONCURRENT):
            started = time.perf_counter()
            await asyncio.gather(*(_request(store, f"conc{chats}-{n % chats}") for n in range(REQUESTS)))
            elapsed = time.perf_counter() - started
            messages = 0
            for c in range(chats):
                messages += len(await store.get_messages(f"conc{chats}-{c}"))
            rate = REQUESTS / elapsed
            print(
                f"[{label}] {REQUESTS} requests at once on {chats} chat(s): {rate:.0f} req/s, "
                f"{messages} messages stored (expected {REQUESTS * 6})"
            )
    finally:
        await store.close()


def _pg_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 5432), timeout=1):
            return True
    except OSError:
        return False


async def _main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        await _bench("sqlite", f"sqlite:///{Path(tmp) / 'agentsearch.db'}", None)
    if not _pg_up():
        print("[postgresql] skipped: 127.0.0.1:5432 not reachable")
        return
    schema = f"bench_store_{uuid.uuid4().hex[:8]}"
    try:
        await _bench("postgresql", PG_URL, schema)
    finally:
        engine = sa.create_engine(PG_URL, poolclass=sa.pool.NullPool)
        with engine.begin() as connection:
            connection.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        engine.dispose()


def main() -> None:
    asyncio.run(_main())


if __name__ == "__main__":
    main()
