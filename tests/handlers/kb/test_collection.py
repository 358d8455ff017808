"""The embedded store through a collection: re-ingest, delete from every index, filters, HNSW, reload."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from agentsearch.errors import ConfigError, StoreError
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import create_embedder


def _counts(path: Path, document_id: str) -> dict[str, int]:
    with sqlite3.connect(path) as conn:
        rowids = [r[0] for r in conn.execute("SELECT rowid FROM chunks WHERE document_id=?", (document_id,))]
        marks = ",".join("?" * len(rowids)) or "NULL"
        return {
            "chunks": len(rowids),
            "fts": conn.execute(
                f"SELECT count(*) FROM chunks_fts WHERE rowid IN ({marks})", rowids
            ).fetchone()[0],
            "mentions": conn.execute(
                f"SELECT count(*) FROM mentions WHERE chunk_rowid IN ({marks})", rowids
            ).fetchone()[0],
            "documents": conn.execute("SELECT count(*) FROM documents WHERE id=?", (document_id,)).fetchone()[
                0
            ],
        }


def test_reingest_replaces_and_delete_removes_everywhere(manager: KBManager) -> None:
    collection = manager.create("docs", embedder="model2vec")
    old = Document("guide", "Guide", "The Acme Service Center repairs Galaxy phones in Berlin.")
    collection.ingest([old])
    assert [c.chunk.document_id for c in collection.search("Galaxy repairs", threshold=0).chunks] == ["guide"]

    new = Document("guide", "Guide", "Lenovo ThinkPad laptops ship from Venlo with DHL Express.")
    report = collection.ingest([new])
    assert report.documents == 1
    db = collection.directory / "kb.sqlite"
    assert _counts(db, "guide")["chunks"] == 1
    assert collection.search("Galaxy", mode="keyword", threshold=0).chunks == []
    hits = collection.search("ThinkPad", mode="keyword", threshold=0).chunks
    assert hits and "Venlo" in hits[0].chunk.text
    assert collection.ingest([new]).unchanged == 1  # same content: not embedded again

    assert collection.delete_document("guide")
    assert _counts(db, "guide") == {"chunks": 0, "fts": 0, "mentions": 0, "documents": 0}
    assert collection.search("ThinkPad laptops", threshold=0).chunks == []
    assert not collection.delete_document("guide")


def test_metadata_filters_apply_to_every_mode(manager: KBManager) -> None:
    collection = manager.create("f", embedder="model2vec")
    collection.ingest(
        [
            Document("a", "A", "Battery warranty is one year.", {"team": "red", "level": 1}),
            Document("b", "B", "Battery warranty is two years.", {"team": "blue", "level": 2}),
        ]
    )
    for mode in ("vector", "keyword", "hybrid"):
        out = collection.search("battery warranty", mode=mode, threshold=0, filters={"team": "blue"})  # type: ignore[arg-type]
        assert [c.chunk.document_id for c in out.chunks] == ["b"], mode
    assert collection.search("battery", threshold=0, filters={"level": 1}).chunks[0].chunk.document_id == "a"
    assert collection.search("battery", threshold=0, filters={"team": "green"}).chunks == []


def test_hnsw_index_is_built_persisted_and_reloaded(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create("big", embedder="model2vec", hnsw_threshold=10)
    docs = [
        Document(f"d{i}", f"Doc {i}", f"Item {i} is about topic {i % 7} and colour {i % 5}.")
        for i in range(30)
    ]
    docs.append(Document("target", "Pandas", "Giant pandas eat bamboo in the mountains of Sichuan."))
    collection.ingest(docs)
    assert (collection.directory / "vectors.usearch").exists()
    first = collection.search("what do pandas eat", mode="vector", threshold=0, limit=3)
    assert collection.store.vectors.uses_hnsw  # type: ignore[attr-defined]
    assert first.chunks[0].chunk.document_id == "target"

    KBManager._cache.clear()  # a new process: everything comes back from the files
    reopened = KBManager(tmp_path).open("big")
    again = reopened.search("what do pandas eat", mode="vector", threshold=0, limit=3)
    assert [c.chunk.chunk_id for c in again.chunks] == [c.chunk.chunk_id for c in first.chunks]
    assert reopened.store.vectors.uses_hnsw  # type: ignore[attr-defined]


def test_an_index_saved_with_the_old_graph_degree_keeps_its_wider_beam(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New indexes are M=32; one saved at M=16 before is loaded as it is and searched with the beam
    M=16 needs for the same recall (a narrower one would quietly lose neighbours)."""
    from agentsearch.handlers.kb.store import vectors

    for size in (100_000, 1_000_000):  # the calibrated rules: M=16 needs a much wider beam
        assert vectors.ef_search(size, 50, 16) >= 4 * vectors.ef_search(size, 50, 32)
    # a 30-chunk index sits at the beam's floor under both rules: an M=16 rule far above it shows
    # which rule the search used
    monkeypatch.setattr(vectors, "EF_M16_AT_100K", 900)
    monkeypatch.setattr(vectors, "EF_M16_AT_1M", 900)

    manager = KBManager(tmp_path)
    collection = manager.create("g", embedder="model2vec", hnsw_threshold=10)
    collection.ingest([Document(f"d{i}", f"Doc {i}", f"Item {i} about topic {i % 7}.") for i in range(30)])
    collection.search("topic 3", mode="vector", threshold=0, limit=3)
    index = collection.store.vectors._hnsw  # type: ignore[attr-defined]
    assert int(index.connectivity) == vectors.CONNECTIVITY == 32
    assert index.expansion_search == vectors.ef_search(30, 50, 32) == vectors.EF_FLOOR

    # the same vectors saved by the older release's M=16 graph, in place of the M=32 file
    directory = collection.directory
    old = vectors.usearch_index()(
        ndim=collection.embedder.dimension, metric="ip", dtype="f16", connectivity=16
    )
    old.add(np.load(directory / "rowids.npy"), np.load(directory / "vectors.npy"))
    old.save(str(directory / "vectors.usearch"))
    KBManager._cache.clear()
    reopened = KBManager(tmp_path).open("g")
    reopened.search("topic 3", mode="vector", threshold=0, limit=3)
    loaded = reopened.store.vectors._hnsw  # type: ignore[attr-defined]
    assert int(loaded.connectivity) == 16  # the file's own degree wins
    assert loaded.expansion_search == vectors.ef_search(30, 50, 16) == 900


