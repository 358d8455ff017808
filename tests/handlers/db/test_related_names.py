"""Rows filtered on a table each of them points at carry that row's name ("open invoices of
residential customers" → each invoice and its customer's name); a join that repeats rows (one
invoice, many payments) adds nothing. An invented schema (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE customer (cust_id INTEGER PRIMARY KEY, cust_name TEXT, segment TEXT);
CREATE TABLE invoice (
    inv_id INTEGER PRIMARY KEY, cust_id INTEGER REFERENCES customer (cust_id), status TEXT, total INTEGER
);
CREATE TABLE payment (pay_id INTEGER PRIMARY KEY, inv_id INTEGER REFERENCES invoice (inv_id), method TEXT);
INSERT INTO customer VALUES (1, 'Ana Ruiz', 'residential'), (2, 'Kelp Ltd', 'business');
INSERT INTO invoice VALUES (1, 1, 'open', 10), (2, 2, 'open', 20), (3, 1, 'paid', 30);
INSERT INTO payment VALUES (1, 3, 'card'), (2, 3, 'cash'), (3, 2, 'card');
"""


@pytest.fixture(scope="module")
def billing_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "billing", "billing.sqlite", _SCHEMA)


async def test_the_row_pointed_at_shows_its_name(billing_db: Path) -> None:
    rows = await ask(billing_db, "open invoices of residential customers", ["invoice", "customer", "payment"])
    assert [(row["inv_id"], row["customer_cust_name"]) for row in rows] == [(1, "Ana Ruiz")]


async def test_a_join_that_repeats_rows_adds_no_name(billing_db: Path) -> None:
    rows = await ask(billing_db, "invoices paid by card", ["invoice", "customer", "payment"])
    assert sorted(int(str(row["inv_id"])) for row in rows) == [2, 3]
    assert all("customer_cust_name" not in row for row in rows)
