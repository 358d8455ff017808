"""Hybrid fusion and the calibrated 0–1 score that `threshold` is applied to (docs/kb.md).

`adaptive` (default for new collections) puts both sides on scales that mean the same on any corpus
and with any embedder, then adds them:

- vector evidence: how many standard deviations the chunk's cosine lies above the query's cosine with
  an even sample of the collection (`z = (cos - mean) / std`). Raw cosines are not comparable across
  embedders (e5 puts unrelated text at 0.75, MiniLM at 0.05); "3σ above a random chunk" is.
- keyword evidence: BM25 divided by the query's best BM25, times the share of the query's terms the
  chunk matches... approximated by BM25 / best, so a side whose best hit is weak adds little.
- evidence = z + KEYWORD_WEIGHT · bm25 / best_bm25, and the score is a logistic of it,
  `1 / (1 + exp(-(evidence - CENTRE) / SCALE))`, fitted on the dev halves so that it reads as the
  chance that the chunk is relevant.

`score` (the old default) = 0.5·cosine + 0.5·bm25/best; `rrf` = Σ 1/(60 + rank), divided by its
maximum. Single modes: `vector` = the same logistic of z alone; `keyword` = BM25 / the query's best BM25
(relative to the query, not calibrated).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from agentsearch.handlers.kb.store.base import Hit

__all__ = [
    "ALPHA",
    "DEFAULT_THRESHOLD",
    "GRAPH_BONUS",
    "RRF_K",
    "adaptive_fusion",
    "calibrated",
    "keyword_scores",
    "rrf",
    "score_fusion",
    "vector_evidence",
    "vector_scores",
]

ALPHA = 0.5
RRF_K = 60
GRAPH_BONUS = 0.1
KEYWORD_WEIGHT = 1.0
CENTRE = 4.0
SCALE = 1.0
#: the default `threshold` of hybrid and vector search on the calibrated score
DEFAULT_THRESHOLD = 0.1


def calibrated(evidence: float) -> float:
    """The logistic that maps fused evidence to a 0–1 chance of relevance."""
    return 1.0 / (1.0 + math.exp(-(evidence - CENTRE) / SCALE))


def vector_evidence(cosine: Mapping[str, float], background: tuple[float, float]) -> dict[str, float]:
    """Cosine → standard deviations above the query's background cosine."""
    mean, std = background
    std = std if std > 1e-6 else 1e-6
    return {c: (value - mean) / std for c, value in cosine.items()}


def vector_scores(hits: list[Hit], background: tuple[float, float] | None = None) -> dict[str, float]:
    if background is None:  # no background known: the cosine itself, clipped
        return {h.chunk_id: min(1.0, max(0.0, h.score)) for h in hits}
    return {
        c: calibrated(z) for c, z in vector_evidence({h.chunk_id: h.score for h in hits}, background).items()
    }


def keyword_scores(hits: list[Hit]) -> dict[str, float]:
    best = max((h.score for h in hits), default=0.0)
    if best <= 0:
        return {}
    return {h.chunk_id: max(0.0, h.score) / best for h in hits}


def adaptive_fusion(
    cosine: Mapping[str, float],
    background: tuple[float, float],
    keyword: Mapping[str, float],
    graph: Mapping[str, float] | None = None,
    keyword_weight: float = KEYWORD_WEIGHT,
) -> dict[str, float]:
    """`cosine` covers every candidate (exact similarity), `keyword` holds BM25 / best BM25 (0–1)."""
    graph = graph or {}
    evidence = vector_evidence(cosine, background)
    out: dict[str, float] = {}
    for chunk_id in set(evidence) | set(keyword) | set(graph):
        value = evidence.get(chunk_id, 0.0) + keyword_weight * keyword.get(chunk_id, 0.0)
        out[chunk_id] = min(1.0, calibrated(value) + GRAPH_BONUS * graph.get(chunk_id, 0.0))
    return out


def score_fusion(
    cosine: Mapping[str, float],
    keyword: Mapping[str, float],
    graph: Mapping[str, float] | None = None,
    alpha: float = ALPHA,
) -> dict[str, float]:
    """The old default: `cosine` must cover every candidate (exact similarity), `keyword` holds
    normalised BM25."""
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
