"""Havings of an aggregate: a count or a total compared with a number ("customers with more than
5 orders", "who spent more than $45 in total", 参与人数不少于15人的项目), read once the group is known."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.capacity import capacity_said
from agentsearch.nlp.querydsl.builtin.grouping import Aggregate
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import Comparison, convert, stored_unit, unit_of
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.builtin.unnamed_count import (
    column_before,
    counted_by,
    counts_rows,
    head_after,
    head_column,
    pointing_at,
    referencing_table,
)
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_WORDS

__all__ = ["RE_FUNCTION", "find_having", "having_count"]


RE_FUNCTION = re.compile(
    r"(?<![a-z])(?P<word>average|avg|mean|sum of|sum|total|combined|overall|maximum|max|minimum|min)(?![a-z])"
)

_RE_IN_TOTAL = re.compile(r"(?<![a-z])(?:in total|total|altogether|combined|overall|in all)(?![a-z])")


def _act_before(
    mentions: list[Mention], comparison: Comparison, primary: Table, index: SchemaIndex
) -> Table | None:
    """The table a word right before a count of times names ("hiked" → hikes), not the rows
    being counted for; of two ("shipped": ships, shipments) the one pointing at them."""
    named = [
        m.table
        for m in mentions
        if m.column is None and m.table is not primary and 0 <= comparison.start - m.end <= 3
    ]
    pointing = [t for t in named if t in pointing_at(index, primary)]
    chosen = pointing or named
    return chosen[0] if chosen else None


def having_count(
    question: Question,
    mentions: list[Mention],
    comparisons: list[Comparison],
    primary: Table,
    index: SchemaIndex | None = None,
) -> Aggregate | None:
    """ "customers with more than 5 orders", "参与项目超过3个的员工": a comparison counting another table
    (not a measure, "heavier than 5 kg", nor a table already read, "… with no borrowings");
    接诊超过100次的医生 counts the one table pointing at the doctors (`unnamed_count`)."""
    mentions = [m for m in mentions if question.free(m.start, m.end)]
    for comparison in comparisons:
        if comparison.unit in UNIT_WORDS or capacity_said(question.text, comparison.start):
            continue  # "halls that hold over 200 people" is the hall's capacity, no count
        counted = counted_by(question, mentions, comparison, primary)
        english_times = not question.chinese and comparison.unit == "times"
        if (
            counted is None
            and index is not None
            and (question.chinese or english_times)
            and counts_rows(comparison)
        ):
            # "trails hiked more than 15 times": the act's table is named by its verb just before
            table = _act_before(mentions, comparison, primary, index) if english_times else None
            if table is None and not column_before(mentions, comparison):
                table = referencing_table(index, primary)
            if table is not None:
                aggregate = Aggregate("count", counted=table, group_table=primary)
                aggregate.having = (comparison.op, comparison.value)
                aggregate.spans.append((comparison.start, comparison.unit_end))
                question.consume(comparison.start, comparison.unit_end)
                return aggregate
        if counted is None:
            continue
        if counted.table is primary:
            # 投保人超过25个的州: in Chinese the head noun after 的
            head = head_after(question, mentions, primary, comparison.unit_end) if question.chinese else None
            head = head or head_column(question, mentions, primary, comparison.start)
            if head is None:
                continue
            # "breeds with more than 12 dogs": the rows per value of the column named first
            aggregate = Aggregate("count", counted=primary, group_column=head.column)
            aggregate.having = (comparison.op, comparison.value)
            aggregate.spans += [(comparison.start, comparison.end), (counted.start, counted.end)]
            aggregate.spans.append((head.start, head.end))
            question.consume(comparison.start, comparison.end)
            return aggregate
        aggregate = Aggregate("count", counted=counted.table, group_table=primary)
        aggregate.having = (comparison.op, comparison.value)
        aggregate.spans += [(comparison.start, comparison.end), (counted.start, counted.end)]
        question.consume(comparison.start, comparison.end)
        return aggregate
    return None


def find_having(
    question: Question,
    mentions: list[Mention],
    comparisons: list[Comparison],
    aggregate: Aggregate,
    primary: Table,
) -> None:
    if aggregate.having is not None:
        return
    for comparison in comparisons:
        if not question.free(comparison.start, comparison.end) or capacity_said(
            question.text, comparison.start
        ):
            continue
        counted = counted_by(question, mentions, comparison, primary)
        grouped = aggregate.group_table is not None or aggregate.group_column is not None
        if (
            aggregate.func == "count"
            and counted is not None
            and counted.table is aggregate.counted
            and (grouped or aggregate.counted is not primary)
        ):
            if not grouped:  # 哪些项目参与人数不少于15人: the projects are the groups
                aggregate.group_table = primary
            aggregate.having = (comparison.op, comparison.value)
            aggregate.spans += [(comparison.start, comparison.end), (counted.start, counted.end)]
            question.consume(comparison.start, comparison.end)  # no column condition reads it again
            return
        if (  # 按国家统计订单数，只要超过100单的: a bare count of the grouped rows
            aggregate.func == "count"
            and grouped
            and counted is None
            and question.chinese
            and counts_rows(comparison)
            and not column_before(mentions, comparison)
        ):
            aggregate.having = (comparison.op, comparison.value)
            aggregate.spans.append((comparison.start, comparison.unit_end))
            question.consume(comparison.start, comparison.unit_end)
            return
        measured = aggregate.measure.table if aggregate.measure is not None else None
        if aggregate.func != "count" and (grouped or (measured is not None and measured is not primary)):
            window = question.text[max(0, comparison.start - 30) : comparison.end + 20]
            if _RE_IN_TOTAL.search(window) or RE_FUNCTION.search(window):
                if not grouped:  # "riders who paid more than 5 in total": per rider
                    aggregate.group_table = primary
                value = comparison.value
                if aggregate.measure is not None:  # "an average delay over 15 minutes" on seconds
                    aggregate.having_unit = unit_of(comparison.unit)[1]
                    value = convert(value, aggregate.having_unit, stored_unit(aggregate.measure))
                aggregate.having = (comparison.op, value)
                aggregate.spans.append((comparison.start, comparison.end))
                question.consume(comparison.start, comparison.end)
                return
