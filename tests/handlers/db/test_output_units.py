"""An aggregate asked in another unit than its column stores ("total fee in dollars" on a cents
column): the query sums the stored values and the handler scales the result, saying so. An invented
field-service schema (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import sqlite_file

_SCHEMA = """
CREATE TABLE job (
    job_id INTEGER PRIMARY KEY, client_nm VARCHAR(40), fee_cents INTEGER, travel_km DECIMAL(7, 1),
    duration_sec INTEGER
);
INSERT INTO job VALUES (1, 'Arden', 12550, 16.1, 3600), (2, 'Birch', 8000, 32.2, 5400),
    (3, 'Arden', 4450, 8.05, 1800);
"""


@pytest.fixture(scope="module")
def jobs_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "jobs", "jobs.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("total fee in dollars", 250.0),
        ("total fee", 25000),  # no unit asked: as stored
        ("average travel in miles", 11.67),  # 18.78 km
        ("total duration in hours", 3.0),
        ("总费用是多少美元", 250.0),
    ],
)
async def test_an_aggregate_in_the_unit_asked(jobs_db: Path, question: str, expected: float) -> None:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{jobs_db}"}}))
    result = await DBHandler().search(Request(query=question, type=SearchType.DB, models=["job"]), ctx)
    assert not result.error, result.error
    ((value,),) = [list((item.data or {}).values()) for item in result.items]
    assert round(float(value), 2) == expected


_RIDES = """
CREATE TABLE ride (
    ride_id INTEGER PRIMARY KEY, rider TEXT, delivery_fee DECIMAL(6, 2), distance_m INTEGER,
    length_sec INTEGER
);
INSERT INTO ride VALUES (1, 'Ana', 4.5, 3000, 600), (2, 'Bo', 6.0, 5000, 1200);
"""


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("average delivery distance in km", 4.0),  # "delivery" names the fee too: the km ask a length
        ("average ride time in minutes", 15.0),  # no column is named "time": the seconds one
        ("rides over 4 km", None),
    ],
)
async def test_the_unit_asked_picks_the_measure(
    tmp_path_factory: pytest.TempPathFactory, question: str, expected: float | None
) -> None:
    db = sqlite_file(tmp_path_factory, "rides", "rides.sqlite", _RIDES)
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{db}"}}))
    result = await DBHandler().search(Request(query=question, type=SearchType.DB, models=["ride"]), ctx)
    assert not result.error, result.error
    rows = [item.data or {} for item in result.items]
    if expected is None:
        assert [row["ride_id"] for row in rows] == [2]  # distance_m: metres
    else:
        ((value,),) = [list(row.values()) for row in rows]
        assert round(float(value), 2) == expected
