"""Schema introspection for the generators: keys, foreign keys, bounded and cached value samples."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.handlers.db import schema as schema_module
from agentsearch.handlers.db.models import ModelCatalog
from agentsearch.handlers.db.schema import SchemaCache


def test_keys_foreign_keys_and_bounded_cached_samples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(schema_module, "MAX_VALUES", 50)
    engine = sa.create_engine(f"sqlite:///{tmp_path / 's.sqlite'}")
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE makers (id INTEGER PRIMARY KEY, name TEXT)")
        connection.exec_driver_sql(
            "CREATE TABLE gadgets (gid INTEGER PRIMARY KEY, maker_id INTEGER REFERENCES makers(id),"
            " color TEXT, code TEXT, price REAL, notes TEXT)"
        )
        connection.exec_driver_sql("INSERT INTO makers VALUES (1, 'Acme'), (2, 'Globex')")
        for i in range(200):
            connection.exec_driver_sql(
                "INSERT INTO gadgets VALUES (?, ?, ?, ?, ?, ?)",
                (i, 1 + i % 2, ("red", "blue", "green")[i % 3], f"code-{i}", float(i), "a long note " * 20),
            )
    catalog = ModelCatalog(engine)
    loaded = [catalog.load(name, None)[0] for name in ("gadgets", "makers")]
    assert all(model is not None for model in loaded)
    cache = SchemaCache(engine)
    gadgets, makers = cache.build([m for m in loaded if m is not None])
    columns = {c.name: c for c in gadgets.columns}
    assert gadgets.primary_key == "gid" and columns["gid"].primary
    assert columns["maker_id"].foreign is not None
    assert (columns["maker_id"].foreign.table, columns["maker_id"].foreign.column) == ("makers", "id")
    assert columns["color"].values == ["blue", "green", "red"]
    assert len(columns["code"].values) == 50  # names and codes are sampled too, at most MAX_VALUES of them
    assert columns["notes"].values == []  # free text (longer than MAX_VALUE_LENGTH) is not a value
    assert {c.name: c.values for c in makers.columns}["name"] == ["Acme", "Globex"]
    with engine.begin() as connection:
        connection.exec_driver_sql("UPDATE gadgets SET color = 'purple' WHERE gid = 0")
    cached = {c.name: c.values for c in cache.build([m for m in loaded if m is not None])[0].columns}
    assert "purple" not in cached["color"]  # served from the cache
    cache.invalidate()
    fresh = {c.name: c.values for c in cache.build([m for m in loaded if m is not None])[0].columns}
    assert "purple" in fresh["color"]
    engine.dispose()
