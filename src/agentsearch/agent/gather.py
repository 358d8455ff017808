"""The references of one frame: user data parts (source user), the search decision, skip_threshold,
then the auto search (builtin, or delegated by `uses.search`) — merged with the hook searches into
ONE reference context, shown as one `retrieval` message (design: Execution Flow)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from typing import Any

from agentsearch.agent.decision import Decision, decide_search
from agentsearch.agent.frame import Frame
from agentsearch.agent.i18n import tr
from agentsearch.agent.messages import build_context_message, data_parts, last_user_text
from agentsearch.agent.needsearch import classify_need_search
from agentsearch.agent.retrieval import retrieval_props
from agentsearch.agent.search_plan import (
    ALL_TYPES,
    auto_requests,
    delegated_payload,
    delegated_results,
    user_data_plan,
)
from agentsearch.agent.search_report import run_batch
from agentsearch.agent.state import SearchRun
from agentsearch.agent.util import one_line
from agentsearch.delegate import ask_delegate, unwrap_agent_data
from agentsearch.nlp.keyword import extract_keywords, keywords_to_query
from agentsearch.references import build_reference_context, should_skip_auto_search
from agentsearch.rerank import rerank_items
from agentsearch.rerank.semantic import semantic_order
from agentsearch.types import (
    RERANKED,
    Keyword,
    ReferenceContext,
    Request,
    Result,
    ResultItem,
    SearchIntent,
    SearchType,
    SourceType,
)

__all__ = ["gather_references"]


async def gather_references(
    frame: Frame, messages: list[dict[str, Any]], create_response: dict[str, Any]
) -> ReferenceContext:
    query = last_user_text(messages)
    user_runs = await _user_data_search(frame, messages, query)
    user_refs = build_reference_context([r for run in user_runs for r in run.results], frame.config)
    decision = await _decide(frame, messages, create_response)
    auto_runs: list[SearchRun] = []
    auto_results: list[Result] = []
    if decision.search:
        if should_skip_auto_search(len(user_refs.references), frame.config):
            frame.note(
                "Auto search skipped: user data supplies enough references",
                {
                    "user_references": len(user_refs.references),
                    "skip_threshold": frame.config.options.skip_threshold,
                },
            )
        else:
            assert decision.intent is not None
            if frame.uses.target("search").kind in ("agent", "mcp"):
                run = await _delegated_search(frame, messages, decision.intent)
            else:
                run = await _auto_search(frame, messages, decision.intent)
            if run is not None:
                auto_runs.append(run)
                auto_results = await _rerank_auto(frame, query, run.results)
    all_results = [*frame.hook_results, *(r for run in user_runs for r in run.results), *auto_results]
    ref_ctx = build_reference_context(all_results, frame.config)
    search_errors = [r.error for r in all_results if r.error]
    if ref_ctx.references or search_errors:  # a failed source is shown on the answer, even alone
        query_time = sum(run.duration_ms for run in [*user_runs, *auto_runs])
        frame.output.send(
            "retrieval", retrieval_props(query, ref_ctx.references, query_time, errors=search_errors)
        )
    return ref_ctx


async def _rerank_auto(frame: Frame, query: str, results: list[Result]) -> list[Result]:
    """Design flow: parallel auto search → merge → rerank → citations. With `uses.rerank` an
    assistant or MCP tool, the merged auto results (every type) go to it once, and its order is kept
    (one result flagged `reranked`). The builtin reranker fuses the query ↔ text similarity with the
    merged order (rerank/semantic.py); `disabled` keeps the merged order."""
    target = frame.uses.target("rerank")
    if target.kind == "disabled":
        return results
    if target.kind == "builtin":
        return await _semantic_rerank_auto(frame, query, results)
    merged = build_reference_context(results, frame.config).references
    by_id = {item.citation_id: item for result in results for item in result.items}
    items = [by_id[ref.id] for ref in merged if ref.id in by_id]
    if len(items) < 2:
        return results
    try:
        ranked = await rerank_items(query, items, None, frame.search_ctx)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        frame.note("Auto-search rerank failed; merged order kept", {"error": one_line(exc)}, level="warn")
        return results
    frame.note(
        "Auto search reranked", {"reranker": frame.uses.rerank, "order": [i.citation_id for i in ranked]}
    )
    errors = [result for result in results if result.error]
    merged_result = Result(query=query, source=SourceType.AUTO, items=ranked, metadata={RERANKED: True})
    return [merged_result, *errors]


async def _semantic_rerank_auto(frame: Frame, query: str, results: list[Result]) -> list[Result]:
    """The builtin cross-source rerank of the auto results, off the event loop (it embeds)."""
    by_id = {item.citation_id: item for result in results for item in result.items}
    if len({item.type for item in by_id.values()}) < 2:
        return results  # one source: its own order stands
    started = time.process_time()
    try:
        ranked = await asyncio.to_thread(semantic_order, query, results, frame.config)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        frame.note("Auto-search rerank failed; merged order kept", {"error": one_line(exc)}, level="warn")
        return results
    items = [
        by_id[entry.reference.id].model_copy(
            update={"metadata": {**by_id[entry.reference.id].metadata, "rerank_score": round(entry.fused, 6)}}
        )
        for entry in ranked
        if entry.reference.id in by_id
    ]
    frame.note(
        "Auto search reranked",
        {
            "reranker": "builtin",
            "order": [item.citation_id for item in items],
            "cpu_ms": round((time.process_time() - started) * 1000, 1),
        },
    )
    errors = [result for result in results if result.error]
    merged_result = Result(query=query, source=SourceType.AUTO, items=items, metadata={RERANKED: True})
    return [merged_result, *errors]


async def _decide(frame: Frame, messages: list[dict[str, Any]], create_response: dict[str, Any]) -> Decision:
    locale = frame.request.locale
    loading: dict[str, str] = {}

    async def classify() -> SearchIntent:
        text = last_user_text(messages)
        if not text:
            return SearchIntent(need_search=False, reason="no user text")
        loading["id"] = frame.output.send("loading", {"message": tr("search.intent.loading", locale)})
        try:
            return await classify_need_search(text, frame.search_ctx)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            frame.note("Search-intent check failed", {"error": one_line(exc)}, level="warn")
            return SearchIntent(need_search=False, reason=f"intent check failed: {one_line(exc)}")

    frame.search_ctx.uses = frame.uses
    decision = await decide_search(
        skip_search=frame.options.skip.search,
        metadata=frame.options.metadata,
        hook_search=create_response.get("search"),
        request_search=frame.options.search,
        uses=frame.uses,
        classify=classify,
        threshold=frame.config.options.intent_confidence,
    )
    if "id" in loading:
        key = "search.intent.need_search" if decision.search else "search.intent.no_search"
        frame.output.replace(loading["id"], "loading", {"message": tr(key, locale), "done": True})
    if decision.rejected_types:
        frame.note("Unknown search types ignored", {"search_types": decision.rejected_types}, level="warn")
    return decision


async def _user_data_search(frame: Frame, messages: list[dict[str, Any]], query: str) -> list[SearchRun]:
    """Data parts of the last user message → references with source user (weight 1.0)."""
    user = next((m for m in reversed(messages) if m.get("role") == "user"), None)
    sources = data_parts(user) if user else []
    if not sources:
        return []
    plan = user_data_plan(sources, query, frame.options.auth)
    for source in plan.unsupported:
        frame.note("Unsupported data source ignored", {"source": source}, level="warn")

    async def run_all() -> list[Result]:
        # MCP resources are read inside the batch so its count, message, trace and record include them
        found = await frame.searcher().all(plan.requests) if plan.requests else []
        return [*found, *[await _read_mcp_resource(frame, source) for source in plan.mcp_resources]]

    run = await run_batch(
        frame, SourceType.USER, query, plan.requests, label_key="search.user.label", runner=run_all
    )
    return [run]


async def _read_mcp_resource(frame: Frame, source: Mapping[str, Any]) -> Result:
    uri = str(source.get("uri") or source.get("name") or source.get("id") or "")
    meta = source.get("metadata")
    server = str(source.get("server") or (meta.get("server") if isinstance(meta, Mapping) else "") or "")
    reader = getattr(frame.services.mcp, "read_resource", None)
    if not server or not uri or not callable(reader):
        problem = "needs server and uri" if not server or not uri else "the MCP client cannot read resources"
        return Result(type=SearchType.KB, query=uri, source=SourceType.USER, error=f"mcp_resource {problem}")
    try:
        texts = await reader(server, uri)
    except Exception as exc:
        return Result(
            type=SearchType.KB,
            query=uri,
            source=SourceType.USER,
            error=f"MCP resource read failed: {one_line(exc)}",
        )
    text = "\n".join(texts) if isinstance(texts, list) else str(getattr(texts, "texts", texts))
    item = ResultItem(
        type=SearchType.KB,
        source=SourceType.USER,
        weight=frame.config.weight(SourceType.USER),
        score=1.0,
        title=uri,
        content=text,
        url=uri,
        citation_id=frame.request.citations.next(),
        metadata={"mcp_server": server},
    )
    return Result(type=SearchType.KB, query=uri, source=SourceType.USER, items=[item], total=1)


async def _auto_search(
    frame: Frame, messages: list[dict[str, Any]], intent: SearchIntent
) -> SearchRun | None:
    original = last_user_text(messages)
    if not original:
        frame.note("Auto search skipped: no user text", None)
        return None
    allowed = set(intent.search_types) or set(ALL_TYPES)
    keywords: list[Keyword] = []
    web_query: str | None = None
    if SearchType.WEB in allowed and frame.uses.target("web").kind != "disabled":
        keywords = await _keywords(frame, messages, original)
        web_query = keywords_to_query(keywords) if keywords else original
    requests = auto_requests(
        frame.spec, frame.config, allowed, original, web_query=web_query, auth=frame.options.auth
    )
    if not requests:
        frame.note("Auto search skipped: nothing to search", {"types": sorted(t.value for t in allowed)})
        return None
    return await run_batch(frame, SourceType.AUTO, original, requests, keywords=keywords)


async def _keywords(frame: Frame, messages: list[dict[str, Any]], original: str) -> list[Keyword]:
    """The web query's keywords, with a loading message; none when skipped, disabled or failed."""
    if frame.options.skip.keyword or frame.uses.target("keyword").kind == "disabled":
        return []
    locale = frame.request.locale
    mid = frame.output.send("loading", {"message": tr("search.keyword.loading", locale)})
    keywords: list[Keyword] = []
    try:
        # a delegated extractor reads the labelled conversation; the builtin one would count the
        # labels as words, so it gets the user's request
        delegated = frame.uses.target("keyword").kind != "builtin"
        text = (build_context_message(messages) or original) if delegated else original
        keywords = await extract_keywords(text, frame.search_ctx)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        frame.note("Keyword extraction failed", {"error": one_line(exc)}, level="warn")
    frame.output.replace(mid, "loading", {"message": tr("search.keyword.done", locale), "done": True})
    return keywords


