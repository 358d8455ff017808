"""How many joins one QueryDSL may ask: up to `MAX_JOINS` (8: a five-hop route, or "both X and Y"
along a four-hop one), run on real SQLite; one more is a one-line error naming the limit."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl import QueryDSL, compile_query
from agentsearch.querydsl.compiler import MAX_JOINS


def _chain(size: int) -> tuple[sa.Engine, dict[str, sa.Table]]:
    """Tables t0 … t<size>, each pointing at the one before, one row each."""
    engine = sa.create_engine("sqlite://")
    metadata = sa.MetaData()
    tables: dict[str, sa.Table] = {}
    for i in range(size + 1):
        columns: list[sa.Column[int]] = [sa.Column("id", sa.Integer, primary_key=True)]
        if i:
            columns.append(sa.Column("prev_id", sa.Integer, sa.ForeignKey(f"t{i - 1}.id")))
        tables[f"t{i}"] = sa.Table(f"t{i}", metadata, *columns)
    metadata.create_all(engine)
    with engine.begin() as connection:
        for i in range(size + 1):
            connection.execute(tables[f"t{i}"].insert(), [{"id": 1, **({"prev_id": 1} if i else {})}])
    return engine, tables


def _along(hops: int) -> dict[str, object]:
    joins = [
        {"from": f"t{i - 1}", "key": f"t{i - 1}.id", "foreign": f"t{i}.prev_id"} for i in range(hops, 0, -1)
    ]
    return {"from": f"t{hops}", "select": [f"t{hops}.id"], "joins": joins}


def test_up_to_the_limit_the_joins_run() -> None:
    engine, tables = _chain(MAX_JOINS)
    compiled = compile_query(QueryDSL.model_validate(_along(MAX_JOINS)), tables, max_limit=10)
    with engine.connect() as connection:
        assert [tuple(row) for row in connection.execute(compiled.statement)] == [(1,)]


def test_one_join_more_is_a_clear_error() -> None:
    _, tables = _chain(MAX_JOINS + 1)
    with pytest.raises(QueryDSLError, match=f"too many joins \\({MAX_JOINS + 1}, at most {MAX_JOINS}\\)"):
        compile_query(QueryDSL.model_validate(_along(MAX_JOINS + 1)), tables, max_limit=10)
