"""The builtin generator on a second invented schema (a hotel, PascalCase names, DECIMAL money
without a money word in its name): each question answered like its hand-written SQL (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["Guests", "Rooms", "Bookings", "Transfers"]
_SCHEMA = """
CREATE TABLE Guests (GuestId INTEGER PRIMARY KEY, FullName VARCHAR(60), Country VARCHAR(40));
CREATE TABLE Rooms (RoomId INTEGER PRIMARY KEY, RoomNumber VARCHAR(10), RoomType VARCHAR(20),
    NightlyRate DECIMAL(8,2), Floor INTEGER);
CREATE TABLE Bookings (BookingId INTEGER PRIMARY KEY, GuestId INTEGER, RoomId INTEGER, CheckIn DATE,
    TotalPaid DECIMAL(8,2), Status VARCHAR(20),
    FOREIGN KEY (GuestId) REFERENCES Guests (GuestId), FOREIGN KEY (RoomId) REFERENCES Rooms (RoomId));
CREATE TABLE Transfers (TransferId INTEGER PRIMARY KEY, GuestId INTEGER, OriginCity VARCHAR(40),
    DestinationCity VARCHAR(40), FOREIGN KEY (GuestId) REFERENCES Guests (GuestId));
INSERT INTO Transfers VALUES (1, 1, 'Lisbon', 'Porto'), (2, 2, 'Porto', 'Lisbon'), (3, 3, 'Lisbon', 'Faro');
INSERT INTO Guests VALUES (1, 'Anna Berg', 'Sweden'), (2, 'Luis Ortega', 'Spain'),
    (3, 'Mei Chen', 'China'), (4, 'Tom Hart', 'Canada');
INSERT INTO Rooms VALUES (1, '101', 'single', 80, 1), (2, '102', 'double', 120, 1),
    (3, '201', 'suite', 300, 2), (4, '202', 'double', 130, 2);
INSERT INTO Bookings VALUES (1, 1, 3, '2024-05-01', 900, 'completed'),
    (2, 2, 1, '2024-06-10', 160, 'cancelled'), (3, 3, 2, '2024-07-01', 840, 'completed'),
    (4, 1, 4, '2024-08-15', 130, 'completed'),
    (5, 4, 3, '2024-12-24', 900, 'booked');
"""


@pytest.fixture(scope="module")
def hotel_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "hotel", "hotel.sqlite", _SCHEMA)


async def _rows(db: Path, question: str) -> list[dict[str, object]]:
    return await ask(db, question, MODELS)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # an ordinal before a column word is its value
        ("double rooms on the 2nd floor", "RoomId", [4]),
        # DECIMAL(8,2) is money even when its name says "rate": cheaper / most expensive use it
        ("rooms cheaper than 150 a night", "RoomId", [1, 2, 4]),
        ("最贵的房间", "RoomId", [3]),
        # "spent the most": a sum of the amount of the rows pointing at each guest, the top one
        ("which guest spent the most", "GuestId", [1]),
        ("guests who paid more than 850 in total", "GuestId", [1, 4]),
        # "to X" / "from X": the destination or the origin column of two holding the same values
        ("transfers to Lisbon", "TransferId", [2]),
        ("transfers from Lisbon", "TransferId", [1, 3]),
    ],
)
async def test_rows_like_the_hand_written_sql(
    hotel_db: Path, question: str, key: str, expected: list[int]
) -> None:
    rows = await _rows(hotel_db, question)
    assert sorted(row[key] for row in rows) == expected  # type: ignore[type-var]


async def test_columns_of_a_related_table_asked_for_are_added(hotel_db: Path) -> None:
    for question in ("completed bookings with their guest's name", "completed bookings, show the guest"):
        rows = await _rows(hotel_db, question)
        assert sorted((row["BookingId"], row["guests_fullname"]) for row in rows) == [  # type: ignore[type-var]
            (1, "Anna Berg"),
            (3, "Mei Chen"),
            (4, "Anna Berg"),
        ], question


async def test_a_question_that_starts_with_a_column_asks_for_its_values(hotel_db: Path) -> None:
    rows = await _rows(hotel_db, "countries of guests who booked a suite")
    assert sorted(row["Country"] for row in rows) == ["Canada", "Sweden"]  # type: ignore[type-var]
    assert all(set(row) == {"Country"} for row in rows)  # the distinct values, not the guests
    rows = await _rows(hotel_db, "guests who booked a suite")  # a table first: its rows
    assert sorted(row["GuestId"] for row in rows) == [1, 4]  # type: ignore[type-var]


async def test_a_plural_superlative_without_a_count_is_the_rows_tied_at_the_extreme(hotel_db: Path) -> None:
    rows = await _rows(hotel_db, "rooms on the lowest floor")
    assert sorted(row["RoomId"] for row in rows) == [1, 2]  # type: ignore[type-var]
    rows = await _rows(hotel_db, "most expensive rooms")  # one top room: the ordered list stays
    assert [row["RoomId"] for row in rows] == [3, 4, 2, 1]


async def test_a_table_word_and_a_column_word_group_by_the_column(hotel_db: Path) -> None:
    rows = await _rows(hotel_db, "total revenue per room type")
    assert {row["RoomType"]: row["sum_totalpaid"] for row in rows} == {
        "double": 970.0,
        "single": 160.0,
        "suite": 1800.0,
    }
