"""Round 9 of the builtin generator (docs/db.md), each rule on a schema of its own: durations in
months and halves, cents said `ct`, more currencies, holidays, counts of times, a count with a
superlative, the main table's own column, dates of the rows an aggregate counts, a date beside a
place, rank words, "top N <column>", an explicit sort of a singular noun."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.querydsl import ColumnSchema as C

from .invented import dsl as _dsl
from .invented import key as _key
from .invented import table as _table


def _fields(dsl: dict[str, Any]) -> set[str]:
    return {str(w.get("field")) for w in dsl.get("wheres") or []}


def _has(dsl: dict[str, Any], column: str, value: float) -> bool:
    return any(w.get("field") == column and float(w.get("value")) == value for w in dsl.get("wheres") or [])


_PLAN = [
    _table(
        "plan",
        C(name="label", kind="text", values=["basic", "plus"]),
        C(name="cover_days", kind="integer"),
        C(name="call_sec", kind="integer"),
    )
]
_TRADES = [
    _table(
        "tradesman",
        C(name="trade", kind="text", values=["plumber", "joiner"]),
        C(name="hourly_fee", kind="number"),
    )
]


@pytest.mark.parametrize(
    ("question", "column", "value"),
    [
        ("plans covering more than a month", "cover_days", 30),  # "a month": one month, 30 days
        ("plans with cover days over 2 months", "cover_days", 60),
        ("保障超过一个月的方案", "cover_days", 30),
        ("calls longer than 2 and a half hours", "call_sec", 9000),
        ("通话超过一个半小时的方案", "call_sec", 5400),
        ("通话超过两个半小时的方案", "call_sec", 9000),
    ],
)
def test_months_halves_and_a_spelled_one_read_as_durations(question: str, column: str, value: int) -> None:
    assert _has(dsl := _dsl(question, _PLAN), column, value), dsl


@pytest.mark.parametrize("question", ["时薪超过15新元的老师", "时薪超过15新币的老师", "时薪超过15泰铢的老师"])
def test_chinese_names_of_more_currencies_are_money(question: str) -> None:
    tutors = [
        _table(
            "tutor",
            C(name="full_name", kind="text", values=["Ana Lim", "Bo Tan"]),
            C(name="hourly_rate_cents", kind="integer"),
        )
    ]
    assert _has(dsl := _dsl(question, tutors), "hourly_rate_cents", 1500), dsl


def test_a_rank_word_before_a_number_is_not_a_code() -> None:
    shelf = [
        _table(
            "item",
            C(name="shelf_cd", kind="text", values=["TOP", "MID", "BOT"]),
            C(name="price", kind="number"),
        )
    ]
    assert not any(w.get("value") == "TOP" for w in _dsl("top 3 items by price", shelf).get("wheres") or [])
    assert any(w.get("value") == "TOP" for w in _dsl("items on the top shelf", shelf).get("wheres") or [])


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("bookings on christmas day 2023", "2023-12-25", "2023-12-26"),
        ("bookings on christmas eve 2023", "2023-12-24", "2023-12-25"),
        ("bookings on new year's day 2024", "2024-01-01", "2024-01-02"),
        ("bookings made on valentines day 2024", "2024-02-14", "2024-02-15"),
        ("2023年圣诞节的预订", "2023-12-25", "2023-12-26"),
        ("2024年元旦的预订", "2024-01-01", "2024-01-02"),
    ],
)
def test_holidays_on_a_fixed_date_are_that_day(question: str, start: str, end: str) -> None:
    booking = [
        _table(
            "booking", C(name="guest", kind="text", values=["Ana", "Bo"]), C(name="booked_on", kind="date")
        )
    ]
    dsl = _dsl(question, booking)
    bounds = {
        (w.get("op"), str(w.get("value"))[:10])
        for w in dsl.get("wheres") or []
        if w.get("field") == "booked_on"
    }
    assert {(">=", start), ("<", end)} <= bounds, dsl


@pytest.mark.parametrize(
    "question", ["trails hiked more than 5 times", "trails that were hiked over 5 times"]
)
def test_a_count_of_times_counts_the_rows_of_the_act_its_verb_names(question: str) -> None:
    """ "hiked more than 5 times": the hikes per trail, having more than 5 (an English count with no
    table after its number, as 接诊超过100次 is in Chinese)."""
    schema = [
        _table("trail", C(name="trail_name", kind="text")),
        _table("hike", _key("trail"), C(name="hiked_on", kind="date")),
    ]
    dsl = _dsl(question, schema)
    assert dsl.get("havings") and dsl["havings"][0]["value"] == 5, dsl
    assert "hike" in str(dsl.get("select")) or "hike" in str(dsl.get("joins")), dsl


@pytest.mark.parametrize(
    ("question", "direction"),
    [("5 best paid plumbers by hourly fee", "desc"), ("the 3 worst paid plumbers by hourly fee", "asc")],
)
def test_a_count_and_a_superlative_order_by_the_column_after_by(question: str, direction: str) -> None:
    dsl = _dsl(question, _TRADES)
    assert dsl.get("orders") == [{"field": "hourly_fee", "sort": direction}] and dsl.get("limit") in (5, 3), (
        dsl
    )


def test_top_n_of_a_numeric_column_orders_by_it() -> None:
    """ "top 3 hourly fees among joiners": the count is of the column named right after it."""
    dsl = _dsl("top 3 hourly fees among joiners", _TRADES)
    assert dsl.get("orders") == [{"field": "hourly_fee", "sort": "desc"}] and dsl.get("limit") == 3, dsl


def test_an_explicit_sort_of_a_singular_noun_lists_every_row() -> None:
    """ "staff sorted by hourly fee": a collective noun is no call for the one best row."""
    staff = [
        _table(
            "staff",
            C(name="full_name", kind="text", values=["Ana Lim", "Bo Tan"]),
            C(name="hourly_fee", kind="number"),
        )
    ]
    dsl = _dsl("staff sorted by hourly fee", staff)
    assert dsl.get("orders") == [{"field": "hourly_fee", "sort": "asc"}] and dsl.get("limit") != 1, dsl


def test_a_comparison_names_the_main_table_column_the_same_words_name() -> None:
    """时长不到90分钟的电影: "duration" names the shifts' duration a little more strongly than the
    films' runtime, but the films are asked about."""
    film = _table(
        "film", C(name="title", kind="text", values=["Dawn", "Dusk"]), C(name="runtime_sec", kind="integer")
    )
    shift = _table("shift", _key("film"), C(name="duration_min", kind="integer"))
    assert _has(dsl := _dsl("时长不到90分钟的电影", [film, shift]), "runtime_sec", 5400), dsl


