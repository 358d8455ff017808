"""Small mends of the builtin generator, each pinned: one unit-factor rule for conditions and
aggregates, a bare "m" read as metres where units are read, "each" is no call to split a value list,
and an ISO currency code is a unit only next to a number (Ron is a name)."""

from __future__ import annotations

import pytest

from agentsearch.nlp.querydsl.builtin import schema_index
from agentsearch.nlp.querydsl.builtin.numbers import find_comparisons, for_column, measure_word, unit_factor
from agentsearch.nlp.querydsl.builtin.output_units import asked_factor
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

_JOBS = [
    T(
        model="job",
        name="job",
        primary_key="job_id",
        columns=[
            C(name="job_id", kind="integer", primary=True),
            C(name="client", kind="text", values=["Arden", "Birch"]),
            C(name="duration_sec", kind="integer"),
            C(name="length_cm", kind="integer"),
        ],
    )
]


@pytest.mark.parametrize(
    ("family", "unit", "factor"),
    [("hour", "second", 3600), ("dollar", "cent", 100), ("second", "hour", 1 / 3600), ("minute", "cm", None)],
)
def test_one_unit_factor_rule(family: str, unit: str, factor: float | None) -> None:
    assert unit_factor(family, unit) == (None if factor is None else pytest.approx(factor))


def test_an_aggregate_asked_in_another_unit_uses_the_same_factor() -> None:
    index = schema_index(_JOBS)
    duration = next(c for c in index.by_name["job"].columns if c.name == "duration_sec")
    assert asked_factor(Question("total duration in hours"), duration) == (pytest.approx(1 / 3600), "hours")
    assert asked_factor(Question("total duration in metres"), duration) == (1.0, "")


def test_a_bare_m_is_metres_on_a_length_and_a_million_elsewhere() -> None:
    (said,) = find_comparisons("longer than 2 m")
    on_length, family = for_column(said, "", "cm")
    assert (on_length.value, family) == (2, "metre")
    elsewhere, family = for_column(said, "", "")
    assert (elsewhere.value, family) == (2e6, "")


def test_each_does_not_split_a_value_list() -> None:
    index = schema_index(_JOBS)
    plan = Plan(index=index, primary=index.by_name["job"])
    plan.where("client", "in", ["Arden", "Birch"])
    assert plan.split_column("total duration of each job for arden or birch", "") is None
    assert plan.split_column("total duration arden vs birch", "") == "client"


@pytest.mark.parametrize(
    ("words", "i", "measure"),
    [
        (["orders", "of", "ron", "weasley"], 2, False),
        (["over", "500", "ron"], 2, True),
        (["over", "ron", "500"], 1, True),
        (["over", "500", "dollars"], 2, True),
        (["in", "dollars"], 1, True),
    ],
)
def test_a_currency_code_is_a_unit_only_next_to_a_number(words: list[str], i: int, measure: bool) -> None:
    assert measure_word(words, i) is measure


def _delivery_schema() -> list[T]:
    def person(name: str) -> T:
        return T(
            model=name,
            name=name,
            primary_key=f"{name}_id",
            columns=[
                C(name=f"{name}_id", kind="integer", primary=True),
                C(name="full_name", kind="text", values=[f"{name} one", f"{name} two"]),
                C(name="birth_year", kind="integer"),
            ],
        )

    order = T(
        model="orders",
        name="orders",
        primary_key="order_id",
        columns=[
            C(name="order_id", kind="integer", primary=True),
            C(name="courier_id", kind="integer", foreign=F(table="courier", column="courier_id")),
            C(name="customer_id", kind="integer", foreign=F(table="customer", column="customer_id")),
            C(name="dish", kind="text", values=["noodles", "dumplings"]),
        ],
    )
    return [person("courier"), person("customer"), order]


