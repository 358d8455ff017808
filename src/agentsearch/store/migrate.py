"""Bring the chat store's tables to the current revision (called by `ChatStore.open`, `store migrate`).

A small runner of our own rather than Alembic, in the manner of `llm`'s migrations: the store has a
handful of additive revisions, and Alembic (with Mako) would be 4 MB of the default install for
them. The bookkeeping is Alembic's, so stores created by earlier versions carry on: one row in
`agent_store_version(version_num)` naming the current revision. All pending revisions run in one
transaction. On PostgreSQL an advisory lock keeps two processes that open the same store at once
from both creating the tables; on SQLite the engine's `BEGIN IMMEDIATE` does.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

import sqlalchemy as sa
from sqlalchemy import Connection, Engine, text

from agentsearch.errors import StoreError

__all__ = ["VERSION_TABLE", "Operations", "current_revision", "head_revision", "upgrade"]

#: Not `alembic_version`: the store may share a database with other Alembic-managed tables.
VERSION_TABLE = "agent_store_version"
_PG_LOCK_KEY = 0x61677374  # "agst"


class Operations:
    """What a revision may do: create tables and indexes (the store's revisions are additive)."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._metadata = sa.MetaData()

    def _table(self, name: str) -> sa.Table:
        existing = self._metadata.tables.get(name)
        return (
            existing
            if existing is not None
            else sa.Table(name, self._metadata, autoload_with=self._connection)
        )

    def create_table(self, name: str, *items: sa.schema.SchemaItem) -> sa.Table:
        table = sa.Table(name, self._metadata, *items)
        table.create(self._connection)
        return table

    def create_index(self, name: str, table: str, columns: Sequence[str], unique: bool = False) -> None:
        target = self._table(table)
        sa.Index(name, *(target.c[column] for column in columns), unique=unique).create(self._connection)


def _migrations() -> tuple[ModuleType, ...]:
    from agentsearch.store.migrations import MIGRATIONS

    return MIGRATIONS


def head_revision() -> str:
    return str(_migrations()[-1].revision)


def _version_table() -> sa.Table:
    return sa.Table(
        VERSION_TABLE,
        sa.MetaData(),
        sa.Column("version_num", sa.String(32), primary_key=True),
    )


def _current(connection: Connection) -> str:
    if not sa.inspect(connection).has_table(VERSION_TABLE):
        return ""
    row = connection.execute(sa.select(_version_table().c.version_num)).first()
    return str(row[0]) if row else ""


def current_revision(engine: Engine) -> str:
    with engine.connect() as connection:
        return _current(connection)


def _pending(current: str, target: str) -> list[ModuleType]:
    revisions = [str(m.revision) for m in _migrations()]
    if target not in revisions:
        raise StoreError(f"unknown store revision {target!r} (known: {', '.join(revisions)})")
    if current and current not in revisions:
        raise StoreError(f"store is at revision {current!r}, newer than this agentsearch ({revisions[-1]})")
    start = revisions.index(current) + 1 if current else 0
    return list(_migrations()[start : revisions.index(target) + 1])


def upgrade(engine: Engine, revision: str = "head") -> str:
    """Bring the schema to `revision`; returns the revision now current. Cheap when up to date."""
    target = head_revision() if revision == "head" else revision
    if current_revision(engine) == target:
        return target
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK_KEY})
        current = _current(connection)  # again, under the lock: another process may have migrated
        pending = _pending(current, target)
        if not pending:
            return current
        versions = _version_table()
        versions.create(connection, checkfirst=True)
        operations = Operations(connection)
        for migration in pending:
            migration.upgrade(operations)
        connection.execute(versions.delete())
        connection.execute(versions.insert().values(version_num=target))
    return target
