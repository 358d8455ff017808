"""One collection: its spec, its store and its embedder; ingestion and search over them.

Collections live in `<data_dir>/<name>/` (`collection.json`, plus the embedded store's files);
`manager.KBManager` creates, opens (cached per process) and deletes them.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from agentsearch.cancel import check_cancelled
from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.background import pooled_background
from agentsearch.handlers.kb.chunking import Chunk
from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.embedders import Embedder, Matrix, create_embedder
from agentsearch.handlers.kb.fusion import (
    adaptive_fusion,
    keyword_scores,
    rrf,
    score_fusion,
    vector_scores,
    with_translated,
)
from agentsearch.handlers.kb.graph import BuiltinExtractor, Extractor, query_entity_candidates
from agentsearch.handlers.kb.ingest import IngestReport, Progress, ingest
from agentsearch.handlers.kb.records import RecordBuilder, passage_text
from agentsearch.handlers.kb.rerank import DEFAULT_RERANK_TOP, SecondStage, cache_path
from agentsearch.handlers.kb.rerank import rerank as rerank_stage
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord, GraphData, Hit, KBStore
from agentsearch.handlers.kb.text import query_terms
from agentsearch.nlp.crosslingual import english_keywords
from agentsearch.nlp.language import detect_language
from agentsearch.registries import STORES

__all__ = ["Collection", "IngestReport", "ScoredChunk", "SearchOutput"]

Mode = Literal["vector", "keyword", "hybrid"]
#: vector candidates whose language `_near_languages` reads
LANGUAGE_TOP = 20


@dataclass
class ScoredChunk:
    chunk: ChunkRecord
    score: float
    #: the query ↔ chunk cosine the search computed (None in keyword mode): a cross-source reranker
    #: using the same embedder reuses it instead of embedding the chunk again
    cosine: float | None = None


@dataclass
class SearchOutput:
    chunks: list[ScoredChunk]
    graph: GraphData = field(default_factory=GraphData)


def _store_for(spec: CollectionSpec, directory: Path) -> KBStore:
    """The collection's store, built by the backend `spec.store.backend` names in `registries.STORES`."""
    backend = str(spec.store.get("backend", "sqlite"))
    return STORES.get(backend, key="store.backend")(spec, directory)


