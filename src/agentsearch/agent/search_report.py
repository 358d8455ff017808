"""How a search batch shows itself: the loading message ("Searching…" → "Found N references"), the
trace node with one child per request, and the `SearchRun` that becomes the search record."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from agentsearch.agent.frame import Frame
from agentsearch.agent.i18n import tr
from agentsearch.agent.rows import describe_rows
from agentsearch.agent.state import SearchRun
from agentsearch.agent.trace import TraceNode
from agentsearch.nlp.keyword import keywords_to_query
from agentsearch.references import build_reference_context
from agentsearch.types import Keyword, Request, Result, SourceType

__all__ = ["record_hook_search", "run_batch"]

_LABELS = {"web": "Web", "kb": "KB", "db": "DB"}


async def run_batch(
    frame: Frame,
    source: SourceType,
    query: str,
    requests: list[Request],
    *,
    keywords: list[Keyword] | None = None,
    label_key: str = "search.trace.label",
    runner: Callable[[], Awaitable[list[Result]]] | None = None,
) -> SearchRun:
    """Loading → searcher.all (or `runner`) → "Found N references" → done; a trace node with one
    child per request type; the run is added to the request's searches."""
    locale = frame.request.locale
    types = [request.type.value for request in requests]
    mid = frame.output.send("loading", {"message": tr("search.loading", locale)})
    node = frame.request.trace.add(
        "search",
        label=tr(label_key, locale),
        input={
            "query": keywords_to_query(keywords) if keywords else query,
            "types": types,
            "source": source.value,
        },
        description=tr("search.trace.description", locale),
        icon="search",
    )
    node.start()
    node.log("info", "Starting search", {"query": query, "types": types})
    started = time.perf_counter()
    with node.current():  # the Searcher's per-type spans nest under this node's
        if runner is not None:
            results = describe_rows(await runner())
        else:
            results = describe_rows(await frame.searcher().all(requests)) if requests else []
    duration = int((time.perf_counter() - started) * 1000)
    _trace_items(node, requests, results, locale)
    count = len(build_reference_context(results, frame.config).references)
    failed = [result for result in results if result.error]
    if failed and count == 0 and len(failed) == len(results):
        message = tr("search.failed", locale)
        node.fail("; ".join(result.error for result in failed))
    else:
        if count == 0:
            message = tr("search.no_results", locale)
        elif failed:
            message = tr("search.partial", locale, count)
        elif count == 1:
            message = tr("search.success.one", locale)
        else:
            message = tr("search.success", locale, count)
        node.log("info", "Search completed", {"result_count": count, "duration_ms": duration})
        node.complete({"result_count": count})
    frame.output.replace(mid, "loading", {"message": message})
    frame.output.replace(mid, "loading", {"message": message, "done": True})
    run = SearchRun(
        source=source,
        query=query,
        requests=requests,
        results=results,
        duration_ms=duration,
        keywords=list(keywords or []),
        config=frame.config,
        uses=frame.uses,
    )
    frame.request.searches.append(run)
    return run


def record_hook_search(
    frame: Frame, requests: list[Request], results: list[Result | None], duration_ms: int
) -> None:
    """A hook's `ctx.search.*` call: its results join the frame's references, the request's search
    records and the trace (unlike Yao, §7.30, where hook searches are invisible)."""
    request = frame.request
    finished = describe_rows(r for r in results if r is not None)
    frame.hook_results.extend(finished)
    query = requests[0].query if requests else ""
    request.searches.append(
        SearchRun(
            source=SourceType.HOOK,
            query=query,
            requests=requests,
            results=finished,
            duration_ms=duration_ms,
            config=frame.config,
            uses=frame.uses,
        )
    )
    node = request.trace.add(
        "search",
        label=tr("search.hook.label", request.locale),
        input={"query": query, "types": [r.type.value for r in requests], "source": "hook"},
        icon="search",
    )
    node.start()
    _trace_items(node, requests, finished, request.locale)
    count = len(build_reference_context(finished, frame.config).references)
    node.log("info", "Search completed", {"result_count": count, "duration_ms": duration_ms})
    node.complete({"result_count": count})


def _trace_items(node: TraceNode, requests: list[Request], results: list[Result], locale: str) -> None:
    for request, result in zip(requests, results, strict=False):
        kind = request.type.value
        child = node.add_child(
            "search_item",
            label=tr(f"search.trace.{kind}.label", locale),
            input={"query": request.query, "type": kind},
        )
        child.start()
        if result.error:
            child.warn(f"{_LABELS[kind]} search failed", {"error": result.error})
            child.fail(result.error)
        else:
            child.debug(
                f"{_LABELS[kind]} search completed",
                {"count": len(result.items), "duration_ms": result.duration_ms},
            )
            child.complete({"result_count": len(result.items)})
