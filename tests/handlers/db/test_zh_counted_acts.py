"""A Chinese count that names an act rather than rows, on an invented parks schema (issue 13):
被检查次数最多的公园 counts the inspections (检查 "inspect" begins the name of one of the two tables
pointing at parks) per park, ordered by 最多."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["park", "inspection", "permit"]
_SCHEMA = """
CREATE TABLE park (park_id INTEGER PRIMARY KEY, park_nm VARCHAR(40));
CREATE TABLE inspection (insp_id INTEGER PRIMARY KEY, park_id INTEGER REFERENCES park (park_id),
    insp_dt DATE);
CREATE TABLE permit (permit_id INTEGER PRIMARY KEY, park_id INTEGER REFERENCES park (park_id),
    fee_cents INTEGER);
INSERT INTO park VALUES (1, 'Elm'), (2, 'Oak'), (3, 'Ash');
INSERT INTO inspection VALUES (1, 2, '2024-01-02'), (2, 2, '2024-02-03'), (3, 1, '2024-03-04'),
    (4, 2, '2024-04-05');
INSERT INTO permit VALUES (1, 1, 100), (2, 1, 200), (3, 1, 300), (4, 1, 400), (5, 3, 500);
"""


@pytest.fixture(scope="module")
def parks_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "parks", "parks.sqlite", _SCHEMA)


async def test_a_count_of_an_act_counts_the_table_the_verb_names(parks_db: Path) -> None:
    rows = await ask(parks_db, "被检查次数最多的公园", MODELS)
    assert [row["park_id"] for row in rows][:1] == [2]
