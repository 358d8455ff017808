"""A yes/no column named by a word with a negative prefix: "inactive users", "deactivated users",
"unverified members" → the flag is 0 (and "not inactive" → 1). An invented schema (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE member (member_id INTEGER PRIMARY KEY, handle TEXT, is_active INTEGER, is_verified INTEGER);
INSERT INTO member VALUES (1, 'ash', 1, 1), (2, 'birch', 0, 1), (3, 'cedar', 1, 0), (4, 'dune', 0, 0);
"""


@pytest.fixture(scope="module")
def members_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "members", "members.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("inactive members", [2, 4]),
        ("deactivated members", [2, 4]),
        ("unverified members", [3, 4]),
        ("active members", [1, 3]),
    ],
)
async def test_a_negative_prefix_negates_the_flag(
    members_db: Path, question: str, expected: list[int]
) -> None:
    rows = await ask(members_db, question, ["member"])
    assert sorted(int(str(row["member_id"])) for row in rows) == expected