@pytest.mark.parametrize("question", ["who got dumplings", "year unknown", "谁的年份不详"])
def test_the_reading_does_not_depend_on_the_order_tables_are_listed_in(question: str) -> None:
    """SQLite lists tables as created, PostgreSQL and MariaDB by name: a tie between two readings
    must fall the same way on each."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    schema = _delivery_schema()
    outputs = [
        generate_builtin(GenerateInput(query=question, model_ids=[t.name for t in tables], schema=tables)).dsl
        for tables in (schema, schema[::-1], [schema[2], schema[0], schema[1]])
    ]
    assert outputs[0] == outputs[1] == outputs[2]


def test_a_chinese_word_names_a_table_by_the_head_noun_of_a_sense() -> None:
    """车站: "rail station", "bus stop"; neither whole sense names the schema, the head "stop" does."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    stops = T(
        model="stop",
        name="stop",
        primary_key="stop_id",
        columns=[
            C(name="stop_id", kind="integer", primary=True),
            C(name="district", kind="text", values=["north", "south"]),
        ],
    )
    line = T(
        model="line",
        name="line",
        primary_key="line_id",
        columns=[C(name="line_id", kind="integer", primary=True), C(name="colour", kind="text")],
    )
    asked = GenerateInput(query="南区的车站", model_ids=["line", "stop"], schema=[line, stops])
    out = generate_builtin(asked)
    assert out.dsl is not None and out.dsl["from"] == "stop"


def test_per_the_measured_tables_name_and_column_groups_by_the_column() -> None:
    """ "average visitor count per exhibition hall": the hall of the exhibitions measured."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    shows = T(
        model="exhibition",
        name="exhibition",
        primary_key="exhibition_id",
        columns=[
            C(name="exhibition_id", kind="integer", primary=True),
            C(name="title", kind="text", values=["Jade", "Silk"]),
            C(name="hall", kind="text", values=["East", "West"]),
            C(name="visitor_count", kind="integer"),
        ],
    )
    asked = GenerateInput(
        query="average visitor count per exhibition hall", model_ids=["exhibition"], schema=[shows]
    )
    out = generate_builtin(asked)
    assert out.dsl is not None and out.dsl.get("groups") == ["hall"]


@pytest.mark.parametrize("question", ["repair spend per brand", "fees collected per brand"])
def test_money_said_by_its_word_before_per_is_a_sum(question: str) -> None:
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    repairs = T(
        model="repair",
        name="repair",
        primary_key="repair_id",
        columns=[
            C(name="repair_id", kind="integer", primary=True),
            C(name="brand", kind="text", values=["Ford", "Kia"]),
            C(name="cost_eur", kind="number"),
        ],
    )
    out = generate_builtin(GenerateInput(query=question, model_ids=["repair"], schema=[repairs]))
    assert out.dsl is not None and out.dsl.get("groups") == ["brand"]
    assert any(str(s).startswith(":sum(cost_eur)") for s in out.dsl["select"])


def test_an_average_in_a_named_currency_averages_the_money_column() -> None:
    """ "average usd gift by payment method": "gift" names no number, the currency says it is money."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    gifts = T(
        model="donation",
        name="donation",
        primary_key="donation_id",
        columns=[
            C(name="donation_id", kind="integer", primary=True),
            C(name="amount", kind="number"),
            C(name="currency", kind="text", values=["USD", "EUR"]),
            C(name="payment_method", kind="text", values=["card", "cash"]),
        ],
    )
    asked = GenerateInput(query="average usd gift by payment method", model_ids=["donation"], schema=[gifts])
    out = generate_builtin(asked)
    assert out.dsl is not None and ":avg(amount) as avg_amount" in out.dsl["select"]
    assert out.dsl.get("groups") == ["payment_method"]


def test_a_having_said_in_another_unit_converts_and_shows_in_it() -> None:
    """ "lines with an average delay over 15 minutes" on seconds: having > 900, the average shown in
    minutes."""
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    line = T(
        model="line",
        name="line",
        primary_key="line_id",
        columns=[
            C(name="line_id", kind="integer", primary=True),
            C(name="line_name", kind="text", values=["Red", "Blue"]),
        ],
    )
    trip = T(
        model="trip",
        name="trip",
        primary_key="trip_id",
        columns=[
            C(name="trip_id", kind="integer", primary=True),
            C(name="line_id", kind="integer", foreign=F(table="line", column="line_id")),
            C(name="delay_sec", kind="integer"),
        ],
    )
    asked = GenerateInput(
        query="lines with an average delay over 15 minutes", model_ids=["line", "trip"], schema=[line, trip]
    )
    out = generate_builtin(asked)
    assert out.dsl is not None
    assert out.dsl["havings"] == [{"field": "avg_delay_sec", "op": ">", "value": 900}]
    assert out.scales == {"avg_delay_sec": pytest.approx(1 / 60)}
