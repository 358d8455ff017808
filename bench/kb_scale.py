"""Keyword engines at scale, side by side in one run: FTS5 as the store uses it below the threshold
(`ORDER BY rank`: BM25F over every match), FTS5 with a bounded candidate set (the rarest query terms
whose document frequencies add up to at most BOUNDED_BUDGET chunks are MATCHed, so BM25 scores at most
that many rows), and tantivy (the `scale` extra: block-max WAND top-k). Per collection size: build time,
index size, keyword-only and hybrid latency (p50/p95 wall, CPU per query; queries interleaved across
engines), the query-embedding cost of the default embedders, and HNSW recall@10 against exact search
per ef_search. Quality: SciFact nDCG@10 per engine, keyword alone and hybrid (MiniLM), on a half.

    python -m bench kb_scale                                # 20k chunks + SciFact dev: a few minutes
    KB_SCALE_SIZES=100000,1000000 nice -n 10 python -m bench kb_scale   # the issue's sizes (1M: ~1 h once)

Collections: `bench.kb_scale_corpus` (real passages, model2vec vectors, cached under /tmp).
Environment: KB_SCALE_SIZES, KB_SCALE_PARTS (latency,hnsw,quality), KB_SCALE_QUERIES (default 200),
KB_SCALE_ENGINES (default all three), KB_SCALE_EF (a fixed ef_search), KB_SCALE_HYBRID=0 (keyword only),
KB_SCALE_SPLIT (dev; `test` once at the end), KB_SCALE_REBUILD=1 re-measures the build times.
"""

from __future__ import annotations

import json
import os
import sqlite3
import statistics
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.store import vectors as vector_module
from agentsearch.handlers.kb.store.base import Hit
from agentsearch.handlers.kb.store.sqlite import SQLiteStore, _fts_query
from agentsearch.handlers.kb.store.vectors import _dot, _top_k, ef_search
from agentsearch.handlers.kb.text import query_terms
from bench.kb_scale_corpus import claims, collection

ENGINES = tuple(os.environ.get("KB_SCALE_ENGINES", "fts5,fts5-bounded,tantivy").split(","))
BOUNDED_BUDGET = 2000  # chunks the bounded FTS5 query may match (sum of the chosen terms' df)
EF_VALUES = (64, 128, 200, 400, 605, 800, 1200, 1600, 2400, 3200)
K = 10
CANDIDATES = 50  # what Collection.search asks each side for at limit 10


class BoundedFTS5:
    """FTS5 with the rarest terms only: the query's own FTS5 tokens (an in-memory FTS5 table with the
    same tokenizer), their document frequencies from fts5vocab, then MATCH on the rarest terms while
    the frequencies add up to at most `budget` (at least one term), ranked by the same BM25F."""

    def __init__(self, store: SQLiteStore, budget: int = BOUNDED_BUDGET) -> None:
        self.store = store
        self.budget = budget
        self._local = threading.local()
        conn = store._conn()
        conn.execute(
            "CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab USING fts5vocab(main, chunks_fts, row)"
        )

    def _tokenizer(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(":memory:", isolation_level=None)
            conn.execute(
                "CREATE VIRTUAL TABLE q USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')"
            )
            conn.execute("CREATE VIRTUAL TABLE qv USING fts5vocab(q, instance)")
            self._local.conn = conn
        return conn

    def tokens(self, terms: list[str]) -> list[str]:
        tok = self._tokenizer()
        tok.execute("DELETE FROM q")
        tok.execute("INSERT INTO q(x) VALUES (?)", (" ".join(terms),))
        return list(dict.fromkeys(r[0] for r in tok.execute("SELECT term FROM qv ORDER BY offset")))

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]:
        tokens = self.tokens(terms)
        if not tokens:
            return []
        conn = self.store._conn()
        df = {t: n for t, n in conn.execute(
            f"SELECT term, doc FROM temp.chunks_vocab WHERE term IN ({','.join('?' * len(tokens))})", tokens
        )}  # fmt: skip
        chosen: list[str] = []
        total = 0
        for token in sorted((t for t in tokens if t in df), key=lambda t: df[t]):
            if chosen and total + df[token] > self.budget:
                break
            chosen.append(token)
            total += df[token]
        if not chosen:
            return []
        sql = (
            "SELECT c.chunk_id, f.s FROM (SELECT rowid, -rank AS s FROM chunks_fts WHERE chunks_fts MATCH ?"
            " ORDER BY rank LIMIT ?) f JOIN chunks c ON c.rowid = f.rowid ORDER BY f.s DESC"
        )
        return [Hit(r[0], float(r[1])) for r in conn.execute(sql, [_fts_query(chosen), k])]


