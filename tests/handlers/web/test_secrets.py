"""No provider's key reaches `Result.error`, whatever the provider echoes back.

Each fake below answers an error whose body echoes the whole request: the URL with its query string
(SerpApi's `api_key=`, OpenAlex's `api_key=`), the headers (`Authorization: Bearer`, `x-api-key`,
`X-API-KEY`, `X-Subscription-Token`) and the JSON body, the way misbehaving gateways and several
providers' 4xx pages do. The error text must keep the status and the reason but never the key.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch.handlers.web.http import provider_error, redact_secrets

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
    assert "***" in result.error or "bad request" in result.error.lower()


def test_a_key_cut_by_the_length_limit_is_still_redacted() -> None:
    secret = "sk-abcdefghijklmnopqrstuvwxyz0123456789"
    message = "X HTTP 400: " + "." * 180 + f"?api_key={secret}"
    error = provider_error("x", message, secrets=(secret,), limit=200)
    assert "sk-abc" not in error.reason and len(error.reason) <= 200


def test_redaction_covers_the_encoded_key_and_key_shaped_values() -> None:
    assert redact_secrets("q=1&api_key=a%2Fb%2Bc", ("a/b+c",)) == "q=1&api_key=***"
    assert redact_secrets('{"x-api-key": "zzz-999"}') == '{"x-api-key": "***"}'
    assert redact_secrets("Authorization: Bearer abc.def") == "Authorization: Bearer ***"
    assert redact_secrets("Incorrect API key provided") == "Incorrect API key provided"
