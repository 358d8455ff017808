"""Date conditions: each date span of the question on the column it names, else the column beside
its value, else the date of the rows an aggregate counts, else the main table's; a date the question
asks to be unset dates nothing ("statements from october, not settled"); a birth date is named by
birth words only."""

from __future__ import annotations

import datetime as dt
import re

from agentsearch.nlp.querydsl.builtin.conditions import nearest_column
from agentsearch.nlp.querydsl.builtin.dates import DateSpan
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.presence import asks_absent
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table
from agentsearch.nlp.querydsl.builtin.values import ValueLink

__all__ = ["apply_dates"]


def _date(column: Column) -> bool:
    return column.is_date


def _date_or_year(column: Column) -> bool:
    return column.is_date or column.is_year


def apply_dates(
    question: Question,
    plan: Plan,
    mentions: list[Mention],
    dates: list[DateSpan],
    links: list[ValueLink],
    event: Table | None = None,
) -> None:
    """Each date span on the column it names, else the column beside its value, else the date of
    `event` (the rows an aggregate counts or sums: "hikes per trail in 2024" dates the
    hikes, not the trails' opening), else the main table's."""
    previous: tuple[DateSpan, str, list[dict[str, object]]] | None = None
    # a word a value took ("cancelled" → status 'CANC') no longer names a date column (canc_dt)
    # "from october, not settled": a date asked to be unset dates nothing (the issue date does)
    absent = [m for m in mentions if asks_absent(question, plan, m)]
    unset = {m.column for m in absent}
    # a birth date or year is named by birth words only: "2024 year" (2024年度) is no `birth_year`
    free = [
        m
        for m in mentions
        if question.free(m.start, m.end)
        and m not in absent
        and (
            m.column is None
            or "birth" not in m.column.keys
            or _RE_BIRTH.search(question.text[m.start : m.end])
        )
    ]
    strong = [m for m in free if m.strength >= 0.5]
    weak = [m for m in free if 0.3 <= m.strength < 0.5]
    for span in dates:
        if not question.free(span.start, span.end):
            continue
        accept = _date_or_year if span.year_only else _date
        used = nearest_column(plan, strong, span.start, span.end, accept)
        if used is None:  # "reported in nov 2024": a weaker link (a comment's verb) right before the date
            used = nearest_column(plan, weak, span.start, span.end, accept, 2, 0)
        column = (
            used.column
            if used
            else _beside_value(plan, links, span)
            or _dated_table(plan, mentions, span, question.chinese)
            or _default_date_column(plan, span, event, unset)
        )
        if column is None:
            plan.warnings.append("the question names a date but the tables have no date column")
            continue
        question.consume(span.start, span.end)
        if used is not None:
            question.consume(used.start, used.end)
            plan.linking.append(
                f"{question.text[used.start : used.end]!r} → {column.table.name}.{column.name}"
            )
        name = plan.field_of(column)
        clauses = _date_clauses(name, column, span)
        joined = (
            previous is not None
            and previous[1] == name
            and _RE_OR.fullmatch(question.text[previous[0].end : span.start])
        )
        if joined and previous is not None:
            # "born in 2008 or 2009": one OR group on the column instead of two contradicting ranges
            group = previous[2]
            if len(group) > 1 and plan.wheres and plan.wheres[-len(group) :] == group:
                del plan.wheres[-len(group) :]
                plan.wheres.append({"wheres": [{"wheres": group}, {"wheres": clauses, "or": True}]})
            elif plan.wheres and "wheres" in plan.wheres[-1]:
                plan.wheres[-1]["wheres"].append({"wheres": clauses, "or": True})
            else:
                plan.wheres.extend(clauses)
        else:
            plan.wheres.extend(clauses)
        previous = (span, name, clauses)
        bounds = " and ".join(f"{c['op']} {c['value']}" for c in clauses)
        plan.explain.append(f"{name} {bounds}")


_RE_OR = re.compile(r"\s*(?:or|,|and)\s*")


def _beside_value(plan: Plan, links: list[ValueLink], span: DateSpan) -> Column | None:
    """ "spring 2024": the year of the row whose value sits right beside it (a term's school year);
    "flight AB123 on may 3 2024": that flight's day. A period opened by "in" or "during" after a place
    ("at the harbour store in may 2024") dates what was done there, not the place's row."""
    if not span.year_only and plan.question_text[span.start : span.end].startswith(("in ", "during ")):
        return None
    for link in links:
        if not (0 <= span.start - link.end <= 3 or 0 <= link.start - span.end <= 3):
            continue
        for column in link.column.table.columns:
            if (column.is_date or (span.year_only and column.is_year)) and "birth" not in column.keys:
                return column
    return None


_RE_OF = re.compile(r"\s+(?:(?:of|from|for|in|during|dated)\s+)?$")


def _dated_table(plan: Plan, mentions: list[Mention], span: DateSpan, chinese: bool) -> Column | None:
    """ "their april 2024 invoice", "last month's bill", "invoices from march 2024": the date of the
    rows the words right beside the period name (the first date of that table, when it is not the
    main one). Not in Chinese, where the word after a date is its verb (三月上映的片子: "screened"
    in March)."""
    if chinese:
        return None
    text = plan.question_text
    for mention in mentions:
        table = mention.table
        if mention.column is not None or mention.strength < 0.8 or table is plan.primary:
            continue
        after = 0 <= mention.start - span.end <= 1 or text[span.end : mention.start] in ("'s ", "s' ")
        before = (
            0 <= span.start - mention.end <= 10
            and _RE_OF.fullmatch(text[mention.end : span.start]) is not None
        )
        if (after or before) and plan.reachable(table):
            dates = [c for c in table.role("date") if "birth" not in c.keys]
            if dates:
                return dates[0]
    return None


_RE_BIRTH = re.compile(r"birth|born|出生|生日|诞")


def _default_date_column(
    plan: Plan, span: DateSpan, event: Table | None = None, unset: set[Column | None] | None = None
) -> Column | None:
    """The event's date column, else the main table's (never a birth date unless named, nor one the
    question asks to be unset), else the nearest related one."""
    related = [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    # a table the question names ("items sold …": the sales) before the nearer unnamed ones
    related.sort(
        key=lambda t: (t.name not in plan.mentioned, len(plan.index.path(plan.primary.name, t.name) or []))
    )
    first = [event] if event is not None and event is not plan.primary and plan.reachable(event) else []
    tables = [*first, plan.primary, *(t for t in related if t is not event)]
    for table in tables:
        dates = [c for c in table.role("date") if "birth" not in c.keys and c not in (unset or ())]
        if dates:
            return dates[0]
        if span.year_only:
            years = [c for c in table.columns if c.is_year and "birth" not in c.keys]
            if years:
                return years[0]
    return None


def _date_clauses(name: str, column: Column, span: DateSpan) -> list[dict[str, object]]:
    low: object
    high: object
    if column.is_year:
        low = span.low.year if span.low else None
        high = span.high.year if span.high else None
        if span.high and span.high != dt.date(span.high.year, 1, 1):
            high = span.high.year + 1
    else:
        low = span.low.isoformat() if span.low else None
        high = span.high.isoformat() if span.high else None
    clauses: list[dict[str, object]] = []
    if low is not None:
        clauses.append({"field": name, "op": ">=", "value": low})
    if high is not None:
        clauses.append({"field": name, "op": "<", "value": high})
    return clauses
