"""The keyword index of large collections: a tantivy (Rust BM25 engine) snapshot of the FTS5 table, used
above a size threshold when the `scale` extra is installed.

Why: FTS5 `ORDER BY rank` scores every chunk that matches any query word, so its cost grows with the
collection (a SciFact claim matches ~6% of the chunks); tantivy finds the top k with block-max WAND,
skipping blocks that cannot reach them (`python -m bench kb_scale`: docs/kb.md). FTS5 stays the source
of truth: it holds the index text (Chinese segmented, technical tokens fused, `text.py`), so this index
is derived from it, like the vector snapshot, and tagged with the store's write generation; a stale
one catches up by removing and adding the chunks that changed (chunk rowids are never reused, so a
rowid names one content for good), or is rebuilt when most changed or its files are unusable.

Same words as FTS5: the same index text, split on non-alphanumerics, lowercased, diacritics folded,
English-stemmed (Snowball; FTS5 uses Porter). Same field weighting: FTS5's BM25 adds the column-weighted
term counts of a row and divides by the row's whole length, with one IDF per term; tantivy's per-field
BM25 would give titles their own IDF (a word in 1 of 6 titles outweighs a rare body word), so the
index has one field where the title and the heading are written as many times as their FTS5 weights
say (`repeats`: 2.0 and 1.5 → twice), which is BM25F with integer weights.
"""

from __future__ import annotations

import contextlib
import fcntl
import importlib.util
import json
import logging
import os
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from agentsearch.errors import StoreError
from agentsearch.extras import missing_extra_message

__all__ = ["KEYWORD_ENGINES", "KeywordIndex", "tantivy_available"]

_log = logging.getLogger("agentsearch.kb")
_warned = False

_FIELD = "text"
Row = tuple[int, str, str, str]  # rowid, title, heading, body (the FTS5 row)
RowsLoader = Callable[[npt.NDArray[np.int64] | None], Iterable[Row]]
_TOKENIZER = "agentsearch"
#: `store.keyword` of a collection: `auto` = tantivy from `hnsw_threshold` chunks when the `scale` extra
#: is installed, else FTS5 (docs/kb.md "Keyword search at scale"); `fts5` / `tantivy` force one
KEYWORD_ENGINES = ("auto", "fts5", "tantivy")
_HEAP = 64_000_000  # writer memory: ~50k chunks per flush on the measured corpus


def tantivy_available() -> bool:
    """Whether the `scale` extra's keyword engine is installed; without it FTS5 serves every size
    (slower on large collections, same words), and this says so once in the log."""
    global _warned
    if importlib.util.find_spec("tantivy") is not None:
        return True
    if not _warned:
        _warned = True
        _log.info("tantivy is not installed (pip install 'agentsearch[scale]'): FTS5 serves keyword search")
    return False


def _analyzer() -> Any:
    import tantivy

    builder = tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
    for step in (tantivy.Filter.lowercase(), tantivy.Filter.ascii_fold(), tantivy.Filter.stemmer("english")):
        builder = builder.filter(step)
    return builder.build()


def _schema() -> Any:
    import tantivy

    builder = tantivy.SchemaBuilder()  # BM25 needs term frequencies, not positions (no phrase queries)
    builder.add_text_field(_FIELD, stored=False, tokenizer_name=_TOKENIZER, index_option="freq")
    builder.add_integer_field("rowid", stored=False, indexed=True, fast=True)  # u64 terms do not delete
    return builder.build()


def _fts_rows(conn: sqlite3.Connection, rowids: npt.NDArray[np.int64] | None) -> list[Row]:
    sql = "SELECT rowid, title, heading, body FROM chunks_fts"
    if rowids is None:
        return conn.execute(sql).fetchall()
    out: list[Row] = []
    wanted = [int(r) for r in rowids]
    for start in range(0, len(wanted), 500):
        part = wanted[start : start + 500]
        out += conn.execute(f"{sql} WHERE rowid IN ({','.join('?' * len(part))})", part).fetchall()
    return out


