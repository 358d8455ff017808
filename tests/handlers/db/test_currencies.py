"""A currency the question names, on a schema that stores a currency code per row (an invented
marketplace, issue 13): "$", "yen", 英镑 become `ccy = 'USD'` / `'JPY'` / `'GBP'` beside the amount."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import sqlite_file

MODELS = ["seller", "payout"]
_SCHEMA = """
CREATE TABLE seller (seller_id INTEGER PRIMARY KEY, shop_nm VARCHAR(40), country VARCHAR(30));
CREATE TABLE payout (
    payout_id INTEGER PRIMARY KEY, seller_id INTEGER REFERENCES seller (seller_id),
    amt DECIMAL(10, 2), ccy CHAR(3), paid_on DATE
);
INSERT INTO seller VALUES (1, 'Kite Works', 'Japan'), (2, 'Old Mill Prints', 'UK'), (3, 'Lumen', 'USA');
INSERT INTO payout VALUES (1, 1, 150000, 'JPY', '2024-02-01'), (2, 1, 800, 'JPY', '2024-03-01'),
    (3, 2, 1200, 'GBP', '2024-02-11'), (4, 2, 300, 'GBP', '2024-04-02'), (5, 3, 1500, 'USD', '2024-03-15'),
    (6, 3, 90, 'USD', '2024-05-20'), (7, 2, 2500, 'EUR', '2024-05-21');
"""


@pytest.fixture(scope="module")
def market_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "market", "market.sqlite", _SCHEMA)


async def _ids(db: Path, question: str) -> list[int]:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{db}", "max_results": 100}}))
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=MODELS, limit=100), ctx
    )
    assert not result.error, result.error
    return sorted(int(str((item.data or {})["payout_id"])) for item in result.items)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("payouts over $1000", [5]),  # "$": US dollars (the 150,000 yen and the €2,500 are not)
        ("payouts in yen", [1, 2]),
        ("payouts above 1000 euros", [7]),
        ("payouts of more than 1000 gbp", [3]),
        ("payouts over 1000", [1, 3, 5, 7]),  # no currency named: no currency condition
        ("payouts in euros or dollars", [5, 6, 7]),  # two currencies: either
        ("超过1000英镑的payouts", [3]),  # 英镑: pounds sterling
    ],
)
async def test_a_named_currency_selects_the_currency_code(
    market_db: Path, question: str, expected: list[int]
) -> None:
    assert await _ids(market_db, question) == expected
