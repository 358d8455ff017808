"""Round 11 of the builtin generator (docs/db.md), second part, each rule on an invented schema:
names typed without accents, codes and their words, totals that are columns, groups and sort keys,
names spelt in pinyin and values of a number with a Chinese word."""

from __future__ import annotations

from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

from .invented import dsl as _dsl
from .test_round11 import _keyed, _ref

_CHOIR = [
    _keyed(
        "singer",
        "",
        C(
            name="singer_nm",
            kind="text",
            values=["Dvořák, Jana", "Müller, Tobias", "Luis Ortega", "Luís Ortega"],
        ),
    ),
]


def test_a_name_typed_without_its_accents() -> None:
    wheres = _dsl("singers named dvorak", _CHOIR)["wheres"]
    assert wheres == [{"field": "singer_nm", "op": "=", "value": "Dvořák, Jana"}]
    assert _dsl("is muller a singer", _CHOIR)["wheres"][0]["value"] == "Müller, Tobias"
    # two values folded alike: each keeps its own spelling
    assert _dsl("singer Luis Ortega", _CHOIR)["wheres"][0]["value"] == "Luis Ortega"


_BAND = [
    _keyed(
        "player",
        "",
        C(name="sect", kind="text", values=["VN1", "VC"]),
        C(name="chair", kind="text", values=["P", "T"], description="P = principal, T = section"),
    ),
]


def test_a_column_after_each_is_the_group_not_a_code_meaning() -> None:
    dsl = _dsl("number of players in each section", _BAND)
    assert dsl.get("groups") == ["sect"] and "chair" not in str(dsl.get("wheres"))
    assert {"field": "chair", "op": "=", "value": "P"} in _dsl("principal players", _BAND)["wheres"]


_BOX_OFFICE = [
    T(
        model="composers",
        name="composers",
        primary_key="comp_id",
        columns=[
            C(name="comp_id", kind="integer", primary=True),
            C(name="comp_nm", kind="text", values=["Ravel"]),
        ],
    ),
    _keyed("ticket", "", C(name="disc", kind="text", values=["COMP", "SUB", "STU"])),
]


def test_a_code_typed_before_its_table_is_a_value_not_an_abbreviation() -> None:
    dsl = _dsl("how many comp tickets did we give away", _BOX_OFFICE)
    assert dsl["from"] == "ticket" and {"field": "disc", "op": "=", "value": "COMP"} in dsl["wheres"]
    assert _dsl("comp names", _BOX_OFFICE)["from"] == "composers"


_CUP = [
    _keyed("side", "", C(name="side_nm", kind="text", values=["Kestrels", "Otters"])),
    _keyed(
        "fixture",
        "",
        C(name="home_side_id", kind="integer", foreign=F(table="side", column="side_id")),
        C(name="away_side_id", kind="integer", foreign=F(table="side", column="side_id")),
        C(name="winner_side_id", kind="integer", foreign=F(table="side", column="side_id")),
    ),
]


def test_an_irregular_past_names_its_role_key() -> None:
    # "won" stems to win, the role of winner_side_id (winner → winn → win)
    joins = _dsl("fixtures won by Kestrels", _CUP)["joins"]
    assert joins == [{"from": "side", "key": "side.side_id", "foreign": "fixture.winner_side_id"}]


_CREW = [
    _keyed(
        "hand",
        "",
        C(name="hand_nm", kind="text", values=["Oona"]),
        C(name="hrly_ct", kind="integer", description="hourly wage"),
        C(name="stat_cd", kind="text", values=["A", "L"], description="A = active, L = on leave"),
    ),
]


def test_a_short_english_comment_names_its_column() -> None:
    assert _dsl("top 5 hourly wages among hands", _CREW).get("orders") == [
        {"field": "hrly_ct", "sort": "desc"}
    ]
    # a legend is no name: "active hands" is the code, not a column named "active"
    assert {"field": "stat_cd", "op": "=", "value": "A"} in _dsl("active hands", _CREW)["wheres"]


_SKY = [
    _keyed("scope", "", C(name="scope_nm", kind="text", values=["Big Dob"])),
    _keyed(
        "obs", "", _ref("scope", ""), C(name="totalExposureSec", kind="integer"), C(name="mag", kind="number")
    ),
]


def test_a_total_that_is_a_column_sums_nothing() -> None:
    dsl = _dsl("obs with over 4 hours total exposure", _SKY)
    assert dsl["wheres"] == [{"field": "totalExposureSec", "op": ">", "value": 14400}]
    assert dsl.get("select") is None and not dsl.get("groups")
    # asked per group, the column is the measure summed
    grouped = _dsl("total exposure per scope", _SKY)
    assert "sum(obs.totalExposureSec)" in str(grouped["select"]) and grouped["groups"] == ["scope.scope_id"]


