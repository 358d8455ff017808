"""Exa against a local server: POST /search with x-api-key, search type by intent, highlights."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch.handlers.web import WebQuery, get_provider
from agentsearch.handlers.web.exa import exa_type

from .support import FAULTS, KEY, check_fault, json_dumps, run_web, web_config

OK = {
    "requestId": "b5947044c4b78efa9552a7c89b306d95",
    "resolvedSearchType": "neural",
    "results": [
        {
            "title": "A Comprehensive Overview of Large Language Models",
            "url": "https://arxiv.org/pdf/2307.06435.pdf",
            "publishedDate": "2023-11-16T01:36:32.547Z",
            "author": "Humza Naveed, Asad Ullah Khan",
            "id": "https://arxiv.org/abs/2307.06435",
            "highlights": ["Such requirements have limited their adoption..."],
            "highlightScores": [0.46],
        },
        {
            "title": "Second",
            "url": "https://example.com/second",
            "id": "x",
            "highlights": [],
            "text": "Full text fallback",
        },
    ],
    "costDollars": {"total": 0.005},
}
EMPTY = {"requestId": "r", "resolvedSearchType": "neural", "results": []}


def test_search_type_follows_the_intent() -> None:
    assert exa_type(WebQuery("q", intent="resource")) == "instant"
    assert exa_type(WebQuery("q", intent="status")) == "fast"
    assert exa_type(WebQuery("q", intent="news")) == "fast"
    assert exa_type(WebQuery("q", intent="exploratory", mode="deep")) == "deep"
    assert exa_type(WebQuery("q", intent="exploratory")) == "auto"
    assert exa_type(WebQuery("q")) == "auto"
    assert exa_type(WebQuery("q", intent="status", options={"exa_type": "deep"})) == "deep"


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []

    def handler(request: WRequest) -> WResponse:
        seen.append({"headers": dict(request.headers), "json": request.get_json()})
        return WResponse(json_dumps(OK), content_type="application/json")

    fake.expect_oneshot_request("/search", method="POST", headers={"x-api-key": KEY}).respond_with_handler(
        handler
    )
    config = web_config("exa", {"exa": fake.url_for("/").rstrip("/")})
    result = await run_web(
        config, tmp_path, query="llm survey", limit=4, sites=["arxiv.org"], time_range="month"
    )
    fake.check_assertions()
    assert result.error == ""
    body = seen[0]["json"]
    start = datetime.strptime(body.pop("startPublishedDate"), "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=UTC)
    assert abs((datetime.now(UTC) - start) - timedelta(days=31)) < timedelta(minutes=5)
    assert body == {
        "query": "llm survey",
        "type": "auto",
        "numResults": 4,
        "contents": {"highlights": {"maxCharacters": 1200}},
        "includeDomains": ["arxiv.org"],
    }
    first, second = result.items
    assert first.content == "Such requirements have limited their adoption..."
    assert first.metadata["exaType"] == "neural"
    assert first.metadata["published"] == "2023-11-16T01:36:32.547Z"
    assert first.score == pytest.approx(0.95)  # no score given: from the position
    assert second.content == "Full text fallback"
    assert second.score == pytest.approx(0.90)


async def test_exa_api_base_env_override(fake: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EXA_API_KEY", "k")
    monkeypatch.setenv("EXA_API_BASE", fake.url_for("/exa-proxy"))
    fake.expect_oneshot_request(
        "/exa-proxy/search", method="POST", headers={"x-api-key": "k"}
    ).respond_with_json(OK)
    response = await get_provider("exa").search(WebQuery("q", intent="status"))
    fake.check_assertions()
    assert fake.log[0][0].get_json()["type"] == "fast"
    assert len(response.items) == 2


async def test_missing_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EXA_API_KEY", raising=False)
    config = web_config("exa", {}, key_env="AGENTSEARCH_TEST_UNSET_KEY")
    result = await run_web(config, tmp_path)
    assert result.error == "Exa API key not configured"


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "exa",
        method="POST",
        path="/search",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"requestId": "r", "error": "Invalid API key", "tag": "INVALID_API_KEY"},
        tmp_path=tmp_path,
    )


async def test_rows_without_a_score_never_outrank_the_row_above(fake: HTTPServer, tmp_path: Path) -> None:
    # Exa's `results[]` carry `score` for some search types only; a mix must keep Exa's order
    mixed = {
        "requestId": "r",
        "resolvedSearchType": "auto",
        "results": [
            {"title": "a", "url": "https://a.example/", "score": 0.31, "highlights": ["a"]},
            {"title": "b", "url": "https://b.example/", "highlights": ["b"]},
            {"title": "c", "url": "https://c.example/", "score": 0.12, "highlights": ["c"]},
            {"title": "d", "url": "https://d.example/", "highlights": ["d"]},
        ],
    }
    fake.expect_request("/search", method="POST").respond_with_json(mixed)
    config = web_config("exa", {"exa": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path)
    scores = [i.score for i in result.items]
    assert [i.title for i in result.items] == ["a", "b", "c", "d"]
    assert scores == sorted(scores, reverse=True)
    assert scores[0] == pytest.approx(0.31) and scores[1] <= 0.31
