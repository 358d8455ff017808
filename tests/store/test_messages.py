"""Messages: sequences, every built-in and custom type stored as sent, filters, update, soft delete."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.store import (
    BUILTIN_MESSAGE_TYPES,
    ChatStore,
    Message,
    MessageFilter,
    StoreConflictError,
    StoreError,
)

PROPS: dict[str, dict[str, Any]] = {
    "user_input": {
        "content": [
            {"type": "text", "text": "What's in this image?"},
            {"type": "image_url", "image_url": {"url": "https://example.com/p.jpg", "detail": "high"}},
        ],
        "role": "user",
        "name": "John",
    },
    "text": {"content": "Hello **world** 你好"},
    "thinking": {"content": "Let me analyze..."},
    "loading": {"message": "Searching knowledge base..."},
    "tool_call": {"id": "call_abc123", "name": "get_weather", "arguments": '{"location":"SF"}'},
    "retrieval": {
        "query": "q",
        "sources": [{"id": "src_001", "type": "kb", "score": 0.92, "metadata": {"page": 3}}],
        "total_results": 10,
    },
    "error": {"message": "Connection timeout", "code": "TIMEOUT", "details": "after 30s"},
    "image": {"url": "https://x/y.png", "alt": "a", "width": 200, "height": 200, "detail": "auto"},
    "audio": {
        "url": "https://x/a.mp3",
        "format": "mp3",
        "duration": 120.5,
        "transcript": "t",
        "controls": True,
    },
    "video": {"url": "https://x/v.mp4", "format": "mp4", "thumbnail": "https://x/t.jpg", "width": 640},
    "action": {"name": "open_panel", "payload": {"panel_id": "user_profile"}},
    "event": {"event": "stream_start", "message": "m", "data": {"k": 1}},
    "chart": {"chartType": "bar", "data": [1, 2, 3], "options": {"stacked": True}},
}


async def test_every_type_is_stored_as_sent(store: ChatStore) -> None:
    assert set(BUILTIN_MESSAGE_TYPES) <= set(PROPS)
    messages = [
        Message(
            type=mtype,
            role="user" if mtype == "user_input" else "assistant",
            props=props,
            block_id="B1",
            thread_id="T1",
            assistant_id="demo",
            request_id="r1",
            metadata={"tool_call_id": "call_abc123"} if mtype == "text" else None,
        )
        for mtype, props in PROPS.items()
    ]
    saved = await store.save_messages("c1", messages)
    assert [m.sequence for m in saved] == list(range(1, len(PROPS) + 1))
    loaded = await store.get_messages("c1")
    assert [(m.type, m.props) for m in loaded] == list(PROPS.items())
    text = next(m for m in loaded if m.type == "text")
    assert text.metadata == {"tool_call_id": "call_abc123"}
    assert all(
        (m.block_id, m.thread_id, m.assistant_id, m.request_id) == ("B1", "T1", "demo", "r1") for m in loaded
    )


async def test_sequences_continue_and_are_never_reused(store: ChatStore) -> None:
    first = await store.save_messages("c1", [Message(type="text"), Message(type="text")])
    await store.delete_messages("c1", [first[1].message_id])
    more = await store.save_messages("c1", [Message(type="text")])
    assert more[0].sequence == 3
    other = await store.save_messages("c2", [Message(type="text")])
    assert other[0].sequence == 1


async def test_explicit_sequence_is_kept_and_a_duplicate_is_refused(store: ChatStore) -> None:
    await store.save_messages("c1", [Message(type="text", sequence=10)])
    assert (await store.save_messages("c1", [Message(type="text")]))[0].sequence == 11
    with pytest.raises(StoreConflictError):
        await store.save_messages("c1", [Message(type="text", sequence=10)])


async def test_duplicate_message_id_is_refused(store: ChatStore) -> None:
    await store.save_messages("c1", [Message(message_id="m1", type="text")])
    with pytest.raises(StoreConflictError, match="message already exists: message_id=m1"):
        await store.save_messages("c1", [Message(message_id="m1", type="text")])
    with pytest.raises(StoreConflictError, match="duplicate message_id"):
        await store.save_messages(
            "c1", [Message(message_id="m2", type="text"), Message(message_id="m2", type="text")]
        )
    # the failed batch wrote nothing
    assert [m.message_id for m in await store.get_messages("c1")] == ["m1"]


async def test_validation(store: ChatStore) -> None:
    with pytest.raises(StoreError, match="chat_id is required"):
        await store.save_messages("", [Message(type="text")])
    with pytest.raises(StoreError, match="message type is required"):
        await store.save_messages("c1", [Message(type="")])
    with pytest.raises(StoreError, match="belongs to chat"):
        await store.save_messages("c1", [Message(chat_id="c2", type="text")])
    assert await store.save_messages("c1", []) == []


async def test_transient_streaming_fields_are_dropped(store: ChatStore) -> None:
    saved = await store.save_messages(
        "c1",
        [
            {
                "type": "text",
                "props": {"content": "x"},
                "chunk_id": "k1",
                "delta": True,
                "delta_path": "content",
            }
        ],
    )
    assert saved[0].props == {"content": "x"}


async def test_filters(store: ChatStore) -> None:
    await store.save_messages(
        "c1",
        [
            Message(type="user_input", role="user", request_id="r1"),
            Message(type="text", request_id="r1", block_id="B1", thread_id="T1"),
            Message(type="image", request_id="r1", block_id="B2"),
            Message(type="user_input", role="user", request_id="r2"),
            Message(type="text", request_id="r2", block_id="B1"),
        ],
    )

    async def seqs(**kwargs: Any) -> list[int]:
        return [m.sequence for m in await store.get_messages("c1", MessageFilter(**kwargs))]

    assert await seqs(request_id="r1") == [1, 2, 3]
    assert await seqs(role="user") == [1, 4]
    assert await seqs(block_id="B1") == [2, 5]
    assert await seqs(thread_id="T1") == [2]
    assert await seqs(type="text") == [2, 5]
    assert await seqs(limit=2, offset=1) == [2, 3]
    assert await seqs(offset=3) == [4, 5]


async def test_update_and_delete(store: ChatStore) -> None:
    saved = await store.save_messages(
        "c1", [Message(type="text", props={"content": "a"}), Message(type="text")]
    )
    updated = await store.update_message(
        saved[0].message_id, {"props": {"content": "b"}, "metadata": {"x": 1}}
    )
    assert updated.props == {"content": "b"} and updated.metadata == {"x": 1}
    assert updated.sequence == 1
    with pytest.raises(StoreError, match="unknown message field: sequence"):
        await store.update_message(saved[0].message_id, {"sequence": 9})
    with pytest.raises(StoreError, match="message not found"):
        await store.update_message("missing", {"props": {}})
    assert await store.delete_messages("c1", [saved[1].message_id, "missing"]) == 1
    assert [m.message_id for m in await store.get_messages("c1")] == [saved[0].message_id]
    with pytest.raises(StoreError, match="message not found"):
        await store.update_message(saved[1].message_id, {"props": {}})
