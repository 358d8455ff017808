"""Brave against a local server: GET /res/v1/web/search with X-Subscription-Token and freshness."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from .support import FAULTS, KEY, check_fault, run_web, web_config

OK = {
    "type": "search",
    "query": {"original": "deno 2"},
    "web": {
        "type": "search",
        "results": [
            {
                "title": "Announcing Deno 2",
                "url": "https://deno.com/blog/v2.0",
                "description": "The web is humanity's largest software platform...",
                "page_age": "2024-10-09T14:00:00",
                "age": "October 9, 2024",
                "extra_snippets": ["Deno 2 is backwards compatible with Node"],
            },
            {"title": "Deno", "url": "https://github.com/denoland/deno", "description": "A modern runtime"},
        ],
    },
}
EMPTY = {"type": "search", "query": {"original": "x"}, "web": {"type": "search", "results": []}}


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/res/v1/web/search",
        method="GET",
        headers={"X-Subscription-Token": KEY, "Accept": "application/json"},
        query_string={"q": "site:deno.com deno 2", "count": "20", "text_decorations": "0", "freshness": "pw"},
    ).respond_with_json(OK)
    config = web_config("brave", {"brave": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="deno 2", limit=50, sites=["deno.com"], time_range="week")
    fake.check_assertions()
    assert result.error == ""
    first, second = result.items
    assert first.metadata["published"] == "2024-10-09T14:00:00"
    assert first.metadata["extra_snippets"] == ["Deno 2 is backwards compatible with Node"]
    assert first.score == pytest.approx(0.95) and second.score == pytest.approx(0.90)


@pytest.mark.parametrize(
    ("time_range", "freshness"), [("pd", "pd"), ("month", "pm"), ("py", "py"), ("hour", "pd")]
)
async def test_freshness_mapping(time_range: str, freshness: str, fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/res/v1/web/search",
        query_string={"q": "q", "count": "10", "text_decorations": "0", "freshness": freshness},
    ).respond_with_json(EMPTY)
    config = web_config("brave", {"brave": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, time_range=time_range)
    fake.check_assertions()
    assert result.error == ""


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "brave",
        method="GET",
        path="/res/v1/web/search",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={
            "type": "ErrorResponse",
            "error": {"id": "x", "status": 422, "code": "SUBSCRIPTION_TOKEN_INVALID", "detail": "bad token"},
        },
        tmp_path=tmp_path,
    )


async def test_snippets_carry_no_html_even_when_brave_decorates_them(
    fake: HTTPServer, tmp_path: Path
) -> None:
    # Brave's `text_decorations` (default true) wraps matches in `<strong>`; the item must be plain text
    decorated = {
        "type": "search",
        "web": {
            "type": "search",
            "results": [
                {
                    "title": "Announcing <strong>Deno</strong> 2",
                    "url": "https://deno.com/blog/v2.0",
                    "description": "<strong>Deno</strong> 2 &amp; npm: a &lt;modern&gt; runtime, 1 < 2",
                }
            ],
        },
    }
    fake.expect_oneshot_request("/res/v1/web/search").respond_with_json(decorated)
    config = web_config("brave", {"brave": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="deno 2")
    (item,) = result.items
    assert item.title == "Announcing Deno 2"
    assert item.content == "Deno 2 & npm: a <modern> runtime, 1 < 2"
