"""Co-occurrence pairs derived from the mentions' positions answer graph searches exactly as the stored
relation rows did, on a real corpus (English and Chinese FAQ sections), in SQLite and PostgreSQL; a
store written before positions (every pair a row) reads alike, and a custom extractor's relations of
other predicates (or pairs of its own) stay stored."""

from __future__ import annotations

import json
import sqlite3
import uuid
from pathlib import Path
from typing import Any

import pytest

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.graph import BuiltinExtractor, Extraction, Extractor, query_entity_candidates
from agentsearch.handlers.kb.store.postgres import PostgresStore
from agentsearch.handlers.kb.store.sqlite import SQLiteStore

FAQ = Path(__file__).resolve().parents[3] / "bench" / "eval" / "kb" / "faq"


def _documents() -> list[Document]:
    """40 English and 40 Chinese FAQ answers."""
    records = [json.loads(line) for line in (FAQ / "corpus.jsonl").read_text(encoding="utf-8").splitlines()]
    english = [r for r in records if ":" in r["id"] and r["id"].startswith("dfaq-en")][:40]
    chinese = [r for r in records if r["id"].startswith("dfaq-zh")][:40]
    return [Document(r["id"], r["title"], r["text"]) for r in english + chinese]


def _name_sets(collection: Collection, documents: list[Document]) -> list[list[str]]:
    """The entity candidates of the FAQ's questions, and single entity names of the documents."""
    lines = (FAQ / "queries.dev.jsonl").read_text(encoding="utf-8").splitlines()
    sets = [query_entity_candidates(json.loads(line)["query"]) for line in lines]
    names = {n for d in documents[::4] for found in collection.records.build(d)[0].entities for n, _ in found}
    return sets + [[n] for n in sorted(names)]


def _answers(store: Any, sets: list[list[str]]) -> list[tuple[Any, ...]]:
    out = []
    for names in sets:
        for k in (5, 50):
            found = store.graph_search(names, k, {})
            out.append((found.entities, found.relations, found.hits))
    return out


class _Located(BuiltinExtractor):
    """The built-in pairs plus a relation of another predicate between the first two entities."""

    def extract(self, text: str) -> Extraction:
        entities, relations = super().extract(text)
        extra = [(entities[0][0], "located_in", entities[1][0])] if len(entities) > 1 else []
        return entities, [*relations, *extra]


class _FewPairs(BuiltinExtractor):
    """Pairs of the first three entities only: not the built-in rule, so every one is stored."""

    def extract(self, text: str) -> Extraction:
        entities, relations = super().extract(text)
        first = {n for n, _ in entities[:3]}
        return entities, [r for r in relations if r[0] in first and r[2] in first]


def _every_relation(extractor: Extractor, ids: dict[str, int], chunks: list[tuple[int, str]]) -> list[Any]:
    """The relation rows a store wrote before positions: every relation the extractor gives."""
    rows = []
    for rowid, text in chunks:
        for subject, predicate, obj in extractor.extract(text)[1]:
            rows.append((ids[subject.lower()], predicate, ids[obj.lower()], rowid))
    return rows


def _sqlite_as_before(collection: Collection) -> None:
    """The collection's file as a store written before positions left it."""
    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:
        ids = dict(conn.execute("SELECT norm, id FROM entities").fetchall())
        chunks = conn.execute("SELECT rowid, text FROM chunks ORDER BY rowid").fetchall()
        conn.execute("DELETE FROM relations")
        conn.executemany(
            "INSERT INTO relations VALUES (?, ?, ?, ?)", _every_relation(collection.extractor, ids, chunks)
        )
        conn.execute("DROP INDEX mentions_chunk")  # an older store's index, on the chunk alone
        conn.execute("ALTER TABLE mentions DROP COLUMN position")
        conn.execute("CREATE INDEX mentions_chunk ON mentions(chunk_rowid)")


