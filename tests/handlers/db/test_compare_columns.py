"""Conditions comparing two columns, on a courier schema of our own: two foreign keys to one table
("a different town than", "the same town") join it once per key and compare the copies; "their own
town" compares the row's column with the same kind of column of a table the question names."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE depot (depot_id INTEGER PRIMARY KEY, depot_name TEXT, town TEXT);
CREATE TABLE sender (sender_id INTEGER PRIMARY KEY, full_name TEXT, town TEXT);
CREATE TABLE parcel (parcel_id INTEGER PRIMARY KEY, sender_id INTEGER REFERENCES sender (sender_id),
    origin_depot_id INTEGER REFERENCES depot (depot_id), target_depot_id INTEGER REFERENCES depot (depot_id),
    tracking_code TEXT);
INSERT INTO depot VALUES (1, 'North Yard', 'Avonford'), (2, 'Quay Shed', 'Avonford'),
    (3, 'Hill Store', 'Brackley');
INSERT INTO sender VALUES (1, 'Ola Brandt', 'Avonford'), (2, 'Pia Soto', 'Brackley'),
    (3, 'Rui Okafor', 'Brackley');
INSERT INTO parcel VALUES (1, 1, 1, 2, 'TX-101'), (2, 1, 1, 3, 'TX-102'), (3, 2, 3, 3, 'TX-103'),
    (4, 2, 2, 1, 'TX-104'), (5, 3, 1, 3, 'TX-105');
"""
_MODELS = ["depot", "sender", "parcel"]


@pytest.fixture(scope="module")
def courier_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "compare_columns", "courier.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("parcels whose target depot is in a different town than the origin depot", [2, 5]),
        ("parcels where the origin and target depot are in the same town", [1, 3, 4]),
    ],
)
async def test_two_keys_to_one_table_compare_the_two_rows(
    courier_db: Path, question: str, expected: list[int]
) -> None:
    rows = await ask(courier_db, question, _MODELS)
    assert sorted(int(str(row["parcel_id"])) for row in rows) == expected


async def test_their_own_compares_with_the_named_table(courier_db: Path) -> None:
    rows = await ask(courier_db, "senders who sent a parcel from a depot in their own town", _MODELS)
    assert sorted(str(row["full_name"]) for row in rows) == ["Ola Brandt", "Pia Soto"]


_CREW = """
CREATE TABLE crew (crew_id INTEGER PRIMARY KEY, full_name TEXT, joined_on DATE, day_rate REAL,
    lead_id INTEGER REFERENCES crew (crew_id));
INSERT INTO crew VALUES (1, 'Rhea Lund', '2015-03-01', 300, NULL), (2, 'Tor Haas', '2012-01-10', 280, 1),
    (3, 'Mina Cole', '2019-06-01', 320, 1), (4, 'Eli Voss', '2020-02-02', 200, 3);
"""


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("crew who joined before their own lead", ["Tor Haas"]),
        ("crew with a day rate higher than their lead", ["Mina Cole"]),
    ],
)
async def test_a_column_against_the_row_a_self_key_points_at(
    tmp_path_factory: pytest.TempPathFactory, question: str, expected: list[str]
) -> None:
    db = sqlite_file(tmp_path_factory, "compare_self", "crew.sqlite", _CREW)
    rows = await ask(db, question, ["crew"])
    assert sorted(str(row["full_name"]) for row in rows) == expected
