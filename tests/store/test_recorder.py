"""StreamRecorder: two writes per request, the in-memory buffer, resume records on failure only,
and a Write 2 that reports store failures instead of raising them."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest

from agentsearch.store import (
    ChatStore,
    Owner,
    Search,
    SearchReference,
    StoreError,
    StoreForbiddenError,
    StreamRecorder,
)


def _recorder(store: ChatStore, request_id: str = "r1", chat_id: str = "c1", **kw: Any) -> StreamRecorder:
    return store.recorder(chat_id=chat_id, request_id=request_id, assistant_id="demo", **kw)


def _search(request_id: str, *indexes: int) -> Search:
    return Search(
        request_id=request_id,
        chat_id="c1",
        source="auto",
        query="q",
        references=[SearchReference(index=i, type="web", title=f"T{i}") for i in indexes],
    )


async def test_a_successful_request_costs_two_writes(store: ChatStore) -> None:
    before = store.writes
    rec = _recorder(store, owner=Owner(user_id="alice", team_id="red"))
    started = await rec.start("What's the weather?", name="John")
    assert started.ok and started.message is not None and started.message.sequence == 1
    loading = rec.send({"type": "loading", "props": {"message": "Searching..."}, "block_id": "B1"})
    text = rec.send({"type": "text", "props": {"content": "It is "}, "block_id": "B2", "chunk_id": "k1"})
    for chunk in ("18°C", " and sunny."):
        rec.send(
            {"type": "text", "message_id": text, "delta": True, "props": {"content": chunk}, "chunk_id": "k"}
        )
    rec.replace(loading, {"type": "loading", "props": {"message": "Done", "done": True}})
    rec.send({"type": "tool_call", "props": {"id": "call_1", "name": "get_weather", "arguments": "{}"}})
    rec.add_search(_search("r1", 1, 2))
    for kind in ("hook_create", "llm", "tool", "llm", "hook_next"):
        rec.begin_step(kind, {"messages": []}).complete({"ok": True})
    assert store.writes == before + 1  # nothing but Write 1 so far

    result = await rec.flush()
    assert result.ok and result.status == "completed"
    assert (result.messages, result.searches, result.resume, result.writes) == (3, 1, 0, 2)
    assert store.writes == before + 2 and rec.writes == 2

    messages = await store.get_messages("c1")
    assert [m.sequence for m in messages] == [1, 2, 3, 4]
    assert [(m.role, m.type) for m in messages] == [
        ("user", "user_input"),
        ("assistant", "loading"),
        ("assistant", "text"),
        ("assistant", "tool_call"),
    ]
    assert messages[0].props == {"content": "What's the weather?", "role": "user", "name": "John"}
    assert messages[1].props == {"message": "Done", "done": True} and messages[1].block_id == "B1"
    assert messages[2].props == {"content": "It is 18°C and sunny."}
    assert all(m.request_id == "r1" for m in messages)
    assert all(m.assistant_id == "demo" for m in messages[1:])
    assert await store.get_resume("c1") == []
    chat = await store.get_chat("c1", owner=Owner(user_id="alice"))
    assert chat is not None and chat.title == "What's the weather?" and chat.last_message_at is not None


async def test_flush_is_idempotent(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "a"}})
    first = await rec.flush()
    second = await rec.flush()
    assert first.ok and second.ok and second.repeated and not first.repeated
    assert rec.writes == 2
    assert len(await store.get_messages("c1")) == 2


async def test_events_are_optional(store: ChatStore) -> None:
    skip = _recorder(store, "r1")
    await skip.start("hi")
    skip.send({"type": "event", "props": {"event": "stream_start"}})
    await skip.flush()
    keep = _recorder(store, "r2", store_events=True)
    await keep.start("again")
    keep.send({"type": "event", "props": {"event": "stream_end"}})
    await keep.flush()
    assert [m.type for m in await store.get_messages("c1")] == ["user_input", "user_input", "event"]


async def test_buffer_operations(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    a = rec.send({"type": "retrieval", "props": {"query": "q", "sources": [{"id": 1}]}})
    b = rec.send({"type": "text", "props": {"content": "x", "meta": {"n": 1}}})
    assert rec.append(a, {"sources": [{"id": 2}]})
    assert rec.append(b, "yz", path="content")
    assert rec.merge(b, {"k": 2}, path="meta")
    assert rec.set(a, 10, path="total_results")
    rec.send(
        {"type": "text", "message_id": b, "delta": True, "delta_path": "content", "props": {"content": "!"}}
    )
    rec.send(
        {
            "type": "text",
            "message_id": b,
            "delta": True,
            "delta_action": "replace",
            "delta_path": "meta.n",
            "props": 5,
        }
    )
    assert not rec.append("unknown", "x")
    c = rec.send({"type": "chart", "props": {"chartType": "bar", "data": [1, 2]}})
    rec.send({"type": "chart", "message_id": c, "props": {"chartType": "line"}})  # non-delta: replaces
    await rec.flush()
    _, first, second, third = await store.get_messages("c1")
    assert first.props == {"query": "q", "sources": [{"id": 1}, {"id": 2}], "total_results": 10}
    assert second.props == {"content": "xyz!", "meta": {"n": 5, "k": 2}}
    assert (third.type, third.props, third.sequence) == ("chart", {"chartType": "line"}, 4)


async def test_failure_writes_resume_records_with_the_stack(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("analyze this data and visualize it")
    rec.begin_step("input", {"messages": ["m"]}).complete()
    rec.begin_step("llm", {"messages": ["m"]}).complete({"content": "delegating"})
    space = {"choose_prompt": "query"}
    rec.begin_step("delegate", {"agent_id": "visualizer", "messages": ["m"]}, space=space)
    child = rec.stack.child("visualizer")
    rec.begin_step("input", {"messages": ["m"]}, stack=child, space=space).complete()
    rec.begin_step("llm", {"messages": ["m"]}, stack=child, space=space)
    rec.send({"type": "text", "props": {"content": "partial"}, "assistant_id": "visualizer"})

    result = await rec.flush(error=RuntimeError("LLM stream broke"), space={"choose_prompt": "query", "n": 1})
    assert result.ok and result.status == "failed" and result.resume == 5 and result.messages == 1
    records = await store.get_resume("c1")
    assert [(r.type, r.status) for r in records] == [
        ("input", "completed"),
        ("llm", "completed"),
        ("delegate", "failed"),
        ("input", "completed"),
        ("llm", "failed"),
    ]
    last = await store.get_last_resume("c1")
    assert last is not None
    assert (last.assistant_id, last.stack_depth, last.error) == ("visualizer", 1, "LLM stream broke")
    assert last.space_snapshot == {"choose_prompt": "query", "n": 1}
    assert await store.get_stack_path(last.stack_id) == [rec.stack.stack_id, child.stack_id]
    messages = await store.get_messages("c1")
    assert messages[-1].props == {"content": "partial"} and messages[-1].assistant_id == "visualizer"


async def test_cancellation_mid_stream_is_an_interruption(store: ChatStore) -> None:
    rec = _recorder(store)
    reached = asyncio.Event()

    async def stream() -> None:
        await rec.start("long question")
        try:
            step = rec.begin_step("llm", {"messages": []})
            rec.send({"type": "text", "props": {"content": "half an ans"}})
            reached.set()
            await asyncio.sleep(3600)
            step.complete()
        finally:
            await rec.flush(error=asyncio.CancelledError())

    task = asyncio.create_task(stream())
    await reached.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    [record] = await store.get_resume("c1")
    assert (record.type, record.status) == ("llm", "interrupted")
    assert [m.props.get("content") for m in await store.get_messages("c1")] == [
        "long question",
        "half an ans",
    ]


async def test_context_manager_flushes_and_reraises(store: ChatStore) -> None:
    with pytest.raises(ValueError, match="hook exploded"):
        async with _recorder(store) as rec:
            await rec.start("hi")
            rec.begin_step("hook_create", {"messages": []})
            rec.send({"type": "error", "props": {"message": "hook exploded"}})
            raise ValueError("hook exploded")
    [record] = await store.get_resume("c1")
    assert (record.type, record.status, record.error) == ("hook_create", "failed", "hook exploded")
    assert [m.type for m in await store.get_messages("c1")] == ["user_input", "error"]


async def test_a_failed_step_without_exception_still_leaves_a_resume_point(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.begin_step("tool", {"server": "s", "tool": "t", "args": {}}).fail(TimeoutError("tool timed out"))
    result = await rec.flush()
    assert result.status == "failed"
    last = await store.get_last_resume("c1")
    assert last is not None and (last.type, last.error) == ("tool", "tool timed out")


async def test_write_2_failure_on_a_closed_store_is_reported(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "answer"}})
    await store.close()
    result = await rec.flush()
    assert not result.ok and result.error == "store is closed" and result.writes == 1


async def test_write_2_failure_writes_nothing_and_can_be_retried(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "answer"}})
    rec.add_search(_search("r1", 1))
    rec.begin_step("llm", {"messages": []})
    with store.engine.begin() as connection:
        connection.exec_driver_sql("ALTER TABLE agent_resume RENAME TO agent_resume_gone")
    result = await rec.flush(error=RuntimeError("boom"))  # needs agent_resume: the transaction fails
    assert not result.ok and "agent_resume" in result.error
    assert [m.type for m in await store.get_messages("c1")] == ["user_input"]
    assert await store.get_searches("r1") == []
    with store.engine.begin() as connection:
        connection.exec_driver_sql("ALTER TABLE agent_resume_gone RENAME TO agent_resume")
    retried = await rec.flush(error=RuntimeError("boom"))
    assert retried.ok and retried.messages == 1 and retried.searches == 1 and retried.resume == 1


async def test_write_1_failure_is_reported_and_retried_by_write_2(store: ChatStore) -> None:
    rec = _recorder(store)
    with store.engine.begin() as connection:
        connection.exec_driver_sql("ALTER TABLE agent_message RENAME TO agent_message_gone")
    started = await rec.start("hi")
    assert not started.ok and "agent_message" in started.error
    with store.engine.begin() as connection:
        connection.exec_driver_sql("ALTER TABLE agent_message_gone RENAME TO agent_message")
    rec.send({"type": "text", "props": {"content": "answer"}})
    result = await rec.flush()
    assert result.ok and result.messages == 2
    assert [m.type for m in await store.get_messages("c1")] == ["user_input", "text"]
    assert await store.get_chat("c1") is not None


async def test_colliding_search_is_skipped_not_fatal(store: ChatStore) -> None:
    await store.save_search(_search("r1", 1))
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "answer"}})
    rec.add_search(_search("r1", 1))
    rec.add_search(_search("r1", 2))
    result = await rec.flush()
    assert result.ok and result.searches == 1 and len(result.skipped_searches) == 1
    assert "reference index 1" in result.skipped_searches[0]
    assert len(await store.get_messages("c1")) == 2


async def test_values_that_are_not_json_do_not_break_write_2(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "x", "when": dt.date(2026, 1, 2)}})
    rec.begin_step("llm", {"at": dt.datetime(2026, 1, 2, 3, 4)}, space={"obj": object()})
    result = await rec.flush(error="stopped")
    assert result.ok, result.error
    assert (await store.get_messages("c1"))[1].props == {"content": "x", "when": "2026-01-02"}


def test_recorder_needs_ids(store: ChatStore) -> None:
    with pytest.raises(StoreError, match="chat_id is required"):
        store.recorder(chat_id="", request_id="r")
    with pytest.raises(StoreError, match="request_id is required"):
        store.recorder(chat_id="c", request_id="")
    rec = store.recorder(chat_id="c", request_id="r")
    with pytest.raises(StoreError, match="invalid step type"):
        rec.begin_step("dance")
    with pytest.raises(StoreError, match="message type is required"):
        rec.send({"props": {}})


async def test_a_cancelled_flush_still_writes_once(store: ChatStore) -> None:
    rec = _recorder(store)
    await rec.start("hi")
    rec.send({"type": "text", "props": {"content": "answer"}})
    flushing = asyncio.create_task(rec.flush())
    await asyncio.sleep(0)
    flushing.cancel()
    with pytest.raises(asyncio.CancelledError):
        await flushing
    again = await rec.flush()  # waits for the shielded write, does not write a second time
    assert again.ok
    third = await rec.flush()
    assert third.repeated and rec.writes == 2
    assert [m.type for m in await store.get_messages("c1")] == ["user_input", "text"]


def test_invalid_message_is_a_store_error(store: ChatStore) -> None:
    rec = store.recorder(chat_id="c", request_id="r")
    with pytest.raises(StoreError, match="invalid message"):
        rec.send({"type": "text", "role": "system", "props": {}})
    assert rec.send({"type": "text", "props": "plain"}) and rec.messages[0].props == {"content": "plain"}


async def test_write_1_refuses_someone_elses_chat(store: ChatStore) -> None:
    alice, mallory = Owner(user_id="alice"), Owner(user_id="mallory")
    await _recorder(store, owner=alice).start("mine")
    with pytest.raises(StoreForbiddenError):
        await _recorder(store, "r2", owner=mallory).start("let me in")
    again = await _recorder(store, "r3", owner=alice).start("still mine")
    assert again.ok
    assert [m.props["content"] for m in await store.get_messages("c1")] == ["mine", "still mine"]


async def test_a_nul_character_does_not_cost_the_request(store: ChatStore) -> None:
    """PostgreSQL refuses NUL in text and JSONB; a NUL in the question, the answer or a fetched page
    must not fail Write 1 / Write 2 (stored as U+FFFD there, kept on SQLite)."""
    nul = "\x00"
    rec = store.recorder(chat_id="c-nul", request_id="r-nul", assistant_id="demo")
    assert (await rec.start(f"hello{nul}world")).ok
    rec.send({"type": "text", "props": {"content": f"bad{nul} answer", f"k{nul}": [nul]}})
    rec.add_search(
        Search(
            request_id="r-nul",
            chat_id="c-nul",
            query=f"q{nul}",
            source="auto",
            xml=f"<ref>{nul}</ref>",
            references=[SearchReference(index=1, type="web", title=f"t{nul}", content=f"page{nul}")],
        )
    )
    result = await rec.flush()
    assert result.ok, result.error
    assert result.messages == 1 and result.searches == 1

    def same(stored: str, sent: str) -> bool:
        return stored.replace("\ufffd", nul) == sent

    chat = await store.get_chat("c-nul")
    assert chat is not None and same(chat.title or "", f"hello{nul}world")
    user, answer = await store.get_messages("c-nul")
    assert same(user.props["content"], f"hello{nul}world")
    assert same(answer.props["content"], f"bad{nul} answer")
    ((key, value),) = [(k, v) for k, v in answer.props.items() if k != "content"]
    assert same(key, f"k{nul}") and same(value[0], nul)
    ref = await store.get_reference("r-nul", 1)
    assert same(ref.title, f"t{nul}") and same(ref.content or "", f"page{nul}")
    (search,) = await store.get_searches("r-nul")
    assert same(search.query or "", f"q{nul}") and same(search.xml or "", f"<ref>{nul}</ref>")
