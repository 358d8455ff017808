"""Opening the store's database: SQLite (default, a file under `<app>/data/`) or PostgreSQL by URL.

SQLite is tuned for many writers: WAL journal, a busy timeout, and write transactions that start with
`BEGIN IMMEDIATE`, so a transaction that reads (e.g. the next message sequence) and then writes never
has to upgrade its lock (an upgrade fails at once with "database is locked", whatever the timeout).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url
from sqlalchemy.engine import URL
from sqlalchemy.pool import NullPool, StaticPool

from agentsearch.dburl import with_default_driver
from agentsearch.errors import StoreError
from agentsearch.paths import app_data_dir
from agentsearch.redaction import register_url

__all__ = ["DEFAULT_DB_NAME", "STORE_URL_ENV", "default_url", "is_memory", "make_engine", "normalize_url"]

#: The SQLite file under `<app>/data/` when no URL is given.
DEFAULT_DB_NAME = "agentsearch.db"
#: Environment variable holding the store URL (used when no URL is passed).
STORE_URL_ENV = "AGENTSEARCH_STORE_URL"

#: Milliseconds a SQLite connection waits for another process's write lock before giving up.
SQLITE_BUSY_TIMEOUT_MS = 30_000

_SCHEMA_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")


def default_url(app_dir: Path | str | None = None) -> str:
    """The URL to use: `$AGENTSEARCH_STORE_URL`, else the SQLite file `<app>/data/agentsearch.db`."""
    env = os.environ.get(STORE_URL_ENV, "").strip()
    if env:
        return env
    base = app_data_dir(Path(app_dir) if app_dir else None)
    return f"sqlite:///{(base / DEFAULT_DB_NAME).resolve()}"


def normalize_url(url: str) -> URL:
    """Accept `postgres://` / `postgresql://` (psycopg 3 is the driver) and plain file paths."""
    text = register_url(url.strip())
    if not text:
        raise StoreError("store url is empty")
    if "://" not in text:
        text = f"sqlite:///{Path(text).expanduser().resolve()}"
    try:
        parsed = make_url(text)
    except Exception as exc:
        raise StoreError(f"invalid store url: {_redact(text)} ({exc})") from None
    parsed = with_default_driver(parsed)
    if parsed.get_backend_name() not in {"sqlite", "postgresql"}:
        raise StoreError(
            f"unsupported store database {parsed.get_backend_name()!r}; use sqlite or postgresql"
        )
    return parsed


def make_engine(url: str, *, schema: str | None = None, pool_size: int = 8) -> Engine:
    """An engine for `url`. `schema` (PostgreSQL only) is created if missing and put first on the
    search path, so one database can hold several independent stores (tests, tenants)."""
    parsed = normalize_url(url)
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        if schema:
            raise StoreError("schema is only supported on PostgreSQL")
        return _sqlite_engine(parsed, pool_size)
    from agentsearch.extras import require

    require("psycopg", "a PostgreSQL chat store")
    connect_args: dict[str, Any] = {}
    if schema:
        if not _SCHEMA_RE.match(schema):
            raise StoreError(f"invalid schema name {schema!r}")
        _create_schema(parsed, schema)
        connect_args["options"] = f"-csearch_path={schema}"
    engine = create_engine(
        parsed,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=True,
        connect_args=connect_args,
        json_serializer=_pg_json_dumps,
    )
    event.listen(engine, "before_cursor_execute", _pg_strip_nul, retval=True)
    return engine


#: PostgreSQL refuses NUL in text and `\u0000` in JSONB, so one NUL in a user message, an answer or a
#: fetched web page would fail the whole Write 2. It is stored as U+FFFD instead (SQLite keeps it).
NUL_REPLACEMENT = "\ufffd"


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", NUL_REPLACEMENT) if "\x00" in value else value
    if isinstance(value, Mapping):
        return {_without_nul(k): _without_nul(v) for k, v in value.items()}
    if type(value) is list or type(value) is tuple:
        return type(value)(_without_nul(v) for v in value)
    return value


def _pg_json_dumps(value: Any) -> str:
    return json.dumps(_without_nul(value))


def _pg_strip_nul(
    _conn: Any, _cursor: Any, statement: str, parameters: Any, _context: Any, _executemany: bool
) -> tuple[str, Any]:
    return statement, _without_nul(parameters)


def _sqlite_engine(url: URL, pool_size: int) -> Engine:
    database = url.database or ""
    connect_args = {"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000, "check_same_thread": False}
    if is_memory(url):
        # One shared connection, or every pooled connection would see its own empty database.
        engine = create_engine(url, poolclass=StaticPool, connect_args=connect_args)
    else:
        if not database.startswith("file:"):
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, pool_size=pool_size, max_overflow=pool_size, connect_args=connect_args)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's begin() emit our own BEGIN (below) instead of pysqlite's deferred one.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # Reads ask for a deferred BEGIN (execution option `sqlite_begin="deferred"`) so they run in
        # parallel with a writer under WAL; everything else takes the write lock up front.
        mode = connection.get_execution_options().get("sqlite_begin", "immediate")
        connection.exec_driver_sql("BEGIN" if mode == "deferred" else "BEGIN IMMEDIATE")

    return engine


def is_memory(url: URL) -> bool:
    """An in-memory SQLite database (tests, throwaway runs)."""
    return url.get_backend_name() == "sqlite" and (url.database or ":memory:") == ":memory:"


def _create_schema(url: URL, schema: str) -> None:
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
    except Exception as exc:
        raise StoreError(f"cannot create schema {schema!r} on {_redact(str(url))}: {exc}") from None
    finally:
        engine.dispose()


def _redact(url: str) -> str:
    return re.sub(r"(://[^:/@]+:)[^@]+@", r"\1***@", url)