def test_rows_broken_down_by_a_column_are_counted_per_value() -> None:
    for question in ("hands broken down by stat_cd", "hands, grouped by stat cd"):
        dsl = _dsl(question, _CREW)
        assert dsl.get("groups") == ["stat_cd"] and "count" in str(dsl.get("select")), question


_HULLS = [
    _keyed(
        "hull",
        "",
        C(name="hull_nm", kind="text", values=["Tern"]),
        C(name="last_drydock", kind="date", nullable=True),
    )
]


def test_never_been_in_a_dated_thing_is_a_null() -> None:
    for question in ("hulls that have never been in drydock", "hulls never in drydock"):
        assert _dsl(question, _HULLS)["wheres"] == [{"field": "last_drydock", "op": "null"}], question


_RIDERS = [
    _keyed("rider", "", C(name="rider_nm", kind="text", values=["Kofi"])),
    _keyed("drop_off", "", _ref("rider", ""), C(name="delivered_at", kind="datetime", nullable=True)),
]


def test_by_number_of_is_a_sort_key_not_a_group() -> None:
    dsl = _dsl("top 3 riders by number of deliveries", _RIDERS)
    assert dsl.get("groups") == ["rider.rider_id"] and dsl.get("limit") == 3


_FLATS = [
    T(
        model="fangwu",
        name="fangwu",
        primary_key="fwId",
        columns=[
            C(name="fwId", kind="integer", primary=True),
            C(name="louDong", kind="text", values=["A座", "B座"]),
            C(name="mianji", kind="number"),
            C(name="tizhong_kg", kind="number"),
        ],
    ),
]


def test_columns_named_in_pinyin_link_to_the_chinese_words() -> None:
    # no comments: the names alone, spelt in toneless pinyin (mianji 面积, louDong 楼栋, fangwu 房屋)
    assert _dsl("面积超过100的房屋", _FLATS)["wheres"] == [{"field": "mianji", "op": ">", "value": 100}]
    assert _dsl("每个楼栋有多少房屋", _FLATS).get("groups") == ["louDong"]
    # a character with two readings (重: chong, zhong) spells the name by either
    assert _dsl("体重超过20的房屋", _FLATS)["wheres"][0]["field"] == "tizhong_kg"


_ESTATE = [
    T(
        model="fangwu",
        name="fangwu",
        primary_key="fwId",
        columns=[
            C(name="fwId", kind="integer", primary=True),
            C(name="louHao", kind="text", values=["1栋", "2栋", "12栋"]),
            C(name="danyuan", kind="text", values=["1单元", "2单元"]),
        ],
    ),
]


def test_a_value_of_a_number_and_a_chinese_word_is_no_count() -> None:
    # 2栋 is a building's value, not "2 items" (栋 a classifier after a count)
    assert _dsl("2栋的房屋", _ESTATE)["wheres"] == [{"field": "louHao", "op": "=", "value": "2栋"}]
    wheres = _dsl("12栋2单元的房屋", _ESTATE)["wheres"]
    assert {"field": "louHao", "op": "=", "value": "12栋"} in wheres and len(wheres) == 2
    assert _dsl("前2个房屋", _ESTATE).get("limit") == 2  # a count that is no value stays a count


_SLIPS = [
    _keyed("worker", "", C(name="worker_nm", kind="text", values=["Ada Lind"])),
    _keyed("payslip", "", _ref("worker", ""), C(name="paid_on", kind="date")),
]


def test_a_question_that_says_what_day_it_is_dates_from_that_day() -> None:
    august = [
        {"field": "paid_on", "op": ">=", "value": "2025-08-01"},
        {"field": "paid_on", "op": "<", "value": "2025-09-01"},
    ]
    for question in (
        "payslips from last month? today is 2025-09-30",
        "payslips from last month (it's end of sept 2025 now)",
        "现在是2025年9月底，上个月的工资单",
    ):
        assert _dsl(question, _SLIPS)["wheres"] == august, question
    # without a stated day, the clock's; "it is" before no date is no day
    assert _dsl("payslips from last month", _SLIPS)["wheres"] != august


def test_shorthands_w_slash_and_no_dot_of() -> None:
    from agentsearch.nlp.querydsl.builtin.question import Question

    assert Question("spots w/ a charger").text == "spots with a charger"
    assert Question("orders w/o a discount").text == "orders without a discount"
    assert Question("no. of flats per block").text == "number of flats per block"
    assert Question("a/b w/x").text == "a/b w/x"  # a slash inside a word is no shorthand
