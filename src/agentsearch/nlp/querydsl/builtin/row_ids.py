"""Rows asked for by their key: "customer #12", "id 7", "no. 301", and a table named right before a
bare number ("who delivered order 250", "booking #54"): that table's key, joined when it is not the
answer's table ("who" is the courier; the number is the order's)."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table

__all__ = ["apply_ids"]

_RE_ID = re.compile(r"(?:#|(?<![a-z])id\s*(?:=|is|:|number)?\s*|(?<![a-z])no\.\s*)(?P<id>\d{1,15})(?!\d)")
#: a bare number right after a table's name, not followed by a unit, a decimal or a range
_RE_BARE = re.compile(r"\s(?:#\s*)?(?P<id>\d{1,15})(?![\d.,%]|\s*(?:-|to|and|or|[a-z]))")


def _key_column(table: Table) -> Column | None:
    return (
        next((c for c in table.columns if c.name == table.primary_key), None) if table.primary_key else None
    )


def _named_before(mentions: list[Mention], at: int, text: str) -> Table | None:
    """The table named right before `at` (only spaces or "#" between)."""
    for mention in mentions:
        near = mention.column is None and mention.strength >= 0.8 and 0 <= at - mention.end <= 3
        if near and not text[mention.end : at].strip(" #"):
            return mention.table
    return None


def apply_ids(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    for match in list(question.finditer(_RE_ID)):
        table = _named_before(mentions, match.start(), question.text) or plan.primary
        _where_key(question, plan, table, int(match.group("id")), match.start(), match.end())
    for mention in mentions:
        if mention.column is not None or mention.strength < 0.8:
            continue
        bare = _RE_BARE.match(question.text, mention.end)
        if bare is None or not question.free(bare.start("id"), bare.end("id")):
            continue
        _where_key(question, plan, mention.table, int(bare.group("id")), bare.start("id"), bare.end("id"))


def _where_key(question: Question, plan: Plan, table: Table, value: int, start: int, end: int) -> None:
    column = _key_column(table)
    if column is None or not plan.reachable(table):
        return
    name = plan.field_of(column)
    plan.where(name, "=", value)
    plan.explain.append(f"{name} = {value}")
    question.consume(start, end)