class Collection:
    def __init__(self, spec: CollectionSpec, directory: Path, extractor: Extractor | None = None) -> None:
        self.spec = spec
        self.directory = directory
        self.extractor: Extractor = extractor or BuiltinExtractor()
        self._embedder: Embedder | None = None
        self._rerank_embedder: Embedder | None = None
        self._second_stage: SecondStage | None = None
        self._store: KBStore | None = None
        self._lock = threading.Lock()

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def store(self) -> KBStore:
        with self._lock:
            if self._store is None:
                self._store = _store_for(self.spec, self.directory)
            return self._store

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = create_embedder(self.spec.embedder)
        return self._embedder

    @property
    def rerank_embedder(self) -> Embedder:
        if self._rerank_embedder is None:
            self._rerank_embedder = create_embedder({"name": str(self.spec.rerank.get("embedder", "e5"))})
        return self._rerank_embedder

    @property
    def second_stage(self) -> SecondStage:
        """The rerank embedder with its passage vectors cached beside the collection (rerank.py)."""
        embedder = self.rerank_embedder
        with self._lock:
            if self._second_stage is None or self._second_stage.embedder is not embedder:
                self._second_stage = SecondStage(
                    embedder, self.directory if self.directory.is_dir() else None
                )
            return self._second_stage

    def check_embedder(self, embedder: Embedder) -> None:
        """Refuse an embedder other than the one that built the vectors."""
        name = self.spec.embedder.get("name", "minilm")
        if (
            embedder.name != name
            or embedder.dimension != self.spec.dimension
            or (self.spec.model_id and embedder.model_id != self.spec.model_id)
        ):
            raise ConfigError(
                f"collection {self.id} was built with {name} ({self.spec.model_id}, {self.spec.dimension}-d);"
                f" cannot query it with {embedder.name} ({embedder.model_id}, {embedder.dimension}-d)",
                key="embedder",
            )

    # -- ingestion ------------------------------------------------------------------------------
    @property
    def records(self) -> RecordBuilder:
        """What ingestion makes of a document under this spec and extractor (records.py)."""
        return RecordBuilder(self.spec, self.extractor)

    def _pieces(self, doc: Document) -> list[tuple[Chunk, dict[str, Any]]]:
        return self.records.pieces(doc)

    def _records(self, doc: Document) -> tuple[DocumentRecord, list[str]]:
        return self.records.build(doc)

    def ingest(
        self,
        documents: Iterable[Document | ParseError],
        progress: Progress | None = None,
        batch_chunks: int = 256,
        force: bool = False,
        write_chunks: int = 1024,
        workers: int | None = None,
        rerank: bool | None = None,
    ) -> IngestReport:
        """Add or replace documents; parse failures are recorded and skipped (`ingest.ingest`).
        `rerank`: embed for the second stage too (None: the collection's `rerank.enabled`)."""
        return ingest(self, documents, progress, batch_chunks, force, write_chunks, workers, rerank)

    def delete_document(self, document_id: str) -> bool:
        found = self.store.delete_document(document_id)
        self.store.finish()
        if found:
            self.prune_rerank_cache([document_id])
        return found

    def prune_rerank_cache(self, document_ids: Iterable[str] | None = None) -> int:
        """Drop the second stage's cached vectors of texts no longer in the collection after
        `document_ids` were replaced or deleted: only those documents' chunks are read (the cache
        records which document owns which text). None, or a cache written before owners were
        recorded: every chunk is read once, streamed. Nothing when no cache file exists; returns how
        many vectors were dropped."""
        if not cache_path(self.directory, self.rerank_embedder).is_file():
            return 0
        stage = self.second_stage
        if document_ids is not None and not stage.unowned():
            return stage.prune_documents({d: self._document_texts(d) for d in dict.fromkeys(document_ids)})
        return stage.prune(self._all_texts())

    def _document_texts(self, document_id: str, probe: int = 64) -> list[str]:
        """A document's passage texts, read by chunk ordinal (0, 1, … with no gap) until one is missing."""
        texts: list[str] = []
        while True:
            ids = [f"{self.id}/{document_id}#{i}" for i in range(len(texts), len(texts) + probe)]
            found = self.store.get_chunks(ids)
            for chunk_id in ids:
                if chunk_id not in found:
                    return texts
                texts.append(passage_text(found[chunk_id].title, found[chunk_id].text))

    def _all_texts(self) -> Iterator[tuple[str, str]]:
        """(document id, passage text) of every chunk, read 2,000 at a time."""
        ids = [
            (d["id"], f"{self.id}/{d['id']}#{i}")
            for d in self.store.list_documents()
            for i in range(int(d["chunks"]))
        ]
        for start in range(0, len(ids), 2000):
            part = ids[start : start + 2000]
            chunks = self.store.get_chunks([c for _, c in part])
            yield from ((d, passage_text(chunks[c].title, chunks[c].text)) for d, c in part if c in chunks)

    # -- search ---------------------------------------------------------------------------------
    def search(
        self,
        query: str,
        *,
        mode: Mode = "hybrid",
        limit: int = 10,
        threshold: float = 0.0,
        filters: dict[str, Any] | None = None,
        graph: bool = False,
        fusion: str | None = None,
        query_embedder: Embedder | None = None,
        rerank: bool | None = None,
    ) -> SearchOutput:
        """`rerank` None follows the collection's `rerank.enabled` (off unless configured)."""
        filters = filters or {}
        store = self.store
        embedder = query_embedder or self.embedder
        self.check_embedder(embedder)
        candidates = max(50, 2 * limit)
        # a cancelled search (race/any lost, timeout) stops between steps, see agentsearch.cancel
        check_cancelled()
        vector = embedder.embed([query], "query")[0] if mode != "keyword" else None
        check_cancelled()
        vector_hits = store.vector_search(vector, candidates, filters) if vector is not None else []
        check_cancelled()
        asked = functools.cache(lambda: detect_language(query))  # read by imputation and rerank
        keyword_hits = (
            store.keyword_search(query_terms(query), candidates, filters) if mode != "vector" else []
        )
        translated = ""
        if mode != "vector" and asked() == "zh" and (translated := english_keywords(query)):
            check_cancelled()  # the English words of a Chinese query match English pages (crosslingual.py)
            keyword_hits = with_translated(
                keyword_hits, store.keyword_search(query_terms(translated), candidates, filters)
            )
        graph_data = GraphData()
        if graph:
            check_cancelled()
            graph_data = store.graph_search(query_entity_candidates(query), candidates, filters)
        check_cancelled()
        graph_scores = {h.chunk_id: h.score for h in graph_data.hits}
        fusion_name = fusion or self.spec.fusion
        cosine: dict[str, float] = {}
        fetched: dict[str, ChunkRecord] = {}  # chunk rows already read for this query
        if mode == "vector" and vector is not None:
            scores = vector_scores(vector_hits, self._background(vector, embedder))
        elif mode == "keyword":
            scores = keyword_scores(keyword_hits)
        elif fusion_name == "adaptive" and vector is not None:
            cosine = {h.chunk_id: h.score for h in vector_hits}
            missing = [c for c in {*(h.chunk_id for h in keyword_hits), *graph_scores} if c not in cosine]
            if missing:
                cosine.update(store.similarities(vector, missing))
            background = self._background(vector, embedder)
            near = (
                self._near_languages(asked(), vector_hits, fetched)
                if getattr(embedder, "multilingual", False) and keyword_hits  # else nothing to impute
                else None
            )
            scores = adaptive_fusion(cosine, background, keyword_hits, graph_scores, near)
        elif fusion_name == "rrf":
            rankings = [[h.chunk_id for h in vector_hits], [h.chunk_id for h in keyword_hits]]
            if graph_data.hits:
                rankings.append([h.chunk_id for h in graph_data.hits])
            scores = rrf(rankings)
        else:
            cosine = {h.chunk_id: h.score for h in vector_hits}
            missing = [c for c in {*(h.chunk_id for h in keyword_hits), *graph_scores} if c not in cosine]
            if missing and vector is not None:
                cosine.update(store.similarities(vector, missing))
            scores = score_fusion(cosine, keyword_scores(keyword_hits), graph_scores)
        if mode != "hybrid" and graph_scores:
            for chunk_id, value in graph_scores.items():
                scores[chunk_id] = min(1.0, scores.get(chunk_id, 0.0) + 0.1 * value)
        ranked = sorted(((c, s) for c, s in scores.items() if s >= threshold), key=lambda p: (-p[1], p[0]))
        on = rerank if rerank is not None else bool(self.spec.rerank.get("enabled", False))
        languages = self.spec.rerank.get("languages")
        if on and (not languages or asked() in languages):
            ranked = self._rerank(query, ranked, fetched, asked())
        elif on and languages == ["en"] and translated and (weight := self.spec.rerank.get("translated", 0)):
            # a Chinese query's English words re-score the English chunks of the head (opt-in: docs/kb.md)
            ranked = self._rerank(translated, ranked, fetched, "en", float(weight))
        ranked = ranked[:limit]
        chunks = fetched | store.get_chunks([c for c, _ in ranked if c not in fetched])
        cosines = cosine or {h.chunk_id: h.score for h in vector_hits}
        out = [
            ScoredChunk(chunks[c], round(s, 6), None if c not in cosines else round(float(cosines[c]), 6))
            for c, s in ranked
            if c in chunks
        ]
        return SearchOutput(out, graph_data)

    def _near_languages(
        self, asked: str, vector_hits: list[Hit], fetched: dict[str, ChunkRecord]
    ) -> dict[str, bool]:
        """Whether each of the vector side's LANGUAGE_TOP nearest chunks is written in the query's
        language. BM25 can only match a query's terms in text of its own language, so a chunk in
        another language (a Chinese question answered by an English page) has no keyword evidence to
        lose: `fusion.imputed_keyword` fills it in. Read only with a multilingual embedder (an
        English-only one places a Chinese query's nearest chunks by chance). Measured on seven
        corpora, each left out of the choice in turn (docs/kb.md, "Cross-language queries")."""
        top = [h.chunk_id for h in sorted(vector_hits, key=lambda h: -h.score)[:LANGUAGE_TOP]]
        if not top:
            return {}
        chunks = self.store.get_chunks(top)
        fetched.update(chunks)  # the result reads them again otherwise
        return {c: detect_language(chunks[c].text) == asked for c in top if c in chunks}

    def _background(self, vector: Matrix, embedder: Embedder) -> tuple[float, float]:
        return pooled_background(self.store.vector_background(vector), vector, embedder)

    def _rerank(
        self,
        query: str,
        ranked: list[tuple[str, float]],
        fetched: dict[str, ChunkRecord],
        asked: str,
        weight: float = 1.0,
    ) -> list[tuple[str, float]]:
        """The second stage over the head of `ranked`; reads only the head rows `fetched` lacks and
        adds them to it (the result reads its rows from there). A second model that is not
        multilingual judges only the chunks written in the query's language (`asked`)."""
        top = int(self.spec.rerank.get("top", DEFAULT_RERANK_TOP))
        head = [c for c, _ in ranked[:top]]
        fetched.update(self.store.get_chunks([c for c in head if c not in fetched]))
        chunks = {c: fetched[c] for c in head if c in fetched}
        texts = {c: passage_text(r.title, r.text) for c, r in chunks.items()}
        documents = {c: r.document_id for c, r in chunks.items()}
        stage = self.second_stage
        judged = None
        if not getattr(stage.embedder, "multilingual", False):
            judged = {c for c, r in chunks.items() if detect_language(r.text) == asked}
        return rerank_stage(query, ranked, texts, documents, stage, top, judged, weight)
