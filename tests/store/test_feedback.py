"""Feedback (👍/👎) on answers and on sources: one live rating per user and target, scoped to chats the
rater may read, a snapshot of the rated reference, cascade on chat delete."""

from __future__ import annotations

import pytest

from agentsearch.store import (
    Chat,
    ChatStore,
    Feedback,
    Message,
    Owner,
    Search,
    SearchReference,
    StoreError,
    StoreNotFoundError,
)

ALICE = Owner(user_id="alice", team_id="team-a")
CAROL = Owner(user_id="carol", team_id="team-a")
BOB = Owner(user_id="bob", team_id="team-b")


async def _chat(store: ChatStore, share: str = "private") -> None:
    await store.create_chat(Chat(chat_id="c1", assistant_id="demo", share=share), owner=ALICE)
    await store.save_messages("c1", [Message(request_id="r1", role="user", type="user_input")])
    reference = SearchReference(
        index=2,
        type="kb",
        title="Returns",
        url="https://shop.example/returns",
        metadata={"collection": "handbook", "document_id": "returns.md", "chunk_id": "handbook/returns.md#0"},
    )
    await store.save_search(Search(request_id="r1", chat_id="c1", source="auto", references=[reference]))


async def test_a_source_rating_keeps_a_snapshot_of_the_rated_reference(store: ChatStore) -> None:
    await _chat(store)
    rating = Feedback(chat_id="c1", request_id="r1", target="source", source_id="2", rating="down")
    stored = await store.set_feedback(rating, owner=ALICE)
    assert stored.feedback_id and stored.created_by == "alice"
    assert stored.source == {
        "type": "kb",
        "title": "Returns",
        "url": "https://shop.example/returns",
        "collection": "handbook",
        "document_id": "returns.md",
        "chunk_id": "handbook/returns.md#0",
    }
    (listed,) = await store.list_feedback("c1", owner=ALICE)
    assert listed.rating == "down" and listed.source == stored.source


async def test_rating_again_replaces_and_clearing_removes(store: ChatStore) -> None:
    await _chat(store)
    answer = Feedback(chat_id="c1", request_id="r1", target="answer", rating="up")
    await store.set_feedback(answer, owner=ALICE)
    await store.set_feedback(answer.model_copy(update={"rating": "down"}), owner=ALICE)
    assert [f.rating for f in await store.list_feedback("c1", owner=ALICE)] == ["down"]
    assert await store.clear_feedback(answer, owner=ALICE) == 1
    assert await store.list_feedback("c1", owner=ALICE) == []


async def test_each_reader_has_their_own_rating_of_a_team_shared_chat(store: ChatStore) -> None:
    await _chat(store, share="team")
    answer = Feedback(chat_id="c1", request_id="r1", target="answer", rating="up")
    await store.set_feedback(answer, owner=ALICE)
    await store.set_feedback(answer.model_copy(update={"rating": "down"}), owner=CAROL)
    assert [f.rating for f in await store.list_feedback("c1", owner=ALICE)] == ["up"]
    assert [f.rating for f in await store.list_feedback("c1", owner=CAROL)] == ["down"]
    assert sorted(f.created_by or "" for f in await store.list_feedback("c1")) == ["alice", "carol"]


async def test_a_chat_the_rater_cannot_read_is_not_found(store: ChatStore) -> None:
    await _chat(store)
    answer = Feedback(chat_id="c1", request_id="r1", target="answer", rating="up")
    with pytest.raises(StoreNotFoundError, match="chat not found"):
        await store.set_feedback(answer, owner=BOB)
    with pytest.raises(StoreNotFoundError):
        await store.list_feedback("c1", owner=BOB)


async def test_unknown_request_or_citation_id_is_not_found(store: ChatStore) -> None:
    await _chat(store)
    with pytest.raises(StoreNotFoundError, match="request not found"):
        await store.set_feedback(Feedback(chat_id="c1", request_id="r9", rating="up"), owner=ALICE)
    wrong = Feedback(chat_id="c1", request_id="r1", target="source", source_id="7", rating="up")
    with pytest.raises(StoreNotFoundError, match="index=7"):
        await store.set_feedback(wrong, owner=ALICE)
    with pytest.raises(StoreError, match="source_id is required"):
        await store.set_feedback(Feedback(chat_id="c1", request_id="r1", target="source"), owner=ALICE)


async def test_deleting_the_chat_deletes_its_feedback(store: ChatStore) -> None:
    await _chat(store)
    await store.set_feedback(Feedback(chat_id="c1", request_id="r1", rating="up"), owner=ALICE)
    await store.delete_chat("c1", owner=ALICE)
    with store.engine.connect() as connection:
        live = connection.exec_driver_sql("SELECT count(*) FROM agent_feedback WHERE deleted_at IS NULL")
        assert live.scalar_one() == 0
