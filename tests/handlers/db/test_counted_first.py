"""Counts over a foreign key on a schema of our own (a club with abbreviated column names): "<thing>
count per <group>" counts the thing named before "count", not the group after it, and so does a bare
"<things> per <group>"; "incl … never …" / "(0 if none)" keep the groups with nothing; a table whose
columns are `fst_nm` / `lst_nm`, or whose name is a person noun ("Customer"), holds people, so
"headcount" and "who …" find it."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE squad (sq_id INTEGER PRIMARY KEY, sq_title TEXT);
CREATE TABLE athlete (ath_id INTEGER PRIMARY KEY, fst_nm TEXT, lst_nm TEXT,
    sq_id INTEGER REFERENCES squad (sq_id), contract_type INTEGER);
CREATE TABLE trophy (tr_id INTEGER PRIMARY KEY, tr_label TEXT, sq_id INTEGER REFERENCES squad (sq_id));
INSERT INTO squad VALUES (1, 'Harriers'), (2, 'Otters'), (3, 'Kestrels');
INSERT INTO athlete VALUES (1, 'Ines', 'Moro', 1, 2), (2, 'Tomas', 'Lind', 1, 1), (3, 'Ada', 'Kerr', 2, 2);
INSERT INTO trophy VALUES (1, 'Spring Cup', 1), (2, 'Autumn Shield', 2), (3, 'Relay Plate', 2),
    (4, 'Night Run Medal', 2);
"""
_MODELS = ["squad", "athlete", "trophy"]


@pytest.fixture(scope="module")
def club_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "counted_first", "club.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("trophy count per squad, show squads with none too", {"Harriers": 1, "Otters": 3, "Kestrels": 0}),
        ("headcount per squad, include squads with nobody", {"Harriers": 2, "Otters": 1, "Kestrels": 0}),
        ("trophies per squad, incl squads that never won one", {"Harriers": 1, "Otters": 3, "Kestrels": 0}),
        ("how many athletes does each squad have (0 if none)", {"Harriers": 2, "Otters": 1, "Kestrels": 0}),
        ("athletes per squad", {"Harriers": 2, "Otters": 1}),
    ],
)
async def test_the_thing_before_count_is_counted_per_group(
    club_db: Path, question: str, expected: dict[str, int]
) -> None:
    rows = await ask(club_db, question, _MODELS)
    assert {str(row["sq_title"]): int(str(row["count"])) for row in rows} == expected


async def test_top_groups_by_the_rows_named_after_by(club_db: Path) -> None:
    rows = await ask(club_db, "top 2 squads by trophies", _MODELS)
    assert [(row["sq_title"], row["count"]) for row in rows] == [("Otters", 3), ("Harriers", 1)]


async def test_a_number_column_named_for_a_category_groups(club_db: Path) -> None:
    rows = await ask(club_db, "number of athletes by contract type", _MODELS)
    assert {int(str(row["contract_type"])): int(str(row["count"])) for row in rows} == {1: 1, 2: 2}


async def test_abbreviated_name_columns_make_a_table_of_people(club_db: Path) -> None:
    rows = await ask(club_db, "who is in the otters squad", _MODELS)
    assert [(row["fst_nm"], row["lst_nm"]) for row in rows] == [("Ada", "Kerr")]


_SHOP = """
CREATE TABLE Shop (ShopId INTEGER PRIMARY KEY, ShopTitle TEXT);
CREATE TABLE Customer (CustomerId INTEGER PRIMARY KEY, CustomerName TEXT);
CREATE TABLE Purchase (PurchaseId INTEGER PRIMARY KEY, ShopId INTEGER REFERENCES Shop (ShopId),
    CustomerId INTEGER REFERENCES Customer (CustomerId), Amount REAL);
INSERT INTO Shop VALUES (1, 'Corner Deli'), (2, 'Harbour Books');
INSERT INTO Customer VALUES (1, 'Lena Holt'), (2, 'Omar Reyes');
INSERT INTO Purchase VALUES (1, 1, 1, 4.5), (2, 2, 2, 12.0), (3, 2, 1, 8.0);
"""


async def test_a_table_named_by_a_person_noun_holds_people(tmp_path_factory: pytest.TempPathFactory) -> None:
    db = sqlite_file(tmp_path_factory, "person_noun", "shop.sqlite", _SHOP)
    rows = await ask(db, "who bought something at corner deli", ["Shop", "Customer", "Purchase"])
    assert [row["CustomerName"] for row in rows] == ["Lena Holt"]


_TICKETS = """
CREATE TABLE venue (venue_id INTEGER PRIMARY KEY, venue_title TEXT);
CREATE TABLE ticket (ticket_id INTEGER PRIMARY KEY, venue_id INTEGER REFERENCES venue (venue_id),
    state TEXT, seat TEXT);
INSERT INTO venue VALUES (1, 'Arches'), (2, 'Foundry');
INSERT INTO ticket VALUES (1, 1, 'refunds', 'A1'), (2, 1, 'sold', 'A2'), (3, 2, 'refunds', 'B1'),
    (4, 2, 'refunds', 'B2'), (5, 2, 'sold', 'B3');
"""


async def test_a_value_after_the_count_word_names_the_counted_rows(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    db = sqlite_file(tmp_path_factory, "value_counted", "tickets.sqlite", _TICKETS)
    rows = await ask(db, "number of refunds per venue", ["venue", "ticket"])
    assert {str(row["venue_title"]): int(str(row["count"])) for row in rows} == {"Arches": 1, "Foundry": 2}
