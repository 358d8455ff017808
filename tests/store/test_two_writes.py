"""The two writes of a request as the runtime makes them (`agent/recording.py` over
`ChatStore.write_entry` / `write_exit`): one transaction each, the output buffer's final state, resume
records only for failed or interrupted steps, and a Write 2 that logs a store failure instead of
raising it. (These replace the tests of the unused `StreamRecorder`.)"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from typing import Any

import pytest

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.recording import write_entry, write_exit
from agentsearch.agent.state import RequestState, StepRecord
from agentsearch.config import Config
from agentsearch.store import (
    Chat,
    ChatStore,
    Message,
    Owner,
    Search,
    SearchReference,
    StoreForbiddenError,
)
from agentsearch.types import Auth

SPEC = AssistantSpec(id="demo", name="demo", config=Config())


def _request(request_id: str = "r1", chat_id: str = "c1", **options: Any) -> RequestState:
    opts = StreamOptions(chat_id=chat_id, request_id=request_id, **options)
    return RequestState(
        request_id=request_id,
        chat_id=chat_id,
        locale="en",
        options=opts,
        loop=asyncio.get_running_loop(),
        sink=lambda _event: None,
        otel=False,
    )


def _output(request: RequestState, assistant_id: str = "demo") -> Output:
    output = Output(None, assistant_id=assistant_id, emit=False)
    output.buffer = request.buffer
    return output


async def _entry(store: ChatStore, request: RequestState, question: str) -> None:
    await write_entry(store, request, SPEC, [{"role": "user", "content": question}], request.options)


def _user(text: str) -> Message:
    return Message(chat_id="c1", type="user_input", role="user", props={"content": text})


def _step(type: str, status: str, *, depth: int = 0, stack: str = "stk_root", **kw: Any) -> StepRecord:
    return StepRecord(
        type=type,
        input={"messages": []},
        stack_id=stack,
        stack_parent_id=kw.pop("parent", ""),
        stack_depth=depth,
        assistant_id=kw.pop("assistant_id", "demo"),
        status=status,
        **kw,
    )


def _search(request_id: str, *indexes: int) -> Search:
    return Search(
        request_id=request_id,
        chat_id="c1",
        source="auto",
        query="q",
        references=[SearchReference(index=i, type="web", title=f"T{i}") for i in indexes],
    )


async def test_a_successful_request_costs_two_writes_and_stores_each_message_final_state(
    store: ChatStore,
) -> None:
    before = store.writes
    request = _request(auth=Auth(user_id="alice", team_id="red"))
    messages = [{"role": "user", "content": "What's the weather?", "name": "John"}]
    await write_entry(store, request, SPEC, messages, request.options)
    assert store.writes == before + 1
    output = _output(request)
    loading = output.send("loading", {"message": "Searching..."})
    text = output.send("text", {"content": "It is "})
    for chunk in ("18°C", " and sunny."):
        output.append(text, chunk)
    output.replace(loading, "loading", {"message": "Done", "done": True})
    output.send("tool_call", {"id": "call_1", "name": "get_weather", "arguments": "{}"})
    request.steps += [_step(kind, "completed") for kind in ("hook_create", "llm", "tool", "llm")]
    assert store.writes == before + 1  # nothing but Write 1 until the request ends

    await write_exit(store, request, "completed")
    assert store.writes == before + 2
    stored = await store.get_messages("c1")
    assert [m.sequence for m in stored] == [1, 2, 3, 4]
    assert [(m.role, m.type) for m in stored] == [
        ("user", "user_input"),
        ("assistant", "loading"),
        ("assistant", "text"),
        ("assistant", "tool_call"),
    ]
    assert stored[0].props == {"content": "What's the weather?", "role": "user", "name": "John"}
    assert stored[1].props == {"message": "Done", "done": True}
    assert stored[2].props == {"content": "It is 18°C and sunny."}
    assert all(m.request_id == "r1" for m in stored)
    assert await store.get_resume("c1") == []
    chat = await store.get_chat("c1", owner=Owner(user_id="alice"))
    assert chat is not None and chat.title == "What's the weather?" and chat.last_message_at is not None


async def test_a_failed_request_stores_only_its_failed_steps_as_resume_records(store: ChatStore) -> None:
    request = _request()
    await write_entry(
        store, request, SPEC, [{"role": "user", "content": "analyze and chart"}], request.options
    )
    _output(request, "visualizer").send("text", {"content": "partial"})
    request.steps += [
        _step("input", "completed"),
        _step("delegate", "failed", error="LLM stream broke", space_snapshot={"choose": "query"}),
        _step("input", "completed", depth=1, stack="stk_child", parent="stk_root", assistant_id="visualizer"),
        _step(
            "llm",
            "failed",
            depth=1,
            stack="stk_child",
            parent="stk_root",
            assistant_id="visualizer",
            error="LLM stream broke",
        ),
    ]
    request.citations.next()
    await write_exit(store, request, "failed")
    records = await store.get_resume("c1")
    assert [(r.type, r.status, r.stack_depth) for r in records] == [
        ("delegate", "failed", 0),
        ("llm", "failed", 1),
    ]
    last = await store.get_last_resume("c1")
    assert last is not None and (last.assistant_id, last.error) == ("visualizer", "LLM stream broke")
    assert last.metadata is not None and last.metadata["citation_counter"] == 1
    assert await store.get_stack_path("stk_child") == ["stk_root", "stk_child"]
    assert (await store.get_messages("c1"))[-1].props == {"content": "partial"}


async def test_an_interrupted_step_is_stored_as_interrupted(store: ChatStore) -> None:
    request = _request()
    await _entry(store, request, "long question")
    _output(request).send("text", {"content": "half an ans"})
    request.steps.append(_step("llm", "interrupted"))
    await write_exit(store, request, "interrupted")
    [record] = await store.get_resume("c1")
    assert (record.type, record.status) == ("llm", "interrupted")
    assert [m.props.get("content") for m in await store.get_messages("c1")] == [
        "long question",
        "half an ans",
    ]


async def test_write_2_on_a_closed_store_is_logged_not_raised(
    store: ChatStore, caplog: pytest.LogCaptureFixture
) -> None:
    request = _request()
    await _entry(store, request, "hi")
    _output(request).send("text", {"content": "answer"})
    await store.close()
    with caplog.at_level(logging.ERROR, logger="agentsearch.agent"):
        await write_exit(store, request, "completed")
    assert any("Write 2 failed for request r1" in r.getMessage() for r in caplog.records)


async def test_a_failing_write_2_writes_nothing_of_the_request(store: ChatStore) -> None:
    request = _request()
    await _entry(store, request, "hi")
    _output(request).send("text", {"content": "answer"})
    request.steps.append(_step("llm", "failed", error="boom"))
    with store.engine.begin() as connection:
        connection.exec_driver_sql("ALTER TABLE agent_resume RENAME TO agent_resume_gone")
    try:
        await write_exit(store, request, "failed")  # needs agent_resume: the one transaction fails
        assert [m.type for m in await store.get_messages("c1")] == ["user_input"]
    finally:
        with store.engine.begin() as connection:
            connection.exec_driver_sql("ALTER TABLE agent_resume_gone RENAME TO agent_resume")
    await write_exit(store, request, "failed")  # the same buffer, written once it can be
    assert [m.type for m in await store.get_messages("c1")] == ["user_input", "text"]
    assert len(await store.get_resume("c1")) == 1


async def test_a_colliding_search_is_skipped_not_fatal(store: ChatStore) -> None:
    await store.save_search(_search("r1", 1))
    outcome = await store.write_exit(
        "c1", [Message(type="text", props={"content": "answer"})], [_search("r1", 1), _search("r1", 2)], []
    )
    assert len(outcome.searches) == 1 and len(outcome.skipped_searches) == 1
    assert "reference index 1" in outcome.skipped_searches[0]
    assert len(await store.get_messages("c1")) == 1


async def test_values_that_are_not_json_do_not_break_write_2(store: ChatStore) -> None:
    request = _request()
    await _entry(store, request, "hi")
    _output(request).send("text", {"content": "x", "when": dt.date(2026, 1, 2)})
    request.steps.append(
        StepRecord(
            type="llm",
            input={"at": dt.datetime(2026, 1, 2, 3, 4)},
            stack_id="stk",
            stack_parent_id="",
            stack_depth=0,
            assistant_id="demo",
            status="failed",
            space_snapshot={"obj": object()},
        )
    )
    await write_exit(store, request, "failed")
    assert (await store.get_messages("c1"))[1].props == {"content": "x", "when": "2026-01-02"}
    assert len(await store.get_resume("c1")) == 1


async def test_write_1_refuses_someone_elses_chat(store: ChatStore) -> None:
    alice, mallory = Owner(user_id="alice"), Owner(user_id="mallory")
    chat = Chat(chat_id="c1", assistant_id="demo", created_by="alice")
    await store.write_entry(chat, [_user("mine")])
    with pytest.raises(StoreForbiddenError):
        await store.write_entry(chat, [_user("let me in")], owner=mallory)
    await store.write_entry(chat, [_user("again")], owner=alice)
    assert [m.props["content"] for m in await store.get_messages("c1")] == ["mine", "again"]


async def test_a_nul_character_does_not_cost_the_request(store: ChatStore) -> None:
    """PostgreSQL refuses NUL in text and JSONB; a NUL in the question, the answer or a fetched page
    must not fail Write 1 / Write 2 (stored as U+FFFD there, kept on SQLite)."""
    nul = "\x00"
    request = _request("r-nul", "c-nul")
    await write_entry(
        store, request, SPEC, [{"role": "user", "content": f"hello{nul}world"}], request.options
    )
    _output(request).send("text", {"content": f"bad{nul} answer", f"k{nul}": [nul]})
    await write_exit(store, request, "completed")
    await store.write_exit(
        "c-nul",
        [],
        [
            Search(
                request_id="r-nul",
                chat_id="c-nul",
                query=f"q{nul}",
                source="auto",
                xml=f"<ref>{nul}</ref>",
                references=[SearchReference(index=1, type="web", title=f"t{nul}", content=f"page{nul}")],
            )
        ],
        [],
    )

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
