"""SearXNG against a local server: GET /search?format=json, scores divided by the best, answers."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from .support import FAULTS, check_fault, run_web, web_config

OK = {
    "query": "python",
    "number_of_results": 0,
    "results": [
        {
            "url": "https://www.python.org/",
            "title": "Welcome to Python.org",
            "content": "The official home of the Python Programming Language",
            "engine": "google",
            "engines": ["google", "bing"],
            "score": 4.0,
            "category": "general",
        },
        {
            "url": "https://en.wikipedia.org/wiki/Python_(programming_language)",
            "title": "Python (programming language)",
            "content": "Python is a high-level...",
            "engine": "bing",
            "engines": ["bing"],
            "score": 1.0,
            "publishedDate": "2024-05-01T00:00:00",
        },
    ],
    "answers": [{"answer": "Python 3.13 is the latest release", "url": "https://www.python.org/downloads/"}],
    "corrections": [],
    "infoboxes": [],
    "suggestions": [],
    "unresponsive_engines": [["duckduckgo", "CAPTCHA"]],
}
EMPTY = {"query": "x", "number_of_results": 0, "results": [], "answers": [], "infoboxes": []}


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search",
        method="GET",
        headers={"Accept": "application/json"},
        query_string={"q": "site:python.org python", "format": "json", "pageno": "1", "time_range": "year"},
    ).respond_with_json(OK)
    config = web_config("searxng", {"searxng": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="python", sites=["python.org"], time_range="py")
    fake.check_assertions()
    assert result.error == ""
    answer, first, second = result.items
    assert answer.metadata["answer_box"] and answer.url == "https://www.python.org/downloads/"
    assert first.score == 1.0 and second.score == pytest.approx(0.25)
    assert first.metadata["engines"] == ["google", "bing"]
    assert second.metadata["published"] == "2024-05-01T00:00:00"
    assert any("duckduckgo" in note for note in result.metadata["notes"])


async def test_missing_base_url_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SEARXNG_API_BASE", "SEARXNG_URL", "SEARXNG_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    result = await run_web(web_config("searxng", {}), tmp_path)
    assert result.error == "SearXNG base URL not configured (set SEARXNG_API_BASE)"


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault, fake, "searxng", method="GET", path="/search", ok_body=OK, empty_body=EMPTY, tmp_path=tmp_path
    )
