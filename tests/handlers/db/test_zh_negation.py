"""Chinese negations of a verb of recording on an invented workshop schema (issue 13): 没有登记电话,
不含过敏原 say only that the noun after them is missing (IS NULL), whatever the verb; a verb that names
the schema stays (没有分配负责人: "assigned" names the assignee key); 不明 is "unknown"."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["staff", "task", "snack"]
_SCHEMA = """
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, staff_nm VARCHAR(40), phone VARCHAR(20));
CREATE TABLE task (
    task_id INTEGER PRIMARY KEY, title VARCHAR(40),
    assignee_id INTEGER REFERENCES staff (staff_id)
);
CREATE TABLE snack (snack_id INTEGER PRIMARY KEY, snack_nm VARCHAR(40), allergen VARCHAR(20));
INSERT INTO staff VALUES (1, 'Ana', '555-1'), (2, 'Ben', NULL), (3, 'Cai', NULL);
INSERT INTO task VALUES (1, 'Paint', 1), (2, 'Sand', NULL), (3, 'Glue', 2);
INSERT INTO snack VALUES (1, 'Pretzel', 'gluten'), (2, 'Apple', NULL), (3, 'Trail mix', 'nuts');
"""


@pytest.fixture(scope="module")
def workshop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "workshop", "workshop.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        ("没有登记电话的员工", "staff_id", [2, 3]),
        ("还没填电话的员工", "staff_id", [2, 3]),
        ("不含过敏原的零食", "snack_id", [2]),
        ("没有分配负责人的任务", "task_id", [2]),
        ("过敏原不明的零食", "snack_id", [2]),
    ],
)
async def test_a_negated_verb_of_recording_means_the_noun_is_missing(
    workshop_db: Path, question: str, key: str, expected: list[int]
) -> None:
    rows = await ask(workshop_db, question, MODELS)
    assert sorted(int(str(row[key])) for row in rows) == expected
