"""Units (the unit a column's name or comment states, conversions from the question's unit, unit words
that never link a coded value), yes/no text flags, and Chinese words from the general dictionary."""

from __future__ import annotations

import pytest

from agentsearch.nlp.querydsl.builtin import schema_index
from agentsearch.nlp.querydsl.builtin.numbers import column_unit, convert, find_comparisons
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.values import find_values, value_index
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import TableSchema as T


@pytest.mark.parametrize(
    ("name", "comment", "unit"),
    [
        ("height_cm", "", "cm"),
        ("runtimeSec", "", "second"),
        ("LapSeconds", "", "second"),
        ("minutes_played", "", "minute"),
        ("amount_cents", "", "cent"),
        ("insured", "insured value in US cents", "cent"),
        ("land_sqm", "", "sqm"),
        ("distance_m", "", "metre"),  # a bare m after a length word
        ("distancem", "", "metre"),  # DistanceM as PostgreSQL folds it
        ("min_age", "", ""),  # "min" is a unit only as the last part
        ("fare_ct", "", "cent"),  # "ct" is cents on a money column ...
        ("rate_ct", "daily rate charged", "cent"),  # ... named so by its comment
        ("visit_ct", "", ""),  # ... and a count anywhere else
        ("price", "", ""),
    ],
)
def test_a_column_states_its_unit_by_name_or_comment(name: str, comment: str, unit: str) -> None:
    assert column_unit(name, comment) == unit


@pytest.mark.parametrize(
    ("value", "family", "unit", "role", "expected"),
    [
        (1, "metre", "cm", "", 100),
        (2, "hour", "second", "duration", 7200),
        (15, "minute", "", "duration", 900),  # a duration with no stated unit is in seconds
        (30, "dollar", "cent", "", 3000),
        (0.25, "hectare", "sqm", "", 2500),
        (5, "kg", "gram", "", 5000),
        (3, "minute", "cm", "", 3),  # another dimension: no conversion
    ],
)
def test_values_convert_to_the_columns_unit(
    value: float, family: str, unit: str, role: str, expected: float
) -> None:
    assert convert(value, family, unit, role) == pytest.approx(expected)


def test_both_ends_of_a_range_keep_their_own_unit() -> None:
    (found,) = find_comparisons("between 90 minutes and 2 hours")
    assert (found.value, found.high, found.unit) == (1.5, 2, "hours")


def test_a_unit_word_after_a_number_is_not_a_coded_value() -> None:
    schema = [
        T(
            model="tasks",
            name="tasks",
            primary_key="task_id",
            columns=[
                C(name="task_id", kind="integer", primary=True),
                C(name="severity", kind="text", values=["MIN", "MAJ", "CRIT"]),
                C(name="spent_minutes", kind="integer"),
            ],
        )
    ]
    index = schema_index(schema)
    values = value_index(index)
    linked = find_values(Question("tasks longer than 30 minutes"), values)
    assert not [link for link in linked if link.value == "MIN"]
    assert [link.value for link in find_values(Question("minor tasks"), values)] == ["MIN"]


def test_a_classifier_between_a_number_and_its_unit_is_dropped() -> None:
    text = Question("超过两个小时的课").text
    assert "more than 2 hours" in " ".join(text.split())


def test_a_text_column_holding_only_yes_and_no_is_a_flag() -> None:
    schema = [
        T(
            model="members",
            name="members",
            primary_key="member_id",
            columns=[
                C(name="member_id", kind="integer", primary=True),
                C(name="is_student", kind="text", values=["Y", "N"]),
                C(name="plan", kind="text", values=["yes", "no", "maybe"]),
            ],
        )
    ]
    flag, other = schema_index(schema).tables[0].columns[1:]
    assert (flag.is_flag, flag.flag_values) == (True, ("Y", "N"))
    assert (other.is_flag, other.flag_values) == (False, None)


def test_words_no_curated_lexicon_has_come_from_the_general_dictionary() -> None:
    assert Question("作品最少的博物馆").text.split()[:2] == ["work", "fewest"]
    assert "bergen" in Question("卑尔根的会员").text.split()
    assert "individual" not in Question("被分配问题最多的4个人").text  # 个 after a number is a classifier


def test_values_link_across_scripts_through_the_general_dictionary() -> None:
    schema = [
        T(
            model="venues",
            name="venues",
            primary_key="venue_id",
            columns=[
                C(name="venue_id", kind="integer", primary=True),
                C(name="city", kind="text", values=["桂林", "Hobart", "Canberra"]),
                C(name="outlook", kind="text", values=["街景", "雪景"]),
            ],
        )
    ]
    values = value_index(schema_index(schema))
    found = {link.value for link in find_values(Question("venues in guilin with a streetscape"), values)}
    assert {"桂林", "街景"} <= found  # Chinese values asked in English
    found = {link.value for link in find_values(Question("在霍巴特或者堪培拉的场馆"), values)}
    assert {"Hobart", "Canberra"} <= found  # English values asked in Chinese


@pytest.mark.parametrize(
    ("name", "tokens"),
    [
        ("renewedat", ["renewed", "at"]),  # PostgreSQL folds renewedAt
        ("traineeid", ["trainee", "id"]),
        ("packagecount", ["package", "count"]),
        ("stations", ["stations"]),  # a word stays whole
    ],
)
def test_names_without_separators_split_by_a_general_word_list(name: str, tokens: list[str]) -> None:
    from agentsearch.nlp.querydsl.builtin.names import name_tokens

    assert name_tokens(name, expand=False) == tokens
