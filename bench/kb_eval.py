"""KB retrieval quality on several labelled corpora, every method in the same run: keyword, vector, the
old fusion (0.5·cosine + 0.5·BM25/max), RRF, the new fusion, the new fusion + reranking, and LangChain's
EnsembleRetriever on the same chunks and vectors. nDCG@10 and recall@10 per corpus, documents ranked by
their chunks (the collection's aggregation).

`python -m bench kb_eval` scores the dev halves of SciFact and bench/eval/kb; `python -m bench kb_eval
FOLDER…` scores only the corpus folders named (a folder holding `corpus.jsonl`, or a folder of such
folders, e.g. `bench/eval/kb2`), dev halves unless `--test` (frozen halves: once, at the end; without
`--test` no `queries.test.*` file is opened). `--embedders use,e5` (default for the built-in sets;
`default` = the collection default for the corpus language, the default for folders named),
`--methods keyword,vector`, `--corpora NAME,…` narrow the run; the environment variables
KB_EVAL_SPLIT, KB_EVAL_EMBEDDERS, KB_EVAL_METHODS, KB_EVAL_CORPORA and KB_EVAL_EXTRA=dir1:dir2 (more
folders beside the defaults) do the same. Collections are built under
`KB_EVAL_DATA` (default /tmp/agentsearch-kb-eval) with embeddings cached on disk (bench.kb_cache).
`KB_EVAL_SCIFACT_EMBEDDERS=minilm,model2vec` (default minilm) picks SciFact's embedders.
`KB_EVAL_TRANSLATED=0.5` sets the opt-in `rerank.translated` weight on collections with a stage.

A corpus folder: `corpus.jsonl` ({id, title, text, lang?}), `queries.<split>.jsonl` ({id, query, lang?,
relevant: {doc id: grade}}) or qrels in `qrels.<split>.tsv` / `qrels.tsv`, optional `meta.json`
{"language": "en|zh|auto", "embedder": name}.

Splits: SciFact's 300 test queries are halved by `sha256(query id)` (even first byte → dev, odd → test);
the other corpora ship `queries.dev.jsonl` / `queries.test.jsonl` (bench/eval/kb/).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentsearch.handlers.kb import Collection, KBManager
from agentsearch.handlers.kb.documents import read_jsonl
from agentsearch.handlers.kb.embedders import default_embedder_for
from agentsearch.handlers.kb.evaluation import load_qrels, ndcg_at_k, ranked_documents, recall_at_k
from agentsearch.handlers.kb.handler import DEFAULT_THRESHOLD
from bench.kb_cache import cached_embedder

ROOT = Path(__file__).resolve().parents[1]
SCIFACT = ROOT.parent / "shared" / "eval" / "scifact"
if not SCIFACT.is_dir():
    SCIFACT = Path("/work/shared/eval/scifact")
EVAL = ROOT / "bench" / "eval" / "kb"
DATA = Path(os.environ.get("KB_EVAL_DATA", "/tmp/agentsearch-kb-eval"))


@dataclass
class Corpus:
    name: str
    corpus: Path
    qrels: dict[str, dict[str, int]]
    language: str
    embedder: str
    queries: list[dict[str, str]] = field(default_factory=list)  # id, query, lang


def scifact_half(query_id: str) -> str:
    """The frozen SciFact split: dev when the first byte of sha256(id) is even."""
    return "dev" if hashlib.sha256(query_id.encode()).digest()[0] % 2 == 0 else "test"


def _read_queries(path: Path) -> tuple[list[dict[str, str]], dict[str, dict[str, int]]]:
    """Queries (`id`/`_id`, `query`/`text`, `lang`) and the qrels written inline as `relevant`."""
    queries: list[dict[str, str]] = []
    qrels: dict[str, dict[str, int]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            qid = str(record.get("id", record.get("_id")))
            text = str(record.get("query", record.get("text", "")))
            lang = str(record.get("lang") or ("zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"))
            queries.append({"id": qid, "query": text, "lang": lang})
            if isinstance(record.get("relevant"), dict):
                qrels[qid] = {str(d): int(g) for d, g in record["relevant"].items()}
    return queries, qrels


def _corpus_folders(root: Path) -> list[Path]:
    """`root` itself when it holds a corpus, else its sub-folders that do."""
    if (root / "corpus.jsonl").is_file():
        return [root]
    return sorted(p for p in root.iterdir() if (p / "corpus.jsonl").is_file())


def _folder_corpora(root: Path, split: str, embedders: list[str]) -> list[Corpus]:
    """Corpus folders (corpus.jsonl, queries.<split>.jsonl with qrels inline or in qrels.<split>.tsv /
    qrels.tsv); only the named split's files are opened. Folders outside bench/eval/kb are named
    `<parent>-<folder>` so that two sets' folders of the same name get separate collections."""
    found: list[Corpus] = []
    for directory in _corpus_folders(root):
        if not (directory / f"queries.{split}.jsonl").is_file():
            continue
        meta = (
            json.loads((directory / "meta.json").read_text()) if (directory / "meta.json").is_file() else {}
        )
        queries, qrels = _read_queries(directory / f"queries.{split}.jsonl")
        for qrels_file in (directory / f"qrels.{split}.tsv", directory / "qrels.tsv"):
            if qrels_file.is_file():
                qrels = load_qrels(qrels_file)
                break
        language = str(meta.get("language") or _corpus_language(directory / "corpus.jsonl"))
        names = [str(meta["embedder"])] if meta.get("embedder") else embedders
        name = directory.name if directory.parent == EVAL else f"{directory.parent.name}-{directory.name}"
        for embedder in names:
            resolved = default_embedder_for(language) if embedder == "default" else embedder
            found.append(Corpus(name, directory / "corpus.jsonl", qrels, language, resolved, queries))
    return found


