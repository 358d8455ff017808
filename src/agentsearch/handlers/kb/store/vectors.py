"""Vectors beside the SQLite file: an exact numpy matrix, and an HNSW index (usearch) above a threshold.

Both are snapshots of the `chunks.vector` column tagged with the store's write generation, saved as
files and loaded lazily on the first query; a stale snapshot (generation mismatch) is rebuilt from
SQLite. Exact search is used below `hnsw_threshold` vectors and whenever a metadata filter leaves a
candidate set small enough to scan.
"""

from __future__ import annotations

import json
import math
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from agentsearch.handlers.kb.embedders import Matrix
from agentsearch.handlers.kb.store._usearch import usearch_available, usearch_index

__all__ = ["VectorIndex"]

BACKGROUND = 256  # chunks sampled for a query's background cosine distribution
Loader = Callable[[], tuple[npt.NDArray[np.int64], Matrix]]

#: HNSW graph degree (M) and build beam (ef_construction) of the usearch index. M=32 / 128 reaches
#: recall 0.958 at ef 300 with 6.3 ms CPU per search on 100k chunks, where M=16 / 64 needed ef 1,200 and
#: 13.4 ms (`python -m bench.kb_hnsw_graph`); an index saved with other settings keeps its own.
CONNECTIVITY = 32
EXPANSION_ADD = 128
#: Search beam (ef_search), growing with the index so that recall@10 against the exact scan stays
#: ≥ 0.95 (real text, the 300 SciFact claims, the static model2vec embedder: the hardest measured), for
#: the M=32 / 128 graph: 100k chunks 0.958 at 300 (`python -m bench.kb_hnsw_graph`); 1M chunks 0.907 at
#: 200, 0.948 at 400, 0.965 at 605 (8.9 ms CPU), 0.974 at 800 (`KB_SCALE_SIZES=1000000
#: KB_SCALE_PARTS=hnsw python -m bench kb_scale`). The M=16 graph needed 1,200 and 2,400–3,200. MiniLM
#: vectors reach higher recall at the same beam (`bench kb_hnsw`), so this is conservative for them. A
#: power law through (100k, 300) and (1M, 600), never below EF_FLOOR or 2k.
EF_FLOOR = 200
EF_AT_100K = 300
EF_AT_1M = 600
#: the same points for an index saved before M=32 (M=16 / 64 keeps its own, wider beam): 100k 0.958 at
#: 1,200; 1M 0.950 at 2,400, 0.957 at 3,200
EF_M16_AT_100K = 1200
EF_M16_AT_1M = 3200
#: a fixed ef_search instead of the size rule (the benchmarks sweep it); None: by size
EF_SEARCH: int | None = None


def ef_search(count: int, k: int, connectivity: int = CONNECTIVITY) -> int:
    """The search beam for an index of `count` vectors and graph degree `connectivity` asked for `k`
    results."""
    if EF_SEARCH is not None:
        return max(EF_SEARCH, 2 * k)
    at_100k, at_1m = (EF_AT_100K, EF_AT_1M) if connectivity >= 32 else (EF_M16_AT_100K, EF_M16_AT_1M)
    slope = math.log(at_1m / at_100k) / math.log(10)
    ef = float(at_100k * (max(count, 1) / 100_000) ** slope)
    return max(EF_FLOOR, 2 * k, round(ef))


