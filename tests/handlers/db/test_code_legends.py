"""Coded columns whose meaning is only in their comment (`-- S = scheduled, D = done, N = no-show`):
the builtin generator reads the legend from the comment SQLite keeps, on an invented schema (a
veterinary clinic), issue 13. General mechanism only: no word of this schema is in the library."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.nlp.querydsl.builtin.legends import code_legend, legend_phrases
from agentsearch.types import Request, SearchType

from .sqlite_schemas import ask, sqlite_file

MODELS = ["vet", "pet", "appt"]
_SCHEMA = """
CREATE TABLE vet (
    vet_id INTEGER PRIMARY KEY,
    vet_nm VARCHAR(40) NOT NULL,
    vet_on_staff_ind INTEGER NOT NULL       -- 1 = on the payroll, 0 = retired from practice
);
CREATE TABLE pet (
    pet_id INTEGER PRIMARY KEY,
    pet_nm VARCHAR(40) NOT NULL,
    pet_spc_cd CHAR(2) NOT NULL,            -- DG = dog, CT = cat, RB = rabbit (or hare), PA = parrot
    pet_born_dt DATE
);
CREATE TABLE appt (
    appt_id INTEGER PRIMARY KEY,
    appt_pet_id INTEGER NOT NULL,
    appt_vet_id INTEGER NOT NULL,
    appt_dt DATE NOT NULL,
    appt_stat_cd CHAR(1) NOT NULL,          -- S = scheduled, D = done (completed), N = no-show
    appt_fee_amt DECIMAL(8,2),              -- set only when appt_stat_cd = 'D'
    FOREIGN KEY (appt_pet_id) REFERENCES pet (pet_id),
    FOREIGN KEY (appt_vet_id) REFERENCES vet (vet_id)
);
INSERT INTO vet VALUES (1, 'Hana Okafor', 1), (2, 'Tomas Berg', 0), (3, 'Lea Moreau', 1);
INSERT INTO pet VALUES (1, 'Biscuit', 'DG', '2019-04-02'), (2, 'Mochi', 'CT', '2021-01-15'),
    (3, 'Pepper', 'RB', '2022-06-30'), (4, 'Kiwi', 'PA', '2015-09-09'), (5, 'Rex', 'DG', '2012-11-11');
INSERT INTO appt VALUES (1, 1, 1, '2024-03-01', 'D', 80.0), (2, 2, 2, '2024-03-04', 'N', NULL),
    (3, 3, 3, '2024-04-10', 'S', NULL), (4, 5, 1, '2024-04-12', 'D', 120.0),
    (5, 4, 2, '2024-05-02', 'D', 60.0), (6, 1, 3, '2024-05-20', 'S', NULL);
"""


@pytest.fixture(scope="module")
def clinic_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "clinic", "clinic.sqlite", _SCHEMA)


async def _rows(db: Path, question: str) -> list[dict[str, object]]:
    return await ask(db, question, MODELS)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # a one-letter code by its meaning (the sampled values are only 'S', 'D', 'N')
        ("scheduled appointments", "appt_id", [3, 6]),
        ("no-show appointments", "appt_id", [2]),
        # the aside in parentheses names the code too
        ("completed appointments", "appt_id", [1, 4, 5]),
        # two codes of one column: an OR list
        ("appointments that were scheduled or no-show", "appt_id", [2, 3, 6]),
        # a two-letter code among several
        ("cats", "pet_id", [2]),
        ("dogs and parrots", "pet_id", [1, 4, 5]),
        # an integer code (0/1) by a multi-word meaning, and by one distinctive word of it
        ("vets who retired from practice", "vet_id", [2]),
        ("vets on the payroll", "vet_id", [1, 3]),
        ("retired vets", "vet_id", [2]),
        # a code joined in from another table
        ("appointments of rabbits", "appt_id", [3]),
        # Chinese: 鹦鹉 glossed "parrot", 已完成 "completed" (the aside of D)
        ("鹦鹉的预约", "appt_id", [5]),
        ("已完成的预约", "appt_id", [1, 4, 5]),
    ],
)
async def test_codes_link_through_the_comment_legend(
    clinic_db: Path, question: str, key: str, expected: list[object]
) -> None:
    rows = await _rows(clinic_db, question)
    assert sorted(str(row[key]) for row in rows) == sorted(str(e) for e in expected)


def test_a_legend_is_read_and_a_condition_in_a_comment_is_not() -> None:
    assert code_legend("S = scheduled, D = done (completed), N = no-show") == {
        "S": "scheduled",
        "D": "done (completed)",
        "N": "no-show",
    }
    assert code_legend("1 = on the payroll, 0 = retired; NULL = unknown") == {
        "1": "on the payroll",
        "0": "retired",
    }
    assert code_legend("set only when appt_stat_cd = 'D'") == {}
    assert code_legend("one flag = this") == {}  # a single non-digit pair is no legend
    assert legend_phrases("rabbit (or hare)") == ["rabbit", "or hare"]
    assert legend_phrases("water (rate per cubic metre)") == ["water"]  # a long aside is no name


@pytest.mark.parametrize("engine_name", ["postgres", "mariadb"])
async def test_a_legend_in_a_server_comment_links_a_number_code(
    engine_name: str, request: pytest.FixtureRequest
) -> None:
    """On the servers the legend is a `COMMENT`; an integer code compares as a number (PostgreSQL
    refuses `integer = varchar`)."""
    url: str = request.getfixturevalue("postgres_url" if engine_name == "postgres" else "mariadb_url")
    name = "as_lg_" + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])  # letters: read as words
    engine = sa.create_engine(url)
    legend = "1 = on the payroll, 0 = retired from practice"
    with engine.begin() as connection:
        if engine_name == "postgres":
            connection.exec_driver_sql(
                f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, nm VARCHAR(40), st INTEGER)"
            )
            connection.exec_driver_sql(f"COMMENT ON COLUMN {name}.st IS '{legend}'")
        else:
            connection.exec_driver_sql(
                f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, nm VARCHAR(40), st INTEGER COMMENT '{legend}')"
            )
        connection.exec_driver_sql(f"INSERT INTO {name} VALUES (1, 'Ann', 1), (2, 'Bo', 0), (3, 'Cy', 1)")
    try:
        ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
        result = await DBHandler().search(
            Request(query=f"{name} who retired from practice", type=SearchType.DB, models=[name]), ctx
        )
        assert result.error == "", result.error
        assert sorted(item.record_id for item in result.items) == [2]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {name}")
        engine.dispose()
