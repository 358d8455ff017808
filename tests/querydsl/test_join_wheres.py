"""A join's own conditions (`joins[].wheres`, our extension): they go into the ON clause, so a left
join keeps the rows that have no joined row meeting them ("plans with none too"), where the same
conditions in the query's `wheres` drop those rows. The same answer on SQLite, PostgreSQL and
MariaDB."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
import sqlalchemy as sa

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl import QueryDSL, compile_query

_PLANS = [(1, "Basic"), (2, "Plus"), (3, "Max")]
_LINES = [(1, 1, "active"), (2, 1, "active"), (3, 1, "closed"), (4, 2, "closed")]  # Max has no line


@pytest.fixture(params=["sqlite", "postgresql", "mariadb"])
def tables(request: pytest.FixtureRequest) -> Iterator[tuple[sa.Engine, dict[str, sa.Table]]]:
    if request.param == "sqlite":
        url = "sqlite://"
    else:
        url = request.getfixturevalue("postgres_url" if request.param == "postgresql" else "mariadb_url")
    engine = sa.create_engine(url)
    suffix = uuid.uuid4().hex[:8]
    metadata = sa.MetaData()
    plan = sa.Table(
        f"plan_{suffix}",
        metadata,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(20)),
    )
    line = sa.Table(
        f"line_{suffix}",
        metadata,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("plan_id", sa.Integer),
        sa.Column("status", sa.String(10)),
    )
    metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(plan.insert(), [{"id": i, "name": n} for i, n in _PLANS])
        connection.execute(line.insert(), [{"id": i, "plan_id": p, "status": s} for i, p, s in _LINES])
    try:
        yield engine, {"plan": plan, "line": line}
    finally:
        metadata.drop_all(engine)
        engine.dispose()


def _counts(engine: sa.Engine, found: dict[str, sa.Table], dsl: dict[str, object]) -> dict[str, int]:
    named = {t.name: t for t in found.values()}
    compiled = compile_query(QueryDSL.model_validate(dsl), named, max_limit=100)
    with engine.connect() as connection:
        return {str(name): int(count) for name, count in connection.execute(compiled.statement)}


def _active_lines(found: dict[str, sa.Table], on_join: bool) -> dict[str, object]:
    plan, line = found["plan"].name, found["line"].name
    active = {"field": f"{line}.status", "op": "=", "value": "active"}
    join: dict[str, object] = {"from": line, "key": f"{line}.plan_id", "foreign": f"{plan}.id", "left": True}
    if on_join:
        join["wheres"] = [active]
    return {
        "from": plan,
        "select": [f"{plan}.name", f":count({line}.id) as lines"],
        "joins": [join],
        **({} if on_join else {"wheres": [active]}),
        "groups": [f"{plan}.name"],
    }


def test_a_left_join_keeps_the_rows_its_conditions_miss(
    tables: tuple[sa.Engine, dict[str, sa.Table]],
) -> None:
    engine, found = tables
    assert _counts(engine, found, _active_lines(found, on_join=True)) == {"Basic": 2, "Plus": 0, "Max": 0}


def test_the_same_conditions_in_wheres_drop_them(tables: tuple[sa.Engine, dict[str, sa.Table]]) -> None:
    engine, found = tables
    assert _counts(engine, found, _active_lines(found, on_join=False)) == {"Basic": 2}


def test_a_join_condition_on_an_unknown_field_is_a_clear_error() -> None:
    metadata = sa.MetaData()
    plan = sa.Table("plan", metadata, sa.Column("id", sa.Integer, primary_key=True))
    line = sa.Table(
        "line", metadata, sa.Column("id", sa.Integer, primary_key=True), sa.Column("plan_id", sa.Integer)
    )
    dsl = {
        "from": "plan",
        "joins": [
            {
                "from": "line",
                "key": "line.plan_id",
                "foreign": "plan.id",
                "left": True,
                "wheres": {"field": "line.nope", "value": 1},
            }
        ],
    }
    with pytest.raises(QueryDSLError, match=r"unknown field 'line\.nope'"):
        compile_query(QueryDSL.model_validate(dsl), {"plan": plan, "line": line}, max_limit=10)