class VectorIndex:
    def __init__(self, directory: Path, dimension: int, hnsw_threshold: int = 20000) -> None:
        self.directory = directory
        self.dimension = dimension
        self.hnsw_threshold = hnsw_threshold
        self._generation = -1
        self._rowids: npt.NDArray[np.int64] = np.zeros(0, dtype=np.int64)
        self._matrix: Matrix = np.zeros((0, dimension), dtype=np.float32)
        self._hnsw: Any = None
        self._lock = threading.Lock()

    @property
    def _stamp(self) -> Path:
        return self.directory / "vectors.json"

    def _saved_generation(self) -> int:
        try:
            return int(json.loads(self._stamp.read_text())["generation"])
        except (OSError, ValueError, KeyError, TypeError):
            return -2

    def ensure(self, generation: int, loader: Loader) -> None:
        """Make the in-memory snapshot current: from files when they match, else from the loader."""
        with self._lock:
            if self._generation == generation:
                return
            matrix_file = self.directory / "vectors.npy"
            rowid_file = self.directory / "rowids.npy"
            if self._saved_generation() == generation and matrix_file.exists():
                self._rowids = np.load(rowid_file)
                self._matrix = np.load(matrix_file)
                self._hnsw = self._load_hnsw(generation)
            else:
                previous = np.load(rowid_file) if rowid_file.exists() else None
                self._rowids, self._matrix = loader()
                _atomic(rowid_file, lambda tmp: np.save(tmp, self._rowids))
                _atomic(matrix_file, lambda tmp: np.save(tmp, self._matrix))
                self._hnsw = self._refresh_hnsw(previous)
                stamp = json.dumps({"generation": generation, "count": len(self._rowids)})
                _atomic(self._stamp, lambda tmp: tmp.write_text(stamp))
            self._generation = generation

    def _hnsw_file(self) -> Path:
        return self.directory / "vectors.usearch"

    def _build_hnsw(self, generation: int) -> Any:
        Index = usearch_index()

        # f16 halves memory and builds ~4x faster than f32. Recall is set by EF_SEARCH, measured on
        # real text (bench/kb_hnsw.py), not on synthetic clustered vectors, which flatter HNSW.
        index = Index(
            ndim=self.dimension,
            metric="ip",
            dtype="f16",
            connectivity=CONNECTIVITY,
            expansion_add=EXPANSION_ADD,
        )
        index.add(self._rowids, np.ascontiguousarray(self._matrix), log=False)
        _atomic(self._hnsw_file(), lambda tmp: index.save(str(tmp)))
        return index

    def _refresh_hnsw(self, previous: npt.NDArray[np.int64] | None) -> Any:
        """Bring the saved HNSW index up to the new snapshot: add new rows and remove deleted ones
        (a full rebuild only when there is no usable index or most rows changed)."""
        if len(self._rowids) < self.hnsw_threshold or not usearch_available():
            self._hnsw_file().unlink(missing_ok=True)
            return None
        if previous is None or not self._hnsw_file().exists():
            return self._build_hnsw(0)
        Index = usearch_index()

        index = Index(
            ndim=self.dimension,
            metric="ip",
            dtype="f16",
            connectivity=CONNECTIVITY,
            expansion_add=EXPANSION_ADD,
        )
        index.load(str(self._hnsw_file()))
        removed = np.setdiff1d(previous, self._rowids)
        added = ~np.isin(self._rowids, previous)
        if len(index) != len(previous) or len(removed) + int(added.sum()) > len(self._rowids) // 2:
            return self._build_hnsw(0)
        if len(removed):
            index.remove(removed)
        if added.any():
            index.add(self._rowids[added], np.ascontiguousarray(self._matrix[added]), log=False)
        _atomic(self._hnsw_file(), lambda tmp: index.save(str(tmp)))
        return index

    def _load_hnsw(self, generation: int) -> Any:
        if len(self._rowids) < self.hnsw_threshold or not usearch_available():
            return None
        Index = usearch_index()

        if not self._hnsw_file().exists():
            return self._build_hnsw(generation)
        index = Index(ndim=self.dimension, metric="ip", dtype="f16")
        index.view(str(self._hnsw_file()))
        return index

    def background(self, query: Matrix, size: int = BACKGROUND) -> tuple[float, float, int]:
        """Mean and standard deviation of the query's cosine with an even sample of the collection,
        its top 5 % left out, and the sample's size: what an unrelated chunk scores, so that a cosine can
        be read as standard deviations above it."""
        count = len(self._matrix)
        if count == 0:
            return 0.0, 0.0, 0
        sample = self._matrix[:: max(1, count // size)][:size]
        scores = np.sort(_dot(sample, np.asarray(query, dtype=np.float32).reshape(-1)))
        if len(scores) > 2:  # the top 5 % may be the answer itself (in a small collection, it is)
            scores = scores[: len(scores) - max(1, len(scores) // 20)]
        return float(scores.mean()), float(scores.std()), len(scores)

    def stored(self, rowids: list[int]) -> dict[int, Matrix]:
        """The snapshot's vectors of those of `rowids` it holds."""
        with self._lock:  # `ensure` replaces the rowids and the matrix together
            known, matrix = self._rowids, self._matrix
        if not rowids or len(known) == 0:
            return {}
        wanted = np.asarray(rowids, dtype=np.int64)
        found, positions = _positions(known, wanted)
        return {int(r): matrix[p] for r, p in zip(wanted[found], positions, strict=True)}

    @property
    def uses_hnsw(self) -> bool:
        return self._hnsw is not None

    def search(
        self, query: Matrix, k: int, allowed: npt.NDArray[np.int64] | None = None
    ) -> list[tuple[int, float]]:
        """(rowid, cosine) best first; `allowed` restricts to those rowids (a metadata filter)."""
        if len(self._rowids) == 0 or k <= 0:
            return []
        vector = np.asarray(query, dtype=np.float32).reshape(-1)
        if allowed is not None:
            positions = _positions(self._rowids, allowed)[1]
            if len(positions) == 0:
                return []
            scores = _dot(self._matrix[positions], vector)
            top = _top_k(scores, k)
            return [(int(self._rowids[positions[i]]), float(scores[i])) for i in top]
        if self._hnsw is not None:
            self._hnsw.expansion_search = ef_search(len(self._rowids), k, int(self._hnsw.connectivity))
            matches = self._hnsw.search(vector, min(k, len(self._rowids)))
            return [
                (int(key), 1.0 - float(dist))
                for key, dist in zip(matches.keys, matches.distances, strict=False)
            ]
        scores = _dot(self._matrix, vector)
        return [(int(self._rowids[i]), float(scores[i])) for i in _top_k(scores, k)]


def _atomic(path: Path, write: Callable[[Path], object]) -> None:
    """Write beside `path`, then rename: another process loading the snapshot never sees half a file."""
    # keep the suffix last: np.save appends ".npy" to names that do not end with it
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.{threading.get_ident()}.tmp{path.suffix}")
    write(tmp)
    os.replace(tmp, path)


def _positions(
    known: npt.NDArray[np.int64], wanted: npt.NDArray[np.int64]
) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.intp]]:
    """Which of `wanted` the sorted `known` rowids hold (a mask over `wanted`), and their positions
    in `known`, in `wanted`'s order."""
    positions = np.searchsorted(known, wanted)
    inside = positions < len(known)
    found = np.zeros(len(wanted), dtype=bool)
    found[inside] = known[positions[inside]] == wanted[inside]
    return found, positions[found]


def _dot(matrix: Matrix, vector: Matrix) -> npt.NDArray[np.float32]:
    """Matrix-vector product without BLAS: OpenBLAS threads on busy shared cores make one matvec
    10-20x slower (measured: 35 ms instead of 1.5 ms on 12k x 256), einsum's SIMD loop does not."""
    result: npt.NDArray[np.float32] = np.einsum("ij,j->i", matrix, vector)
    return result


def _top_k(scores: npt.NDArray[np.float32], k: int) -> list[int]:
    if len(scores) <= k:
        return [int(i) for i in np.argsort(-scores)]
    part = np.argpartition(-scores, k)[:k]
    return [int(i) for i in part[np.argsort(-scores[part])]]
