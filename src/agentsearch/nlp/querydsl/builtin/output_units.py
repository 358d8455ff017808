"""The unit an aggregate is asked in, when the column stores another: "total fee in dollars" on a
cents column, "average travel in miles" on kilometres, 总时长是多少小时 on seconds. The query sums
the stored values; the handler multiplies the result column by the factor (`GenerateOutput.scales`)
and says so. Only the unit words of `lexicon_measures`, and the column's own unit (name or comment).
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.numbers import unit_factor
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_SCALES, UNIT_WORDS

__all__ = ["asked_factor"]

_UNITS = "|".join(re.escape(w) for w in sorted(UNIT_WORDS, key=len, reverse=True) if w.isalpha())
_RE_ASKED = re.compile(
    r"(?<![a-z])(?:in|into|as|how many|measured in)\s+(?:(?:us|cubic|square)\s+)?(?P<unit>"
    + _UNITS
    + r")(?![a-z])"
    r"|\(\s*(?P<paren>" + _UNITS + r")\s*\)"
)


def asked_factor(question: Question, column: Column) -> tuple[float, str]:
    """(factor from the column's unit to the unit the question asks the result in, that unit's word);
    (1.0, "") when it asks none, the same, or one of another dimension."""
    stored = column.unit
    if stored not in UNIT_SCALES:
        return 1.0, ""
    for match in _RE_ASKED.finditer(question.text):
        word = match.group("unit") or match.group("paren")
        family = UNIT_WORDS[word][1]
        if family == stored:
            continue
        factor = unit_factor(stored, family)
        if factor is not None:
            return factor, word
    return 1.0, ""
