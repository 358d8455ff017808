"""An on-disk embedding cache for the KB benchmarks: the same embedder (name, model id, dimension), but
every (kind, text) it has embedded once is read back from a SQLite file under /tmp instead of being
computed again, so re-running an evaluation costs no model time on the shared cores.

`KB_EMBED_CACHE` moves the cache directory (default `/tmp/agentsearch-kb-embed-cache`).
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import threading
from pathlib import Path

import numpy as np

from agentsearch.handlers.kb.embedders import Embedder, EmbedKind, Matrix, create_embedder

__all__ = ["CACHE_DIR", "CachedEmbedder", "cached_embedder"]

CACHE_DIR = Path(os.environ.get("KB_EMBED_CACHE", "/tmp/agentsearch-kb-embed-cache"))


class CachedEmbedder:
    """Wraps a real embedder; a collection built with it records the inner embedder's identity."""

    def __init__(self, inner: Embedder, directory: Path = CACHE_DIR) -> None:
        self.inner = inner
        self.name = inner.name
        self.model_id = inner.model_id
        self.dimension = inner.dimension
        # the collection reads it (language agreement of the hybrid fusion): forward the inner one's
        self.multilingual = bool(getattr(inner, "multilingual", False))
        directory.mkdir(parents=True, exist_ok=True)
        slug = re.sub(r"[^A-Za-z0-9]+", "_", inner.model_id)
        self._conn = sqlite3.connect(directory / f"{slug}.sqlite", check_same_thread=False)
        self._conn.execute("CREATE TABLE IF NOT EXISTS vectors (key BLOB PRIMARY KEY, vector BLOB NOT NULL)")
        self._lock = threading.Lock()

    @staticmethod
    def _key(kind: str, text: str) -> bytes:
        return hashlib.sha1(f"{kind}\0{text}".encode()).digest()

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        keys = [self._key(kind, t) for t in texts]
        found: dict[bytes, Matrix] = {}
        with self._lock:
            for start in range(0, len(keys), 500):
                batch = keys[start : start + 500]
                marks = ",".join("?" * len(batch))
                for key, blob in self._conn.execute(
                    f"SELECT key, vector FROM vectors WHERE key IN ({marks})", batch
                ):
                    found[key] = np.frombuffer(blob, dtype=np.float32)
        missing = [i for i, k in enumerate(keys) if k not in found]
        if missing:
            fresh = self.inner.embed([texts[i] for i in missing], kind)
            with self._lock:
                self._conn.executemany(
                    "INSERT OR REPLACE INTO vectors VALUES (?, ?)",
                    [(keys[i], fresh[j].astype(np.float32).tobytes()) for j, i in enumerate(missing)],
                )
                self._conn.commit()
            for j, i in enumerate(missing):
                found[keys[i]] = fresh[j]
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, key in enumerate(keys):
            out[i] = found[key]
        return out


_shared: dict[str, CachedEmbedder] = {}


def cached_embedder(name: str) -> CachedEmbedder:
    """One cached wrapper per embedder name per process."""
    if name not in _shared:
        _shared[name] = CachedEmbedder(create_embedder({"name": name}))
    return _shared[name]
