"""The database URLs users write: `mysql://`, `mariadb://`, `postgres://`, and relative SQLite paths."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import make_url

from agentsearch.dburl import with_default_driver
from agentsearch.errors import SearchError
from agentsearch.handlers.db.engines import get_engine
from agentsearch.store.engine import normalize_url


@pytest.mark.parametrize(
    ("url", "driver"),
    [
        ("mysql://root@127.0.0.1:3306/test", "mysql+pymysql"),
        ("mariadb://root@127.0.0.1:3306/test", "mariadb+pymysql"),
        ("postgres://postgres@127.0.0.1/test", "postgresql+psycopg"),
        ("postgresql://postgres@127.0.0.1/test", "postgresql+psycopg"),
        ("mysql+mysqldb://root@h/test", "mysql+mysqldb"),  # an explicit driver is the user's choice
    ],
)
def test_bare_schemes_map_to_the_shipped_drivers(url: str, driver: str) -> None:
    assert with_default_driver(make_url(url)).drivername == driver


def test_a_mysql_url_connects_to_the_real_mariadb(mariadb_url: str) -> None:
    bare = mariadb_url.replace("mysql+pymysql://", "mysql://", 1)
    with get_engine(bare).connect() as connection:
        assert connection.execute(sa.text("SELECT 1")).scalar() == 1


def test_a_postgres_url_opens_the_chat_store_driver(postgres_url: str) -> None:
    bare = postgres_url.replace("postgresql+psycopg://", "postgres://", 1)
    assert normalize_url(bare).drivername == "postgresql+psycopg"


def test_a_relative_sqlite_url_error_says_how_to_write_it() -> None:
    with pytest.raises(SearchError) as info:
        get_engine("sqlite:///no-such-shop.db")
    message = str(info.value)
    assert message.startswith("SQLite database file not found: no-such-shop.db (sqlite:///no-such-shop.db is")
    assert "write four slashes for an absolute path: sqlite:////" in message and "\n" not in message
