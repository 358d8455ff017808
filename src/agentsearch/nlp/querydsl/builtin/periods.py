"""Groups by a period of a date: "orders per month", "monthly revenue", "sales by year", 每月的销售额,
按月统计 → `groups: [":month(placed_at)"]` with the period in the select, in time order. The date is
that of the rows counted or summed (else the main table's). A rate is no period: "$40 a month",
"100 per night". General English and the gloss of Chinese only."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.grouping import Aggregate
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table

__all__ = ["apply_period_group", "find_period", "period_asked"]

_UNITS = {"month": "month", "月": "month", "year": "year", "年": "year", "day": "day", "天": "day"}
_RE_PERIOD = re.compile(
    r"(?<![a-z])(?:(?:per|by|each|every|for each|for every|in each)\s+(?P<unit>month|year|day|月|年|天)"
    r"|(?P<adjective>monthly|yearly|annually|annual|daily)"
    r"|(?P<repeated>month|year|day)[- ]by[- ](?:month|year|day))(?![a-z])"
)
#: "$40 per month", "100 yuan a day", "3 times per year": a number before it makes it a rate
_RE_RATE_BEFORE = re.compile(r"(?<![\d.,])(?P<number>\d[\d.,]*)\s*(?:[a-z$€£¥%]+\s+){0,2}$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_RE_PRICED_BEFORE = re.compile(
    r"(?<![a-z])(?:expensive|cheap|cheaper|cheapest|costly|cost|costs|costing|price|priced|rate|rates|fee|fees|"
    r"charge|charges|charged|paid|pay|pays|earn|earns|earning|salary|wage|wages|spend|spends)"
    r"\s+(?:[a-z]+\s+){0,2}$"
)
_ADJECTIVES = {"monthly": "month", "yearly": "year", "annually": "year", "annual": "year", "daily": "day"}


def period_asked(question: Question, mentions: list[Mention]) -> tuple[str, tuple[int, int]] | None:
    """(period, span) of a phrase that groups by a period, or None."""
    for match in question.finditer(_RE_PERIOD):
        before = question.text[max(0, match.start() - 24) : match.start()]
        rate = _RE_RATE_BEFORE.search(before[-16:])
        if rate and not _YEAR.fullmatch(rate.group("number")):
            continue  # "2025 each month" (2025年每个月) is a year, not an amount
        if _RE_PRICED_BEFORE.search(before):
            continue  # "the most expensive cabins per day": a price by the day
        if any(
            m.column is not None and m.start < match.end() < m.end and m.start >= match.start()
            for m in mentions
        ):
            continue  # "by day fare": the words begin a column's name
        if any(
            m.column is not None
            and m.start <= match.start()
            and match.end() <= m.end
            and m.end - m.start > match.end() - match.start()
            for m in mentions
        ):
            continue  # "monthly fee" names a column `monthly_fee`: no group
        said = match.group("unit") or match.group("repeated") or ""
        unit = _UNITS.get(said) or _ADJECTIVES.get(match.group("adjective") or "", "")
        if unit:
            return unit, (match.start(), match.end())
    return None


def find_period(
    question: Question, index: SchemaIndex, mentions: list[Mention], aggregate: Aggregate, primary: Table
) -> None:
    """Group the aggregate by the period the question asks for, on the date of the rows it counts."""
    dated = (
        aggregate.group_column
        if aggregate.group_column is not None and aggregate.group_column.is_date
        else None
    )
    if aggregate.group_table is not None or (aggregate.group_column is not None and dated is None):
        return
    asked = period_asked(question, mentions)
    if asked is None:
        return
    measured = aggregate.measure.table if aggregate.measure is not None else None
    # 每年入职的员工人数 "every year hired": the date the words name, by its year, not by its day
    column = dated or _event_date(index, [t for t in (measured, aggregate.counted, primary) if t is not None])
    aggregate.group_column = None
    if column is None:
        return
    aggregate.group_period = (asked[0], column)
    aggregate.spans.append(asked[1])


def _event_date(index: SchemaIndex, tables: list[Table]) -> Column | None:
    """The first date of the first table that has one (a set date before one that may be unset),
    else of a table they point at."""
    for table in tables:
        dates = [c for c in table.role("date") if "birth" not in c.keys]
        if dates:
            return min(dates, key=lambda c: c.schema.nullable)
    for table in tables:
        for column in table.columns:
            target = column.schema.foreign
            if target is not None and target.table in index.by_name:
                dates = [c for c in index.by_name[target.table].role("date") if "birth" not in c.keys]
                if dates:
                    return dates[0]
    return None


def apply_period_group(plan: Plan, aggregate: Aggregate, expression: str) -> list[str]:
    """The select and groups of a period group; the periods in time order unless ranked."""
    assert aggregate.group_period is not None
    unit, column = aggregate.group_period
    period = f":{unit}({plan.field_of(column)})"
    plan.groups = [period]
    if not aggregate.order:
        plan.orders.append({"field": unit, "sort": "asc"})
    plan.explain.append(f"{expression} per {unit} of {column.name}")
    return [f"{period} as {unit}"]
