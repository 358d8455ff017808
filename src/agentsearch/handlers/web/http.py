"""The HTTP plumbing every builtin provider shares: one AsyncClient per provider (per event loop),
timeouts from config, and retries only on 429/5xx/timeouts with backoff that honours Retry-After.

4xx other than 429 is never retried: a bad key or a bad request will not get better by asking again.
Every provider error is built by `provider_error`, which passes the text through
`agentsearch.redaction` (the project's one redaction rule: the provider's key, every other registered
secret and anything secret-shaped) before it can reach `Result.error`: providers echo the request,
query string included, in their error bodies.
"""

from __future__ import annotations

import asyncio
import dataclasses
import email.utils
import json
import time
import weakref
from collections.abc import Iterable
from typing import Any, ClassVar

import httpx

from agentsearch.errors import ProviderError
from agentsearch.handlers.web.provider import (
    CallStats,
    ProviderConfig,
    ProviderResponse,
    WebQuery,
    missing_key_error,
)
from agentsearch.redaction import redact, register_secret
from agentsearch.types import ResultItem

__all__ = ["HTTPProvider", "parse_retry_after", "provider_error"]

_ERROR_BODY_LIMIT = 200


def provider_error(
    provider: str,
    message: str,
    *,
    secrets: Iterable[str] = (),
    status: int | None = None,
    retryable: bool = False,
    retry_after: float | None = None,
    timed_out: bool = False,
    limit: int = 0,
) -> ProviderError:
    """The one way a web provider's error is made: redacted first, then cut to `limit` characters.

    `secrets` (the provider's key) are registered with `agentsearch.redaction`, which then masks them
    like every other secret. Redacting before cutting matters: a key cut in half by the limit would
    survive as a prefix."""
    for secret in secrets:
        register_secret(secret)
    text = " ".join(redact(message).split())
    if limit and len(text) > limit:
        text = text[: limit - 1] + "…"
    error = ProviderError(provider, text, status=status, retryable=retryable, retry_after=retry_after)
    error.timed_out = timed_out  # type: ignore[attr-defined]
    return error


def parse_retry_after(value: str | None) -> float | None:
    """Retry-After as seconds: either delta-seconds or an HTTP date."""
    if not value:
        return None
    text = value.strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


