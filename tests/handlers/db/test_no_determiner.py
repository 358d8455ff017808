""" "no" before a noun is a determiner ("proposals with no reviewer": the reviewer is missing), not
the value "no" of a yes/no column; alone it is still that value. An invented schema (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE reviewer (reviewer_id INTEGER PRIMARY KEY, full_name TEXT);
CREATE TABLE proposal (
    prop_id INTEGER PRIMARY KEY, title TEXT, needs_ethics CHAR(3),
    reviewer_id INTEGER REFERENCES reviewer (reviewer_id)
);
INSERT INTO reviewer VALUES (1, 'Ada Park'), (2, 'Bo Lind');
INSERT INTO proposal VALUES (1, 'Soil', 'no', NULL), (2, 'Bees', 'yes', 1), (3, 'Moss', 'yes', NULL),
    (4, 'Kelp', 'no', 2);
"""


@pytest.fixture(scope="module")
def proposals_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "proposals", "proposals.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("proposals with no reviewer", [1, 3]),
        ("proposals that have no reviewer", [1, 3]),
        ("proposals where there is no reviewer", [1, 3]),
        ("proposals where needs ethics is no", [1, 4]),
        ("proposals where needs ethics is no sorted by title", [1, 4]),
        ("proposals where needs ethics is yes", [2, 3]),
    ],
)
async def test_no_before_a_noun_is_not_a_value(
    proposals_db: Path, question: str, expected: list[int]
) -> None:
    rows = await ask(proposals_db, question, ["proposal", "reviewer"])
    titles = {1: "Soil", 2: "Bees", 3: "Moss", 4: "Kelp"}
    assert sorted(str(row["title"]) for row in rows) == sorted(titles[i] for i in expected)


@pytest.mark.parametrize(
    "question", ["needs ethics = no, title only", "needs ethics: no proposals", "needs ethics no proposals"]
)
async def test_no_after_its_column_is_the_value(proposals_db: Path, question: str) -> None:
    rows = await ask(proposals_db, question, ["proposal", "reviewer"])
    assert rows
    assert all(row.get("needs_ethics", "no") == "no" for row in rows)
    assert {str(row["title"]) for row in rows if "title" in row} <= {"Soil", "Kelp"}
