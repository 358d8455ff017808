"""Helpers for the web handler tests: configs and contexts pointing providers at local servers."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch.config import Config
from agentsearch.context import SearchContext


class QuickStopServer(HTTPServer):
    """pytest-httpserver polls for shutdown every 0.5 s; a server per test made every teardown wait for
    it (about a minute over this suite). A short poll interval stops it at once."""

    def thread_target(self) -> None:
        assert self.server is not None
        self.server.serve_forever(poll_interval=0.02)


KEY = "test-key-123"
KEY_ENV = "AGENTSEARCH_TEST_WEB_KEY"


def web_config(
    provider: str | list[str],
    bases: dict[str, str],
    *,
    strategy: str = "fallback",
    timeout: float = 2.0,
    retries: int = 0,
    key_env: str = KEY_ENV,
    **web: Any,
) -> Config:
    """A config whose providers talk to local servers; keys come from `key_env` (set by the test)."""
    chain = [provider] if isinstance(provider, str) else provider
    names = list(dict.fromkeys([*chain, *bases]))
    settings = {name: {"base_url": bases.get(name, ""), "api_key_env": f"$ENV.{key_env}"} for name in names}
    block: dict[str, Any] = {
        "provider": chain[0],
        "providers": chain,
        "strategy": strategy,
        "timeout": timeout,
        "retries": retries,
        "settings": settings,
        **web,
    }
    return Config.from_layers({"web": block})


def web_ctx(config: Config, tmp_path: Path | None = None, **kwargs: Any) -> SearchContext:
    return SearchContext(config=config, app_dir=tmp_path, **kwargs)


def sleeper(seconds: float, body: str = "{}") -> Callable[[WRequest], WResponse]:
    """A handler that answers after `seconds` (slow response / timeout cases)."""

    def handler(_request: WRequest) -> WResponse:
        time.sleep(seconds)
        return WResponse(body, status=200, content_type="application/json")

    return handler


FAULTS = ["401", "429", "500", "timeout", "slow", "malformed", "empty"]


async def run_web(config: Config, tmp_path: Path, **request: Any) -> Any:
    """Run one web request through the real WebHandler."""
    from agentsearch.handlers.web import WebHandler
    from agentsearch.types import Request, SearchType

    handler = WebHandler()
    return await handler.search(
        Request(type=SearchType.WEB, **{"query": "q", **request}), web_ctx(config, tmp_path)
    )


async def check_fault(
    fault: str,
    server: Any,
    provider: str,
    *,
    method: str,
    path: str,
    ok_body: dict[str, Any],
    empty_body: dict[str, Any],
    error_body: dict[str, Any] | None = None,
    tmp_path: Path,
    base_suffix: str = "",
) -> None:
    """One cell of the fault matrix: what the handler makes of a provider failure."""
    from agentsearch.handlers.web.cooldown import COOLDOWNS

    expect = server.expect_request(path, method=method)
    error_json = error_body or {"error": "boom"}
    if fault == "401":
        expect.respond_with_json(error_json, status=401)
    elif fault == "429":
        expect.respond_with_json(error_json, status=429, headers={"Retry-After": "120"})
    elif fault == "500":
        expect.respond_with_json(error_json, status=500)
    elif fault == "timeout":
        expect.respond_with_handler(sleeper(0.6, json_dumps(ok_body)))
    elif fault == "slow":
        expect.respond_with_handler(sleeper(0.15, json_dumps(ok_body)))
    elif fault == "malformed":
        expect.respond_with_data("{not json", content_type="application/json")
    elif fault == "empty":
        expect.respond_with_json(empty_body)
    timeout = 0.3 if fault == "timeout" else 2.0
    config = web_config(provider, {provider: server.url_for("/").rstrip("/") + base_suffix}, timeout=timeout)
    result = await run_web(config, tmp_path)
    assert result.metadata["requests"] == {provider: 1}
    if fault == "slow":
        assert not result.error and result.items, result.error
        return
    assert not result.items, "a failure must never become an item"
    if fault == "empty":
        assert result.error == ""
        return
    expected = {
        "401": "HTTP 401",
        "429": "HTTP 429",
        "500": "HTTP 500",
        "timeout": "timed out",
        "malformed": "invalid JSON",
    }[fault]
    assert expected in result.error
    if fault in {"429", "500"}:
        assert COOLDOWNS.blocked(provider), "429/5xx must cool the provider down"
        again = await run_web(config, tmp_path)
        assert provider in again.metadata["skipped"]
        assert "cooling down" in again.error
    else:
        assert not COOLDOWNS.blocked(provider)


def json_dumps(value: Any) -> str:
    import json

    return json.dumps(value)
