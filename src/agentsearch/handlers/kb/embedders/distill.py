"""Distil the bundled MiniLM into a static (model2vec-style) token table, offline and without torch.

`model2vec.distill` needs torch and transformers, which the default install must not pull. The same
recipe runs here on the ONNX model: every vocabulary token is encoded alone (`[CLS] tok [SEP]`),
mean-pooled, reduced with PCA, weighted by SIF on the vocabulary rank (model2vec's default), and stored
as int8 rows with one scale each. Run once by a developer; the output ships as package data:

    python -m agentsearch.handlers.kb.embedders.distill [--dims 256] [--out PATH]
"""

from __future__ import annotations

import argparse
from importlib import resources
from pathlib import Path

import numpy as np

from agentsearch.handlers.kb.embedders.base import Matrix
from agentsearch.handlers.kb.embedders.minilm import MiniLMEmbedder, load_minilm_tokenizer

__all__ = ["distill", "main"]

SIF_COEFFICIENT = 1e-4


def _token_vectors(batch_size: int = 512) -> Matrix:
    model = MiniLMEmbedder()
    model._load()
    vocab = load_minilm_tokenizer().get_vocab()
    size = len(vocab)
    cls_id, sep_id = vocab["[CLS]"], vocab["[SEP]"]
    out = np.zeros((size, model.dimension), dtype=np.float32)
    for start in range(0, size, batch_size):
        ids = np.arange(start, min(size, start + batch_size), dtype=np.int64)
        input_ids = np.stack([np.full_like(ids, cls_id), ids, np.full_like(ids, sep_id)], axis=1)
        mask = np.ones_like(input_ids)
        hidden = model._session.run(
            ["last_hidden_state"],
            {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": np.zeros_like(mask)},
        )[0]
        out[ids] = hidden.mean(axis=1)
    return out


def distill(dims: int = 256) -> tuple[np.ndarray, np.ndarray]:
    """Return (int8 table, float32 per-row scales)."""
    vectors = _token_vectors()
    centred = vectors - vectors.mean(axis=0, keepdims=True)
    _, _, components = np.linalg.svd(centred, full_matrices=False)
    reduced = centred @ components[:dims].T
    rank = np.arange(1, reduced.shape[0] + 1, dtype=np.float64)
    proba = (1.0 / rank) / (1.0 / rank).sum()
    weights = SIF_COEFFICIENT / (SIF_COEFFICIENT + proba)
    reduced = reduced * weights[:, None]
    scales = np.abs(reduced).max(axis=1) / 127.0
    scales[scales == 0] = 1.0
    table = np.round(reduced / scales[:, None]).astype(np.int8)
    return table, scales.astype(np.float32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dims", type=int, default=256)
    default_out = Path(str(resources.files("agentsearch.handlers.kb") / "data" / "minilm-static.npz"))
    parser.add_argument("--out", type=Path, default=default_out)
    args = parser.parse_args()
    table, scales = distill(args.dims)
    np.savez_compressed(args.out, table=table, scales=scales)
    print(f"wrote {args.out} ({table.shape[0]} tokens x {table.shape[1]} dims)")


if __name__ == "__main__":
    main()
