"""Rankings by what was earned when no column is named: "top 3 towns by revenue", "which venue has
the lowest sales", 收入最高的3个场馆. The sum is of a money column of the subject or of the rows that
point at it (a venue's shows' bookings, a ferry's fares), amounts before rates (`price_per_seat` is a
rate): the money's role in the schema, never a column name of any database."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.grouping import Aggregate
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.money import spent_measure
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table, name_tokens

__all__ = ["money_rank", "ranked_revenue", "revenue_column"]


_EARNED = r"(?:revenue|sales|income|turnover|takings|earnings|spend|spending|box office)"
_UP = "highest most largest biggest greatest best top"
_DOWN = "lowest least smallest worst bottom"
_RANK_WORD = "|".join(f"{_UP} {_DOWN}".split())
#: "top 3 towns by revenue", "the highest sales", "revenue highest" (营收最高), "sales top 5" (销售额前五)
_RE_RANKED = (
    re.compile(
        rf"(?<![a-z])(?:top|bottom)\s+\d+\b[^,.;?!]*?\bby\s+(?:total\s+|gross\s+)?(?P<word>{_EARNED})(?![a-z])"
    ),
    re.compile(rf"(?<![a-z])(?P<rank>{_RANK_WORD})\s+(?:total\s+|gross\s+)?(?P<word>{_EARNED})(?![a-z])"),
    re.compile(
        rf"(?<![a-z])(?P<word>{_EARNED})\s+(?:is\s+|was\s+)?(?:the\s+)?(?P<rank>{_RANK_WORD})(?![a-z])"
    ),
)


def money_rank(text: str) -> tuple[str, int, int] | None:
    """A ranking by money earned that names no column: ("desc" or "asc", start, end of the words;
    from "by" on in "top 3 towns by revenue", which names no group)."""
    for pattern in _RE_RANKED:
        match = pattern.search(text)
        if match is None:
            continue
        named = match.groupdict().get("rank")
        rank = named or match.group(0).split()[0]
        order = "asc" if rank in _DOWN.split() else "desc"
        if named is None:  # "top 3 … by revenue"
            return order, text.rindex("by", 0, match.start("word")), match.end("word")
        return order, min(match.start("rank"), match.start("word")), max(match.end("rank"), match.end("word"))
    return None


#: a price per time or per piece (`price_per_seat`, `hourly_rate`, `unit_price`): a rate, not what was earned
_RATE_WORDS = frozenset("per rate unit daily nightly hourly weekly monthly yearly annual list".split())


def revenue_column(index: SchemaIndex, subject: Table) -> Column | None:
    """What a subject earned: a money column of the subject or of the rows that point at it,
    directly or through others (a venue's bookings' totals, a ferry's fares), amounts
    before rates, the rows further out (the sales themselves) before the nearer ones."""
    options: list[tuple[int, int, Column]] = []
    for table in index.tables:
        route = index.path(subject.name, table.name)
        if route is None or not all(step.reverse for step in route):
            continue
        for column in table.role("money"):
            words = set(name_tokens(column.name)) | set(column.keys)
            rate = bool(words & _RATE_WORDS)
            options.append((int(rate), -len(route), column))
    best = min(options, key=lambda o: (o[0], o[1]), default=None)
    return best[2] if best else None


def ranked_revenue(
    question: Question, index: SchemaIndex, mentions: list[Mention], primary: Table
) -> Aggregate | None:
    """The sum per subject a ranking by revenue asks; None when there is none, or when the subject's
    own rows are ranked by their own money ("the 3 bookings with the highest revenue": an order)."""
    ranked = money_rank(question.text)
    if ranked is None:
        return None
    order, start, end = ranked
    # the subject is named before the money words (after them in Chinese, where the head noun ends
    # the phrase: 收入最高的3个场馆)
    before = [m for m in mentions if m.end <= start]
    after = [m for m in mentions if m.start >= end]
    first = max(before, key=lambda m: (m.end, m.column is None)) if before else None
    then = min(after, key=lambda m: (m.start, m.column is not None)) if after else None
    subject = (then or first) if question.chinese else (first or then)
    column = spent_measure(question.text, mentions, start, end)
    column = column or revenue_column(index, subject.table if subject else primary)
    if column is None or subject is None or (subject.column is None and column.table is subject.table):
        return None
    aggregate = Aggregate("sum", measure=column)
    if subject.column is None:
        aggregate.group_table = subject.table
    aggregate.order, aggregate.superlative = order, True
    aggregate.spans.append((start, end))
    return aggregate
