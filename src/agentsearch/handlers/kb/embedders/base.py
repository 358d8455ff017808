"""The embedder contract shared by every model, local or remote.

An embedder turns texts into L2-normalised float32 rows. `kind` lets asymmetric models (e5) prefix
queries and passages differently; symmetric models ignore it. A collection records `name`, `model_id`
and `dimension` of the embedder that built it and refuses to be queried with another.
"""

from __future__ import annotations

from typing import Literal, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

__all__ = ["EmbedKind", "Embedder", "Matrix", "l2_normalise"]

EmbedKind = Literal["query", "passage"]
Matrix = npt.NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """A class may also set `shared = False` (class attribute) when instances built without options
    should not be one process-wide singleton (a remote API has no model to share), and
    `multilingual = True` when texts of different languages that mean the same embed close together
    (hybrid search then reads the language of the nearest chunks: `Collection._near_languages`)."""

    name: str
    model_id: str

    @property
    def dimension(self) -> int: ...

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix: ...


def l2_normalise(matrix: npt.NDArray[np.floating]) -> Matrix:
    """Rows scaled to unit length (zero rows stay zero), as float32."""
    out = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Matrix = (out / norms).astype(np.float32, copy=False)
    return result
