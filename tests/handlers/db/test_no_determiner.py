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
    [("proposals with no reviewer", [1, 3]), ("proposals where needs ethics is no", [1, 4])],
)
async def test_no_before_a_noun_is_not_a_value(
    proposals_db: Path, question: str, expected: list[int]
) -> None:
    rows = await ask(proposals_db, question, ["proposal", "reviewer"])
    assert sorted(int(str(row["prop_id"])) for row in rows) == expected
