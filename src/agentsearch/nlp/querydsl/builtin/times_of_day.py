"""Times of day: "sailings that depart before 6:30 in the morning", "baskets placed at 9:30 or
later", "after 6 pm", "between 9 and 11 am" (Chinese 早上7点前, 晚上9点以后 arrive glossed as "before
07:00"). The
condition goes on a column of clock times ('HH:MM' text) or on the time of a timestamp
(`:time(col)`, our QueryDSL extension), or a TIME column, compared with 'HH:MM'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.conditions import nearest_column
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table

__all__ = ["TimeOfDay", "apply_times", "find_times"]

_CLOCK = r"(?P<h{0}>\d{{1,2}})(?::(?P<m{0}>[0-5]\d))?(?:\s*(?P<ap{0}>a\.?m\.?|p\.?m\.?|o'?clock))?"
_PART = r"(?:\s+(?:in the|at)\s+(?P<part>morning|afternoon|evening|night))?"
_RE_BOUND = re.compile(
    r"(?<![a-z])(?P<word>before|after|earlier than|later than|until|till|by|from|since|at)\s+"
    + _CLOCK.format("")
    + _PART
    + r"(?P<tail>\s+or\s+(?:later|after|earlier|before))?(?![\d:])"
)
_RE_BETWEEN = re.compile(
    r"(?<![a-z])between\s+" + _CLOCK.format("1") + r"\s+and\s+" + _CLOCK.format("2") + _PART + r"(?![\d:])"
)
_OPS = {"before": "<", "earlier than": "<", "until": "<=", "till": "<=", "by": "<="}
_OPS |= {"after": ">", "later than": ">", "from": ">=", "since": ">=", "at": "="}
_RE_CLOCK_TEXT = re.compile(r"\d{2}:\d{2}(?::\d{2})?")


@dataclass(frozen=True)
class TimeOfDay:
    start: int
    end: int
    op: str  # < <= > >= = between
    low: str  # 'HH:MM'
    high: str = ""


def _hhmm(hour: str, minute: str | None, marker: str | None, part: str | None) -> str | None:
    """24-hour 'HH:MM', or None when the words are no clock time ("before 2020", "after 5")."""
    if not (minute or marker or part):
        return None  # a bare number is a count or a year, not a time
    h, m = int(hour), int(minute or 0)
    marker = (marker or "").replace(".", "")
    if h > 23 or (marker in ("am", "pm") and not 1 <= h <= 12):
        return None
    evening = marker == "pm" or part in ("afternoon", "evening") or (part == "night" and h >= 6)
    if evening and h < 12:
        h += 12
    elif marker == "am" and h == 12:
        h = 0
    return f"{h:02d}:{m:02d}"


def find_times(text: str) -> list[TimeOfDay]:
    """The clock-time conditions in `text` (lower-cased, glossed), left to right."""
    found: list[TimeOfDay] = []
    for match in _RE_BETWEEN.finditer(text):
        marker2 = match.group("ap2")
        low = _hhmm(match.group("h1"), match.group("m1"), match.group("ap1") or marker2, match.group("part"))
        high = _hhmm(match.group("h2"), match.group("m2"), marker2, match.group("part"))
        if low and high:
            found.append(TimeOfDay(match.start(), match.end(), "between", low, high))
    for match in _RE_BOUND.finditer(text):
        if any(t.start <= match.start() < t.end for t in found):
            continue
        clock = _hhmm(match.group("h"), match.group("m"), match.group("ap"), match.group("part"))
        if clock is None:
            continue
        op = _OPS[match.group("word")]
        tail = (match.group("tail") or "").split()[-1:]
        if tail:
            op = ">=" if tail[0] in ("later", "after") else "<="
        found.append(TimeOfDay(match.start(), match.end(), op, clock))
    return sorted(found, key=lambda t: t.start)


def _clock_text(column: Column) -> bool:
    """A TIME column, or text holding clock times ('07:45'): compared with 'HH:MM' as it is."""
    if column.kind == "time":
        return True
    values = column.schema.values
    return column.kind == "text" and bool(values) and all(_RE_CLOCK_TEXT.fullmatch(v) for v in values)


def _timed(column: Column) -> bool:
    return column.kind == "datetime" or _clock_text(column)


def apply_times(question: Question, plan: Plan, mentions: list[Mention]) -> Table | None:
    """Each clock time on the time column it names, else the main table's one time column (clock
    text first), else its timestamp; nothing when none can be meant. Returns the table of the last
    one: a date in the same question is that row's day ("arrived after 9am on may 20")."""
    timed: Table | None = None
    for time in find_times(question.text):
        if not question.free(time.start, time.end):
            continue
        near = nearest_column(plan, [m for m in mentions if m.strength >= 0.5], time.start, time.end, _timed)
        column = near.column if near is not None else _default(plan)
        if column is None:
            continue
        name = plan.field_of(column)
        target = name if _clock_text(column) else f":time({name})"
        if time.op == "between":
            plan.where(target, ">=", time.low)
            plan.where(target, "<=", time.high)
            plan.explain.append(f"{time.low} <= time of {name} <= {time.high}")
        else:
            plan.where(target, time.op, time.low)
            plan.explain.append(f"time of {name} {time.op} {time.low}")
        question.consume(time.start, time.end)
        if near is not None:
            question.consume(near.start, near.end)
        timed = column.table
    return timed


def _default(plan: Plan) -> Column | None:
    for table in plan.near_tables():
        clocks = [c for c in table.columns if _clock_text(c)]
        if len(clocks) == 1:
            return clocks[0]
        stamps = [c for c in table.columns if c.kind == "datetime" and "birth" not in c.keys]
        if not clocks and stamps:
            return stamps[0]
        if clocks:
            return None  # several clock columns and no word for one: cannot tell
    return None
