"""Builtin mode: the provider chain (`web.providers`, or `request.providers`) under a strategy.

- `fallback` (default): providers in order; the next one is tried when a provider is cooling down, has no
  key, fails with 429/5xx/timeout/network error, or finds nothing. 429/5xx, and `TIMEOUT_STRIKES`
  timeouts in a row, cool a provider down (cooldown.py). Other failures (401/403/400, a
  malformed answer) stop the chain with `Result.error`: they need fixing, not hiding.
- `first`: one call to the first usable provider (cooling-down and keyless ones are skipped); its
  failure is the result.
- `all`: every usable provider in parallel, merged by canonical URL with `metadata.sources` tags.

Every attempt, skip, cache hit and HTTP request count is recorded in `Result.metadata`. Failures are
never turned into items (Yao §7.17).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import httpx

from agentsearch import telemetry
from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.errors import PluginError, ProviderError, one_line
from agentsearch.handlers.web.cache import ResultCache, cache_key, open_cache
from agentsearch.handlers.web.cooldown import COOLDOWNS, Cooldowns
from agentsearch.handlers.web.http import provider_error
from agentsearch.handlers.web.provider import CallStats, ProviderResponse, WebQuery
from agentsearch.handlers.web.registry import PROVIDERS, get_provider
from agentsearch.types import Request, Result, ResultItem, SearchType
from agentsearch.urls import page_key

__all__ = ["builtin_search", "merge_by_url", "web_query"]


@dataclass
class _Outcome:
    provider: str
    response: ProviderResponse | None = None
    error: ProviderError | None = None
    skipped: str = ""
    cached: bool = False
    requests: int = 0

    @property
    def ok(self) -> bool:
        return self.response is not None

    def record(self) -> dict[str, Any]:
        entry: dict[str, Any] = {"provider": self.provider}
        if self.skipped:
            entry.update(status="skipped", reason=self.skipped)
        elif self.error is not None:
            entry.update(status="error", reason=self.error.reason)
            if self.error.status:
                entry["http_status"] = self.error.status
        else:
            assert self.response is not None
            entry.update(status="cached" if self.cached else "ok", items=len(self.response.items))
        return entry


@dataclass
class _Run:
    ctx: SearchContext
    query: WebQuery
    cache: ResultCache | None
    ttl: int
    cooldowns: Cooldowns
    outcomes: list[_Outcome] = field(default_factory=list)


def web_query(request: Request, config: Config) -> WebQuery:
    """The provider query for a request: limit (0 → `web.max_results`), sites, time range, engine."""
    return WebQuery(
        query=request.query,
        limit=request.limit or config.web.max_results,
        sites=tuple(request.sites),
        time_range=request.time_range,
        engine=config.web.engine,
    )


async def builtin_search(request: Request, ctx: SearchContext, cooldowns: Cooldowns = COOLDOWNS) -> Result:
    config = ctx.config
    chain = list(dict.fromkeys(request.providers)) or config.web.chain
    unknown = [name for name in chain if name not in PROVIDERS]
    if unknown:
        return _result(request, error=PROVIDERS.unknown(unknown[0]))
    ttl = config.web.cache_ttl
    cache = open_cache(config.web.cache_url, ctx.data_dir(), config.web.cache_prefix) if ttl > 0 else None
    run = _Run(ctx, web_query(request, config), cache, ttl, cooldowns)
    strategy = config.web.strategy
    if strategy == "all" and len(chain) > 1:
        return await _all(request, run, chain)
    return await _sequential(request, run, chain, strategy)


async def _sequential(request: Request, run: _Run, chain: list[str], strategy: str) -> Result:
    for name in chain:
        outcome = await _attempt(run, name)
        run.outcomes.append(outcome)
        if outcome.skipped or _missing_key(outcome.error):
            continue  # never called: the next provider is tried under every strategy
        if strategy == "first" or _has_items(outcome):
            break
        if outcome.error is not None and not outcome.error.retryable:
            break
    best = next((o for o in run.outcomes if _has_items(o)), None)
    if best is None:
        # No items anywhere: an empty answer is a valid result; only all-failed is an error.
        best = next((o for o in run.outcomes if o.ok), None)
    if best is not None and best.response is not None:
        return _finish(request, run, best.response.items, [best])
    return _finish(request, run, [], [], error=_failure_message(run.outcomes))


async def _all(request: Request, run: _Run, chain: list[str]) -> Result:
    outcomes = await asyncio.gather(*(_attempt(run, name) for name in chain))
    run.outcomes.extend(outcomes)
    good = [o for o in outcomes if o.ok]
    if not good:
        return _finish(request, run, [], [], error=_failure_message(outcomes))
    merged = merge_by_url([(o.provider, o.response.items) for o in good if o.response])
    return _finish(request, run, merged[: run.query.limit], good)


async def _attempt(run: _Run, name: str) -> _Outcome:
    reason = run.cooldowns.blocked(name)
    if reason:
        return _Outcome(name, skipped=reason)
    stats = CallStats()
    secrets: tuple[str, ...] = ()
    try:
        provider = get_provider(name, run.ctx)
        secrets = (getattr(getattr(provider, "config", None), "api_key", "") or "",)
        cache_facts = getattr(provider, "cache_facts", None)
        facts: dict[str, Any] = cache_facts() if callable(cache_facts) else {}
        key = cache_key(name, run.query, facts)
        if run.cache is not None:
            hit = await run.cache.get(key)
            if hit is not None:
                hit.items = [
                    i.model_copy(update={"metadata": {**i.metadata, "cached": True}}) for i in hit.items
                ]
                return _Outcome(name, response=hit, cached=True)
        with telemetry.span("agentsearch.web.provider", {"agentsearch.provider": name}, client=True):
            response = await provider.search(run.query, stats)
    except PluginError as exc:  # an installed plugin that does not import: this provider's failure
        return _Outcome(name, error=ProviderError(name, exc.reason))
    except ProviderError as exc:
        if exc.status is not None and (exc.status == 429 or exc.status >= 500):
            run.cooldowns.strike(name, f"HTTP {exc.status}", exc.retry_after)
        elif getattr(exc, "timed_out", False):
            run.cooldowns.timed_out(name, exc.reason)
        return _Outcome(name, error=exc, requests=stats.requests)
    except (ValueError, TypeError, KeyError, AttributeError, httpx.InvalidURL) as exc:
        # A provider answer we could not read, or a bad base URL: this provider's failure only.
        error = provider_error(name, f"{name} failed: {one_line(exc, with_type=True)}", secrets=secrets)
        return _Outcome(name, error=error, requests=stats.requests)
    run.cooldowns.clear(name)
    if run.cache is not None and response.items:
        await run.cache.set(key, response, run.ttl)
    return _Outcome(name, response=response, requests=response.requests or stats.requests)


def merge_by_url(groups: list[tuple[str, list[ResultItem]]]) -> list[ResultItem]:
    """Merge providers' items by canonical URL: best score wins, `metadata.sources` lists every provider."""
    merged: dict[str, ResultItem] = {}
    sources: dict[str, list[str]] = {}
    for provider, items in groups:
        for item in items:
            key = page_key(item.url) if item.url else f"{provider}:answer:{item.content[:200]}"
            tags = sources.setdefault(key, [])
            if provider not in tags:
                tags.append(provider)
            current = merged.get(key)
            if current is None or item.score > current.score:
                merged[key] = item
    out = [
        item.model_copy(update={"metadata": {**item.metadata, "sources": sources[key]}})
        for key, item in merged.items()
    ]
    out.sort(key=lambda item: (len(item.metadata["sources"]), item.score), reverse=True)
    return out


