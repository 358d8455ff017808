"""The store's own migration runner: Alembic's bookkeeping, pending revisions in order, clear errors."""

from __future__ import annotations

import subprocess
import sys
import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.errors import StoreError
from agentsearch.store import ChatStore
from agentsearch.store.engine import make_engine
from agentsearch.store.migrate import VERSION_TABLE, current_revision, head_revision, upgrade


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> sa.Engine:
    if request.param == "sqlite":
        return make_engine(f"sqlite:///{tmp_path / 'store.db'}")
    url = request.getfixturevalue("postgres_url")
    schema = f"t_migrate_{uuid.uuid4().hex[:10]}"
    request.addfinalizer(lambda: _drop_schema(url, schema))
    return make_engine(url, schema=schema)


def _drop_schema(url: str, schema: str) -> None:
    plain = sa.create_engine(url, poolclass=sa.pool.NullPool)
    with plain.begin() as connection:
        connection.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    plain.dispose()


def test_an_older_store_gets_the_pending_revisions(engine: sa.Engine) -> None:
    assert upgrade(engine, "0001") == "0001"
    tables = set(sa.inspect(engine).get_table_names())
    assert {"agent_chat", "agent_message", "agent_resume", "agent_search"} <= tables
    assert "agent_feedback" not in tables
    assert upgrade(engine) == head_revision() == current_revision(engine)
    assert "agent_feedback" in sa.inspect(engine).get_table_names()
    with engine.connect() as connection:  # one row, as Alembic keeps it
        assert connection.execute(sa.text(f"SELECT version_num FROM {VERSION_TABLE}")).all() == [
            (head_revision(),)
        ]
    assert upgrade(engine) == head_revision()  # up to date: nothing runs again
    engine.dispose()


def test_a_store_stamped_by_alembic_is_read_as_it_is(tmp_path: Path) -> None:
    """Stores created before the runner carry Alembic's version table; they open without changes."""
    path = tmp_path / "old.db"
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine, "0001")
    with engine.begin() as connection:  # Alembic's own DDL for the version table
        connection.exec_driver_sql(f"DROP TABLE {VERSION_TABLE}")
        connection.exec_driver_sql(
            f"CREATE TABLE {VERSION_TABLE} (version_num VARCHAR(32) NOT NULL, "
            f"CONSTRAINT {VERSION_TABLE}_pkc PRIMARY KEY (version_num))"
        )
        connection.exec_driver_sql(f"INSERT INTO {VERSION_TABLE} (version_num) VALUES ('0001')")
    engine.dispose()
    store = ChatStore.open_sync(f"sqlite:///{path}")
    assert current_revision(store.engine) == head_revision()
    store.close_sync()


def test_a_newer_store_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    with engine.begin() as connection:
        connection.exec_driver_sql(f"UPDATE {VERSION_TABLE} SET version_num = '0999'")
    with pytest.raises(StoreError, match=r"store is at revision '0999', newer than this agentsearch"):
        upgrade(engine)
    with pytest.raises(StoreError, match=r"unknown store revision 'x1'"):
        upgrade(engine, "x1")
    engine.dispose()


def test_the_default_install_migrates_without_alembic(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['alembic'] = None; sys.modules['mako'] = None\n"
        "from agentsearch.store import ChatStore\n"
        f"store = ChatStore.open_sync('sqlite:///{tmp_path / 'x.db'}')\n"
        "from agentsearch.store.migrate import current_revision, head_revision\n"
        "assert current_revision(store.engine) == head_revision()\n"
        "store.close_sync()\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
