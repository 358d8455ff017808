"""Ingestion into a collection: chunk, embed and write documents in batches (`Collection.ingest`).

Why a module of its own: the batching (embed `batch_chunks` at a time, write `write_chunks` at a
time), the unchanged-document check and the writer thread are one loop with its own state, apart from
what a collection is and how it searches.
"""

from __future__ import annotations

import contextvars
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.embedders import Embedder, Matrix
from agentsearch.handlers.kb.store.base import DocumentRecord

if TYPE_CHECKING:
    from agentsearch.handlers.kb.collection import Collection

__all__ = ["IngestReport", "Progress", "embed_with_progress", "ingest"]

Progress = Callable[[int, int], None]  # documents done, chunks done


@dataclass
class IngestReport:
    documents: int = 0
    chunks: int = 0
    unchanged: int = 0
    skipped: list[str] = field(default_factory=list)  # "name: reason" of inputs that could not be parsed
    seconds: float = 0.0
    embed_seconds: float = 0.0


def ingest(
    collection: Collection,
    documents: Iterable[Document | ParseError],
    progress: Progress | None = None,
    batch_chunks: int = 256,
    force: bool = False,
    write_chunks: int = 1024,
) -> IngestReport:
    """Add or replace documents; parse failures are recorded and skipped, the batch goes on.

    Documents whose content is unchanged since the last ingestion are not embedded again. Chunks
    are embedded `batch_chunks` at a time and written `write_chunks` at a time, each write one
    transaction of whole documents (a failure keeps every earlier write and no half document):
    a transaction per 1,024 chunks instead of per 256 costs the store ~20 % less per chunk (one
    commit, and FTS5's segment flush, per transaction). A write runs in a worker thread while the
    next documents are chunked and embedded (one write at a time; its error is raised at the next
    write, before anything later is written): the store's SQLite work runs without the GIL.
    """
    report = IngestReport()
    started = time.perf_counter()
    pending: list[tuple[DocumentRecord, list[str]]] = []
    pending_chunks = 0
    unwritten: list[DocumentRecord] = []
    unwritten_chunks = 0
    embedded: dict[str, str] = {}  # id -> hash of the documents embedded here, written or not yet
    writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kb-write")
    writing: Future[None] | None = None

    def settle() -> None:
        nonlocal writing
        if writing is not None:
            done, writing = writing, None
            done.result()

    def write() -> None:
        nonlocal unwritten, unwritten_chunks, writing
        settle()
        if unwritten:
            context = contextvars.copy_context()  # the cancel scope of the caller
            writing = writer.submit(context.run, collection.store.replace_documents, unwritten)
        unwritten, unwritten_chunks = [], 0

    def flush() -> None:
        nonlocal pending, pending_chunks, unwritten_chunks
        if not pending:
            return
        if not force:
            known = collection.store.document_hashes([r.id for r, _ in pending])
            known.update((r.id, embedded[r.id]) for r, _ in pending if r.id in embedded)
            fresh = [(r, t) for r, t in pending if known.get(r.id) != r.content_hash]
            report.unchanged += len(pending) - len(fresh)
            pending = fresh
        texts = [t for _, ts in pending for t in ts]
        t0 = time.perf_counter()
        vectors = embed_with_progress(collection.embedder, texts, report, progress) if texts else None
        if texts and collection.spec.rerank.get("enabled"):  # the second stage's vectors, once, now
            collection.second_stage.warm(texts)
        report.embed_seconds += time.perf_counter() - t0
        offset = 0
        for record, ts in pending:
            record.vectors = vectors[offset : offset + len(ts)] if vectors is not None else record.vectors
            offset += len(ts)
            embedded[record.id] = record.content_hash
            unwritten.append(record)
        unwritten_chunks += len(texts)
        if unwritten_chunks >= write_chunks:
            write()
        report.documents += len(pending)
        report.chunks += len(texts)
        pending, pending_chunks = [], 0
        if progress:
            progress(report.documents + report.unchanged + len(report.skipped), report.chunks)

    try:
        for item in documents:
            if isinstance(item, ParseError):
                report.skipped.append(str(item))
                if progress:
                    progress(report.documents + report.unchanged + len(report.skipped), report.chunks)
                continue
            record, texts = collection._records(item)
            pending.append((record, texts))
            pending_chunks += len(texts)
            if pending_chunks >= batch_chunks:
                flush()
        flush()
        write()
        settle()
    finally:
        writer.shutdown(wait=True)  # an error leaves no write running behind the caller
    collection.store.finish()
    report.seconds = time.perf_counter() - started
    return report


def embed_with_progress(
    embedder: Embedder, texts: list[str], report: IngestReport, progress: Progress | None
) -> Matrix:
    """Embed in slices sized to take about half a second each, reporting after every slice, so a
    progress bar moves at least once a second even with a slow model (one 256-chunk batch took
    25 s with MiniLM on a busy machine). The slices follow the texts sorted by length, so each
    slice pads as little as one whole-batch call would (which sorts inside the call)."""
    if progress is None:
        return embedder.embed(texts, "passage")
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    out: Matrix | None = None
    done, size = 0, 8
    handled = report.documents + report.unchanged + len(report.skipped)
    while done < len(texts):
        t0 = time.perf_counter()
        part = order[done : done + size]
        vectors = embedder.embed([texts[i] for i in part], "passage")
        if out is None:
            out = np.zeros((len(texts), vectors.shape[1]), dtype=vectors.dtype)
        out[part] = vectors
        elapsed = time.perf_counter() - t0
        done += size
        progress(handled, report.chunks + min(done, len(texts)))
        per_text = elapsed / len(part)
        size = max(1, min(256, int(0.5 / per_text) if per_text > 0 else 256))
    assert out is not None
    return out