def test_a_date_in_an_aggregate_dates_the_rows_it_counts() -> None:
    """ "hikes per trail in 2024": the hikes' date, not the trail's opening date."""
    trail = _table(
        "trail",
        C(name="trail_name", kind="text", values=["Ridge", "Creek"]),
        C(name="opened_on", kind="date"),
    )
    hike = _table("hike", _key("trail"), C(name="set_off_on", kind="date"))
    for question in ("number of hikes per trail in 2024", "how many hikes did each trail get in 2024"):
        fields = _fields(dsl := _dsl(question, [trail, hike]))
        assert any(f.endswith("set_off_on") for f in fields) and not any(
            f.endswith("opened_on") for f in fields
        ), dsl


def test_a_month_beside_a_value_dates_what_was_done_there() -> None:
    """ "sales at northgate in march 2024": the sales' time, not the shop's opening date (a year
    beside a value, "spring 2024", is still that row's year)."""
    shop = _table(
        "shop",
        C(name="shop_name", kind="text", values=["Northgate", "Southbank"]),
        C(name="opened_on", kind="date"),
    )
    repair = _table("repair", _key("shop"), C(name="fixed_at", kind="datetime"))  # listed first, as near
    sale = _table("sale", _key("shop"), C(name="rung_at", kind="datetime"))
    fields = _fields(dsl := _dsl("sales at northgate in march 2024", [shop, repair, sale]))
    assert any(f.endswith("rung_at") for f in fields) and not any(f.endswith("opened_on") for f in fields), (
        dsl
    )


@pytest.mark.parametrize(
    ("question", "direction"),
    [("top 3 best paid tradesmen", "desc"), ("the 3 tradesmen with the lowest pay", "asc")],
)
def test_best_paid_and_highest_pay_order_by_the_money_column(question: str, direction: str) -> None:
    """ "best paid" names no column (a `paid_on` date would take "paid"): the row's own money does."""
    schema = [
        _table(
            "tradesman",
            C(name="trade", kind="text", values=["plumber", "joiner"]),
            C(name="day_fee", kind="number"),
            C(name="paid_on", kind="date"),
        )
    ]
    dsl = _dsl(question, schema)
    assert dsl.get("orders") == [{"field": "day_fee", "sort": direction}], dsl
