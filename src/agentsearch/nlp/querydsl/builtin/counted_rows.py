"""Counts whose rows the question names without a count word, or by a superlative: "jobs per
mechanic", "top 3 agents by resolved tickets", "the most tracks", "most popular course" (what points
at a course is counted), "most common diagnoses"; split out of `aggregates` (which decides what to
do with them)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from agentsearch.nlp.querydsl.builtin.grouping import (
    Aggregate,
    mention_after,
    table_mention_after,
    table_mention_before,
)
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = [
    "RE_MOST",
    "RE_TOP_N",
    "count_per_column",
    "most_counted",
    "rows_per",
    "top_by_rows",
    "value_after",
]


RE_MOST = re.compile(
    r"(?<![a-z])(?<!at )(?P<word>most|fewest|least|highest|lowest|largest|biggest|greatest|smallest|top"
    r"|more|fewer)"
    r"(?:\s+(?:number of|amount of|total|count of|average|avg))?(?![a-z])(?!\s+than)"  # "more than 5"
)


_RE_ROWS_PER = re.compile(r"\s+(?:per|for each|for every|in each)\s+(?:the\s+)?")


def value_after(links: Sequence[ValueLink], at: int, table: Mention | None) -> Table | None:
    """The table of an exact sampled value right after a count word that is itself the noun
    ("number of cancellations per site"): its rows are counted. A value before the table's name
    only qualifies it ("how many rock tracks")."""
    for link in links:
        if not link.exact or not 0 <= link.start - at <= 2:
            continue
        if table is None or table.start - link.end > 2:
            return link.column.table
    return None


def _one_table_per_phrase(mentions: list[Mention]) -> list[Mention]:
    """The table each phrase names, in question order: the surest, a link table last."""
    best: dict[tuple[int, int], Mention] = {}
    for mention in (m for m in mentions if m.column is None):
        held = best.get((mention.start, mention.end))
        if held is None or (mention.strength, not mention.table.is_link) > (
            held.strength,
            not held.table.is_link,
        ):
            best[(mention.start, mention.end)] = mention
    return sorted(best.values(), key=lambda m: m.start)


def rows_per(question: Question, index: SchemaIndex, mentions: list[Mention]) -> Aggregate | None:
    """ "jobs per mechanic", "courses for each teacher": a table named right before "per" another
    table its rows point at is counted per row of that table (no count word needed)."""
    if question.chinese:
        return None
    tables = _one_table_per_phrase(mentions)
    for first, second in itertools.pairwise(tables):
        if first.table is second.table or not _RE_ROWS_PER.fullmatch(question.text[first.end : second.start]):
            continue
        route = index.path(second.table.name, first.table.name, max_hops=2)
        if not route or not route[0].reverse:
            continue  # each group row must have many of the counted rows
        aggregate = Aggregate("count", counted=first.table)
        aggregate.spans.append((first.start, first.end))
        return aggregate
    return None


_RE_BY = re.compile(r"\s+by\s+")


def top_by_rows(question: Question, index: SchemaIndex, mentions: list[Mention]) -> Aggregate | None:
    """ "top 3 agents by resolved tickets", "top 5 sites by bookings": groups ranked by how many
    rows of a table that points at them the question names after "by"."""
    top = question.search(RE_TOP_N)
    if top is None or question.chinese:
        return None
    tables = _one_table_per_phrase(mentions)
    group = next((m for m in tables if 0 <= m.start - top.end() <= 2), None)
    if group is None:
        return None
    by = _RE_BY.match(question.text, group.end)
    if by is None:
        return None
    counted = next((m for m in tables if 0 <= m.start - by.end() <= 20 and m.table is not group.table), None)
    if counted is None:
        return None
    route = index.path(group.table.name, counted.table.name, max_hops=2)
    if not route or not route[0].reverse:
        return None
    aggregate = Aggregate("count", counted=counted.table, group_table=group.table, order="desc")
    aggregate.spans += [(group.start, group.end), (by.start(), by.end()), (counted.start, counted.end)]
    return aggregate


RE_TOP_N = re.compile(
    r"(?<![a-z])(?:top|first)\s+(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten)(?![\d.])"
)


_RE_POPULAR = re.compile(
    r"(?<![a-z])(?P<word>most|least)\s+(?P<how>popular|borrowed|ordered|sold|booked|played|visited|common|"
    r"frequent|used|prescribed|enrolled|requested|watched|bought|rented|purchased)(?![a-z])"
)


_RE_RECENT = re.compile(r"\s+(?:recent|recently|latest|current|currently)(?![a-z])")


def most_counted(
    question: Question, index: SchemaIndex, mentions: list[Mention]
) -> tuple[re.Match[str], Mention, Table] | None:
    """ "the most tracks" (count tracks), "most popular course" (count what references a course),
    "most common diagnoses" (count rows per diagnosis); Chinese "X 最多" names X first."""
    for match in question.finditer(_RE_POPULAR):
        target = mention_after(
            mentions, match.end(), 16 if question.chinese else 3, tables=True, columns=True
        )
        if target is None:
            continue
        how = stem(match.group("how"))
        if any(how in c.keys and c.numeric for c in target.table.columns):
            continue  # "most played tracks" with a play count: an ordering, not a count
        column = target.column
        if column is not None and column.is_text and column not in column.table.name_columns():
            return match, target, target.table
        referencing = _referencing(index, target.table)
        if referencing is not None:
            return match, target, referencing
    for match in question.finditer(RE_MOST):
        counts = match.group("word") in ("most", "fewest", "least") or "of" in match.group(0)[-3:]
        if not counts:
            continue
        if _RE_RECENT.match(question.text, match.end()):
            continue  # "the 5 most recent parcels": an order by date, whatever "recent" links to
        target = table_mention_after(mentions, match.end(), 2)
        bare = not re.match(r"\s*[a-z]", question.text[match.end() : match.end() + 4])
        if target is None and question.chinese and bare:  # "门诊次数最多": the counted thing comes first
            target = table_mention_before(mentions, match.start(), 12)
        if target is not None:
            return match, target, target.table
    return None


def _referencing(index: SchemaIndex, table: Table) -> Table | None:
    """The table whose rows "use" `table` (loans of a book, enrollments in a course): it points at it;
    a fact table is preferred to a many-to-many link table."""
    options: list[Table] = []
    for other in index.tables:
        if other is table:
            continue
        route = index.path(table.name, other.name, max_hops=1)
        if route and route[0].reverse:
            options.append(other)
    options.sort(key=lambda t: (t.is_link, t.name))
    return options[0] if options else None


_RE_PER = re.compile(
    r"(?<![a-z])(?:per|for each|for every|in each|by each|(?:broken|split|grouped)(?: down)? by|"
    r"breakdown by|break(?:ing)? (?:it |them )?down by)\s+(?:the\s+)?"
)


def count_per_column(question: Question, mentions: list[Mention], primary: Table) -> Aggregate | None:
    """ "pc members per country", "open tickets per priority", "guardians missing a phone, broken
    down by relation": rows of the main table counted per
    one of its own category columns named right after "per" (a text or coded column, not a unit)."""
    if question.chinese:
        return None
    for match in question.finditer(_RE_PER):
        if _category_at(mentions, match.end(), primary) is not None:
            return Aggregate("count", counted=primary)
    return _rows_by_column(question, mentions, primary)


def _category_at(mentions: list[Mention], at: int, primary: Table) -> Mention | None:
    """The main table's own category column (text or coded, not a key) named surely at `at`."""
    return next(
        (
            m
            for m in mentions
            if m.column is not None
            and m.strength >= 0.8
            and m.start == at
            and m.column.table is primary
            and not m.column.is_key
            and (m.column.is_text or bool(m.column.legend))
        ),
        None,
    )


_RE_BARE_BY = re.compile(r"(?<![a-z])by\s+(?:the\s+|their\s+)?")
_RE_END = re.compile(r"\s*[?.!]*\s*$")


def _rows_by_column(question: Question, mentions: list[Mention], primary: Table) -> Aggregate | None:
    """ "shipments by carrier", "customers by country": the main table's name, "by", one of its
    category columns, and nothing else: its rows counted per value (never "sorted by", "made by")."""
    for match in question.finditer(_RE_BARE_BY):
        named = any(
            m.column is None and m.table is primary and 0 <= match.start() - m.end <= 1 for m in mentions
        )
        column = _category_at(mentions, match.end(), primary)
        if column is not None and not _RE_END.match(question.text, column.end):
            column = None
        if named and column is not None:
            return Aggregate("count", counted=primary)
    return None
