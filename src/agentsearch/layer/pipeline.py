"""One run of the search layer: classify → expand → retrieve in parallel → merge and score → research
lane → thread pulling → synthesis (seeds/search-layer-v2.2.md Phases 1–5).

Degradation: a source that fails (missing key, 429, 5xx, timeout, bad answer) never blocks the run;
fast mode falls back from Exa to Grok; every source that gave nothing is listed in `skipped` with the
reason. Without an intent the run is the seed's v1 behaviour: the sub-queries as given, no scoring, the
providers' original order.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime

import httpx

from agentsearch.config import Config, resolve_env
from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError, ProviderError, SearchError
from agentsearch.layer.expand import Translator, expand_queries
from agentsearch.layer.hits import merge_items
from agentsearch.layer.matrix import SourceSlot, plan_sources
from agentsearch.layer.output import LayerOutput, Skip
from agentsearch.layer.refs import github_thread
from agentsearch.layer.research import research_profile, run_research
from agentsearch.layer.scoring import score_result
from agentsearch.layer.sources import SourceCall, SourceReply, SourceRunner, registry_runner
from agentsearch.layer.synthesis import synthesize
from agentsearch.layer.threads import ThreadOptions, pull_threads
from agentsearch.nlp.intent import INTENTS, IntentResult, classify_intent, intent_result
from agentsearch.types import ResultItem

__all__ = ["LayerEnv", "LayerRequest", "run_layer"]

_CONCURRENCY = 8
_MAX_REF_URLS = 20
_THREAD_INTENTS = {"status", "exploratory"}


@dataclass(frozen=True)
class LayerRequest:
    """What to search. `intent`: '' = none (no scoring), 'auto' = classify, or an intent name."""

    query: str = ""
    queries: tuple[str, ...] = ()
    mode: str = ""
    intent: str = ""
    freshness: str = ""
    num: int = 5
    domain_boost: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    expand: bool = True
    research: bool = True
    extract_refs: bool = False
    extract_refs_urls: tuple[str, ...] = ()
    limit: int = 0
    synthesize: bool = True


@dataclass
class LayerEnv:
    """What a run depends on; everything but `config` has a working default."""

    config: Config = field(default_factory=Config)
    runner: SourceRunner | None = None
    ctx: SearchContext | None = None
    translator: Translator | None = None
    http: httpx.AsyncClient | None = None
    now: datetime | None = None


async def run_layer(request: LayerRequest, env: LayerEnv | None = None) -> LayerOutput:
    env = env or LayerEnv()
    primary = (request.queries[0] if request.queries else request.query).strip()
    if not primary:
        if request.extract_refs_urls:
            refs = await _pull(list(request.extract_refs_urls), env)
            return LayerOutput(query="", mode="extract-refs-only", queries=[], results=[], refs=refs)
        raise SearchError("query is required")
    intent = await _intent(request.intent, primary, env)
    mode = request.mode or (intent.mode if intent else "deep")
    try:
        slots = plan_sources(mode)
    except ValueError as exc:
        raise SearchError(str(exc)) from None
    outside: list[str] = []
    if request.sources:
        names = [s.name for s in slots]
        outside = [name for name in request.sources if name not in names]
        slots = tuple(s for s in slots if s.name in request.sources)
        if not slots:
            raise SearchError(
                f"no source of mode {mode} selected ({', '.join(outside)}); its sources: {', '.join(names)}"
            )
    freshness = request.freshness or (intent.freshness if intent else "")
    queries = await _queries(request, primary, intent, env)

    output = LayerOutput(
        query=primary, mode=mode, queries=queries, results=[], intent=intent, freshness=freshness
    )
    batches = await _retrieve(queries, slots, request, intent, mode, freshness, env, output)
    output.skipped.extend(Skip(name, f"not a source of mode {mode}", 0) for name in outside)
    hits = merge_items(batches)
    if intent is not None:
        for hit in hits:
            hit.breakdown = score_result(
                query=primary,
                title=hit.title,
                snippet=hit.snippet,
                url=hit.url,
                published=hit.published,
                weights=intent.weights,
                boost=request.domain_boost,
                now=env.now,
            )
        hits.sort(key=lambda h: -(h.score or 0.0))
    if request.limit:
        hits = hits[: request.limit]
    output.results = hits

    if request.research and intent is not None:
        explicit = len(request.queries)
        if research_profile(intent.intent, queries, mode, explicit_queries=explicit):
            try:
                output.research = await run_research(
                    primary, env.config, time_range=freshness, num=request.num
                )
                output.requests["exa-research"] = 1
            except AgentSearchError as exc:
                output.skipped.append(Skip("exa-research", _reason(exc)))

    # asked for: always pulled; automatic (status/exploratory + GitHub threads): unless max_depth is 0
    ref_urls = list(request.extract_refs_urls)
    if not ref_urls and request.extract_refs:
        ref_urls = [hit.url for hit in hits][:_MAX_REF_URLS]
    auto = not ref_urls and intent is not None and intent.intent in _THREAD_INTENTS
    if auto and env.config.web.layer.max_depth > 0:
        ref_urls = [hit.url for hit in hits if github_thread(hit.url)][:_MAX_REF_URLS]
    if ref_urls:
        output.refs = await _pull(ref_urls, env)

    if request.synthesize:
        output.synthesis = synthesize(hits, query=primary, answer=output.answer)
    return output


async def _intent(name: str, query: str, env: LayerEnv) -> IntentResult | None:
    if not name:
        return None
    if name == "auto":
        return await classify_intent(query, env.ctx)
    if name not in INTENTS:
        raise SearchError(f"unknown intent {name!r}; known: {', '.join(INTENTS)}")
    return intent_result(name, signals=["given"], classifier="given")


async def _queries(
    request: LayerRequest, primary: str, intent: IntentResult | None, env: LayerEnv
) -> list[str]:
    if request.queries:
        return [q.strip() for q in request.queries if q.strip()]
    if intent is None or not request.expand:
        return [primary]
    expansion = await expand_queries(primary, intent.intent, now=env.now, translator=env.translator)
    return expansion.queries


async def _retrieve(
    queries: list[str],
    slots: tuple[SourceSlot, ...],
    request: LayerRequest,
    intent: IntentResult | None,
    mode: str,
    freshness: str,
    env: LayerEnv,
    output: LayerOutput,
) -> list[tuple[str, str, list[ResultItem]]]:
    runner = env.runner or registry_runner(env.config)
    semaphore = asyncio.Semaphore(_CONCURRENCY)
    failures: Counter[tuple[str, str, str]] = Counter()
    requests: Counter[str] = Counter()
    used: list[str] = []

    async def call(source: str, query: str, slot: SourceSlot) -> SourceReply:
        async with semaphore:
            reply = await runner(
                SourceCall(
                    source=source,
                    query=query,
                    limit=request.num,
                    time_range=freshness,
                    sites=request.sites,
                    intent=intent.intent if intent else "",
                    mode=mode,
                    options=dict(slot.options),
                )
            )
        requests[source] += max(1, reply.requests)
        return reply

    async def one(query: str, slot: SourceSlot) -> tuple[str, SourceReply | None]:
        try:
            return slot.name, await call(slot.name, query, slot)
        except Exception as exc:  # any failure of one source is a skip, never the end of the run
            reason = _reason(exc)
            if not slot.fallback:
                failures[(slot.name, reason, "")] += 1
                return slot.name, None
            failures[(slot.name, reason, slot.fallback)] += 1
            try:
                return slot.fallback, await call(slot.fallback, query, slot)
            except Exception as fallback_exc:
                failures[(slot.fallback, _reason(fallback_exc), "")] += 1
                return slot.fallback, None

    jobs = [(query, slot) for query in queries for slot in slots]
    replies = await asyncio.gather(*(one(query, slot) for query, slot in jobs))
    batches: list[tuple[str, str, list[ResultItem]]] = []
    for (query, _slot), (source, reply) in zip(jobs, replies, strict=True):
        if reply is None:
            continue
        if source not in used:
            used.append(source)
        for item in reply.items:
            if item.metadata.get("answer_box") and not output.answer and item.content:
                output.answer = item.content
        batches.append((source, query, reply.items))
    output.skipped = [
        Skip(source, reason, count, fallback)
        for (source, reason, fallback), count in sorted(failures.items())
    ]
    output.sources_used = used
    output.requests = dict(requests)
    return batches


def _reason(exc: BaseException) -> str:
    if isinstance(exc, ProviderError):
        status = f"HTTP {exc.status}: " if exc.status and str(exc.status) not in exc.reason else ""
        return f"{status}{exc.reason}"
    if isinstance(exc, asyncio.TimeoutError | TimeoutError):
        return "timeout"
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


async def _pull(urls: list[str], env: LayerEnv) -> dict[str, object]:
    layer = env.config.web.layer
    options = ThreadOptions(
        max_depth=max(1, layer.max_depth),
        max_nodes=layer.max_threads,
        api_base=layer.github_api_base,
        token=resolve_env(layer.github_token_env) if layer.github_token_env else "",
        allow_private=layer.allow_private_urls,
        timeout=env.config.web.timeout,
    )
    report = await pull_threads(urls, options, client=env.http)
    return report.to_dict()
