"""A count whose counted table goes unnamed: Chinese says "接诊超过100次的医生" (doctors who saw
patients more than 100 times), "约课超过5次的会员": a verb and a classifier (次, 个, 单) where English
would name the rows ("more than 100 visits"). The rows counted are those of the one table that points
at the grouped one; with several such tables the question is not guessed at.
"""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import Comparison
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table

__all__ = ["CLASSIFIER_UNITS", "column_before", "counts_rows", "head_after", "referencing_table"]

#: what a Chinese classifier or a bare count glosses to after its number (次, 个, 位, 人, 单)
CLASSIFIER_UNITS = frozenset({"items", "times", "person", "people", "单"})


def counts_rows(comparison: Comparison) -> bool:
    """A comparison of a bare count: its number is followed by a classifier, not a unit or a column."""
    return comparison.unit in CLASSIFIER_UNITS and not comparison.currency and comparison.op != "between"


def referencing_table(index: SchemaIndex, table: Table) -> Table | None:
    """The only table whose foreign key points at `table` (a link table too: 约课 counts the bookings
    between members and classes), or None."""
    found = {
        id(other): other
        for other in index.tables
        if other is not table
        and any(c.schema.foreign is not None and c.schema.foreign.table == table.name for c in other.columns)
    }
    return next(iter(found.values())) if len(found) == 1 else None


def head_after(question: Question, mentions: list[Mention], table: Table, after: int) -> Mention | None:
    """A text column of `table` right after the comparison and its 的, the noun the question ends on."""
    for mention in mentions:
        column = mention.column
        if column is None or column.table is not table or not column.is_text or mention.strength < 0.6:
            continue
        if 0 <= mention.start - after <= 6 and question.text[after : mention.start].split() in ([], ["的"]):
            return mention
    return None


def column_before(mentions: list[Mention], comparison: Comparison) -> bool:
    """A numeric column named right before the comparison (座位超过7个): it is about that column."""
    return any(
        m.column is not None and m.column.numeric and 0 <= comparison.start - m.end <= 2 for m in mentions
    )
