"""Store fixtures: the same tests run on a SQLite file and on PostgreSQL (a fresh schema per test)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.store import ChatStore


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str | None]]:
    """(url, schema) of an empty store."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'data' / 'agentsearch.db'}", None
        return
    postgres_url: str = request.getfixturevalue("postgres_url")
    schema = f"t_store_{uuid.uuid4().hex[:12]}"
    yield postgres_url, schema
    engine = sa.create_engine(postgres_url, poolclass=sa.pool.NullPool)
    with engine.begin() as connection:
        connection.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    engine.dispose()


@pytest.fixture
async def store(store_url: tuple[str, str | None]) -> AsyncIterator[ChatStore]:
    url, schema = store_url
    opened = await ChatStore.open(url, schema=schema)
    yield opened
    if not opened.closed:
        await opened.close()
