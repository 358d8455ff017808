"""Schema introspection for the generators: keys, foreign keys, bounded and cached value samples."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from agentsearch.handlers.db.models import ModelCatalog
from agentsearch.handlers.db.schema import MAX_VALUES, SchemaCache


def test_keys_foreign_keys_and_bounded_cached_samples(tmp_path: Path) -> None:
    engine = sa.create_engine(f"sqlite:///{tmp_path / 's.sqlite'}")
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE makers (id INTEGER PRIMARY KEY, name TEXT)")
        connection.exec_driver_sql(
            "CREATE TABLE gadgets (gid INTEGER PRIMARY KEY, maker_id INTEGER REFERENCES makers(id),"
            " color TEXT, code TEXT, price REAL)"
        )
        connection.exec_driver_sql("INSERT INTO makers VALUES (1, 'Acme'), (2, 'Globex')")
        for i in range(200):
            connection.exec_driver_sql(
                "INSERT INTO gadgets VALUES (?, ?, ?, ?, ?)",
                (i, 1 + i % 2, ("red", "blue", "green")[i % 3], f"code-{i}", float(i)),
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
    assert columns["code"].values == []  # 200 distinct values > MAX_VALUES: not a value column
    assert MAX_VALUES < 200
    assert {c.name: c.values for c in makers.columns}["name"] == ["Acme", "Globex"]  # referenced table
    with engine.begin() as connection:
        connection.exec_driver_sql("UPDATE gadgets SET color = 'purple' WHERE gid = 0")
    cached = {c.name: c.values for c in cache.build([m for m in loaded if m is not None])[0].columns}
    assert "purple" not in cached["color"]  # served from the cache
    cache.invalidate()
    fresh = {c.name: c.values for c in cache.build([m for m in loaded if m is not None])[0].columns}
    assert "purple" in fresh["color"]
    engine.dispose()
