"""Two foreign keys from one table to another, named as an origin and a destination (or home and
away): "crossings Oban to Craignure" and A到B join the ports table twice under aliases, one value each;
"fixtures between A and B" matches either way round. A ferry and a cricket schema of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE ports (port_id INTEGER PRIMARY KEY, port_name TEXT);
CREATE TABLE crossings (crossing_id INTEGER PRIMARY KEY, from_port_id INTEGER REFERENCES ports (port_id),
    to_port_id INTEGER REFERENCES ports (port_id), sails_at TEXT);
CREATE TABLE clubs (club_id INTEGER PRIMARY KEY, club_name TEXT);
CREATE TABLE fixtures (fixture_id INTEGER PRIMARY KEY, home_club_id INTEGER REFERENCES clubs (club_id),
    away_club_id INTEGER REFERENCES clubs (club_id));
INSERT INTO ports VALUES (1, 'Oban'), (2, 'Craignure'), (3, 'Tiree');
INSERT INTO crossings VALUES (1, 1, 2, '08:00'), (2, 2, 1, '09:30'), (3, 1, 3, '11:00'), (4, 1, 2, '15:00');
INSERT INTO clubs VALUES (1, 'Kent Hoppers'), (2, 'Essex Eagles'), (3, 'Surrey Larks');
INSERT INTO fixtures VALUES (1, 1, 2), (2, 2, 1), (3, 1, 3), (4, 3, 2);
"""


@pytest.fixture(scope="module")
def routes_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "routes", "routes.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "models", "key", "expected"),
    [
        ("crossings oban to craignure", ["ports", "crossings"], "crossing_id", [1, 4]),
        ("crossings from craignure to oban", ["ports", "crossings"], "crossing_id", [2]),
        ("Oban到Tiree的crossings", ["ports", "crossings"], "crossing_id", [3]),
        ("fixtures between kent hoppers and essex eagles", ["clubs", "fixtures"], "fixture_id", [1, 2]),
    ],
)
async def test_an_origin_and_a_destination_each_take_a_value(
    routes_db: Path, question: str, models: list[str], key: str, expected: list[int]
) -> None:
    ctx = SearchContext(
        config=Config.from_layers({"db": {"url": f"sqlite:///{routes_db}", "max_results": 50}})
    )
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=models, limit=50), ctx
    )
    assert not result.error, result.error
    assert sorted(int(item.data[key]) for item in result.items if item.data) == expected


_SHIPS = """
CREATE TABLE ports (port_id INTEGER PRIMARY KEY, port_name TEXT);
CREATE TABLE ships (ship_id INTEGER PRIMARY KEY, ship_name TEXT);
CREATE TABLE crossings (sails_at TEXT, ship_id INTEGER REFERENCES ships (ship_id),
    from_port_id INTEGER REFERENCES ports (port_id), to_port_id INTEGER REFERENCES ports (port_id),
    crossing_id INTEGER PRIMARY KEY);
INSERT INTO ports VALUES (1, 'Oban'), (2, 'Craignure'), (3, 'Tiree');
INSERT INTO ships VALUES (1, 'Isle of Mull'), (2, 'Clansman'), (3, 'Loch Striven');
INSERT INTO crossings VALUES ('08:00', 1, 1, 2, 1), ('09:30', 2, 2, 1, 2), ('11:00', 3, 1, 3, 3);
"""


async def test_a_route_on_another_table_joins_it_by_its_key(tmp_path_factory: pytest.TempPathFactory) -> None:
    db = sqlite_file(tmp_path_factory, "ships", "ships.sqlite", _SHIPS)
    rows = await ask(db, "ships sailing from oban to craignure", ["ships", "ports", "crossings"])
    assert [row["ship_name"] for row in rows] == ["Isle of Mull"]
