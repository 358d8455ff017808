"""Chinese lone nouns and classifiers on an invented animal-shelter schema (issue 13): a single
character ending a phrase is glossed by the sense that is one of the schema's one-word values (的狗 →
dog, a code's meaning in its comment), never a locative particle (公园里的); 只 after a number is a
classifier; the number of a comparison (超过1只) is no count of rows to show."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["keeper", "animal"]
_SCHEMA = """
CREATE TABLE keeper (keeper_id INTEGER PRIMARY KEY, keeper_nm VARCHAR(40));
CREATE TABLE animal (
    animal_id INTEGER PRIMARY KEY,
    animal_nm VARCHAR(40) NOT NULL,
    spc_cd CHAR(1) NOT NULL,                -- D = dog, C = cat, B = bird
    breed VARCHAR(30),
    weight_g INTEGER,
    keeper_id INTEGER REFERENCES keeper (keeper_id)
);
INSERT INTO keeper VALUES (1, 'Ola'), (2, 'Per');
INSERT INTO animal VALUES (1, 'Rex', 'D', NULL, 30000, 1), (2, 'Tom', 'C', 'Siamese', 4200, 1),
    (3, 'Kit', 'C', NULL, 5100, 2), (4, 'Bo', 'D', 'Collie', 21000, 1), (5, 'Zaza', 'C', NULL, 3900, 1),
    (6, 'Pip', 'B', NULL, 40, 2);
"""


@pytest.fixture(scope="module")
def shelter_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "shelter", "shelter.sqlite", _SCHEMA)


async def test_a_lone_noun_ending_the_phrase_is_a_values_word(shelter_db: Path) -> None:
    rows = await ask(shelter_db, "品种不明的狗", MODELS)
    assert [row["animal_id"] for row in rows] == [1]


async def test_a_classifier_after_a_number_counts_the_rows_shown(shelter_db: Path) -> None:
    rows = await ask(shelter_db, "最重的2只猫", MODELS)
    assert [row["animal_id"] for row in rows] == [3, 2]


async def test_a_comparisons_number_is_no_limit(shelter_db: Path) -> None:
    rows = await ask(shelter_db, "照顾超过2只的饲养员", MODELS)
    assert [row["keeper_id"] for row in rows] == [1]
