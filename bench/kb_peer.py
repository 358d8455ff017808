"""LangChain `EnsembleRetriever` (BM25Retriever + InMemoryVectorStore, weighted RRF) as a peer, side by
side with our hybrid search on the same SciFact chunks, the same stored MiniLM vectors and the same
query embedder: per-query latency (p50/p95, ratio) and nDCG@10.

Needs the `bench` extra (langchain-classic, langchain-community, rank-bm25; none pulls torch) and the
SciFact collection built by `bench.kb_scifact`.
"""

from __future__ import annotations

import json
import re
import sqlite3
import statistics
import time
from typing import Any

import numpy as np

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.evaluation import load_qrels, ndcg_at_k, ranked_documents
from bench.kb_scifact import DATA, SCIFACT

K = 30  # chunks asked from each side before folding to documents


def _tokens(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _percentiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.95 * len(ordered)) - 1]


def main() -> None:
    try:
        from langchain_classic.retrievers import EnsembleRetriever
        from langchain_community.retrievers import BM25Retriever
        from langchain_core.embeddings import Embeddings
        from langchain_core.vectorstores import InMemoryVectorStore
    except ImportError as exc:
        print(f"skipped: the bench extra is not installed ({exc})")
        return
    manager = KBManager(DATA)
    if not manager.exists("scifact"):
        print("skipped: run bench.kb_scifact first (it builds the SciFact collection)")
        return
    collection = manager.open("scifact")
    embedder = collection.embedder
    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:
        rows = conn.execute(
            "SELECT chunk_id, document_id, title, text, vector FROM chunks ORDER BY rowid"
        ).fetchall()
    texts = [f"{title}\n\n{text}" for _, _, title, text, _ in rows]
    cache = {t: np.frombuffer(r[4], dtype=np.float32).tolist() for t, r in zip(texts, rows, strict=True)}

    class Stored(Embeddings):  # type: ignore[misc]
        """The vectors our store already holds for the corpus; our MiniLM for queries."""

        def embed_documents(self, docs: list[str]) -> list[list[float]]:
            return [cache[d] for d in docs]

        def embed_query(self, text: str) -> list[float]:
            return [float(x) for x in embedder.embed([text], "query")[0]]

    metadatas = [{"document_id": r[1]} for r in rows]
    started = time.perf_counter()
    bm25 = BM25Retriever.from_texts(texts, metadatas=metadatas, preprocess_func=_tokens, k=K)
    store = InMemoryVectorStore(embedding=Stored())
    store.add_texts(texts, metadatas=metadatas)
    ensemble = EnsembleRetriever(
        retrievers=[bm25, store.as_retriever(search_kwargs={"k": K})], weights=[0.5, 0.5]
    )
    print(f"LangChain indexes built over {len(texts)} chunks in {time.perf_counter() - started:.1f}s")

    queries = [
        json.loads(line) for line in (SCIFACT / "queries.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    qrels = load_qrels(SCIFACT / "qrels" / "test.tsv")
    collection.search(queries[0]["text"], threshold=0)  # warm both sides
    ensemble.invoke(queries[0]["text"])
    ours_run: dict[str, list[str]] = {}
    peer_run: dict[str, list[str]] = {}
    ours_ms: list[float] = []
    peer_ms: list[float] = []
    for query in queries:
        text = query["text"]
        t0 = time.perf_counter()
        out = collection.search(text, limit=K, threshold=0)
        ours_ms.append(1000 * (time.perf_counter() - t0))
        ours_run[query["_id"]] = ranked_documents([c.chunk.document_id for c in out.chunks])
        t0 = time.perf_counter()
        docs: list[Any] = ensemble.invoke(text)
        peer_ms.append(1000 * (time.perf_counter() - t0))
        peer_run[query["_id"]] = ranked_documents([d.metadata["document_id"] for d in docs])
    ours_p50, ours_p95 = _percentiles(ours_ms)
    peer_p50, peer_p95 = _percentiles(peer_ms)
    print(
        f"agentsearch hybrid      : nDCG@10 {ndcg_at_k(ours_run, qrels):.4f}"
        f"  p50 {ours_p50:.1f} ms  p95 {ours_p95:.1f} ms"
    )
    print(
        f"LangChain Ensemble(RRF) : nDCG@10 {ndcg_at_k(peer_run, qrels):.4f}"
        f"  p50 {peer_p50:.1f} ms  p95 {peer_p95:.1f} ms"
    )
    print(f"latency ratio (LangChain / agentsearch, p50): {peer_p50 / ours_p50:.1f}x")


if __name__ == "__main__":
    main()
