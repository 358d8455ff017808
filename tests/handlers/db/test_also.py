"""Rows that are also rows of a table they are keyed to ("volunteers who are also donors") keep
only those with such a row, on a schema of our own; the plain question keeps them all."""

from __future__ import annotations

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE patrons (patron_id INTEGER PRIMARY KEY, full_name TEXT, pledged REAL);
CREATE TABLE stewards (steward_id INTEGER PRIMARY KEY, full_name TEXT, shift TEXT,
    patron_id INTEGER REFERENCES patrons (patron_id));
INSERT INTO patrons VALUES (1, 'Ida Marsh', 50), (2, 'Col Brand', 20);
INSERT INTO stewards VALUES (1, 'Ida Marsh', 'late', 1), (2, 'Fen Otto', 'early', NULL),
    (3, 'Col Brand', 'early', 2);
"""


async def test_rows_that_are_also_rows_of_a_keyed_table(tmp_path_factory: pytest.TempPathFactory) -> None:
    db = sqlite_file(tmp_path_factory, "also", "stewards.sqlite", _SCHEMA)
    rows = await ask(db, "stewards who are also patrons", ["patrons", "stewards"])
    assert sorted(str(row["full_name"]) for row in rows) == ["Col Brand", "Ida Marsh"]
    assert len(await ask(db, "stewards", ["patrons", "stewards"])) == 3
