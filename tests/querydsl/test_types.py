from __future__ import annotations

import pytest
from pydantic import ValidationError

from agentsearch.querydsl import Order, QueryDSL, Where


def test_where_shorthand_becomes_field_op_value() -> None:
    where = Where.model_validate({"field": "brand", "=": "Apple"})
    assert (where.field, where.op, where.value) == ("brand", "=", "Apple")
    where = Where.model_validate({"field": "price", "<": 100})
    assert (where.op, where.value) == ("<", 100)


def test_where_is_null_shorthand_and_column_synonym() -> None:
    assert Where.model_validate({"column": "deleted_at", "is": "null"}).op == "null"
    assert Where.model_validate({"field": "deleted_at", "is": "not null"}).op == "notnull"
    assert Where.model_validate({"column": "x", "value": 1}).field == "x"


def test_unknown_operator_is_rejected_with_the_allowed_list() -> None:
    with pytest.raises(ValidationError) as excinfo:
        Where.model_validate({"field": "a", "op": "; DROP TABLE x", "value": 1})
    assert "unknown operator" in str(excinfo.value)


def test_or_flag_uses_the_gou_key() -> None:
    where = Where.model_validate({"field": "a", "value": 1, "or": True})
    assert where.or_ is True
    assert QueryDSL(wheres=[where]).to_dict()["wheres"][0]["or"] is True


def test_orders_and_groups_accept_strings() -> None:
    dsl = QueryDSL.model_validate(
        {"from": "t", "orders": "price desc, name", "groups": ["brand rollup Total"]}
    )
    assert dsl.orders == [Order(field="price", sort="desc"), Order(field="name", sort="asc")]
    assert dsl.groups[0].rollup == "Total"


def test_unknown_top_level_key_is_an_error() -> None:
    with pytest.raises(ValidationError):
        QueryDSL.model_validate({"from": "t", "wherez": []})


def test_clause_needs_field_or_group() -> None:
    with pytest.raises(ValidationError):
        Where.model_validate({"op": "=", "value": 1})
