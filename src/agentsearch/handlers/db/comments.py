"""Column comments SQLite keeps only as `-- …` in its CREATE TABLE text.

PostgreSQL and MySQL/MariaDB store `COMMENT`s that reflection reads; SQLite has no such thing, but
`sqlite_master.sql` holds the statement as written, comments included. The comment on a column's
line ("termination_date DATE, -- NULL while the employee is still employed") is that column's
description, as it would be on the other engines.
"""

from __future__ import annotations

import re

import sqlalchemy as sa

__all__ = ["ddl_comments", "sqlite_comments"]

_LINE = re.compile(r"^\s*[\"`\[]?(?P<name>[A-Za-z_]\w*)[\"`\]]?\s+(?P<rest>.*?)--\s?(?P<comment>.*?)\s*$")
_NOT_COLUMNS = frozenset({"primary", "foreign", "unique", "constraint", "check", "create", "key"})


def ddl_comments(sql: str) -> dict[str, str]:
    """column name → the `--` comment on its line in a CREATE TABLE statement."""
    out: dict[str, str] = {}
    for line in sql.splitlines():
        match = _LINE.match(line)
        if match is None or match.group("name").lower() in _NOT_COLUMNS:
            continue
        if match.group("rest").count("'") % 2:  # the "--" is inside a string literal
            continue
        comment = match.group("comment").strip()
        if comment:
            out.setdefault(match.group("name"), comment)
    return out


def sqlite_comments(connection: sa.Connection, table: str) -> dict[str, str]:
    row = connection.execute(
        sa.text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = :name"), {"name": table}
    ).first()
    return ddl_comments(str(row[0])) if row is not None and row[0] else {}
