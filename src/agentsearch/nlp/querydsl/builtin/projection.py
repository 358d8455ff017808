"""Columns of a related table the question asks to see: "science courses with their teacher's name",
"orders along with the customer", 给出项目名和负责人姓名 ("show project name and lead name").

The rows stay the main table's (all its columns); the named table's label columns (its name or title,
first and last name) are added, joined along the foreign keys.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Table

__all__ = ["apply_projection"]

_RE_WITH = re.compile(
    r"(?<![a-z])(?:with|along with|including|together with|and|plus)\s+(?:their|its|his|her|the)\s+$"
)
_RE_SHOW = re.compile(r"(?<![a-z])(?:show|list|give|display|include)(?![a-z])")


def apply_projection(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    if plan.aggregated or plan.select:
        return
    show = question.search(_RE_SHOW)
    wanted: list[Table] = []
    for mention in mentions:
        table = mention.table
        if mention.column is not None or table is plan.primary or not plan.reachable(table) or table.is_link:
            continue
        before = question.text[max(0, mention.start - 20) : mention.start]
        asked = _RE_WITH.search(before) or (show is not None and mention.start > show.end())
        if asked and table not in wanted:
            wanted.append(table)
    if not wanted:
        return
    select = [column.name for column in plan.primary.columns]
    for table in wanted:
        for column in table.label_columns():
            name = plan.field_of(column)
            shown = f"{name} as {table.name}_{column.name}".lower()  # never clashes with the main table's
            if shown not in select:
                select.append(shown)
                plan.explain.append(f"show {name}")
    plan.select = select
