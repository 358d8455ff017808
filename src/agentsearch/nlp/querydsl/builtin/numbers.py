"""Numbers, units and comparisons: "under $100", "more than 5 minutes", "between 10 and 20",
"500 pages or more", "at least 4.5 stars" (Chinese arrives glossed: 超过500页 → "more than 500 pages").

This module only reads the comparison; which column it is about is decided by `conditions.py`.
Numbers are read with possessive quantifiers from their first digit, so a 4,000-digit question stays
linear; a number too large for any column is a clear error, never an overflow.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Protocol

from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.lexicon_measures import (
    CODE_UNITS,
    COLUMN_UNITS,
    LENGTH_NAMES,
    ROLE_NAME_HINTS,
    UNIT_SCALES,
    UNIT_WORDS,
)


class StoredColumn(Protocol):
    """What `stored_unit` reads of a schema column (schema_index.Column, which imports this module)."""

    @property
    def unit(self) -> str: ...
    @property
    def roles(self) -> frozenset[str] | set[str]: ...


__all__ = [
    "Comparison",
    "column_unit",
    "convert",
    "find_comparisons",
    "for_column",
    "measure_word",
    "parse_number",
    "unit_factor",
    "unit_of",
]

MAX_DIGITS = 15

_NUM = (
    r"(?<![\d.])(?P<{0}>\d++(?:\.\d++)?"
    r"|(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)(?![a-z]))"
)
_CUR = r"(?P<{0}>\$|usd\s?|us\$|€|£|¥)?\s?"
_MULT = r"(?:\s?(?P<{0}>k|thousand|million|m)(?![a-z]))?"
_UNIT = r"(?:\s{{0,2}}(?P<{0}>[a-z]+(?:\s+old)?|%))?"  # two spaces: a glossed numeral before its unit


def _value(tag: str) -> str:
    return (
        _CUR.format(f"{tag}cur")
        + _NUM.format(f"{tag}num")
        + _MULT.format(f"{tag}mult")
        + _UNIT.format(f"{tag}unit")
    )


_CMP_BEFORE = {
    "less than or equal to": "<=",
    "no more than": "<=",
    "not more than": "<=",
    "at most": "<=",
    "up to": "<=",
    "maximum of": "<=",
    "under": "<",
    "below": "<",
    "less than": "<",
    "fewer than": "<",
    "lower than": "<",
    "cheaper than": "<",
    "shorter than": "<",
    "smaller than": "<",
    "lighter than": "<",
    "younger than": "<",
    "before": "<",
    "earlier than": "<",
    "<=": "<=",
    "<": "<",
    "greater than or equal to": ">=",
    "at least": ">=",
    "minimum of": ">=",
    "no less than": ">=",
    "no fewer than": ">=",
    "more than": ">",
    "greater than": ">",
    "higher than": ">",
    "larger than": ">",
    "bigger than": ">",
    "longer than": ">",
    "heavier than": ">",
    "taller than": ">",
    "older than": ">",
    "more expensive than": ">",
    "over": ">",
    "above": ">",
    "exceeding": ">",
    "exceeds": ">",
    "exceed": ">",
    "after": ">",
    "later than": ">",
    ">=": ">=",
    ">": ">",
    "exactly": "=",
    "equal to": "=",
    "equals": "=",
    "priced at": "=",
    "=": "=",
}
_CMP_AFTER = {
    "or more": ">=",
    "or above": ">=",
    "or over": ">=",
    "or higher": ">=",
    "or greater": ">=",
    "or longer": ">=",
    "or later": ">=",
    "and up": ">=",
    "and above": ">=",
    "and over": ">=",
    "plus": ">=",
    "+": ">=",
    "or less": "<=",
    "or fewer": "<=",
    "or below": "<=",
    "or under": "<=",
    "or lower": "<=",
    "or shorter": "<=",
    "or earlier": "<=",
}
#: comparison words that say which kind of column they are about
_CMP_ROLE = {
    "cheaper than": "money",
    "more expensive than": "money",
    "priced at": "money",
    "longer than": "duration",
    "shorter than": "duration",
    "heavier than": "weight",
    "taller than": "length",
    "lighter than": "weight",
    "older than": "age",
    "younger than": "age",
}


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_RE_BETWEEN = re.compile(
    r"(?:between|from)\s+" + _value("a_") + r"\s*(?:and|to|-|–)\s*" + _value("b_") + r"(?:\s*between_end)?"
)
_RE_RANGE_END = re.compile(_value("a_") + r"\s*(?:to|-|–|~|and)\s*" + _value("b_") + r"\s*between_end")
_RE_BEFORE = re.compile(
    r"(?<![a-z])(?P<cmp>" + _alternation(list(_CMP_BEFORE)) + r")\s*(?:of\s+|a\s+|an\s+)?" + _value("")
)
_RE_AFTER = re.compile(_value("") + r"\s*(?P<cmp>" + _alternation(list(_CMP_AFTER)) + r")(?![a-z])")


@dataclass
class Comparison:
    start: int
    end: int
    op: str  # = < <= > >= between
    value: float
    high: float | None = None  # for between
    unit: str = ""  # the word after the number ("pages", "minutes", "stars")
    currency: bool = False
    role: str = ""  # what the comparison word implies ("cheaper than" → money)
    number_start: int = 0  # where the number itself begins (dates may take it instead)
    raw_number: str = ""
    unit_end: int = 0  # end of the word after the number, unit or not (it may name the column)
    mult: str = ""  # the multiplier read after the number ("k", "m": a million, or metres on a length)


_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_WORD_NUMBERS |= {"nine": 9, "ten": 10, "twelve": 12, "twenty": 20}


def parse_number(text: str, mult: str | None = None) -> float:
    if text in _WORD_NUMBERS:
        return float(_WORD_NUMBERS[text])
    digits = text.split(".", 1)[0].lstrip("0")
    if len(digits) > MAX_DIGITS:
        shown = text if len(text) <= 24 else f"{text[:10]}…{text[-4:]} ({len(text)} digits)"
        raise SearchError(f"the number {shown} is too large to compare (at most {MAX_DIGITS} digits)")
    factor = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6}.get((mult or "").strip(), 1.0)
    return float(text) * factor


def unit_of(word: str) -> tuple[str, str]:
    """(role, unit family) of a unit word; ("", "") when the word is not a known unit."""
    return UNIT_WORDS.get(word.strip(), ("", ""))


def measure_word(words: list[str], i: int) -> bool:
    """`words[i]` says what a number measures (a unit word, or any word right after a number: "12
    hrs", "3 beds"): it names a column or a unit, never a coded value or an abbreviated name."""
    after_number = i > 0 and _is_number(words[i - 1])
    if words[i] in CODE_UNITS:  # "500 ron", "usd 20"; not Ron Weasley
        return after_number or (i + 1 < len(words) and _is_number(words[i + 1]))
    return words[i] in UNIT_WORDS or after_number


def _is_number(word: str) -> bool:
    return word.replace(".", "", 1).isdigit()


def find_comparisons(text: str) -> list[Comparison]:
    """Every comparison in `text` (lower-cased, glossed), left to right, not overlapping."""
    found: list[Comparison] = []
    taken: list[tuple[int, int]] = []

    def overlaps(start: int, end: int) -> bool:
        return any(start < e and s < end for s, e in taken)

    for pattern in (_RE_BETWEEN, _RE_RANGE_END):
        for match in pattern.finditer(text):
            if overlaps(match.start(), match.end()):
                continue
            low = parse_number(match.group("a_num"), match.group("a_mult"))
            high = parse_number(match.group("b_num"), match.group("b_mult"))
            unit = _unit(match.group("b_unit") or match.group("a_unit"))
            said = unit_of(_unit(match.group("a_unit")))[1]
            low = convert(low, said, unit_of(unit)[1])  # "90 minutes to 2 hours": in the other end's unit
            end = match.end()
            if match.group("b_unit") and match.group("b_unit").strip() not in UNIT_WORDS:
                end = match.start("b_unit")
            found.append(
                Comparison(
                    match.start(),
                    end,
                    "between",
                    min(low, high),
                    max(low, high),
                    unit,
                    bool(match.group("a_cur") or match.group("b_cur")),
                    number_start=match.start("a_num"),
                    raw_number=match.group("a_num"),
                    unit_end=match.end(),
                    mult=(match.group("b_mult") or match.group("a_mult") or "").strip(),
                )
            )
            taken.append((match.start(), match.end()))
    for pattern, table in ((_RE_BEFORE, _CMP_BEFORE), (_RE_AFTER, _CMP_AFTER)):
        for match in pattern.finditer(text):
            if overlaps(match.start(), match.end()):
                continue
            word = match.group("cmp")
            unit = _unit(match.group("unit"))
            end = match.end()
            if unit and unit not in UNIT_WORDS and pattern is _RE_BEFORE:
                end = match.start("unit")  # the next word is not a unit: leave it to the linker
            found.append(
                Comparison(
                    match.start(),
                    end,
                    table[word],
                    parse_number(match.group("num"), match.group("mult")),
                    unit=unit,
                    currency=bool(match.group("cur")),
                    role=_CMP_ROLE.get(word, ""),
                    number_start=match.start("num"),
                    raw_number=match.group("num"),
                    unit_end=match.end("unit") if unit else end,
                    mult=(match.group("mult") or "").strip(),
                )
            )
            taken.append((match.start(), end))
    found.sort(key=lambda c: c.start)
    return found


def _unit(word: str | None) -> str:
    """The unit word after a number, when it is one (a unit, or a word naming a column: kept raw)."""
    return (word or "").strip()


_RE_STATED_UNIT = re.compile(r"(?<![a-z])(?:in|measured in|unit:?)\s+(?:us\s+|usd\s+)?(?P<unit>[a-z0-9²]+)")


_CENT_ABBREVIATIONS = frozenset({"ct", "cts"})  # cents, but also "count": only on a money column


def column_unit(name: str, description: str = "") -> str:
    """The unit a column's name states (its last part: `height_cm`, `runtimeSec`; a longer unit
    word anywhere: `minutes_played`) or its comment ("insured value in US cents"); "" when none."""
    parts = name_tokens(name, expand=False)
    if len(parts) > 1 and parts[-1] == "min" and _measures_other_than_time(parts[:-1], description):
        parts = parts[:-1]  # `price_min`, `weight_min`: the minimum of a money or a weight, no minutes
    if parts and parts[-1] in COLUMN_UNITS:
        return COLUMN_UNITS[parts[-1]]
    if len(parts) > 1 and parts[-1] in _CENT_ABBREVIATIONS:  # `fare_ct`; `visit_ct` is a count
        about = " ".join(parts[:-1]) + " " + description.lower()
        if any(hint in about for hint in ROLE_NAME_HINTS["money"]):
            return "cent"
    if len(parts) > 1 and parts[-1] == "m" and LENGTH_NAMES & set(parts[:-1]):
        return "metre"
    if parts and parts[-1][:-1] in LENGTH_NAMES and parts[-1].endswith("m"):
        return "metre"  # PostgreSQL folds HeightM to heightm
    for part in parts:
        if len(part) >= 4 and part in COLUMN_UNITS:
            return COLUMN_UNITS[part]
    for match in _RE_STATED_UNIT.finditer(description.lower()):
        if match.group("unit") in COLUMN_UNITS:
            return COLUMN_UNITS[match.group("unit")]
    return _chinese_unit(description)


#: units a Chinese comment states (单位：分钟, 时长（秒）, 以公斤计); 分 alone is a cent only beside money
_ZH_UNITS = {
    "毫秒": "millisecond",
    "秒": "second",
    "分钟": "minute",
    "小时": "hour",
    "天": "day",
    "周": "week",
    "毫米": "mm",
    "厘米": "cm",
    "米": "metre",
    "公里": "km",
    "千米": "km",
    "克": "gram",
    "千克": "kg",
    "公斤": "kg",
    "吨": "ton",
    "平方米": "sqm",
    "字节": "byte",
    "分": "cent",
    "元": "dollar",  # the whole unit of a currency, as a dollar is (the currency itself is `currencies`')
}
_ZH_UNIT = "|".join(sorted(_ZH_UNITS, key=len, reverse=True))
_RE_ZH_STATED_UNIT = re.compile(
    r"单位\s*[:：为是]?\s*(?P<a>" + _ZH_UNIT + r")|[（(]\s*(?P<b>" + _ZH_UNIT + r")\s*[)）]"
    r"|以\s*(?P<c>" + _ZH_UNIT + r")\s*(?:为单位|计)"
)
_RE_ZH_MONEY = re.compile(r"金额|价|费|钱|元|付|收入|工资|薪|款")


def _chinese_unit(description: str) -> str:
    for match in _RE_ZH_STATED_UNIT.finditer(description):
        word = match.group("a") or match.group("b") or match.group("c")
        if word == "分" and not _RE_ZH_MONEY.search(description):
            continue  # 评分（分）: points, not cents
        return _ZH_UNITS[word]
    return ""


def _measures_other_than_time(parts: list[str], description: str) -> bool:
    """The rest of a name (or its comment) says it measures something that is no duration (not
    "total": `total_min` is a total of minutes)."""
    about = " ".join(parts) + " " + description.lower()
    return any(
        hint in about
        for role, hints in ROLE_NAME_HINTS.items()
        if role != "duration"
        for hint in hints
        if hint != "total"
    )


def unit_factor(family: str, unit: str) -> float | None:
    """How many `unit` one `family` is (hour → second: 3600, dollar → cent: 100); None when either
    is not a known unit or they measure different things."""
    if family not in UNIT_SCALES or unit not in UNIT_SCALES:
        return None
    (asked, size), (stored, stored_size) = UNIT_SCALES[family], UNIT_SCALES[unit]
    return size / stored_size if asked == stored else None


def stored_unit(column: StoredColumn) -> str:
    """The unit a column's values are in: the one its name or comment states, else seconds for a
    column of durations that states none (one rule for conditions, aggregates and havings)."""
    return column.unit or ("second" if "duration" in column.roles else "")


def convert(value: float, family: str, unit: str, role: str = "") -> float:
    """A value in the question's unit `family` → the column's `unit` (minutes on a milliseconds
    column, dollars on a cents one, a metre on centimetres); a column that states no unit takes
    durations in seconds and everything else as said."""
    if not unit and role == "duration":
        unit = "second"
    factor = unit_factor(family, unit)
    return value if factor is None else value * factor


def for_column(comparison: Comparison, family: str, unit: str) -> tuple[Comparison, str]:
    """The comparison and its unit family as read against a column storing `unit`: a bare "m"
    after the number is metres on a length ("longer than 2 m" on length_cm), a million elsewhere."""
    if comparison.mult != "m" or comparison.unit or UNIT_SCALES.get(unit, ("",))[0] != "length":
        return comparison, family
    high = comparison.high / 1e6 if comparison.high is not None else None
    return dataclasses.replace(comparison, value=comparison.value / 1e6, high=high, mult=""), "metre"
