"""Which of the words after "per" / "by" / "each" is the group: the head noun of a compound ("per
ordering route": route), the column of a table named beside it, the counted table's own column."""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Table

__all__ = ["best_group", "head_noun"]


def head_noun(question: Question, options: list[Mention], first: int) -> int:
    """ "per ordering route": a date's word (`ordered_at`) right before a text column's name is the
    modifier of that name, the head noun last; the group starts at the head."""
    here = [m for m in options if m.start == first]
    if here:  # 货区 glossed "cargo area": one Chinese word, its head noun last
        end = max(m.end for m in here)
        later = [m for m in options if 0 < m.start - end <= 1 and _one_word(question, first, end, m)]
        if later:
            return min(m.start for m in later)
    if not here or not all(m.column is not None and m.column.is_date for m in here):
        return first
    end = max(m.end for m in here)
    after = [
        m
        for m in options
        if m.column is not None
        and m.column.is_text
        and 0 < m.start - end <= 1
        and not question.text[end : m.start].strip()
    ]
    return min(m.start for m in after) if after else first


def _one_word(question: Question, start: int, end: int, then: Mention) -> bool:
    """The two glosses translate one Chinese word: whole (货区 → "cargo area") or character by
    character (货 → cargo, 区 → area, written together in the question)."""
    if question.text[start : then.end] in question.origin:
        return True
    first, second = (
        question.origin.get(question.text[start:end]),
        question.origin.get(question.text[then.start : then.end]),
    )
    return bool(first and second and first + second in question.raw)


def best_group(options: list[Mention], first: int, home: Table, mentions: list[Mention]) -> Mention:
    """Among the mentions of the first word: the column of a table named right beside it ("customer
    country", 国家的客户), then, among the nearly strongest ("medication" names medications more
    than prescriptions), the counted / measured table's own column ("cities" of employees)."""
    here = [m for m in options if m.start == first]
    strongest = max(m.strength for m in here)
    here = [m for m in here if m.strength >= strongest - 0.15]

    def rank(mention: Mention) -> tuple[int, int, int, float]:
        beside = any(
            m.column is None
            and m.table is mention.table
            and (0 <= m.start - mention.end <= 8 or 0 <= mention.start - m.end <= 4)
            for m in mentions
        )
        return (
            0 if beside else 1,
            -(mention.end - mention.start),
            0 if mention.table is home else 1,
            -mention.strength,
        )

    return min(here, key=rank)
