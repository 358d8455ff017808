"""The lean read path for one reference (`GET /v1/chat/references/{rid}/{i}`, the page's citation clicks).

The general path (`_searches.get_reference`) hops to the store's thread pool, compiles SQLAlchemy Core
and builds a pydantic `Search` with every reference of the request: ~1 ms of CPU for two indexed
queries. This one runs the same two queries as fixed SQL on the event loop and returns the reference as
a plain dict in `SearchReference`'s shape:

- SQLite: a connection of its own per thread with no busy wait. Under WAL a reader does not wait for
  writers, so the queries cannot stall the loop; if SQLite still says busy or locked (recovery, a
  checkpoint), the caller falls back to the thread pool path.
- PostgreSQL: a few psycopg async connections with prepared statements, so the network wait is awaited
  instead of blocking a thread.

Access rules and answers are those of `_searches.get_reference` (tests compare both).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import weakref
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Engine

from agentsearch.store.errors import StoreError, StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Owner, SearchReference

__all__ = ["LeanReader", "Unavailable", "lean_reader", "reference_data"]

_SEARCHES = (
    'SELECT chat_id, "references" FROM agent_search WHERE request_id = {p} AND deleted_at IS NULL '
    "ORDER BY created_at ASC, id ASC"
)
#: Default values of SearchReference, in its field order (the JSON the general path answers).
_DEFAULTS: dict[str, Any] = {name: field.default for name, field in SearchReference.model_fields.items()}
_TEXT = ("type", "title")
#: PostgreSQL connections of the lean path per event loop (the general pool keeps its own).
PG_CONNECTIONS = 4
_OPTIONAL_TEXT = ("url", "snippet", "content")


class Unavailable(Exception):
    """The lean path cannot answer right now (SQLite busy); use the general path."""


def _visible_sql(owner: Owner, chats: int, p: str, true: str) -> tuple[str, list[Any]]:
    """`_rows.visible(owner)` as SQL text for `chats` chat ids (the same rule, kept beside a test)."""
    reach, args = [f"public = {true}"], []
    if owner.user_id:
        reach.append(f"__yao_created_by = {p}")
        args.append(owner.user_id)
    if owner.team_id:
        reach.append(f"(__yao_team_id = {p} AND share = 'team')")
        args.append(owner.team_id)
    clause = "(" + " OR ".join(reach) + ")"
    if owner.tenant_id:
        clause += f" AND __yao_tenant_id = {p}"
        args.append(owner.tenant_id)
    marks = ", ".join([p] * chats)
    sql = f"SELECT chat_id FROM agent_chat WHERE chat_id IN ({marks}) AND deleted_at IS NULL AND {clause}"
    return sql, args


def _well_formed(item: Any) -> bool:
    """What the store writes (`model_dump(exclude_none=True)`): no pydantic needed to read it."""
    if not (isinstance(item, dict) and type(item.get("index")) is int):
        return False
    if not all(isinstance(item.get(k, ""), str) for k in _TEXT):
        return False
    if not all(isinstance(item.get(k), str | None) for k in _OPTIONAL_TEXT):
        return False
    return isinstance(item.get("metadata"), dict | None)


def _match(item: Any, index: int) -> dict[str, Any] | None:
    """`item` as `SearchReference.model_validate(item).model_dump()` when it is reference `index`. Odd
    items (`"index": "3"`, a bad field) get pydantic's own validation, as on the general path."""
    if _well_formed(item):
        if item["index"] != index:
            return None
        return {name: item.get(name, default) for name, default in _DEFAULTS.items()}
    try:
        shaped = SearchReference.model_validate(item).model_dump()
    except ValueError:
        return None
    return shaped if shaped["index"] == index else None


def reference_data(
    rows: Sequence[tuple[str, Any]], visible_chats: set[str] | None, request_id: str, index: int
) -> dict[str, Any]:
    """Pick reference `index` from the request's (chat_id, references) rows, after the access check
    (`visible_chats` is None for the unscoped view)."""
    if visible_chats is not None and rows and visible_chats != {chat_id for chat_id, _ in rows}:
        raise StoreForbiddenError(f"no permission to access the searches of request_id={request_id}")
    for _, refs in rows:
        if isinstance(refs, str):
            refs = json.loads(refs)
        for item in refs if isinstance(refs, list) else []:
            found = _match(item, index)
            if found is not None:
                return found
    raise StoreNotFoundError(f"reference not found: request_id={request_id}, index={index}")


class _PgPool:
    """A few psycopg async connections of one event loop (psycopg's async connections belong to one)."""

    def __init__(self, params: dict[str, Any], size: int) -> None:
        self.params = params
        self.idle: list[Any] = []
        self.slots = asyncio.Semaphore(size)


