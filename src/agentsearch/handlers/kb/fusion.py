"""Hybrid fusion and the documented 0–1 score that `threshold` is applied to.

Two fusions were measured on BEIR SciFact (docs/kb.md):

- `score` (default): normalised score fusion. Every candidate from either list gets its exact cosine
  similarity (clipped to 0–1) and its BM25 divided by the query's best BM25 (0 when it did not match):
  score = alpha * cosine + (1 - alpha) * bm25 / max_bm25, alpha = 0.5. A chunk found by the graph
  gains `graph_bonus * graph_score`, capped at 1.
- `rrf`: reciprocal rank fusion, sum of 1 / (60 + rank) over the lists, divided by its maximum
  (every list ranks it first) so it also lies in 0–1.

Single modes: `vector` score = cosine clipped to 0–1; `keyword` score = BM25 / the query's best BM25.
"""

from __future__ import annotations

from collections.abc import Mapping

from agentsearch.handlers.kb.store.base import Hit

__all__ = ["ALPHA", "GRAPH_BONUS", "RRF_K", "keyword_scores", "rrf", "score_fusion", "vector_scores"]

ALPHA = 0.5
RRF_K = 60
GRAPH_BONUS = 0.1


def vector_scores(hits: list[Hit]) -> dict[str, float]:
    return {h.chunk_id: min(1.0, max(0.0, h.score)) for h in hits}


def keyword_scores(hits: list[Hit]) -> dict[str, float]:
    best = max((h.score for h in hits), default=0.0)
    if best <= 0:
        return {}
    return {h.chunk_id: max(0.0, h.score) / best for h in hits}


def score_fusion(
    cosine: Mapping[str, float],
    keyword: Mapping[str, float],
    graph: Mapping[str, float] | None = None,
    alpha: float = ALPHA,
) -> dict[str, float]:
    """`cosine` must cover every candidate (exact similarity), `keyword` holds normalised BM25."""
    graph = graph or {}
    out: dict[str, float] = {}
    for chunk_id in set(cosine) | set(keyword) | set(graph):
        value = alpha * min(1.0, max(0.0, cosine.get(chunk_id, 0.0))) + (1 - alpha) * keyword.get(
            chunk_id, 0.0
        )
        out[chunk_id] = min(1.0, value + GRAPH_BONUS * graph.get(chunk_id, 0.0))
    return out


def rrf(rankings: list[list[str]], k: int = RRF_K) -> dict[str, float]:
    lists = [r for r in rankings if r]
    if not lists:
        return {}
    out: dict[str, float] = {}
    for ranking in lists:
        for rank, chunk_id in enumerate(ranking, start=1):
            out[chunk_id] = out.get(chunk_id, 0.0) + 1.0 / (k + rank)
    best = len(lists) / (k + 1)
    return {c: s / best for c, s in out.items()}
