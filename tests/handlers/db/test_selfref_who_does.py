"""A self-referencing key asked with "who does X …" (a schema of our own): "who does X report to" is
the row X's key points at; "who does X supervise" are the rows pointing at X (X is the subject,
unlike "who supervises X"), even when a row of another table shares X's first name."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT,
    supervisor_id INTEGER REFERENCES staff (staff_id));
CREATE TABLE patrons (patron_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, patron_id INTEGER REFERENCES patrons (patron_id),
    staff_id INTEGER REFERENCES staff (staff_id), visited_on TEXT);
INSERT INTO staff VALUES (1, 'Nora Quill', NULL), (2, 'Ivo Brandt', 1), (3, 'Lea Moss', 1),
    (4, 'Sam Pike', 2);
INSERT INTO patrons VALUES (1, 'Nora', 'Hale'), (2, 'Ben', 'Arno');
INSERT INTO visits VALUES (1, 1, 2, '2024-01-02'), (2, 2, 1, '2024-01-03');
"""
_MODELS = ["staff", "patrons", "visits"]


@pytest.fixture(scope="module")
def staff_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "selfref_who_does", "staff.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("who does sam pike report to", ["Ivo Brandt"]),
        ("who does nora quill supervise", ["Ivo Brandt", "Lea Moss"]),
        ("who supervises lea moss", ["Nora Quill"]),
    ],
)
async def test_who_does_reads_the_direction_of_the_key(
    staff_db: Path, question: str, expected: list[str]
) -> None:
    rows = await ask(staff_db, question, _MODELS)
    assert sorted(str(row["full_name"]) for row in rows) == expected