async def _delegated_search(
    frame: Frame, messages: list[dict[str, Any]], intent: SearchIntent
) -> SearchRun | None:
    """`uses.search: <assistant-id> | mcp:<server>.<tool>`: the whole search is delegated (design:
    Uses.Search values; Yao treated these like builtin, §7.12). The answer is read like the web
    agent's (`data.items[]`, reference §2.8), each item with an optional `type` (default web)."""
    target = frame.uses.target("search")
    original = last_user_text(messages)
    if not original:
        return None
    types = [kind.value for kind in intent.search_types] or [kind.value for kind in ALL_TYPES]
    payload = delegated_payload(frame.spec, original, build_context_message(messages) or original, types)
    requests = [Request(type=SearchType(kind), query=original, source=SourceType.AUTO) for kind in types]

    async def run() -> list[Result]:
        error = ""
        data: Any = None
        try:
            data = unwrap_agent_data(
                await ask_delegate(target, payload, frame.search_ctx, purpose="delegated search")
            )
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            error = f"delegated search failed: {one_line(exc)}"
        if error or not isinstance(data, Mapping):
            message = error or "delegated search returned no data"
            return [
                Result(type=request.type, query=original, source=SourceType.AUTO, error=message)
                for request in requests
            ]
        weight = frame.config.weight(SourceType.AUTO)
        return delegated_results(data, requests, weight, frame.request.citations.next)

    return await run_batch(frame, SourceType.AUTO, original, requests, runner=run)