class HTTPProvider:
    """Base of the builtin providers. Subclasses set the class facts and implement `run`."""

    name: ClassVar[str] = ""
    label: ClassVar[str] = ""
    #: Env vars holding the key, in order of preference (after config's `api_key_env`).
    key_envs: ClassVar[tuple[str, ...]] = ()
    #: Env vars overriding the base URL, in order of preference (after config's `base_url`).
    base_envs: ClassVar[tuple[str, ...]] = ()
    default_base: ClassVar[str] = ""
    #: Engines `web.engine` / `web.settings.<p>.engine` may name; empty = the provider has none.
    engines: ClassVar[tuple[str, ...]] = ()
    key_required: ClassVar[bool] = True
    #: Bumped when the request a provider sends changes meaning, so old cached answers are not reused.
    cache_version: ClassVar[int] = 1
    #: ProviderConfig fields that do not change the answer (how to call, not what to ask).
    _NOT_IN_CACHE_KEY: ClassVar[frozenset[str]] = frozenset(
        {"name", "api_key", "timeout", "retries", "backoff", "max_retry_after"}
    )

    def __init__(self, config: ProviderConfig) -> None:
        self.config = config
        register_secret(config.api_key)  # however the config was made, its key is a secret from now on
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, httpx.AsyncClient] = (
            weakref.WeakKeyDictionary()
        )

    @classmethod
    def configure(cls, settings: ProviderConfig) -> ProviderConfig:
        """Adjust the resolved settings for what only this provider reads (Grok: engine is its model)."""
        return settings

    @property
    def base_url(self) -> str:
        return (self.config.base_url or self.default_base).rstrip("/")

    def cache_facts(self) -> dict[str, Any]:
        """Every setting that changes this provider's answer (engine, model, base URL, ...), for the
        result cache key: any ProviderConfig field not listed as call mechanics is included, so a
        setting added later is keyed on by default."""
        facts = {
            name: value
            for name, value in dataclasses.asdict(self.config).items()
            if name not in self._NOT_IN_CACHE_KEY
        }
        facts.update(base_url=self.base_url, version=self.cache_version)
        return facts

    async def search(self, query: WebQuery, stats: CallStats | None = None) -> ProviderResponse:
        if self.key_required and not self.config.api_key:
            raise missing_key_error(self.name, self.label)
        stats = stats if stats is not None else CallStats()
        items = await self.run(query, stats)
        return ProviderResponse(items=items[: query.limit], requests=stats.requests, notes=list(stats.notes))

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        raise NotImplementedError

    def client(self) -> httpx.AsyncClient:
        """The provider's shared client for the running loop (clients cannot cross event loops)."""
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None or client.is_closed:
            client = httpx.AsyncClient(
                timeout=httpx.Timeout(self.config.timeout),
                headers={"User-Agent": "agentsearch/0.1"},
                follow_redirects=True,
            )
            self._clients[loop] = client
        return client

    async def aclose(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        client = self._clients.pop(loop, None)
        if client is not None:
            await client.aclose()

    async def request_json(
        self,
        method: str,
        url: str,
        stats: CallStats,
        *,
        params: dict[str, Any] | None = None,
        json_body: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Any:
        """Send one request (with retries) and return the decoded JSON body."""
        attempt = 0
        while True:
            attempt += 1
            try:
                response = await self._send(method, url, stats, params, json_body, headers)
            except ProviderError as exc:
                delay = self._retry_delay(exc, attempt)
                if delay is None:
                    raise
                await asyncio.sleep(delay)
                continue
            return self._decode(response)

    async def _send(
        self,
        method: str,
        url: str,
        stats: CallStats,
        params: dict[str, Any] | None,
        json_body: dict[str, Any] | None,
        headers: dict[str, str] | None,
    ) -> httpx.Response:
        stats.requests += 1
        try:
            response = await self.client().request(
                method, url, params=params, json=json_body, headers=headers
            )
        except httpx.TimeoutException:
            raise self.error(
                f"{self.label} timed out after {self.config.timeout:g}s", retryable=True, timed_out=True
            ) from None
        except httpx.HTTPError as exc:
            reason = str(exc) or type(exc).__name__
            raise self.error(f"{self.label} request failed: {reason}", retryable=True) from None
        if response.status_code >= 400:
            raise self._http_error(response)
        return response

    def _http_error(self, response: httpx.Response) -> ProviderError:
        status = response.status_code
        detail = _error_detail(response)
        retryable = status == 429 or status >= 500
        prefix = f"{self.label} HTTP {status}"
        return self.error(
            prefix + (f": {detail}" if detail else ""),
            status=status,
            retryable=retryable,
            retry_after=parse_retry_after(response.headers.get("Retry-After")),
            limit=len(prefix) + 2 + _ERROR_BODY_LIMIT,
        )

    def _retry_delay(self, exc: ProviderError, attempt: int) -> float | None:
        """Seconds to wait before retrying, or None to give up."""
        if not exc.retryable or attempt > self.config.retries:
            return None
        if exc.retry_after is not None:
            if exc.retry_after > self.config.max_retry_after:
                return None  # the provider asks for longer than we will wait: let fallback handle it
            return exc.retry_after
        return float(self.config.backoff * (2 ** (attempt - 1)))

    def _decode(self, response: httpx.Response) -> Any:
        try:
            return response.json()
        except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
            raise self.error(f"{self.label} returned invalid JSON", status=response.status_code) from None

    def error(self, message: str, **facts: Any) -> ProviderError:
        """This provider's error, through `provider_error` with its key as the secret to redact."""
        return provider_error(self.name, message, secrets=(self.config.api_key,), **facts)

    def shape_error(self, what: str) -> ProviderError:
        """The response parsed but is not shaped as documented."""
        return self.error(f"{self.label} returned an unexpected response: {what}")


def _error_detail(response: httpx.Response) -> str:
    """The reason in an error body: JSON `detail`/`error`/`message` fields, else the text (uncut:
    `provider_error` redacts, then cuts)."""
    try:
        body = response.json()
    except ValueError:
        body = None
    text = ""
    if isinstance(body, dict):
        for key in ("detail", "error", "message", "errors"):
            value = body.get(key)
            if isinstance(value, dict):
                value = value.get("message") or value.get("detail") or value.get("error") or json.dumps(value)
            if isinstance(value, list) and value:
                value = value[0].get("message") if isinstance(value[0], dict) else value[0]
            if value:
                text = str(value)
                break
    if not text and body in (None, ""):
        text = response.text.strip()
    elif not text and body not in ({}, []):
        text = json.dumps(body, ensure_ascii=False)
    return " ".join(text.split())