def test_threshold_limit_and_score_range(labelled_dir: Path) -> None:
    collection = KBManager(labelled_dir).open("set")
    for mode in ("vector", "keyword", "hybrid"):
        out = collection.search("honey bee queen", mode=mode, threshold=0, limit=5)  # type: ignore[arg-type]
        scores = [c.score for c in out.chunks]
        assert 0 < len(scores) <= 5 and all(0 <= s <= 1 for s in scores)
        assert scores == sorted(scores, reverse=True)
        assert out.chunks[0].chunk.document_id == "en-bees"
        cut = collection.search("honey bee queen", mode=mode, threshold=scores[0] - 1e-9, limit=5)  # type: ignore[arg-type]
        assert [c.score for c in cut.chunks] == scores[:1] or all(
            c.score >= scores[0] - 1e-9 for c in cut.chunks
        )


def test_collection_refuses_another_embedder_and_names_unknown(manager: KBManager) -> None:
    collection = manager.create("m", embedder="model2vec")
    with pytest.raises(ConfigError, match="built with model2vec"):
        collection.search("x", query_embedder=create_embedder({"name": "minilm"}))
    with pytest.raises(ConfigError, match="unknown embedder 'nope'"):
        manager.create("n", embedder="nope")
    with pytest.raises(ConfigError, match="already exists"):
        manager.create("m", embedder="model2vec")
    with pytest.raises(StoreError, match='collection "ghost" not found'):
        manager.open("ghost")
    with pytest.raises(ConfigError, match="invalid collection name"):
        manager.create("../evil")
    manager.delete("m")
    assert not manager.exists("m") and manager.list() == []


