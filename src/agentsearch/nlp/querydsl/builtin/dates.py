"""Dates in questions: "in 2010", "March 2024", "2024-03-05", "between 2019 and 2021", "before 1960",
"since 2020", "last month", "last 7 days", "this year" (Chinese arrives glossed: 去年 → "last year",
2024年3月 → "2024-03", 6月13日 → "june 13"). Each becomes a half-open range [start, end) or a one-sided
bound; the column is chosen by `date_conditions.py` (a date column, or an integer year column such as
`publication_year`). A month or day without a year ("in may", "june 13", "16-22 june") is its latest
occurrence on or before the reference day: the newest date the database holds, if it is past
(`reference_day`), else today. A user asking about "May" of a database whose rows end in June 2025
means May 2025, not the May of the year they ask in.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.date_patterns import (
    AFTER_WORDS,
    BEFORE_WORDS,
    MONTHS,
    NOT_A_YEAR,
    QUARTERS,
    RE_BOUND,
    RE_BOUND_AFTER,
    RE_DAY_DASH,
    RE_DAY_MONTH,
    RE_DAY_MONTH_YEAR,
    RE_DAY_RANGE,
    RE_DECADE,
    RE_GLOSSED_MONTHS,
    RE_HALF,
    RE_HALF_AFTER,
    RE_ISO,
    RE_ISO_RANGE,
    RE_MONTH_ALONE,
    RE_MONTH_RANGE,
    RE_MONTH_YEAR,
    RE_ONWARD,
    RE_QUARTER,
    RE_RELATIVE,
    RE_RELATIVE_N,
    RE_WEEK_OF,
    RE_YEAR,
    RE_YEAR_MONTH,
    RE_YEAR_RANGE,
    RELATIVE,
    UNIT_AFTER,
    WEEKS,
    WORD_NUMBERS,
)

__all__ = ["DateSpan", "find_dates", "reference_day"]


@dataclass
class DateSpan:
    start: int  # span in the question
    end: int
    low: dt.date | None  # inclusive
    high: dt.date | None  # exclusive
    year_only: bool = False  # given as whole years: an integer year column can take it


#: date columns named for what is still to come: their highest value says nothing of the data's present
_FUTURE_NAMES = re.compile(r"next|due|expir|valid|until|plan|schedul|deadline|renew|reminder", re.I)
_OUTLIER_DAYS = 180


def reference_day(highs: Iterable[tuple[str, str]], today: dt.date) -> dt.date:
    """The day a year-less "May" counts back from: the newest of the date columns' highest values
    (`(column name, highest)`) that is not after today, leaving out columns named for what is to come
    (`next_visit`, `due_date`, `expires_on`) and one high standing more than half a year beyond all
    the others (a next appointment a year ahead); else today."""
    past = sorted(
        day
        for name, high in highs
        if not _FUTURE_NAMES.search(name) and (day := _iso_day(high)) is not None and day <= today
    )
    if len(past) >= 2 and (past[-1] - past[-2]).days > _OUTLIER_DAYS:
        past.pop()
    return past[-1] if past else today


def find_dates(text: str, now: dt.date, reference: dt.date | None = None) -> list[DateSpan]:
    """Every date expression, most specific first, not overlapping. `reference` (default `now`) gives
    a month or day without a year its year."""
    found: list[DateSpan] = []
    ref = reference or now

    def add(match: re.Match[str], low: dt.date | None, high: dt.date | None, years: bool = False) -> None:
        if any(match.start() < d.end and d.start < match.end() for d in found):
            return
        found.append(DateSpan(match.start(), match.end(), low, high, years))

    for match in RE_YEAR_RANGE.finditer(text):
        y1 = int(match.group("y1") or match.group("y3"))
        y2 = int(match.group("y2") or match.group("y4"))
        add(match, dt.date(min(y1, y2), 1, 1), dt.date(max(y1, y2) + 1, 1, 1), True)
    for match in RE_MONTH_RANGE.finditer(text):
        m1, m2 = MONTHS[match.group("m1")], MONTHS[match.group("m2")]
        if not match.group("y2") and not re.match(r"between|from", match.group(0)):
            continue  # "march to may" needs its "from"/"between" or a year to be a range of dates
        y2 = int(match.group("y2")) if match.group("y2") else _year_of(m2, 1, ref)
        y1 = int(match.group("y1")) if match.group("y1") else (y2 if m1 <= m2 else y2 - 1)
        if (y1, m1) < (y2, m2):
            add(match, dt.date(y1, m1, 1), _shift(dt.date(y2, m2, 1), "month", 1))
    for match in RE_DAY_RANGE.finditer(text):
        m1 = MONTHS[match.group("m1") or match.group("m3")]
        m2 = MONTHS[match.group("m2")] if match.group("m2") else m1
        year = int(match.group("year")) if match.group("year") else _year_of(m1, 1, ref)
        first = _date(str(year), str(m1), match.group("d1") or match.group("d3"))
        last = _date(str(year), str(m2), match.group("d2") or match.group("d4"))
        if first and last and first <= last:
            add(match, first, last + dt.timedelta(days=1))
    for match in RE_GLOSSED_MONTHS.finditer(text):
        _glossed_months(found, match, ref)
    for match in RE_QUARTER.finditer(text):  # "the third quarter of 2023", "q3 2023", 2023年第三季度
        quarter = int(match.group("q") or match.group("q2") or QUARTERS[match.group("word")])
        start = dt.date(int(match.group("year") or match.group("year2")), 3 * quarter - 2, 1)
        add(match, start, _shift(start, "month", 3))
    for match in RE_WEEK_OF.finditer(text):
        month = MONTHS[match.group("month")]
        year = int(match.group("year")) if match.group("year") else _year_of(month, 1, ref)
        nth, month_end = WEEKS[match.group("nth")], _shift(dt.date(year, month, 1), "month", 1)
        first = month_end - dt.timedelta(days=7) if nth == 5 else dt.date(year, month, 7 * nth - 6)
        add(match, first, min(first + dt.timedelta(days=7), month_end))
    for match in [*RE_HALF.finditer(text), *RE_HALF_AFTER.finditer(text)]:
        start = dt.date(int(match.group("year")), 7 if match.group("half") == "second" else 1, 1)
        add(match, start, _shift(start, "month", 6))
    for match in RE_ISO_RANGE.finditer(text):
        first, last = _date(*match.groups()[:3]), _date(*match.groups()[3:6])
        if first and last:
            first, last = sorted((first, last))
            add(match, first, last + dt.timedelta(days=1))
    for match in RE_ISO.finditer(text):
        day = _date(match.group(2), match.group(3), match.group(4))
        if day is None:
            continue
        _add_day(add, match, day)
    for match in RE_DAY_MONTH_YEAR.finditer(text):
        month = MONTHS[match.group("month") or match.group("month2")]
        day = _date(
            match.group("year") or match.group("year2"), str(month), match.group("day") or match.group("day2")
        )
        if day is None:
            continue
        _add_day(add, match, day)
    for match in RE_DAY_DASH.finditer(text):
        month = MONTHS[match.group("m1") or match.group("m2")]
        d1, d2 = int(match.group("d1") or match.group("d3")), int(match.group("d2") or match.group("d4"))
        year = int(match.group("year")) if match.group("year") else _year_of(month, d1, ref)
        first, last = _date(str(year), str(month), str(d1)), _date(str(year), str(month), str(d2))
        if first and last and first <= last:
            add(match, first, last + dt.timedelta(days=1))
    for match in RE_DAY_MONTH.finditer(text):
        month = MONTHS[match.group("month") or match.group("month2")]
        number = int(match.group("day") or match.group("day2"))
        day = _date(str(_year_of(month, number, ref)), str(month), str(number))
        if day is not None and (match.group("word") or match.group("month2") != "may"):
            _add_day(add, match, day)  # "may 5" alone may be a verb and a number
    for match in RE_RELATIVE_N.finditer(text):
        n = int(match.group("n")) if match.group("n").isdigit() else WORD_NUMBERS[match.group("n")]
        unit = match.group("unit").rstrip("s")
        add(match, _shift(now, unit, -min(n, 5000)), now + dt.timedelta(days=1))
    for match in RE_RELATIVE.finditer(text):
        unit, offset = RELATIVE[match.group(0)]
        start = _period_start(now, unit, offset)
        add(match, start, _shift(start, unit, 1), unit == "year")
    for match in RE_BOUND.finditer(text):
        year = int(match.group("year"))
        month = MONTHS.get(match.group("month") or "", 0)
        start = dt.date(year, month or 1, 1)
        end = _shift(start, "month" if month else "year", 1)
        word = match.group("word")
        if word == "from" and month and not RE_ONWARD.match(text, match.end()):
            add(match, start, end, False)  # "orders from june 2024": placed in June, not since
        elif re.fullmatch(BEFORE_WORDS, word):
            add(match, None, end if word in ("until", "till", "up to") else start, not month)
        else:
            add(match, end if word in ("after", "later than") else start, None, not month)
    for match in RE_BOUND_AFTER.finditer(text):
        year = int(match.group("year"))
        word = match.group("word")
        if word in ("before", "or earlier"):
            add(match, None, dt.date(year + (word == "or earlier"), 1, 1), True)
        else:
            add(match, dt.date(year + (word == "after"), 1, 1), None, True)
    for match in RE_MONTH_YEAR.finditer(text):
        start = dt.date(int(match.group("year")), MONTHS[match.group("month")], 1)
        add(match, start, _shift(start, "month", 1))
    for match in RE_MONTH_ALONE.finditer(text):
        month = MONTHS[match.group("month")]
        start = dt.date(_year_of(month, 1, ref), month, 1)
        end = _shift(start, "month", 1)
        word = match.group("word")
        if word in ("since", "after", "from") and (word != "from" or RE_ONWARD.match(text, match.end())):
            add(match, end if word == "after" else start, None)
        elif word in ("before", "until", "till", "by"):
            add(match, None, end if word != "before" else start)
        else:
            add(match, start, end)
    for match in RE_YEAR_MONTH.finditer(text):
        month = int(match.group("m"))
        if 1 <= month <= 12:
            start = dt.date(int(match.group("year")), month, 1)
            add(match, start, _shift(start, "month", 1))
    for match in RE_DECADE.finditer(text):
        short = match.group("short")
        decade = int(match.group("decade") or (("19" if short >= "30" else "20") + short))  # the 90s
        add(match, dt.date(decade, 1, 1), dt.date(decade + 10, 1, 1), True)
    for match in RE_YEAR.finditer(text):
        before = text[max(0, match.start("year") - 14) : match.start("year")]
        after = text[match.end() : match.end() + 12]
        if NOT_A_YEAR.search(before) and not re.search(r"(?:in|during|of|for|from)\s*$", before[-6:]):
            continue
        unit = UNIT_AFTER.match(after)
        if unit and unit.group(0).strip() in ("pages", "dollars", "usd", "ms", "mb", "bytes", "units", "%"):
            continue
        year = int(match.group("year"))
        add(match, dt.date(year, 1, 1), dt.date(year + 1, 1, 1), True)
    found.sort(key=lambda d: d.start)
    return _stated_in_brackets(text, found)


_RE_BRACKETED = re.compile(r"\s*[(（]\s*$")


def _stated_in_brackets(text: str, found: list[DateSpan]) -> list[DateSpan]:
    """ "this year (2025)", 今年（2025年）, 最近两个月（1月和2月）: the period the brackets state (all
    of it, when they list several) replaces the relative one; only when dates are all they hold
    ("the last 30 days (today is 2025-03-10)" states a day, not the period)."""
    out: list[DateSpan] = []
    i = 0
    while i < len(found):
        span = found[i]
        if out and _RE_BRACKETED.fullmatch(text[out[-1].end : span.start]):
            j = i  # the spans inside the brackets, joined by nothing but "and", commas or a dash
            while j + 1 < len(found) and _RE_LISTED.fullmatch(text[found[j].end : found[j + 1].start]):
                j += 1
            closing = re.match(r"\s*(?:[)）]|$)", text[found[j].end :])
            lows = [d.low for d in found[i : j + 1]]
            highs = [d.high for d in found[i : j + 1]]
            if closing and None not in lows and None not in highs:
                low = min(d for d in lows if d is not None)
                high = max(d for d in highs if d is not None)
                end = found[j].end + closing.end()
                out[-1] = DateSpan(out[-1].start, end, low, high, all(d.year_only for d in found[i : j + 1]))
                i = j + 1
                continue
        out.append(span)
        i += 1
    return out


_RE_LISTED = re.compile(r"\s*(?:and|,|，|、|和|与|及|-|–|~|to)?\s*")


def _glossed_months(found: list[DateSpan], match: re.Match[str], ref: dt.date) -> None:
    """A glossed Chinese pair of months: one range ("to"), or two months of one year ("and")."""
    m1 = int(match.group("n1")) if match.group("n1") else MONTHS[match.group("m1")]
    m2 = MONTHS[match.group("m2")]
    if not 1 <= m1 <= 12 or any(match.start() < d.end and d.start < match.end() for d in found):
        return
    if match.group("y1"):
        y1 = int(match.group("y1"))
        y2 = y1 if m2 >= m1 else y1 + 1
    else:
        y2 = _year_of(m2, 1, ref)
        y1 = y2 if m1 <= m2 else y2 - 1
    first, second = dt.date(y1, m1, 1), dt.date(y2, m2, 1)
    if match.group("join") in ("to", "through", "until"):
        if first < second:
            found.append(DateSpan(match.start(), match.end(), first, _shift(second, "month", 1)))
        return
    found.append(DateSpan(match.start(), match.start("join") - 1, first, _shift(first, "month", 1)))
    found.append(DateSpan(match.end("join") + 1, match.end(), second, _shift(second, "month", 1)))


def _year_of(month: int, day: int, ref: dt.date) -> int:
    """The year of the latest `month`/`day` on or before `ref`."""
    return ref.year if (month, day) <= (ref.month, ref.day) else ref.year - 1


def _iso_day(text: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None


def _date(year: str, month: str, day: str) -> dt.date | None:
    try:
        return dt.date(int(year), int(month), int(day))
    except ValueError:
        return None


def _period_start(today: dt.date, unit: str, offset: int) -> dt.date:
    if unit == "day":
        return today + dt.timedelta(days=offset)
    if unit == "week":
        monday = today - dt.timedelta(days=today.weekday())
        return monday + dt.timedelta(weeks=offset)
    if unit == "month":
        return _shift(today.replace(day=1), "month", offset)
    return dt.date(today.year + offset, 1, 1)


def _shift(day: dt.date, unit: str, amount: int) -> dt.date:
    try:
        if unit == "day":
            return day + dt.timedelta(days=amount)
        if unit == "week":
            return day + dt.timedelta(weeks=amount)
        if unit == "month":
            month = day.month - 1 + amount
            year = day.year + month // 12
            month = month % 12 + 1
            last = 28 if month == 2 else 30 if month in (4, 6, 9, 11) else 31
            return dt.date(year, month, min(day.day, last))
        return day.replace(year=day.year + amount)
    except (ValueError, OverflowError):
        return dt.date.min if amount < 0 else dt.date.max


def _add_day(
    add: Callable[[re.Match[str], dt.date | None, dt.date | None], None], match: re.Match[str], day: dt.date
) -> None:
    """One named day, as the word before it says: before it, after it (from the next day unless "on or
    after"), or the day itself."""
    word = match.group("word") or ""
    if re.fullmatch(BEFORE_WORDS, word):
        add(match, None, day)
    elif re.fullmatch(AFTER_WORDS, word):
        add(match, day + dt.timedelta(days=1) if word in ("after", "later than") else day, None)
    else:
        add(match, day, day + dt.timedelta(days=1))
