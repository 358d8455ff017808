"""Where ingestion time goes, per chunk, on the texts of `bench kb`'s ingestion (what bounds the static
embedder's pipeline/raw ratio): the raw embedder; the Python steps before it (chunking, index text,
entity extraction); the store's writes, and beside them the same rows in bare sqlite3 loops (a plain
table with the chunk rows; the FTS5 rows alone; one commit per 1,024 chunks), measured in one process.

    KB_BENCH_RUNS=model2vec:en,model2vec:zh python -m bench.kb_stages

Then the writer thread: `Collection.ingest` of the same documents with its store writes in the worker
thread (as it runs) and written inline (the serial pipeline), alternating KB_STAGES_ROUNDS times (3).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.text import index_text
from agentsearch.nlp import segment
from bench.kb import _documents

_FTS = (
    "CREATE VIRTUAL TABLE f USING fts5(title, heading, body, tokenize='porter unicode61 remove_diacritics 2')"
)


def _us(seconds: float, chunks: int) -> str:
    return f"{seconds * 1e6 / chunks:7.0f}"


def _timed(work: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    out = work()
    return time.perf_counter() - started, out


def _bare(path: Path, create: str, insert: str, rows: list[tuple[Any, ...]]) -> float:
    """Rows into a fresh table with executemany, one transaction per 1,024 rows (the pipeline's writes)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(create)
    started = time.perf_counter()
    for start in range(0, len(rows), 1024):
        conn.execute("BEGIN")
        conn.executemany(insert, rows[start : start + 1024])
        conn.execute("COMMIT")
    elapsed = time.perf_counter() - started
    conn.close()
    return elapsed


def stages(run: str) -> None:
    name, language = run.split(":")
    docs = _documents(language, 0 if name == "model2vec" else 400)
    embedder = create_embedder({"name": name})
    embedder.embed(["warm up"])
    segment.cut("预热")
    segment.tag("预热")
    root = Path(tempfile.mkdtemp(prefix="kb-stages-"))
    try:
        manager = KBManager(root)
        collection = manager.create("s", embedder=name, language=language)
        t_chunk, _ = _timed(lambda: [collection._pieces(d) for d in docs])
        t_records, records = _timed(lambda: [collection._records(d) for d in docs])
        chunks = [c for record, _ in records for c in record.chunks]
        texts = [t for _, ts in records for t in ts]
        n = len(chunks)
        t_index, _ = _timed(lambda: [index_text(c.text) for c in chunks])
        t_graph, _ = _timed(lambda: [collection.extractor.extract(c.text) for c in chunks])
        t_embed, vectors = _timed(lambda: embedder.embed(texts, "passage"))
        offset = 0
        for record, ts in records:
            record.vectors = vectors[offset : offset + len(ts)]
            offset += len(ts)
        store = manager.create("w", embedder=name, language=language).store
        batches, size = [], 0
        for record, ts in records:
            if not batches or size >= 1024:
                batches.append([])
                size = 0
            batches[-1].append(record)
            size += len(ts)
        t_store, _ = _timed(lambda: [store.replace_documents(b) for b in batches])
        blob = np.zeros(vectors.shape[1], dtype=np.float32).tobytes()
        plain = [(i, c.chunk_id, c.document_id, c.ordinal, c.title, c.heading, c.text, "{}", blob)
                 for i, c in enumerate(chunks, 1)]  # fmt: skip
        table = "CREATE TABLE t (rowid INTEGER PRIMARY KEY, a, b, c, d, e, f, g, h)"
        t_plain = _bare(root / "plain.sqlite", table, "INSERT INTO t VALUES (?,?,?,?,?,?,?,?,?)", plain)
        fts = [(i, c.index_title, c.index_heading, c.index_text) for i, c in enumerate(chunks, 1)]
        t_fts = _bare(
            root / "fts.sqlite", _FTS, "INSERT INTO f(rowid, title, heading, body) VALUES (?,?,?,?)", fts
        )
        ingest = manager.create("p", embedder=name, language=language)
        t_pipeline, _ = _timed(lambda: ingest.ingest(docs))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    before = t_records  # chunking, index text and entities all happen in _records
    print(
        f"{name} {language}: {n} chunks, µs per chunk: raw embed {_us(t_embed, n)} | before the embedder"
        f" {_us(before, n)} (chunking {_us(t_chunk, n).strip()}, index text {_us(t_index, n).strip()},"
        f" entities {_us(t_graph, n).strip()}) | store writes {_us(t_store, n)} (bare sqlite3: chunk rows"
        f" {_us(t_plain, n).strip()}, FTS5 rows {_us(t_fts, n).strip()}) | pipeline {_us(t_pipeline, n)}"
        f" ({t_embed / t_pipeline:.0%} of raw); bound with no overlap of Python work:"
        f" {t_embed / (t_embed + before):.0%}",
        flush=True,
    )


class _Inline:
    """An executor that runs each write at once in the calling thread: ingestion without overlap."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        done: Future[Any] = Future()
        done.set_result(fn(*args))
        return done

    def shutdown(self, wait: bool = True) -> None:
        pass


def writer_thread(run: str) -> None:
    from agentsearch.handlers.kb import ingest as ingest_module

    name, language = run.split(":")
    docs = _documents(language, 0 if name == "model2vec" else 100)
    rounds = int(os.environ.get("KB_STAGES_ROUNDS", "3"))
    threaded = ingest_module.ThreadPoolExecutor
    root = Path(tempfile.mkdtemp(prefix="kb-writer-"))
    figures: dict[str, list[str]] = {"thread": [], "inline": []}
    try:
        manager = KBManager(root)
        manager.create("warm", embedder=name, language=language).ingest(docs[:20])
        for round_ in range(rounds):
            for mode in figures:
                ingest_module.ThreadPoolExecutor = threaded if mode == "thread" else _Inline  # type: ignore[misc]
                collection = manager.create(f"{mode}{round_}", embedder=name, language=language)
                started, cpu = time.perf_counter(), time.process_time()
                report = collection.ingest(docs)
                wall, cpu = time.perf_counter() - started, time.process_time() - cpu
                figures[mode].append(
                    f"{report.chunks / wall:.0f} c/s {_us(cpu, report.chunks).strip()} µs CPU"
                )
    finally:
        ingest_module.ThreadPoolExecutor = threaded  # type: ignore[misc]
        shutil.rmtree(root, ignore_errors=True)
    for mode, values in figures.items():
        print(f"{name} {language} ingest, writes {mode:6}: " + " | ".join(values), flush=True)


def main() -> None:
    runs = os.environ.get("KB_BENCH_RUNS", "model2vec:en,model2vec:zh").split(",")
    for run in runs:
        stages(run)
    for run in runs:
        writer_thread(run)


if __name__ == "__main__":
    main()
