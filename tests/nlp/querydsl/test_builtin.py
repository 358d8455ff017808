from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl import GenerateInput, NotUnderstoodError, generate_builtin
from agentsearch.querydsl import TableSchema, lint

NOW = dt.datetime(2024, 12, 15, 12, 0)


def gen(schema: list[TableSchema], question: str, limit: int = 20) -> dict[str, Any]:
    out = generate_builtin(
        GenerateInput(
            query=question, model_ids=[t.model for t in schema], schema=schema, limit=limit, now=NOW
        )
    )
    assert out.dsl is not None
    assert lint(out.dsl, schema).valid, out.dsl
    return out.dsl


def where(dsl: dict[str, Any]) -> list[tuple[str, str, Any]]:
    return [(w["field"], w.get("op", "="), w.get("value")) for w in dsl.get("wheres", []) if "field" in w]


def test_value_and_price_comparison(shop_schema: list[TableSchema]) -> None:
    dsl = gen(shop_schema, "Apple products under $100")
    assert dsl["from"] == "products"
    assert where(dsl) == [("brand", "=", "Apple"), ("price", "<", 100)]
    assert dsl["limit"] == 20


def test_chinese_value_translation_and_comparison(shop_schema: list[TableSchema]) -> None:
    dsl = gen(shop_schema, "价格低于100的苹果产品")
    assert dsl["from"] == "products"
    assert sorted(where(dsl)) == [("brand", "=", "Apple"), ("price", "<", 100)]


def test_value_in_a_related_table_adds_a_join(shop_schema: list[TableSchema]) -> None:
    dsl = gen(shop_schema, "orders from Brazil")
    assert dsl["from"] == "orders"
    assert where(dsl) == [("customers.country", "=", "Brazil")]
    assert dsl["joins"] == [{"from": "customers", "key": "customers.id", "foreign": "orders.customer_id"}]


def test_negation_and_several_values(shop_schema: list[TableSchema]) -> None:
    assert where(gen(shop_schema, "products not from Apple")) == [("brand", "<>", "Apple")]
    assert where(gen(shop_schema, "Sony or Samsung headphones")) == [
        ("brand", "in", ["Sony", "Samsung"]),
        ("category", "=", "Headphones"),
    ]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("products between $200 and $400", [("price", ">=", 200), ("price", "<=", 400)]),
        ("products over 1k dollars", [("price", ">", 1000)]),
        ("products with at least 50 units in stock", [("stock", ">=", 50)]),
        ("库存少于10的商品", [("stock", "<", 10)]),
        ("100元以下的商品", [("price", "<=", 100)]),
        (
            "300到500元之间的耳机",
            [("category", "=", "Headphones"), ("price", ">=", 300), ("price", "<=", 500)],
        ),
    ],
)
def test_numeric_comparisons(shop_schema: list[TableSchema], question: str, expected: list[Any]) -> None:
    assert sorted(where(gen(shop_schema, question))) == sorted(expected)


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("orders in 2023", "2023-01-01", "2024-01-01"),
        ("orders in March 2024", "2024-03-01", "2024-04-01"),
        ("orders last month", "2024-11-01", "2024-12-01"),
        ("orders this year", "2024-01-01", "2025-01-01"),
        ("2024年3月的订单", "2024-03-01", "2024-04-01"),
        ("去年的订单", "2023-01-01", "2024-01-01"),
        ("orders between 2024-01-01 and 2024-01-31", "2024-01-01", "2024-02-01"),
        ("orders in the last 7 days", "2024-12-08", "2024-12-16"),
    ],
)
def test_dates(shop_schema: list[TableSchema], question: str, start: str, end: str) -> None:
    assert where(gen(shop_schema, question)) == [("ordered_at", ">=", start), ("ordered_at", "<", end)]


def test_open_date_bounds(shop_schema: list[TableSchema]) -> None:
    assert where(gen(shop_schema, "orders since 2024")) == [("ordered_at", ">=", "2024-01-01")]
    assert where(gen(shop_schema, "orders after 2023")) == [("ordered_at", ">=", "2024-01-01")]
    assert where(gen(shop_schema, "orders before 2023-06-01")) == [("ordered_at", "<", "2023-06-01")]


def test_superlatives_and_limits(shop_schema: list[TableSchema]) -> None:
    cheapest = gen(shop_schema, "the cheapest Samsung phone")
    assert cheapest["orders"] == [{"field": "price", "sort": "asc"}] and cheapest["limit"] == 1
    assert ("category", "=", "Smartphones") in where(cheapest)
    top = gen(shop_schema, "5 most expensive products")
    assert top["orders"] == [{"field": "price", "sort": "desc"}] and top["limit"] == 5
    latest = gen(shop_schema, "latest orders")
    assert latest["orders"] == [{"field": "ordered_at", "sort": "desc"}] and latest["limit"] == 20
    zh = gen(shop_schema, "最贵的商品")
    assert zh["orders"] == [{"field": "price", "sort": "desc"}] and zh["limit"] == 1
    sorted_by = gen(shop_schema, "Apple products sorted by price descending")
    assert sorted_by["orders"] == [{"field": "price", "sort": "desc"}]


