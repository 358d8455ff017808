"""HNSW recall@10 against exact search on real text, per ef_search, through `VectorIndex` itself.

Vectors: SciFact abstracts cut into passages of whole sentences (the first $KB_HNSW_PASSAGES, default
8,000, of ~28k), embedded with MiniLM (the default English embedder) and cached under $KB_HNSW_CACHE
(default /tmp/agentsearch-bench-hnsw). The HNSW index is forced on (threshold 1). Queries: the 300
SciFact claims, embedded the same way. Exact = the numpy scan VectorIndex uses below the threshold.

    python -m bench kb_hnsw
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import time
from pathlib import Path

import numpy as np

from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.store import vectors as vector_module
from agentsearch.handlers.kb.store.vectors import VectorIndex

SCIFACT = Path(
    os.environ.get("SCIFACT_DIR") or Path(__file__).resolve().parents[2] / "shared" / "eval" / "scifact"
)
if not SCIFACT.is_dir():  # a worktree under /work/wt: the shared data stays in /work/shared
    SCIFACT = Path("/work/shared/eval/scifact")
CACHE = Path(os.environ.get("KB_HNSW_CACHE", "/tmp/agentsearch-bench-hnsw"))
EF_VALUES = (64, 128, 200, 300, 400, 600)
K = 10
SLICE = 500
#: Passages indexed (the first ones of the corpus); 8,000 keeps the one-off embedding to minutes.
PASSAGES = int(os.environ.get("KB_HNSW_PASSAGES", "8000"))
MIXTURES = 100_000
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def passages() -> list[str]:
    """Runs of whole sentences of ≥ 25 words from each abstract (real paragraphs, not pseudo-words)."""
    out: list[str] = []
    with (SCIFACT / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            current: list[str] = []
            for sentence in _SENTENCE.split(json.loads(line)["text"]):
                current.append(sentence)
                if sum(len(s.split()) for s in current) >= 25:
                    out.append(" ".join(current))
                    current = []
            if current:
                out.append(" ".join(current))
    return out


def queries() -> list[str]:
    """The 300 SciFact claims."""
    with (SCIFACT / "queries.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line)["text"] for line in handle]


def embedded(texts: list[str], label: str) -> np.ndarray:
    """MiniLM vectors of `texts`, cached in slices of SLICE (resumable: embedding 10k passages takes
    minutes on busy shared cores)."""
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]
    CACHE.mkdir(parents=True, exist_ok=True)
    embedder = create_embedder({"name": "minilm"})
    parts = []
    started = time.perf_counter()
    for first in range(0, len(texts), SLICE):
        path = CACHE / f"{label}-minilm-{digest}-{first}.npy"
        if not path.exists():
            part = np.asarray(embedder.embed(texts[first : first + SLICE]), dtype=np.float32)
            np.save(path.with_suffix(".tmp.npy"), part)
            os.replace(path.with_suffix(".tmp.npy"), path)
            print(
                f"embedded {label} {first + len(part)}/{len(texts)} ({time.perf_counter() - started:.0f}s)",
                flush=True,
            )
        parts.append(np.load(path))
    return np.concatenate(parts, axis=0)


def mixtures(matrix: np.ndarray, count: int) -> np.ndarray:
    """`count` vectors of three-passage chunks (the normalised sum of three passages' vectors, as
    bench.kb's 100k-chunk collection builds them): real-text vectors at the scale where HNSW is used."""
    picks = np.random.default_rng(7).integers(0, len(matrix), size=(count, 3))
    mixed = matrix[picks].sum(axis=1)
    return (mixed / np.linalg.norm(mixed, axis=1, keepdims=True)).astype(np.float32)


def sweep(name: str, matrix: np.ndarray, query_matrix: np.ndarray, root: Path) -> None:
    rowids = np.arange(1, len(matrix) + 1, dtype=np.int64)
    exact = VectorIndex(root / f"{name}-exact", matrix.shape[1], hnsw_threshold=len(matrix) + 1)
    hnsw = VectorIndex(root / f"{name}-hnsw", matrix.shape[1], hnsw_threshold=1)
    for index in (exact, hnsw):
        index.directory.mkdir()
        started = time.perf_counter()
        index.ensure(1, lambda: (rowids, matrix))
        kind = "HNSW" if index.uses_hnsw else "exact"
        print(
            f"{name}: {kind} snapshot of {len(matrix)} vectors in {time.perf_counter() - started:.1f}s",
            flush=True,
        )
    truth = [{r for r, _ in exact.search(q, K)} for q in query_matrix]
    started = time.perf_counter()
    for q in query_matrix:
        exact.search(q, K)
    exact_ms = (time.perf_counter() - started) * 1000 / len(query_matrix)
    saved = vector_module.EF_SEARCH
    default = vector_module.ef_search(len(matrix), K)  # what the size rule picks for this index
    print(f"{name}: {'ef_search':>9} {'recall@10':>9} {'ms/query':>8}   (exact scan {exact_ms:.2f} ms/query)")
    for ef in sorted({*EF_VALUES, default}):
        vector_module.EF_SEARCH = ef
        started = time.perf_counter()
        found = [{r for r, _ in hnsw.search(q, K)} for q in query_matrix]
        ms = (time.perf_counter() - started) * 1000 / len(query_matrix)
        recall = float(np.mean([len(f & t) / K for f, t in zip(found, truth, strict=True)]))
        mark = "  <- default" if ef == default else ""
        print(f"{name}: {ef:9d} {recall:9.3f} {ms:8.2f}{mark}", flush=True)
    vector_module.EF_SEARCH = saved


def main() -> None:
    texts, asked = passages()[:PASSAGES], queries()
    matrix, query_matrix = embedded(texts, "passages"), embedded(asked, "queries")
    with tempfile.TemporaryDirectory() as tmp:
        sweep("passages", matrix, query_matrix, Path(tmp))
        sweep("100k chunks", mixtures(matrix, MIXTURES), query_matrix, Path(tmp))


if __name__ == "__main__":
    main()
