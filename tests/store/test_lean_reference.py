"""The lean reference read (`get_reference_data`) answers exactly what `get_reference` answers: the same
dict, the same access rule (own, team share, public, tenant, deleted chats) and the same errors."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from typing import Any

import pytest
import sqlalchemy as sa

from agentsearch.store import (
    Chat,
    ChatStore,
    Owner,
    Search,
    SearchReference,
    StoreError,
    StoreForbiddenError,
    StoreNotFoundError,
)
from agentsearch.store._rows import SEARCH

ALICE = Owner(user_id="alice", team_id="team-a")
CAROL = Owner(user_id="carol", team_id="team-a")
BOB = Owner(user_id="bob", team_id="team-b")
NOBODY = Owner()
OWNERS = [None, ALICE, CAROL, BOB, NOBODY, Owner(user_id="alice", team_id="team-a", tenant_id="other")]


async def _general(store: ChatStore, request_id: str, index: int, owner: Owner | None) -> Any:
    try:
        return (await store.get_reference(request_id, index, owner=owner)).model_dump()
    except StoreError as exc:
        return type(exc), str(exc)


async def _lean(store: ChatStore, request_id: str, index: int, owner: Owner | None) -> Any:
    try:
        return await store.get_reference_data(request_id, index, owner=owner)
    except StoreError as exc:
        return type(exc), str(exc)


def _refs(*indexes: int) -> list[SearchReference]:
    return [
        SearchReference(index=i, type="kb", title=f"T{i} 退货", url=f"https://e.x/{i}", content="c" * i,
                        metadata={"weight": 0.6, "nested": {"a": [1, 2]}})
        for i in indexes
    ]  # fmt: skip


async def _seed(store: ChatStore) -> None:
    await store.create_chat(Chat(chat_id="private", assistant_id="a"), owner=ALICE)
    await store.create_chat(Chat(chat_id="team", assistant_id="a", share="team"), owner=ALICE)
    await store.create_chat(Chat(chat_id="public", assistant_id="a", public=True), owner=ALICE)
    await store.create_chat(Chat(chat_id="gone", assistant_id="a"), owner=ALICE)
    for chat_id in ("private", "team", "public", "gone"):
        await store.save_search(Search(request_id=f"r-{chat_id}", chat_id=chat_id, source="auto",
                                       references=_refs(1, 2)))  # fmt: skip
    # two searches of one request: the second adds index 3 with only the required fields
    await store.save_search(
        Search(
            request_id="r-private", chat_id="private", source="hook", references=[SearchReference(index=3)]
        )
    )
    # one request whose searches span a private and a public chat: readable only if both are
    await store.save_search(
        Search(request_id="r-mixed", chat_id="public", source="auto", references=_refs(1))
    )
    await store.save_search(
        Search(request_id="r-mixed", chat_id="private", source="auto", references=_refs(2))
    )
    await store.delete_chat("gone", owner=ALICE)


async def test_every_owner_and_index_gets_the_general_answer(store: ChatStore) -> None:
    await _seed(store)
    requests = ["r-private", "r-team", "r-public", "r-gone", "r-mixed", "unknown"]
    for request_id in requests:
        for index in (1, 2, 3, 4):
            for owner in OWNERS:
                expected = await _general(store, request_id, index, owner)
                assert await _lean(store, request_id, index, owner) == expected, (request_id, index, owner)


async def test_the_answer_is_the_models_json(store: ChatStore) -> None:
    await _seed(store)
    data = await store.get_reference_data("r-private", 3, owner=ALICE)
    assert data == {"index": 3, "type": "", "title": "", "url": None, "snippet": None, "content": None,
                    "metadata": None}  # fmt: skip
    assert json.dumps(data) == SearchReference(index=3).model_dump_json().replace(":", ": ").replace(
        ",", ", "
    )


async def test_rows_written_by_hand_are_validated_like_the_general_path(store: ChatStore) -> None:
    """Items the store would not write: a string index, a wrong type, a bad item, extra keys."""
    await store.create_chat(Chat(chat_id="c", assistant_id="a"), owner=ALICE)
    odd: list[Any] = [
        "not a mapping",
        {"index": "1", "title": "lax index"},
        {"index": 2, "title": None},  # invalid: title must be text, so index 2 does not exist
        {"index": 3, "title": "extra", "unknown": 1, "url": 5},
        {"index": True, "title": "bool"},
        {"index": 4, "metadata": {"k": "v"}, "extra": [1]},
    ]
    with store.engine.begin() as connection:
        now = sa.func.now()
        row = {"request_id": "r-odd", "chat_id": "c", "source": "x", "references": odd}
        connection.execute(sa.insert(SEARCH).values(**row, created_at=now, updated_at=now))
    for index in range(1, 6):
        for owner in (None, ALICE, BOB):
            assert await _lean(store, "r-odd", index, owner) == await _general(store, "r-odd", index, owner)


@pytest.mark.parametrize(("request_id", "index"), [("", 1), ("r", 0), ("r", -1)])
async def test_bad_arguments_are_the_same_errors(store: ChatStore, request_id: str, index: int) -> None:
    assert await _lean(store, request_id, index, ALICE) == await _general(store, request_id, index, ALICE)


async def test_a_closed_store_refuses(store: ChatStore) -> None:
    await store.close()
    with pytest.raises(StoreError, match="store is closed"):
        await store.get_reference_data("r", 1)


@pytest.mark.parametrize("store_url", ["sqlite"], indirect=True)  # SQLite locking only: not skipped on PG
async def test_sqlite_busy_falls_back_to_the_waiting_path(store: ChatStore) -> None:
    """Another connection holds SQLite exclusively: the lean path (no busy wait) gives way to the thread
    pool path, which waits for the lock like every other read, instead of failing or blocking the loop."""
    await store.create_chat(Chat(chat_id="c", assistant_id="a"), owner=ALICE)
    await store.save_search(Search(request_id="r", chat_id="c", source="auto", references=_refs(1)))
    store.engine.dispose()  # idle pooled connections would keep the exclusive lock from being taken
    holder = sqlite3.connect(store.engine.url.database or "", isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    read = asyncio.create_task(store.get_reference_data("r", 1, owner=ALICE))
    await asyncio.sleep(0.3)
    assert not read.done()  # waiting in the thread pool, while the loop runs this test
    holder.execute("COMMIT")
    holder.close()
    assert (await asyncio.wait_for(read, 30))["title"] == "T1 退货"


async def test_forbidden_and_missing_are_distinct(store: ChatStore) -> None:
    await _seed(store)
    with pytest.raises(StoreForbiddenError):
        await store.get_reference_data("r-private", 1, owner=BOB)
    with pytest.raises(StoreNotFoundError, match="reference not found: request_id=r-private, index=9"):
        await store.get_reference_data("r-private", 9, owner=ALICE)