def test_hnsw_is_updated_in_place_after_writes(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create("inc", embedder="model2vec", hnsw_threshold=10)
    collection.ingest([Document(f"d{i}", f"Doc {i}", f"Item {i} is about topic {i % 7}.") for i in range(20)])
    index_file = collection.directory / "vectors.usearch"
    assert index_file.exists()
    collection.ingest([Document("target", "Pandas", "Giant pandas eat bamboo in the mountains of Sichuan.")])
    out = collection.search("what do pandas eat", mode="vector", threshold=0, limit=3)
    assert collection.store.vectors.uses_hnsw  # type: ignore[attr-defined]
    assert out.chunks[0].chunk.document_id == "target"
    assert collection.delete_document("target")
    again = collection.search("what do pandas eat", mode="vector", threshold=0, limit=3)
    assert "target" not in {c.chunk.document_id for c in again.chunks}
    KBManager._cache.clear()
    reopened = KBManager(tmp_path).open("inc")
    hits = reopened.search("Item 3 topic", mode="vector", threshold=0, limit=25).chunks
    assert len(hits) == 20 and "target" not in {c.chunk.document_id for c in hits}
    assert not list(collection.directory.glob(".*tmp*"))  # atomic writes leave nothing behind


def _stored(path: Path) -> dict[str, tuple[int, int, int]]:
    """document id -> (its documents row, its chunks, their FTS rows)."""
    with sqlite3.connect(path) as conn:
        ids = {r[0] for r in conn.execute("SELECT id FROM documents")}
        ids |= {r[0] for r in conn.execute("SELECT DISTINCT document_id FROM chunks")}
        out = {}
        for doc_id in ids:
            rowids = [r[0] for r in conn.execute("SELECT rowid FROM chunks WHERE document_id=?", (doc_id,))]
            marks = ",".join("?" * len(rowids)) or "NULL"
            fts = conn.execute(
                f"SELECT count(*) FROM chunks_fts WHERE rowid IN ({marks})", rowids
            ).fetchone()[0]
            row = conn.execute("SELECT count(*) FROM documents WHERE id=?", (doc_id,)).fetchone()[0]
            out[doc_id] = (row, len(rowids), fts)
        return out


def test_a_write_that_fails_mid_ingestion_keeps_every_earlier_batch_and_no_half_document(
    manager: KBManager,
) -> None:
    collection = manager.create("w", embedder="model2vec")
    docs = [Document(f"d{i}", f"Doc {i}", f"Paragraph {i} about shipping to Canada.") for i in range(10)]
    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:  # SQLite itself refuses d6's chunk
        conn.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON chunks WHEN NEW.document_id = 'd6'"
            " BEGIN SELECT RAISE(ABORT, 'refused'); END"
        )
    with pytest.raises(sqlite3.Error, match="refused"):
        collection.ingest(docs, batch_chunks=2, write_chunks=2)  # a transaction per two documents
    stored = _stored(collection.directory / "kb.sqlite")
    assert all(counts == (1, 1, 1) for counts in stored.values()), stored  # whole documents only
    assert "d6" not in stored
    written = sorted(stored, key=lambda d: int(d[1:]))
    assert written == ["d0", "d1", "d2", "d3", "d4", "d5"]  # every transaction before d6's
    collection.ingest(docs[:6] + docs[7:], batch_chunks=2, write_chunks=2)  # usable and consistent after
    assert set(_stored(collection.directory / "kb.sqlite")) == {f"d{i}" for i in range(10)} - {"d6"}


def test_a_document_repeated_in_one_ingestion_is_embedded_once(manager: KBManager) -> None:
    collection = manager.create("r", embedder="model2vec")
    a = Document("a", "A", "Returns are accepted within 30 days.")
    b = Document("b", "B", "Shipping to Canada takes five days.")
    report = collection.ingest([a, b, a], batch_chunks=1)  # a's second copy comes before a is stored
    assert (report.documents, report.unchanged) == (2, 1)
    assert set(_stored(collection.directory / "kb.sqlite")) == {"a", "b"}


