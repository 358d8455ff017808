"""Round 12 of the builtin generator: prefixes and suffixes as LIKE ("plates starting with ABC",
车牌不是浙B开头, 尾号是123), a week of a month, a period's possessive ("last month's bill"), and a
value typed whole that holds a table's word ("united states" beside a `unit` table). Invented schemas."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.nlp.querydsl.builtin.schema_keys import _verb_of
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.querydsl import ColumnSchema as C

from .invented import key, table

_HOUSING = [
    table("unit", C(name="label", kind="text", values=["A-101", "B-202"]), C(name="moved_in", kind="date")),
    table(
        "bill",
        key("unit"),
        C(name="period_start", kind="date", nullable=False),
        C(name="paid_at", kind="datetime", description="NULL = unpaid"),
        C(name="amount", kind="number"),
    ),
    table(
        "car",
        key("unit"),
        C(name="plate", kind="text", values=["浙B12345", "沪A88888", "ABC-123"]),
        C(name="colour", kind="text", values=["red", "blue"]),
    ),
    table(
        "person",
        C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen", "张伟"]),
        C(name="country", kind="text", values=["United States", "China", "Germany"]),
    ),
]
_TODAY = dt.datetime(2026, 12, 4, 9, 0)


def _dsl(question: str) -> dict[str, Any]:
    names = [t.name for t in _HOUSING]
    return generate_builtin(GenerateInput(query=question, model_ids=names, schema=_HOUSING, now=_TODAY)).dsl


def _conditions(question: str) -> list[tuple[str, str, Any]]:
    return [(w["field"].split(".")[-1], w["op"], w.get("value")) for w in _dsl(question).get("wheres", [])]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("cars with plates beginning with ABC", ("plate", "like", "ABC%")),
        ("cars starting with ABC", ("plate", "like", "ABC%")),
        ("cars whose plate starts with 浙B", ("plate", "like", "浙B%")),
        ("cars with plates ending in 123", ("plate", "like", "%123")),
        ("cars whose plate doesn't end with 888", ("plate", "notlike", "%888")),
        ("people whose name starts with A", ("full_name", "like", "A%")),
        ("people whose names don't start with B", ("full_name", "notlike", "B%")),
        ("车牌以浙B开头的车", ("plate", "like", "浙B%")),
        ("浙B开头的车牌", ("plate", "like", "浙B%")),
        ("车牌不是浙B开头的车", ("plate", "notlike", "浙B%")),
        ("车牌尾号是123的车", ("plate", "like", "%123")),
        ("名字以张开头的人", ("full_name", "like", "张%")),
    ],
)
def test_a_prefix_or_suffix_is_a_like_on_its_column(question: str, expected: tuple[str, str, str]) -> None:
    assert _conditions(question) == [expected]


def test_beginning_names_no_date_column_in_a_prefix_phrase() -> None:
    assert _dsl("浙B开头的车牌")["from"] == "car"


@pytest.mark.parametrize(
    ("question", "low", "high"),
    [
        ("bills from the first week of september 2025", "2025-09-01", "2025-09-08"),
        ("bills paid in the second week of june 2025", "2025-06-08", "2025-06-15"),
        ("bills from the fourth week of february 2026", "2026-02-22", "2026-03-01"),
        ("bills from the last week of may 2025", "2025-05-25", "2025-06-01"),
        ("bills paid in the first week of march", "2026-03-01", "2026-03-08"),
    ],
)
def test_a_week_of_a_month(question: str, low: str, high: str) -> None:
    bounds = {op: value for _, op, value in _conditions(question)}
    assert bounds == {">=": low, "<": high}


def test_a_possessive_period_dates_the_rows_it_names() -> None:
    conditions = _conditions("units that haven't paid last month's bill")
    assert ("period_start", ">=", "2026-11-01") in conditions
    assert ("paid_at", "null", None) in conditions
    assert all(field != "moved_in" for field, _, _ in conditions)


@pytest.mark.parametrize(
    "question", ["people from united states", "people from the united states", "people from the states"]
)
def test_a_whole_value_holds_a_table_word(question: str) -> None:
    dsl = _dsl(question)
    assert dsl["from"] == "person"
    assert _conditions(question) == [("country", "=", "United States")]


def test_unit_table_still_named_on_its_own() -> None:
    assert _dsl("units that moved in after 2025-01-01")["from"] == "unit"


@pytest.mark.parametrize(
    "question",
    ["bills ending in the second half of 2025", "bills ending in may 2025", "bills ending in 2025"],
)
def test_ending_in_a_period_is_no_suffix(question: str) -> None:
    assert all(op not in ("like", "notlike") for _, op, _ in _conditions(question))


@pytest.mark.parametrize(
    ("question", "low", "high"),
    [
        ("5月到10月的账单", "2026-05-01", "2026-11-01"),
        ("2025年5月到10月的账单", "2025-05-01", "2025-11-01"),
        ("5月至8月的账单", "2026-05-01", "2026-09-01"),
        ("11月到2月的账单", "2025-11-01", "2026-03-01"),
    ],
)
def test_a_chinese_range_of_months(question: str, low: str, high: str) -> None:
    bounds = {op: value for _, op, value in _conditions(question)}
    assert bounds == {">=": low, "<": high}


def test_a_second_month_takes_the_first_ones_year() -> None:
    (group,) = _dsl("2025年9月和10月的账单")["wheres"]
    lows = [part["wheres"][0]["value"] for part in group["wheres"]]
    assert lows == ["2025-09-01", "2025-10-01"]


_PHONES = [
    table(
        "tariff", C(name="tariff_nm", kind="text", values=["Basic", "Max"]), C(name="mo_fee", kind="number")
    ),
    table(
        "subscriber",
        key("tariff"),
        C(name="last_nm", kind="text", values=["Price", "Carter"]),
        C(name="first_nm", kind="text", values=["Emily", "Bob"]),
    ),
]


def test_a_synonym_never_finds_a_name() -> None:
    question = "tariffs that cost at most $40 a month"
    dsl = generate_builtin(
        GenerateInput(query=question, model_ids=["tariff", "subscriber"], schema=_PHONES)
    ).dsl
    assert dsl["wheres"] == [{"field": "mo_fee", "op": "<=", "value": 40}]
    named = generate_builtin(
        GenerateInput(query="Emily Price", model_ids=["tariff", "subscriber"], schema=_PHONES)
    )
    assert {"field": "last_nm", "op": "=", "value": "Price"} in named.dsl["wheres"]


_ESTATE = [
    table(
        "building",
        C(name="label", kind="text", values=["A座", "B座"]),
        C(name="has_elevator", kind="integer", description="是否有电梯 0/1", bounds=["0", "1"]),
        C(name="floors", kind="integer"),
    ),
    table("space", key("building"), C(name="location", kind="text", values=["地面", "地下"])),
]


@pytest.mark.parametrize(("question", "value"), [("哪些楼没电梯", 0), ("没有电梯的楼", 0), ("有电梯的楼", 1)])
def test_a_word_that_names_the_schema_wins_the_segmentation(question: str, value: int) -> None:
    """没 + 电梯 (elevator), not 没电 (flat battery) + 梯; 楼 is a building here, not a floor."""
    dsl = generate_builtin(GenerateInput(query=question, model_ids=["building", "space"], schema=_ESTATE)).dsl
    assert dsl["from"] == "building"
    assert dsl["wheres"] == [{"field": "has_elevator", "op": "=", "value": value}]


_STAFFING = [
    table("department", C(name="dept_name", kind="text", values=["Sales", "Research"])),
    table("employee", key("department"), C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"])),
    table("project", key("department"), C(name="title", kind="text", values=["Apollo", "Zephyr"])),
    table("assignment", key("employee"), key("project"), C(name="hours", kind="number")),
]


@pytest.mark.parametrize(
    "question",
    [
        "projects with nobody assigned",
        "projects nobody is assigned to",
        "projects no one has been assigned to",
        "没有分配任何员工的项目",
    ],
)
def test_the_verb_of_an_act_noun_names_its_table(question: str) -> None:
    names = [t.name for t in _STAFFING]
    dsl = generate_builtin(GenerateInput(query=question, model_ids=names, schema=_STAFFING)).dsl
    assert dsl["from"] == "project"
    assert dsl["joins"][0]["from"] == "assignment" and dsl["joins"][0].get("left")
    assert dsl["wheres"] == [{"field": "assignment.assignment_id", "op": "null"}]


@pytest.mark.parametrize(
    ("noun", "verb"),
    [("assignment", "assigned"), ("shipment", "shipped"), ("rental", "rented"), ("referral", "referred")],
)
def test_act_nouns_and_their_participles_share_a_stem(noun: str, verb: str) -> None:
    assert _verb_of(noun) == stem(verb)


@pytest.mark.parametrize("noun", ["department", "apartment", "animal", "journal", "statement"])
def test_other_nouns_name_no_verb(noun: str) -> None:
    assert _verb_of(noun) == ""


_SCHOOL = [
    table("banji", C(name="banji_mc", kind="text", description="班级名称", values=["一班", "二班"])),
    table(
        "xuesheng",
        key("banji"),
        C(name="xingming", kind="text", description="姓名", values=["张伟", "李娜", "王芳"]),
        C(name="xingbie", kind="text", description="性别", values=["男", "女"]),
    ),
]


def _school(question: str) -> dict[str, Any]:
    return generate_builtin(
        GenerateInput(query=question, model_ids=["banji", "xuesheng"], schema=_SCHOOL)
    ).dsl


@pytest.mark.parametrize(
    ("question", "op", "value"),
    [("姓王的学生", "like", "王%"), ("不姓李的学生", "notlike", "李%"), ("姓欧阳的学生", "like", "欧阳%")],
)
def test_a_family_name_is_the_start_of_the_name(question: str, op: str, value: str) -> None:
    assert _school(question)["wheres"] == [{"field": "xingming", "op": op, "value": value}]


def test_the_word_for_name_is_no_family_name() -> None:
    assert "wheres" not in _school("学生的姓名")


@pytest.mark.parametrize(
    ("question", "value"), [("girls", "女"), ("boys", "男"), ("女生", "女"), ("男生", "男")]
)
def test_a_gender_column_named_by_its_comment_reads_gender_words(question: str, value: str) -> None:
    generated = _school(question)
    assert generated["from"] == "xuesheng"
    assert generated["wheres"] == [{"field": "xingbie", "op": "=", "value": value}]


_DEPOTS = [
    table("depot", C(name="depot_name", kind="text", values=["North Hub", "Harbour"])),
    table(
        "sku",
        C(name="sku_code", kind="text", values=["AX-100", "BZ-220"]),
        C(name="unit_cost", kind="number"),
    ),
    table("stock_level", key("depot"), key("sku"), C(name="on_hand", kind="integer")),
    table(
        "shipment",
        key("depot"),
        C(name="carrier", kind="text", values=["DHL", "Bring"]),
        C(name="shipped_on", kind="date", nullable=False),
    ),
]


def _depots(question: str) -> dict[str, Any]:
    names = [t.name for t in _DEPOTS]
    return generate_builtin(GenerateInput(query=question, model_ids=names, schema=_DEPOTS)).dsl


def test_a_plural_the_stemmer_keeps_whole_names_its_table() -> None:
    generated = _depots("skus with no stock anywhere")
    assert generated["from"] == "sku"
    assert generated["wheres"] == [{"field": "stock_level.stock_level_id", "op": "null"}]


@pytest.mark.parametrize("question", ["shipments by carrier", "shipments by carrier?"])
def test_rows_by_a_category_column_are_counted_per_value(question: str) -> None:
    assert _depots(question)["groups"] == ["carrier"]


@pytest.mark.parametrize("question", ["shipments by DHL", "shipments sorted by carrier"])
def test_by_a_value_or_a_sort_is_no_group(question: str) -> None:
    assert "groups" not in _depots(question)
