"""Join choices on a small blog schema of our own: a link table named with its end table ("posts
tagged travel"), a route through a table the question names rather than a shorter foreign key
("posts commented on by X", not the posts X wrote), a key named by its role ("edited by X")."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import sqlite_file

MODELS = ["writers", "posts", "tags", "post_tags", "remarks"]
_SCHEMA = """
CREATE TABLE writers (writer_id INTEGER PRIMARY KEY, writer_name TEXT);
CREATE TABLE posts (post_id INTEGER PRIMARY KEY, headline TEXT,
    writer_id INTEGER REFERENCES writers (writer_id), editor_id INTEGER REFERENCES writers (writer_id));
CREATE TABLE tags (tag_id INTEGER PRIMARY KEY, tag_name TEXT);
CREATE TABLE post_tags (post_id INTEGER REFERENCES posts (post_id), tag_id INTEGER REFERENCES tags (tag_id),
    PRIMARY KEY (post_id, tag_id));
CREATE TABLE remarks (remark_id INTEGER PRIMARY KEY, post_id INTEGER REFERENCES posts (post_id),
    writer_id INTEGER REFERENCES writers (writer_id), remark_text TEXT);
INSERT INTO writers VALUES (1, 'Ana Lima'), (2, 'Bo Stein'), (3, 'Cy Ford');
INSERT INTO posts VALUES (1, 'Night trains', 1, 2), (2, 'Cheap flights', 2, 3), (3, 'Bread at home', 3, 1),
    (4, 'Alpine huts', 2, 1);
INSERT INTO tags VALUES (1, 'travel'), (2, 'food');
INSERT INTO post_tags VALUES (1, 1), (2, 1), (3, 2), (4, 1);
INSERT INTO remarks VALUES (1, 2, 1, 'useful'), (2, 3, 1, 'tasty'), (3, 1, 3, 'nice');
"""


@pytest.fixture(scope="module")
def blog_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "blog", "blog.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("posts tagged travel", [1, 2, 4]),
        ("posts with remarks by Ana Lima", [2, 3]),
        ("posts written by Ana Lima", [1]),
        ("posts edited by Ana Lima", [3, 4]),
    ],
)
async def test_joins_follow_what_the_question_names(
    blog_db: Path, question: str, expected: list[int]
) -> None:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{blog_db}", "max_results": 50}}))
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=MODELS, limit=50), ctx
    )
    assert not result.error, result.error
    assert sorted({int(item.data["post_id"]) for item in result.items if item.data}) == expected