def test_a_count_after_the_superlative_sets_the_limit(shop_schema: list[TableSchema]) -> None:
    latest = gen(shop_schema, "latest 3 orders")
    assert latest["orders"] == [{"field": "ordered_at", "sort": "desc"}] and latest["limit"] == 3
    cheapest = gen(shop_schema, "cheapest four Sony products")
    assert cheapest["orders"] == [{"field": "price", "sort": "asc"}] and cheapest["limit"] == 4
    # a product without a price is not among the cheapest (and engines order NULLs differently)
    assert where(cheapest) == [("brand", "=", "Sony"), ("price", "notnull", None)]
    assert gen(shop_schema, "cheapest 5 star products")["limit"] != 5  # a rating, not a count


def test_generated_limit_never_exceeds_the_request(shop_schema: list[TableSchema]) -> None:
    assert gen(shop_schema, "top 50 products", limit=10)["limit"] == 10


def test_counts_and_grouped_aggregates(shop_schema: list[TableSchema]) -> None:
    count = gen(shop_schema, "how many orders were cancelled")
    assert count["select"] == [":count(distinct orders.id) as count"]
    assert where(count) == [("status", "=", "cancelled")]
    grouped = gen(shop_schema, "average price per brand")
    assert grouped["select"] == ["brand", ":avg(price) as avg_price"]
    assert grouped["groups"] == ["brand"]
    joined = gen(shop_schema, "number of orders per country")
    assert joined["groups"] == ["customers.country"]


def test_words_that_link_to_nothing_are_reported_not_turned_into_likes(
    shop_schema: list[TableSchema],
) -> None:
    out = generate_builtin(
        GenerateInput(query="Apple products that glow", model_ids=["products"], schema=shop_schema, now=NOW)
    )
    assert out.dsl is not None
    assert where(out.dsl) == [("brand", "=", "Apple")]
    assert "glow" in out.ignored
    assert not any("wheres" in w for w in out.dsl["wheres"])  # no LIKE over every text column


def test_a_word_inside_a_longer_sampled_value_is_a_weak_like(shop_schema: list[TableSchema]) -> None:
    schema = [t.model_copy(deep=True) for t in shop_schema]
    schema[0].columns[1].values = ["Sony WH-1000XM5 Wireless Headphones", "Apple iPhone 15"]
    out = generate_builtin(GenerateInput(query="wireless products", model_ids=["products"], schema=schema))
    assert out.dsl is not None
    assert out.dsl["wheres"] == [{"field": "name", "op": "like", "value": "%wireless%"}]
    assert out.relaxable == out.dsl["wheres"]  # weak: the handler may drop it when nothing matches


def test_deterministic(shop_schema: list[TableSchema]) -> None:
    assert gen(shop_schema, "Sony headphones under $300 sorted by price") == gen(
        shop_schema, "Sony headphones under $300 sorted by price"
    )


@pytest.mark.parametrize("question", ["???", "products in Atlantis", "customers who collect stamps"])
def test_a_question_that_maps_to_nothing_is_an_error_not_the_whole_table(
    shop_schema: list[TableSchema], question: str
) -> None:
    with pytest.raises(NotUnderstoodError, match="could not understand"):
        generate_builtin(GenerateInput(query=question, model_ids=["products"], schema=shop_schema))


def test_auto_search_conversation_wrapper_uses_the_last_request(shop_schema: list[TableSchema]) -> None:
    query = (
        "=== Conversation Context ===\n[User]: do you sell Sony gear?\n\n[Assistant]: yes\n\n"
        "[User]: Apple products under $100\n=== End Context ===\n\n"
        "Current user request: Apple products under $100"
    )
    assert where(gen(shop_schema, query)) == [("brand", "=", "Apple"), ("price", "<", 100)]


def test_counting_related_rows_groups_and_filters_with_having(shop_schema: list[TableSchema]) -> None:
    for question in ("customers with more than 5 orders", "有超过5个订单的客户"):
        dsl = gen(shop_schema, question)
        assert dsl["from"] == "customers"
        assert dsl["groups"] == ["customers.id"]
        assert dsl["havings"] == [{"field": "count", "op": ">", "value": 5}]
        assert ":count(distinct orders.id) as count" in dsl["select"]
        assert dsl["joins"] == [{"from": "orders", "key": "orders.customer_id", "foreign": "customers.id"}]


def test_number_words_set_the_limit(shop_schema: list[TableSchema]) -> None:
    assert gen(shop_schema, "the three cheapest laptops")["limit"] == 3
    assert gen(shop_schema, "top five most expensive products")["limit"] == 5


def test_a_huge_number_is_a_clear_error_not_an_overflow(shop_schema: list[TableSchema]) -> None:
    with pytest.raises(SearchError, match="too large"):
        gen(shop_schema, "products under $" + "9" * 400)


def test_a_huge_number_in_the_handler_is_a_one_line_error(shop_schema: list[TableSchema]) -> None:
    with pytest.raises(SearchError) as info:
        gen(shop_schema, "products under $" + "9" * 4000)
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


def test_exact_values_win_over_a_longer_name_that_contains_both_words(shop_schema: list[TableSchema]) -> None:
    schema = [t.model_copy(deep=True) for t in shop_schema]
    schema[0].columns[1].values = ["Sony Headphone 1071", "Apple iPhone 15"]
    dsl = gen(schema, "Sony headphones under $300")
    assert sorted(where(dsl)) == [
        ("brand", "=", "Sony"),
        ("category", "=", "Headphones"),
        ("price", "<", 300),
    ]
