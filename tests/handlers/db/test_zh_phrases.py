"""Chinese phrases on an invented customer schema (issue 13): X以外的Y / 除了X以外的Y put the negation
after the value it negates (the gloss moves it before: country <> 'US'), and 10分钟内 is "10 minutes
or less", 90后 people born in the 1990s."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["customer", "call"]
_SCHEMA = """
CREATE TABLE customer (
    cust_id INTEGER PRIMARY KEY, cust_nm VARCHAR(40), country VARCHAR(2), birth_year INTEGER
);
INSERT INTO customer VALUES (1, 'Ada', 'US', 1988), (2, 'Bo', 'DE', 1990), (3, 'Cy', 'US', 1999),
    (4, 'Di', 'JP', 2001);
CREATE TABLE call (call_id INTEGER PRIMARY KEY, cust_id INTEGER REFERENCES customer (cust_id),
    duration_sec INTEGER);
INSERT INTO call VALUES (1, 1, 300), (2, 2, 900), (3, 3, 599), (4, 4, 1200);
"""


@pytest.fixture(scope="module")
def customer_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "customers", "customers.sqlite", _SCHEMA)


@pytest.mark.parametrize("question", ["美国以外的客户", "除了美国以外的客户", "美国之外的客户"])
async def test_a_value_before_yiwai_is_negated(customer_db: Path, question: str) -> None:
    rows = await ask(customer_db, question, MODELS)
    assert sorted(int(str(row["cust_id"])) for row in rows) == [2, 4]


async def test_within_an_amount_is_or_less(customer_db: Path) -> None:
    rows = await ask(customer_db, "10分钟内的通话", MODELS)
    assert sorted(int(str(row["call_id"])) for row in rows) == [1, 3]


async def test_a_generation_is_a_decade_of_births(customer_db: Path) -> None:
    rows = await ask(customer_db, "90后的客户", MODELS)
    assert sorted(int(str(row["cust_id"])) for row in rows) == [2, 3]
