"""The provider chain: fallback, first, all (merge by canonical URL), cooldown, request.providers,
the layer strategy hand-over, and an `all()` through the Searcher whose other requests are unaffected."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch import Searcher
from agentsearch.handlers.web import handler as handler_module
from agentsearch.handlers.web.cooldown import COOLDOWNS, Cooldowns
from agentsearch.types import Request, Result, SearchType

from .support import run_web, sleeper, web_config

TAVILY_OK = {
    "query": "q",
    "results": [
        {
            "title": "Shared",
            "url": "https://Example.com/page/?utm_source=x",
            "content": "from tavily",
            "score": 0.5,
        },
        {"title": "Only tavily", "url": "https://tavily.example/a", "content": "t", "score": 0.4},
    ],
}
BRAVE_OK = {
    "web": {
        "results": [
            {"title": "Shared", "url": "https://example.com/page", "description": "from brave"},
            {"title": "Only brave", "url": "https://brave.example/b", "description": "b"},
        ]
    }
}
BRAVE_PATH = "/res/v1/web/search"


def chain_config(fake: HTTPServer, chain: list[str], **web: object):
    base = fake.url_for("/").rstrip("/")
    return web_config(chain, {"tavily": base, "brave": base, "exa": base}, **web)  # type: ignore[arg-type]


async def test_fallback_on_429_then_cooldown_skips_with_reason(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(
        {"detail": {"error": "slow down"}}, status=429, headers={"Retry-After": "30"}
    )
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    config = chain_config(fake, ["tavily", "brave"])
    first = await run_web(config, tmp_path)
    assert first.error == ""
    assert [i.metadata["provider"] for i in first.items] == ["brave", "brave"]
    assert first.metadata["provider"] == "brave"
    assert first.metadata["requests"] == {"tavily": 1, "brave": 1}
    assert first.metadata["attempts"][0] == {
        "provider": "tavily",
        "status": "error",
        "reason": "Tavily HTTP 429: slow down",
        "http_status": 429,
    }
    second = await run_web(config, tmp_path)
    assert "cooling down" in second.metadata["skipped"]["tavily"]
    assert "HTTP 429" in second.metadata["skipped"]["tavily"]
    assert second.metadata["requests"] == {"brave": 1}
    assert len([entry for entry in fake.log if entry[0].path == "/search"]) == 1


@pytest.mark.parametrize("fault", ["500", "timeout", "missing key", "empty"])
async def test_fallback_advances(
    fault: str, fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expect = fake.expect_request("/search", method="POST")
    if fault == "500":
        expect.respond_with_json({"detail": {"error": "oops"}}, status=500)
    elif fault == "timeout":
        expect.respond_with_handler(sleeper(0.6))
    else:
        expect.respond_with_json({"query": "q", "results": []})
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    # only the failing provider gets the tiny timeout: the healthy one must not time out on a busy machine
    config = chain_config(fake, ["tavily", "brave"], timeout=5.0)
    config = config.merged({"web": {"settings": {"tavily": {"timeout": 0.3}}}})
    if fault == "missing key":
        monkeypatch.delenv("TAVILY_API_KEY", raising=False)
        config = config.merged({"web": {"settings": {"tavily": {"api_key_env": "UNSET_KEY_X"}}}})
    result = await run_web(config, tmp_path)
    assert result.error == ""
    assert result.metadata["provider"] == "brave"
    assert len(result.items) == 2
    tavily = result.metadata["attempts"][0]
    assert tavily["provider"] == "tavily"
    assert tavily["status"] == ("ok" if fault == "empty" else "error")


async def test_fallback_stops_on_401(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(
        {"detail": {"error": "bad key"}}, status=401
    )
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    result = await run_web(chain_config(fake, ["tavily", "brave"]), tmp_path)
    assert result.error == "Tavily HTTP 401: bad key"
    assert result.items == []
    assert all(entry[0].path == "/search" for entry in fake.log)


async def test_all_providers_failing_name_every_reason(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json({}, status=503)
    fake.expect_request(BRAVE_PATH).respond_with_data("<html>", status=502)
    result = await run_web(chain_config(fake, ["tavily", "brave"]), tmp_path)
    assert result.error == "all web providers failed: Tavily HTTP 503; Brave HTTP 502: <html>"
    assert result.items == []


async def test_first_strategy_does_not_fall_back_after_a_call(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json({}, status=500)
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    result = await run_web(chain_config(fake, ["tavily", "brave"], strategy="first"), tmp_path)
    assert result.error == "Tavily HTTP 500"
    assert result.metadata["requests"] == {"tavily": 1}


async def test_all_strategy_merges_by_canonical_url_with_source_tags(
    fake: HTTPServer, tmp_path: Path
) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(TAVILY_OK)
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    result = await run_web(chain_config(fake, ["tavily", "brave"], strategy="all"), tmp_path)
    assert result.error == ""
    assert result.metadata["provider"] == ["tavily", "brave"]
    shared = result.items[0]
    assert shared.metadata["sources"] == ["tavily", "brave"]
    assert shared.score == pytest.approx(0.95)  # brave's position score beats tavily's 0.5
    assert len(result.items) == 3
    assert {tuple(i.metadata["sources"]) for i in result.items[1:]} == {("tavily",), ("brave",)}


async def test_all_strategy_keeps_the_healthy_provider(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_data(
        "{broken", content_type="application/json"
    )
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    result = await run_web(chain_config(fake, ["tavily", "brave"], strategy="all"), tmp_path)
    assert result.error == ""
    assert [i.metadata["sources"] for i in result.items] == [["brave"], ["brave"]]
    assert result.metadata["attempts"][0]["reason"] == "Tavily returned invalid JSON"


async def test_request_providers_override_the_chain(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    result = await run_web(chain_config(fake, ["tavily"]), tmp_path, providers=["brave"])
    assert result.metadata["provider"] == "brave"
    assert all(entry[0].path == BRAVE_PATH for entry in fake.log)
    unknown = await run_web(chain_config(fake, ["tavily"]), tmp_path, providers=["nope"])
    assert unknown.error.startswith("unknown web provider 'nope'")


def test_stepped_cooldown() -> None:
    now = [1000.0]
    cooldowns = Cooldowns(clock=lambda: now[0])
    assert cooldowns.strike("exa", "HTTP 429") == 60
    assert cooldowns.blocked("exa") == "cooling down for 60s after HTTP 429"
    now[0] += 61
    assert cooldowns.blocked("exa") == ""
    assert cooldowns.strike("exa", "HTTP 500") == 300
    assert cooldowns.strike("exa", "HTTP 500") == 1500
    assert cooldowns.strike("exa", "HTTP 500") == 1500
    assert cooldowns.strike("brave", "HTTP 429", retry_after=600) == 600
    cooldowns.clear("exa")
    assert cooldowns.blocked("exa") == "" and cooldowns.strikes("exa") == 0


def test_consecutive_timeouts_cool_down_like_a_5xx() -> None:
    now = [1000.0]
    cooldowns = Cooldowns(clock=lambda: now[0], timeout_strikes=2)
    assert cooldowns.timed_out("exa", "Exa timed out after 10s") == 0  # one slow moment is forgiven
    assert cooldowns.blocked("exa") == ""
    assert cooldowns.timed_out("exa", "Exa timed out after 10s") == 60
    assert cooldowns.blocked("exa").startswith("cooling down for 60s after 2 timeouts in a row")
    cooldowns.clear("exa")
    assert cooldowns.timed_out("exa", "t") == 0, "a success resets the timeout count"


async def test_a_hanging_provider_is_skipped_after_two_timeouts(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request(BRAVE_PATH).respond_with_handler(sleeper(0.5, "{}"))
    fake.expect_request("/search", method="POST").respond_with_json(TAVILY_OK)
    config = chain_config(fake, ["brave", "tavily"]).merged(
        {"web": {"settings": {"brave": {"timeout": 0.1}}}}
    )
    first = await run_web(config, tmp_path)
    second = await run_web(config, tmp_path)
    third = await run_web(config, tmp_path)
    assert [a["status"] for a in first.metadata["attempts"]] == ["error", "ok"]
    assert [a["status"] for a in second.metadata["attempts"]] == ["error", "ok"]
    assert "timeouts in a row" in third.metadata["skipped"]["brave"]
    assert third.metadata["requests"] == {"tavily": 1}, "a cooling provider costs no request (and no wait)"


async def test_success_resets_the_cooldown_steps(fake: HTTPServer, tmp_path: Path) -> None:
    COOLDOWNS.strike("brave", "HTTP 500")
    COOLDOWNS._state["brave"].until = 0  # the cooldown has run out
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    await run_web(chain_config(fake, ["brave"]), tmp_path)
    assert COOLDOWNS.strikes("brave") == 0


async def test_layer_strategy_dispatches_to_the_search_layer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = types.ModuleType("agentsearch_test_layer")
    seen: list[str] = []

    async def layer_search(request: Request, ctx: object) -> Result:
        seen.append(request.query)
        return Result(type=SearchType.WEB, query=request.query, metadata={"mode": "layer"})

    module.layer_search = layer_search  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "agentsearch_test_layer", module)
    monkeypatch.setattr(handler_module, "LAYER_ENTRY", "agentsearch_test_layer:layer_search")
    result = await run_web(web_config("tavily", {}, strategy="layer"), tmp_path, query="deno")
    assert seen == ["deno"] and result.metadata == {"mode": "layer"}


async def test_layer_strategy_without_the_layer_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(handler_module, "LAYER_ENTRY", "agentsearch_no_such_module:layer_search")
    result = await run_web(web_config("tavily", {}, strategy="layer"), tmp_path)
    assert result.error.startswith("web.strategy is 'layer' but the search layer is unavailable")


@pytest.mark.parametrize("fault", ["401", "429", "500", "timeout", "malformed"])
async def test_searcher_all_other_requests_unaffected(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    expect = fake.expect_request("/search", method="POST")
    if fault == "timeout":
        expect.respond_with_handler(sleeper(0.6))
    elif fault == "malformed":
        expect.respond_with_data("<html>oops", content_type="text/html")
    else:
        expect.respond_with_json({"detail": {"error": "no"}}, status=int(fault), headers={"Retry-After": "1"})
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    config = chain_config(fake, ["tavily", "brave"], strategy="first", timeout=5.0)
    config = config.merged({"web": {"settings": {"tavily": {"timeout": 0.3}}}})
    searcher = Searcher(config)
    searcher.context.app_dir = tmp_path
    failing, healthy = await searcher.all(
        [
            Request(query="q", type=SearchType.WEB, providers=["tavily"]),
            Request(query="q", type=SearchType.WEB, providers=["brave"], source="user"),
        ]
    )
    assert failing.error.startswith("Tavily ") and failing.items == []
    assert healthy.error == "" and [i.citation_id for i in healthy.items] == ["1", "2"]
    assert all(i.weight == 1.0 for i in healthy.items)


async def test_bad_base_url_fails_only_that_provider(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request(BRAVE_PATH).respond_with_json(BRAVE_OK)
    config = chain_config(fake, ["tavily", "brave"], strategy="all")
    config = config.merged({"web": {"settings": {"tavily": {"base_url": "not a url"}}}})
    result = await run_web(config, tmp_path)
    assert result.error == "" and len(result.items) == 2
    assert result.metadata["attempts"][0]["status"] == "error"