def _corpus_language(path: Path) -> str:
    """en, zh or auto from the documents' `lang` fields (or their text when a record has none)."""
    seen: set[str] = set()
    for record in read_jsonl_records(path):
        text = f"{record.get('title', '')} {record.get('text', '')}"
        seen.add(str(record.get("lang") or ("zh" if re.search(r"[\u4e00-\u9fff]", text) else "en")))
    return seen.pop() if len(seen) == 1 and seen <= {"en", "zh"} else "auto"


def read_jsonl_records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def corpora(
    split: str, folders: list[Path] | None = None, embedders: list[str] | None = None
) -> list[Corpus]:
    """SciFact and bench/eval/kb (plus KB_EVAL_EXTRA), or only `folders` when given."""
    found: list[Corpus] = []
    if SCIFACT.is_dir() and not folders:
        queries, _ = _read_queries(SCIFACT / "queries.jsonl")
        for embedder in os.environ.get("KB_EVAL_SCIFACT_EMBEDDERS", "minilm").split(","):
            found.append(
                Corpus(
                    "scifact",
                    SCIFACT / "corpus.jsonl",
                    load_qrels(SCIFACT / "qrels" / "test.tsv"),
                    "en",
                    embedder,
                    [q for q in queries if scifact_half(q["id"]) == split],
                )
            )
    # folders named on the command line get the collection default of their language unless asked
    fallback = "default" if folders else "use,e5"
    embedders = embedders or os.environ.get("KB_EVAL_EMBEDDERS", fallback).split(",")
    roots = folders or [EVAL, *(Path(p) for p in os.environ.get("KB_EVAL_EXTRA", "").split(":") if p)]
    for root in (r.resolve() for r in roots):
        if not root.is_dir():
            raise SystemExit(f"kb_eval: no such corpus folder: {root}")
        found.extend(_folder_corpora(root, split, embedders))
    wanted = os.environ.get("KB_EVAL_CORPORA")
    if wanted:
        names = set(wanted.split(","))
        found = [c for c in found if c.name in names or f"{c.name}-{c.embedder}" in names]
    return found


def _index_code_hash() -> str:
    """Changes whenever the code that decides what is indexed changes, so collections are rebuilt."""
    kb = ROOT / "src" / "agentsearch" / "handlers" / "kb"
    parts = [kb / "text.py", kb / "chunking.py", kb / "store" / "sqlite.py"]
    return hashlib.sha1(b"".join(p.read_bytes() for p in parts)).hexdigest()[:12]


