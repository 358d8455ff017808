"""Typed conditions on linked columns: comparisons and bare numbers (dates: `date_conditions.py`).

Each condition attaches to the column the question names nearest to it (a mention from
`linking.py`), else to the column its unit or wording implies ("$" → a money column, "minutes" → a
duration column, "pages" → a pages column), else it is not understood and stays in `ignored`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsearch.nlp.querydsl.builtin.bound_pairs import bound_said
from agentsearch.nlp.querydsl.builtin.capacity import capacity_span
from agentsearch.nlp.querydsl.builtin.column_roles import DIMENSIONS
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import Comparison, convert, for_column, unit_of
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column

__all__ = [
    "apply_bare_numbers",
    "apply_comparisons",
    "clean_number",
    "nearest_column",
    "role_column",
    "same_column",
]


def nearest_column(
    plan: Plan,
    mentions: list[Mention],
    start: int,
    end: int,
    accept: Callable[[Column], bool],
    before: int = 40,
    after: int = 30,
) -> Mention | None:
    """The accepted column mention nearest to [start, end): before it (up to `before` characters) or
    after it (up to `after`); the main table's columns win ties, then the stronger mention."""
    best: tuple[float, Mention] | None = None
    for mention in mentions:
        column = mention.column
        if column is None or mention.end < start - before or mention.start > end + after:
            continue  # the window first: a long question has many mentions far away
        if not accept(column) or not plan.reachable(column.table):
            continue
        if mention.end <= start and start - mention.end <= before:
            distance = float(start - mention.end)
        elif mention.start >= end and mention.start - end <= after:
            distance = float(mention.start - end) + 2
        elif mention.start >= start and mention.end <= end:
            distance = 0.0
        else:
            continue
        distance += (0 if column.table is plan.primary else 6) + (1 - mention.strength) * 8
        if best is None or distance < best[0]:
            best = (distance, mention)
    return best[1] if best else None


def role_column(plan: Plan, role: str) -> Column | None:
    """The first column of `role` in the main table, else in the nearest table it reaches."""
    for table in plan.near_tables():
        found = table.role(role)
        if found:
            return found[0]
    return None


def _unit_column(plan: Plan, mentions: list[Mention], comparison: Comparison) -> Column | None:
    """A numeric column the unit word names: "500 pages", "3 credits", "10 stars"."""
    if not comparison.unit:
        return None
    at = comparison.unit_end - len(comparison.unit)
    role = unit_of(comparison.unit)[0]
    named = [
        m.column
        for m in mentions
        if m.column is not None
        and m.column.numeric
        and plan.reachable(m.column.table)
        and at - 1 <= m.start < comparison.unit_end
        and not (role and m.column.roles & DIMENSIONS and role not in m.column.roles)  # "3 hours" is no fee
    ]
    if len(named) <= 1:
        return named[0] if named else None

    def rank(column: Column) -> tuple[int, int, int]:
        # "repairs costing over 500 eur": of the columns in euros, the one "costing" names
        near = any(m.column is column and m.end <= at and comparison.start - m.end <= 25 for m in mentions)
        route = plan.index.path(plan.primary.name, column.table.name) or []
        return (0 if near else 1, 0 if column.table is plan.primary else 1, len(route))

    return min(named, key=rank)


def apply_comparisons(
    question: Question, plan: Plan, mentions: list[Mention], comparisons: list[Comparison]
) -> None:
    for comparison in comparisons:
        if not question.free(comparison.number_start, comparison.end):
            continue
        role, family = unit_of(comparison.unit)
        if comparison.currency:
            role, family = "money", "dollar"
        elif (held := capacity_span(question.text, comparison.start)) and role_column(plan, "capacity"):
            role, family = "capacity", ""  # "halls that hold over 200 people": the hall's capacity
            question.consume(*held)
        year_like = 1000 <= comparison.value <= 9999 and float(comparison.value).is_integer()

        def accept(column: Column, year_like: bool = year_like, role: str = role) -> bool:
            if column.is_date:
                return year_like and not role
            return column.numeric and (not role or role in column.roles or not role_column(plan, role))

        strong = [m for m in mentions if m.strength >= 0.5]
        used = nearest_column(plan, strong, comparison.start, comparison.end, accept)
        if used is not None and used.column is not None and used.column.table is not plan.primary:
            # 时长不到90分钟的讲座: the same words name the lectures' own length, a little more weakly
            # than another table's duration: the main table's column is what the question is about
            own = [
                m
                for m in mentions
                if (m.start, m.end) == (used.start, used.end)
                and m.strength >= 0.3
                and m.column is not None
                and m.column.table is plan.primary
                and accept(m.column)
            ]
            used = max(own, key=lambda m: m.strength) if own else used
        if used is None:  # "waited more than 2 hours": a weaker link (a skeleton: wt_min) right before it
            weak = [  # the main table's own: a weak link elsewhere does not beat its role column
                m
                for m in mentions
                if 0.3 <= m.strength < 0.5
                and question.free(m.start, m.end)
                and m.column is not None
                and m.column.table is plan.primary
            ]
            used = nearest_column(plan, weak, comparison.start, comparison.end, accept, 2, 0)
        candidates: list[Column | None] = [
            _unit_column(plan, mentions, comparison),
            used.column if used else None,
            role_column(plan, role or comparison.role) if role or comparison.role else None,
        ]
        numeric = plan.primary.numeric()
        if len(numeric) == 1 and (not comparison.unit or role):
            candidates.append(numeric[0])
        # "the top of the price range": of a range's two bound columns, the one the words name
        chosen = [
            bound_said(c, question.text, comparison.start) if c is not None else None for c in candidates
        ]
        column = next((c for c in chosen if c is not None and _compare(plan, c, comparison, family)), None)
        if column is None:
            said = question.text[comparison.start : comparison.end]
            plan.warnings.append(f"could not tell which column {said!r} is about")
            continue
        question.consume(comparison.start, comparison.end)
        if column is chosen[0]:
            question.consume(comparison.start, comparison.unit_end)
        if used is not None and chosen[1] is column:
            question.consume(used.start, used.end)
            plan.linking.append(
                f"{question.text[used.start : used.end]!r} → {column.table.name}.{column.name}"
            )


