"""Mends of rules that gave silently wrong answers: a word that only starts like a negation
("disclosed", "designed") names no yes/no column; the unit a result is asked in keeps a named
column of unknown unit; "hours spent per project" sums the hours, not money; "us" is no demonym
and two demonyms are one list. Invented schemas."""

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


def _table(name: str, *columns: C) -> list[T]:
    return [
        T(
            model=name,
            name=name,
            primary_key="id",
            columns=[C(name="id", kind="integer", primary=True), *columns],
        )
    ]


def _aggregate(schema: list[T], question: str) -> tuple[str, str]:
    out = generate_builtin(GenerateInput(query=question, model_ids=[schema[0].model], schema=schema, now=NOW))
    (item,) = [s for s in (out.dsl or {}).get("select", []) if str(s).startswith(":")]
    func, field = str(item)[1:].split(" ")[0].rstrip(")").split("(")
    return func, field


@pytest.mark.parametrize(
    ("schema", "question", "expected"),
    [
        (
            _table("product", C(name="price", kind="number"), C(name="shipping_cents", kind="integer")),
            "average price in dollars",
            ("avg", "price"),
        ),
        (
            _table("hike", C(name="distance", kind="number"), C(name="elevation_m", kind="number")),
            "total distance in km",
            ("sum", "distance"),
        ),
        (  # the named column's unit is of another dimension: the asked unit picks the measure
            _table("match", C(name="length_cm", kind="number"), C(name="duration_sec", kind="integer")),
            "average length in minutes",
            ("avg", "duration_sec"),
        ),
    ],
)
def test_the_asked_unit_keeps_a_named_column_of_unknown_unit(
    schema: list[T], question: str, expected: tuple[str, str]
) -> None:
    assert _aggregate(schema, question) == expected


_TIMESHEET = _table(
    "timesheet",
    C(name="project", kind="text", values=["Ivy", "Oak"]),
    C(name="hours", kind="number"),
    C(name="total_cost", kind="number"),
)
_STAY = _table(
    "stay",
    C(name="ward", kind="text", values=["A", "B"]),
    C(name="nights", kind="integer"),
    C(name="amount_paid", kind="number"),
)
_PERSON = _table(
    "person",
    C(name="country", kind="text", values=["Chile", "Peru"]),
    C(name="annual_income", kind="number"),
    C(name="total_tax", kind="number"),
)


@pytest.mark.parametrize(
    ("schema", "question", "expected"),
    [
        (_TIMESHEET, "hours spent per project", ("sum", "hours")),
        (_STAY, "nights spent per ward", ("sum", "nights")),
        (_PERSON, "income per country", ("sum", "annual_income")),
        (_TIMESHEET, "spend per project", ("sum", "total_cost")),  # no column named: the money one
        (_STAY, "money spent per ward", ("sum", "amount_paid")),
    ],
)
def test_spent_per_sums_the_named_measure(schema: list[T], question: str, expected: tuple[str, str]) -> None:
    assert _aggregate(schema, question) == expected


_DISH = _table(
    "dish", C(name="title", kind="text"), C(name="cuisine", kind="text", values=["spanish", "greek", "thai"])
)
_CHEF = _table(
    "chef",
    C(name="title", kind="text"),
    C(name="nationality", kind="text", values=["Spain", "France", "Japan"]),
)


def _demonym_wheres(schema: list[T], question: str) -> list[tuple[str, str, Any]]:
    out = generate_builtin(GenerateInput(query=question, model_ids=[schema[0].model], schema=schema, now=NOW))
    dsl = out.dsl or {}
    return [(w["field"], w.get("op", "="), w.get("value")) for w in dsl.get("wheres", []) if "field" in w]


@pytest.mark.parametrize(
    ("schema", "question", "expected"),
    [
        (_DISH, "show us the dishes", []),  # "us" is a pronoun, no demonym
        (_CHEF, "give us chefs", []),
        (_DISH, "greek or korean dishes", [("cuisine", "in", ["greek", "korean"])]),
        (_DISH, "korean or indian dishes", [("cuisine", "in", ["korean", "indian"])]),
        (_DISH, "korean dishes", [("cuisine", "=", "korean")]),  # cased as the sampled values
        (_CHEF, "korean chefs", [("nationality", "=", "Korea")]),
        (_CHEF, "korean or french chefs", [("nationality", "in", ["France", "Korea"])]),
    ],
)
def test_demonyms_are_adjectives_listed_and_cased_as_sampled(
    schema: list[T], question: str, expected: list[tuple[str, str, Any]]
) -> None:
    assert _demonym_wheres(schema, question) == expected


_GIFTS = [
    T(
        model="gift",
        name="gift",
        primary_key="gift_id",
        columns=[
            C(name="gift_id", kind="integer", primary=True),
            C(name="donor", kind="text", values=["Ann", "Bo"]),
            C(name="amount", kind="number"),
            C(name="payment_method", kind="text", values=["card", "cash"]),
        ],
    )
]


@pytest.mark.parametrize(
    "question",
    [
        "average gift (usd) by payment method",
        "average gift, usd?",
        "average gift in us dollars by payment method",
    ],
)
def test_a_currency_beside_punctuation_or_in_two_words_is_money(question: str) -> None:
    out = generate_builtin(GenerateInput(query=question, model_ids=["gift"], schema=_GIFTS, now=NOW))
    assert ":avg(amount) as avg_amount" in out.dsl.get("select", []), out.dsl


_SHIPMENTS = [
    T(
        model="shipment",
        name="shipment",
        primary_key="shipment_id",
        columns=[
            C(name="shipment_id", kind="integer", primary=True),
            C(name="origin_city", kind="text", values=["Nice", "Lyon", "Paris"]),
            C(name="destination_city", kind="text", values=["Nice", "Lyon", "Paris"]),
        ],
    )
]


@pytest.mark.parametrize(
    ("question", "column"),
    [
        ("shipments arriving in Lyon", "destination_city"),
        ("shipments departing from Nice", "origin_city"),
        ("shipments bound for Paris", "destination_city"),
    ],
)
def test_one_set_of_direction_words_for_role_keys_and_role_columns(question: str, column: str) -> None:
    """'arriving in' named a destination for two-role keys but not for a destination column (two copies
    of the pattern had diverged)."""
    out = generate_builtin(GenerateInput(query=question, model_ids=["shipment"], schema=_SHIPMENTS, now=NOW))
    assert [w["field"] for w in out.dsl["wheres"]] == [column], out.dsl


def test_a_duration_column_that_states_no_unit_is_shown_in_the_unit_asked() -> None:
    """One rule (numbers.stored_unit) for what a unitless duration is stored in: seconds. The result's
    scale used the stated unit alone, so an average asked in minutes came back in seconds."""
    calls = [
        T(
            model="call",
            name="call",
            primary_key="call_id",
            columns=[
                C(name="call_id", kind="integer", primary=True),
                C(name="agent", kind="text", values=["Ann", "Bo"]),
                C(name="duration", kind="integer"),
            ],
        )
    ]
    out = generate_builtin(
        GenerateInput(query="average call duration in minutes", model_ids=["call"], schema=calls, now=NOW)
    )
    assert out.dsl["select"] == [":avg(duration) as avg_duration"]
    assert out.scales == {"avg_duration": pytest.approx(1 / 60)}
