"""Chinese groups, superlatives and segmentation on an invented winery schema (issue 13): a question
opening on 不同X的 asks per X, the word right before 最高 says what is ordered even when it links
weakly (保费 → an abbreviated `pol_prem_cents`), and a longer general word beats a word found only
inside values (葡萄园 is a vineyard, not 葡萄 + 园)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["vineyard", "grape", "recipe", "policy"]
_SCHEMA = """
CREATE TABLE vineyard (vineyard_id INTEGER PRIMARY KEY, vineyard_nm VARCHAR(40), area_ha DECIMAL(6, 1));
CREATE TABLE grape (grape_id INTEGER PRIMARY KEY, grape_nm VARCHAR(40),
    vineyard_id INTEGER REFERENCES vineyard (vineyard_id));
CREATE TABLE recipe (recipe_id INTEGER PRIMARY KEY, title VARCHAR(40), difficulty VARCHAR(10),
    total_time_sec INTEGER);
CREATE TABLE policy (pol_no VARCHAR(10) PRIMARY KEY, pol_prem_cents INTEGER);
INSERT INTO vineyard VALUES (1, 'North', 12.5), (2, 'South', 40.0), (3, 'East', 7.0);
INSERT INTO grape VALUES (1, '赤霞珠葡萄', 1), (2, '霞多丽葡萄', 2), (3, '梅洛葡萄', 3);
INSERT INTO recipe VALUES (1, 'Soup', 'easy', 600), (2, 'Stew', 'hard', 3600), (3, 'Salad', 'easy', 1200);
INSERT INTO policy VALUES ('P1', 50000), ('P2', 90000), ('P3', 70000);
"""


@pytest.fixture(scope="module")
def winery_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "winery", "winery.sqlite", _SCHEMA)


async def test_different_x_asks_per_x(winery_db: Path) -> None:
    rows = await ask(winery_db, "不同难度的菜谱平均要多少分钟", MODELS)
    by_level = {str(row["difficulty"]): float(str(list(row.values())[-1])) for row in rows}
    assert by_level == {"easy": 15.0, "hard": 60.0}


async def test_the_word_before_a_chinese_superlative_is_ordered(winery_db: Path) -> None:
    rows = await ask(winery_db, "保费最高的2张保单", MODELS)
    assert [row["pol_no"] for row in rows] == ["P2", "P3"]


async def test_a_longer_general_word_beats_a_word_inside_values(winery_db: Path) -> None:
    rows = await ask(winery_db, "面积最大的两个葡萄园", MODELS)
    assert [row["vineyard_id"] for row in rows] == [2, 1]
