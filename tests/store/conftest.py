"""Store fixtures: the same tests run on a SQLite file and on PostgreSQL.

PostgreSQL: one fresh schema per test session (so parallel runs never collide), migrated once and
emptied before each test. SQLite: a migrated template file copied for each test.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.store import ChatStore

_TABLES = "agent_chat, agent_message, agent_resume, agent_search, agent_feedback"


@pytest.fixture(scope="session")
def _sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("store-template") / "agentsearch.db"
    ChatStore.open_sync(f"sqlite:///{path}").close_sync()
    return path


@pytest.fixture(scope="session")
def _pg_schema() -> Iterator[tuple[str, str]]:
    """Only requested after the `postgres_url` fixture found the server (same URL as tests/conftest.py)."""
    url = os.environ.get("AGENTSEARCH_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
    schema = f"t_store_{uuid.uuid4().hex[:12]}"
    ChatStore.open_sync(url, schema=schema).close_sync()
    yield url, schema
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    with engine.begin() as connection:
        connection.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(
    request: pytest.FixtureRequest, tmp_path: Path, _sqlite_template: Path
) -> Iterator[tuple[str, str | None]]:
    """(url, schema) of an empty, migrated store."""
    if request.param == "sqlite":
        path = tmp_path / "data" / "agentsearch.db"
        path.parent.mkdir(parents=True)
        shutil.copyfile(_sqlite_template, path)
        yield f"sqlite:///{path}", None
        return
    request.getfixturevalue("postgres_url")  # skips (or fails in CI) when PostgreSQL is down
    url, schema = request.getfixturevalue("_pg_schema")
    engine = sa.create_engine(
        url, poolclass=sa.pool.NullPool, connect_args={"options": f"-csearch_path={schema}"}
    )
    with engine.begin() as connection:
        connection.exec_driver_sql(f"TRUNCATE {_TABLES} RESTART IDENTITY")
    engine.dispose()
    yield url, schema


@pytest.fixture
async def store(store_url: tuple[str, str | None]) -> AsyncIterator[ChatStore]:
    url, schema = store_url
    opened = await ChatStore.open(url, schema=schema)
    yield opened
    if not opened.closed:
        await opened.close()
