"""A demonym no sampled value holds ("any Korean recipes?") filters the column whose values are
demonyms (cuisine = 'Korean') or countries (nationality = 'Argentina'): an empty answer that says
so, not "could not understand". An invented schema (issue 13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

from .sqlite_schemas import sqlite_file

_SCHEMA = """
CREATE TABLE chef (chef_id INTEGER PRIMARY KEY, full_name TEXT, nationality TEXT);
CREATE TABLE dish (
    dish_id INTEGER PRIMARY KEY, title TEXT, cuisine TEXT, chef_id INTEGER REFERENCES chef (chef_id)
);
INSERT INTO chef VALUES (1, 'Ana Ruiz', 'Spain'), (2, 'Kenji Sato', 'Japan'), (3, 'Luca Bruni', 'Italy');
INSERT INTO dish VALUES (1, 'Paella', 'Spanish', 1), (2, 'Ramen', 'Japanese', 2),
    (3, 'Risotto', 'Italian', 3);
"""


@pytest.fixture(scope="module")
def dishes_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "dishes", "dishes.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "models", "condition"),
    [
        ("any korean dishes?", ["dish", "chef"], "cuisine = 'Korean'"),
        ("any argentinian chefs?", ["chef", "dish"], "nationality = 'Argentina'"),
    ],
)
async def test_an_unsampled_demonym_filters_its_column(
    dishes_db: Path, question: str, models: list[str], condition: str
) -> None:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{dishes_db}"}}))
    result = await DBHandler().search(Request(query=question, type=SearchType.DB, models=models), ctx)
    assert not result.error, result.error
    assert result.items == []
    assert result.metadata["understood"] == [condition]
