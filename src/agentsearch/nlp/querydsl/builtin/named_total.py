"""A "total" that is a column's own name: `totalRuntimeSec`, `total_due` hold a total already.

"jobs with over 4 hours total runtime" compares the column; it sums nothing. Only a word
asking for groups ("total runtime per machine", 每台) makes it a sum of those totals, with the
column itself the measure.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens

__all__ = ["RE_PER_GROUP", "total_column"]

RE_PER_GROUP = re.compile(r"(?<![a-z])(?:per|each|every|by)(?![a-z])|每|各")


def total_column(mentions: list[Mention], func: re.Match[str]) -> Mention | None:
    """The numeric column whose own name the word "total" begins, said whole ("total runtime" for
    `totalRuntimeSec`); None when "total" is only the aggregate word."""
    return next(
        (
            m
            for m in mentions
            if m.column is not None
            and m.column.numeric
            and m.start <= func.start()
            and func.end() < m.end
            and name_tokens(m.column.name)[:1] == ["total"]
        ),
        None,
    )
