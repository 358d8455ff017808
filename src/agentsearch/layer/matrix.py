"""The mode/source matrix (Phase 3): which providers a mode queries, and what each is asked for.

| mode     | sources                                              |
|----------|------------------------------------------------------|
| fast     | Brave + Exa (Grok when Exa is unavailable or fails)  |
| deep     | Brave + Exa + Tavily + Grok                          |
| answer   | Brave + Tavily (with its AI answer)                  |
| academic | Brave + OpenAlex + Semantic Scholar + Tavily         |

Brave takes part in every mode (the seed's Step 1). Freshness travels as the request's time range and
each provider maps it its own way (Brave `freshness`, Tavily `time_range`, Exa `startPublishedDate`,
OpenAlex `from_publication_date`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["MODES", "SourceSlot", "plan_sources"]

MODES: tuple[str, ...] = ("fast", "deep", "answer", "academic")


@dataclass(frozen=True)
class SourceSlot:
    """One source of a mode; `fallback` is tried only when `name` is unavailable or fails."""

    name: str
    fallback: str = ""
    options: dict[str, Any] = field(default_factory=dict)


_MATRIX: dict[str, tuple[SourceSlot, ...]] = {
    "fast": (SourceSlot("brave"), SourceSlot("exa", fallback="grok")),
    "deep": (SourceSlot("brave"), SourceSlot("exa"), SourceSlot("tavily"), SourceSlot("grok")),
    "answer": (SourceSlot("brave"), SourceSlot("tavily", options={"include_answer": True})),
    "academic": (
        SourceSlot("brave"),
        SourceSlot("openalex"),
        SourceSlot("semantic_scholar"),
        SourceSlot("tavily"),
    ),
}


def plan_sources(mode: str) -> tuple[SourceSlot, ...]:
    """The source slots of `mode` (unknown modes raise ValueError naming the known ones)."""
    try:
        return _MATRIX[mode]
    except KeyError:
        raise ValueError(f"unknown mode {mode!r}; known: {', '.join(MODES)}") from None
