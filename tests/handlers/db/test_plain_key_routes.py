"""Between two equally short join routes, the one along keys named for their table (`workspot_id`)
wins over one along a key named for a role (`home_hub_id`, `host_id`): a reservation's hub is its
workspot's hub, not its host's home hub. A coworking schema of our own, `id` keys and `*_id` references."""

from __future__ import annotations

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE hubs (id INTEGER PRIMARY KEY, hub_name TEXT);
CREATE TABLE people (id INTEGER PRIMARY KEY, full_name TEXT, home_hub_id INTEGER REFERENCES hubs (id));
CREATE TABLE workspots (id INTEGER PRIMARY KEY, spot_label TEXT, hub_id INTEGER REFERENCES hubs (id));
CREATE TABLE reservations (id INTEGER PRIMARY KEY, workspot_id INTEGER REFERENCES workspots (id),
    host_id INTEGER REFERENCES people (id), note TEXT);
INSERT INTO hubs VALUES (1, 'Dockside'), (2, 'Old Mill');
INSERT INTO people VALUES (1, 'Kai Moro', 1), (2, 'Uma Steen', 2);
INSERT INTO workspots VALUES (1, 'D1', 1), (2, 'M1', 2);
INSERT INTO reservations VALUES (1, 2, 1, 'a'), (2, 2, 1, 'b'), (3, 1, 2, 'c');
"""


async def test_a_plain_key_route_beats_a_role_key_route(tmp_path_factory: pytest.TempPathFactory) -> None:
    db = sqlite_file(tmp_path_factory, "plain_key_routes", "workspots.sqlite", _SCHEMA)
    rows = await ask(db, "number of reservations per hub", ["hubs", "people", "workspots", "reservations"])
    assert {str(row["hub_name"]): int(str(row["count"])) for row in rows} == {"Dockside": 1, "Old Mill": 2}
