"""What one layer run produces; `to_dict` is the JSON export (the seed's search.py output, extended)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from agentsearch.layer.hits import Hit
from agentsearch.nlp.intent import IntentResult

__all__ = ["LayerOutput", "Skip"]


@dataclass(frozen=True)
class Skip:
    """A source that contributed nothing to some sub-queries, and why (degradation report)."""

    source: str
    reason: str
    queries: int = 1
    fallback: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"source": self.source, "reason": self.reason, "queries": self.queries}
        if self.fallback:
            out["fallback"] = self.fallback
        return out


@dataclass
class LayerOutput:
    query: str
    mode: str
    queries: list[str]
    results: list[Hit]
    intent: IntentResult | None = None
    freshness: str = ""
    answer: str = ""
    research: dict[str, Any] | None = None
    refs: dict[str, Any] | None = None
    skipped: list[Skip] = field(default_factory=list)
    sources_used: list[str] = field(default_factory=list)
    requests: dict[str, int] = field(default_factory=dict)
    synthesis: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "query": self.query,
            "mode": self.mode,
            "intent": self.intent.intent if self.intent else None,
            "queries": list(self.queries),
            "count": len(self.results),
            "results": [hit.to_dict() for hit in self.results],
            "sources": list(self.sources_used),
            "skipped": [skip.to_dict() for skip in self.skipped],
            "requests": dict(self.requests),
        }
        if self.intent:
            out["classification"] = self.intent.to_dict()
        if self.freshness:
            out["freshness_filter"] = self.freshness
        if self.answer:
            out["answer"] = self.answer
        if self.research:
            out["research"] = self.research
        if self.refs is not None:
            out["refs"] = self.refs
        if self.synthesis is not None:
            out["synthesis"] = self.synthesis
        if self.notes:
            out["notes"] = list(self.notes)
        return out
