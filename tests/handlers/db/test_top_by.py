"""Ordering asked as "top N … by X", a measure named by its verb ("best attended" → attendance), and
a value that two tables hold going to the table named beside it ("bookings for venues in Leeds"): an
invented concert schema, issue 13. General mechanisms only."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import sqlite_file

MODELS = ["venue", "gig", "fan", "booking"]
_SCHEMA = """
CREATE TABLE venue (venue_id INTEGER PRIMARY KEY, venue_nm VARCHAR(40), city VARCHAR(30));
CREATE TABLE gig (
    gig_id INTEGER PRIMARY KEY, venue_id INTEGER REFERENCES venue (venue_id), gig_dt DATE,
    attendance INTEGER, takings DECIMAL(10, 2)
);
CREATE TABLE fan (fan_id INTEGER PRIMARY KEY, fan_nm VARCHAR(40), home_city VARCHAR(30));
CREATE TABLE booking (
    booking_id INTEGER PRIMARY KEY, gig_id INTEGER REFERENCES gig (gig_id),
    fan_id INTEGER REFERENCES fan (fan_id), seat_no VARCHAR(6)
);
INSERT INTO venue VALUES (1, 'Brudenell', 'Leeds'), (2, 'Rock City', 'Nottingham');
INSERT INTO gig VALUES (1, 1, '2024-01-05', 400, 6000), (2, 2, '2024-02-10', 1800, 27000),
    (3, 1, '2024-03-15', 550, 7100), (4, 2, '2024-04-20', 1200, 15000), (5, 2, '2024-05-25', 90, 900);
INSERT INTO fan VALUES (1, 'Ada', 'Leeds'), (2, 'Ben', 'Nottingham'), (3, 'Cleo', 'York');
INSERT INTO booking VALUES (1, 1, 2, 'A1'), (2, 2, 1, 'B4'), (3, 3, 3, 'A2'), (4, 4, 1, 'C9'),
    (5, 5, 2, 'D3'), (6, 1, 3, 'A5');
"""


@pytest.fixture(scope="module")
def gigs_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "gigs", "gigs.sqlite", _SCHEMA)


async def _column(db: Path, question: str, key: str) -> list[object]:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{db}", "max_results": 100}}))
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=MODELS, limit=100), ctx
    )
    assert not result.error, result.error
    return [(item.data or {})[key] for item in result.items]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("top 2 gigs by attendance", [2, 4]),
        ("top 3 gigs by takings", [2, 4, 3]),
        ("bottom 2 gigs by takings", [5, 1]),
        ("first 2 gigs by date", [1, 2]),
        ("last 2 gigs by date", [5, 4]),
        # "attended" and "attendance" share a stem
        ("the 3 best attended gigs", [2, 4, 3]),
    ],
)
async def test_top_n_by_a_column_orders_by_it(gigs_db: Path, question: str, expected: list[int]) -> None:
    assert await _column(gigs_db, question, "gig_id") == expected


async def test_a_value_goes_to_the_table_named_before_it(gigs_db: Path) -> None:
    # 'Leeds' is a venue's city and a fan's home city; the fan is one join nearer to the bookings
    ids = await _column(gigs_db, "bookings for venues in Leeds", "booking_id")
    assert sorted(int(str(i)) for i in ids) == [1, 3, 6]


@pytest.mark.parametrize("engine_name", ["postgres", "mariadb"])
async def test_top_n_skips_rows_without_the_value_on_the_servers(
    engine_name: str, request: pytest.FixtureRequest
) -> None:
    """PostgreSQL sorts NULLs first in a descending order: "the 2 biggest" must not be two blanks."""
    url: str = request.getfixturevalue("postgres_url" if engine_name == "postgres" else "mariadb_url")
    name = "as_tn_" + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])  # letters: read as words
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, takings INTEGER)")
        connection.exec_driver_sql(
            f"INSERT INTO {name} VALUES (1, 300), (2, NULL), (3, 900), (4, NULL), (5, 500)"
        )
    try:
        ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
        result = await DBHandler().search(
            Request(query=f"top 2 {name} by takings", type=SearchType.DB, models=[name]), ctx
        )
        assert result.error == "", result.error
        assert [item.record_id for item in result.items] == [3, 5]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {name}")
        engine.dispose()
