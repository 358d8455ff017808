"""The built-in "AI search" assistant `workers.search.web`: the search layer behind the web agent mode.

With `uses.web: workers.search.web`, the web handler sends `{query, type: "web", source, limit?, sites?,
time_range?}` to this assistant (reference §2.8) and reads `data.items[]` (title, content, url, score)
and `data.total` from the answer. The runtime registers `run` under `ASSISTANT_ID`.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from agentsearch.context import SearchContext
from agentsearch.errors import describe_validation_error
from agentsearch.layer.sources import SourceRunner
from agentsearch.layer.strategy import layer_search
from agentsearch.types import Request, SearchType, SourceType

__all__ = ["ASSISTANT_ID", "run"]

ASSISTANT_ID = "workers.search.web"


def _payload(value: Any) -> dict[str, Any]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return {"query": value}
    return dict(value) if isinstance(value, dict) else {}


async def run(
    payload: dict[str, Any] | str, ctx: SearchContext | None = None, *, runner: SourceRunner | None = None
) -> dict[str, Any]:
    """Answer one web agent-mode payload with `{"data": {"items": [...], "total": N}}`.

    A failure is reported as `data.error` with no items (the caller turns it into `Result.error`).
    """
    data = _payload(payload)
    ctx = ctx or SearchContext()
    try:
        request = Request(
            query=str(data.get("query") or ""),
            type=SearchType.WEB,
            source=SourceType(str(data.get("source") or "auto")),
            limit=int(data.get("limit") or 0),
            sites=[str(s) for s in data.get("sites") or []],
            time_range=str(data.get("time_range") or data.get("timeRange") or ""),
        )
    except ValidationError as exc:
        key, message = describe_validation_error(exc)
        return {"data": {"items": [], "total": 0, "error": f"invalid web search payload: {key}: {message}"}}
    except (ValueError, TypeError) as exc:
        message = str(exc).splitlines()[0]
        return {"data": {"items": [], "total": 0, "error": f"invalid web search payload: {message}"}}
    result = await layer_search(request, ctx, runner=runner)
    items = [
        {
            "title": item.title,
            "content": item.content,
            "url": item.url,
            "score": item.score,
            "metadata": item.metadata,
        }
        for item in result.items
    ]
    out: dict[str, Any] = {"items": items, "total": result.total}
    if result.error:
        out["error"] = result.error
    layer = result.metadata.get("layer", {})
    if layer:
        out["layer"] = {k: layer[k] for k in ("intent", "mode", "queries", "skipped") if k in layer}
    return {"data": out}