def _tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table in rowid order; the rowid values themselves where something refers to
    them (chunks, entities), not where only their order counts (documents, mentions, relations)."""
    with sqlite3.connect(path) as conn:
        out = {
            t: conn.execute(f"SELECT rowid, * FROM {t} ORDER BY rowid").fetchall()
            for t in ("chunks", "entities")
        }
        for table in ("mentions", "relations"):
            out[table] = conn.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
        out["documents"] = conn.execute(
            "SELECT id, title, source, metadata, hash, chunks FROM documents ORDER BY rowid"
        ).fetchall()
        out["fts"] = conn.execute(
            "SELECT rowid, title, heading, body FROM chunks_fts ORDER BY rowid"
        ).fetchall()
        out["meta"] = conn.execute("SELECT * FROM meta WHERE key != 'generation'").fetchall()
        return out


def test_a_batch_is_written_as_its_documents_one_by_one(tmp_path: Path) -> None:
    """One transaction of many documents (one statement per table) leaves the rows, rowids and entity
    ids of writing each document alone: repeated ids, NUL characters, Chinese and re-ingestion too."""
    docs = [
        Document("a", "Alpha", "Acme Electronics ships AirPods Pro from Berlin to Paris. Beta Corp agrees."),
        Document("b", "Beta", "深圳的华为公司和北京的小米公司在上海开会。Acme Electronics 也来了。"),
        Document("c", "Gamma", 'A text with a NUL \x00 inside, "Quoted \x00 Name" and Gamma Labs in Oslo.'),
        Document("a", "Alpha again", "Delta Works replaced Acme Electronics in Rome and Madrid."),
        Document("d", "Delta", "No names here at all, only plain words in lower case."),
    ]
    together = KBManager(tmp_path / "together").create("c", embedder="model2vec", language="auto")
    alone = KBManager(tmp_path / "alone").create("c", embedder="model2vec", language="auto")
    together.ingest(docs[:3])
    alone.ingest(docs[:3], batch_chunks=1, write_chunks=1)
    together.ingest(docs, force=True)  # a repeated id inside one transaction: the later copy wins
    for doc in docs:
        alone.ingest([doc], force=True)
    assert _tables(together.directory / "kb.sqlite") == _tables(alone.directory / "kb.sqlite")
    rows = _tables(together.directory / "kb.sqlite")
    assert {r[3] for r in rows["chunks"]} == {"a", "b", "c", "d"}
    assert any("\x00" in r[7] for r in rows["chunks"])  # the NUL survives (row by row for that table)
    assert rows["mentions"] and not rows["relations"]  # the co-occurrence pairs are derived
    assert any(r[2] is not None for r in rows["mentions"])  # from the first entities' positions


def test_similarities_read_the_snapshot_and_the_blobs_alike(manager: KBManager) -> None:
    """Keyword-only candidates get their cosine from the vector snapshot, bit for bit what the stored
    vector gives; a chunk written after the snapshot is read from its blob."""
    import numpy as np

    from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord

    collection = manager.create("sim", embedder="model2vec")
    collection.ingest(
        [Document(f"d{i}", f"Doc {i}", f"Parcel {i} ships to Oslo in {i} days.") for i in range(6)]
    )
    store = collection.store
    query = collection.embedder.embed(["parcel to Oslo"], "query")[0]
    store.vector_search(query, 3, {})  # the snapshot is loaded
    vector = collection.embedder.embed(["A late parcel."])
    late = ChunkRecord("sim/late#0", "late", 0, "Late", "A late parcel.", "", {}, "A late parcel.", "Late")
    store.replace_documents([DocumentRecord("late", "Late", "", {}, "h", [late], vector)])  # no snapshot yet
    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:
        blobs = dict(conn.execute("SELECT chunk_id, vector FROM chunks"))
    expected = {c: float(np.frombuffer(b, dtype=np.float32) @ query) for c, b in blobs.items()}
    assert "sim/late#0" in expected and len(expected) == 7
    assert store.similarities(query, [*expected, "sim/missing#0"]) == expected


def test_a_store_made_before_the_rowid_index_opens_read_only_and_searches(manager: KBManager) -> None:
    """A read-only open creates nothing, and a store without the (rowid, chunk_id) index (made before
    it) is read without `INDEXED BY`; a writable open adds the index."""
    from agentsearch.handlers.kb.store.sqlite import SQLiteStore

    collection = manager.create("old", embedder="model2vec")
    collection.ingest(
        [Document(f"d{i}", f"Doc {i}", f"Parcel {i} ships to Oslo in {i} days.") for i in range(4)]
    )
    query = collection.embedder.embed(["parcel to Oslo"], "query")[0]
    expected = collection.store.vector_search(query, 3, {})
    collection.store.close()
    db = collection.directory / "kb.sqlite"

    def has_index() -> bool:
        with sqlite3.connect(db) as conn:
            found = conn.execute("SELECT 1 FROM sqlite_master WHERE name='chunks_rowid_id'").fetchone()
        return found is not None

    with sqlite3.connect(db) as conn:
        conn.execute("DROP INDEX chunks_rowid_id")
    reader = SQLiteStore(collection.directory, collection.spec.dimension, read_only=True)
    assert reader.vector_search(query, 3, {}) == expected
    assert [h.chunk_id for h in reader.keyword_search(["oslo"], 2, {})]
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        reader._conn().execute("DELETE FROM documents")
    assert not has_index()
    reader.close()
    writer = SQLiteStore(collection.directory, collection.spec.dimension)
    assert has_index() and writer.vector_search(query, 3, {}) == expected
    writer.close()
