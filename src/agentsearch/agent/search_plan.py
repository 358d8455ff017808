"""What to search, as pure functions: user data parts → `Request`s, an intent → the auto-search
`Request`s, a delegated search's payload and answer → `Result`s. No I/O, no output, no trace — the
callers in `gather.py` do those — so each rule is testable on its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from agentsearch.agent.app import AssistantSpec
from agentsearch.config import Config
from agentsearch.types import Auth, Request, Result, ResultItem, SearchType, SourceType

__all__ = [
    "ALL_TYPES",
    "UserDataPlan",
    "auto_requests",
    "delegated_payload",
    "delegated_results",
    "user_data_plan",
]

ALL_TYPES = (SearchType.WEB, SearchType.KB, SearchType.DB)


@dataclass
class UserDataPlan:
    """The data parts of a user message sorted by what reads them."""

    requests: list[Request] = field(default_factory=list)
    mcp_resources: list[Mapping[str, Any]] = field(default_factory=list)
    unsupported: list[Mapping[str, Any]] = field(default_factory=list)


def user_data_plan(sources: Sequence[Mapping[str, Any]], query: str, auth: Auth | None) -> UserDataPlan:
    """Data parts (`model`, `kb_collection`, `kb_document`, `mcp_resource`) → source-user requests."""
    plan = UserDataPlan()
    for source in sources:
        kind = str(source.get("type", ""))
        name = str(source.get("name") or source.get("id") or "")
        text = query or name
        if kind == "model" and name:
            plan.requests.append(
                Request(type=SearchType.DB, query=text, source=SourceType.USER, models=[name], auth=auth)
            )
        elif kind == "kb_collection" and name:
            plan.requests.append(
                Request(type=SearchType.KB, query=text, source=SourceType.USER, collections=[name], auth=auth)
            )
        elif kind == "kb_document":
            document = str(source.get("id") or source.get("document_id") or name)
            collection = str(source.get("collection") or source.get("collection_id") or "")
            plan.requests.append(
                Request(
                    type=SearchType.KB,
                    query=text,
                    source=SourceType.USER,
                    collections=[collection] if collection else [],
                    metadata={"document_id": document},
                    auth=auth,
                )
            )
        elif kind == "mcp_resource":
            plan.mcp_resources.append(source)
        else:
            plan.unsupported.append(source)
    return plan


def auto_requests(
    spec: AssistantSpec,
    config: Config,
    allowed: set[SearchType],
    query: str,
    *,
    web_query: str | None,
    auth: Auth | None,
) -> list[Request]:
    """The auto search of one assistant: web (when `web_query` is given), its KB collections and its
    DB models, limited to the `allowed` types, with the limits and thresholds of its config."""
    requests: list[Request] = []
    if SearchType.WEB in allowed and web_query is not None:
        requests.append(
            Request(
                type=SearchType.WEB,
                query=web_query,
                source=SourceType.AUTO,
                limit=config.web.max_results,
                auth=auth,
            )
        )
    if SearchType.KB in allowed and spec.kb_collections:
        requests.append(
            Request(
                type=SearchType.KB,
                query=query,
                source=SourceType.AUTO,
                limit=config.kb.limit,
                collections=list(spec.kb_collections),
                threshold=config.kb.threshold,
                graph=config.kb.graph,
                auth=auth,
            )
        )
    if SearchType.DB in allowed and spec.db_models:
        requests.append(
            Request(
                type=SearchType.DB,
                query=query,
                source=SourceType.AUTO,
                limit=config.db.max_results,
                models=list(spec.db_models),
                auth=auth,
            )
        )
    return requests


def delegated_payload(spec: AssistantSpec, query: str, context: str, types: Sequence[str]) -> dict[str, Any]:
    """What a delegated search (`uses.search: <assistant> | mcp:…`) receives."""
    return {
        "query": query,
        "context": context,
        "types": list(types),
        "source": "auto",
        "collections": list(spec.kb_collections),
        "models": list(spec.db_models),
    }


def delegated_results(
    data: Mapping[str, Any], requests: list[Request], weight: float, next_id: Callable[[], str]
) -> list[Result]:
    """One Result per requested type from a delegated search's `items[]` (reference §2.8), each item
    with an optional `type` (default web); items of a type nobody asked for are dropped."""
    by_type: dict[SearchType, list[ResultItem]] = {request.type: [] for request in requests}
    for row in data.get("items") or []:
        if not isinstance(row, Mapping):
            continue
        try:
            kind = SearchType(str(row.get("type") or "web").lower())
        except ValueError:
            continue
        if kind not in by_type:
            continue
        score = row.get("score")
        metadata = row.get("metadata")
        by_type[kind].append(
            ResultItem(
                type=kind,
                source=SourceType.AUTO,
                weight=weight,
                score=float(score) if isinstance(score, int | float) and not isinstance(score, bool) else 0.0,
                title=str(row.get("title") or ""),
                content=str(row.get("content") or ""),
                url=str(row.get("url") or ""),
                metadata=dict(metadata) if isinstance(metadata, Mapping) else {},
                citation_id=next_id(),
            )
        )
    return [
        Result(
            type=request.type,
            query=request.query,
            source=SourceType.AUTO,
            items=by_type[request.type],
            total=len(by_type[request.type]),
        )
        for request in requests
    ]
