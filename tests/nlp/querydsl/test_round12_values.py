"""Round 12 of the builtin generator, values: a value the column's comment also names stays a value
in an OR list ("chengdu or chongqing"), a Chinese country value is asked by its people's word
("french" → '法国'), a phone number typed as bare digits, a price at N tenths (六折 → 0.6 on a
fraction column), and a one-character surname is no word for "week". Invented schemas."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.querydsl import ColumnSchema as C

from .invented import dsl, key, table

_TRADE = [
    table(
        "dealer",
        C(name="dealer_nm", kind="text", values=["江城书店", "山城书房"]),
        C(
            name="city",
            kind="text",
            description="所在城市, 例如 杭州 / 西安 / 苏州",
            values=["西安", "苏州", "杭州"],
        ),
        C(name="phone", kind="text", values=["312-555-0123", "415-555-0199"]),
        C(name="rebate", kind="number", type="DECIMAL(3,2)", description="返点折扣, 0.75 = 按定价七五折结算"),
    ),
    table(
        "writer",
        C(name="last_name", kind="text", values=["周", "张", "Smith"]),
        C(name="nationality", kind="text", values=["中国", "法国", "英国"]),
    ),
    table("deal", key("dealer"), key("writer"), C(name="signed_on", kind="date", nullable=False)),
]


def _wheres(question: str) -> list[dict[str, Any]]:
    return list(dsl(question, _TRADE).get("wheres", []))


def test_an_or_list_keeps_a_value_the_comment_names() -> None:
    assert _wheres("dealers in suzhou or hangzhou") == [
        {"field": "city", "op": "in", "value": ["苏州", "杭州"]}
    ]


def test_a_people_word_finds_a_chinese_country_value() -> None:
    assert _wheres("french writers") == [{"field": "nationality", "op": "=", "value": "法国"}]


@pytest.mark.parametrize("typed", ["3125550123", "312-555-0123", "312 555 0123"])
def test_a_phone_number_as_typed(typed: str) -> None:
    assert _wheres(f"dealer with phone {typed}") == [{"field": "phone", "op": "=", "value": "312-555-0123"}]


@pytest.mark.parametrize(
    ("question", "value"), [("合同折扣低于六折的书店", 0.6), ("折扣低于八五折的书店", 0.85)]
)
def test_tenths_of_the_price(question: str, value: float) -> None:
    assert _wheres(question) == [{"field": "rebate", "op": "<", "value": value}]


def test_a_one_character_surname_is_no_word() -> None:
    wheres = _wheres("上周签的合同")
    assert all(w.get("field") != "writer.last_name" and w.get("field") != "last_name" for w in wheres), wheres


_FLEET = [
    table(
        "van",
        C(name="license_plate", kind="text", values=["4ABC123", "5XYZ789"]),
        C(name="driver_phone", kind="text", values=["4155550199", "3125550123"]),
    )
]


@pytest.mark.parametrize(
    ("question", "where"),
    [
        ("van with plate 4abc123", {"field": "license_plate", "op": "=", "value": "4ABC123"}),
        ("whose number is 415-555-0199?", {"field": "driver_phone", "op": "=", "value": "4155550199"}),
    ],
)
def test_a_code_as_typed(question: str, where: dict[str, Any]) -> None:
    assert where in dsl(question, _FLEET).get("wheres", [])


def test_a_hyphenated_date_stays_a_date() -> None:
    wheres = _wheres("deals signed on 2024-03-05")
    assert [(w["field"], w["op"]) for w in wheres] == [("signed_on", ">="), ("signed_on", "<")]
