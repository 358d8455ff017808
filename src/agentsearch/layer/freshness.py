"""Freshness of a result from its publication date (Phase 4): newer is higher, no date is 0.5.

The decay is piecewise linear through the seed's anchor points — a day old 1.0, a week 0.9, a month
0.7, a quarter 0.5, a year 0.3, two years and older 0.1 — so two results a day apart never jump a
whole step. Dates in the future (clock skew, "2026" pages) count as new.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from itertools import pairwise

__all__ = ["MISSING_DATE_SCORE", "freshness_score", "parse_date"]

MISSING_DATE_SCORE = 0.5

#: (age in days, score); linear in between, flat after the last point.
_ANCHORS: tuple[tuple[float, float], ...] = (
    (0.0, 1.0),
    (1.0, 1.0),
    (7.0, 0.9),
    (30.0, 0.7),
    (90.0, 0.5),
    (365.0, 0.3),
    (730.0, 0.1),
)

_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y", "%Y-%m", "%Y")
_ZH_DATE = re.compile(r"(\d{4})年(\d{1,2})月(?:(\d{1,2})日)?")


def parse_date(value: object) -> datetime | None:
    """A timezone-aware datetime from ISO strings, common English dates, 2024年3月1日, years or ints."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, int) and not isinstance(value, bool) and 1900 <= value <= 2200:
        return datetime(value, 1, 1, tzinfo=UTC)
    text = str(value).strip()
    if not text:
        return None
    iso = text.replace("Z", "+00:00")
    try:
        parsed = datetime.fromisoformat(iso)
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    except ValueError:
        pass
    zh = _ZH_DATE.search(text)
    if zh:
        return datetime(int(zh.group(1)), int(zh.group(2)), int(zh.group(3) or 1), tzinfo=UTC)
    for fmt in _FORMATS:
        try:
            return datetime.strptime(text, fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    return None


def freshness_score(published: object, *, now: datetime | None = None) -> float:
    """0–1 freshness of a publication date; a missing or unreadable date is 0.5."""
    when = parse_date(published)
    if when is None:
        return MISSING_DATE_SCORE
    age = ((now or datetime.now(UTC)) - when).total_seconds() / 86400.0
    if age <= _ANCHORS[0][0]:
        return 1.0
    for (age0, score0), (age1, score1) in pairwise(_ANCHORS):
        if age <= age1:
            return round(score0 + (score1 - score0) * (age - age0) / (age1 - age0), 4)
    return _ANCHORS[-1][1]
