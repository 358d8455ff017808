"""Load a text2sql suite schema into the local PostgreSQL / MariaDB, so the same questions can be
asked of all three engines (gold rows still come from SQLite: the data is identical).

PostgreSQL: schema `t2s_<name>` in database `test` (searched first through `search_path`);
MariaDB: database `t2s_<name>`. Both are dropped and rebuilt on every call. A column's `-- …`
comment in schema.sql becomes a real column comment (PostgreSQL `COMMENT ON COLUMN`, MariaDB
`COMMENT '…'`), as SQLite keeps it in its CREATE TABLE text, so all three engines describe the
columns alike.
"""

from __future__ import annotations

import re
from pathlib import Path

import sqlalchemy as sa

from agentsearch.handlers.db.comments import ddl_comments

__all__ = ["copy_to_server", "server_tables"]

_PG = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
_MARIADB = "mysql+pymysql://root@127.0.0.1:3306"


def _statements(path: Path) -> list[str]:
    lines = [
        line for line in path.read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith("--")
    ]
    text = "\n".join(line.split(" --", 1)[0] if "'" not in line else line for line in lines)
    return [part.strip() for part in text.split(";\n") if part.strip().rstrip(";").strip()]


def _comment_statements(path: Path, engine: str) -> list[str]:
    """The `--` column comments of schema.sql as statements of `engine` (run after the tables)."""
    out: list[str] = []
    # a ";" inside a comment ("e.g. X-1; prefix …") ends no statement: the comments after it
    # in the same table were lost on the servers
    text = re.sub(r"--[^\n]*", lambda m: m.group(0).replace(";", "\x00"), path.read_text(encoding="utf-8"))
    for block in (part.replace("\x00", ";") for part in text.split(";")):
        head = re.search(r"CREATE\s+TABLE\s+(\w+)", block, re.IGNORECASE)
        if head is None:
            continue
        table = head.group(1)
        for column, comment in ddl_comments(block).items():
            text = comment.replace("'", "''")
            if engine == "postgresql":
                out.append(f"COMMENT ON COLUMN {table}.{column} IS '{text}'")
            else:
                out.append(f"__mariadb_comment__ {table} {column} {text}")
    return out


def _mariadb_comment(connection: sa.Connection, statement: str) -> None:
    """MariaDB can only comment a column by restating its definition: take it from the server."""
    _, table, column, text = statement.split(" ", 3)
    row = connection.exec_driver_sql(f"SHOW CREATE TABLE {table}").first()
    assert row is not None
    line = next(part for part in str(row[1]).splitlines() if part.strip().startswith(f"`{column}`"))
    definition = line.strip().rstrip(",")
    connection.exec_driver_sql(f"ALTER TABLE {table} MODIFY {definition} COMMENT '{text}'".replace("%", "%%"))


def copy_to_server(engine: str, schema: str, suite: Path) -> str:
    """Rebuild `schema` of the suite on `engine` ("postgresql" or "mariadb"); returns its URL."""
    name = f"t2s_{schema}"
    statements = _statements(suite / schema / "schema.sql") + _statements(suite / schema / "data.sql")
    statements += _comment_statements(suite / schema / "schema.sql", engine)
    if engine == "postgresql":
        admin = sa.create_engine(_PG)
        with admin.begin() as connection:
            connection.exec_driver_sql(f"DROP SCHEMA IF EXISTS {name} CASCADE")
            connection.exec_driver_sql(f"CREATE SCHEMA {name}")
        admin.dispose()
        url = f"{_PG}?options=-csearch_path%3D{name}"
    elif engine == "mariadb":
        admin = sa.create_engine(_MARIADB)
        with admin.begin() as connection:
            connection.exec_driver_sql(f"DROP DATABASE IF EXISTS {name}")
            connection.exec_driver_sql(f"CREATE DATABASE {name} CHARACTER SET utf8mb4")
        admin.dispose()
        url = f"{_MARIADB}/{name}?charset=utf8mb4"
    else:
        raise ValueError(f"unknown engine {engine!r} (sqlite, postgresql, mariadb)")
    target = sa.create_engine(url)
    with target.begin() as connection:
        for statement in statements:
            if statement.startswith("__mariadb_comment__ "):
                _mariadb_comment(connection, statement)
                continue
            connection.exec_driver_sql(statement.rstrip(";").replace("%", "%%"))
    target.dispose()
    return url


def server_tables(url: str) -> list[str]:
    engine = sa.create_engine(url)
    try:
        return sorted(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()