def build(corpus: Corpus) -> Collection:
    """The collection for a corpus, rebuilt when the corpus file changed (embeddings come from the cache)."""
    manager = KBManager(DATA)
    name = f"{corpus.name}-{corpus.embedder}"
    stamp = f"{corpus.corpus.stat().st_mtime_ns}:{corpus.corpus.stat().st_size}:{_index_code_hash()}"
    marker = DATA / f"{name}.built"
    if manager.exists(name) and marker.is_file() and marker.read_text() == stamp:
        collection = manager.open(name)
    else:
        if manager.exists(name):
            manager.delete(name)
        collection = manager.create(name, embedder=corpus.embedder, language=corpus.language)
        collection._embedder = cached_embedder(corpus.embedder)
        if collection.spec.rerank.get("enabled"):  # the default stage warms at ingestion: cached too
            collection._rerank_embedder = cached_embedder(str(collection.spec.rerank["embedder"]))
        started = time.perf_counter()
        report = collection.ingest(read_jsonl(corpus.corpus))
        print(
            f"  built {name}: {report.documents} docs, {report.chunks} chunks"
            f" in {time.perf_counter() - started:.0f}s"
        )
        marker.write_text(stamp)
    collection._embedder = cached_embedder(corpus.embedder)
    collection._rerank_embedder = cached_embedder(str(collection.spec.rerank.get("embedder", "e5")))
    translated = os.environ.get("KB_EVAL_TRANSLATED")  # the opt-in `rerank.translated` weight, this run only
    if translated and collection.spec.rerank.get("enabled"):
        collection.spec.rerank = {**collection.spec.rerank, "translated": float(translated)}
    return collection


Method = Callable[[Collection, str], list[str]]


K_CHUNKS = 30  # chunks asked for before folding them to documents


def _method(**options: Any) -> Method:
    def run(collection: Collection, query: str) -> list[str]:
        out = collection.search(query, limit=K_CHUNKS, threshold=0, **options)
        return ranked_documents([c.chunk.document_id for c in out.chunks])

    return run


def _with_stage(stage: dict[str, Any]) -> Method:
    """The first stage followed by the second stage `stage` (whatever the collection was created
    with), its embeddings from the bench cache."""

    def run(collection: Collection, query: str) -> list[str]:
        saved = collection.spec.rerank, collection._rerank_embedder, collection._second_stage
        collection.spec.rerank = {"enabled": True, **stage}
        collection._rerank_embedder = cached_embedder(str(stage["embedder"]))
        collection._second_stage = None
        try:
            return _method(rerank=True)(collection, query)
        finally:
            collection.spec.rerank, collection._rerank_embedder, collection._second_stage = saved

    return run


THRESHOLDS = (0.005, 0.01, 0.02, 0.03, 0.05, 0.1)


def threshold_retention(corpus: Corpus, collection: Collection) -> dict[float, tuple[float, float]]:
    """recall@10 of the default search with each threshold, and its share of recall@10 without one: the
    documents are cut where their best chunk's score falls below the threshold, as `kb search` does."""
    queries = [q for q in corpus.queries if q["id"] in corpus.qrels]
    scored: dict[str, list[tuple[str, float]]] = {}
    for query in queries:
        out = collection.search(query["query"], limit=K_CHUNKS, threshold=0)
        best: dict[str, float] = {}
        for chunk in out.chunks:
            best.setdefault(chunk.chunk.document_id, chunk.score)
        scored[query["id"]] = list(best.items())
    qrels = {q["id"]: corpus.qrels[q["id"]] for q in queries}
    base = recall_at_k({q: [d for d, _ in r] for q, r in scored.items()}, qrels)
    table: dict[float, tuple[float, float]] = {}
    for cut in sorted({*THRESHOLDS, DEFAULT_THRESHOLD}):
        recall = recall_at_k({q: [d for d, s in r if s >= cut] for q, r in scored.items()}, qrels)
        table[cut] = (recall, recall / base if base else 1.0)
    return table


METHODS: dict[str, Method] = {
    "keyword": _method(mode="keyword"),
    "vector": _method(mode="vector"),
    "old score": _method(fusion="score"),
    "rrf": _method(fusion="rrf"),
    "new fusion": _method(rerank=False),  # the first stage alone
    "default": _method(),  # the collection as created: the English stage on zh/auto + USE (rerank.py)
    "new + rerank": _with_stage({"embedder": "e5", "top": 20}),
}


