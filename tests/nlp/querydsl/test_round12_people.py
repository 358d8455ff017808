"""Round 12 of the builtin generator on an invented clinic: a flag whose own name begins with "no"
("no-shows"), ages on a birth date ("older than 60", 60岁以上), a practitioner named by the field a
value holds ("cardiologists" → 'cardiology'), and "busiest" as the most rows pointing at a row."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import ColumnSchema as C

from .invented import key, table

_CLINIC = [
    table(
        "doctor",
        C(name="doc_name", kind="text", values=["Dr. Rosa Vidal", "Dr. Omar Haddad"]),
        C(name="specialty", kind="text", values=["cardiology", "dermatology", "pediatrics"]),
    ),
    table(
        "patient",
        C(name="pat_name", kind="text", values=["Lena Ortiz", "Ken Ito"]),
        C(name="dob", kind="date"),
    ),
    table(
        "visit",
        key("doctor"),
        key("patient"),
        C(name="visit_dt", kind="datetime", nullable=False),
        C(name="no_show", kind="boolean"),
    ),
]
_TODAY = dt.datetime(2026, 12, 4, 9, 0)


def _dsl(question: str) -> dict[str, Any]:
    names = [t.name for t in _CLINIC]
    return generate_builtin(GenerateInput(query=question, model_ids=names, schema=_CLINIC, now=_TODAY)).dsl


@pytest.mark.parametrize(
    ("question", "value"),
    [("no-show visits", True), ("visits that were no shows", True), ("visits that were not no-shows", False)],
)
def test_a_flag_named_with_no_is_not_negated_by_it(question: str, value: bool) -> None:
    assert _dsl(question)["wheres"] == [{"field": "no_show", "op": "=", "value": value}]


@pytest.mark.parametrize(
    ("question", "bounds"),
    [
        ("patients older than 60", [("<=", "1965-12-04")]),
        ("patients over 65 years old", [("<=", "1960-12-04")]),
        ("patients younger than 30", [(">", "1996-12-04")]),
        ("patients aged 40 or more", [("<=", "1986-12-04")]),
        ("60岁以上的病人", [("<=", "1966-12-04")]),
        ("patients between 20 and 30 years old", [("<=", "2006-12-04"), (">", "1995-12-04")]),
    ],
)
def test_an_age_is_a_range_of_the_birth_date(question: str, bounds: list[tuple[str, str]]) -> None:
    generated = _dsl(question)
    assert generated["from"] == "patient"
    assert [(w["op"], w["value"]) for w in generated["wheres"]] == bounds
    assert {w["field"] for w in generated["wheres"]} == {"dob"}


@pytest.mark.parametrize(
    ("question", "value"),
    [("cardiologists", "cardiology"), ("pediatricians", "pediatrics"), ("dermatologists", "dermatology")],
)
def test_a_practitioner_names_the_field(question: str, value: str) -> None:
    assert _dsl(question)["wheres"] == [{"field": "specialty", "op": "=", "value": value}]


@pytest.mark.parametrize(("question", "limit"), [("the busiest doctor", 1), ("3 busiest doctors", 3)])
def test_busiest_counts_the_rows_pointing_at_it(question: str, limit: int) -> None:
    generated = _dsl(question)
    assert generated["groups"] == ["doctor.doctor_id"]
    assert generated["orders"] == [{"field": "count", "sort": "desc"}]
    assert generated["limit"] == limit
