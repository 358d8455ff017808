"""`web.strategy: layer`: the web handler hands a request to the search layer (Phases 1–4, plus the
synthesis kept in the metadata) and gets ordinary ResultItems back.

Each item's metadata carries the intent, the sources that found it, the sub-queries and the score
breakdown. `ResultItem.score` is the layer score divided by the sum of the intent's weights, so it
stays in 0–1 even for academic (whose seed weights sum to 1.2); the raw score is in the breakdown.
"""

from __future__ import annotations

import time
from typing import Any

from agentsearch.context import SearchContext
from agentsearch.errors import SearchError
from agentsearch.layer.hits import Hit
from agentsearch.layer.output import LayerOutput
from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer
from agentsearch.layer.sources import SourceRunner
from agentsearch.types import Request, Result, ResultItem, SearchType, SourceType

__all__ = ["layer_request", "layer_search", "to_result"]

_TIME_RANGE = {
    "hour": "pd",
    "ph": "pd",
    "day": "pd",
    "pd": "pd",
    "week": "pw",
    "pw": "pw",
    "month": "pm",
    "pm": "pm",
    "year": "py",
    "py": "py",
}


def layer_request(request: Request, ctx: SearchContext) -> LayerRequest:
    """The layer request for a web Request under the context's `web.layer` config."""
    cfg = ctx.config.web.layer
    return LayerRequest(
        query=request.query,
        mode=cfg.mode,
        intent=cfg.intent or "auto",
        freshness=_TIME_RANGE.get(request.time_range, "") or cfg.freshness,
        num=cfg.num,
        domain_boost=tuple(cfg.domain_boost),
        sites=tuple(request.sites),
        sources=tuple(request.providers),
        expand=cfg.expand,
        research=cfg.research,
        extract_refs=cfg.extract_refs,
        limit=request.limit or ctx.config.web.max_results,
    )


async def layer_search(request: Request, ctx: SearchContext, *, runner: SourceRunner | None = None) -> Result:
    """Run the layer for one web request; sources that fail are reported, never raised."""
    started = time.monotonic()
    if not request.query.strip():
        return Result(
            type=SearchType.WEB, query=request.query, source=request.source, error="query is required"
        )
    env = LayerEnv(config=ctx.config, runner=runner, ctx=ctx)
    try:
        output = await run_layer(layer_request(request, ctx), env)
    except SearchError as exc:
        return Result(type=SearchType.WEB, query=request.query, source=request.source, error=str(exc))
    result = to_result(output, source=request.source)
    result.duration_ms = int((time.monotonic() - started) * 1000)
    return result


def _item(hit: Hit, output: LayerOutput, source: SourceType) -> ResultItem:
    metadata: dict[str, Any] = {
        "intent": output.intent.intent if output.intent else None,
        "sources": list(hit.sources),
        "queries": list(hit.queries),
    }
    if hit.published:
        metadata["published"] = hit.published
    if hit.breakdown is not None:
        metadata["score_breakdown"] = hit.breakdown.to_dict()
    metadata.update(hit.meta)
    if hit.breakdown is not None:
        total = sum(hit.breakdown.weights.values()) or 1.0
        score = round(min(1.0, hit.breakdown.score / total), 4)
    else:
        score = hit.provider_score or 0.0
    return ResultItem(
        type=SearchType.WEB,
        source=source,
        title=hit.title,
        content=hit.snippet,
        url=hit.url,
        score=score,
        metadata=metadata,
    )


def to_result(output: LayerOutput, *, source: SourceType = SourceType.AUTO) -> Result:
    """A web Result from a layer run; when every source failed and nothing was found, an error."""
    items = [_item(hit, output, source) for hit in output.results]
    layer: dict[str, Any] = {
        "intent": output.intent.to_dict() if output.intent else None,
        "mode": output.mode,
        "freshness": output.freshness or None,
        "queries": output.queries,
        "sources": output.sources_used,
        "skipped": [skip.to_dict() for skip in output.skipped],
        "requests": output.requests,
    }
    for key in ("answer", "research", "refs", "synthesis"):
        value = getattr(output, key)
        if value:
            layer[key] = value
    error = ""
    if not items and output.skipped and not output.sources_used:
        error = "all sources failed: " + "; ".join(f"{s.source}: {s.reason}" for s in output.skipped)
    return Result(
        type=SearchType.WEB,
        query=output.query,
        source=source,
        items=items,
        total=len(items),
        error=error,
        metadata={"strategy": "layer", "provider": "layer", "layer": layer},
    )