class LeanReader:
    """Opened by the store for a file SQLite database or PostgreSQL; `None` elsewhere (memory DBs)."""

    def __init__(self, *, sqlite_path: str | None = None, pg_params: dict[str, Any] | None = None) -> None:
        self._sqlite_path = sqlite_path
        self._pg_params = pg_params
        self._local = threading.local()
        self._sqlite_all: list[sqlite3.Connection] = []
        self._pools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _PgPool] = (
            weakref.WeakKeyDictionary()
        )
        self.closed = False

    async def get_reference(self, request_id: str, index: int, owner: Owner | None) -> dict[str, Any]:
        """Like `_searches.get_reference`, as a dict; raises Unavailable when SQLite is busy."""
        if not request_id:
            raise StoreError("request_id is required")
        if index < 1:
            raise StoreError("index must be >= 1")
        if self.closed:
            raise StoreError("store is closed")
        if self._sqlite_path is not None:
            return self._sqlite(request_id, index, owner)
        return await self._postgres(request_id, index, owner)

    # ---------------------------------------------------------------- SQLite

    def _sqlite_connection(self) -> sqlite3.Connection:
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            assert self._sqlite_path is not None
            connection = sqlite3.connect(
                self._sqlite_path, timeout=0, isolation_level=None, check_same_thread=False
            )
            self._local.connection = connection
            self._sqlite_all.append(connection)
        return connection

    def _sqlite(self, request_id: str, index: int, owner: Owner | None) -> dict[str, Any]:
        connection = self._sqlite_connection()
        try:
            connection.execute("BEGIN")
            try:
                rows = connection.execute(_SEARCHES.format(p="?"), (request_id,)).fetchall()
                visible = None
                if owner is not None and rows:
                    chats = sorted({row[0] for row in rows})
                    sql, args = _visible_sql(owner, len(chats), "?", "1")
                    visible = {row[0] for row in connection.execute(sql, [*chats, *args])}
            finally:
                connection.execute("COMMIT")
        except sqlite3.OperationalError as exc:
            message = str(exc).lower()
            if "locked" in message or "busy" in message:
                raise Unavailable from exc
            raise StoreError(f"store read failed: {exc}") from exc
        return reference_data(rows, visible, request_id, index)

    # ---------------------------------------------------------------- PostgreSQL

    async def _postgres(self, request_id: str, index: int, owner: Owner | None) -> dict[str, Any]:
        import psycopg

        loop = asyncio.get_running_loop()
        pool = self._pools.get(loop)
        if pool is None:
            pool = self._pools[loop] = _PgPool(self._pg_params or {}, PG_CONNECTIONS)
        async with pool.slots:
            connection = pool.idle.pop() if pool.idle else None
            try:
                if connection is None or connection.closed:
                    connection = await psycopg.AsyncConnection.connect(autocommit=True, **pool.params)
                async with connection.transaction(), connection.cursor() as cursor:
                    await cursor.execute(_SEARCHES.format(p="%s"), (request_id,), prepare=True)
                    rows = await cursor.fetchall()
                    visible = None
                    if owner is not None and rows:
                        chats = sorted({row[0] for row in rows})
                        sql, args = _visible_sql(owner, len(chats), "%s", "true")
                        await cursor.execute(sql, [*chats, *args], prepare=True)
                        visible = {row[0] for row in await cursor.fetchall()}
            except psycopg.Error as exc:
                if connection is not None:
                    await connection.close()
                raise StoreError(f"store read failed: {str(exc).strip().splitlines()[0]}") from exc
            pool.idle.append(connection)
        return reference_data(rows, visible, request_id, index)

    def close_sync(self) -> None:
        """Close the SQLite connections (PostgreSQL ones need their loop: `close`)."""
        self.closed = True
        for connection in self._sqlite_all:
            connection.close()

    async def close(self) -> None:
        self.close_sync()
        pool = self._pools.get(asyncio.get_running_loop())
        for pg in pool.idle if pool else []:
            await pg.close()


def lean_reader(engine: Engine, schema: str | None) -> LeanReader | None:
    """The lean reader of the store's database: a SQLite file or PostgreSQL (None for memory / URIs)."""
    url = engine.url
    if engine.dialect.name == "sqlite":
        database = url.database or ""
        if not database or database == ":memory:" or database.startswith("file:"):
            return None
        return LeanReader(sqlite_path=database)
    if engine.dialect.name == "postgresql":
        _, params = engine.dialect.create_connect_args(url)
        params.pop("context", None)  # SQLAlchemy's adapters; the lean path reads JSONB as psycopg does
        if schema:
            params["options"] = f"-csearch_path={schema}"
        return LeanReader(pg_params=dict(params))
    return None
