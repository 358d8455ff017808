"""Sums of money a question asks without naming the column: "which guest spent the most", "fuel
spend per truck", "usd collected per fundraiser": the amount column (a total or amount of the table, or of
a table whose rows point at it) from its role, never a column name of any database.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table

__all__ = ["RE_MONEY_PER", "RE_MONEY_WORDS", "RE_SPENT_MOST", "money_column", "spent_measure"]

RE_MONEY_WORDS = re.compile(
    r"(?<![a-z])(?:sales|revenue|spent|spend|spending|earned|earnings|sold|income|turnover)(?![a-z])"
)


#: an amount of money said by its word, then the groups: "spend per truck", "usd collected per fundraiser"
RE_MONEY_PER = re.compile(
    r"(?<![a-z])(?P<word>spend|spending|spent|revenue|sales|income|earnings|raised|collected|takings)"
    r"(?:\s+in\s+[a-z]+)?\s+(?:per|by|for each|in each|of each)(?![a-z])"  # "revenue in euros per show"
)


RE_SPENT_MOST = re.compile(
    r"(?<![a-z])(?:spent|spends|spend|paid|pays|earned|earns|made|generated|brought in)\s+(?:the\s+)?"
    r"(?P<word>most|least)(?:\s+money)?(?![a-z])"
)


def spent_measure(text: str, mentions: Sequence[Mention], start: int, end: int) -> Column | None:
    """The numeric column a mention names at the money word (text[start:end]) or right before it:
    "hours spent per project" sums the hours, "income per country" the annual income."""
    for mention in mentions:
        column = mention.column
        if column is None or not column.numeric or column.is_key:
            continue
        if mention.start < end and start < mention.end:
            return column
        if mention.end <= start and not text[mention.end : start].strip():
            return column
    return None


def money_column(index: SchemaIndex, near: Table | None, mentions: Sequence[Mention] = ()) -> Column | None:
    """The amount a question about spending sums: a money column a mention names, else a total or
    amount of `near` or of a table whose rows point at it (a guest's bookings' total paid, not a
    room's nightly rate), else the nearest."""

    def distance(table: Table) -> int:
        if table is near or near is None:
            return 0
        route = index.path(near.name, table.name)
        return 1 if route and len(route) == 1 and route[0].reverse else 2 + len(route or [0] * 5)

    options = [(distance(t), c) for t in index.tables for c in t.role("money")]
    said = {id(m.column) for m in mentions if m.column is not None}
    options = [o for o in options if id(o[1]) in said] or options
    named = [o for o in options if o[0] <= 1 and any(w in o[1].name.lower() for w in _AMOUNT_WORDS)]
    best = min(named or options, key=lambda o: o[0], default=None)
    return best[1] if best else None


_AMOUNT_WORDS = ("total", "amount", "paid", "spent", "revenue", "sales")
