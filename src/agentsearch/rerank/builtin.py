"""Builtin rerank: sort by score × weight, keep the top N (reference §2.11)."""

from __future__ import annotations

from agentsearch.types import ResultItem

__all__ = ["ScoreReranker", "rerank_builtin"]


def rerank_builtin(items: list[ResultItem], top_n: int) -> list[ResultItem]:
    """Stable sort by score × weight (descending); `top_n` ≤ 0 or beyond the count keeps all."""
    ranked = sorted(items, key=lambda item: item.score * item.weight, reverse=True)
    return ranked[:top_n] if 0 < top_n < len(ranked) else ranked


class ScoreReranker:
    """The `score` reranker of the registry (the default `rerank.name`)."""

    def rerank(self, query: str, items: list[ResultItem], top_n: int) -> list[ResultItem]:
        return rerank_builtin(items, top_n)
