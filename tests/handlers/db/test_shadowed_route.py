"""A phrase that names a table and partly spells a link table ("bookings" → bookings, and
booking_guests) does not send a join the long way through that link table: "bookings made by Ann"
are those whose organiser is Ann, not those Ann was a guest at. A meeting-room schema of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT);
CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, organiser_id INTEGER REFERENCES members (member_id),
    topic TEXT, starts_at TEXT);
CREATE TABLE booking_guests (booking_id INTEGER REFERENCES bookings (booking_id),
    member_id INTEGER REFERENCES members (member_id), PRIMARY KEY (booking_id, member_id));
INSERT INTO members VALUES (1, 'Ann Vale'), (2, 'Bo Lind');
INSERT INTO bookings VALUES (1, 1, 'Planning', '2024-05-01'), (2, 2, 'Review', '2024-05-02'),
    (3, 2, 'Retro', '2024-05-03');
INSERT INTO booking_guests VALUES (2, 1), (3, 1), (1, 2);
"""


@pytest.fixture(scope="module")
def rooms_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "shadowed_route", "rooms.sqlite", _SCHEMA)


async def test_the_direct_key_wins_over_a_longer_route_through_a_partly_named_link(rooms_db: Path) -> None:
    rows = await ask(rooms_db, "bookings made by ann vale", ["members", "bookings", "booking_guests"])
    assert [row["topic"] for row in rows] == ["Planning"]