def _relation_count(collection: Collection) -> int:
    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:
        return int(conn.execute("SELECT count(*) FROM relations").fetchone()[0])


@pytest.mark.parametrize("extractor", [None, _Located(), _FewPairs()], ids=["builtin", "located", "few"])
def test_derived_pairs_answer_as_stored_rows_in_sqlite(tmp_path: Path, extractor: Extractor | None) -> None:
    documents = _documents()
    now = KBManager(tmp_path / "now").create("c", embedder="model2vec", language="auto")
    before = KBManager(tmp_path / "before").create("c", embedder="model2vec", language="auto")
    for collection in (now, before):
        if extractor is not None:
            collection.extractor = extractor
        collection.ingest(documents)
    sets = _name_sets(now, documents)
    expected = _answers(now.store, sets)
    assert sum(len(a[1]) for a in expected) > 1000  # neighbours were found
    stored = _relation_count(now)
    if extractor is None:
        assert stored == 0
    elif isinstance(extractor, _Located):
        assert 0 < stored < 200  # the located_in rows alone
    else:
        assert stored > 200  # its own pairs, all kept
    before.store.close()
    _sqlite_as_before(before)
    assert _relation_count(before) > stored
    reader = SQLiteStore(before.directory, before.spec.dimension, read_only=True)  # cannot add positions
    assert _answers(reader, sets) == expected
    reader.close()
    writer = SQLiteStore(before.directory, before.spec.dimension)  # adds the column, reads both
    assert _answers(writer, sets) == expected
    writer.close()
    # new documents into the old file: their pairs derived, the old ones read as rows
    late = [Document("late", "Debian mirrors", "Debian mirrors in Germany and France serve Debian packages.")]
    for collection in (now, KBManager(tmp_path / "before").open("c")):
        if extractor is not None:
            collection.extractor = extractor
        collection.ingest(late)
    reopened = KBManager(tmp_path / "before").open("c")
    assert _answers(reopened.store, [*sets, ["Debian mirrors"]]) == _answers(
        now.store, [*sets, ["Debian mirrors"]]
    )


def test_derived_pairs_answer_as_stored_rows_in_postgres(postgres_url: str, tmp_path: Path) -> None:
    """The answers of one collection before and after its rows are turned into those of a store
    written before positions (ids assigned by a sequence are compared within one set of tables)."""
    url = postgres_url.replace("postgresql+psycopg://", "postgresql://", 1)
    documents = _documents()
    manager = KBManager(tmp_path)
    name = f"pairs{uuid.uuid4().hex[:8]}"
    collection = manager.create(
        name, embedder="model2vec", language="auto", store={"backend": "postgres", "url": url}
    )
    try:
        collection.extractor = _Located()
        collection.ingest(documents)
        sets = _name_sets(collection, documents)
        expected = _answers(collection.store, sets)
        assert sum(len(a[1]) for a in expected) > 1000
        store = collection.store
        assert isinstance(store, PostgresStore)
        conn, t = store._conn(), store._t
        assert 0 < conn.execute(f"SELECT count(*) FROM {t('relations')}").fetchone()[0] < 200  # located_in
        ids = dict(conn.execute(f"SELECT norm, id FROM {t('entities')}").fetchall())
        chunks = conn.execute(f"SELECT rid, text FROM {t('chunks')} ORDER BY rid").fetchall()
        with conn.transaction():
            conn.execute(f"DELETE FROM {t('relations')}")
            with conn.cursor() as cursor:
                rows = _every_relation(collection.extractor, ids, chunks)
                cursor.executemany(f"INSERT INTO {t('relations')} VALUES (%s, %s, %s, %s)", rows)
            conn.execute(f"ALTER TABLE {t('mentions')} DROP COLUMN position")
        reopened = PostgresStore(url, collection.spec.id, collection.spec.dimension)  # adds the column
        assert _answers(reopened, sets) == expected
        reopened.close()
    finally:
        manager.delete(name)
