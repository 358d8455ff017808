"""Chinese counts on an invented clinic schema (issue 13): a verb and a classifier instead of the
counted rows' name (接诊超过2次的医生 counts the one table pointing at doctors), the grouped column
named last (客户超过1个的城市), and an English compound written apart ("policy holder" →
`policyholder`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["doctor", "policyholder", "appointment"]
_SCHEMA = """
CREATE TABLE doctor (doctor_id INTEGER PRIMARY KEY, doctor_nm VARCHAR(40));
CREATE TABLE policyholder (
    holder_id INTEGER PRIMARY KEY, holder_nm VARCHAR(40), city VARCHAR(20), birth_yr INTEGER
);
CREATE TABLE appointment (
    appt_id INTEGER PRIMARY KEY, doctor_id INTEGER REFERENCES doctor (doctor_id),
    holder_id INTEGER REFERENCES policyholder (holder_id), fee DECIMAL(6, 2)
);
INSERT INTO doctor VALUES (1, 'Ada'), (2, 'Bo'), (3, 'Cy');
INSERT INTO policyholder VALUES (1, 'Dee', 'Oslo', 1990), (2, 'Eli', 'Oslo', 2001),
    (3, 'Fay', 'Rome', 1985), (4, 'Gus', 'Oslo', 2003), (5, 'Hal', 'Rome', 1999);
INSERT INTO appointment VALUES (1, 1, 1, 30), (2, 1, 2, 40), (3, 1, 3, 50), (4, 2, 4, 20),
    (5, 2, 5, 25), (6, 3, 1, 60);
"""


@pytest.fixture(scope="module")
def clinic_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "clinic", "clinic.sqlite", _SCHEMA)


async def test_a_verb_and_a_classifier_count_the_one_table_pointing_at_the_rows(clinic_db: Path) -> None:
    rows = await ask(clinic_db, "接诊超过2次的医生", MODELS)
    assert [row["doctor_id"] for row in rows] == [1]
    rows = await ask(clinic_db, "接诊至少2次的医生", MODELS)
    assert sorted(int(str(row["doctor_id"])) for row in rows) == [1, 2]


async def test_the_grouped_column_may_be_named_last(clinic_db: Path) -> None:
    rows = await ask(clinic_db, "投保人超过2个的城市", MODELS)
    assert [row["city"] for row in rows] == ["Oslo"]


async def test_a_bare_number_is_not_a_count(clinic_db: Path) -> None:
    rows = await ask(clinic_db, "2000年及以后出生的投保人", MODELS)
    assert sorted(int(str(row["holder_id"])) for row in rows) == [2, 4]


async def test_a_compound_written_apart_names_the_table(clinic_db: Path) -> None:
    (row,) = await ask(clinic_db, "how many policy holders live in Rome", MODELS)
    assert list(row.values()) == [2]
