"""A hashing bag-of-words embedder: deterministic, no model file, any dimension."""

from __future__ import annotations

import hashlib

import numpy as np

from agentsearch.handlers.kb.embedders.base import EmbedKind, Matrix, l2_normalise


class HashEmbedder:
    name = "example_hash"

    def __init__(self, dimension: int = 64) -> None:
        self.dimension = int(dimension)
        self.model_id = f"example-hash-{self.dimension}"

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        rows = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                digest = hashlib.blake2b(word.strip("?.,!;:").encode(), digest_size=4).digest()
                rows[row, int.from_bytes(digest, "little") % self.dimension] += 1.0
        return l2_normalise(rows)
