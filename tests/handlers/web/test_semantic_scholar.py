"""Semantic Scholar against a local server: GET /graph/v1/paper/search, x-api-key when configured."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web.semantic_scholar import FIELDS

from .support import FAULTS, KEY, check_fault, run_web, web_config

OK = {
    "total": 15117,
    "offset": 0,
    "next": 2,
    "data": [
        {
            "paperId": "02138d6d094d1e7511c157f0b1a3dd4e5b20ebee",
            "url": "https://www.semanticscholar.org/paper/02138d6d094d1e7511c157f0b1a3dd4e5b20ebee",
            "title": "Generative Adversarial Nets",
            "abstract": "We propose a new framework...",
            "year": 2014,
            "publicationDate": "2014-06-10",
            "venue": "NeurIPS",
            "citationCount": 50000,
            "authors": [{"authorId": "1", "name": "Ian Goodfellow"}],
        },
        {"paperId": "abc", "url": None, "title": "No url", "abstract": None, "year": 2020},
    ],
}
EMPTY = {"total": 0, "offset": 0, "data": []}


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    since = (datetime.now(UTC) - timedelta(days=31)).date().isoformat()
    fake.expect_oneshot_request(
        "/graph/v1/paper/search",
        method="GET",
        headers={"x-api-key": KEY},
        query_string={"query": "gan", "limit": "100", "fields": FIELDS, "publicationDateOrYear": f"{since}:"},
    ).respond_with_json(OK)
    config = web_config("semantic_scholar", {"semantic_scholar": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="gan", limit=100, time_range="pm")
    fake.check_assertions()
    assert result.error == ""
    first, second = result.items
    assert first.title == "Generative Adversarial Nets" and first.metadata["authors"] == ["Ian Goodfellow"]
    assert first.metadata["published"] == "2014-06-10" and first.score == pytest.approx(0.95)
    assert second.url == "https://www.semanticscholar.org/paper/abc"


async def test_keyless_sends_no_key_header(
    fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("SEMANTIC_SCHOLAR_API_KEY", "S2_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    fake.expect_oneshot_request("/graph/v1/paper/search").respond_with_json(OK)
    config = web_config(
        "semantic_scholar", {"semantic_scholar": fake.url_for("/").rstrip("/")}, key_env="UNSET_KEY_X"
    )
    result = await run_web(config, tmp_path)
    assert "x-api-key" not in fake.log[0][0].headers
    assert len(result.items) == 2


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "semantic_scholar",
        method="GET",
        path="/graph/v1/paper/search",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"message": "Too Many Requests. Please wait and try again", "code": "429"},
        tmp_path=tmp_path,
    )
