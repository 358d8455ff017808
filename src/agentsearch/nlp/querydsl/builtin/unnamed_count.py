"""Which table a count comparison counts ("5 orders", 项目超过3个, `counted_by`), and a count whose
counted table goes unnamed: Chinese says "接诊超过100次的医生" (doctors who saw
patients more than 100 times), "约课超过5次的会员": a verb and a classifier (次, 个, 单) where English
would name the rows ("more than 100 visits"). The rows counted are those of the one table that points
at the grouped one; with several such tables the question is not guessed at.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from agentsearch.nlp.cedict import cedict_senses
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import Comparison
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.nlp.querydsl.lexicon_zh import ZH_WORDS

if TYPE_CHECKING:
    from agentsearch.nlp.querydsl.builtin.grouping import Aggregate

__all__ = [
    "CLASSIFIER_UNITS",
    "acted_on",
    "column_before",
    "count_the_act",
    "counted_by",
    "counts_rows",
    "head_after",
    "head_column",
    "pointing_at",
    "referencing_table",
    "table_mention_after",
    "table_mention_before",
]

#: what a Chinese classifier or a bare count glosses to after its number (次, 个, 位, 人, 单)
CLASSIFIER_UNITS = frozenset({"items", "times", "person", "people", "单"})


def counts_rows(comparison: Comparison) -> bool:
    """A comparison of a bare count: its number is followed by a classifier, not a unit or a column."""
    return comparison.unit in CLASSIFIER_UNITS and not comparison.currency and comparison.op != "between"


_RE_MOST = re.compile(r"(?<![a-z])(?P<word>most|highest|fewest|least|lowest)(?![a-z])(?!\s+than)")


def count_the_act(question: Question, index: SchemaIndex, aggregate: Aggregate, primary: Table) -> None:
    """被检查次数最多的两个公园, 打分次数最多的用户: the count names an act, not rows: the act's rows
    are counted per row of the main table (`acted_on`), and 最多 orders them."""
    if aggregate.group_table is not None or aggregate.group_column is not None:
        return
    most = None if aggregate.superlative else question.search(_RE_MOST)
    if not aggregate.superlative and most is None:
        return
    acted = acted_on(question, index, primary)
    if acted is None:
        return
    aggregate.counted, aggregate.group_table = acted, primary
    if most is not None:
        aggregate.order = "desc" if most.group("word") in ("most", "highest") else "asc"
        aggregate.superlative = True
        aggregate.spans.append((most.start(), most.end()))


def acted_on(question: Question, index: SchemaIndex, table: Table) -> Table | None:
    """The table of what was done to `table`'s rows when a Chinese count names only the act (被检查次数
    最多的公园, 进厂维修的次数最多): among the tables pointing at it, the one a verb of the question
    begins the name of (检查 "inspect" → inspections), else the only one."""
    pointing = pointing_at(index, table)
    if len(pointing) == 1:
        return pointing[0]
    roots = _verb_roots(question.raw)
    named = [
        other
        for other in pointing
        if any(
            len(common := _common_prefix(root, key)) >= 5 and common == root[: len(common)]
            for root in roots
            for key in other.keys
            if " " not in key
        )
    ]
    return named[0] if len(named) == 1 else None


def _verb_roots(raw: str) -> set[str]:
    """Stems of the English senses of every two-character Chinese word in `raw` (linear: 2-grams)."""
    roots: set[str] = set()
    for at in range(len(raw) - 1):
        pair = raw[at : at + 2]
        if not all("\u4e00" <= ch <= "\u9fff" for ch in pair):
            continue
        for sense in (*ZH_WORDS.get(pair, ()), *cedict_senses(pair)[:3]):
            roots.update(stem(word) for word in sense.split() if len(word) >= 5)
    return roots


def _common_prefix(a: str, b: str) -> str:
    size = 0
    while size < min(len(a), len(b)) and a[size] == b[size]:
        size += 1
    return a[:size]


def pointing_at(index: SchemaIndex, table: Table) -> list[Table]:
    """Every other table with a foreign key to `table`."""
    found = {
        id(other): other
        for other in index.tables
        if other is not table
        and any(c.schema.foreign is not None and c.schema.foreign.table == table.name for c in other.columns)
    }
    return list(found.values())


def referencing_table(index: SchemaIndex, table: Table) -> Table | None:
    """The only table whose foreign key points at `table` (a link table too: 约课 counts the bookings
    between members and classes), or None."""
    found = pointing_at(index, table)
    return found[0] if len(found) == 1 else None


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


def table_mention_after(mentions: list[Mention], at: int, within: int = 24) -> Mention | None:
    best: Mention | None = None
    for mention in mentions:
        if not (mention.column is None and 0 <= mention.start - at <= within):
            continue
        if best is None or (mention.start, -mention.strength) < (best.start, -best.strength):
            best = mention
    return best


def table_mention_before(mentions: list[Mention], at: int, within: int) -> Mention | None:
    best: Mention | None = None
    for mention in mentions:
        if mention.column is None and 0 <= at - mention.end <= within:
            best = mention if best is None or mention.end > best.end else best
    return best


def head_column(question: Question, mentions: list[Mention], table: Table, before: int) -> Mention | None:
    """A text column of `table` that opens the question ("breeds with …", "cities having …")."""
    for mention in mentions:
        column = mention.column
        if column is None or column.table is not table or not column.is_text or mention.strength < 0.6:
            continue
        if mention.end <= before and not question.text[: mention.start].strip(" ?,.").split()[1:]:
            return mention
    return None


_COUNT_FILLER = frozenset({"number", "record", "records", "entries", "times", "count"})


def counted_by(
    question: Question, mentions: list[Mention], comparison: Comparison, primary: Table
) -> Mention | None:
    """The table a comparison counts: named right after its number ("5 orders", "3 completed visits")
    or, in Chinese, right before it ("项目超过3个")."""
    after = max(comparison.end, comparison.number_start + len(comparison.raw_number))
    found = table_mention_after(mentions, after, 16)
    if found is not None and found.table is primary and question.chinese:
        found = None  # "超过3个的员工": the head noun is the grouped table
    if found is None and question.chinese:
        found = table_mention_before(mentions, comparison.start, 6)
        wider = table_mention_before(mentions, comparison.start, 14)
        if (
            found is None
            and wider is not None
            and set(question.text[wider.end : comparison.start].split()) <= _COUNT_FILLER
        ):
            found = wider  # 自行车数量不少于2辆 "bike number at least 2", 借书记录超过10条
    return found
