"""Records built in worker processes: the same rows as in one process, parse errors kept, and a fallback
to this process for an extractor that cannot be sent to a worker, one a worker cannot import, and a
worker that dies."""

from __future__ import annotations

import os
import pickle
import sqlite3
import sys
import threading
import types
from collections import deque
from collections.abc import Iterator
from pathlib import Path

import pytest

import agentsearch.handlers.kb.ingest as ingest
import agentsearch.handlers.kb.record_pool as record_pool
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.graph import BuiltinExtractor, Extraction
from agentsearch.handlers.kb.records import RecordBuilder
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import DocumentRecord


def _documents(count: int) -> list[Document]:
    words = "Acme Electronics ships AirPods Pro from Berlin; see os.path.join and --dry-run. 深圳的华为公司"
    return [
        Document(f"d{i}", f"Title {i % 7}", f"{words} number {i}. " * (1 + i % 5), {"n": i})
        for i in range(count)
    ]


def _rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with sqlite3.connect(path) as conn:
        return {
            table: conn.execute(f"SELECT rowid, * FROM {table} ORDER BY rowid").fetchall()
            for table in ("chunks", "entities", "mentions", "relations")
        } | {
            "fts": conn.execute(
                "SELECT rowid, title, heading, body FROM chunks_fts ORDER BY rowid"
            ).fetchall()
        }


@pytest.fixture(autouse=True)
def _small_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ingest, "POOL_AFTER_DOCUMENTS", 10)
    monkeypatch.setattr(ingest, "POOL_BATCH_DOCUMENTS", 7)


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The worker counts `record_pool.pooled` was started with (empty: every record was built in this
    process)."""
    started: list[int] = []
    pooled = record_pool.pooled

    def recording(*args: object) -> Iterator[object]:
        started.append(args[2])  # type: ignore[arg-type]
        return pooled(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(record_pool, "pooled", recording)
    return started


def test_a_worker_builds_the_same_rows_in_the_same_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _spy(monkeypatch)
    docs = _documents(150)
    pooled = KBManager(tmp_path / "pooled").create("c", embedder="model2vec", language="auto")
    alone = KBManager(tmp_path / "alone").create("c", embedder="model2vec", language="auto")
    report = pooled.ingest(docs, workers=2)
    assert started == [2]
    alone.ingest(docs, workers=0)
    assert started == [2]
    assert report.documents == 150
    assert _rows(pooled.directory / "kb.sqlite") == _rows(alone.directory / "kb.sqlite")
    hits = pooled.search("AirPods Berlin", limit=3)
    assert hits.chunks and hits.chunks[0].chunk.document_id.startswith("d")


def test_parse_errors_pass_through_the_worker_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = _spy(monkeypatch)
    docs: list[Document | ParseError] = [*_documents(40)]
    docs.insert(3, ParseError("early.pdf: not a PDF"))
    docs.insert(30, ParseError("late.docx: truncated"))
    collection = KBManager(tmp_path).create("c", embedder="model2vec")
    report = collection.ingest(docs, workers=1)
    assert started == [1]
    assert report.documents == 40
    assert report.skipped == ["early.pdf: not a PDF", "late.docx: truncated"]


class _HoldsALock(BuiltinExtractor):
    """An extractor with state a worker cannot receive (a user's client, a lock)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.seen = 0

    def extract(self, text: str) -> Extraction:
        with self.lock:
            self.seen += 1
        return super().extract(text)


def test_an_extractor_that_cannot_be_pickled_runs_in_this_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = _spy(monkeypatch)
    spec = CollectionSpec(id="c", embedder={"name": "model2vec"})
    extractor = _HoldsALock()
    directory = tmp_path / "c"
    directory.mkdir()
    collection = Collection(spec, directory, extractor=extractor)
    collection.spec.dimension = collection.embedder.dimension
    report = collection.ingest(_documents(30), workers=1)
    assert report.documents == 30
    assert started == []  # never reached the pool
    assert extractor.seen == report.chunks  # every chunk's entities came from this very object


class _Pid(BuiltinExtractor):
    """Names the process that built each chunk as its first entity."""

    def extract(self, text: str) -> Extraction:
        entities, relations = super().extract(text)
        return [(f"pid {os.getpid()}", "pid"), *entities], relations


def _builder() -> RecordBuilder:
    return RecordBuilder(CollectionSpec(id="c", embedder={"name": "model2vec"}, dimension=8), _Pid())


def _same(built: list[tuple[DocumentRecord, list[str]]]) -> list[tuple[object, ...]]:
    """What a record holds, its process's name left out (the vectors are empty before embedding)."""
    return [(r.id, r.chunks, [e[1:] for e in r.entities], r.relations, r.paired, texts) for r, texts in built]


def test_a_worker_process_builds_the_records_this_process_builds() -> None:
    builder, docs = _builder(), _documents(12)
    worker = record_pool._Worker(pickle.dumps(builder))
    try:
        assert record_pool._serving([worker]) == [worker]  # it loaded the builder
        worker.send(docs)
        built = worker.receive()
    finally:
        worker.stop()
    here = [builder.build(doc) for doc in docs]
    assert _same(built) == _same(here)
    assert {r.entities[0][0][0] for r, _ in built} == {f"pid {worker.process.pid}"}


def test_a_worker_that_dies_leaves_its_batch_to_this_process() -> None:
    builder, docs = _builder(), _documents(5)
    worker = record_pool._Worker(pickle.dumps(builder))
    ready = record_pool._serving([worker])
    worker.process.kill()
    worker.process.wait()
    in_flight = deque([(worker, docs)])
    built = list(record_pool._answer(builder, ready, in_flight))
    assert not ready and not in_flight
    assert _same(built) == _same([builder.build(doc) for doc in docs])
    assert {r.entities[0][0][0] for r, _ in built} == {f"pid {os.getpid()}"}


def test_a_builder_a_worker_cannot_import_is_built_here() -> None:
    """An extractor whose class exists only in this process (as one defined in a script's main
    module): the worker reports it, and every record is built in this process."""
    module = types.ModuleType("only_in_this_process")
    extractor_class = type("Here", (_Pid,), {"__module__": module.__name__})
    module.Here = extractor_class  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    try:
        builder = RecordBuilder(_builder().spec, extractor_class())
        worker = record_pool._Worker(pickle.dumps(builder))
        assert record_pool._serving([worker]) == []
        assert worker.process.wait(timeout=60) is not None
        built = list(record_pool.pooled(builder, iter(_documents(40)), 1))
    finally:
        del sys.modules[module.__name__]
    assert len(built) == 40
    assert {r.entities[0][0][0] for r, _ in built} == {f"pid {os.getpid()}"}  # type: ignore[union-attr]
