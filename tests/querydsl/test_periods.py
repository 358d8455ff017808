"""Period functions in the QueryDSL (`:year(d)`, `:month(d)`, `:day(d)`, `:time(ts)`): group and sort
by a date's year, month or day, compare a timestamp's time of day, with the same ISO text on SQLite,
PostgreSQL and MariaDB, on DATE and on TIMESTAMP columns."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator

import pytest
import sqlalchemy as sa

from agentsearch.errors import QueryDSLError
from agentsearch.querydsl import QueryDSL, compile_query

_ROWS = [
    (1, "2024-11-30", "2024-11-30 23:10:00", 10),
    (2, "2024-12-01", "2024-12-01 08:00:00", 20),
    (3, "2024-12-15", "2024-12-15 12:30:00", 30),
    (4, "2025-01-02", "2025-01-02 09:00:00", 40),
]


@pytest.fixture(params=["sqlite", "postgresql", "mariadb"])
def dated(request: pytest.FixtureRequest) -> Iterator[tuple[sa.Engine, sa.Table]]:
    if request.param == "sqlite":
        url = "sqlite://"
    else:
        url = request.getfixturevalue("postgres_url" if request.param == "postgresql" else "mariadb_url")
    engine = sa.create_engine(url)
    name = f"periods_{uuid.uuid4().hex[:8]}"
    metadata = sa.MetaData()
    table = sa.Table(
        name,
        metadata,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("on_day", sa.Date),
        sa.Column("at_time", sa.DateTime),
        sa.Column("amount", sa.Integer),
    )
    metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(
            table.insert(),
            [
                {
                    "id": i,
                    "on_day": dt.date.fromisoformat(d),
                    "at_time": dt.datetime.fromisoformat(t),
                    "amount": a,
                }
                for i, d, t, a in _ROWS
            ],
        )
    try:
        yield engine, table
    finally:
        metadata.drop_all(engine)
        engine.dispose()


def _run(engine: sa.Engine, table: sa.Table, dsl: dict[str, object]) -> list[tuple[object, ...]]:
    compiled = compile_query(QueryDSL.model_validate(dsl), {table.name: table}, max_limit=100)
    with engine.connect() as connection:
        return [tuple(row) for row in connection.execute(compiled.statement)]


@pytest.mark.parametrize("column", ["on_day", "at_time"])
def test_sum_per_month(dated: tuple[sa.Engine, sa.Table], column: str) -> None:
    engine, table = dated
    rows = _run(
        engine,
        table,
        {
            "from": table.name,
            "select": [f":month({column}) as month", ":sum(amount) as total"],
            "groups": [f":month({column})"],
            "orders": [{"field": "month", "sort": "asc"}],
        },
    )
    assert [(str(m), int(t)) for m, t in rows] == [("2024-11", 10), ("2024-12", 50), ("2025-01", 40)]


@pytest.mark.parametrize(("period", "first"), [("year", ("2024", 3)), ("day", ("2024-11-30", 1))])
def test_count_per_year_and_day(
    dated: tuple[sa.Engine, sa.Table], period: str, first: tuple[str, int]
) -> None:
    engine, table = dated
    rows = _run(
        engine,
        table,
        {
            "from": table.name,
            "select": [f":{period}(at_time) as {period}", ":count(*) as n"],
            "groups": [f":{period}(at_time)"],
            "orders": [{"field": period, "sort": "asc"}],
        },
    )
    assert (str(rows[0][0]), int(rows[0][1])) == first


def test_groups_alone_select_the_period_and_a_count(dated: tuple[sa.Engine, sa.Table]) -> None:
    engine, table = dated
    rows = _run(engine, table, {"from": table.name, "groups": [":year(on_day)"]})
    assert sorted((str(y), int(n)) for y, n in rows) == [("2024", 3), ("2025", 1)]


@pytest.mark.parametrize(
    ("groups", "select"),
    [
        ([":sum(amount)"], None),
        ([":month(*)"], None),
        ([":week(on_day)"], None),
        (None, [":month(distinct on_day)"]),
    ],
)
def test_bad_periods_are_clear_errors(
    dated: tuple[sa.Engine, sa.Table], groups: object, select: object
) -> None:
    engine, table = dated
    dsl: dict[str, object] = {"from": table.name}
    if groups:
        dsl["groups"] = groups
    if select:
        dsl["select"] = select
    with pytest.raises(QueryDSLError):
        _run(engine, table, dsl)


@pytest.mark.parametrize(("op", "value", "ids"), [(">=", "09:00", [1, 3, 4]), ("<", "09:00", [2])])
def test_a_timestamps_time_of_day_compares_as_hh_mm(
    dated: tuple[sa.Engine, sa.Table], op: str, value: str, ids: list[int]
) -> None:
    """`:time(ts)` is 'HH:MM' on every engine ("orders placed after 6 pm")."""
    engine, table = dated
    rows = _run(
        engine,
        table,
        {
            "from": table.name,
            "select": ["id", ":time(at_time) as clock"],
            "wheres": [{"field": ":time(at_time)", "op": op, "value": value}],
            "orders": [{"field": "id", "sort": "asc"}],
        },
    )
    assert [row[0] for row in rows] == ids
    assert {row[1] for row in rows} <= {"23:10", "08:00", "12:30", "09:00"}
