"""Tavily against a local server speaking its documented protocol (POST /search, Bearer key)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.config import Config
from agentsearch.errors import ProviderError
from agentsearch.handlers.web import WebQuery, get_provider
from agentsearch.handlers.web.cooldown import COOLDOWNS

from .support import FAULTS, KEY, check_fault, run_web, sleeper, web_config

OK = {
    "query": "who is Leo Messi?",
    "answer": "Lionel Messi is an Argentine footballer.",
    "images": [],
    "results": [
        {
            "title": "Lionel Messi Facts",
            "url": "https://www.britannica.com/facts/Lionel-Messi",
            "content": "Lionel Messi, an Argentine footballer, is widely regarded...",
            "score": 0.81025416,
            "raw_content": None,
            "published_date": "2024-06-01",
        },
        {
            "title": "Messi - Wikipedia",
            "url": "https://en.wikipedia.org/wiki/Lionel_Messi",
            "content": "Lionel Andrés Messi is an Argentine professional footballer.",
            "score": 0.72,
            "raw_content": None,
        },
    ],
    "response_time": "1.67",
}
EMPTY = {"query": "q", "answer": None, "images": [], "results": [], "response_time": "0.5"}


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search",
        method="POST",
        headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"},
        json={
            "query": "who is Leo Messi?",
            "max_results": 3,
            "search_depth": "basic",
            "include_raw_content": False,
            "include_domains": ["britannica.com", "wikipedia.org"],
            "time_range": "week",
        },
    ).respond_with_json(OK)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")})
    result = await run_web(
        config,
        tmp_path,
        query="who is Leo Messi?",
        limit=3,
        sites=["britannica.com", "wikipedia.org"],
        time_range="pw",
    )
    fake.check_assertions()
    assert result.error == ""
    answer, first, second = result.items
    assert answer.metadata["answer_box"] is True and answer.score == 1.0
    assert answer.content.startswith("Lionel Messi is")
    assert first.url == "https://www.britannica.com/facts/Lionel-Messi"
    assert first.score == pytest.approx(0.81025416)
    assert first.metadata["published"] == "2024-06-01"
    assert first.metadata["provider"] == "tavily"
    assert second.title == "Messi - Wikipedia"
    assert result.metadata["provider"] == "tavily"
    assert result.metadata["requests"] == {"tavily": 1}


async def test_missing_key_is_an_error_not_an_empty_result(
    fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TAVILY_API_KEY", raising=False)
    config = web_config("tavily", {"tavily": fake.url_for("/")}, key_env="AGENTSEARCH_TEST_UNSET_KEY")
    result = await run_web(config, tmp_path)
    assert result.error == "Tavily API key not configured"
    assert result.items == []
    assert len(fake.log) == 0


async def test_usual_env_var_and_env_base_override(
    fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "from-env")
    monkeypatch.setenv("TAVILY_API_BASE", fake.url_for("/proxy"))
    fake.expect_oneshot_request(
        "/proxy/search", method="POST", headers={"Authorization": "Bearer from-env"}
    ).respond_with_json(OK)
    response = await get_provider("tavily").search(WebQuery("messi", limit=5))
    fake.check_assertions()
    assert [i.url for i in response.items][1:] == [r["url"] for r in OK["results"]]
    assert response.requests == 1


async def test_retry_on_429_honours_retry_after_then_succeeds(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_ordered_request("/search", method="POST").respond_with_json(
        {"detail": {"error": "rate limited"}}, status=429, headers={"Retry-After": "0"}
    )
    fake.expect_ordered_request("/search", method="POST").respond_with_json(OK)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, retries=2)
    result = await run_web(config, tmp_path)
    assert result.error == "" and len(result.items) == 3
    assert result.metadata["requests"] == {"tavily": 2}


async def test_timeout_is_retried(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_ordered_request("/search", method="POST").respond_with_handler(sleeper(0.6))
    fake.expect_ordered_request("/search", method="POST").respond_with_json(OK)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, retries=1, timeout=0.3)
    result = await run_web(config, tmp_path)
    assert result.error == "" and result.metadata["requests"] == {"tavily": 2}


async def test_long_retry_after_is_not_waited_for(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(
        {}, status=429, headers={"Retry-After": "120"}
    )
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, retries=3)
    result = await run_web(config, tmp_path)
    assert result.error == "Tavily HTTP 429" and len(fake.log) == 1
    assert "cooling down for 120s" in COOLDOWNS.blocked("tavily")


async def test_401_is_not_retried(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(
        {"detail": {"error": "Unauthorized: missing or invalid API key."}}, status=401
    )
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, retries=3)
    result = await run_web(config, tmp_path)
    assert result.error == "Tavily HTTP 401: Unauthorized: missing or invalid API key."
    assert len(fake.log) == 1


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "tavily",
        method="POST",
        path="/search",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"detail": {"error": "failure"}},
        tmp_path=tmp_path,
    )


async def test_web_api_key_env_bare_name_is_the_configured_providers_key(
    fake: HTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `web.api_key_env: NAME` (no `$ENV.`) names the key of `web.provider` only (reference §2.7)
    monkeypatch.delenv("TAVILY_API_KEY", raising=False)
    monkeypatch.delenv("BRAVE_API_KEY", raising=False)
    monkeypatch.delenv("BRAVE_SEARCH_API_KEY", raising=False)
    monkeypatch.setenv("MY_OWN_TAVILY_KEY", "bare-name-key")
    monkeypatch.setenv("TAVILY_API_BASE", fake.url_for("/").rstrip("/"))
    fake.expect_oneshot_request(
        "/search", method="POST", headers={"Authorization": "Bearer bare-name-key"}
    ).respond_with_json(OK)
    config = Config.from_layers({"web": {"provider": "tavily", "api_key_env": "MY_OWN_TAVILY_KEY"}})
    response = await get_provider("tavily", config).search(WebQuery("messi", limit=5))
    fake.check_assertions()
    assert len(response.items) == 3
    with pytest.raises(ProviderError, match="Brave API key not configured"):
        await get_provider("brave", config).search(WebQuery("messi", limit=5))
