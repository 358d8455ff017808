"""`web.strategy: layer` through the real WebHandler, the `workers.search.web` assistant and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from agentsearch.context import SearchContext
from agentsearch.layer import assistant
from agentsearch.layer.strategy import layer_search
from agentsearch.types import Request, SearchType, SourceType

from .fakes import Page, Providers


def ctx(providers: Providers, **layer: object) -> SearchContext:
    return SearchContext(config=providers.config(**layer))


async def test_web_handler_dispatches_to_the_layer(providers: Providers) -> None:
    from agentsearch.handlers.web import WebHandler

    providers.pages = {
        "brave": [
            Page("Deno 2 release notes", "https://github.com/denoland/deno/releases/tag/v2.0.0", "Deno 2")
        ],
        "exa": [
            Page("Deno 2 release notes", "https://github.com/denoland/deno/releases/tag/v2.0.0/", "Deno 2!")
        ],
    }
    request = Request(query="Deno latest release", type=SearchType.WEB, source=SourceType.USER, limit=5)
    result = await WebHandler().search(request, ctx(providers, max_depth=0))
    assert result.error == ""
    assert result.metadata["strategy"] == "layer"
    layer = result.metadata["layer"]
    assert layer["intent"]["intent"] == "status" and layer["mode"] == "deep"
    item = result.items[0]
    assert item.source == SourceType.USER and item.type == SearchType.WEB
    assert item.metadata["intent"] == "status"
    assert item.metadata["sources"] == ["brave", "exa"]
    breakdown = item.metadata["score_breakdown"]
    assert set(breakdown) >= {"keyword", "freshness", "authority", "weights", "score"}
    assert 0.0 < item.score <= 1.0


async def test_time_range_and_sites_of_the_request_reach_the_providers(providers: Providers) -> None:
    request = Request(query="rust news", type=SearchType.WEB, time_range="day", sites=["lwn.net"])
    await layer_search(request, ctx(providers, mode="fast", research=False))
    brave = providers.calls["brave"][0]["args"]
    assert brave["freshness"] == "pd" and brave["q"].startswith("site:lwn.net ")
    assert providers.calls["exa"][0]["json"]["includeDomains"] == ["lwn.net"]


async def test_all_sources_failing_is_an_error_not_an_empty_success(providers: Providers) -> None:
    providers.faults = {name: 500 for name in ("brave", "exa", "tavily", "grok")}
    request = Request(query="anything at all", type=SearchType.WEB)
    result = await layer_search(request, ctx(providers, mode="deep"))
    assert result.items == []
    assert result.error.startswith("all sources failed:")
    assert "brave" in result.error and "exa" in result.error


async def test_layer_config_forces_intent_and_limit(providers: Providers) -> None:
    providers.pages = {"brave": [Page(f"T{i}", f"https://t{i}.example/", "tutorial") for i in range(8)]}
    request = Request(query="whatever", type=SearchType.WEB, limit=3)
    result = await layer_search(request, ctx(providers, intent="tutorial", mode="answer", expand=False))
    assert result.total == 3 and len(result.items) == 3
    assert result.metadata["layer"]["intent"]["intent"] == "tutorial"


async def test_assistant_answers_the_agent_mode_payload(providers: Providers) -> None:
    providers.pages = {
        "brave": [Page("What is QUIC", "https://en.wikipedia.org/wiki/QUIC", "QUIC is a protocol")]
    }
    payload = {"query": "What is QUIC", "type": "web", "source": "auto", "limit": 5, "time_range": "year"}
    answer = await assistant.run(json.dumps(payload), ctx(providers))
    data = answer["data"]
    assert data["total"] == 1 and data["items"][0]["url"] == "https://en.wikipedia.org/wiki/QUIC"
    assert set(data["items"][0]) >= {"title", "content", "url", "score"}
    assert providers.calls["brave"][0]["args"]["freshness"] == "py"
    assert assistant.ASSISTANT_ID == "workers.search.web"


async def test_assistant_reports_a_bad_payload_as_data_error() -> None:
    answer = await assistant.run({"query": "x", "time_range": "fortnight"}, SearchContext())
    assert answer["data"]["items"] == [] and "time_range" in answer["data"]["error"]


def _app(tmp_path: Path, providers: Providers, **layer: object) -> Path:
    config = providers.config(**layer)
    (tmp_path / "agent").mkdir()
    web = config.web.model_dump(exclude_defaults=True)
    (tmp_path / "agent" / "search.yml").write_text(json.dumps({"web": web}), encoding="utf-8")
    return tmp_path


def test_cli_search_flags_and_exports(providers: Providers, tmp_path: Path) -> None:
    from agentsearch.cli import _register, app

    _register()
    providers.pages = {
        "brave": [Page("Bun", "https://bun.sh/", "Bun runtime"), Page("Deno", "https://deno.com/", "x")]
    }
    app_dir = _app(tmp_path, providers)
    args = [
        "layer",
        "search",
        "--queries",
        "Bun vs Deno",
        "Bun pros",
        "Deno pros",
        "--mode",
        "deep",
        "--intent",
        "comparison",
        "--freshness",
        "pm",
        "--num",
        "2",
        "--domain-boost",
        "bun.sh",
        "--source",
        "brave",
        "--no-research",
        "--app",
        str(app_dir),
    ]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["queries"] == ["Bun vs Deno", "Bun pros", "Deno pros"]
    assert data["intent"] == "comparison" and data["freshness_filter"] == "pm"
    assert data["results"][0]["url"] == "https://bun.sh/" and data["results"][0]["score_breakdown"]["boosted"]
    assert len(providers.calls["brave"]) == 3 and providers.calls["brave"][0]["args"]["count"] == "2"
    csv_out = CliRunner().invoke(app, [*args, "--export", "csv"])
    assert csv_out.exit_code == 0 and csv_out.output.startswith("rank,title,url")
    bib = CliRunner().invoke(app, [*args, "--export", "bibtex"])
    assert bib.exit_code == 0 and bib.output.startswith("@misc{")


def test_cli_search_without_query_is_a_usage_error() -> None:
    from agentsearch.cli import _register, app

    _register()
    result = CliRunner().invoke(app, ["layer", "search", "--mode", "fast"])
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()  # one line, no usage block
    assert line.startswith("error: agentsearch layer search: give a query, --queries, --extract-refs-urls")


def test_cli_classify_json_and_batch(tmp_path: Path) -> None:
    from agentsearch.cli import _register, app

    _register()
    one = CliRunner().invoke(app, ["layer", "classify", "Deno 最新进展", "--json"])
    assert one.exit_code == 0, one.output
    data = json.loads(one.output)
    assert set(data) >= {"intent", "mode", "freshness", "weights", "signals"}
    assert data["intent"] == "status" and data["mode"] == "deep" and data["freshness"] == "pw"
    batch = tmp_path / "q.jsonl"
    batch.write_text(
        '{"id": "a", "query": "Bun vs Deno"}\n\nnot json\n{"id": 7, "query": "AI 新闻"}\n[1, 2]\n', "utf-8"
    )
    out = CliRunner().invoke(app, ["layer", "classify", "--queries-file", str(batch), "--json"])
    assert out.exit_code == 0, out.output
    rows = [json.loads(line) for line in out.output.splitlines()]
    assert [r.get("id") for r in rows] == ["a", None, 7, None]
    assert rows[0]["intent"] == "comparison" and rows[2]["intent"] == "news"
    assert "error" in rows[1] and rows[1]["line"] == 3
    assert rows[3]["line"] == 5 and "expected {id, query}" in rows[3]["error"]  # a JSON non-object row


def test_cli_search_batch_one_json_line_per_query(providers: Providers, tmp_path: Path) -> None:
    from agentsearch.cli import _register, app

    _register()
    providers.pages = {"brave": [Page("Bun", "https://bun.sh/", "Bun runtime")]}
    batch = tmp_path / "q.jsonl"
    batch.write_text('{"id": "a", "query": "bun"}\n{"id": "b"}\n{"query": "deno"}\n', "utf-8")
    args = ["layer", "search", "--queries-file", str(batch), "--source", "brave", "--no-expand"]
    out = CliRunner().invoke(app, [*args, "--app", str(_app(tmp_path, providers))])
    assert out.exit_code == 0, out.output
    rows = [json.loads(line) for line in out.output.splitlines()]
    assert [r.get("id") for r in rows] == ["a", None, 3]
    assert rows[0]["results"][0]["url"] == "https://bun.sh/" and rows[2]["query"] == "deno"
    assert rows[1]["line"] == 2 and "expected {id, query}" in rows[1]["error"]
    assert providers.queries("brave") == ["bun", "deno"]


async def test_web_agent_mode_reads_the_assistant_answer(providers: Providers) -> None:
    """uses.web = workers.search.web: the web handler's agent mode parses what `assistant.run` returns
    (the runtime hands its `data` through as the assistant's `next`)."""
    from agentsearch.config import Uses
    from agentsearch.handlers.web import WebHandler

    providers.pages = {"brave": [Page("Bun 1.2", "https://bun.sh/blog/bun-v1.2", "Bun 1.2 released")]}
    layer_ctx = ctx(providers, mode="fast", expand=False, research=False)

    async def agent(assistant_id: str, payload: dict[str, object]) -> object:
        assert assistant_id == assistant.ASSISTANT_ID
        return await assistant.run(payload, layer_ctx)

    outer = SearchContext(uses=Uses(web=assistant.ASSISTANT_ID), agent=agent)
    result = await WebHandler().search(Request(query="Bun 1.2 news", type=SearchType.WEB, limit=4), outer)
    assert result.error == ""
    assert [item.url for item in result.items] == ["https://bun.sh/blog/bun-v1.2"]
    assert result.total == 1 and 0 < result.items[0].score <= 1


async def test_runtime_uses_web_workers_search_web_runs_the_layer(
    providers: Providers, tmp_path: Path
) -> None:
    """End to end: an assistant with `uses.web: workers.search.web`; the runtime calls the builtin
    assistant, which runs the layer against the providers; its items become the answer's references."""
    from agent.support import write_app
    from agentsearch.agent import Runtime

    providers.pages = {"brave": [Page("Bun 1.2 released", "https://bun.sh/blog/bun-v1.2", "Bun 1.2 is out")]}
    web = providers.config(mode="fast", expand=False, research=False).web.model_dump(exclude_defaults=True)
    web.pop("strategy")  # the agent mode, not the strategy, reaches the layer here
    package = {"name": "Shop", "uses": {"web": assistant.ASSISTANT_ID, "keyword": "disabled"}}
    shop = {"package": package, "prompts": [{"role": "system", "content": "Answer from the references."}]}
    app = write_app(tmp_path, {"shop": shop}, search={"web": web})
    runtime = Runtime(app)
    try:
        result = await runtime.run(
            "shop",
            [{"role": "user", "content": "Bun 1.2 release"}],
            {"search": {"need_search": True, "search_types": ["web"]}},
        )
    finally:
        await runtime.aclose()
    assert [(r.type, r.url) for r in result.end.references] == [
        (SearchType.WEB, "https://bun.sh/blog/bun-v1.2")
    ]
    assert providers.queries("brave") == ["Bun 1.2 release"]  # keyword: disabled keeps the user's text
