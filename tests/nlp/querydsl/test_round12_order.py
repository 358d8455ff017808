"""Round 12 of the builtin generator, people's tables: an irregular participle is a date that is set
("employees who have left"), a money verb on the row's own column ranks the rows instead of summing
them ("who earns the most"), and a year before 以前/以后 bounds a date instead of comparing two
columns (2020年以前入职). Invented schema."""

from __future__ import annotations

from typing import Any

import pytest

from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F

from .invented import dsl, key, table

_STAFF = [
    table("department", C(name="dept_name", kind="text", values=["Sales", "Research"])),
    table(
        "employee",
        key("department"),
        C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"]),
        C(name="hired_on", kind="date", nullable=False),
        C(name="salary", kind="number"),
        C(name="left_on", kind="date", description="NULL while still employed"),
        C(name="manager_id", kind="integer", foreign=F(table="employee", column="employee_id")),
    ),
]


def _wheres(question: str) -> list[dict[str, Any]]:
    return list(dsl(question, _STAFF).get("wheres", []))


@pytest.mark.parametrize(
    "question", ["employees who left", "employees who have left the company", "staff that have left"]
)
def test_an_irregular_participle_is_a_set_date(question: str) -> None:
    assert _wheres(question) == [{"field": "left_on", "op": "notnull"}]


def test_a_participle_beside_a_period_dates_it() -> None:
    wheres = _wheres("employees hired before 2020 who have left")
    assert {"field": "hired_on", "op": "<", "value": "2020-01-01"} in wheres
    assert {"field": "left_on", "op": "notnull"} in wheres


@pytest.mark.parametrize(
    ("question", "sort"), [("who earns the most", "desc"), ("who is paid the least", "asc")]
)
def test_a_money_verb_on_the_own_column_ranks(question: str, sort: str) -> None:
    generated = dsl(question, _STAFF)
    assert generated["orders"] == [{"field": "salary", "sort": sort}]
    assert not any(":sum(" in str(s) for s in generated.get("select", []))


@pytest.mark.parametrize(
    ("question", "op", "value"),
    [("2020年以前入职的员工", "<", "2020-01-01"), ("2020年以后入职的员工", ">=", "2021-01-01")],
)
def test_a_year_before_its_bound_word_is_no_column_comparison(question: str, op: str, value: str) -> None:
    assert _wheres(question) == [{"field": "hired_on", "op": op, "value": value}]


def test_two_columns_are_still_compared() -> None:
    assert _wheres("employees who left before they were hired") == [
        {"field": "left_on", "op": "<", "value": {"field": "hired_on"}}
    ]


_FLEET = [
    table(
        "van",
        C(name="plate", kind="text", values=["AB-1", "CD-2"]),
        C(name="day_rate", kind="number"),
        C(name="bought_on", kind="date", nullable=False),
    )
]


@pytest.mark.parametrize(
    "question",
    ["the 3 most expensive vans per day", "3 best paid vans by day rate", "vans costing over 90 per day"],
)
def test_a_price_by_the_day_is_no_period_group(question: str) -> None:
    generated = dsl(question, _FLEET)
    assert "groups" not in generated, generated


def test_vans_bought_per_year_is_a_period_group() -> None:
    generated = dsl("vans bought per year", _FLEET)
    assert generated["groups"] == [":year(bought_on)"]


@pytest.mark.parametrize("question", ["员工及其部门", "员工以及他们的部门"])
def test_chinese_and_their_shows_the_related_table(question: str) -> None:
    generated = dsl(question, _STAFF)
    assert generated["from"] == "employee"
    assert generated["joins"][0]["from"] == "department"


@pytest.mark.parametrize("question", ["每年入职的员工人数", "number of employees hired each year"])
def test_a_date_named_with_a_period_groups_by_the_period(question: str) -> None:
    assert dsl(question, _STAFF)["groups"] == [":year(hired_on)"]
