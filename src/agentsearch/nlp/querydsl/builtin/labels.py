"""A short label right after its column's name: "pier d", "block c", "gate 5", "terminal 2" → `pier =
'D'`. Values of one to three characters are too short for the value index (they would match any
letter); said right after the column that holds them, they are that value."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question

__all__ = ["apply_labels"]

_RE_LABEL = re.compile(r" (?P<label>[a-z0-9]{1,3})(?![a-z0-9])")


def apply_labels(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    for mention in mentions:
        column = mention.column
        if column is None or not column.is_text or mention.strength < 0.8 or not plan.reachable(column.table):
            continue
        match = _RE_LABEL.match(question.text, mention.end)
        if match is None or not question.free(match.start("label"), match.end("label")):
            continue
        said = match.group("label")
        value = next((v for v in column.schema.values if v.strip().lower() == said), None)
        if value is None:
            continue
        name = plan.field_of(column)
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value!r}")
        plan.linking.append(
            f"{question.text[mention.start : match.end()]!r} → {column.table.name}.{column.name}"
        )
        question.consume(mention.start, match.end())