def _fts_rowids(conn: sqlite3.Connection) -> npt.NDArray[np.int64]:
    rows = conn.execute("SELECT rowid FROM chunks_fts ORDER BY rowid")
    return np.fromiter((r[0] for r in rows), dtype=np.int64)


class KeywordIndex:
    def __init__(self, directory: Path, weights: tuple[float, ...], engine: str, threshold: int) -> None:
        if engine not in KEYWORD_ENGINES:
            raise StoreError(f"unknown keyword engine {engine!r}: use one of {', '.join(KEYWORD_ENGINES)}")
        if engine == "tantivy" and not tantivy_available():
            raise StoreError(missing_extra_message("keyword engine 'tantivy'", "tantivy"))
        self.directory = directory
        self.engine = engine
        self.threshold = threshold
        self.enabled = True
        #: (generation, engine) at which the collection was found to stay on FTS5
        self._checked: tuple[int, str] = (-1, "")
        #: times each field is written: its weight over the body's, rounded half up, at least once
        self.repeats = tuple(max(1, int(w / weights[-1] + 0.5)) for w in weights)
        self._generation = -1
        self._index: Any = None
        self._analyzer: Any = None
        self._lock = threading.Lock()

    @property
    def _path(self) -> Path:
        return self.directory / "keywords.tantivy"

    @property
    def _stamp(self) -> Path:
        return self.directory / "keywords.json"

    @property
    def _rowid_file(self) -> Path:
        return self.directory / "keywords.rowids.npy"

    def _saved_generation(self) -> int:
        try:
            return int(json.loads(self._stamp.read_text())["generation"])
        except (OSError, ValueError, KeyError, TypeError):
            return -2

    def serving(self, conn: sqlite3.Connection, generation: int) -> KeywordIndex | None:
        """This index, brought up to `generation`, when the collection's keyword side is tantivy; None
        when FTS5 serves it (engine `fts5`, below the threshold, or the extra missing under `auto`)."""
        if self.engine == "fts5" or not self.enabled:
            return None
        if self._index is not None and self._generation == generation:
            return self
        if self._checked == (generation, self.engine):
            return None
        if self.engine == "auto" and (
            conn.execute("SELECT count(*) FROM chunks").fetchone()[0] < self.threshold
            or not tantivy_available()
        ):
            if self._index is not None or self._path.is_dir():
                self.drop()
            self._checked = (generation, self.engine)
            return None
        try:
            self.ensure(generation, lambda: _fts_rowids(conn), lambda rowids: _fts_rows(conn, rowids))
        except (OSError, ValueError) as exc:  # e.g. another process holds tantivy's writer lock
            _log.warning(
                "keyword index in %s not refreshed (%s): FTS5 serves this version", self.directory, exc
            )
            self._checked = (generation, self.engine)
            return None
        return self

    def drop(self) -> None:
        """Forget the index (the collection fell below the threshold): FTS5 serves it again."""
        with self._lock:
            self._index = None
            self._generation = -1
            self._checked = (-1, "")
            self._stamp.unlink(missing_ok=True)
            self._rowid_file.unlink(missing_ok=True)
            shutil.rmtree(self._path, ignore_errors=True)

    def _open(self, create: bool) -> Any:
        import tantivy

        if create:
            shutil.rmtree(self._path, ignore_errors=True)
            self._path.mkdir(parents=True)
        index = tantivy.Index(_schema(), path=str(self._path), reuse=not create)
        self._analyzer = _analyzer()
        index.register_tokenizer(_TOKENIZER, self._analyzer)
        return index

    def ensure(self, generation: int, rowids: Callable[[], npt.NDArray[np.int64]], rows: RowsLoader) -> None:
        """Make the index current: reuse the files when their generation matches, else add and remove
        the chunks that changed since (`rows(None)` streams every FTS5 row for a rebuild). One process
        writes at a time (a lock file); another one finding it taken gets OSError (FTS5 serves)."""
        with self._lock:
            if self._generation == generation and self._index is not None:
                return
            if self._reuse(generation):
                return
            with _exclusive(self.directory / "keywords.lock"):
                if self._reuse(generation):  # another process brought it up to date meanwhile
                    return
                current = rowids()
                previous = np.load(self._rowid_file) if self._rowid_file.exists() else None
                self._stamp.unlink(missing_ok=True)  # a crash from here on leaves a stale index
                if previous is not None and self._path.is_dir():
                    removed = np.setdiff1d(previous, current)
                    added = np.setdiff1d(current, previous)
                    incremental = len(removed) + len(added) <= len(current) // 2
                else:
                    incremental = False
                if incremental:
                    index = self._open(create=False)
                    # added rowids are deleted first too: after a crash between the commit and the
                    # rowid file, re-adding them must not leave duplicates
                    self._write(index, rows(added) if len(added) else [], np.union1d(removed, added))
                else:
                    index = self._open(create=True)
                    self._write(index, rows(None), current[:0])
                _atomic_save(self._rowid_file, current)
                _atomic_text(self._stamp, json.dumps({"generation": generation, "count": len(current)}))
            index.reload()
            self._index = index
            self._generation = generation

    def _reuse(self, generation: int) -> bool:
        if self._saved_generation() != generation or not self._path.is_dir():
            return False
        self._index = self._open(create=False)
        self._index.reload()
        self._generation = generation
        return True

    def _write(self, index: Any, rows: Iterable[Row], removed: npt.NDArray[np.int64]) -> None:
        import tantivy

        writer = index.writer(heap_size=_HEAP, num_threads=1)
        try:
            for rowid in removed.tolist():
                writer.delete_documents_by_term("rowid", int(rowid))
            for rowid, title, heading, body in rows:
                doc = tantivy.Document()
                doc.add_integer("rowid", int(rowid))
                parts = zip((title, heading, body), self.repeats, strict=True)
                doc.add_text(_FIELD, "\n".join(text for text, times in parts if text for _ in range(times)))
                writer.add_document(doc)
            writer.commit()
            writer.wait_merging_threads()
        except BaseException:
            writer.rollback()
            raise

    @property
    def active(self) -> bool:
        return self._index is not None

    def tokens(self, terms: list[str]) -> list[str]:
        """The index's own tokens of the query terms (stemmed), without repeats."""
        seen: dict[str, None] = {}
        for term in terms:
            for token in self._analyzer.analyze(term):
                seen.setdefault(token, None)
        return list(seen)

    def search(self, terms: list[str], k: int) -> list[tuple[int, float]]:
        """(rowid, BM25) best first: the query's tokens OR-ed, as FTS5 MATCHes them."""
        import tantivy

        index = self._index
        if index is None or k <= 0:
            return []
        schema = index.schema
        clauses = [
            (tantivy.Occur.Should, tantivy.Query.term_query(schema, _FIELD, token, "freq"))
            for token in self.tokens(terms)
        ]
        if not clauses:
            return []
        searcher = index.searcher()
        hits = searcher.search(tantivy.Query.boolean_query(clauses), k, count=False).hits
        if not hits:
            return []
        keys = searcher.fast_field_values("rowid", [address for _, address in hits])
        return [
            (int(key), float(score)) for (score, _), key in zip(hits, keys, strict=True) if key is not None
        ]


@contextlib.contextmanager
def _exclusive(path: Path) -> Iterator[None]:
    """An exclusive lock on `path` between processes, not waited for (OSError when taken)."""
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)  # BlockingIOError is an OSError
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _atomic_save(path: Path, array: npt.NDArray[np.int64]) -> None:
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.{threading.get_ident()}.tmp.npy")
    np.save(tmp, array)
    os.replace(tmp, path)


def _atomic_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)
