"""A reranker that orders items by how many query words they contain (ties keep their order)."""

from __future__ import annotations

from agentsearch.types import ResultItem


class OverlapReranker:
    def rerank(self, query: str, items: list[ResultItem], top_n: int) -> list[ResultItem]:
        words = {w.lower() for w in query.split()}

        def shared(item: ResultItem) -> int:
            return len(words & {w.strip("?.,!").lower() for w in f"{item.title} {item.content}".split()})

        ranked = sorted(items, key=shared, reverse=True)
        return ranked[:top_n] if 0 < top_n < len(ranked) else ranked
