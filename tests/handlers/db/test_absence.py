"""Rows that no related row points at, as an anti-join (a left join whose key is NULL), on an
invented tool-library schema (issue 13): "with no", "never … a", "not … any", a verb that names the
related table ("never borrowed anything" → borrowing), through a link table, and counted."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import ask, sqlite_file

MODELS = ["member", "tool", "borrowing", "tag", "tool_tag"]
_SCHEMA = """
CREATE TABLE member (member_id INTEGER PRIMARY KEY, member_nm VARCHAR(40));
CREATE TABLE tool (tool_id INTEGER PRIMARY KEY, tool_nm VARCHAR(40), weight_kg DECIMAL(5, 1));
CREATE TABLE borrowing (
    borrowing_id INTEGER PRIMARY KEY, member_id INTEGER REFERENCES member (member_id),
    tool_id INTEGER REFERENCES tool (tool_id), borrowed_on DATE, note VARCHAR(40)
);
CREATE TABLE tag (tag_id INTEGER PRIMARY KEY, tag_nm VARCHAR(20));
CREATE TABLE tool_tag (
    tool_id INTEGER REFERENCES tool (tool_id), tag_id INTEGER REFERENCES tag (tag_id),
    PRIMARY KEY (tool_id, tag_id)
);
INSERT INTO member VALUES (1, 'Ines'), (2, 'Omar'), (3, 'Pia'), (4, 'Quinn');
INSERT INTO tool VALUES (1, 'Hammer drill', 3.2), (2, 'Ladder', 9.5), (3, 'Tile cutter', 6.0),
    (4, 'Sander', 2.1);
INSERT INTO borrowing VALUES (1, 1, 1, '2024-01-03', NULL), (2, 1, 2, '2024-02-09', 'returned late'),
    (3, 3, 1, '2024-03-12', NULL);
INSERT INTO tag VALUES (1, 'power'), (2, 'outdoor');
INSERT INTO tool_tag VALUES (1, 1), (2, 2), (4, 1);
"""


@pytest.fixture(scope="module")
def tools_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "tools", "tools.sqlite", _SCHEMA)


async def _rows(db: Path, question: str) -> list[dict[str, object]]:
    return await ask(db, question, MODELS)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        ("tools with no borrowings", "tool_id", [3, 4]),
        ("members who never borrowed anything", "member_id", [2, 4]),
        ("members that have never made a borrowing", "member_id", [2, 4]),
        ("members who have not made any borrowing", "member_id", [2, 4]),
        ("tools without tags", "tool_id", [3]),  # through the link table
        ("tools heavier than 5 kg with no borrowings", "tool_id", [3]),  # with another condition
    ],
)
async def test_rows_with_none_of_a_related_table(
    tools_db: Path, question: str, key: str, expected: list[int]
) -> None:
    rows = await _rows(tools_db, question)
    assert sorted(int(str(row[key])) for row in rows) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [("how many members have never made a borrowing", 2), ("how many tools have no tags at all", 1)],
)
async def test_counting_the_rows_with_none(tools_db: Path, question: str, expected: int) -> None:
    (row,) = await _rows(tools_db, question)
    assert list(row.values()) == [expected]


@pytest.mark.parametrize("engine_name", ["postgres", "mariadb"])
async def test_the_anti_join_on_the_servers(engine_name: str, request: pytest.FixtureRequest) -> None:
    url: str = request.getfixturevalue("postgres_url" if engine_name == "postgres" else "mariadb_url")
    prefix = "as_ab_" + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])  # letters: read as words
    owners, pets = f"{prefix}_owners", f"{prefix}_pets"
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql(f"CREATE TABLE {owners} (id INTEGER PRIMARY KEY, nm VARCHAR(20))")
        connection.exec_driver_sql(
            f"CREATE TABLE {pets} (id INTEGER PRIMARY KEY, nm VARCHAR(20), "
            f"owner_id INTEGER REFERENCES {owners} (id))"
        )
        connection.exec_driver_sql(f"INSERT INTO {owners} VALUES (1, 'Ann'), (2, 'Bo'), (3, 'Cy')")
        connection.exec_driver_sql(f"INSERT INTO {pets} VALUES (1, 'Rex', 1), (2, 'Tom', 1), (3, 'Kit', 3)")
    try:
        ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
        result = await DBHandler().search(
            Request(query=f"{owners} with no {pets}", type=SearchType.DB, models=[owners, pets]), ctx
        )
        assert result.error == "", result.error
        assert sorted(item.record_id for item in result.items) == [2]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {pets}")
            connection.exec_driver_sql(f"DROP TABLE {owners}")
        engine.dispose()