def langchain_method(collection: Collection) -> Method | None:
    """LangChain's EnsembleRetriever (BM25Retriever + InMemoryVectorStore, weighted RRF, its default
    weights 0.5/0.5) over the collection's own chunks, stored vectors and query embedder."""
    try:
        from langchain_classic.retrievers import EnsembleRetriever
        from langchain_community.retrievers import BM25Retriever
        from langchain_core.embeddings import Embeddings
        from langchain_core.vectorstores import InMemoryVectorStore
    except ImportError:
        return None
    import sqlite3

    import numpy as np

    from agentsearch.handlers.kb.text import index_text

    with sqlite3.connect(collection.directory / "kb.sqlite") as conn:
        rows = conn.execute(
            "SELECT chunk_id, document_id, title, text, vector FROM chunks ORDER BY rowid"
        ).fetchall()
    texts = [
        f"{title}\n\n{text}" if title and not text.startswith(title) else text
        for _, _, title, text, _ in rows
    ]
    stored = {t: np.frombuffer(r[4], dtype=np.float32).tolist() for t, r in zip(texts, rows, strict=True)}
    embedder = collection.embedder

    class Stored(Embeddings):  # type: ignore[misc]
        def embed_documents(self, docs: list[str]) -> list[list[float]]:
            return [stored[d] for d in docs]

        def embed_query(self, text: str) -> list[float]:
            return [float(x) for x in embedder.embed([text], "query")[0]]

    def tokens(text: str) -> list[str]:
        return re.findall(r"\w+", index_text(text).lower())

    metadatas = [{"document_id": r[1]} for r in rows]
    bm25 = BM25Retriever.from_texts(texts, metadatas=metadatas, preprocess_func=tokens, k=K_CHUNKS)
    store = InMemoryVectorStore(embedding=Stored())
    store.add_texts(texts, metadatas=metadatas)
    ensemble = EnsembleRetriever(
        retrievers=[bm25, store.as_retriever(search_kwargs={"k": K_CHUNKS})], weights=[0.5, 0.5]
    )

    def run(_: Collection, query: str) -> list[str]:
        return ranked_documents([d.metadata["document_id"] for d in ensemble.invoke(query)])

    return run


Figures = dict[str, tuple[float, float, float]]  # "method" or "method/lang" -> nDCG@10, R@10, ms


def evaluate(corpus: Corpus, methods: dict[str, Method]) -> Figures:
    collection = build(corpus)
    peer = langchain_method(collection)
    if peer is not None:
        methods = {**methods, "LangChain RRF": peer}
    else:
        print("  (LangChain peer skipped: pip install langchain-classic langchain-community rank_bm25)")
    wanted = os.environ.get("KB_EVAL_METHODS")
    if wanted:
        methods = {k: v for k, v in methods.items() if k in wanted.split(",")}
    queries = [q for q in corpus.queries if q["id"] in corpus.qrels]
    languages = sorted({q["lang"] for q in queries})
    out: Figures = {}
    for label, method in methods.items():
        run: dict[str, list[str]] = {}
        started = time.perf_counter()
        for query in queries:
            run[query["id"]] = method(collection, query["query"])
        ms = 1000 * (time.perf_counter() - started) / max(1, len(run))
        groups = [("", queries)] + (
            [(f"/{lang}", [q for q in queries if q["lang"] == lang]) for lang in languages]
            if len(languages) > 1
            else []
        )
        for suffix, group in groups:
            qrels = {q["id"]: corpus.qrels[q["id"]] for q in group}
            out[label + suffix] = (ndcg_at_k(run, qrels), recall_at_k(run, qrels), ms)
    return out


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench kb_eval", description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path, help="corpus folders, or folders of them")
    parser.add_argument("--test", action="store_true", help="score the frozen test halves (once, at the end)")
    parser.add_argument("--embedders", help="comma-separated embedder names ('default' = the language's)")
    parser.add_argument("--methods", help="comma-separated methods to keep")
    parser.add_argument("--corpora", help="comma-separated corpus (or corpus-embedder) names to keep")
    return parser.parse_args(argv)


def main() -> None:
    args = _arguments(sys.argv[2:])
    split = "test" if args.test else os.environ.get("KB_EVAL_SPLIT", "dev")
    if args.methods:
        os.environ["KB_EVAL_METHODS"] = args.methods
    if args.corpora:
        os.environ["KB_EVAL_CORPORA"] = args.corpora
    embedders = args.embedders.split(",") if args.embedders else None
    print(f"KB retrieval, {split} halves; nDCG@10 / recall@10 / ms per query (wall, incl. query embedding)")
    for corpus in corpora(split, args.folders or None, embedders):
        print(f"{corpus.name} ({corpus.embedder}, {len(corpus.queries)} queries)", flush=True)
        for label, (ndcg, recall, ms) in evaluate(corpus, METHODS).items():
            print(f"  {label:14} nDCG@10 {ndcg:.4f}  R@10 {recall:.4f}  {ms:7.1f} ms", flush=True)
        cuts = threshold_retention(corpus, build(corpus))
        print(
            "  threshold → R@10 (share of R@10 without one): "
            + ", ".join(
                f"{t:g}{'*' if t == DEFAULT_THRESHOLD else ''} {r:.3f} ({share:.1%})"
                for t, (r, share) in cuts.items()
            ),
            flush=True,
        )


if __name__ == "__main__":
    main()
