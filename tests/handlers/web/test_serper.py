"""Serper against a local server: POST /search with X-API-KEY, answerBox, position scores."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from .support import FAULTS, KEY, check_fault, run_web, web_config

OK = {
    "searchParameters": {"q": "apple inc", "type": "search", "engine": "google"},
    "answerBox": {"title": "Apple Inc.", "answer": "Tim Cook", "link": "https://www.apple.com/leadership/"},
    "organic": [
        {
            "title": "Apple",
            "link": "https://www.apple.com/",
            "snippet": "Discover the innovative world of Apple.",
            "position": 1,
        },
        {
            "title": "Apple Inc. - Wikipedia",
            "link": "https://en.wikipedia.org/wiki/Apple_Inc.",
            "snippet": "Apple Inc. is an American multinational technology company...",
            "date": "Jan 3, 2025",
            "position": 2,
        },
    ],
}
EMPTY = {"searchParameters": {"q": "x"}, "organic": []}


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search",
        method="POST",
        headers={"X-API-KEY": KEY},
        json={"q": "(site:apple.com OR site:wikipedia.org) apple inc", "num": 5, "tbs": "qdr:d"},
    ).respond_with_json(OK)
    config = web_config("serper", {"serper": fake.url_for("/").rstrip("/")})
    result = await run_web(
        config, tmp_path, query="apple inc", limit=5, sites=["apple.com", "wikipedia.org"], time_range="day"
    )
    fake.check_assertions()
    assert result.error == ""
    box, first, second = result.items
    assert box.metadata["type"] == "answer_box" and box.content == "Tim Cook" and box.score == 1.0
    assert (first.url, first.score) == ("https://www.apple.com/", pytest.approx(0.95))
    assert (second.score, second.metadata["published"]) == (pytest.approx(0.90), "Jan 3, 2025")


async def test_single_site_and_hour(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search", method="POST", json={"q": "site:apple.com q", "num": 10, "tbs": "qdr:h"}
    ).respond_with_json(EMPTY)
    config = web_config("serper", {"serper": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, sites=["apple.com"], time_range="hour")
    fake.check_assertions()
    assert result.error == "" and result.items == []


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "serper",
        method="POST",
        path="/search",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"message": "Unauthorized.", "statusCode": 403},
        tmp_path=tmp_path,
    )
