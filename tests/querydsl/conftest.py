"""Fixtures for the QueryDSL tests: a small SQLite database with known rows, and hypothesis profiles."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, settings

# modest example counts keep the fuzzing fast on CI's two shared cores; raise them locally with
# AGENTSEARCH_HYPOTHESIS=thorough
settings.register_profile(
    "querydsl-fast",
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
settings.register_profile(
    "querydsl-thorough",
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
FUZZ = settings.get_profile(
    "querydsl-thorough" if os.environ.get("AGENTSEARCH_HYPOTHESIS") == "thorough" else "querydsl-fast"
)


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[sa.Engine]:
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'q.sqlite'}")
    with engine.begin() as connection:
        connection.exec_driver_sql(
            "CREATE TABLE items (id INTEGER PRIMARY KEY, name VARCHAR(50), brand VARCHAR(20),"
            " price NUMERIC(8,2), stock INTEGER, added DATE, flag BOOLEAN)"
        )
        connection.exec_driver_sql(
            "CREATE TABLE makers (id INTEGER PRIMARY KEY, brand VARCHAR(20), country VARCHAR(20))"
        )
        rows = [
            (1, "alpha", "A", 10, 5, "2024-01-05", 1),
            (2, "beta", "A", 20, 0, "2024-02-05", 0),
            (3, "gamma", "B", 30, 7, "2023-03-05", 1),
            (4, "delta", "B", 40, 2, "2023-04-05", 0),
            (5, "o'brien; --", "C", 50, 9, "2022-05-05", 1),
        ]
        for row in rows:
            connection.exec_driver_sql("INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?)", row)
        for row in [(1, "A", "US"), (2, "B", "DE"), (3, "C", "BR")]:
            connection.exec_driver_sql("INSERT INTO makers VALUES (?, ?, ?)", row)
    yield engine
    engine.dispose()


@pytest.fixture
def tables(engine: sa.Engine) -> dict[str, sa.Table]:
    metadata = sa.MetaData()
    return {
        "items": sa.Table("items", metadata, autoload_with=engine),
        "makers": sa.Table("makers", metadata, autoload_with=engine),
    }
