"""Columns of a related table the question asks to see: "science courses with their teacher's name",
"orders along with the customer", 给出项目名和负责人姓名 ("show project name and lead name").

The rows stay the main table's (all its columns); the named table's label columns (its name or title,
first and last name) are added, joined along the foreign keys. So are those of a table each row
points at that a condition is on ("orders of business clients": each one's client name),
when no join repeats a row.
"""

from __future__ import annotations

import re
from typing import Any

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table

__all__ = ["apply_distinct", "apply_projection", "asked_column"]

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
    forward = {plan.primary.name}
    one_each = not plan.extra_joins and not any(step.reverse for step in plan.joins)  # no row repeats
    for step in plan.joins if one_each else []:
        # "orders of business clients": the name of the client each one is of, beside it
        if step.foreign_table in forward:
            forward.add(step.table)
            table = plan.index.by_name[step.table]
            if table not in wanted and not table.is_link and _filters(plan.wheres, step.table):
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


def _filters(wheres: list[dict[str, Any]], table: str) -> bool:
    """Some condition (nested ones too) is on a column of `table`."""
    return any(
        str(w.get("field", "")).startswith(f"{table}.") or _filters(w.get("wheres", []), table)
        for w in wheres
    )


_RE_LEAD = re.compile(r"\s*(?:(?:which|what|list|show|all|the|distinct|different|give me|get)\s+)*")


def asked_column(question: Question, mentions: list[Mention]) -> Column | None:
    """ "diagnoses given by cardiology", "which cities do customers live in": the question starts with
    a column that is not a row's name: its distinct values are the answer."""
    if question.chinese:
        return None
    lead = _RE_LEAD.match(question.text)
    at = lead.end() if lead else 0
    first = [m for m in mentions if m.start == at]
    columns = [m for m in first if m.column is not None and m.strength >= 0.7]
    tables = [m for m in first if m.column is None]
    if not columns or any(t.strength >= max(c.strength for c in columns) for t in tables):
        return None
    mention = max(columns, key=lambda m: m.strength)
    column = mention.column
    assert column is not None
    word = question.text[mention.start : mention.end]
    plural = word.endswith("s") and not word.endswith("ss")
    asked = plural or bool(re.search(r"(?:which|what|distinct|different)\s+$", question.text[:at]))
    if not asked or not column.is_text or column in column.table.label_columns():
        return None
    return column


def apply_distinct(question: Question, plan: Plan, column: Column | None) -> None:
    if column is None or plan.aggregated or plan.select or not plan.reachable(column.table):
        return
    name = plan.field_of(column)
    plan.select = [name]
    plan.groups = [name]
    plan.where(name, "notnull")
    plan.explain.append(f"distinct {name}")
