"""No provider's key reaches `Result.error`, whatever the provider echoes back.

Each fake below answers an error whose body echoes the whole request: the URL with its query string
(SerpApi's `api_key=`, OpenAlex's `api_key=`), the headers (`Authorization: Bearer`, `x-api-key`,
`X-API-KEY`, `X-Subscription-Token`) and the JSON body, the way misbehaving gateways and several
providers' 4xx pages do. The error text must keep the status and the reason but never the key. The masking is
`agentsearch.redaction`'s (the project's one redaction module): the web path has no rule of its own.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch import redaction
from agentsearch.errors import ProviderError
from agentsearch.handlers.web.http import provider_error
from agentsearch.handlers.web.provider import ProviderConfig, WebQuery
from agentsearch.handlers.web.registry import PROVIDERS

from .support import KEY, run_web, web_config

#: provider -> (path, base suffix) of its documented endpoint
ENDPOINTS = {
    "tavily": ("/search", ""),
    "serper": ("/search", ""),
    "serpapi": ("/search.json", ""),
    "brave": ("/res/v1/web/search", ""),
    "exa": ("/search", ""),
    "grok": ("/responses", ""),
    "searxng": ("/search", ""),
    "openalex": ("/works", ""),
    "semantic_scholar": ("/graph/v1/paper/search", ""),
}


def echo(status: int, shape: str):  # type: ignore[no-untyped-def]
    def handler(request: WRequest) -> WResponse:
        echoed = {
            "url": request.url,
            "headers": dict(request.headers),
            "body": request.get_data(as_text=True),
        }
        if shape == "json":
            payload = json.dumps({"error": {"message": f"bad request: {json.dumps(echoed)}"}})
            return WResponse(payload, status=status, content_type="application/json")
        return WResponse(f"Bad request {echoed}", status=status, content_type="text/plain")

    return handler


@pytest.mark.parametrize("shape", ["json", "text"])
@pytest.mark.parametrize("status", [400, 500])
@pytest.mark.parametrize("provider", sorted(ENDPOINTS))
async def test_an_echoing_error_body_never_leaks_the_key(
    provider: str, status: int, shape: str, fake: HTTPServer, tmp_path: Path
) -> None:
    path, suffix = ENDPOINTS[provider]
    fake.expect_request(path).respond_with_handler(echo(status, shape))
    config = web_config(provider, {provider: fake.url_for("/").rstrip("/") + suffix})
    result = await run_web(config, tmp_path, query="coffee")
    assert f"HTTP {status}" in result.error
    assert KEY not in result.error and KEY[: len(KEY) // 2] not in result.error
    assert redaction.MARK in result.error or "bad request" in result.error.lower()


def test_a_key_cut_by_the_length_limit_is_still_redacted() -> None:
    secret = "sk-abcdefghijklmnopqrstuvwxyz0123456789"
    message = "X HTTP 400: " + "." * 180 + f"?api_key={secret}"
    error = provider_error("x", message, secrets=(secret,), limit=200)
    assert "sk-abc" not in error.reason and len(error.reason) <= 200


def test_redaction_covers_the_encoded_key_and_key_shaped_values() -> None:
    secret = "a/b+c-" + secrets.token_hex(6)
    mark = redaction.MARK
    try:
        error = provider_error(
            "x", f"q=1&api_key={secret.replace('/', '%2F').replace('+', '%2B')}", secrets=(secret,)
        )
        assert error.reason == f"q=1&api_key={mark}"
    finally:
        redaction.forget_secret(secret)
    assert provider_error("x", '{"x-api-key": "zzz-999"}').reason == f'{{"x-api-key": "{mark}"}}'
    assert provider_error("x", "Authorization: Bearer abc.def-12").reason == f"Authorization: Bearer {mark}"
    assert provider_error("x", "Incorrect API key provided").reason == "Incorrect API key provided"


@pytest.mark.parametrize("shape", ["json", "text"])
@pytest.mark.parametrize("provider", sorted(ENDPOINTS))
async def test_each_providers_echoed_key_is_masked_by_the_one_redaction_module(
    provider: str, shape: str, fake: HTTPServer
) -> None:
    """The provider's own error (before `Result.error` redacts again) carries `redaction.MARK` where the
    key was: a provider built straight from a ProviderConfig, with a key nothing registered beforehand,
    is masked by `agentsearch.redaction`. A secret-shaped token the old web-only rule did not know
    (`sk-…`) is masked too, which only the shared module's shapes do."""
    key = "web-" + secrets.token_hex(12)
    stray = "sk-" + secrets.token_hex(12)
    assert redaction.redact(key) == key, "nothing registered the key beforehand"
    path, suffix = ENDPOINTS[provider]

    echoes: list[str] = []
    plain = {
        "host",
        "accept",
        "accept-encoding",
        "connection",
        "user-agent",
        "content-length",
        "content-type",
    }

    def handler(request: WRequest) -> WResponse:
        # what carries the key comes first, so the 200-character cut keeps it in the error
        headers = {k: v for k, v in request.headers.items() if k.lower() not in plain}
        echoed = f"{stray} {headers} {request.get_data(as_text=True)} {request.url}"
        echoes.append(echoed)
        if shape == "json":
            payload = json.dumps({"message": f"bad request: {echoed}"})
            return WResponse(payload, status=400, content_type="application/json")
        return WResponse(f"bad request: {echoed}", status=400, content_type="text/plain")

    fake.expect_request(path).respond_with_handler(handler)
    base = fake.url_for("/").rstrip("/") + suffix
    instance = PROVIDERS[provider](
        ProviderConfig(name=provider, api_key=key, base_url=base, timeout=2.0, retries=0)
    )
    try:
        with pytest.raises(ProviderError) as caught:
            await instance.search(WebQuery("coffee", limit=3))
        reason = caught.value.reason
        assert echoes and key in echoes[0][:150], "the fake echoed the key near the start of its body"
        assert "HTTP 400" in reason
        assert key not in reason and key[4:14] not in reason and stray not in reason
        assert redaction.MARK in reason
        assert redaction.redact(f"later {key}") == f"later {redaction.MARK}", "the key is now registered"
    finally:
        await instance.aclose()
        redaction.forget_secret(key)
