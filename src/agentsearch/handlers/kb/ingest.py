"""Ingestion into a collection: chunk, embed and write documents in batches (`Collection.ingest`).

Why a module of its own: the batching (embed `batch_chunks` at a time, write `write_chunks` at a
time), the unchanged-document check, the writer thread and the record worker are one loop with its own
state, apart from what a collection is and how it searches.

Three things run side by side on a long ingestion: records (chunking, index text, entities: pure
Python) in worker processes (`record_pool.py`: fresh interpreters, not forks), embedding in the
caller's thread, and SQLite writes in a writer thread.
Without the worker, the records and a GIL-bound embedder (the static one's WordPiece) take turns on
one core.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import pickle
import time
from collections.abc import Callable, Generator, Iterable, Sequence, Set
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.embedders import Embedder, Matrix
from agentsearch.handlers.kb.records import Built, RecordBuilder
from agentsearch.handlers.kb.store.base import DocumentRecord
from agentsearch.nlp.language import detect_language

if TYPE_CHECKING:
    from agentsearch.handlers.kb.collection import Collection
    from agentsearch.handlers.kb.rerank import SecondStage

__all__ = ["IngestReport", "Progress", "embed_with_progress", "ingest"]

Progress = Callable[[int, int], None]  # documents done, chunks done

#: documents built in the caller's process before workers start: a short ingestion starts none
POOL_AFTER_DOCUMENTS = 64
#: documents per task sent to a worker (pickling cost per task is small against ~1 ms per chunk)
POOL_BATCH_DOCUMENTS = 32


@dataclass
class IngestReport:
    documents: int = 0
    chunks: int = 0
    unchanged: int = 0
    skipped: list[str] = field(default_factory=list)  # "name: reason" of inputs that could not be parsed
    replaced: int = 0  # of `documents`, those that replaced an earlier version
    seconds: float = 0.0
    embed_seconds: float = 0.0


def ingest(
    collection: Collection,
    documents: Iterable[Document | ParseError],
    progress: Progress | None = None,
    batch_chunks: int = 256,
    force: bool = False,
    write_chunks: int = 1024,
    workers: int | None = None,
    rerank: bool | None = None,
) -> IngestReport:
    """Add or replace documents; parse failures are recorded and skipped, the batch goes on.

    Documents whose content is unchanged since the last ingestion are not embedded again. Chunks
    are embedded `batch_chunks` at a time and written `write_chunks` at a time, each write one
    transaction of whole documents (a failure keeps every earlier write and no half document):
    a transaction per 1,024 chunks instead of per 256 costs the store ~20 % less per chunk (one
    commit, and FTS5's segment flush, per transaction). A write runs in a worker thread while the
    next documents are chunked and embedded (one write at a time; its error is raised at the next
    write, before anything later is written): the store's SQLite work runs without the GIL.
    Records are built by `workers` processes (None: one fewer than the usable cores, at most 4; 0:
    none) once more than POOL_AFTER_DOCUMENTS documents come (this process builds on while they start);
    the order and the records are the same.

    `rerank` (None: the collection's `rerank.enabled`; an app's `kb.rerank` passes its own) also
    embeds the chunks with the second-stage model, slice by slice with the first one, so progress
    counts a chunk once both have it. When documents were replaced and the second stage has a
    cache, the cached vectors of texts no longer in the collection are dropped at the end.
    """
    warm = bool(collection.spec.rerank.get("enabled")) if rerank is None else rerank
    second = collection.second_stage if warm else None
    # a stage limited to some query languages warms only the chunks written in them (the rest, met
    # by a cross-language query, are embedded at their first rerank)
    languages = set(collection.spec.rerank.get("languages") or ())
    replaced: list[str] = []  # ids of the documents that replaced stored ones
    report = IngestReport()
    started = time.perf_counter()
    pending: list[Built] = []
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
        else:
            known = collection.store.document_hashes([r.id for r, _ in pending])
        replaced.extend(r.id for r, _ in pending if r.id in known)
        report.replaced += sum(1 for r, _ in pending if r.id in known)
        texts = [t for _, ts in pending for t in ts]
        owners = [r.id for r, ts in pending for _ in ts]
        t0 = time.perf_counter()
        vectors = (
            embed_with_progress(collection.embedder, texts, report, progress, second, owners, languages)
            if texts
            else None
        )
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
        built = contextlib.closing(_built(collection.records, documents, _worker_count(workers)))
        with built as items:  # an error here closes the generator, so its worker pool shuts down now
            for item in items:
                if isinstance(item, ParseError):
                    report.skipped.append(str(item))
                    if progress:
                        progress(report.documents + report.unchanged + len(report.skipped), report.chunks)
                    continue
                record, texts = item
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
    if replaced:
        collection.prune_rerank_cache(replaced)
    report.seconds = time.perf_counter() - started
    return report


def _worker_count(workers: int | None) -> int:
    if workers is not None:
        return max(0, workers)
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(0, min(4, usable - 1))


def _built(
    builder: RecordBuilder, documents: Iterable[Document | ParseError], workers: int
) -> Generator[Built | ParseError, None, None]:
    """Each document's record and embed texts, in order; parse errors pass through."""
    iterator = iter(documents)
    for seen, item in enumerate(iterator, 1):
        yield item if isinstance(item, ParseError) else builder.build(item)
        if seen >= POOL_AFTER_DOCUMENTS and workers:
            break
    else:
        return
    if os.name != "posix" or not _picklable(builder):  # e.g. a user's extractor holding a client
        for item in iterator:
            yield item if isinstance(item, ParseError) else builder.build(item)
        return
    # imported here: the module is also the workers' main, which `python -m` runs only unimported
    from agentsearch.handlers.kb.record_pool import pooled

    yield from pooled(builder, iterator, workers)


def _picklable(builder: RecordBuilder) -> bool:
    try:
        pickle.dumps(builder.extractor)
    except Exception:
        return False
    return True


def embed_with_progress(
    embedder: Embedder,
    texts: list[str],
    report: IngestReport,
    progress: Progress | None,
    second: SecondStage | None = None,
    documents: Sequence[str] = (),
    languages: Set[str] = frozenset(),
) -> Matrix:
    """Embed in slices sized to take about half a second each, reporting after every slice, so a
    progress bar moves at least once a second even with a slow model (one 256-chunk batch took
    25 s with MiniLM on a busy machine). The slices follow the texts sorted by length, so each
    slice pads as little as one whole-batch call would (which sorts inside the call). `second`: the
    second stage embeds (and caches) each slice too, inside the same half second, so a slow second
    model moves the bar instead of stalling it for a whole batch. `documents` (parallel to `texts`)
    are the texts' owners in the second stage's cache; `languages` (non-empty) limits the second
    stage to the texts detected as one of them."""
    if progress is None and second is None:
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
        if second is not None:
            chosen = [i for i in part if not languages or detect_language(texts[i]) in languages]
            second.warm([texts[i] for i in chosen], [documents[i] for i in chosen])
        elapsed = time.perf_counter() - t0
        done += size
        if progress is not None:
            progress(handled, report.chunks + min(done, len(texts)))
        per_text = elapsed / len(part)
        size = max(1, min(256, int(0.5 / per_text) if per_text > 0 else 256))
    assert out is not None
    return out
