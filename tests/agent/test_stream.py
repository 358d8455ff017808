"""Runtime.stream end to end: events, hooks, data parts, merge, injection, uses precedence, trace, i18n."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agent.support import PROMPTS, SHOP, FixedHandler, write_app
from agentsearch.agent import EndEvent, MessageEvent, Runtime, StartEvent, TraceEvent
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import SearchType, SourceType
from llm.openai_server import FakeOpenAI, Reply

QUESTION = "What is the return policy for headphones?"


def _user(text: str = QUESTION) -> list[dict[str, Any]]:
    return [{"role": "user", "content": text}]


def _messages(events: list[Any], kind: str | None = None) -> list[MessageEvent]:
    return [e for e in events if isinstance(e, MessageEvent) and (kind is None or e.type == kind)]


def _trace_nodes(events: list[Any]) -> dict[str, dict[str, Any]]:
    """The final state of every trace node, by id."""
    nodes: dict[str, dict[str, Any]] = {}
    for event in events:
        if isinstance(event, TraceEvent) and event.node is not None:
            nodes[event.node.id] = event.node.model_dump()
    return nodes


async def test_event_sequence_loading_replace_done_retrieval_and_answer(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry)
    result = await runtime.run("shop", _user())
    events = result.events
    assert isinstance(events[0], StartEvent) and isinstance(events[-1], EndEvent)
    assert events[-1].status == "completed"
    loading = _messages(events, "loading")
    search_id = next(e.message_id for e in loading if e.props.get("message") == "Searching")
    sequence = [e for e in loading if e.message_id == search_id]
    assert [(e.delta_action, e.props.get("done", False)) for e in sequence] == [
        (None, False),
        ("replace", False),
        ("replace", True),
    ]
    assert sequence[-1].props["message"] == "Found 3 references"
    (retrieval,) = _messages(events, "retrieval")
    assert retrieval.props["query"] == QUESTION
    assert retrieval.props["total_results"] == 3
    assert {s["type"] for s in retrieval.props["sources"]} == {"kb", "db"}
    assert isinstance(retrieval.props["query_time_ms"], int)
    texts = _messages(events, "text")
    assert texts[0].delta is False and all(e.delta_action == "append" for e in texts[1:])
    assert "".join(e.props["content"] for e in texts) == result.answer
    assert result.end.extractive and result.end.cited and not result.end.unknown_citations


async def test_trace_tree_has_a_search_node_with_one_item_per_type_and_partial_failure(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    app = write_app(tmp_path, {"shop": {**SHOP, "package": {**SHOP["package"], "uses": {"web": "builtin"}}}})
    result = await Runtime(app, registry=registry).run("shop", _user("Which headphones are good? noweb"))
    nodes = _trace_nodes(result.events)
    (search,) = [n for n in nodes.values() if n["type"] == "search" and n["input"]["source"] == "auto"]
    children = [n for n in nodes.values() if n["parent_id"] == search["id"]]
    assert [c["type"] for c in children] == ["search_item"] * 3
    assert {c["label"]: c["status"] for c in children} == {
        "Web Search": "failed",
        "Knowledge Base Search": "completed",
        "Database Search": "completed",
    }
    assert search["status"] == "completed" and search["output"] == {"result_count": 3}
    logs = [e.log for e in result.events if isinstance(e, TraceEvent) and e.log is not None]
    assert any(log.level == "warn" and log.message == "Web search failed" for log in logs)
    assert all(log.timestamp > 0 and log.node_id for log in logs)
    done = [e for e in _messages(result.events, "loading") if e.props.get("done")]
    assert any(e.props["message"] == "Found 3 references (some sources failed)" for e in done)


async def test_all_sources_failing_says_search_failed(tmp_path: Path, registry: HandlerRegistry) -> None:
    result = await Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry).run(
        "shop", _user("broken?")
    )
    done = [e.props["message"] for e in _messages(result.events, "loading") if e.props.get("done")]
    assert "Search failed" in done
    assert result.end.references == [] and result.end.status == "completed"


async def test_hook_results_are_merged_with_auto_results_under_one_numbering(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    hooks = """
    async def create(ctx, messages, options):
        result = await ctx.search.kb("warranty", {"collections": ["legal"], "limit": 1})
        assert result.items[0].citation_id == "1"
        return None
    """
    app = write_app(tmp_path, {"shop": {**SHOP, "hooks": hooks}})
    result = await Runtime(app, registry=registry).run("shop", _user())
    refs = result.end.references
    ids = [r.id for r in refs]
    assert len(ids) == len(set(ids)) == 4
    hook_refs = [r for r in refs if r.source == SourceType.HOOK]
    assert [(r.title, r.weight) for r in hook_refs] == [("Warranty", 0.8)]
    assert {r.source for r in refs} == {SourceType.HOOK, SourceType.AUTO}
    assert handlers[SearchType.KB].requests[0].source == SourceType.HOOK
    nodes = _trace_nodes(result.events)
    assert any(n["type"] == "search" and n["input"]["source"] == "hook" for n in nodes.values())


async def test_sync_hook_searches_block_and_camel_case_options_work(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    hooks = """
    def create(ctx, messages, options):
        web = ctx.search.web("headphones", {"timeRange": "week", "limit": 1.0, "rerank": {"topN": 1}})
        both = ctx.search.parallel(
            [{"type": "kb", "query": "returns"}, {"type": "db", "query": "sony", "models": ["products"]}]
        )
        ctx.space.set("seen", len(web.items) + sum(len(r.items) for r in both))
        return {"search": False}
    """
    app = write_app(tmp_path, {"shop": {**SHOP, "hooks": hooks}})
    result = await Runtime(app, registry=registry).run("shop", _user())
    web_request = handlers[SearchType.WEB].requests[0]
    assert web_request.time_range == "week" and web_request.limit == 1
    assert web_request.rerank is not None and web_request.rerank.top_n == 1
    assert {r.source for r in result.end.references} == {SourceType.HOOK}
    assert len(result.end.references) == 5  # hook results reach the LLM although auto search is off
    assert not [e for e in _messages(result.events, "loading") if e.props.get("message") == "Searching"]


async def test_data_parts_become_user_references_and_skip_threshold_skips_auto_search(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    app = write_app(tmp_path, {"shop": SHOP}, search={"options": {"skip_threshold": 2}})
    message = {
        "role": "user",
        "content": [
            {"type": "text", "text": "Tell me about these"},
            {
                "type": "data",
                "data": {
                    "sources": [
                        {"type": "kb_collection", "name": "handbook"},
                        {"type": "model", "name": "orders"},
                    ]
                },
            },
        ],
    }
    result = await Runtime(app, registry=registry).run("shop", [message])
    refs = result.end.references
    assert {r.source for r in refs} == {SourceType.USER}
    assert all(r.weight == 1.0 for r in refs)
    assert len(refs) == 3
    assert handlers[SearchType.KB].requests[0].collections == ["handbook"]
    assert handlers[SearchType.DB].requests[0].models == ["orders"]
    assert all(r.source == SourceType.USER for h in handlers.values() for r in h.requests)  # no auto search
    logs = [e.log.message for e in result.events if isinstance(e, TraceEvent) and e.log is not None]
    assert "Auto search skipped: user data supplies enough references" in logs


async def test_below_skip_threshold_user_and_auto_references_are_merged(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    app = write_app(tmp_path, {"shop": SHOP}, search={"options": {"skip_threshold": 10}})
    message = {
        "role": "user",
        "content": [
            {"type": "text", "text": QUESTION},
            {"type": "data", "data": {"sources": [{"type": "model", "name": "orders"}]}},
        ],
    }
    result = await Runtime(app, registry=registry).run("shop", [message])
    sources = [r.source for r in result.end.references]
    assert sources[0] == SourceType.USER  # weight 1.0 ranks first
    assert SourceType.AUTO in sources


async def test_references_are_injected_once_after_the_leading_system_messages(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(text='Returns within 30 days <a class="ref" data-ref-id="1" href="#ref:1">[1]</a> [9].')
    )
    app = write_app(
        tmp_path,
        {"shop": {**SHOP, "package": {**SHOP["package"], "connector": "local"}}},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    result = await Runtime(app, registry=registry).run(
        "shop", [{"role": "system", "content": "Be brief."}, *_user()]
    )
    sent = fake_openai.requests[0]["messages"]
    assert [m["role"] for m in sent] == ["system", "system", "system", "user"]
    assert sent[0]["content"] == PROMPTS[0]["content"] and sent[1]["content"] == "Be brief."
    assert (
        sent[2]["content"].startswith("You have access to reference data")
        and "<references>" in sent[2]["content"]
    )
    assert result.end.cited == ["1"] and result.end.unknown_citations == ["9"]
    assert not result.end.extractive
    logs = [e.log.message for e in result.events if isinstance(e, TraceEvent) and e.log is not None]
    assert "Answer cites references that do not exist" in logs


async def test_auto_inject_prompt_false_from_the_hook_injects_only_the_xml(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="ok"))
    hooks = """
    def create(ctx, messages, options):
        return {"citation": {"autoInjectPrompt": False}}
    """
    app = write_app(
        tmp_path,
        {"shop": {**SHOP, "hooks": hooks, "package": {**SHOP["package"], "connector": "local"}}},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    await Runtime(app, registry=registry).run("shop", _user())
    injected = fake_openai.requests[0]["messages"][1]["content"]
    assert injected.startswith("<references>")


async def test_request_citation_beats_the_hooks_citation_and_search_config_alike(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    """One rule for both spellings a hook has (`citation`, `search_config.citation`): the request wins."""
    hooks = """
    def create(ctx, messages, options):
        key = ctx.metadata["spelling"]
        if key == "citation":
            return {"citation": {"autoInjectPrompt": False}}
        return {"search_config": {"citation": {"auto_inject_prompt": False}}}
    """
    app = write_app(
        tmp_path,
        {"shop": {**SHOP, "hooks": hooks, "package": {**SHOP["package"], "connector": "local"}}},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    runtime = Runtime(app, registry=registry)
    for spelling in ("citation", "search_config"):
        fake_openai.script(Reply(text="ok"), Reply(text="ok"))
        await runtime.run("shop", _user(), {"metadata": {"spelling": spelling}})
        hook_only = fake_openai.requests[-1]["messages"][1]["content"]
        assert hook_only.startswith("<references>"), spelling  # the hook beats the assistant
        options = {"metadata": {"spelling": spelling}, "citation": {"auto_inject_prompt": True}}
        await runtime.run("shop", _user(), options)
        with_request = fake_openai.requests[-1]["messages"][1]["content"]
        assert not with_request.startswith("<references>"), spelling  # the request beats the hook


async def test_uses_precedence_global_assistant_hook_request(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    web = handlers[SearchType.WEB]
    hooks = """
    def create(ctx, messages, options):
        if ctx.metadata.get("hook_web"):
            return {"uses": {"web": ctx.metadata["hook_web"]}}
    """
    shop = {**SHOP, "hooks": hooks, "package": {**SHOP["package"], "uses": {"web": "builtin"}}}
    app = write_app(tmp_path, {"shop": shop}, agent={"uses": {"web": "disabled"}})
    runtime = Runtime(app, registry=registry)
    await runtime.run("shop", _user())  # assistant (builtin) over global (disabled)
    assert len(web.requests) == 1
    await runtime.run("shop", _user(), {"uses": {"web": "disabled"}})  # options over assistant
    assert len(web.requests) == 1
    await runtime.run("shop", _user(), {"metadata": {"hook_web": "builtin"}, "uses": {"web": "disabled"}})
    assert len(web.requests) == 1  # the request over the hook (design: Configuration Priority)
    await runtime.run("shop", _user(), {"metadata": {"hook_web": "builtin"}})
    assert len(web.requests) == 2  # the hook over the assistant and the global layer


async def test_request_level_search_option_and_disable_metadata(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry)
    await runtime.run("shop", _user("hello"), {"search": {"need_search": True, "search_types": ["DB"]}})
    assert [r.type for h in handlers.values() for r in h.requests] == [SearchType.DB]
    result = await runtime.run("shop", _user(), {"metadata": {"__disable_search": "yes"}})
    assert result.end.references == []
    result = await runtime.run("shop", _user("hello"))
    assert result.end.references == []
    intent = [e for e in _messages(result.events, "loading") if e.props.get("done")]
    assert intent[-1].props["message"] == "No references needed"


async def test_i18n_zh_cn_and_english_fallback(tmp_path: Path, registry: HandlerRegistry) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry)
    zh = await runtime.run("shop", _user(), {"locale": "zh-CN"})
    texts = [e.props["message"] for e in _messages(zh.events, "loading")]
    assert "正在搜索" in texts and "找到 3 条参考资料" in texts
    assert zh.answer.startswith("*摘录式回答")
    fr = await runtime.run("shop", _user(), {"locale": "fr"})
    texts = [e.props["message"] for e in _messages(fr.events, "loading")]
    assert "Searching" in texts and not any(t.startswith("search.") for t in texts)


async def test_next_hook_data_and_tool_calls_passed_through(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(
            text="Let me check.",
            tool_calls=[{"id": "call_1", "name": "open_ticket", "arguments": '{"n": 1}'}],
        )
    )
    hooks = """
    def next(ctx, payload):
        calls = payload["completion"]["tool_calls"]
        return {"data": {"tool": calls[0]["name"], "references": len(payload["references"])}}
    """
    shop = {
        **SHOP,
        "hooks": hooks,
        "package": {
            **SHOP["package"],
            "connector": "local",
            "tools": [
                {"type": "function", "function": {"name": "open_ticket", "parameters": {"type": "object"}}}
            ],
        },
    }
    app = write_app(
        tmp_path,
        {"shop": shop},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    result = await Runtime(app, registry=registry).run("shop", _user())
    assert result.end.next == {"tool": "open_ticket", "references": 3}
    (call,) = _messages(result.events, "tool_call")
    assert call.props == {"id": "call_1", "name": "open_ticket", "arguments": '{"n": 1}'}
    assert fake_openai.requests[0]["tools"][0]["function"]["name"] == "open_ticket"
    assert len(fake_openai.requests) == 1


async def test_python_tool_is_executed_and_the_model_called_again(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(tool_calls=[{"id": "call_9", "name": "stock", "arguments": '{"sku": "XM5"}'}]),
        Reply(text="In stock: 4."),
    )
    hooks = """
    def stock(sku):
        return {"sku": sku, "count": 4}
    """
    shop = {
        **SHOP,
        "hooks": hooks,
        "package": {
            **SHOP["package"],
            "connector": "local",
            "tools": [{"type": "function", "function": {"name": "stock", "parameters": {"type": "object"}}}],
        },
    }
    app = write_app(
        tmp_path,
        {"shop": shop},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    result = await Runtime(app, registry=registry).run("shop", _user(), {"search": False})
    second = fake_openai.requests[1]["messages"]
    assert second[-2]["tool_calls"][0]["id"] == "call_9"
    assert second[-1] == {"role": "tool", "tool_call_id": "call_9", "content": '{"sku": "XM5", "count": 4}'}
    assert result.answer == "In stock: 4."
    tool_result = [e for e in _messages(result.events, "text") if "count" in e.props.get("content", "")]
    assert tool_result


async def test_hook_only_assistant_skips_the_llm_phase(tmp_path: Path, registry: HandlerRegistry) -> None:
    hooks = """
    def create(ctx, messages, options):
        return {"data": {"echo": messages[-1]["content"]}}
    """
    app = write_app(tmp_path, {"echo": {"package": {"name": "Echo"}, "hooks": hooks}})
    result = await Runtime(app, registry=registry).run("echo", _user("ping"))
    assert result.end.next == {"echo": "ping"} and result.answer == ""


async def test_stopping_the_iteration_cancels_the_run(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="x" * 200, chunk_size=1, delay=0.02))
    shop = {**SHOP, "package": {**SHOP["package"], "connector": "local"}}
    app = write_app(
        tmp_path,
        {"shop": shop},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    stream = Runtime(app, registry=registry).stream("shop", _user())
    seen = 0
    async for event in stream:
        if isinstance(event, MessageEvent) and event.type == "text":
            seen += 1
            if seen == 3:
                break
    await stream.aclose()  # type: ignore[attr-defined]
    assert seen == 3


async def test_uses_keyword_disabled_sends_the_users_text_to_web_search(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"web": "builtin", "keyword": "disabled"}}}
    result = await Runtime(write_app(tmp_path, {"shop": shop}), registry=registry).run("shop", _user())
    assert handlers[SearchType.WEB].requests[0].query == QUESTION
    loading = [e.props["message"] for e in _messages(result.events, "loading")]
    assert "Analyzing conversation" not in loading
    enabled = await Runtime(
        write_app(
            tmp_path / "b", {"shop": {**shop, "package": {**shop["package"], "uses": {"web": "builtin"}}}}
        ),
        registry=registry,
    ).run("shop", _user())
    assert handlers[SearchType.WEB].requests[1].query != QUESTION  # builtin keywords otherwise
    assert "Analyzing conversation" in [e.props["message"] for e in _messages(enabled.events, "loading")]


async def test_hook_any_and_race_results_are_merged(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    hooks = """
    async def create(ctx, messages, options):
        found = await ctx.search.any([
            {"type": "web", "query": "broken"},
            {"type": "kb", "query": "warranty", "collections": ["legal"]},
        ])
        assert any(r is not None and r.ok for r in found)
        raced = await ctx.search.Race([{"type": "db", "query": "sony", "models": ["products"]}])
        assert raced[0].items[0].title == "Sony WH-1000XM5"
        return {"search": False}
    """
    app = write_app(tmp_path, {"shop": {**SHOP, "hooks": hooks}})
    result = await Runtime(app, registry=registry).run("shop", _user())
    assert result.end.status == "completed", result.end.error
    refs = result.end.references
    assert sorted(r.title for r in refs) == ["Sony WH-1000XM5", "Warranty"]
    assert {(r.source, r.weight) for r in refs} == {(SourceType.HOOK, 0.8)}
    searches = [n for n in _trace_nodes(result.events).values() if n["type"] == "search"]
    assert [n["input"]["source"] for n in searches] == ["hook", "hook"]
