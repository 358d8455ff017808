"""An app on disk for the adapters: a KB collection of three notes and a SQLite table with a model."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import yaml

from agentsearch import Document, KBManager, Searcher

NOTES = [
    Document(
        id="returns", title="Returns", text="Headphones can be returned within 30 days with the receipt."
    ),
    Document(id="shipping", title="Shipping", text="Shipping is free for orders over 50 euros."),
    Document(id="warranty", title="Warranty", text="Every speaker has a two year warranty."),
]
MODEL = """{
  "name": "Item", "label": "Items", "table": { "name": "items" },
  "columns": [
    { "name": "id", "type": "ID" },
    { "name": "name", "type": "string", "description": "Item name" },
    { "name": "price", "type": "decimal", "description": "Price in euros" }
  ]
}
"""


@pytest.fixture(scope="session")
def app_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("integrations") / "app"
    (root / "agent").mkdir(parents=True)
    (root / "models").mkdir()
    database = root / "shop.db"
    with sqlite3.connect(database) as connection:
        connection.execute("create table items (id integer primary key, name text, price real)")
        connection.executemany(
            "insert into items (name, price) values (?, ?)",
            [("Falcon headphones", 199.0), ("Sparrow earbuds", 59.0), ("Owl speaker", 120.0)],
        )
    (root / "models" / "items.mod.yao").write_text(MODEL, encoding="utf-8")
    search = {
        "kb": {"collections": ["notes"], "threshold": 0.0},
        "db": {"url": f"sqlite:///{database}", "models": ["items"]},
    }
    (root / "agent" / "search.yml").write_text(yaml.safe_dump(search), encoding="utf-8")
    KBManager(root / "data" / "kb").create("notes", embedder="minilm").ingest(NOTES)
    return root


@pytest.fixture
def searcher(app_dir: Path) -> Searcher:
    return Searcher.from_app(app_dir)
