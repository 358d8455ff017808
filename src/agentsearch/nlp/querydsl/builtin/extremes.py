"""A superlative asked per group is a min or max per group: "cheapest price in each category",
"longest delay for each mode" → `min(price) per category`, `max(delay) per mode` (one value per group),
not the single cheapest row that a superlative alone asks for."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.grouping import Aggregate
from agentsearch.nlp.querydsl.builtin.linking import Mention, numeric_near
from agentsearch.nlp.querydsl.builtin.money import money_column
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table
from agentsearch.nlp.querydsl.lexicon_measures import ROLE_SUPERLATIVES, UNIT_WORDS

__all__ = ["extreme_per_group"]

_PLAIN = {
    "lowest": "min",
    "smallest": "min",
    "least": "min",
    "minimal": "min",
    "highest": "max",
    "largest": "max",
    "biggest": "max",
    "greatest": "max",
    "top": "max",
}
#: role superlatives that are extremes (not "cheap", "long": those compare)
_ROLE_WORDS = [w for w in ROLE_SUPERLATIVES if w.endswith("est")]
_RE_EXTREME = re.compile(
    r"(?<![a-z])(?P<word>most expensive|least expensive|"
    + "|".join(sorted([*_PLAIN, *_ROLE_WORDS], key=len, reverse=True))
    + r")(?![a-z])"
)
_RE_EACH = re.compile(r"(?<![a-z])(?:(?:in|for|of|within|across)\s+(?:each|every)|per)\s+(?P<next>[a-z]+)")


_RE_BARE_EACH = re.compile(r"(?<![a-z])(?:each|every)\s+[a-z]")


def _last_group(question: Question) -> float:
    """Where the last group clause starts ("in each X", "for every X", "per X", not "per kg", a
    unit), infinity for "each X" anywhere (每个部门…最高的 arrives glossed as "each department …
    highest"), -1 for none. A superlative wants a group after it: read once, not per superlative."""
    if _RE_BARE_EACH.search(question.text):
        return float("inf")
    starts = [
        match.start()
        for match in _RE_EACH.finditer(question.text)
        if not (match.group(0).startswith("per") and match.group("next") in UNIT_WORDS)
    ]
    return max(starts, default=-1)


def _role_column(index: SchemaIndex, primary: Table, mentions: list[Mention], role: str) -> Column | None:
    """The main table's own column of that role ("cheapest room": the room's price), else for money
    the amount a related table holds."""
    found = primary.role(role)
    if found:
        return found[0]
    return money_column(index, primary, mentions) if role == "money" else None


def extreme_per_group(
    question: Question, index: SchemaIndex, mentions: list[Mention], primary: Table
) -> Aggregate | None:
    """min / max of the measure the superlative names (or its role's column), when a group follows."""
    last_group = _last_group(question)
    for match in question.finditer(_RE_EXTREME):
        if last_group < match.end():
            continue
        word = match.group("word")
        if word in _PLAIN:
            func, role = _PLAIN[word], ""
        elif word in ("most expensive", "least expensive"):
            func, role = ("max" if word.startswith("most") else "min"), "money"
        else:
            role, direction = ROLE_SUPERLATIVES[word]
            func = "max" if direction == "desc" else "min"
        named = numeric_near(mentions, match.start(), match.end(), before=6, after=20)
        column = named.column if named else (_role_column(index, primary, mentions, role) if role else None)
        if column is None or column.is_date:
            continue
        aggregate = Aggregate(func, measure=column, spans=[(match.start(), match.end())])
        if named is not None:
            aggregate.spans.append((named.start, named.end))
        return aggregate
    return None
