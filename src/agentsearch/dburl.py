"""Database URL conventions shared by the DB handler and the chat store.

Users write the URLs they know from other tools: `postgres://`, `postgresql://`, `mysql://`,
`mariadb://`. SQLAlchemy would pick drivers we do not install (psycopg2, MySQLdb), so the bare schemes
map to the drivers we ship: psycopg 3 and PyMySQL.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy.engine import URL

__all__ = ["relative_sqlite_hint", "with_default_driver"]

_DEFAULT_DRIVERS = {
    "postgres": "postgresql+psycopg",
    "postgresql": "postgresql+psycopg",
    "mysql": "mysql+pymysql",
    "mariadb": "mariadb+pymysql",
}


def with_default_driver(url: URL) -> URL:
    """`url` with a bare scheme replaced by the scheme + driver agentsearch installs."""
    driver = _DEFAULT_DRIVERS.get(url.drivername)
    return url.set(drivername=driver) if driver else url


def relative_sqlite_hint(database: str) -> str:
    """How to write a SQLite URL, for an error about a relative path (`sqlite:///x.db`)."""
    if Path(database).is_absolute():
        return ""
    absolute = Path(database).expanduser().resolve()
    return (
        f" (sqlite:///{database} is relative to the current directory, i.e. {absolute};"
        f" write four slashes for an absolute path: sqlite:////{str(absolute).lstrip('/')})"
    )
