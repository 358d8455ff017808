"""One SQLAlchemy engine per database URL for the whole process, and which URL a request searches."""

from __future__ import annotations

import threading
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import make_url

from agentsearch.config import resolve_env
from agentsearch.context import SearchContext
from agentsearch.dburl import relative_sqlite_hint, with_default_driver
from agentsearch.errors import ConfigError, SearchError
from agentsearch.extras import EXTRA_OF_MODULE, missing_extra_message
from agentsearch.handlers.db.demo import ensure_seed_database
from agentsearch.handlers.db.models import ModelCatalog
from agentsearch.handlers.db.schema import SchemaCache
from agentsearch.redaction import register_url

__all__ = [
    "Database",
    "database_url",
    "dispose_engines",
    "get_database",
    "get_engine",
    "safe_url",
]

_engines: dict[str, sa.Engine] = {}
_lock = threading.Lock()


def database_url(ctx: SearchContext) -> str:
    """`db.url` (a URL or `$ENV.NAME`), else the SQLite database built from `db.seed`."""
    configured = ctx.config.db.url.strip()
    if configured.startswith("$ENV."):
        resolved = resolve_env(configured)
        if not resolved:
            raise ConfigError(f"environment variable {configured[5:]} is not set", key="db.url")
        configured = resolved
    if configured:
        return configured
    seed = ctx.config.db.seed.strip()
    if seed:
        script = Path(seed).expanduser()
        if not script.is_absolute() and ctx.app_dir is not None:
            script = ctx.app_dir / script
        if not script.is_file():
            raise ConfigError(f"seed script not found: {script}", key="db.seed")
        return ensure_seed_database(ctx.data_dir() / f"{script.stem}.sqlite", script)
    raise ConfigError("no database configured; set db.url (or db.seed) in agent/search.yml", key="db.url")


def safe_url(url: str) -> str:
    """The URL with its password hidden, for messages."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # an unparseable URL has nothing worth showing
        return "<invalid URL>"


def get_engine(url: str) -> sa.Engine:
    """The shared engine for `url`; a malformed URL or a missing driver is a one-line SearchError."""
    register_url(url)
    with _lock:
        engine = _engines.get(url)
        if engine is not None:
            return engine
        try:
            parsed = with_default_driver(make_url(url))
            _check_sqlite_file(parsed)
            options: dict[str, object] = {}
            if parsed.get_backend_name() != "sqlite":
                options.update(pool_pre_ping=True, pool_recycle=1800)
            engine = sa.create_engine(parsed, **options)
        except ImportError as exc:
            missing = (exc.name or "").split(".")[0]
            if missing in EXTRA_OF_MODULE:
                raise SearchError(missing_extra_message(f"database URL {safe_url(url)!r}", missing)) from None
            raise SearchError(f"invalid database URL {safe_url(url)!r}: {exc}") from None
        except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError, ValueError) as exc:
            raise SearchError(f"invalid database URL {safe_url(url)!r}: {exc}") from None
        _engines[url] = engine
        return engine


def _check_sqlite_file(url: sa.URL) -> None:
    """Connecting to a missing SQLite file would silently create an empty database; say so instead."""
    if url.get_backend_name() != "sqlite" or url.query.get("uri"):
        return
    database = url.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return
    if not Path(database).expanduser().is_file():
        raise SearchError(f"SQLite database file not found: {database}{relative_sqlite_hint(database)}")


def dispose_engines() -> None:
    """Close every pooled connection (tests and shutdown)."""
    with _lock:
        for engine in _engines.values():
            engine.dispose()
        _engines.clear()
        _databases.clear()


class Database:
    """Everything cached for one database: its engine, reflected models and sampled schema."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = get_engine(url)
        self.catalog = ModelCatalog(self.engine)
        self.schemas = SchemaCache(self.engine)


_databases: dict[str, Database] = {}


def get_database(url: str) -> Database:
    with _lock:
        database = _databases.get(url)
    if database is None:
        database = Database(url)
        with _lock:
            database = _databases.setdefault(url, database)
    return database
