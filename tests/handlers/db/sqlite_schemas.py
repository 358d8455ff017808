"""What the db tests on hand-written schemas share: the schema's SQLite file and a question's rows
through the real DBHandler."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, SearchType

__all__ = ["ask", "sqlite_file"]


def sqlite_file(tmp_path_factory: pytest.TempPathFactory, folder: str, name: str, script: str) -> Path:
    """A new SQLite file holding `script` (DDL and INSERTs)."""
    path = tmp_path_factory.mktemp(folder) / name
    connection = sqlite3.connect(path)
    connection.executescript(script)
    connection.commit()
    connection.close()
    return path


async def ask(db: Path, question: str, models: list[str]) -> list[dict[str, object]]:
    """The rows the db handler returns for `question` over `models` (an error fails the test)."""
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{db}", "max_results": 100}}))
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=models, limit=100), ctx
    )
    assert not result.error, result.error
    return [item.data or {} for item in result.items]