class EngineStore:
    """The collection's store with its keyword side switched to one engine (everything else shared)."""

    def __init__(self, store: SQLiteStore, engine: str) -> None:
        self._store = store
        self._engine = engine
        self._bounded = BoundedFTS5(store) if engine == "fts5-bounded" else None

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]:
        if self._bounded is not None:
            return self._bounded.keyword_search(terms, k, filters)
        self._store.keywords.engine = "tantivy" if self._engine == "tantivy" else "fts5"
        return self._store.keyword_search(terms, k, filters)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)


def _tree_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.exists() else 0


def build_figures(store: SQLiteStore, root: Path) -> dict[str, tuple[float, int]]:
    """Build seconds and index bytes per engine; cached beside the collection (KB_SCALE_REBUILD=1)."""
    cache = root / "build-figures.json"
    if cache.is_file() and not os.environ.get("KB_SCALE_REBUILD"):
        return {k: (v[0], v[1]) for k, v in json.loads(cache.read_text()).items()}
    conn = store._conn()
    # the FTS5 index proper (its content table holds a copy of the index text, which tantivy does not keep)
    fts_bytes = conn.execute(
        "SELECT SUM(pgsize) FROM dbstat"
        " WHERE name IN ('chunks_fts_data', 'chunks_fts_idx', 'chunks_fts_docsize')"
    ).fetchone()[0]
    # FTS5 build time: the same index text into a fresh FTS5 table in a scratch database
    scratch = root / "fts5-build.sqlite"
    scratch.unlink(missing_ok=True)
    conn.execute("ATTACH DATABASE ? AS scratch", (str(scratch),))
    started = time.perf_counter()
    conn.execute(
        "CREATE VIRTUAL TABLE scratch.f USING fts5(title, heading, body,"
        " tokenize='porter unicode61 remove_diacritics 2')"
    )
    conn.execute(
        "INSERT INTO scratch.f(rowid, title, heading, body)"
        " SELECT rowid, title, heading, body FROM chunks_fts"
    )
    fts_seconds = time.perf_counter() - started
    conn.execute("DETACH DATABASE scratch")
    scratch.unlink(missing_ok=True)
    store.keywords.drop()
    store.keywords.engine = "tantivy"
    started = time.perf_counter()
    store.keywords.serving(conn, store.generation())
    tantivy_seconds = time.perf_counter() - started
    figures = {
        "fts5": (fts_seconds, int(fts_bytes)),
        "fts5-bounded": (fts_seconds, int(fts_bytes)),
        "tantivy": (tantivy_seconds, _tree_bytes(root / "scale" / "keywords.tantivy")),
    }
    cache.write_text(json.dumps(figures))
    return figures


