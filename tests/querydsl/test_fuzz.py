"""Hypothesis fuzzing of the compiler: random fields, operators and hostile values.

Whatever the DSL, compiling either raises QueryDSLError or gives a statement that (1) carries every
value as a bound parameter, (2) has a LIMIT no larger than asked, and (3) runs without touching
anything but the `items` table.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl import OPERATORS, QueryDSL, compile_query

from .conftest import FUZZ

HOSTILE = [
    "'",
    '"',
    ";",
    "--",
    "/*",
    "*/",
    "' OR '1'='1",
    "1; DROP TABLE items",
    "\\",
    "%",
    "_",
    "\x00",
    "名字",
    "🙂",
    "items.id",
    "(SELECT 1)",
]
fields = st.one_of(
    st.sampled_from(
        ["id", "name", "brand", "price", "stock", "added", "flag", "items.price", "makers.country"]
    ),
    st.text(min_size=1, max_size=20),
    st.sampled_from(HOSTILE),
)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(HOSTILE),
)
values = st.one_of(
    scalars, st.lists(scalars, max_size=4), st.dictionaries(st.text(max_size=3), scalars, max_size=2)
)
operators = st.one_of(st.sampled_from(OPERATORS), st.text(max_size=8), st.sampled_from(HOSTILE))
wheres = st.recursive(
    st.fixed_dictionaries({"field": fields, "op": operators, "value": values, "or": st.booleans()}),
    lambda inner: st.fixed_dictionaries({"wheres": st.lists(inner, max_size=3), "or": st.booleans()}),
    max_leaves=6,
)
dsls = st.fixed_dictionaries(
    {
        "from": st.one_of(st.just("items"), st.text(max_size=12), st.sampled_from(HOSTILE)),
        "select": st.lists(
            st.one_of(fields, st.sampled_from([":count(*)", ":max(price) as m", ":sleep(5)"])), max_size=3
        ),
        "wheres": st.lists(wheres, max_size=4),
        "orders": st.lists(st.one_of(fields, st.builds(lambda f: f + " desc", fields)), max_size=2),
        "limit": st.one_of(st.none(), st.integers(min_value=-5, max_value=10**9), st.text(max_size=5)),
    }
)


@FUZZ
@given(data=dsls, cap=st.integers(min_value=1, max_value=50))
def test_compiled_queries_are_bounded_parameterised_and_safe(
    engine: sa.Engine, tables: dict[str, sa.Table], data: dict[str, Any], cap: int
) -> None:
    try:
        dsl = QueryDSL.model_validate(data)
        compiled = compile_query(dsl, tables, max_limit=cap, default_from="items")
    except (QueryDSLError, ValidationError):
        return  # a clear, typed error is an acceptable answer
    sql = compiled.sql(engine.dialect)
    assert compiled.limit <= cap
    assert "LIMIT" in sql.upper()
    for value in _strings(data.get("wheres", [])):
        if len(value) > 2:
            assert value not in sql.replace("items.", "").replace("makers.", "") or value in {"id", "name"}
    with engine.connect() as connection:
        rows = connection.execute(compiled.statement).fetchall()
    assert len(rows) <= cap
    with engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM items").scalar_one() == 5


def _strings(items: list[Any]) -> list[str]:
    found: list[str] = []
    for item in items:
        value = item.get("value")
        if isinstance(value, str) and any(mark in value for mark in ("'", ";", "--", "DROP", "/*")):
            found.append(value)
        found.extend(_strings(item.get("wheres", [])))
    return found


text_wheres = st.fixed_dictionaries(
    {
        "field": st.sampled_from(["name", "brand", "items.name"]),
        "op": st.sampled_from(["=", "<>", "like", "notlike", "match", "in", "notin", ">", "<="]),
        "value": st.one_of(st.text(min_size=1, max_size=30), st.sampled_from(HOSTILE)),
        "or": st.booleans(),
    }
)


@FUZZ
@given(clauses=st.lists(text_wheres, min_size=1, max_size=4), cap=st.integers(min_value=1, max_value=5))
def test_hostile_text_values_always_compile_and_run_as_parameters(
    engine: sa.Engine, tables: dict[str, sa.Table], clauses: list[dict[str, Any]], cap: int
) -> None:
    dsl = QueryDSL.model_validate({"from": "items", "wheres": clauses})
    compiled = compile_query(dsl, tables, max_limit=cap)  # must not raise: every input here is valid
    params: list[str] = []
    for bound in compiled.params(engine.dialect).values():
        params.extend(str(v) for v in (bound if isinstance(bound, list) else [bound]))
    for clause in clauses:
        value = clause["value"]
        assert any(value in param for param in params)
    with engine.connect() as connection:
        rows = connection.execute(compiled.statement).fetchall()
    assert len(rows) <= cap
