"""Ages asked of a table that stores a birth date: "patients older than 60", "under 12", "aged 40
or more", "between 20 and 30 years old", 60岁以上, 年龄超过60岁 → a range of the birth date counted
back from today (`dob <= today - 61 years` for "older than 60"). A numeric age column, where there
is one, takes the comparison instead (conditions.py)."""

from __future__ import annotations

import datetime as dt
import re

from agentsearch.nlp.querydsl.builtin.conditions import role_column
from agentsearch.nlp.querydsl.builtin.numbers import Comparison
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question

__all__ = ["apply_ages"]

_AGE_UNITS = ("years old", "years of age", "yrs old", "year old", "yo", "y/o")
_RE_AGE_BEFORE = re.compile(r"(?<![a-z])(?:aged|age|ages|of age)(?:\s+(?:is|of))?\s*$")
_RE_YEARS_AFTER = re.compile(r"\s*(?:years?|yrs?)\s+old(?![a-z])")


def apply_ages(question: Question, plan: Plan, comparisons: list[Comparison], today: dt.date) -> None:
    for comparison in comparisons:
        if not question.free(comparison.start, comparison.end) or not _said_as_age(question, comparison):
            continue
        if _age_column(plan):
            return  # `age` is stored: the comparison is its own
        birth = role_column(plan, "birth")
        if birth is None:
            return
        name = plan.field_of(birth)
        for op, value in _bounds(comparison, today):
            plan.where(name, op, value)
            plan.explain.append(f"{name} {op} {value}")
        plan.linking.append(f"age → {birth.table.name}.{birth.name}")
        question.consume(comparison.start, max(comparison.end, comparison.unit_end))
        before = _RE_AGE_BEFORE.search(question.text[max(0, comparison.start - 12) : comparison.start])
        if before is not None:
            question.consume(comparison.start - len(before.group(0)), comparison.start)


def _said_as_age(question: Question, comparison: Comparison) -> bool:
    if comparison.role == "age" or comparison.unit in _AGE_UNITS:
        return True
    if _RE_YEARS_AFTER.match(question.text, comparison.end):
        return True
    return _RE_AGE_BEFORE.search(question.text[max(0, comparison.start - 12) : comparison.start]) is not None


def _age_column(plan: Plan) -> bool:
    return any("age" in c.keys and c.numeric for c in plan.primary.columns)


def _years_before(today: dt.date, years: int) -> str:
    try:
        return today.replace(year=today.year - years).isoformat()
    except ValueError:  # 29 February
        return today.replace(year=today.year - years, day=28).isoformat()


def _bounds(comparison: Comparison, today: dt.date) -> list[tuple[str, str]]:
    """Age ≥ A ⇔ born on or before today − A years."""
    low = int(comparison.value)
    if comparison.op == "between" and comparison.high is not None:
        return [("<=", _years_before(today, low)), (">", _years_before(today, int(comparison.high) + 1))]
    if comparison.op == ">":
        return [("<=", _years_before(today, low + 1))]
    if comparison.op == ">=":
        return [("<=", _years_before(today, low))]
    if comparison.op == "<":
        return [(">", _years_before(today, low))]
    if comparison.op == "<=":
        return [(">", _years_before(today, low + 1))]
    return [("<=", _years_before(today, low)), (">", _years_before(today, low + 1))]
