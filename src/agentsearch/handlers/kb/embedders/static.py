"""`model2vec`: a static embedder distilled from the bundled MiniLM (see `distill.py`).

A text's vector is the mean of its tokens' rows in a precomputed table: no neural network at run
time, thousands of chunks per second. Quality is below MiniLM (docs/kb.md has both on SciFact).
"""

from __future__ import annotations

import threading
from importlib import resources
from typing import Any

import numpy as np

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.embedders.base import EmbedKind, Matrix, l2_normalise
from agentsearch.handlers.kb.embedders.minilm import load_minilm_tokenizer

__all__ = ["StaticEmbedder"]

_SPECIAL = {"[CLS]", "[SEP]", "[PAD]", "[UNK]", "[MASK]"}


class StaticEmbedder:
    name = "model2vec"
    model_id = "all-MiniLM-L6-v2@static-distilled"

    def __init__(self, max_tokens: int = 512) -> None:
        self.max_tokens = max_tokens
        self._table: Matrix | None = None
        self._tokenizer: Any = None
        self._skip: set[int] = set()
        self._lock = threading.Lock()
        self._dimension = 0

    @property
    def dimension(self) -> int:
        """The table's width, read from the table itself (loaded on first use)."""
        if not self._dimension:
            self._load()
        return self._dimension

    def _load(self) -> Matrix:
        with self._lock:
            if self._table is None:
                path = resources.files("agentsearch.handlers.kb") / "data" / "minilm-static.npz"
                try:
                    with resources.as_file(path) as file, np.load(file) as data:
                        table = data["table"].astype(np.float32) * data["scales"][:, None]
                except FileNotFoundError as exc:
                    raise ConfigError("embedder model2vec: its table minilm-static.npz is missing") from exc
                self._tokenizer = load_minilm_tokenizer(self.max_tokens)
                vocab = self._tokenizer.get_vocab()
                self._skip = {vocab[t] for t in _SPECIAL if t in vocab}
                self._dimension = int(table.shape[1])
                self._table = table.astype(np.float32)
            return self._table

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        table = self._load()
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, encoded in enumerate(self._tokenizer.encode_batch(texts)):
            ids = [i for i in encoded if i not in self._skip]
            if ids:
                out[row] = table[ids].mean(axis=0)
        return l2_normalise(out)
