"""Yao assistants run unchanged: the design's own TypeScript hook examples (tests/agent/yao_app),
through the real runtime, over a real KB (the demo handbook, embedded) and the demo shop in SQLite.

The web is the one external service, so it is a FixedHandler; the LLM is the fake OpenAI server,
which records the messages the hook's system context reached it with.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from agent.support import WEB_DOCS, FixedHandler
from agentsearch.agent import Runtime
from agentsearch.handlers.db.demo import ensure_demo_database
from agentsearch.handlers.kb.demo import DEMO_EMBEDDER, handbook_dir
from agentsearch.handlers.registry import default_registry
from agentsearch.types import SearchType, SourceType
from llm.openai_server import FakeOpenAI, Reply

YAO_APP = Path(__file__).parent / "yao_app"
RETURNS = "How long do I have to return headphones?"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """KB collections `docs` (the handbook) and `faq` (two notes), and the shop database: built once."""
    root = tmp_path_factory.mktemp("yao-data")
    faq = root / "faq-src"
    faq.mkdir()
    (faq / "gift-cards.md").write_text("# Gift cards\nGift cards never expire and cannot be returned.\n")
    (faq / "store-hours.md").write_text("# Store hours\nThe shop is open 9:00-18:00 on weekdays.\n")
    ensure_demo_database(root / "shop.sqlite")
    return root


@pytest.fixture
def yao_app(tmp_path: Path, data_dir: Path, fake_openai: FakeOpenAI) -> Path:
    app = tmp_path / "app"
    shutil.copytree(YAO_APP, app)
    (app / "agent").mkdir()
    (app / "agent" / "agent.yml").write_text("uses: {web: builtin}\n", encoding="utf-8")
    seed = {"embedder": DEMO_EMBEDDER, "language": "auto", "public": True}
    search = {
        "kb": {
            "data_dir": str(data_dir / "kb"),
            "seed": {
                "docs": {**seed, "path": str(handbook_dir())},
                "faq": {**seed, "path": str(data_dir / "faq-src")},
            },
            "threshold": 0.02,
        },
        "db": {"url": f"sqlite:///{data_dir / 'shop.sqlite'}"},
    }
    (app / "agent" / "search.yml").write_text(yaml.safe_dump(search), encoding="utf-8")
    (app / "connectors").mkdir()
    connector = {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}
    (app / "connectors" / "local.conn.yml").write_text(yaml.safe_dump(connector), encoding="utf-8")
    return app


@pytest.fixture
def web() -> FixedHandler:
    return FixedHandler(SearchType.WEB, WEB_DOCS)


def _runtime(app: Path, web: FixedHandler) -> Runtime:
    registry = default_registry()
    registry.register(SearchType.WEB, web)  # the web is external: a fake provider
    return Runtime(app, registry=registry)


async def _ask(runtime: Runtime, assistant: str, question: str) -> Any:
    result = await runtime.run(assistant, [{"role": "user", "content": question}])
    assert result.end.status == "completed", result.end.error
    return result


def _system(fake_openai: FakeOpenAI) -> list[str]:
    """The system messages the hook added to the last LLM call (not the assistant's prompt, not the
    runtime's <references> block: unlike Yao, hook results are references too)."""
    sent = fake_openai.requests[-1]["messages"]
    return [m["content"] for m in sent if m["role"] == "system" and "<references>" not in m["content"]][1:]


def _cited(text: str) -> list[str]:
    return re.findall(r"^\[(\d+)\]", text, flags=re.MULTILINE)


async def test_quick_start_parallel_searches_web_kb_and_db(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    result = await _ask(_runtime(yao_app, web), "quickstart", RETURNS)
    (context,) = _system(fake_openai)
    assert context.startswith("Context:\n## web\n") and "## kb\n" in context and "## db\n" in context
    kb_part = context.split("## kb\n")[1].split("## db\n")[0]
    assert "30 days" in kb_part or "return" in kb_part.lower()  # the real handbook answered
    assert "Headphone review" in context
    refs = {ref.id: ref for ref in result.end.references}
    # the ids the hook printed are the request's citation ids (the Parallel web hit repeats Web's one)
    assert set(_cited(context.split("## kb\n")[1])) <= set(refs)
    assert {ref.source for ref in refs.values()} == {SourceType.HOOK}
    assert {ref.type for ref in refs.values()} == {SearchType.WEB, SearchType.KB, SearchType.DB}
    assert [r.limit for r in web.requests] == [5, 5]  # Web(query, {limit: 5}) and the Parallel entry


async def test_example_1_web_passes_limit_and_time_range(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    await _ask(_runtime(yao_app, web), "web", "best headphones")
    (request,) = web.requests
    assert (request.query, request.limit, request.time_range) == ("best headphones", 5, "week")
    assert _system(fake_openai) == [
        'Web results for "best headphones":\n[1] Headphone review: ' + WEB_DOCS[0]["content"]
    ]


async def test_example_2_kb_searches_both_collections_with_the_hooks_threshold(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    result = await _ask(_runtime(yao_app, web), "kb", "Do gift cards expire?")
    refs = result.end.references
    assert refs and {ref.source for ref in refs} == {SourceType.HOOK}  # auto search stayed off
    assert all(ref.score >= 0.7 for ref in refs)  # threshold: 0.7 on the calibrated score
    (context,) = _system(fake_openai)
    assert context.startswith("Knowledge base:\n") and "Gift cards never expire" in context  # from `faq`


async def test_example_3_db_prefilter_on_a_missing_column_falls_back_to_auto_search(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    """The design's pre-filter `status = active` names no column of `product`: the hook's DB result
    carries the error, `items` is empty, so the example returns `{messages: []}` and auto search
    answers from the assistant's own db.models."""
    result = await _ask(_runtime(yao_app, web), "db", "Which Sony headphones do you sell?")
    refs = result.end.references
    assert {ref.source for ref in refs} == {SourceType.AUTO}
    assert any(ref.type == SearchType.DB and "WH-1000XM5" in ref.title for ref in refs)
    assert _system(fake_openai) == []
    hook_search = [
        e for e in result.events if e.event == "trace" and "unknown field 'status'" in e.model_dump_json()
    ]
    assert hook_search, "the hook's DB error is in the trace"


async def test_example_4_all_merges_three_sources(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    result = await _ask(_runtime(yao_app, web), "all", "Sony headphones return policy")
    (context,) = _system(fake_openai)
    count = int(context.split(" ")[1])
    assert context.startswith("Merged ") and count == len(_cited(context)) == len(result.end.references)
    assert {ref.type for ref in result.end.references} == {SearchType.WEB, SearchType.KB, SearchType.DB}
    assert _cited(context) == [str(n) for n in range(1, count + 1)]  # numbered in request order


@pytest.mark.parametrize("assistant", ["any", "race"])
async def test_example_4b_4c_any_and_race_use_the_first_result(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI, assistant: str
) -> None:
    await _ask(_runtime(yao_app, web), assistant, RETURNS)
    (context,) = _system(fake_openai)
    assert re.match(r"First (web|kb) result:\n\[\d+\] ", context)


async def test_example_5_custom_citation_turns_the_injected_prompt_off(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    await _ask(_runtime(yao_app, web), "citation", "best headphones")
    assert _system(fake_openai) == [
        "Use [N] to cite. References:\n[1] Headphone review - https://example.com/a"
    ]
    sent = "\n".join(m["content"] for m in fake_openai.requests[-1]["messages"])
    assert "When citing a reference" not in sent  # citation: {autoInjectPrompt: false}: no citation prompt


async def test_hook_controlled_search_lets_auto_search_run_when_the_hook_passes(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    runtime = _runtime(yao_app, web)
    searched = await _ask(runtime, "controlled", "latest headphone review")
    assert {ref.source for ref in searched.end.references} == {SourceType.HOOK}
    assert _system(fake_openai)[0].startswith("Web:\n[1] Headphone review")
    passed = await _ask(runtime, "controlled", RETURNS)
    assert passed.end.references and {ref.source for ref in passed.end.references} == {SourceType.AUTO}


async def test_async_hook_sends_and_replaces_a_loading_message_and_next_sees_the_references(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(Reply(text="Thirty days."))
    result = await _ask(_runtime(yao_app, web), "loading", RETURNS)
    loading = [e for e in result.events if e.event == "message" and e.type == "loading"]
    assert loading and loading[-1].props.get("done") is True
    data = result.end.next
    assert loading[0].message_id == data["id"] and data["web_error"] == ""
    assert data["count"] == len(data["references"]) == len(result.end.references) > 1


async def test_a_yao_style_module_hook_with_exports_imports_memory_and_log(
    yao_app: Path, web: FixedHandler, fake_openai: FakeOpenAI, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("INFO", logger="agentsearch.hooks.js")
    result = await _ask(_runtime(yao_app, web), "yaostyle", RETURNS)
    (context,) = _system(fake_openai)
    ids = result.end.next["kb_ids"]
    assert context.startswith("Handbook:\n") and ids and _cited(context) == ids  # via src/format.ts
    assert ids == [str(n) for n in range(1, len(ids) + 1)]
    assert result.end.next["chat_id"] == result.end.chat_id
    assert f"kb search for {RETURNS}: {len(ids)} items" in caplog.text
