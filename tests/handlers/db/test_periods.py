"""Groups by a period of a date, asked in words ("purchases per month", "monthly revenue in 2025",
每月的销售额, 按年统计), through the real DBHandler on an invented shop schema; a rate ("$40 a month")
is no group. Issue 13."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["client", "purchase"]
_SCHEMA = """
CREATE TABLE client (client_id INTEGER PRIMARY KEY, full_name VARCHAR(40), monthly_fee DECIMAL(8,2));
CREATE TABLE purchase (
    purchase_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES client (client_id),
    placed_at TIMESTAMP NOT NULL,
    total DECIMAL(8,2) NOT NULL
);
INSERT INTO client VALUES (1, 'Ann Lee', 30), (2, 'Bo Chen', 55);
INSERT INTO purchase VALUES
    (1, 1, '2024-12-30 10:00:00', 15), (2, 2, '2025-01-03 09:30:00', 20),
    (3, 1, '2025-01-20 18:00:00', 30), (4, 2, '2025-02-11 12:00:00', 40),
    (5, 1, '2025-02-28 23:59:00', 50), (6, 2, '2025-03-01 00:10:00', 60);
"""


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "periods", "shop.sqlite", _SCHEMA)


def _pairs(rows: list[dict[str, object]], period: str, value: str) -> list[tuple[str, float]]:
    return [(str(row[period]), float(str(row[value]))) for row in rows]


@pytest.mark.parametrize(
    "question", ["purchases per month", "number of purchases by month", "按月统计购买次数"]
)
async def test_a_count_per_month_in_time_order(shop_db: Path, question: str) -> None:
    rows = await ask(shop_db, question, MODELS)
    assert _pairs(rows, "month", "count") == [("2024-12", 1), ("2025-01", 2), ("2025-02", 2), ("2025-03", 1)]


@pytest.mark.parametrize("question", ["monthly revenue in 2025", "2025年每个月的销售额"])
async def test_a_sum_per_month_of_a_year(shop_db: Path, question: str) -> None:
    rows = await ask(shop_db, question, MODELS)
    assert _pairs(rows, "month", "sum_total") == [("2025-01", 50), ("2025-02", 90), ("2025-03", 60)]


@pytest.mark.parametrize("question", ["sales per year", "每年的销售额"])
async def test_a_sum_per_year(shop_db: Path, question: str) -> None:
    rows = await ask(shop_db, question, MODELS)
    assert _pairs(rows, "year", "sum_total") == [("2024", 15), ("2025", 200)]


async def test_a_rate_is_no_period(shop_db: Path) -> None:
    rows = await ask(shop_db, "clients paying more than $40 a month", MODELS)
    assert [row["full_name"] for row in rows] == ["Bo Chen"]
