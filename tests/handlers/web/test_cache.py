"""The result cache: SQLite by default, Redis when `web.cache_url` is redis://; hits are marked."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web import cache as cache_module
from agentsearch.handlers.web.cache import SQLiteCache, cache_key
from agentsearch.handlers.web.provider import ProviderResponse, WebQuery, web_item

from .support import run_web, web_config

OK = {"query": "q", "results": [{"title": "T", "url": "https://a.example/", "content": "c", "score": 0.7}]}


async def test_sqlite_cache_hit_is_marked_and_makes_no_request(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(OK)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, cache_ttl=60)
    first = await run_web(config, tmp_path, query="Deno  2", limit=3)
    second = await run_web(config, tmp_path, query="deno 2".replace("d", "D", 1), limit=3)
    assert (tmp_path / "data" / "web_cache.sqlite").exists()
    assert first.metadata["cache_hit"] is False and first.metadata["requests"] == {"tavily": 1}
    assert second.metadata["cache_hit"] is True and second.metadata["requests"] == {"tavily": 0}
    assert second.metadata["cache"] == {"tavily": "hit"}
    assert second.items[0].metadata["cached"] is True
    assert [i.url for i in second.items] == [i.url for i in first.items]
    assert len(fake.log) == 1
    other = await run_web(config, tmp_path, query="Deno 2", limit=3, sites=["deno.com"])
    assert other.metadata["cache_hit"] is False and len(fake.log) == 2


async def test_cache_off_by_default(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(OK)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")})
    await run_web(config, tmp_path)
    result = await run_web(config, tmp_path)
    assert "cache" not in result.metadata and len(fake.log) == 2


async def test_failures_are_not_cached(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json({}, status=400)
    config = web_config("tavily", {"tavily": fake.url_for("/").rstrip("/")}, cache_ttl=60)
    await run_web(config, tmp_path)
    await run_web(config, tmp_path)
    assert len(fake.log) == 2


async def test_sqlite_entries_expire(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = SQLiteCache(tmp_path / "c.sqlite")
    key = cache_key("tavily", WebQuery("q"))
    item = web_item("tavily", title="t", url="https://a/", content="c", position=1)
    await cache.set(key, ProviderResponse(items=[item], notes=["n"]), ttl=10)
    hit = await cache.get(key)
    assert hit is not None and hit.items[0].url == "https://a/" and hit.notes == ["n"]
    real = cache_module.time.time
    monkeypatch.setattr(cache_module.time, "time", lambda: real() + 11)
    assert await cache.get(key) is None


def test_key_normalises_the_request() -> None:
    assert cache_key("exa", WebQuery(" a  b ", sites=("X.com",))) == cache_key(
        "exa", WebQuery("a b", sites=("x.com",))
    )
    assert cache_key("exa", WebQuery("a")) != cache_key("brave", WebQuery("a"))
    assert cache_key("exa", WebQuery("a", time_range="pw")) == cache_key(
        "exa", WebQuery("a", time_range="week")
    )


async def test_redis_cache(fake: HTTPServer, tmp_path: Path, redis_url: str) -> None:
    import redis.asyncio as redis_asyncio

    prefix = f"agentsearch-test:{uuid.uuid4().hex}:"
    fake.expect_request("/search", method="POST").respond_with_json(OK)
    config = web_config(
        "tavily",
        {"tavily": fake.url_for("/").rstrip("/")},
        cache_ttl=60,
        cache_url=redis_url,
        cache_prefix=prefix,
    )
    client = redis_asyncio.from_url(redis_url)
    try:
        first = await run_web(config, tmp_path)
        second = await run_web(config, tmp_path)
        keys = [key async for key in client.scan_iter(match=prefix + "*")]
        assert len(keys) == 1
        assert 0 < await client.ttl(keys[0]) <= 60
        assert first.metadata["cache_hit"] is False and second.metadata["cache_hit"] is True
        assert len(fake.log) == 1
        assert not (tmp_path / "data" / "web_cache.sqlite").exists()
    finally:
        async for key in client.scan_iter(match=prefix + "*"):
            await client.delete(key)
        await client.aclose()


async def test_switching_the_serpapi_engine_is_a_cache_miss(fake: HTTPServer, tmp_path: Path) -> None:
    # SerpApi's `engine` parameter picks a different search engine: Bing's answer is not Google's
    def page(engine: str) -> dict[str, object]:
        return {
            "search_parameters": {"engine": engine},
            "organic_results": [{"position": 1, "title": engine, "link": f"https://{engine}.example/"}],
        }

    fake.expect_request(
        "/search.json",
        query_string={"engine": "google", "q": "coffee", "num": "10", "api_key": "test-key-123"},
    ).respond_with_json(page("google"))
    fake.expect_request(
        "/search.json",
        query_string={"engine": "bing", "q": "coffee", "count": "10", "api_key": "test-key-123"},
    ).respond_with_json(page("bing"))
    base = {"serpapi": fake.url_for("/").rstrip("/")}
    google = web_config("serpapi", base, cache_ttl=60)
    bing = google.merged({"web": {"settings": {"serpapi": {"engine": "bing"}}}})
    first = await run_web(google, tmp_path, query="coffee")
    second = await run_web(bing, tmp_path, query="coffee")
    again = await run_web(bing, tmp_path, query="coffee")
    assert first.items[0].title == "google" and second.items[0].title == "bing"
    assert second.metadata["cache_hit"] is False and again.metadata["cache_hit"] is True
    assert len(fake.log) == 2


def test_key_includes_every_setting_that_changes_the_answer() -> None:
    from agentsearch.handlers.web.provider import ProviderConfig
    from agentsearch.handlers.web.registry import provider_from_config

    def key(**settings: object) -> str:
        provider = provider_from_config(ProviderConfig(name="grok", **settings))  # type: ignore[arg-type]
        return cache_key("grok", WebQuery("q"), provider.cache_facts())  # type: ignore[attr-defined]

    assert key(model="grok-4-1-fast-reasoning") != key(model="grok-4-1-fast-non-reasoning")
    assert key(base_url="https://a.example/v1") != key(base_url="https://b.example/v1")
    assert key(engine="x") != key()
    # how a call is made does not change what it answers: same key
    assert key(timeout=5.0, retries=0, api_key="k1") == key(timeout=30.0, retries=3, api_key="k2")
