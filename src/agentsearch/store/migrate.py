"""Run the packaged Alembic migrations on a connection (called by `ChatStore.open`, `store migrate`).

The migrations live in `agentsearch/store/migrations`, so an installed package upgrades its own
database without an alembic.ini. On PostgreSQL an advisory lock keeps two processes that open the
same store at once from both creating the tables; on SQLite the `BEGIN IMMEDIATE` of the engine does.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config as AlembicConfig
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text

__all__ = ["MIGRATIONS_DIR", "VERSION_TABLE", "current_revision", "head_revision", "upgrade"]

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
#: Not `alembic_version`: the store may share a database with other Alembic-managed tables.
VERSION_TABLE = "agent_store_version"
_PG_LOCK_KEY = 0x61677374  # "agst"


def _alembic_config() -> AlembicConfig:
    config = AlembicConfig()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    return head or ""


def current_revision(engine: Engine) -> str:
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
        return context.get_current_revision() or ""


def upgrade(engine: Engine, revision: str = "head") -> str:
    """Bring the schema to `revision`; returns the revision now current. Cheap when up to date."""
    head = head_revision()
    if revision == "head" and current_revision(engine) == head:
        return head
    config = _alembic_config()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK_KEY})
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
    return current_revision(engine)
