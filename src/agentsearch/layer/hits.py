"""A merged search-layer result and how raw provider items become one (Phase 3 step 3 / Phase 4).

Items are deduplicated by page (`agentsearch.urls.page_key`: canonical URL, any scheme, with or
without www.); a duplicate adds its source
and the sub-query that found it, and fills in what the first copy lacked (snippet, date, academic
metadata). Order is first appearance, which is the "original order" used when there is no intent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from agentsearch.layer.scoring import ScoreBreakdown
from agentsearch.types import ResultItem
from agentsearch.urls import canonical_url, page_key

__all__ = ["ACADEMIC_KEYS", "Hit", "merge_items"]

#: metadata copied from providers onto a hit (academic providers, Exa).
ACADEMIC_KEYS = (
    "authors",
    "venue",
    "doi",
    "citation_count",
    "cited_by_count",
    "openalex_id",
    "paper_id",
    "year",
)


@dataclass
class Hit:
    url: str
    canonical: str
    title: str = ""
    snippet: str = ""
    published: str = ""
    sources: list[str] = field(default_factory=list)
    queries: list[str] = field(default_factory=list)
    provider_score: float | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    breakdown: ScoreBreakdown | None = None

    @property
    def score(self) -> float | None:
        return self.breakdown.score if self.breakdown else None

    @property
    def academic(self) -> dict[str, Any]:
        """authors, year, doi, citation_count, venue — what the citation exports need."""
        meta = self.meta
        authors = meta.get("authors") or []
        year = meta.get("year") or (self.published[:4] if self.published[:4].isdigit() else "")
        doi = str(meta.get("doi") or "")
        if not doi and "doi.org/" in self.url:
            doi = self.url.split("doi.org/", 1)[1]
        doi = doi.removeprefix("https://doi.org/").removeprefix("http://doi.org/")
        citations = meta.get("citation_count", meta.get("cited_by_count"))
        return {
            "authors": [str(a) for a in authors if a] if isinstance(authors, list) else [str(authors)],
            "year": str(year) if year else "",
            "doi": doi,
            "citation_count": citations if isinstance(citations, int) else None,
            "venue": str(meta.get("venue") or ""),
        }

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "title": self.title,
            "url": self.url,
            "snippet": self.snippet,
            "published_date": self.published,
            "source": ", ".join(self.sources),
            "sources": list(self.sources),
            "queries": list(self.queries),
        }
        if self.breakdown is not None:
            out["score"] = self.breakdown.score
            out["score_breakdown"] = self.breakdown.to_dict()
        if self.meta:
            out["meta"] = dict(self.meta)
        return out


def merge_items(batches: list[tuple[str, str, list[ResultItem]]]) -> list[Hit]:
    """Merge (source, sub-query, items) batches into hits keyed by page, first appearance first."""
    hits: dict[str, Hit] = {}
    for source, query, items in batches:
        for item in items:
            if not item.url or item.metadata.get("answer_box"):
                continue
            key = page_key(item.url)
            hit = hits.get(key)
            if hit is None:
                hit = Hit(url=item.url, canonical=canonical_url(item.url), title=item.title)
                hits[key] = hit
            _absorb(hit, source, query, item)
    return list(hits.values())


def _absorb(hit: Hit, source: str, query: str, item: ResultItem) -> None:
    if source not in hit.sources:
        hit.sources.append(source)
    if query and query not in hit.queries:
        hit.queries.append(query)
    if not hit.title and item.title:
        hit.title = item.title
    if len(item.content) > len(hit.snippet):
        hit.snippet = item.content
    published = str(item.metadata.get("published") or "")
    if published and not hit.published:
        hit.published = published
    if hit.provider_score is None or item.score > hit.provider_score:
        hit.provider_score = item.score
    for key in (*ACADEMIC_KEYS, "exaType"):
        value = item.metadata.get(key)
        if value not in (None, "", [], {}) and key not in hit.meta:
            hit.meta[key] = value
