"""Knowledge base: ingestion throughput per embedder vs the raw embedder, and hybrid query latency on
100,000 chunks of real text (SciFact passages, queries = the SciFact claims; see `_realistic`).

Targets (issue 9): pipeline overhead around the embedder < 10 %; query p50 ≤ 15 ms on 100k chunks.
SciFact quality is `bench.kb_scifact`, the LangChain peer `bench.kb_peer`.
Environment: KB_BENCH_DOCS (documents per embedder, default 48), KB_BENCH_CHUNKS (default 100000).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.chunking import chunk_text
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord
from agentsearch.nlp import segment

SCIFACT = Path(__file__).resolve().parents[2] / "shared" / "eval" / "scifact" / "corpus.jsonl"
RESULTS = Path(__file__).resolve().parent / "results" / "kb"
ZH_SAMPLE = (
    "大熊猫主要生活在四川、陕西和甘肃的山区竹林里，每天要花十几个小时吃竹子。"
    "中国高速铁路网络是世界上最长的，复兴号列车最高运营时速达到三百五十公里。"
    "春节是农历新年，人们会贴春联、放鞭炮、吃年夜饭，长辈给孩子发红包。"
)


def _documents(count: int, chinese: bool) -> list[Document]:
    if chinese:
        return [Document(f"zh{i}", f"文档{i}", ZH_SAMPLE * 3 + f"编号{i}。") for i in range(count)]
    docs = []
    with SCIFACT.open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            docs.append(Document(record["_id"], record["title"], record["text"]))
            if len(docs) == count:
                break
    return docs


def ingestion(count: int) -> None:
    print(f"ingestion: {count} documents per embedder (SciFact abstracts; Chinese text for use/e5)")
    print(
        f"{'embedder':10} {'chunks':>6} {'raw c/s':>9} {'pipeline c/s':>13} {'overhead':>9}"
        f" {'(non-embed share)':>18} {'with progress c/s':>18}"
    )
    for name in ("minilm", "model2vec", "use", "e5"):
        chinese = name in ("use", "e5")
        docs = _documents(count if name != "model2vec" else count * 20, chinese)
        embedder = create_embedder({"name": name})
        embedder.embed(["warm up"])
        segment.cut("预热")  # its one-time dictionary load is process start-up, not per-chunk cost
        texts = []
        for doc in docs:  # exactly what the pipeline embeds
            for piece in chunk_text(doc.text, 200, 30):
                texts.append(f"{doc.title}\n\n{piece.text}")
        started = time.perf_counter()
        embedder.embed(texts)
        raw = time.perf_counter() - started
        root = Path(tempfile.mkdtemp(prefix="kb-bench-"))
        try:
            manager = KBManager(root)
            collection = manager.create("b", embedder=name, language="zh" if chinese else "en")
            report = collection.ingest(docs)
            # the CLI's path: a progress callback makes ingestion embed in ~0.5 s slices
            sliced = manager.create("p", embedder=name, language="zh" if chinese else "en")
            with_progress = sliced.ingest(docs, progress=lambda *_: None)
        finally:
            shutil.rmtree(root, ignore_errors=True)
        overhead = (report.seconds - raw) / report.seconds
        share = (report.seconds - report.embed_seconds) / report.seconds
        print(
            f"{name:10} {report.chunks:6d} {len(texts) / raw:9.1f} {report.chunks / report.seconds:13.1f}"
            f" {overhead:9.1%} {share:18.1%} {with_progress.chunks / with_progress.seconds:18.1f}",
            flush=True,
        )


def _realistic(root: Path, chunks: int) -> tuple[KBManager, list[str]]:
    """A collection of `chunks` chunks of real text: each joins three passages of SciFact abstracts
    (whole sentences, stop words and all; `bench.kb_hnsw.passages`), its vector the normalised sum of
    the three passages' MiniLM vectors (embedded once and cached by bench.kb_hnsw, so 100k chunks need
    ~28k embeddings, not 100k). Queries: the SciFact claims, embedded for real at query time."""
    from bench.kb_hnsw import embedded, passages, queries

    texts = passages()
    matrix = embedded(texts, "passages")
    asked = queries()[:300]  # the claims
    manager = KBManager(root)
    if manager.exists("realistic") and manager.open("realistic").store.count_chunks() == chunks:
        return manager, asked
    if manager.exists("realistic"):
        manager.delete("realistic")
    collection = manager.create("realistic", embedder="minilm", graph=False)
    rng = np.random.default_rng(7)
    store = collection.store
    batch = 2000
    for start in range(0, chunks, batch):
        n = min(batch, chunks - start)
        picks = rng.integers(0, len(texts), size=(n, 3))
        vectors = matrix[picks].sum(axis=1)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        records = []
        for i in range(n):
            doc_id = f"r{start + i}"
            text = " ".join(texts[j] for j in picks[i])
            chunk = ChunkRecord(f"realistic/{doc_id}#0", doc_id, 0, doc_id, text, "", {}, text)
            records.append(DocumentRecord(doc_id, doc_id, "", {}, doc_id, [chunk], vectors[i : i + 1]))
        store.replace_documents(records)
    started = time.perf_counter()
    store.finish()
    print(f"built the vector snapshot / HNSW over {chunks} chunks in {time.perf_counter() - started:.1f}s")
    return manager, asked


def latency(chunks: int) -> None:
    root = RESULTS / "realistic"
    root.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    manager, queries = _realistic(root, chunks)
    seconds = time.perf_counter() - started
    print(f"realistic collection ready ({chunks} chunks of SciFact text) in {seconds:.0f}s")
    KBManager._cache.clear()
    collection = KBManager(root).open("realistic")
    started = time.perf_counter()
    collection.search(queries[0], threshold=0)  # first query: loads model, vectors, HNSW
    print(f"first query (cold: model + vectors + index load) {1000 * (time.perf_counter() - started):.0f} ms")
    queries = queries[1:201]
    runs: list[tuple[str, dict[str, Any]]] = [
        ("hybrid (adaptive, default)", {}),
        ("hybrid (old score fusion)", {"fusion": "score"}),
        ("vector", {"mode": "vector"}),
        ("keyword", {"mode": "keyword"}),
    ]
    for label, options in runs:
        times, cpu = [], []
        for query in queries:
            t0, c0 = time.perf_counter(), time.process_time()
            collection.search(query, limit=10, threshold=0, **options)
            times.append(1000 * (time.perf_counter() - t0))
            cpu.append(1000 * (time.process_time() - c0))
        times.sort()
        p95 = times[int(0.95 * len(times)) - 1]
        print(
            f"{label:27} on {chunks} chunks: p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms,"
            f" CPU/query mean {statistics.fmean(cpu):.1f} ms (HNSW: {collection.store.vectors.uses_hnsw};"  # type: ignore[attr-defined]
            f" {len(queries)} SciFact claims)"
        )
    embedder = collection.embedder
    times = []
    for query in queries[:100]:
        t0 = time.perf_counter()
        embedder.embed([query], "query")
        times.append(1000 * (time.perf_counter() - t0))
    print(f"of which query embedding (MiniLM) p50 {statistics.median(times):.1f} ms")
    del manager


def main() -> None:
    ingestion(int(os.environ.get("KB_BENCH_DOCS", "48")))
    latency(int(os.environ.get("KB_BENCH_CHUNKS", "100000")))


if __name__ == "__main__":
    main()
