"""Round 12 of the builtin generator: a nullable date whose NULL means "not yet" (settled, shipped,
returned) is a null test when the question negates it, never the column a nearby period dates; an
`un-` word names it as it names a yes/no flag; its name typed as is ("settled_on is null") is read
whole. Invented schemas."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import TableSchema as T

from .invented import dsl, key, table

_LEDGER = [
    table("client", C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"])),
    table(
        "statement",
        key("client"),
        # the unset date first: the period must still date the issue, not the settlement
        C(name="settled_on", kind="date", description="NULL = not settled yet"),
        C(name="issued_on", kind="date", nullable=False),
        C(name="total", kind="number"),
    ),
]

_PARCELS = [
    table(
        "parcel",
        C(name="posted_at", kind="datetime", nullable=False),
        C(name="delivered_at", kind="datetime", description="NULL while in transit"),
        C(name="weight_kg", kind="number"),
    ),
]


def _wheres(question: str, schema: list[T]) -> list[dict[str, Any]]:
    return list(dsl(question, schema).get("wheres", []))


def _ops(wheres: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(w["field"].split(".")[-1], w["op"]) for w in wheres if "field" in w}


@pytest.mark.parametrize(
    "question",
    [
        "statements from october 2025 not settled",
        "statements that haven't been settled from october 2025",
        "october 2025 statements still unsettled",
        "statements issued in october 2025 that are not settled yet",
    ],
)
def test_a_period_beside_a_negated_date_dates_the_issue(question: str) -> None:
    wheres = _wheres(question, _LEDGER)
    assert _ops(wheres) == {("issued_on", ">="), ("issued_on", "<"), ("settled_on", "null")}
    assert {w["value"] for w in wheres if w["field"] == "issued_on"} == {"2025-10-01", "2025-11-01"}


def test_chinese_period_with_a_negated_settlement() -> None:
    wheres = _wheres("10月的账单还有哪些没结清", _LEDGER)
    assert ("settled_on", "null") in _ops(wheres)
    assert {w["field"] for w in wheres if w["op"] in (">=", "<")} == {"issued_on"}


def test_a_period_on_the_date_itself_still_dates_it() -> None:
    wheres = _wheres("statements settled in october 2025", _LEDGER)
    assert _ops(wheres) == {("settled_on", ">="), ("settled_on", "<")}


@pytest.mark.parametrize(
    ("question", "schema", "column"),
    [
        ("unsettled statements", _LEDGER, "settled_on"),
        ("Ann Lee's unsettled statements", _LEDGER, "settled_on"),
        ("undelivered parcels", _PARCELS, "delivered_at"),
    ],
)
def test_an_un_word_names_the_unset_date(question: str, schema: list[T], column: str) -> None:
    assert (column, "null") in _ops(_wheres(question, schema))


def test_undelivered_parcels_posted_in_a_month() -> None:
    wheres = _wheres("undelivered parcels posted in march 2026", _PARCELS)
    assert _ops(wheres) == {("posted_at", ">="), ("posted_at", "<"), ("delivered_at", "null")}


@pytest.mark.parametrize(
    ("question", "op"),
    [
        ("statements where settled_on is null", "null"),
        ("statements where settled on is empty", "null"),
        ("statements with settled_on null", "null"),
        ("settled statements", "notnull"),
    ],
)
def test_the_column_name_typed_as_is(question: str, op: str) -> None:
    assert _ops(_wheres(question, _LEDGER)) == {("settled_on", op)}


_LOANS = [
    table(
        "reader",
        C(name="member_name", kind="text", values=["陈静", "刘洋"]),
        C(name="birth_year", kind="integer", description="出生年份，不知道时为空", bounds=["1950", "1999"]),
    ),
    table(
        "loan",
        key("reader"),
        C(name="kind", kind="text", values=["图书", "期刊"]),
        C(name="returned_dt", kind="date", description="归还日期; NULL = 尚未归还"),
        C(name="booked_on", kind="date", nullable=False),
    ),
]


def test_a_comment_s_negated_null_words_are_a_null_test() -> None:
    """还没归还 glosses to the words of `NULL = 尚未归还`: the null, and no year on the birth year."""
    wheres = _wheres("2024年度的图书还没归还的借阅", _LOANS)
    assert ("returned_dt", "null") in _ops(wheres)
    assert all(field != "birth_year" for field, _ in _ops(wheres))


def test_a_year_in_brackets_replaces_this_year() -> None:
    for question in ("今年（2025年）的借阅", "this year (2025) loans"):
        wheres = _wheres(question, _LOANS)
        assert [(w["op"], w["value"]) for w in wheres] == [(">=", "2025-01-01"), ("<", "2026-01-01")]


def test_a_birth_year_is_named_by_birth_words() -> None:
    assert _wheres("读者出生年份在1980年以后", _LOANS) == [{"field": "birth_year", "op": ">=", "value": 1981}]
