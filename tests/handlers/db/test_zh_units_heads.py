"""Chinese numbers with units and the head noun on an invented sports-club schema (issue 13): 1米9 is
1.9 metres, 500欧 is euros (on a cents column), an abbreviated elevation (`elev_m`) is a length in
metres, and a phrase ending on a value (…的守门员) asks for the rows that value describes."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["player", "goal", "course", "site", "trail"]
_SCHEMA = """
CREATE TABLE player (
    player_id INTEGER PRIMARY KEY, player_nm VARCHAR(40), position VARCHAR(20), height_cm INTEGER
);
CREATE TABLE goal (goal_id INTEGER PRIMARY KEY, player_id INTEGER REFERENCES player (player_id),
    scored_min INTEGER);
CREATE TABLE course (course_id INTEGER PRIMARY KEY, title VARCHAR(40), fee_cents INTEGER);
CREATE TABLE site (site_id INTEGER PRIMARY KEY, site_nm VARCHAR(40), elev_m INTEGER);
CREATE TABLE trail (trail_id INTEGER PRIMARY KEY, site_id INTEGER REFERENCES site (site_id),
    length_km DECIMAL(5, 1));
INSERT INTO player VALUES (1, 'Ari', 'Goalkeeper', 193), (2, 'Bea', 'Goalkeeper', 185),
    (3, 'Cal', 'Striker', 195), (4, 'Dov', 'Goalkeeper', 201);
INSERT INTO goal VALUES (1, 3, 12), (2, 3, 80), (3, 1, 44);
INSERT INTO course VALUES (1, 'Basics', 30000), (2, 'Advanced', 65000), (3, 'Camp', 52000);
INSERT INTO site VALUES (1, 'Lowfield', 120), (2, 'Ridge', 650), (3, 'Summit', 2100);
INSERT INTO trail VALUES (1, 1, 3.5), (2, 2, 800.0), (3, 3, 12.0);
"""


@pytest.fixture(scope="module")
def club_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "club", "club.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        ("身高超过1米9的守门员", "player_id", [1, 4]),  # the head noun is a value of player.position
        ("身高超过1米95的守门员", "player_id", [4]),
        ("学费超过500欧的课程", "course_id", [2, 3]),
        ("海拔高于400米的地点", "site_id", [2, 3]),
    ],
)
async def test_chinese_units_and_the_head_noun(
    club_db: Path, question: str, key: str, expected: list[int]
) -> None:
    rows = await ask(club_db, question, MODELS)
    assert sorted(int(str(row[key])) for row in rows) == expected
