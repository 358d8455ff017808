"""The runtime with a real ChatStore (SQLite): two writes, search records, faults, resume."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from agent.support import SHOP, write_app
from agentsearch.agent import MessageEvent, Runtime
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.store import ChatStore
from llm.openai_server import FakeOpenAI, Reply

QUESTION = "What is the return policy for headphones?"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[ChatStore]:
    opened = await ChatStore.open(app_dir=tmp_path / "storeapp")
    yield opened
    await opened.close()


@pytest.fixture(params=["sqlite", "postgresql"])
async def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ChatStore]:
    """The same runtime tests on SQLite and on PostgreSQL (a fresh schema per test)."""
    if request.param == "sqlite":
        opened = await ChatStore.open(app_dir=tmp_path / "storeapp")
        yield opened
        await opened.close()
        return
    url = request.getfixturevalue("postgres_url")
    schema = f"t_agent_{uuid.uuid4().hex[:12]}"
    opened = await ChatStore.open(url, schema=schema)
    try:
        yield opened
    finally:
        await opened.close()
        engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
        with engine.begin() as connection:
            connection.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        engine.dispose()


def _llm_app(root: Path, fake: FakeOpenAI, hooks: str | None = None, **package: Any) -> Path:
    shop: dict[str, Any] = {**SHOP, "package": {**SHOP["package"], "connector": "local", **package}}
    if hooks:
        shop["hooks"] = hooks
    return write_app(
        root,
        {"shop": shop},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake.base_url}}},
    )


async def test_a_successful_request_costs_exactly_two_writes_and_stores_everything(
    tmp_path: Path, registry: HandlerRegistry, any_store: ChatStore
) -> None:
    hooks = """
    async def create(ctx, messages, options):
        await ctx.search.kb("warranty", {"collections": ["legal"]})
    """
    app = write_app(tmp_path / "app", {"shop": {**SHOP, "hooks": hooks}})
    runtime = Runtime(app, registry=registry, store=any_store)
    before = any_store.writes
    result = await runtime.run(
        "shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-two-writes"}
    )
    assert result.end.status == "completed"
    assert any_store.writes - before == 2
    messages = await any_store.get_messages("chat-two-writes")
    assert messages[0].type == "user_input" and messages[0].props["content"] == QUESTION
    assert [m.sequence for m in messages] == list(range(1, len(messages) + 1))
    types = [m.type for m in messages]
    assert "retrieval" in types and "loading" in types and types[-1] == "text"
    assert messages[-1].props["content"] == result.answer
    searches = await any_store.get_searches(result.end.request_id)
    assert sorted(s.source for s in searches) == ["auto", "hook"]
    indexes = [ref.index for s in searches for ref in s.references]
    assert len(indexes) == len(set(indexes)) == 4  # one numbering for the whole request
    for cited in result.end.cited:
        stored = await any_store.get_reference(result.end.request_id, int(cited))
        original = next(r for r in result.end.references if r.id == cited)
        assert stored.title == original.title
    assert await any_store.get_resume("chat-two-writes") == []


async def test_exception_in_a_hook_fails_cleanly_with_a_resume_record(
    tmp_path: Path, registry: HandlerRegistry, any_store: ChatStore
) -> None:
    hooks = """
    def create(ctx, messages, options):
        ctx.space.set("step", "before the crash")
        raise ValueError("hook crashed")
    """
    runtime = Runtime(
        write_app(tmp_path / "app", {"shop": {**SHOP, "hooks": hooks}}), registry=registry, store=any_store
    )
    before = any_store.writes
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-hook"})
    assert result.end.status == "failed" and result.end.error == "ValueError: hook crashed"
    (error,) = [e for e in result.events if isinstance(e, MessageEvent) and e.type == "error"]
    assert error.props["details"] == "ValueError: hook crashed"
    assert any_store.writes - before == 2
    (record,) = await any_store.get_resume("chat-hook")
    assert (record.type, record.status, record.error) == ("hook_create", "failed", "ValueError: hook crashed")
    assert record.space_snapshot == {"step": "before the crash"}
    stored = await any_store.get_messages("chat-hook")
    assert [m.type for m in stored] == ["user_input", "error"]


async def test_llm_failure_then_resume_continues_from_the_llm_step(
    tmp_path: Path, registry: HandlerRegistry, any_store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(status=400, error="context length exceeded"))
    runtime = Runtime(_llm_app(tmp_path / "app", fake_openai), registry=registry, store=any_store)
    first = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-llm"})
    assert first.end.status == "failed" and "context length exceeded" in first.end.error
    (record,) = await any_store.get_resume("chat-llm")
    assert record.type == "llm" and record.status == "failed"

    fake_openai.script(Reply(text='Within 30 days <a class="ref" data-ref-id="1" href="#ref:1">[1]</a>.'))
    events = [event async for event in runtime.resume("chat-llm")]
    end = events[-1]
    assert end.status == "completed" and end.request_id == first.end.request_id
    assert fake_openai.requests[1]["messages"] == fake_openai.requests[0]["messages"]  # same step input
    assert end.cited == ["1"]
    assert (await any_store.get_reference(end.request_id, 1)).title
    assert await any_store.get_resume("chat-llm") == []
    texts = [m for m in await any_store.get_messages("chat-llm") if m.type == "text"]
    assert texts[-1].props["content"].startswith("Within 30 days")


async def test_a_resumed_answer_is_checked_for_citations_that_do_not_exist(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    """A resumed LLM step goes through the same tail as a fresh run: unknown ids are reported."""
    fake_openai.script(Reply(status=400, error="context length exceeded"))
    runtime = Runtime(_llm_app(tmp_path / "app", fake_openai), registry=registry, store=store)
    first = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-cite"})
    assert first.end.status == "failed"

    fake_openai.script(Reply(text='Within 30 days <a class="ref" data-ref-id="77" href="#ref:77">[77]</a>.'))
    events = [event async for event in runtime.resume("chat-cite")]
    end = events[-1]
    assert end.status == "completed" and end.unknown_citations == ["77"] and end.cited == []
    (answer,) = [m for m in await store.get_messages("chat-cite") if m.type == "text"]
    assert answer.metadata is not None and answer.metadata["unknown_citations"] == ["77"]
    assert answer.metadata["cited"] == [] and answer.metadata["reference_ids"] == [
        r.id for r in end.references
    ]
    warnings = [
        e for e in events if type(e).__name__ == "TraceEvent" and "do not exist" in str(getattr(e, "data", e))
    ]
    assert warnings, "the resumed run must warn about the unknown citation like a fresh run does"


async def test_exception_in_a_tool(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(tool_calls=[{"id": "call_1", "name": "stock", "arguments": '{"sku": "x"}'}]))
    hooks = """
    def stock(sku):
        raise ConnectionError("inventory service down")
    """
    tools = [{"type": "function", "function": {"name": "stock", "parameters": {"type": "object"}}}]
    runtime = Runtime(
        _llm_app(tmp_path / "app", fake_openai, hooks, tools=tools), registry=registry, store=store
    )
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-tool"})
    assert result.end.status == "failed" and "inventory service down" in result.end.error
    records = await store.get_resume("chat-tool")
    assert [(r.type, r.status) for r in records] == [("tool", "failed")]
    assert records[0].input["tool_call"]["name"] == "stock"


async def test_cancellation_mid_stream_saves_what_was_produced(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="abcdefghij" * 20, chunk_size=2, delay=0.02))
    runtime = Runtime(_llm_app(tmp_path / "app", fake_openai), registry=registry, store=store)
    before = store.writes
    stream = runtime.stream("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-cancel"})

    async def consume() -> None:
        async for event in stream:
            if isinstance(event, MessageEvent) and event.type == "text" and event.delta:
                task.cancel()

    task = asyncio.ensure_future(consume())
    with pytest.raises(asyncio.CancelledError):
        await task
    await stream.aclose()  # type: ignore[attr-defined]
    assert store.writes - before == 2
    (record,) = await store.get_resume("chat-cancel")
    assert (record.type, record.status) == ("llm", "interrupted")
    text = [m for m in await store.get_messages("chat-cancel") if m.type == "text"]
    assert text and text[0].props["content"].startswith("abcd")


async def test_store_failure_at_write_2_still_answers_and_keeps_write_1(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "storeapp" / "data" / "agentsearch.db"
    hooks = f"""
    import sqlite3
    def create(ctx, messages, options):
        with sqlite3.connect({str(database)!r}) as connection:
            connection.execute("DROP TABLE agent_search")
    """
    runtime = Runtime(
        write_app(tmp_path / "app", {"shop": {**SHOP, "hooks": hooks}}), registry=registry, store=store
    )
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-w2"})
    assert result.end.status == "completed" and result.answer and result.end.references
    assert "Write 2 failed" in caplog.text
    messages = await store.get_messages("chat-w2")
    assert [m.type for m in messages] == ["user_input"]  # Write 2 rolled back as one transaction
    assert (await store.get_chat("chat-w2")) is not None


async def test_nested_delegate_failure_resumes_inside_the_delegated_assistant(
    tmp_path: Path, registry: HandlerRegistry, any_store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="router answer"), Reply(status=400, error="expert model overloaded"))
    router_hooks = """
    def next(ctx, payload):
        ctx.space.set("handoff", "expert")
        handoff = [{"role": "user", "content": "details please"}]
        return {"delegate": {"agent_id": "expert", "messages": handoff}}
    """
    expert_hooks = """
    def create(ctx, messages, options):
        text = messages[-1]["content"] + " / " + ctx.space.get("handoff", "?")
        return {"search": False, "messages": [{"role": "user", "content": text}]}
    """
    conn = {"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}}
    app = write_app(
        tmp_path / "app",
        {
            "router": {**SHOP, "hooks": router_hooks, "package": {**SHOP["package"], "connector": "local"}},
            "expert": {
                "package": {"name": "Expert", "connector": "local"},
                "prompts": [{"role": "system", "content": "Expert."}],
                "hooks": expert_hooks,
            },
        },
        connectors=conn,
    )
    runtime = Runtime(app, registry=registry, store=any_store)
    first = await runtime.run("router", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-nested"})
    assert first.end.status == "failed"
    records = await any_store.get_resume("chat-nested")
    assert [(r.type, r.stack_depth) for r in records] == [("delegate", 0), ("llm", 1)]
    assert records[1].stack_parent_id == records[0].stack_id
    assert await any_store.get_stack_path(records[1].stack_id) == [records[0].stack_id, records[1].stack_id]

    fake_openai.script(Reply(text="expert answer"))
    events = [event async for event in runtime.resume("chat-nested")]
    assert events[-1].status == "completed" and events[-1].answer == "expert answer"
    assert len(fake_openai.requests) == 3  # the router's LLM is not called again
    assert fake_openai.requests[2]["messages"] == fake_openai.requests[1]["messages"]
    assert fake_openai.requests[2]["messages"][-1]["content"] == "details please / expert"
    assert await any_store.get_resume("chat-nested") == []


async def test_concurrent_streams_keep_every_message(
    tmp_path: Path, registry: HandlerRegistry, any_store: ChatStore
) -> None:
    runtime = Runtime(write_app(tmp_path / "app", {"shop": SHOP}), registry=registry, store=any_store)
    before = any_store.writes
    results = await asyncio.gather(
        *(
            runtime.run(
                "shop", [{"role": "user", "content": f"{QUESTION} #{n}"}], {"chat_id": f"chat-par-{n}"}
            )
            for n in range(20)
        )
    )
    assert all(result.end.status == "completed" for result in results)
    assert any_store.writes - before == 40
    for n, result in enumerate(results):
        messages = await any_store.get_messages(f"chat-par-{n}")
        assert messages[0].props["content"] == f"{QUESTION} #{n}"
        assert [m.sequence for m in messages] == list(range(1, len(messages) + 1))
        assert messages[-1].props["content"] == result.answer


async def test_store_failure_at_write_1_ends_the_stream_with_an_error(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[Any, Any]
) -> None:
    closed = await ChatStore.open(app_dir=tmp_path / "closed")
    await closed.close()
    runtime = Runtime(write_app(tmp_path / "app", {"shop": SHOP}), registry=registry, store=closed)
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    assert result.end.status == "failed" and "closed" in result.end.error
    assert [e.type for e in result.events if isinstance(e, MessageEvent)] == ["error"]
    assert not any(h.requests for h in handlers.values())  # nothing ran


async def test_a_new_turn_in_a_stored_chat_gets_the_history(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="Thirty days."), Reply(text="Yes, unopened only."))
    runtime = Runtime(_llm_app(tmp_path / "app", fake_openai), registry=registry, store=store)
    await runtime.run(
        "shop", [{"role": "user", "content": QUESTION}], {"chat_id": "chat-history", "search": False}
    )
    before = store.writes
    await runtime.run(
        "shop",
        [{"role": "user", "content": "And for earbuds?"}],
        {"chat_id": "chat-history", "search": False},
    )
    assert store.writes - before == 2  # reading the history is not a write
    sent = [(m["role"], m["content"]) for m in fake_openai.requests[1]["messages"]]
    assert sent == [
        ("system", "You are the shop assistant."),
        ("user", QUESTION),
        ("assistant", "Thirty days."),
        ("user", "And for earbuds?"),
    ]


async def test_failed_tool_resumes_by_running_the_tool_then_the_model(
    tmp_path: Path, registry: HandlerRegistry, store: ChatStore, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(
            tool_calls=[
                {"id": "call_a", "name": "stock", "arguments": '{"sku": "a"}'},
                {"id": "call_b", "name": "stock", "arguments": '{"sku": "b"}'},
            ]
        )
    )
    marker = tmp_path / "service-up"
    hooks = f"""
    import pathlib
    def stock(sku):
        if sku == "b" and not pathlib.Path({str(marker)!r}).exists():
            raise ConnectionError("inventory service down")
        return "sku " + sku + ": 4 left"
    """
    tools = [{"type": "function", "function": {"name": "stock", "parameters": {"type": "object"}}}]
    runtime = Runtime(
        _llm_app(tmp_path / "app", fake_openai, hooks, tools=tools), registry=registry, store=store
    )
    first = await runtime.run(
        "shop", [{"role": "user", "content": "stock?"}], {"chat_id": "chat-tool-resume", "search": False}
    )
    assert first.end.status == "failed"
    (record,) = await store.get_resume("chat-tool-resume")
    assert record.type == "tool" and record.input["tool_call"]["id"] == "call_b"

    marker.write_text("ok")
    fake_openai.script(Reply(text="a and b both have 4."))
    events = [event async for event in runtime.resume("chat-tool-resume")]
    assert events[-1].status == "completed" and events[-1].answer == "a and b both have 4."
    sent = fake_openai.requests[1]["messages"]
    assert [m.get("tool_call_id") for m in sent if m["role"] == "tool"] == ["call_a", "call_b"]
    assert sent[-1]["content"] == "sku b: 4 left"
    assert await store.get_resume("chat-tool-resume") == []