def _compare(plan: Plan, column: Column, comparison: Comparison, family: str) -> bool:
    if column.is_date:
        low_year, high_year = int(comparison.value), int(comparison.high or comparison.value)
        if not (1000 <= low_year <= 9999 and 1000 <= high_year <= 9999):
            return False
        name = plan.field_of(column)
        op = comparison.op
        if op == "between":
            plan.where(name, ">=", f"{low_year:04d}-01-01")
            plan.where(name, "<", f"{high_year + 1:04d}-01-01")
        elif op in (">", ">="):
            plan.where(name, ">=", f"{low_year + (op == '>'):04d}-01-01")
        elif op in ("<", "<="):
            plan.where(name, "<", f"{low_year + (op == '<='):04d}-01-01")
        else:
            plan.where(name, ">=", f"{low_year:04d}-01-01")
            plan.where(name, "<", f"{low_year + 1:04d}-01-01")
        plan.explain.append(f"{name} {op} {low_year}")
        return True
    if not column.numeric:
        return False
    comparison, family = for_column(comparison, family, column.unit)
    name = plan.field_of(column)
    scale = 0.01 if comparison.unit == "%" and _holds_fractions(column) else 1.0  # 93% of a 0.930 rate
    low = clean_number(convert(comparison.value, family, column.unit, _role(column)) * scale)
    if comparison.op == "between":
        high = clean_number(
            convert(comparison.high or comparison.value, family, column.unit, _role(column)) * scale
        )
        plan.where(name, ">=", low)
        plan.where(name, "<=", high)
        plan.explain.append(f"{low} <= {name} <= {high}")
        return True
    plan.where(name, comparison.op, low)
    plan.explain.append(f"{name} {comparison.op} {low}")
    return True


_RE_PRECISION = re.compile(r"\(\s*(\d+)\s*,\s*(\d+)\s*\)")


def _holds_fractions(column: Column) -> bool:
    """A DECIMAL(p, s) with at most one digit before the point (4,3: 0.930) stores a share as a fraction."""
    found = _RE_PRECISION.search(column.schema.type or "")
    return found is not None and int(found.group(1)) - int(found.group(2)) <= 1


def _role(column: Column) -> str:
    return "duration" if "duration" in column.roles else ""


def same_column(target: Column) -> Callable[[Column], bool]:
    return lambda column: column is target


def clean_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 6)


_RE_BARE = re.compile(r"(?<![\d.$])(?P<num>\d{1,15}(?:\.\d+)?)(?![\d.])")


def apply_bare_numbers(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """A number right after a numeric column's name ("cost 1.99", "rating 5") or before one used as
    its unit ("300 pages") is an equality on that column."""
    for match in question.finditer(_RE_BARE):
        start, end = match.start(), match.end()
        best: Mention | None = None
        for mention in mentions:
            column = mention.column
            if (
                column is None
                or not column.numeric
                or mention.strength < 0.5
                or not plan.reachable(column.table)
            ):
                continue
            if (
                0 <= start - mention.end <= 12
                and re.fullmatch(r"[\s:=]*(?:is|of|at|equal to|=)?[\s$]*", question.text[mention.end : start])
            ) or 0 <= mention.start - end <= 2:
                best = mention
        if best is None or best.column is None or not question.free(best.start, best.end):
            continue
        name = plan.field_of(best.column)
        value = clean_number(float(match.group("num")))
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value}")
        plan.linking.append(
            f"{question.text[best.start : best.end]!r} → {best.column.table.name}.{best.column.name}"
        )
        question.consume(start, end)
        question.consume(best.start, best.end)
