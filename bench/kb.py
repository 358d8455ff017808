"""Knowledge base: ingestion throughput per embedder vs the raw embedder, and hybrid query latency on
100,000 chunks of real text (SciFact passages, queries = the SciFact claims; see `_realistic`).

Targets (issue 18): the default embedders' pipeline within 10 % of the raw model's throughput, the
static embedder's ≥ 80 %; query p50 ≤ 15 ms on 100k chunks (issue 9).
SciFact quality is `bench.kb_scifact`, the LangChain peer `bench.kb_peer`.
Environment: KB_BENCH_PARTS (ingestion,latency), KB_BENCH_RUNS (embedder:language,…; default RUNS),
KB_BENCH_DOCS (documents per run; default all for model2vec, 400 for the neural models),
KB_BENCH_ROUNDS (default 2),
KB_BENCH_CHUNKS (default 100000).
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
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord
from agentsearch.nlp import segment
from bench.kb_hnsw import SCIFACT as SCIFACT_DIR

SCIFACT = SCIFACT_DIR / "corpus.jsonl"
KB_CORPORA = Path(__file__).resolve().parent / "eval" / "kb"
RESULTS = Path(__file__).resolve().parent / "results" / "kb"
#: (embedder, language) pairs: the two defaults (MiniLM for English, USE for Chinese), the static model
#: on both, e5 on Chinese
RUNS = ("minilm:en", "use:zh", "model2vec:en", "model2vec:zh", "e5:zh")
ROUNDS = int(os.environ.get("KB_BENCH_ROUNDS", "2"))  # raw and pipeline alternate; sums compared


def _documents(language: str, count: int) -> list[Document]:
    """Real text: SciFact abstracts (English), or the Chinese documents of the labelled KB corpora
    (Debian Reference, Debian FAQ, New Maintainers' Guide, Debian Handbook: whole sections of prose),
    the first `count` (0: all)."""
    docs: list[Document] = []
    if language == "en":
        with SCIFACT.open(encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                docs.append(Document(record["_id"], record["title"], record["text"]))
    else:
        for corpus in ("techdocs", "faq", "mixed"):
            with (KB_CORPORA / corpus / "corpus.jsonl").open(encoding="utf-8") as handle:
                for line in handle:
                    record = json.loads(line)
                    if record["lang"] == "zh":
                        docs.append(Document(f"{corpus}/{record['id']}", record["title"], record["text"]))
    return docs[:count] if count else docs


def _embed_texts(collection: Collection, docs: list[Document]) -> list[str]:
    """Exactly the texts the pipeline embeds (its chunks, with the title in front)."""
    return [text for doc in docs for text in collection._records(doc)[1]]


def ingestion(count: int, runs: list[str]) -> None:
    """Raw `embed()` on the pipeline's own chunk texts against `Collection.ingest` of the same
    documents (parse, chunk, segment, FTS5 + entity rows, vector snapshot), alternating ROUNDS times in
    one process on the same threads, so the ratio holds on a shared machine."""
    print(
        f"ingestion: real text (SciFact abstracts; Chinese sections of bench/eval/kb), raw embedder vs"
        f" the whole pipeline, {ROUNDS} alternating rounds; KB_BENCH_DOCS={count or 'all'}"
    )
    print(
        f"{'embedder':16} {'docs':>5} {'chunks':>6} {'raw c/s':>9} {'pipeline c/s':>13} {'ratio':>6}"
        f" {'outside embed':>14} {'embed inside c/s':>17} {'with progress c/s':>18}"
        f" {'no worker c/s':>14} {'SciFact-sized ingest':>21}"
    )
    scifact_chunks = 0
    for run in runs:
        name, language = run.split(":")
        limit = count if count else (0 if name == "model2vec" else 400)
        docs = _documents(language, limit)
        embedder = create_embedder({"name": name})
        embedder.embed(["warm up"])
        segment.cut("预热")  # its one-time dictionary load is process start-up, not per-chunk cost
        segment.tag("预热")
        root = Path(tempfile.mkdtemp(prefix="kb-bench-"))
        raw = pipeline = outside = single = 0.0
        try:
            manager = KBManager(root)
            first = manager.create("t", embedder=name, language=language)
            texts = _embed_texts(first, docs)
            if not scifact_chunks:
                scifact_chunks = sum(len(first._pieces(doc)) for doc in _documents("en", 0))
            for round_ in range(ROUNDS):
                started = time.perf_counter()
                embedder.embed(texts, "passage")
                raw += time.perf_counter() - started
                report = manager.create(f"b{round_}", embedder=name, language=language).ingest(docs)
                pipeline += report.seconds
                outside += report.seconds - report.embed_seconds
                alone = manager.create(f"s{round_}", embedder=name, language=language)
                single += alone.ingest(docs, workers=0).seconds
            sliced = manager.create("p", embedder=name, language=language)
            with_progress = sliced.ingest(docs, progress=lambda *_: None)  # the CLI's path
        finally:
            shutil.rmtree(root, ignore_errors=True)
        assert report.chunks == len(texts)
        chunks = ROUNDS * len(texts)
        sized = scifact_chunks * pipeline / chunks
        print(
            f"{name + ' ' + language:16} {len(docs):5d} {len(texts):6d} {chunks / raw:9.1f}"
            f" {chunks / pipeline:13.1f} {raw / pipeline:6.0%} {outside / pipeline:14.1%}"
            f" {chunks / (pipeline - outside):17.1f}"
            f" {with_progress.chunks / with_progress.seconds:18.1f} {chunks / single:14.1f} {sized:20.0f}s",
            flush=True,
        )
    print(
        f"ratio = pipeline throughput / raw (records in a worker process where there are 2+ cores);"
        f" no worker = the same pipeline in one process; SciFact-sized = {scifact_chunks} chunks"
        " (all 5,183 SciFact abstracts) at the pipeline's rate"
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
    parts = os.environ.get("KB_BENCH_PARTS", "ingestion,latency").split(",")
    if "ingestion" in parts:
        runs = os.environ.get("KB_BENCH_RUNS", ",".join(RUNS)).split(",")
        ingestion(int(os.environ.get("KB_BENCH_DOCS", "0")), runs)
    if "latency" in parts:
        latency(int(os.environ.get("KB_BENCH_CHUNKS", "100000")))


if __name__ == "__main__":
    main()
