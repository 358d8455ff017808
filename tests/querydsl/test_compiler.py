from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl import QueryDSL, compile_query


def run(
    engine: sa.Engine, tables: dict[str, sa.Table], dsl: dict[str, Any], limit: int = 20
) -> list[dict[str, Any]]:
    compiled = compile_query(QueryDSL.model_validate(dsl), tables, max_limit=limit, default_from="items")
    with engine.connect() as connection:
        return [dict(row) for row in connection.execute(compiled.statement).mappings()]


def ids(rows: list[dict[str, Any]]) -> list[int]:
    return [row["id"] for row in rows]


def test_values_are_bound_parameters_never_sql_text(tables: dict[str, sa.Table]) -> None:
    dsl = QueryDSL.model_validate(
        {"from": "items", "wheres": [{"field": "name", "value": "x'; DROP TABLE items; --"}]}
    )
    compiled = compile_query(dsl, tables, max_limit=10)
    assert "DROP" not in compiled.sql()
    assert "x'; DROP TABLE items; --" in compiled.params().values()


def test_the_malicious_value_is_matched_literally(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    assert ids(run(engine, tables, {"wheres": [{"field": "name", "value": "o'brien; --"}]})) == [5]


def test_unknown_field_is_an_error_naming_it(tables: dict[str, sa.Table]) -> None:
    with pytest.raises(QueryDSLError) as excinfo:
        compile_query(
            QueryDSL.model_validate({"from": "items", "wheres": [{"field": "secret", "value": 1}]}),
            tables,
            max_limit=5,
        )
    assert excinfo.value.field == "secret"
    assert "unknown field 'secret'" in str(excinfo.value)


def test_unknown_table_is_an_error(tables: dict[str, sa.Table]) -> None:
    with pytest.raises(QueryDSLError, match="unknown table 'users'"):
        compile_query(QueryDSL.model_validate({"from": "users"}), tables, max_limit=5)


def test_limit_is_enforced_when_the_dsl_has_none(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    assert len(run(engine, tables, {"from": "items"}, limit=2)) == 2


def test_a_larger_dsl_limit_is_capped(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    rows = run(engine, tables, {"from": "items", "limit": 1000}, limit=3)
    assert len(rows) == 3
    assert len(run(engine, tables, {"from": "items", "limit": "1"}, limit=3)) == 1


def test_limit_appears_in_the_sql(tables: dict[str, sa.Table]) -> None:
    compiled = compile_query(QueryDSL.model_validate({"from": "items"}), tables, max_limit=7)
    assert "LIMIT" in compiled.sql() and compiled.limit == 7


def test_page_and_pagesize(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    rows = run(engine, tables, {"from": "items", "orders": ["id"], "page": 2, "pagesize": 2}, limit=10)
    assert ids(rows) == [3, 4]


def test_or_starts_a_new_branch_like_gou(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    # brand = A AND price > 15  OR  brand = C
    dsl = {
        "orders": ["id"],
        "wheres": [
            {"field": "brand", "value": "A"},
            {"field": "price", ">": 15},
            {"field": "brand", "value": "C", "or": True},
        ],
    }
    assert ids(run(engine, tables, dsl)) == [2, 5]


def test_or_on_the_first_clause_has_no_effect(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    dsl = {
        "orders": ["id"],
        "wheres": [{"field": "brand", "value": "B", "or": True}, {"field": "stock", ">": 5}],
    }
    assert ids(run(engine, tables, dsl)) == [3]


def test_nested_groups(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    dsl = {
        "orders": ["id"],
        "wheres": [
            {"field": "stock", ">": 1},
            {"wheres": [{"field": "brand", "value": "A"}, {"field": "brand", "value": "C", "or": True}]},
        ],
    }
    assert ids(run(engine, tables, dsl)) == [1, 5]


@pytest.mark.parametrize(
    ("where", "expected"),
    [
        ({"field": "brand", "op": "in", "value": ["A", "C"]}, [1, 2, 5]),
        ({"field": "brand", "op": "notin", "value": ["A", "C"]}, [3, 4]),
        ({"field": "name", "op": "like", "value": "%ET%"}, [2]),
        ({"field": "name", "op": "match", "value": "amm"}, [3]),
        ({"field": "price", "op": ">=", "value": "40"}, [4, 5]),
        ({"field": "price", "op": "<>", "value": 10}, [2, 3, 4, 5]),
        ({"field": "added", "op": "<", "value": "2023-01-01"}, [5]),
        ({"field": "flag", "value": True}, [1, 3, 5]),
        ({"field": "name", "op": "null"}, []),
        ({"field": "brand", "op": "in", "value": []}, []),
    ],
)
def test_operators(
    engine: sa.Engine, tables: dict[str, sa.Table], where: dict[str, Any], expected: list[int]
) -> None:
    assert ids(run(engine, tables, {"orders": ["id"], "wheres": [where]})) == expected


def test_bad_values_are_clear_errors(tables: dict[str, sa.Table]) -> None:
    for where, message in [
        ({"field": "price", "value": "cheap"}, "must be a number"),
        ({"field": "added", "value": "yesterday-ish"}, "must be a date"),
        ({"field": "price", "value": {"$gt": 1}}, "single value"),
        ({"field": "price", "op": ">", "value": None}, "needs a value"),
    ]:
        with pytest.raises(QueryDSLError, match=message):
            compile_query(QueryDSL.model_validate({"from": "items", "wheres": [where]}), tables, max_limit=5)


def test_select_aggregates_groups_having_and_order_by_alias(
    engine: sa.Engine, tables: dict[str, sa.Table]
) -> None:
    dsl = {
        "select": ["brand", ":count(id) as n", ":sum(price) as total"],
        "groups": ["brand"],
        "havings": [{"field": "n", ">": 1}],
        "orders": [{"field": "total", "sort": "desc"}],
    }
    rows = run(engine, tables, dsl)
    assert [(r["brand"], r["n"], float(r["total"])) for r in rows] == [("B", 2, 70.0), ("A", 2, 30.0)]


def test_count_star_and_unknown_function(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    assert run(engine, tables, {"select": [":count(*) as n"]})[0]["n"] == 5
    with pytest.raises(QueryDSLError, match="unknown function"):
        compile_query(
            QueryDSL.model_validate({"from": "items", "select": [":sleep(1)"]}), tables, max_limit=5
        )


def test_joins_with_aliases(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    dsl = {
        "from": "items",
        "select": ["items.id", "m.country"],
        "joins": [{"from": "makers as m", "key": "m.brand", "foreign": "items.brand"}],
        "wheres": [{"field": "m.country", "value": "DE"}],
        "orders": ["items.id"],
    }
    assert [(r["id"], r["country"]) for r in run(engine, tables, dsl)] == [(3, "DE"), (4, "DE")]


def test_a_join_without_select_returns_distinct_rows_of_the_main_table(
    engine: sa.Engine, tables: dict[str, sa.Table]
) -> None:
    dsl = {
        "from": "makers",
        "joins": [{"from": "items", "key": "items.brand", "foreign": "makers.brand"}],
        "wheres": [{"field": "items.stock", ">": 1}],
    }
    assert sorted(r["id"] for r in run(engine, tables, dsl)) == [1, 2, 3]


def test_row_filter_is_anded_outside_generated_ors(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    def only_brand_a(source: sa.FromClause, table: str) -> Any:
        return source.c.brand == "A" if table == "items" else None

    dsl = QueryDSL.model_validate(
        {"wheres": [{"field": "id", "value": 3}, {"field": "id", "value": 5, "or": True}]}
    )
    compiled = compile_query(dsl, tables, max_limit=10, default_from="items", row_filter=only_brand_a)
    with engine.connect() as connection:
        assert list(connection.execute(compiled.statement)) == []


def test_star_select_is_ignored_and_case_insensitive_columns(
    engine: sa.Engine, tables: dict[str, sa.Table]
) -> None:
    rows = run(engine, tables, {"select": ["*", "NAME"], "wheres": [{"field": "ID", "value": 1}]})
    assert rows == [{"NAME": "alpha"}]


def test_a_field_value_compares_two_columns(engine: sa.Engine, tables: dict[str, sa.Table]) -> None:
    # stock below the id: rows 2 (0 < 2) and 4 (2 < 4); never the text "id"
    dsl = {"from": "items", "wheres": [{"field": "stock", "op": "<", "value": {"field": "items.id"}}]}
    assert ids(run(engine, tables, dsl)) == [2, 4]
    joined = {
        "from": "items",
        "joins": [{"from": "makers as m", "key": "m.brand", "foreign": "items.brand"}],
        "wheres": [{"field": "items.id", "=": {"field": "m.id"}}],
    }
    assert ids(run(engine, tables, joined)) == [1]


@pytest.mark.parametrize(
    ("value", "op", "message"),
    [
        ({"field": "nope"}, "=", "unknown field 'nope'"),
        ({"field": "id", "op": "="}, "=", "for a column"),
        ({"field": "id"}, "like", "cannot compare"),
    ],
)
def test_a_bad_column_value_is_an_error(
    tables: dict[str, sa.Table], value: dict[str, Any], op: str, message: str
) -> None:
    dsl = QueryDSL.model_validate({"from": "items", "wheres": [{"field": "stock", "op": op, "value": value}]})
    with pytest.raises(QueryDSLError, match=message):
        compile_query(dsl, tables, max_limit=5)
