"""`<assistant-id>` delegation for keyword, web, rerank, querydsl and the search-intent check.

The delegated assistant runs through the same runtime (history, output and search skipped) and its
answer is parsed as reference §2.8–2.11 specify.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from agent.support import PROMPTS, SHOP, FixedHandler, write_app
from agentsearch.agent import Runtime
from agentsearch.errors import ConfigError
from agentsearch.handlers.db.demo import DEMO_APP_DIR, ensure_demo_database
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.nlp.keyword import keywords_to_query
from agentsearch.types import Keyword, SearchType, SourceType

QUESTION = "What is the return policy for headphones?"

RECORDING_HOOK = """
import json
CALLS = []

def create(ctx, messages, options):
    payload = json.loads(messages[-1]["content"])
    CALLS.append({"payload": payload, "skip": options["skip"], "history": len(messages)})
    return {"data": ANSWER(payload)}
"""


def _recorder(answer: str) -> dict[str, Any]:
    return {"package": {"name": "worker"}, "hooks": RECORDING_HOOK + f"\nANSWER = {answer}\n"}


def _calls(runtime: Runtime, assistant_id: str) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = runtime.app.assistant(assistant_id).hooks.CALLS
    return calls


async def test_keyword_agent_supplies_the_web_query(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    answer = 'lambda p: {"keywords": [{"k": "headphones", "w": 0.9}, {"k": "return policy", "w": 1.0}]}'
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"web": "builtin", "keyword": "workers.kw"}}}
    runtime = Runtime(write_app(tmp_path, {"shop": shop, "workers.kw": _recorder(answer)}), registry=registry)
    await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    (call,) = _calls(runtime, "workers.kw")
    assert call["payload"] == {"content": QUESTION, "max_keywords": 10, "language": "auto"}
    assert call["skip"]["history"] and call["skip"]["output"] and call["skip"]["search"]
    expected = keywords_to_query([Keyword(k="headphones", w=0.9), Keyword(k="return policy", w=1.0)])
    assert handlers[SearchType.WEB].requests[0].query == expected == "return policy headphones"


async def test_web_agent_mode_through_the_web_handler(tmp_path: Path) -> None:
    answer = (
        'lambda p: {"data": {"items": [{"title": "From the agent", "content": "about " + p["query"], '
        '"url": "https://agent.example/1", "score": 0.7}], "total": 12}}'
    )
    package = {
        "name": "webby",
        "uses": {"web": "workers.webagent", "keyword": "builtin"},
        "search": {"web": {"max_results": 3}},
    }
    app = write_app(
        tmp_path, {"webby": {"package": package, "prompts": PROMPTS}, "workers.webagent": _recorder(answer)}
    )
    runtime = Runtime(app)  # the real web handler, in agent mode
    result = await runtime.run("webby", [{"role": "user", "content": "Which headphones are best?"}])
    (call,) = _calls(runtime, "workers.webagent")
    assert (
        call["payload"]["type"] == "web"
        and call["payload"]["source"] == "auto"
        and call["payload"]["limit"] == 3
    )
    (ref,) = result.end.references
    assert (ref.title, ref.url, ref.source, ref.type) == (
        "From the agent",
        "https://agent.example/1",
        SourceType.AUTO,
        SearchType.WEB,
    )


async def test_rerank_agent_reorders_hook_results(tmp_path: Path, registry: HandlerRegistry) -> None:
    answer = (
        'lambda p: {"order": [item["citation_id"] for item in reversed(p["items"])], "action": p["action"]}'
    )
    hooks = """
    ORDER = []
    async def create(ctx, messages, options):
        result = await ctx.search.kb("anything", {"rerank": {"top_n": 2}})
        ORDER.extend(item.title for item in result.items)
        ORDER.append([item.citation_id for item in result.items])
        return {"search": False}
    """
    shop = {**SHOP, "hooks": hooks, "package": {**SHOP["package"], "uses": {"rerank": "workers.rr"}}}
    runtime = Runtime(write_app(tmp_path, {"shop": shop, "workers.rr": _recorder(answer)}), registry=registry)
    await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    (call,) = _calls(runtime, "workers.rr")
    assert call["payload"]["action"] == "rerank" and call["payload"]["top_n"] == 2
    assert [item["title"] for item in call["payload"]["items"]] == ["Returns", "Shipping", "Warranty"]
    order = runtime.app.assistant("shop").hooks.ORDER
    assert order == ["Warranty", "Shipping", ["1", "2"]]  # reversed, top 2, numbered after the rerank


async def test_querydsl_agent_generates_the_dsl_the_db_handler_runs(tmp_path: Path) -> None:
    answer = (
        'lambda p: {"data": {"dsl": {"select": ["id", "name", "brand", "price"], "from": "products", '
        '"wheres": [{"field": "brand", "op": "=", "value": "Sony"}], "orders": ["price desc"], "limit": 3}, '
        '"explain": "sony products"}}'
    )
    url = ensure_demo_database(tmp_path / "shop.sqlite")
    package = {
        "name": "db",
        "db": {"models": ["products"]},
        "uses": {"querydsl": "workers.qd", "web": "disabled"},
    }
    app = write_app(
        tmp_path / "app",
        {"dbq": {"package": package, "prompts": PROMPTS}, "workers.qd": _recorder(answer)},
        search={"db": {"url": url}},
    )
    shutil.copytree(DEMO_APP_DIR / "models", tmp_path / "app" / "models")
    runtime = Runtime(app)
    result = await runtime.run("dbq", [{"role": "user", "content": "Which Sony products do you sell?"}])
    (call,) = _calls(runtime, "workers.qd")[:1]
    assert call["payload"]["query"] == "Which Sony products do you sell?"
    refs = result.end.references
    assert refs and all(ref.type == SearchType.DB for ref in refs)
    assert all("Sony" in (ref.title + ref.content) for ref in refs)
    assert len(refs) <= 3


@pytest.mark.parametrize(
    ("answer", "types"),
    [
        ('lambda p: {"need_search": False, "reason": "small talk"}', set()),
        ('lambda p: {"need_search": True, "search_types": ["KB"], "confidence": 0.9}', {SearchType.KB}),
        ('lambda p: "not an intent"', set()),
    ],
)
async def test_needsearch_agent_decides(
    tmp_path: Path,
    registry: HandlerRegistry,
    handlers: dict[SearchType, FixedHandler],
    answer: str,
    types: set[SearchType],
) -> None:
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"needsearch": "workers.ns"}}}
    runtime = Runtime(write_app(tmp_path, {"shop": shop, "workers.ns": _recorder(answer)}), registry=registry)
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    assert _calls(runtime, "workers.ns")[0]["payload"] == {"query": QUESTION, "action": "need_search"}
    assert {r.type for h in handlers.values() for r in h.requests} == types
    assert {r.type for r in result.end.references} == types


def test_builtin_web_assistant_is_registered_and_unknown_ids_are_clear_errors(tmp_path: Path) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}))
    spec = runtime.app.assistant("workers.search.web")
    assert spec.builtin and not spec.has_llm_phase
    with pytest.raises(ConfigError, match="assistant 'nope' not found"):
        runtime.app.assistant("nope")


async def test_uses_search_assistant_delegates_the_whole_search(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    answer = (
        'lambda p: {"data": {"items": ['
        '{"type": "kb", "title": "Delegated KB", "content": "from the searcher", "score": 0.9},'
        '{"title": "Delegated web", "content": "about " + p["query"], "url": "https://d.example/1"},'
        '{"type": "images", "title": "dropped"}]}}'
    )
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"search": "workers.searcher"}}}
    runtime = Runtime(
        write_app(tmp_path, {"shop": shop, "workers.searcher": _recorder(answer)}), registry=registry
    )
    result = await runtime.run(
        "shop",
        [{"role": "user", "content": QUESTION}],
        {"search": {"need_search": True, "search_types": ["kb", "web"]}},
    )
    (call,) = _calls(runtime, "workers.searcher")
    assert call["payload"]["types"] == ["kb", "web"] and call["payload"]["collections"] == ["handbook"]
    assert sorted((r.type.value, r.title) for r in result.end.references) == [
        ("kb", "Delegated KB"),
        ("web", "Delegated web"),
    ]
    assert all(r.source == SourceType.AUTO and r.weight == 0.6 for r in result.end.references)
    assert not any(h.requests for h in handlers.values())  # the builtin handlers were not used


async def test_a_failing_search_delegate_is_a_failed_search_not_a_failed_request(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"search": "workers.searcher"}}}
    runtime = Runtime(
        write_app(tmp_path, {"shop": shop, "workers.searcher": _recorder("lambda p: None")}),
        registry=registry,
    )
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    assert result.end.status == "completed" and result.end.references == []
    done = [
        e.props["message"]
        for e in result.events
        if getattr(e, "type", "") == "loading" and e.props.get("done")
    ]
    assert "Search failed" in done


async def test_a_delegated_rerank_order_reaches_the_llm_unchanged(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    """The reranker puts Shipping (score .5) first; ranking must not re-sort by raw score."""
    answer = 'lambda p: {"order": [p["items"][i]["citation_id"] for i in (1, 2, 0)]}'
    hooks = """
    async def create(ctx, messages, options):
        await ctx.search.kb("anything", {"rerank": True})
        return {"search": False}
    """
    shop = {**SHOP, "hooks": hooks, "package": {**SHOP["package"], "uses": {"rerank": "workers.rr"}}}
    runtime = Runtime(write_app(tmp_path, {"shop": shop, "workers.rr": _recorder(answer)}), registry=registry)
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}])
    assert [(r.title, r.score) for r in result.end.references] == [
        ("Shipping", 0.5),
        ("Warranty", 0.7),
        ("Returns", 0.9),
    ]


async def test_auto_search_results_are_reranked_once_across_types_by_the_configured_reranker(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    answer = 'lambda p: {"order": [item["citation_id"] for item in reversed(p["items"])]}'
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"web": "disabled", "rerank": "workers.rr"}}}
    runtime = Runtime(write_app(tmp_path, {"shop": shop, "workers.rr": _recorder(answer)}), registry=registry)
    result = await runtime.run("shop", [{"role": "user", "content": QUESTION}], {"search": True})
    (call,) = _calls(runtime, "workers.rr")
    sent = [item["title"] for item in call["payload"]["items"]]
    assert {item["type"] for item in call["payload"]["items"]} == {"kb", "db"}  # one merged list
    assert [r.title for r in result.end.references] == list(reversed(sent))
