"""Fusion and rerank candidates replayed offline on the labelled corpora (a study tool, docs/kb.md).

Each query's first-stage candidates (top 50 vector ∪ top 50 keyword chunks, with the exact cosine of
every candidate, the query's background and the BM25 scores) and, optionally, a second embedder's
cosine for every candidate are computed once from the same collections `bench kb_eval` builds and
pickled under KB_EVAL_DATA; any fusion or rerank rule is then a pure function over them, scored in
milliseconds on every corpus at once. `python -m bench kb_replay [FOLDER…] [--splits dev,test]
[--second e5]` writes the candidates; `bench.kb_replay.load()` reads them back.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from agentsearch.handlers.kb.fusion import adaptive_fusion
from agentsearch.handlers.kb.text import query_terms
from agentsearch.nlp.language import detect_language
from bench.kb_cache import cached_embedder
from bench.kb_eval import DATA, Corpus, build, corpora

CANDIDATES = 60  # what kb_eval's searches ask (max(50, 2 × 30 chunks))


@dataclass
class QueryCandidates:
    id: str
    lang: str
    qrels: dict[str, int]
    cosine: dict[str, float]  # every candidate
    background: tuple[float, float]
    vector_order: list[str]  # vector hits, best first
    keyword: list[tuple[str, float]]  # BM25 hits, best first
    second: dict[str, float]  # a second embedder's cosine per candidate (empty when not asked)
    #: the detected language of every candidate chunk and of the query (what Collection._near_languages
    #: compares), and whether the embedder is multilingual (the languages are read only then)
    langs: dict[str, str] = field(default_factory=dict)
    asked: str = ""
    multilingual: bool = False


def document_of(chunk_id: str) -> str:
    return chunk_id.split("/", 1)[1].rsplit("#", 1)[0]


def _candidates(
    corpus: Corpus, second: str | None, second_top: int = 0, second_lang: str | None = None
) -> list[QueryCandidates]:
    collection = build(corpus)
    store = collection.store
    embedder = collection.embedder
    other = cached_embedder(second) if second else None
    out: list[QueryCandidates] = []
    for query in (q for q in corpus.queries if q["id"] in corpus.qrels):
        vector = embedder.embed([query["query"]], "query")[0]
        vector_hits = store.vector_search(vector, CANDIDATES, {})
        keyword_hits = store.keyword_search(query_terms(query["query"]), CANDIDATES, {})
        cosine = {h.chunk_id: h.score for h in vector_hits}
        missing = [h.chunk_id for h in keyword_hits if h.chunk_id not in cosine]
        if missing:
            cosine.update(store.similarities(vector, missing))
        rows = store.get_chunks(sorted(cosine))
        langs = {c: detect_language(r.text) for c, r in rows.items()}
        near = (
            collection._near_languages(query["query"], vector_hits)
            if getattr(embedder, "multilingual", False)
            else None
        )
        scores: dict[str, float] = {}
        if other is not None and (second_lang is None or query["lang"] == second_lang):
            ids = sorted(cosine)
            if second_top:  # only the first stage's top chunks (the second model is slow)
                background = collection._background(vector, embedder)
                fused = adaptive_fusion(cosine, background, keyword_hits, None, near)
                ids = sorted(sorted(fused, key=lambda c: (-fused[c], c))[:second_top])
            chunks = store.get_chunks(ids)
            texts = [
                f"{r.title}\n\n{r.text}" if r.title and not r.text.startswith(r.title) else r.text
                for r in (chunks[c] for c in ids)
            ]
            passages = other.embed(texts, "passage")
            q2 = other.embed([query["query"]], "query")[0]
            scores = {c: float(v) for c, v in zip(ids, passages @ q2, strict=True)}
        out.append(
            QueryCandidates(
                query["id"],
                query["lang"],
                corpus.qrels[query["id"]],
                cosine,
                collection._background(vector, embedder),
                [h.chunk_id for h in vector_hits],
                [(h.chunk_id, h.score) for h in keyword_hits],
                scores,
                langs,
                detect_language(query["query"]),
                bool(getattr(embedder, "multilingual", False)),
            )
        )
    return out


def path_for(corpus: Corpus, split: str) -> Path:
    return DATA / "replay" / f"{corpus.name}-{corpus.embedder}.{split}.pickle"


def load(pattern: str = "*") -> dict[str, list[QueryCandidates]]:
    """`{"<corpus>-<embedder>.<split>": candidates}` of every pickled set matching `pattern`."""
    return {
        p.name.removesuffix(".pickle"): pickle.loads(p.read_bytes())
        for p in sorted((DATA / "replay").glob(f"{pattern}.pickle"))
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench kb_replay")
    parser.add_argument("folders", nargs="*", type=Path)
    parser.add_argument("--splits", default="dev")
    parser.add_argument("--second", help="embedder whose cosine is recorded too (rerank studies)")
    parser.add_argument("--second-top", type=int, default=0, help="second cosines for the top N only")
    parser.add_argument("--second-lang", help="second cosines only for the queries of this language")
    parser.add_argument("--embedders")
    parser.add_argument("--force", action="store_true")
    args = parser.parse_args(sys.argv[2:])
    for split in args.splits.split(","):
        embedders = args.embedders.split(",") if args.embedders else None
        for corpus in corpora(split, args.folders or None, embedders):
            target = path_for(corpus, split)
            if target.is_file() and not args.force:
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            found = _candidates(
                corpus,
                args.second if corpus.embedder != args.second else None,
                args.second_top,
                args.second_lang,
            )
            target.write_bytes(pickle.dumps(found))
            sizes = np.mean([len(q.cosine) for q in found]) if found else 0
            print(f"{target.name}: {len(found)} queries, {sizes:.0f} candidates each", flush=True)


if __name__ == "__main__":
    main()