def _finish(
    request: Request,
    run: _Run,
    items: list[ResultItem],
    used: list[_Outcome],
    error: str = "",
) -> Result:
    metadata: dict[str, Any] = {
        "mode": "builtin",
        "strategy": run.ctx.config.web.strategy,
        "attempts": [o.record() for o in run.outcomes],
        "requests": {o.provider: o.requests for o in run.outcomes if not o.skipped},
    }
    if used:
        metadata["provider"] = used[0].provider if len(used) == 1 else [o.provider for o in used]
    skipped = {o.provider: o.skipped for o in run.outcomes if o.skipped}
    if skipped:
        metadata["skipped"] = skipped
    if run.cache is not None:
        metadata["cache"] = {
            o.provider: ("hit" if o.cached else "miss") for o in run.outcomes if not o.skipped
        }
        metadata["cache_hit"] = bool(used) and all(o.cached for o in used)
    notes = [note for o in used if o.response for note in o.response.notes]
    if notes:
        metadata["notes"] = notes
    return _result(request, items=items, error=error, metadata=metadata)


def _result(
    request: Request,
    *,
    items: list[ResultItem] | None = None,
    error: str = "",
    metadata: dict[str, Any] | None = None,
) -> Result:
    items = items or []
    return Result(
        type=SearchType.WEB,
        query=request.query,
        source=request.source,
        items=items,
        total=len(items),
        error=error,
        metadata=metadata or {},
    )


def _failure_message(outcomes: list[_Outcome]) -> str:
    reasons = [
        (o.error.reason if o.error is not None else f"{o.provider} skipped: {o.skipped}")
        for o in outcomes
        if o.error is not None or o.skipped
    ]
    if not reasons:
        return ""
    if len(reasons) == 1:
        return reasons[0]
    return "all web providers failed: " + "; ".join(reasons)


def _missing_key(error: ProviderError | None) -> bool:
    return error is not None and bool(getattr(error, "missing_key", False))


def _has_items(outcome: _Outcome) -> bool:
    return outcome.response is not None and bool(outcome.response.items)
