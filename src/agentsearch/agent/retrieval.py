"""The `retrieval` output message (chat storage seed): what was searched and what came back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentsearch.types import Reference

__all__ = ["retrieval_props"]


def _source(reference: Reference) -> dict[str, Any]:
    meta = dict(reference.meta)
    source: dict[str, Any] = {
        "id": reference.id,
        "type": reference.type.value,
        "source": reference.source.value,
        "weight": reference.weight,
        "title": reference.title,
        "content": reference.content,
        "score": reference.score,
    }
    if reference.url:
        source["url"] = reference.url
    if meta.get("collection"):
        source["collection_id"] = meta.pop("collection")
    if meta.get("document_id"):
        source["document_id"] = meta.pop("document_id")
    chunk = meta.pop("chunk_id", None) or meta.pop("segment_id", None)
    if chunk:
        source["chunk_id"] = chunk
    if meta.get("model"):
        source["model"] = meta.pop("model")
    if meta.get("record_id") is not None:
        source["record_id"] = meta.pop("record_id")
    source["metadata"] = meta
    return source


def retrieval_props(
    query: str, references: Sequence[Reference], query_time_ms: int, **extra: Any
) -> dict[str, Any]:
    """`{query, sources, total_results, query_time_ms}` plus extra facts (errors, types)."""
    return {
        "query": query,
        "sources": [_source(reference) for reference in references],
        "total_results": len(references),
        "query_time_ms": query_time_ms,
        **extra,
    }
