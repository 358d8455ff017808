"""What integer and date columns' sampled bounds give the generator (issue 13): a 0/1 column is a flag
whatever its name, and a month or day without a year is the latest one the data reaches, on an
invented pottery-studio schema, in English and Chinese, on SQLite, PostgreSQL and MariaDB."""

from __future__ import annotations

import datetime as dt
import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.handlers.db.models import ModelCatalog
from agentsearch.handlers.db.schema import SchemaCache
from agentsearch.nlp.querydsl.builtin.dates import find_dates, reference_day
from agentsearch.types import Request, SearchType

from .sqlite_schemas import ask, sqlite_file

MODELS = ["pot", "lesson"]
_SCHEMA = """
CREATE TABLE pot (pot_id INTEGER PRIMARY KEY, pot_nm VARCHAR(30), glazed SMALLINT, kiln_temp INTEGER);
CREATE TABLE lesson (
    lesson_id INTEGER PRIMARY KEY, pot_id INTEGER REFERENCES pot (pot_id), held_on DATE,
    voucher_expiry DATE
);
INSERT INTO pot VALUES (1, 'Tall vase', 1, 1240), (2, 'Soup bowl', 0, 1000), (3, 'Teapot', 1, 1260),
    (4, 'Mug', 0, 980);
INSERT INTO lesson VALUES (1, 1, '2023-02-27', '2031-01-01'), (2, 2, '2023-03-03', '2031-01-01'),
    (3, 3, '2023-03-14', '2031-01-01'), (4, 4, '2023-03-21', '2031-01-01'),
    (5, 1, '2023-04-02', '2031-01-01'), (6, 2, '2022-03-15', '2031-01-01');
"""


@pytest.fixture(scope="module")
def studio_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "studio", "studio.sqlite", _SCHEMA)


def _ids(rows: list[dict[str, object]], key: str) -> list[int]:
    return sorted(int(str(row[key])) for row in rows)


@pytest.mark.parametrize(
    ("question", "expected"),
    [("which pots are glazed?", [1, 3]), ("pots that are not glazed", [2, 4]), ("glazed pots", [1, 3])],
)
async def test_a_column_holding_only_0_and_1_is_a_flag(
    studio_db: Path, question: str, expected: list[int]
) -> None:
    assert _ids(await ask(studio_db, question, MODELS), "pot_id") == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the data ends in April 2023 (the vouchers' 2031 is in the future and says nothing): March 2023
        ("lessons in march", [2, 3, 4]),
        ("lessons on 14 march", [3]),
        ("lessons on march 14th", [3]),
        ("lessons 10-25 march", [3, 4]),
        ("lessons between march 1 and march 15", [2, 3]),
        ("lessons before march", [1, 6]),
        ("3月的课", [2, 3, 4]),
        ("三月十四日的课", [3]),
        ("3月14号以后的课", [4, 5]),
        # a year said is kept
        ("lessons in march 2022", [6]),
    ],
)
async def test_a_month_or_day_without_a_year_is_the_latest_the_data_reaches(
    studio_db: Path, question: str, expected: list[int]
) -> None:
    assert _ids(await ask(studio_db, question, MODELS), "lesson_id") == expected


def test_reference_day_ignores_future_columns_and_falls_back_to_today() -> None:
    today = dt.date(2026, 12, 1)
    held = [("held_on", "2023-04-02"), ("voucher_until", "2031-01-01"), ("paid_at", "2023-04-02 10:00:00")]
    assert reference_day(held, today) == dt.date(2023, 4, 2)
    assert reference_day([("held_on", "2031-01-01")], today) == today
    assert reference_day([], today) == today
    # a column for what is to come, or one high far beyond the rest, is no present of the data
    assert reference_day([("held_on", "2023-04-02"), ("next_visit", "2024-04-01")], today) == dt.date(
        2023, 4, 2
    )
    assert reference_day([("held_on", "2023-04-02"), ("reviewed", "2024-04-01")], today) == dt.date(
        2023, 4, 2
    )
    assert reference_day([("held_on", "2023-04-02"), ("reviewed", "2023-06-01")], today) == dt.date(
        2023, 6, 1
    )
    spans = find_dates("in december", today, dt.date(2023, 4, 2))
    assert [(s.low, s.high) for s in spans] == [(dt.date(2022, 12, 1), dt.date(2023, 1, 1))]


@pytest.mark.parametrize("text", ["tracks that may 5 stars", "songs 3-5 minutes long", "march to the kiln"])
def test_words_that_are_not_dates_stay_words(text: str) -> None:
    assert find_dates(text, dt.date(2026, 12, 1), dt.date(2023, 4, 2)) == []


@pytest.mark.parametrize("engine_name", ["postgres", "mariadb"])
async def test_bounds_are_sampled_and_used_on_the_servers(
    engine_name: str, request: pytest.FixtureRequest
) -> None:
    url: str = request.getfixturevalue("postgres_url" if engine_name == "postgres" else "mariadb_url")
    name = "as_sb_" + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])  # letters: read as words
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql(
            f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, held_on DATE, glazed SMALLINT, kiln_temp INTEGER)"
        )
        connection.exec_driver_sql(
            f"INSERT INTO {name} VALUES (1, '2023-02-27', 1, 1240), (2, '2023-03-03', 0, 1000),"
            " (3, '2023-03-14', 1, 1260), (4, '2022-03-15', 1, 980)"
        )
    try:
        loaded, _ = ModelCatalog(engine).load(name, None)
        assert loaded is not None
        columns = {c.name: c for c in SchemaCache(engine).build([loaded])[0].columns}
        assert columns["held_on"].bounds == ["2022-03-15", "2023-03-14"]
        assert columns["glazed"].bounds == ["0", "1"] and columns["kiln_temp"].bounds == ["980", "1260"]
        assert columns["id"].bounds == []  # the row id is no quantity
        ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
        result = await DBHandler().search(
            Request(query=f"glazed {name} in march", type=SearchType.DB, models=[name]), ctx
        )
        assert result.error == "", result.error
        assert sorted(int(str(item.record_id)) for item in result.items) == [3]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {name}")
        engine.dispose()
