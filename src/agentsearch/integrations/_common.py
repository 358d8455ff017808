"""What the framework adapters share: which searches a retriever runs, and running them."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from agentsearch.context import CitationCounter
from agentsearch.references import build_reference_context
from agentsearch.searcher import Searcher
from agentsearch.types import Auth, Reference, Request, Result, SearchType, SourceType

__all__ = ["RetrievalSpec", "reference_metadata", "retrieve"]


@dataclass(frozen=True)
class RetrievalSpec:
    """The searches one retrieval runs for a query: which types, where, how many, which mode."""

    types: Sequence[SearchType | str] = (SearchType.KB,)
    collections: Sequence[str] = ()
    models: Sequence[str] = ()
    limit: int = 0
    mode: str = "all"
    auth: Auth | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def requests(self, query: str) -> list[Request]:
        built = []
        for kind in self.types:
            search_type = SearchType(kind)
            fields: dict[str, Any] = {"query": query, "type": search_type, "limit": self.limit}
            if search_type == SearchType.KB:
                fields["collections"] = list(self.collections)
            elif search_type == SearchType.DB:
                fields["models"] = list(self.models)
            built.append(Request(source=SourceType.USER, auth=self.auth, **fields, **self.extra))
        return built


async def retrieve(searcher: Searcher, query: str, spec: RetrievalSpec) -> tuple[list[Reference], list[str]]:
    """The deduplicated, ranked references of one query (citation ids from 1 for every query) and
    the errors of the sources that failed."""
    context = dataclasses.replace(searcher.context, citations=CitationCounter())
    fresh = Searcher(context=context, registry=searcher.registry)
    requests = spec.requests(query)
    if spec.mode == "any":
        slots: list[Result | None] = await fresh.any(requests)
    elif spec.mode == "race":
        slots = await fresh.race(requests)
    else:
        slots = list(await fresh.all(requests))
    results = [result for result in slots if result is not None]
    references = build_reference_context(results, context.config).references
    return references, [result.error for result in results if result.error]


def reference_metadata(ref: Reference) -> dict[str, Any]:
    """Citation metadata for a framework document: the id to cite, where it came from, how it ranked."""
    meta = ref.meta
    data: dict[str, Any] = {
        "citation_id": ref.id,
        "type": ref.type.value,
        "source": ref.source.value,
        "title": ref.title,
        "url": ref.url,
        "score": ref.score,
        "rank_score": float(meta.get("rank_score", ref.score) or 0.0),
    }
    for key in ("collection", "document_id", "chunk_id", "model", "record_id"):
        if meta.get(key) not in (None, ""):
            data[key] = meta[key]
    return data
