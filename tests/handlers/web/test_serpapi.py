"""SerpApi against a local server: GET /search.json, per-engine query/size/time parameters."""

from __future__ import annotations

import re
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.config import Config
from agentsearch.errors import ConfigError
from agentsearch.handlers.web.serpapi import SERPAPI_ENGINES, bing_date_filter

from .support import FAULTS, KEY, check_fault, run_web, web_config

OK = {
    "search_metadata": {"id": "x", "status": "Success"},
    "search_parameters": {"engine": "google", "q": "coffee"},
    "answer_box": {
        "type": "organic_result",
        "title": "Coffee",
        "answer": "A brewed drink",
        "link": "https://a.b/c",
    },
    "organic_results": [
        {
            "position": 1,
            "title": "Coffee - Wikipedia",
            "link": "https://en.wikipedia.org/wiki/Coffee",
            "snippet": "Coffee is a beverage brewed from roasted coffee beans.",
            "date": "Mar 1, 2024",
        },
        {
            "position": 2,
            "title": "Coffee | Britannica",
            "link": "https://www.britannica.com/topic/coffee",
            "snippet": "coffee, beverage brewed from the roasted and ground seeds...",
        },
    ],
}
EMPTY = {
    "search_metadata": {"status": "Success"},
    "search_parameters": {"engine": "google"},
    "error": "Google hasn't returned any results for this query.",
}

#: engine -> the query string SerpApi documents for `q="coffee"`, limit 5, time range week.
EXPECTED: dict[str, dict[str, str]] = {
    "google": {"q": "coffee", "num": "5", "tbs": "qdr:w"},
    "bing": {"q": "coffee", "count": "5"},
    "baidu": {"q": "coffee", "rn": "5"},
    "yandex": {"text": "coffee"},
    "yahoo": {"p": "coffee"},
    "duckduckgo": {"q": "coffee", "df": "w"},
    "naver": {"query": "coffee"},
}


@pytest.mark.parametrize("engine", SERPAPI_ENGINES)
async def test_engine_parameters(engine: str, fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request("/search.json", method="GET").respond_with_json(
        {**OK, "search_parameters": {"engine": engine}}
    )
    config = web_config("serpapi", {"serpapi": fake.url_for("/").rstrip("/")}, engine=engine)
    result = await run_web(config, tmp_path, query="coffee", limit=5, time_range="week")
    fake.check_assertions()
    params: dict[str, Any] = dict(fake.log[0][0].args)
    assert params.pop("engine") == engine
    assert params.pop("api_key") == KEY
    if engine == "baidu":
        assert params.pop("gpc").endswith("|stftype=1")
    if engine == "bing":
        # SerpApi's Bing API: `filters` "filtering by date range ex1:\"ez5_18169_18230\"" (days since 1970)
        start, end = re.fullmatch(r'ex1:"ez5_(\d+)_(\d+)"', params.pop("filters")).groups()  # type: ignore[union-attr]
        assert int(end) - int(start) == 7 and int(end) == int(time.time()) // 86400
    assert params == EXPECTED[engine]
    assert result.error == ""
    assert [i.url for i in result.items if not i.metadata.get("answer_box")] == [
        r["link"] for r in OK["organic_results"]
    ]
    assert all(i.metadata["engine"] == engine for i in result.items if not i.metadata.get("answer_box"))
    notes = result.metadata.get("notes", [])
    honoured = engine in {"google", "bing", "duckduckgo", "baidu"}
    assert bool(notes) is not honoured, "an unsupported time range must be reported, not dropped silently"


def test_engines_are_the_web_engines_of_serpapis_engine_list() -> None:
    # SerpApi's engine catalogue lists google, bing, baidu, yandex, yahoo, duckduckgo, naver (and
    # vertical engines); it has no `ecosia` or `seznam` engine, so they are refused as unknown.
    assert set(SERPAPI_ENGINES) == {"google", "bing", "baidu", "yandex", "yahoo", "duckduckgo", "naver"}
    with pytest.raises(ConfigError, match="unknown SerpAPI engine 'ecosia'"):
        Config.from_layers({"web": {"provider": "serpapi", "engine": "ecosia"}})


def test_bing_date_filter_is_days_since_epoch() -> None:
    now = datetime(2019, 11, 28, tzinfo=UTC)  # day 18228
    assert bing_date_filter("month", now) == 'ex1:"ez5_18197_18228"'


async def test_sites_and_answer_box(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search.json",
        method="GET",
        query_string={"engine": "google", "q": "site:wikipedia.org coffee", "num": "10", "api_key": KEY},
    ).respond_with_json(OK)
    config = web_config("serpapi", {"serpapi": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="coffee", sites=["wikipedia.org"])
    fake.check_assertions()
    box, first, second = result.items
    assert box.metadata["answer_box"] and box.content == "A brewed drink"
    assert first.score == pytest.approx(0.95) and first.metadata["published"] == "Mar 1, 2024"
    assert second.title == "Coffee | Britannica"


async def test_error_field_with_http_200_is_an_error(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search.json").respond_with_json(
        {"error": "Invalid API key. Your API key should be here"}
    )
    config = web_config("serpapi", {"serpapi": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path)
    assert result.error == "SerpAPI error: Invalid API key. Your API key should be here"
    assert result.items == []


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "serpapi",
        method="GET",
        path="/search.json",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"error": "Invalid API key."},
        tmp_path=tmp_path,
    )
