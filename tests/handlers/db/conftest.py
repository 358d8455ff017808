from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import ensure_demo_database
from agentsearch.paths import DEMO_APP_DIR

from . import generalise_db as generalise
from .accuracy import DATA


@pytest.fixture(scope="session")
def shop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("shop") / "shop.sqlite"
    ensure_demo_database(path)
    return path


@pytest.fixture(scope="session")
def chinook_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("chinook") / "chinook.sqlite"
    connection = sqlite3.connect(path)
    connection.executescript(
        "BEGIN;\n" + (DATA / "chinook_subset.sql").read_text(encoding="utf-8") + "\nCOMMIT;"
    )
    connection.close()
    return path


@pytest.fixture(scope="session")
def generalise_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("generalise") / "generalise.sqlite"
    generalise.build(path)
    return path


@pytest.fixture
def shop_ctx(shop_db: Path) -> SearchContext:
    """The demo shop with the demo app's model files (labels, Chinese synonyms)."""
    return SearchContext(
        config=Config.from_layers({"db": {"url": f"sqlite:///{shop_db}"}}), app_dir=DEMO_APP_DIR
    )
