"""50 concurrent streams on one store: nothing lost, no "database is locked", gap-free sequences."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

from agentsearch.store import Chat, ChatStore, Message, Search, SearchReference

STREAMS = 50
REPLIES = 3


async def _stream(store: ChatStore, chat_id: str, n: int) -> tuple[bool, bool, str]:
    """One request's two writes, as the runtime makes them: the user message, then the answer
    messages and the search record in one transaction."""
    request_id = f"req-{chat_id}-{n}"
    user = Message(
        chat_id=chat_id,
        request_id=request_id,
        role="user",
        type="user_input",
        props={"content": f"question {n}"},
    )
    try:
        await store.write_entry(Chat(chat_id=chat_id, assistant_id="demo"), [user])
    except Exception as exc:
        return False, False, str(exc)
    replies = []
    for i in range(REPLIES):
        await asyncio.sleep(0)
        replies.append(
            Message(chat_id=chat_id, request_id=request_id, type="text", props={"content": f"{n}:{i}."})
        )
    search = Search(
        request_id=request_id,
        chat_id=chat_id,
        source="auto",
        references=[SearchReference(index=1, type="web", title=str(n))],
    )
    try:
        await store.write_exit(chat_id, replies, [search], [])
    except Exception as exc:
        return True, False, str(exc)
    return True, True, ""


async def _check_chat(store: ChatStore, chat_id: str, streams: int) -> None:
    messages = await store.get_messages(chat_id)
    assert len(messages) == streams * (1 + REPLIES)
    assert [m.sequence for m in messages] == list(range(1, len(messages) + 1))
    by_request: dict[str, list[str]] = {}
    for m in messages:
        by_request.setdefault(m.request_id or "", []).append(str(m.props.get("content")))
    assert len(by_request) == streams
    for request_id, contents in by_request.items():
        n = request_id.rsplit("-", 1)[1]
        assert contents == [f"question {n}", *(f"{n}:{i}." for i in range(REPLIES))]


async def test_fifty_streams_on_one_chat(store: ChatStore) -> None:
    before = store.writes
    outcomes = await asyncio.gather(*(_stream(store, "shared", n) for n in range(STREAMS)))
    assert all(ok1 and ok2 for ok1, ok2, _ in outcomes), [e for *_, e in outcomes if e]
    assert store.writes - before == 2 * STREAMS
    await _check_chat(store, "shared", STREAMS)
    for n in range(0, STREAMS, 7):
        assert len(await store.get_searches(f"req-shared-{n}")) == 1


async def test_fifty_streams_on_fifty_chats(store: ChatStore) -> None:
    outcomes = await asyncio.gather(*(_stream(store, f"chat{n}", n) for n in range(STREAMS)))
    assert all(ok1 and ok2 for ok1, ok2, _ in outcomes), [e for *_, e in outcomes if e]
    for n in range(STREAMS):
        await _check_chat(store, f"chat{n}", 1)
    assert (await store.list_chats()).total == STREAMS


async def test_two_store_instances_on_one_database(store_url: tuple[str, str | None]) -> None:
    """Two independent engines (as two processes would have) writing the same chat at once: SQLite's
    BEGIN IMMEDIATE + busy timeout + retry, PostgreSQL's advisory lock keep sequences gap-free."""
    url, schema = store_url
    first = await ChatStore.open(url, schema=schema, pool_size=4)
    second = await ChatStore.open(url, schema=schema, pool_size=4)
    try:
        outcomes = await asyncio.gather(
            *(_stream(first if n % 2 else second, "shared", n) for n in range(STREAMS))
        )
        assert all(ok1 and ok2 for ok1, ok2, _ in outcomes), [e for *_, e in outcomes if e]
        await _check_chat(first, "shared", STREAMS)
    finally:
        await first.close()
        await second.close()


_WORKER = """
import asyncio, json, sys
from agentsearch.store import Chat, ChatStore, Message

async def main(url, worker, streams):
    store = await ChatStore.open(url, pool_size=4)
    async def one(n):
        k = worker * 1000 + n
        rid = f"req-shared-{k}"
        try:
            user = Message(chat_id="shared", request_id=rid, role="user", type="user_input",
                           props={"content": f"question {k}"})
            await store.write_entry(Chat(chat_id="shared", assistant_id="demo"), [user])
            replies = []
            for i in range(3):
                await asyncio.sleep(0)
                replies.append(Message(chat_id="shared", request_id=rid, type="text",
                                       props={"content": f"{k}:{i}."}))
            await store.write_exit("shared", replies, [], [])
        except Exception as exc:
            return False, str(exc)
        return True, ""
    outcomes = await asyncio.gather(*(one(n) for n in range(streams)))
    await store.close()
    print(json.dumps([list(o) for o in outcomes]))

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
"""


async def test_processes_sharing_one_sqlite_file(tmp_path: Path) -> None:
    """Separate OS processes on one SQLite file: no "database is locked" reaches anyone."""
    url = f"sqlite:///{tmp_path / 'data' / 'agentsearch.db'}"
    (await ChatStore.open(url)).close_sync()  # migrate once up front
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _WORKER, url, str(worker), str(STREAMS // 2)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for worker in range(1, 4)
    ]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outcomes = json.loads(out)
        assert all(ok for ok, _ in outcomes), [e for _, e in outcomes if e]
    store = await ChatStore.open(url)
    try:
        await _check_chat(store, "shared", 3 * (STREAMS // 2))
    finally:
        await store.close()
