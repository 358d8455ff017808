"""Capacity: "halls that hold more than 200", "vans that can seat 9 people", 能容纳300人以上的礼堂.
A number after a verb of holding is what the rows hold (a `capacity` / `seats` column), never a count
of other rows ("with more than 20 bookings")."""

from __future__ import annotations

import re

__all__ = ["capacity_said", "capacity_span"]

_RE_HOLDS = re.compile(
    r"(?<![a-z])(?:hold|holds|holding|seat|seats|seating|accommodate|accommodates|accommodating|fit|fits|"
    r"sleep|sleeps|take|takes|capacity(?:\s+of)?|room for)(?:\s+(?:up\s+to|at\s+least|over))?\s*$"
)


def capacity_said(text: str, comparison_start: int) -> bool:
    """A verb of holding (or "capacity") right before the comparison starting at `comparison_start`."""
    return capacity_span(text, comparison_start) is not None


def capacity_span(text: str, comparison_start: int) -> tuple[int, int] | None:
    """Where the verb of holding before the comparison is (to consume it: "room for" is no value)."""
    offset = max(0, comparison_start - 30)
    match = _RE_HOLDS.search(text[offset:comparison_start])
    return (offset + match.start(), offset + match.end()) if match else None
