"""A question that says what day it is: "today is 2025-09-30", "(it's end of sept 2025 now)", "as of
2025-06-30", 今天是2025年9月30日, 现在是2025年9月底. Relative dates ("last month", "this year") then
count from that day, not from the machine's clock, and the clause is no condition of its own.
"""

from __future__ import annotations

import datetime as dt
import re

from agentsearch.nlp.querydsl.builtin.dates import find_dates
from agentsearch.nlp.querydsl.builtin.question import Question

__all__ = ["stated_today"]

_RE_TODAY = re.compile(
    r"(?<![a-z])(?:today is|today's date is|the date is|it's|it is|now is|as of)\s+"
    r"(?P<when>(?:the\s+)?(?P<end>end of\s+)?[a-z0-9 ,-]{4,24}?)(?:\s+now)?\s*(?=[,;()?.!]|$|底)"
)


def stated_today(question: Question, clock: dt.datetime) -> dt.datetime | None:
    """The day the question says it is (the clause consumed), or None."""
    for match in question.finditer(_RE_TODAY):
        when = match.group("when")
        spans = find_dates(when, clock.date())
        low, high = (spans[0].low, spans[0].high) if len(spans) == 1 else (None, None)
        if low is None or high is None:
            continue
        month_end = question.text[match.end() : match.end() + 1] == "底"  # 2025年9月底
        at_end = bool(match.group("end")) or month_end
        if (high - low).days > 31 and not at_end:
            continue  # "it is 2025": a year is no day
        day = high - dt.timedelta(days=1) if at_end else low
        question.consume(match.start(), match.end() + (1 if month_end else 0))
        return dt.datetime.combine(day, clock.time())
    return None
