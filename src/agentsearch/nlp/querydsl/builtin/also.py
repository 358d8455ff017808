"""Rows that are also rows of a table they are keyed to: "volunteers who are also donors",
"customers that are employees" → the other table joined (an inner join keeps the rows that have
one), when one foreign key links the two directly."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question

__all__ = ["apply_also"]

_RE_ALSO = re.compile(
    r"(?<![a-z])(?:who|that|which)\s+(?:are|is|were|was)\s+(?:(?:also|too)\s+)?(?:an?\s+)?(?:registered\s+)?"
)


def apply_also(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    if question.chinese or plan.aggregated:
        return
    for match in list(question.finditer(_RE_ALSO)):
        after = [m for m in mentions if m.column is None and m.start == match.end() and m.strength >= 0.8]
        other = max(after, key=lambda m: m.strength, default=None)
        if other is None or other.table is plan.primary or not other.table.primary_key:
            continue
        route = plan.index.path(plan.primary.name, other.table.name, max_hops=1)
        if not route:
            continue
        key = plan.key_of(other.table)  # joins it: only the rows that have one stay
        plan.where(key, "notnull")
        plan.explain.append(f"also a row of {other.table.name}")
        question.consume(match.start(), other.end)
        return
