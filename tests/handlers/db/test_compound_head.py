"""In an English noun compound the last noun is the head: "sensor readings above 5" asks for
readings (each pointing at one sensor), not sensors; "passengers booked on …" is no compound (a verb
follows). A schema of our own."""

from __future__ import annotations

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE sensor (sensor_id INTEGER PRIMARY KEY, serial TEXT, site TEXT);
CREATE TABLE reading (reading_id INTEGER PRIMARY KEY, sensor_id INTEGER REFERENCES sensor (sensor_id),
    level REAL, taken_at TEXT);
INSERT INTO sensor VALUES (1, 'S-1', 'Quay'), (2, 'S-2', 'Moor');
INSERT INTO reading VALUES (1, 1, 3.0, '2024-01-01'), (2, 1, 7.5, '2024-01-02'), (3, 2, 9.0, '2024-01-02');
"""


async def test_the_last_noun_of_a_compound_is_the_rows_asked(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    db = sqlite_file(tmp_path_factory, "compound_head", "sensors.sqlite", _SCHEMA)
    rows = await ask(db, "sensor readings with a level above 5", ["sensor", "reading"])
    assert sorted(int(str(row["reading_id"])) for row in rows) == [2, 3]
