"""Chinese everyday words on an invented transport-booking schema (issue 13): 最 before any adjective
is a superlative (延误最严重), 班次 is a trip, and 订单 may be a booking or a reservation."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["guest", "trip", "reservation"]
_SCHEMA = """
CREATE TABLE guest (guest_id INTEGER PRIMARY KEY, full_name VARCHAR(40));
CREATE TABLE trip (trip_id INTEGER PRIMARY KEY, delay_sec INTEGER);
CREATE TABLE reservation (
    reservation_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guest (guest_id),
    trip_id INTEGER REFERENCES trip (trip_id)
);
INSERT INTO guest VALUES (1, '李静'), (2, '王磊');
INSERT INTO trip VALUES (1, 60), (2, 900), (3, NULL), (4, 300);
INSERT INTO reservation VALUES (1, 1, 1), (2, 2, 2), (3, 1, 4);
"""


@pytest.fixture(scope="module")
def booking_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "booking", "booking.sqlite", _SCHEMA)


async def test_most_before_any_adjective_is_a_superlative(booking_db: Path) -> None:
    rows = await ask(booking_db, "延误最严重的2个班次", MODELS)
    assert [row["trip_id"] for row in rows] == [2, 4]


async def test_an_order_may_be_a_reservation(booking_db: Path) -> None:
    rows = await ask(booking_db, "李静的所有订单", MODELS)
    assert sorted(int(str(row["reservation_id"])) for row in rows) == [1, 3]
