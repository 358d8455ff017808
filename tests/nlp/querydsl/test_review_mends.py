"""Mends of rules that gave silently wrong answers: a word that only starts like a negation
("disclosed", "designed") names no yes/no column. An invented schema."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from agentsearch.nlp.querydsl import GenerateInput, NotUnderstoodError, generate_builtin
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import TableSchema as T

NOW = dt.datetime(2024, 12, 15, 12, 0)

_DEALS = [
    T(
        model="deal",
        name="deal",
        primary_key="deal_id",
        columns=[
            C(name="deal_id", kind="integer", primary=True),
            C(name="title", kind="text"),
            C(name="owner", kind="text", values=["Ann", "Bo"]),
            C(name="is_closed", kind="boolean"),
            C(name="signed", kind="boolean"),
            C(name="is_vested", kind="boolean"),
            C(name="covered", kind="boolean"),
            C(name="missed", kind="boolean"),
            C(name="is_active", kind="boolean"),
            C(name="created_on", kind="date"),
        ],
    )
]


def _wheres(schema: list[T], question: str) -> list[tuple[str, str, Any]]:
    try:
        out = generate_builtin(GenerateInput(query=question, model_ids=["deal"], schema=schema, now=NOW))
    except NotUnderstoodError:
        return []  # the word names nothing: no condition is better than a wrong one
    dsl = out.dsl or {}
    return [(w["field"], w.get("op", "="), w.get("value")) for w in dsl.get("wheres", []) if "field" in w]


@pytest.mark.parametrize(
    ("question", "column"),
    [
        ("disclosed deals", "is_closed"),
        ("deals designed by Ann", "signed"),
        ("designated deals", "signed"),
        ("invested deals", "is_vested"),
        ("deals discovered in 2023", "covered"),
        ("dismissed deals", "missed"),
    ],
)
def test_a_word_of_its_own_is_no_negated_flag(question: str, column: str) -> None:
    assert all(field != column for field, _, _ in _wheres(_DEALS, question))


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("inactive deals", ("is_active", "=", False)),
        ("unsigned deals", ("signed", "=", False)),
        ("deals that are not inactive", ("is_active", "=", True)),
        ("not inactive deals", ("is_active", "=", True)),
        ("deals not inactive", ("is_active", "=", True)),
    ],
)
def test_a_negative_prefix_still_negates(question: str, expected: tuple[str, str, Any]) -> None:
    assert expected in _wheres(_DEALS, question)
