"""Several values that must all hold for one row, through a one-to-many route: "posts tagged both
travel and food", 既参加过A又参加过B的藏品. A row of the end table holds one value, so `tag in (…)`
would answer "either"; each value gets its own aliased copy of the route instead, and the row must
reach every one of them (an intersection, as two EXISTS would say).

Only when the question says so ("both", "all of", 既…又, 同时) and the values are joined by "and"
(never "or"), and only along a route with a one-to-many step (a column of the row itself, or of a row
it points at, holds a single value: "both" there asks for nothing).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column

__all__ = ["apply_all_of"]

_RE_BOTH = re.compile(r"(?<![a-z])(?:both|all of)(?![a-z])|既|同时")
_RE_BOTH_ZH = re.compile(r"既|同时")
_RE_AND = re.compile(r"(?<![a-z])(?:and|as well as)(?![a-z])|&|和|与|及|以及|又|也")
_RE_OR = re.compile(r"(?<![a-z])(?:or|either)(?![a-z])|或|还是")
_RE_ALIAS = re.compile(r"\w{1,56}")


def apply_all_of(
    question: Question, plan: Plan, column: Column, values: Sequence[tuple[int, int, object]]
) -> bool:
    """Join the route to `column`'s table once per value (`(start, end, value)`, in question order)
    and ask each copy for its value, when the question asks for all of them. True when it did."""
    if len(values) < 2 or len(values) > 4:
        return False
    text = question.text
    first = values[0][0]
    said = _RE_BOTH.search(text[max(0, first - 24) : first])
    if said is None and not (question.chinese and _RE_BOTH_ZH.search(question.raw)):
        return False  # (the Chinese gloss may turn 既 into another word: the question's own text says it)
    for (_, end, _), (start, _, _) in pairwise(values):
        gap = text[end:start]
        if len(gap) > 30 or not _RE_AND.search(gap) or _RE_OR.search(gap):
            return False
    route = plan.index.path(
        plan.primary.name, column.table.name, prefer=frozenset(plan.mentioned), keys=plan.role_keys
    )
    if not route or not any(step.reverse for step in route):
        return False
    previous = plan.primary.name
    for step in route:  # a route is a chain: each step hangs off the table before it
        if step.foreign_table != previous:
            return False
        previous = step.table
    shown: list[object] = []
    for number, (_, _, value) in enumerate(values, start=1):
        source = plan.primary.name
        for hop, step in enumerate(route):
            alias = f"{step.table}_{number}"
            alias = alias if _RE_ALIAS.fullmatch(alias) else f"all_{number}_{hop}"
            plan.extra_joins.append(
                {
                    "from": f"{step.table} as {alias}",
                    "key": f"{alias}.{step.key}",
                    "foreign": f"{source}.{step.foreign}",
                }
            )
            source = alias
        plan.where(f"{source}.{column.name}", "=", value)
        shown.append(value)
    plan.explain.append(f"{column.table.name}.{column.name} = each of {shown} (all of them)")
    return True
