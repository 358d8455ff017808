"""HNSW graph settings side by side on a `bench.kb_scale` collection's own vectors: recall@10 against
the exact scan per ef_search, for each degree (M), build beam (ef_construction) and stored type, with
the build time and the CPU per search. What the default `vectors.py` settings are chosen against.

    KB_GRAPH_SIZE=100000 nice -n 10 python -m bench.kb_hnsw_graph

Environment: KB_GRAPH_SIZE (a collection `bench.kb_scale_corpus` builds and caches; default 100000),
KB_GRAPH_VARIANTS (`M,ef_construction,dtype;…`, default the usearch default of `vectors.py` and M=32),
KB_GRAPH_EF (ef_search values, default 200,300,400,1200). Each index is built once from the
collection's vector snapshot and cached beside it (`graphs/`). Queries: the 300 SciFact claims with
the collection's model2vec embedder. "re-scored": the 50 candidates a hybrid query asks for, ranked
by their exact cosine (what an approximate stored type would need).
"""

from __future__ import annotations

import os
import statistics
import time

import numpy as np

from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.store._usearch import usearch_index
from agentsearch.handlers.kb.store.vectors import _dot, _top_k
from bench.kb_scale_corpus import DATA, claims, collection

K = 10
CANDIDATES = 50


def main() -> None:
    size = int(os.environ.get("KB_GRAPH_SIZE", "100000"))
    variants = os.environ.get("KB_GRAPH_VARIANTS", "16,64,f16;32,128,f16").split(";")
    efs = [int(e) for e in os.environ.get("KB_GRAPH_EF", "200,300,400,1200").split(",")]
    collection(size)  # built and cached on first use, with its vector snapshot
    directory = DATA / str(size) / "scale"
    matrix, rowids = np.load(directory / "vectors.npy"), np.load(directory / "rowids.npy")
    queries = create_embedder({"name": "model2vec"}).embed(claims(), "query")
    truth = [set(rowids[_top_k(_dot(matrix, q), K)].tolist()) for q in queries]
    Index = usearch_index()
    cache = directory.parent / "graphs"
    cache.mkdir(exist_ok=True)
    print(f"{size} chunks, {len(queries)} claims: recall@{K} vs exact per ef_search")
    for variant in variants:
        connectivity, expansion, dtype = variant.split(",")
        path = cache / f"m{connectivity}-efc{expansion}-{dtype}.usearch"
        index = Index(
            ndim=matrix.shape[1],
            metric="ip",
            dtype=dtype,
            connectivity=int(connectivity),
            expansion_add=int(expansion),
        )
        if path.exists():
            index.view(str(path))
            build = "cached"
        else:
            started = time.perf_counter()
            index.add(rowids, matrix, log=False)
            build = f"{time.perf_counter() - started:.0f} s"
            index.save(str(path))
        print(f"  M={connectivity} ef_construction={expansion} {dtype}: build {build}", flush=True)
        for ef in efs:
            index.expansion_search = ef
            plain, rescored, wall = [], [], []
            c0 = time.process_time()
            for vector in queries:
                t0 = time.perf_counter()
                keys = np.asarray(index.search(vector, CANDIDATES).keys)
                wall.append(1000 * (time.perf_counter() - t0))
                plain.append(set(keys[:K].tolist()))
                exact = _dot(matrix[np.searchsorted(rowids, keys)], vector)
                rescored.append(set(keys[np.argsort(-exact)[:K]].tolist()))
            cpu = 1000 * (time.process_time() - c0) / len(queries)
            recall = np.mean([len(f & t) / K for f, t in zip(plain, truth, strict=True)])
            again = np.mean([len(f & t) / K for f, t in zip(rescored, truth, strict=True)])
            print(
                f"    ef {ef:5d}: recall {recall:.3f} (re-scored {again:.3f}),"
                f" {statistics.median(wall):.2f} ms p50 wall, {cpu:.2f} ms CPU",
                flush=True,
            )


if __name__ == "__main__":
    main()