def _stats(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[max(0, int(0.95 * len(times)) - 1)]
    return f"{statistics.median(times):6.1f} {p95:6.1f}"


def latency(size: int, queries: list[str], built: Collection | None = None) -> None:
    """`built` given: that collection as it is (KB_SCALE_HYBRID=0 measures the keyword side alone,
    e.g. while the HNSW index of a new 1M collection is still being built)."""
    hybrid = os.environ.get("KB_SCALE_HYBRID", "1") != "0"
    if os.environ.get("KB_SCALE_EF"):  # a fixed ef_search instead of the size rule, to see the trade-off
        vector_module.EF_SEARCH = int(os.environ["KB_SCALE_EF"])
    built = built or collection(size)
    store = built.store
    assert isinstance(store, SQLiteStore)
    figures = build_figures(store, built.directory.parent)
    store.keywords.engine = "tantivy"
    store.keywords.serving(store._conn(), store.generation())
    views = {engine: EngineStore(store, engine) for engine in ENGINES}
    for engine in ENGINES:  # warm each engine's pages (and the model, vectors, HNSW, tantivy reader)
        built._store = views[engine]
        if hybrid:
            built.search(queries[0], threshold=0)
        views[engine].keyword_search(query_terms(queries[0]), CANDIDATES, {})
    wall: dict[str, dict[str, list[float]]] = {e: {"keyword": [], "hybrid": []} for e in ENGINES}
    cpu: dict[str, dict[str, list[float]]] = {e: {"keyword": [], "hybrid": []} for e in ENGINES}
    matched: list[int] = []
    agree: dict[str, list[float]] = {e: [] for e in ENGINES}
    for query in queries:  # interleaved: every engine sees the machine in the same state
        terms = query_terms(query)
        tops: dict[str, set[str]] = {}
        for engine in ENGINES:
            view = views[engine]
            t0, c0 = time.perf_counter(), time.process_time()
            hits = view.keyword_search(terms, CANDIDATES, {})
            wall[engine]["keyword"].append(1000 * (time.perf_counter() - t0))
            tops[engine] = {h.chunk_id for h in hits[:K]}
            cpu[engine]["keyword"].append(1000 * (time.process_time() - c0))
            if not hybrid:
                continue
            built._store = view
            t0, c0 = time.perf_counter(), time.process_time()
            built.search(query, limit=10, threshold=0)
            wall[engine]["hybrid"].append(1000 * (time.perf_counter() - t0))
            cpu[engine]["hybrid"].append(1000 * (time.process_time() - c0))
        for engine in ENGINES:
            base = tops.get("fts5", tops[engine])
            agree[engine].append(len(tops[engine] & base) / max(1, len(base)))
        if len(matched) < 50:
            matched.append(
                store._conn()
                .execute("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?", [_fts_query(terms)])
                .fetchone()[0]
            )
    built._store = store
    print(
        f"{size} chunks (HNSW {store.vectors.uses_hnsw}; {len(queries)} SciFact claims; a claim matches"
        f" {statistics.median(matched):.0f} chunks in FTS5, median of 50)"
    )
    print(
        f"  {'engine':13} {'build s':>8} {'index MB':>9} | keyword p50 p95 ms  CPU ms | top-10 = FTS5's |"
        f" hybrid p50 p95 ms  CPU ms"
    )
    for engine in ENGINES:
        seconds, size_bytes = figures[engine]
        print(
            f"  {engine:13} {seconds:8.1f} {size_bytes / 1e6:9.1f} |    {_stats(wall[engine]['keyword'])}"
            f" {statistics.fmean(cpu[engine]['keyword']):7.1f} | {statistics.fmean(agree[engine]):14.1%} |"
            + (
                f"   {_stats(wall[engine]['hybrid'])} {statistics.fmean(cpu[engine]['hybrid']):7.1f}"
                if hybrid
                else "   (not measured)"
            ),
            flush=True,
        )
    print("  hybrid includes the collection's query embedding (model2vec); default embedders' cost below")


def query_embedding(queries: list[str]) -> None:
    for name in ("model2vec", "minilm", "use"):
        embedder = create_embedder({"name": name})
        embedder.embed(["warm up"], "query")
        times = []
        c0 = time.process_time()
        for query in queries[:100]:
            t0 = time.perf_counter()
            embedder.embed([query], "query")
            times.append(1000 * (time.perf_counter() - t0))
        cpu = 1000 * (time.process_time() - c0) / len(times)
        print(
            f"query embedding {name:9} p50 p95 {_stats(times)} ms wall, {cpu:.1f} ms CPU per query"
            " (add to the hybrid figure)"
        )


def hnsw(size: int, queries: list[str]) -> None:
    """recall@10 of the collection's own HNSW index against the exact scan, per ef_search."""
    built = collection(size)
    store = built.store
    assert isinstance(store, SQLiteStore)
    store._ensure_vectors()
    index = store.vectors
    if index._hnsw is None:
        print(f"{size} chunks: no HNSW index (below the threshold or usearch missing)")
        return
    vectors = built.embedder.embed(queries, "query")
    truth = []
    started = time.perf_counter()
    for vector in vectors:
        scores = _dot(index._matrix, vector)
        truth.append({int(index._rowids[i]) for i in _top_k(scores, K)})
    exact_ms = 1000 * (time.perf_counter() - started) / len(vectors)
    print(
        f"{size} chunks: HNSW recall@{K} vs exact ({len(vectors)} claims; exact scan {exact_ms:.1f} ms/query)"
    )
    halved = index._matrix.astype(np.float16).astype(np.float32)  # the index stores f16 vectors
    ceiling = np.mean(
        [
            len({int(index._rowids[i]) for i in _top_k(_dot(halved, v), K)} & t) / K
            for v, t in zip(vectors, truth, strict=True)
        ]
    )
    print(f"  exact search over the f16-rounded vectors: recall@{K} {ceiling:.3f} (what f16 allows)")
    for ef in EF_VALUES:
        index._hnsw.expansion_search = ef
        found, times = [], []
        c0 = time.process_time()
        for vector in vectors:
            t0 = time.perf_counter()
            keys = index._hnsw.search(vector, K).keys
            times.append(1000 * (time.perf_counter() - t0))
            found.append({int(k) for k in keys})
        cpu = 1000 * (time.process_time() - c0) / len(vectors)
        recall = float(np.mean([len(f & t) / K for f, t in zip(found, truth, strict=True)]))
        rule = ef_search(len(index._matrix), CANDIDATES, int(index._hnsw.connectivity))
        mark = "  <- the size rule's choice" if ef == rule else ""
        print(
            f"  ef_search {ef:4d}: recall@{K} {recall:.3f}, {statistics.median(times):.2f} ms p50 wall,"
            f" {cpu:.2f} ms CPU{mark}",
            flush=True,
        )


def quality(split: str) -> None:
    """SciFact nDCG@10 per keyword engine, keyword alone and hybrid, on one half (MiniLM collection)."""
    from agentsearch.handlers.kb.evaluation import ndcg_at_k, ranked_documents
    from bench.kb_eval import K_CHUNKS, build, corpora

    corpus = next(c for c in corpora(split) if c.name == "scifact")
    built = build(corpus)
    store = built.store
    assert isinstance(store, SQLiteStore)
    queries = [q for q in corpus.queries if q["id"] in corpus.qrels]
    qrels = {q["id"]: corpus.qrels[q["id"]] for q in queries}
    print(f"SciFact {split} half ({len(queries)} claims, MiniLM, {store.count_chunks()} chunks): nDCG@10")
    for engine in ENGINES:
        built._store = EngineStore(store, engine)
        row = []
        for mode in ("keyword", "hybrid"):
            run: dict[str, list[str]] = {}
            for query in queries:
                out = built.search(query["query"], mode=mode, limit=K_CHUNKS, threshold=0)
                run[query["id"]] = ranked_documents([c.chunk.document_id for c in out.chunks])
            row.append(f"{mode} {ndcg_at_k(run, qrels):.4f}")
        print(f"  {engine:13} " + "  ".join(row), flush=True)
    built._store = store


PARTS: dict[str, Callable[..., None]] = {"latency": latency, "hnsw": hnsw}


def main() -> None:
    sizes = [int(s) for s in os.environ.get("KB_SCALE_SIZES", "20000").split(",")]
    parts = os.environ.get("KB_SCALE_PARTS", "latency,hnsw,quality").split(",")
    asked = claims()
    queries = asked[1 : 1 + int(os.environ.get("KB_SCALE_QUERIES", "200"))]
    for size in sizes:
        for part in ("latency", "hnsw"):
            if part in parts:
                PARTS[part](size, queries if part == "latency" else asked)
    if "latency" in parts:
        query_embedding(queries)
    if "quality" in parts:
        quality(os.environ.get("KB_SCALE_SPLIT", "dev"))


if __name__ == "__main__":
    main()
