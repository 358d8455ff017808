"""What an aggregate groups by: a column, or a whole entity such as `genres` for "which genre has
the most tracks", read from the question's linked mentions (`havings` reads what it filters on)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from agentsearch.nlp.querydsl.builtin.group_target import best_group, head_noun
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.role_keys import grouped_by_role
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table
from agentsearch.nlp.querydsl.builtin.unnamed_count import (
    table_mention_after,
    table_mention_before,
)
from agentsearch.nlp.querydsl.lexicon import ORDINAL_NAME_STEMS

__all__ = [
    "Aggregate",
    "find_group",
    "keep_empty_clause",
    "mention_after",
    "table_mention_after",
    "table_mention_before",
]


_RE_GROUP = re.compile(
    r"(?<![a-z])(?:per|for each|for every|in each|of each|each|every|by|grouped by|group by|across|"
    r"broken down by|split by|for all)\s+(?:the\s+|a\s+)?"
    # "each kind of material", 各种材料 ("every kind of material"): the noun after "kind of" is the group
    r"(?:(?:kind|sort)s?\s+of\s+(?:the\s+)?)?"
)


_RE_BY_SORT = re.compile(r"(?:sorted|sort|ordered|order|ranked|rank|listed|arranged)\s+$")


@dataclass
class Aggregate:
    func: str  # count | sum | avg | min | max
    measure: Column | None = None
    counted: Table | None = None
    group_table: Table | None = None
    group_column: Column | None = None
    having: tuple[str, float] | None = None
    having_unit: str = ""  # the unit family the having's number was said in ("minute")
    order: str = ""  # "desc" / "asc": order groups by the aggregate
    superlative: bool = False  # "which genre has the most": one group unless a count is asked
    keep_empty: bool = False  # "including departments with nobody": left joins, count 0
    group_key: tuple[str, str] | None = None  # (table, column): the role key a group is joined along
    group_period: tuple[str, Column] | None = None  # ("month", placed_at): per period of a date
    spans: list[tuple[int, int]] = field(default_factory=list)

    @property
    def root(self) -> Table | None:
        if self.group_table is not None:
            return self.group_table
        if self.measure is not None:
            return self.measure.table
        return self.counted


_NONE = r"(?:none|nothing|nobody|no one|no\s+[a-z]+|zero\s+[a-z]+|without(?:\s+any)?\s+[a-z]+)"
#: a clause asking for the groups with nothing to count as well: it adds no condition of its own
_RE_KEEP_CLAUSE = re.compile(
    r"(?:,\s*)?(?:and\s+)?(?:include|including|incl|even|plus|also)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?"
    r"(?:with|that have|having|who have|who had|that had)\s+"
    + _NONE
    + r"(?:\s+(?:too|as well|included|also))?"
    r"|(?:,\s*)?(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:with|that have|having)\s+"
    + _NONE
    + r"\s+(?:too|as well|included|also)(?![a-z])"
    r"|(?:,\s*)?(?:unused|empty|idle)\s+[a-z]+\s+(?:too|as well|included)(?![a-z])"
    r"|[,;]\s*(?:(?:including|include)\s+)?without\s+[^,;]*"
    r"|[,;][^,;]*也要?\s*(?:算|list|列|show|显示|包括)[^,;]*"
)


#: the shorter ways to say it, read only once the question is known to count per group ("too" and
#: "including" say nothing on their own): "including empty ones", "with nobody in them", 也算
_RE_KEEP_WORDS = re.compile(
    r"(?<![a-z])(?:including|included|inclusive|(?:empty|zero) ones(?: too| included)?|even (?:the )?empty|"
    r"with (?:nobody|no one|none|zero)(?: in them)?|(?:ones )?without any|too|as well)(?![a-z])"
    r"|也算|也要"
    # "incl courses nobody signed up for", "including grapes we don't use", "(0 if none)"
    r"|(?<![a-z])(?:include|including|incl\.?|even)\s+[^,;()]*?"
    r"(?<![a-z])(?:nobody|no one|none|zero|empty|unused|never|not|dont|don't|doesnt|doesn't)"
    r"(?![a-z'])[^,;()]*"
    r"|\(?\s*(?:0|zero) (?:if|when|for) (?:none|empty)\s*\)?"
)


def keep_empty_clause(question: Question, grouped_count: bool = False) -> bool:
    """ "…, include clubs with none", "unused tags too", 没有展览的博物馆也要算, 包括没有员工的部门: the
    clause is consumed (its "no X" is not a condition) and says groups with a count of 0 stay. With
    `grouped_count` (the question counts rows of another table per group) the shorter words count too.
    """
    found = False
    patterns = (_RE_KEEP_CLAUSE, _RE_KEEP_WORDS) if grouped_count else (_RE_KEEP_CLAUSE,)
    for pattern in patterns:
        for match in list(question.finditer(pattern)):
            question.consume(match.start(), match.end())
            found = True
    return found


def mention_after(
    mentions: list[Mention], at: int, within: int, tables: bool, columns: bool
) -> Mention | None:
    for mention in mentions:
        if mention.start < at or mention.start - at > within:
            continue
        if (mention.column is None and tables) or (mention.column is not None and columns):
            return mention
    return None


_RE_BY_MEASURE = re.compile(r"(?:the\s+)?(?:number|count|total|amount|sum)\s+of\s+")


def find_group(question: Question, mentions: list[Mention], aggregate: Aggregate, primary: Table) -> None:
    if aggregate.group_table is not None or aggregate.group_column is not None:
        return
    measured = aggregate.measure.table if aggregate.measure else None
    home = aggregate.counted or measured or primary
    for match in question.finditer(_RE_GROUP):
        if match.group(0).startswith("by") and (
            _RE_BY_SORT.search(question.text[max(0, match.start() - 12) : match.start()])
            or _RE_BY_MEASURE.match(question.text, match.end())
        ):
            continue  # "sorted by", "top 3 drivers by number of trips": a sort key, no group
        if any(s <= match.start() < e for s, e in aggregate.spans):
            continue  # "top 3 towns by revenue": the measure's words
        counted_words = [
            m
            for m in mentions
            if m.column is None
            and m.table in (aggregate.counted, measured)
            and not any(  # "medication" names medications more than it names prescriptions
                o.column is None and (o.start, o.end) == (m.start, m.end) and o.strength > m.strength
                for o in mentions
            )
        ]
        reach = match.end()  # "per warehouse zone": past the measured table's name, its column
        for word in sorted(counted_words, key=lambda m: m.start):
            if 0 <= word.start - reach <= _GROUP_GAP:
                reach = max(reach, word.end)
        options = [
            m
            for m in mentions
            if (0 <= m.start - match.end() <= _GROUP_GAP or 0 <= m.start - reach <= 1)
            and (_groupable(m) or grouped_by_role(m, mentions))
        ]
        # the measured table's own name is no group, a longer column name that holds it is ("room type")
        options = [
            m
            for m in options
            if not any(
                m.start < c.end
                and c.start < m.end
                and not (m.column is not None and m.end - m.start > c.end - c.start)
                for c in counted_words
            )
        ]
        if aggregate.func == "count":  # "by number of employees" names what is counted, not a group
            options = [m for m in options if not (m.column is None and m.table is aggregate.counted)]
        if not options:
            continue
        first = head_noun(question, options, min(m.start for m in options))
        target = best_group(options, first, home, mentions)
        _set_group(aggregate, target, mentions)
        aggregate.spans += [(match.start(), match.end()), (target.start, target.end)]
        return
    trailing = question.search(_RE_EACH_AT_END)
    if trailing is not None and aggregate.func == "count":
        # "tags and how many posts use each": "each" points back at the table named before
        before = [
            m
            for m in mentions
            if m.column is None and m.end <= trailing.start() and m.table is not aggregate.counted
        ]
        if before:
            target = min(before, key=lambda m: (m.start, -m.strength))
            _set_group(aggregate, target, mentions)
            aggregate.spans += [(trailing.start(), trailing.end()), (target.start, target.end)]
            return
    if aggregate.superlative or aggregate.order or aggregate.having is not None:
        # "which genre has the most tracks", "top 5 countries by total sales": the subject is the group
        skip = {id(aggregate.counted), id(aggregate.measure.table) if aggregate.measure else 0}
        candidates: list[Mention] = []
        for mention in mentions:
            if aggregate.func == "count" and mention.column is None and id(mention.table) in skip:
                continue
            if not (_groupable(mention) or grouped_by_role(mention, mentions)):
                continue
            measured_table = (
                aggregate.measure is not None
                and mention.column is None
                and mention.table is aggregate.measure.table
            )
            if measured_table and not any(
                m.column is None and m.table is not mention.table for m in mentions
            ):
                continue
            if any(s <= mention.start < e for s, e in aggregate.spans):
                continue
            if question.text[mention.start : mention.end] in _RANK_WORDS:
                continue  # "top 3 towns": "top" asks the order, whatever column a gloss gives it
            candidates.append(mention)
        if candidates:
            first = min(m.start for m in candidates)
            target = best_group(candidates, first, home, mentions)
            _set_group(aggregate, target, mentions)
            aggregate.spans.append((target.start, target.end))


#: "each" with nothing after it ("how many posts use each", "…has each one")
_RE_EACH_AT_END = re.compile(
    r"(?<![a-z])(?:each|every one|each one)(?:\s+(?:one|of them))?"
    r"(?:\s+(?:has|have|had|gets|got|uses|use|owns|own|holds|hold))?(?=\s*(?:[,.;?!]|$))"
)

_RANK_WORDS = frozenset("top first bottom last highest lowest most least".split())

_GROUP_GAP = 10  # "per 门 course" (a glossed classifier in between), "by the city"


def _groupable(mention: Mention) -> bool:
    """A table, or a column one can group by (not a measure like "total sales", not an id)."""
    column = mention.column
    if column is None:
        return True
    if column.is_key:
        return False
    # numbers that are categories: a year, a grade or level ("students in each grade")
    # and coded categories a comment explains (`pay_method -- 1 card, 2 cash`)
    return (
        not column.numeric
        or column.is_year
        or bool(column.legend)
        or bool(ORDINAL_NAME_STEMS & set(column.keys))
        or bool(set(name_tokens(column.name)[-1:]) & _CATEGORY_HEADS)  # `pay_method`, `tier`: coded
    )


#: the last word of a number column's name that makes it a category, not a measure
_CATEGORY_HEADS = frozenset(
    "type kind method category class mode status level tier grade channel stage band group".split()
)


def _set_group(aggregate: Aggregate, mention: Mention, mentions: list[Mention] | None = None) -> None:
    column = mention.column
    if column is None:  # "per bike model": the table's column named right after it
        after = [
            m
            for m in mentions or []
            if m.table is mention.table
            and m.column is not None
            and 0 < m.start - mention.end <= 1
            and _groupable(m)
        ]
        if after:  # named as a column of the table: group by the column even if it is the name
            aggregate.group_column = after[0].column
            return
    names_table = any(
        m.column is None and m.table is mention.table and (m.start, m.end) == (mention.start, mention.end)
        for m in mentions or [mention]
    )
    if column is None or (
        column.is_text
        and column in column.table.label_columns()
        and mention.strength < 0.9
        and column.table.primary_key  # a link table's rows are no entity: "by role" groups the column
        and names_table  # "per artist" names the artists; "per model" only the model column
    ):
        aggregate.group_table = mention.table
    else:
        aggregate.group_column = column
