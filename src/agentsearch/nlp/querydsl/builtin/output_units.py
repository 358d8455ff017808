"""The unit an aggregate is asked in, when the column stores another: "total fee in dollars" on a
cents column, "average travel in miles" on kilometres, 总时长是多少小时 on seconds. The query sums
the stored values; the handler multiplies the result column by the factor (`GenerateOutput.scales`)
and says so. Only the unit words of `lexicon_measures`, and the column's own unit (name or comment).
The unit asked also picks the measure when the words name another ("match length in minutes").
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import stored_unit, unit_factor
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_SCALES, UNIT_WORDS

__all__ = ["asked_dimension", "asked_factor", "column_dimension", "measure_in_asked_unit"]

_UNITS = "|".join(re.escape(w) for w in sorted(UNIT_WORDS, key=len, reverse=True) if w.isalpha())
_RE_ASKED = re.compile(
    r"(?<![a-z])(?:in|into|as|how many|measured in)\s+(?:(?:us|cubic|square)\s+)?(?P<unit>"
    + _UNITS
    + r")(?![a-z])"
    r"|\(\s*(?P<paren>" + _UNITS + r")\s*\)"
    # "avg hours spent", "total km driven": the aggregate names its unit right after it
    r"|(?<![a-z])(?:avg|average|mean|total|sum of|overall|combined|max|maximum|min|minimum)\s+(?P<agg>"
    + _UNITS
    + r")(?![a-z])"
    # "hours of classes per trainer": a question that opens on the unit
    r"|^\s*(?:the\s+)?(?P<lead>" + _UNITS + r")\s+of(?![a-z])"
    # "top 3 supporters by total pledged, dollars": the unit alone after a comma ending the question
    r"|,\s*(?:in\s+)?(?P<tail>" + _UNITS + r")\s*[?.!]?\s*$"
)


def _asked_units(question: Question) -> list[str]:
    """The unit words the question asks its result in, in order."""
    return [
        next(w for w in m.group("unit", "paren", "agg", "lead", "tail") if w)
        for m in _RE_ASKED.finditer(question.text)
    ]


def asked_factor(question: Question, column: Column) -> tuple[float, str]:
    """(factor from the column's unit to the unit the question asks the result in, that unit's word);
    (1.0, "") when it asks none, the same, or one of another dimension."""
    stored = stored_unit(column)
    if stored not in UNIT_SCALES:
        return 1.0, ""
    for word in _asked_units(question):
        family = UNIT_WORDS[word][1]
        if family == stored:
            continue
        factor = unit_factor(stored, family)
        if factor is not None:
            return factor, word
    return 1.0, ""


def column_dimension(column: Column) -> str:
    """What the column's unit measures ("time" for duration_sec, "length" for HeightM), or ""."""
    unit = stored_unit(column)
    return UNIT_SCALES[unit][0] if unit in UNIT_SCALES else ""


def asked_dimension(question: Question) -> str:
    """What the unit the question asks the result in measures ("average match length in minutes":
    time), or "" when it asks none."""
    for word in _asked_units(question):
        family = UNIT_WORDS[word][1]
        if family in UNIT_SCALES:
            return UNIT_SCALES[family][0]
    return ""


def measure_in_asked_unit(
    question: Question, index: SchemaIndex, mentions: list[Mention], primary: Table, column: Column | None
) -> Column | None:
    """The measure of the dimension the result is asked in: "average match length in minutes" is
    the seconds column, "delivery distance in km" the metres one, whatever else the words named;
    a named column of that dimension first, else the one of the main table (or of a table next
    to it). A named column whose unit is unknown stays ("average price in dollars" is the price)."""
    dimension = asked_dimension(question)
    if not dimension or (column is not None and column_dimension(column) == dimension):
        return column
    named = [m.column for m in mentions if m.column is not None and m.column.numeric]
    for candidate in named:
        if column_dimension(candidate) == dimension:
            return candidate
    if column is not None and not column_dimension(column):
        return column  # a named measure of unknown unit: no unnamed column of the table instead
    near = [primary] + [
        t for t in index.tables if t is not primary and (index.path(primary.name, t.name, max_hops=1) or [])
    ]
    for table in near:
        own = [c for c in table.columns if c.numeric and not c.is_key and column_dimension(c) == dimension]
        if len(own) == 1:
            return own[0]
        if own:
            break
    return column
