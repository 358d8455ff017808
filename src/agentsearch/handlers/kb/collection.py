"""One collection: its spec, its store and its embedder; ingestion and search over them.

Collections live in `<data_dir>/<name>/` (`collection.json`, plus the embedded store's files);
`manager.KBManager` creates, opens (cached per process) and deletes them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from agentsearch.cancel import check_cancelled
from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.background import pooled_background
from agentsearch.handlers.kb.chunking import Chunk, chunk_text, token_length
from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.embedders import Embedder, Matrix, create_embedder
from agentsearch.handlers.kb.fusion import (
    adaptive_fusion,
    keyword_scores,
    rrf,
    score_fusion,
    vector_scores,
)
from agentsearch.handlers.kb.graph import BuiltinExtractor, Extractor, query_entity_candidates
from agentsearch.handlers.kb.ingest import IngestReport, Progress, ingest
from agentsearch.handlers.kb.rerank import DEFAULT_RERANK_TOP, SecondStage
from agentsearch.handlers.kb.rerank import rerank as rerank_stage
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord, GraphData, KBStore
from agentsearch.handlers.kb.text import index_text, query_terms
from agentsearch.registries import STORES

__all__ = ["Collection", "IngestReport", "ScoredChunk", "SearchOutput"]

Mode = Literal["vector", "keyword", "hybrid"]


def passage_text(title: str, text: str) -> str:
    """A chunk as it is embedded: the document title first unless the chunk already starts with it. One
    rule for ingestion and the second stage, whose cache is keyed by this text."""
    return f"{title}\n\n{text}" if title and not text.startswith(title) else text


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
    def _pieces(self, doc: Document) -> list[tuple[Chunk, dict[str, Any]]]:
        """The document's chunks with per-chunk metadata: a paged document (PDF) is chunked page
        range by page range (short pages grouped up to one chunk's size), each chunk with `page`
        (and `page_end` for a range), so a citation can name its page."""
        size, overlap = self.spec.chunk_tokens, self.spec.chunk_overlap
        if not doc.pages:
            return [(piece, {}) for piece in chunk_text(doc.text, size, overlap)]
        groups: list[tuple[int, int, list[str], int]] = []  # first page, last page, texts, tokens
        for number, page in enumerate(doc.pages, 1):
            if not page:
                continue
            tokens = token_length(page)
            if groups and groups[-1][1] == number - 1 and groups[-1][3] + tokens <= size:
                first, _, texts, total = groups[-1]
                groups[-1] = (first, number, [*texts, page], total + tokens)
            else:
                groups.append((number, number, [page], tokens))
        pieces: list[tuple[Chunk, dict[str, Any]]] = []
        for first, last, texts, _ in groups:
            extra: dict[str, Any] = {"page": first} | ({"page_end": last} if last != first else {})
            for piece in chunk_text("\n\n".join(texts), size, overlap):
                pieces.append((Chunk(ordinal=len(pieces), text=piece.text, heading=piece.heading), extra))
        return pieces

    def _records(self, doc: Document) -> tuple[DocumentRecord, list[str]]:
        chunks: list[ChunkRecord] = []
        embed_texts: list[str] = []
        indexed = {doc.title: index_text(doc.title)}  # the title and headings repeat chunk after chunk
        for piece, extra in self._pieces(doc):
            chunk_id = f"{self.id}/{doc.id}#{piece.ordinal}"
            metadata = {
                **doc.metadata,
                **extra,
                "chunk_id": chunk_id,
                "document_id": doc.id,
                "collection": self.id,
                "title": doc.title,
                "chunk_index": piece.ordinal,
            }
            if piece.heading:
                metadata["heading"] = piece.heading
            if piece.heading not in indexed:
                indexed[piece.heading] = index_text(piece.heading)
            full = passage_text(doc.title, piece.text)
            chunks.append(
                ChunkRecord(
                    chunk_id,
                    doc.id,
                    piece.ordinal,
                    doc.title,
                    piece.text,
                    piece.heading,
                    metadata,
                    index_text(piece.text),
                    indexed[doc.title],
                    "" if piece.heading == doc.title else indexed[piece.heading],
                )
            )
            embed_texts.append(full)
        entities: list[list[tuple[str, str]]] = []
        relations: list[list[tuple[str, str, str]]] = []
        if self.spec.graph:
            for chunk in chunks:
                found, related = self.extractor.extract(chunk.text)
                entities.append(found)
                relations.append(related)
        record = DocumentRecord(
            doc.id,
            doc.title,
            doc.source,
            doc.metadata,
            doc.content_hash,
            chunks,
            np.zeros((0, self.spec.dimension), dtype=np.float32),
            entities,
            relations,
        )
        return record, embed_texts

    def ingest(
        self,
        documents: Iterable[Document | ParseError],
        progress: Progress | None = None,
        batch_chunks: int = 256,
        force: bool = False,
        write_chunks: int = 1024,
    ) -> IngestReport:
        """Add or replace documents; parse failures are recorded and skipped (`ingest.ingest`)."""
        return ingest(self, documents, progress, batch_chunks, force, write_chunks)

    def delete_document(self, document_id: str) -> bool:
        found = self.store.delete_document(document_id)
        self.store.finish()
        return found

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
        keyword_hits = (
            store.keyword_search(query_terms(query), candidates, filters) if mode != "vector" else []
        )
        graph_data = GraphData()
        if graph:
            check_cancelled()
            graph_data = store.graph_search(query_entity_candidates(query), candidates, filters)
        check_cancelled()
        graph_scores = {h.chunk_id: h.score for h in graph_data.hits}
        fusion_name = fusion or self.spec.fusion
        cosine: dict[str, float] = {}
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
            scores = adaptive_fusion(cosine, background, keyword_hits, graph_scores)
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
        if rerank if rerank is not None else bool(self.spec.rerank.get("enabled", False)):
            ranked = self._rerank(query, ranked)
        ranked = ranked[:limit]
        chunks = store.get_chunks([c for c, _ in ranked])
        cosines = cosine or {h.chunk_id: h.score for h in vector_hits}
        out = [
            ScoredChunk(chunks[c], round(s, 6), None if c not in cosines else round(float(cosines[c]), 6))
            for c, s in ranked
            if c in chunks
        ]
        return SearchOutput(out, graph_data)

    def _background(self, vector: Matrix, embedder: Embedder) -> tuple[float, float]:
        return pooled_background(self.store.vector_background(vector), vector, embedder)

    def _rerank(self, query: str, ranked: list[tuple[str, float]]) -> list[tuple[str, float]]:
        top = int(self.spec.rerank.get("top", DEFAULT_RERANK_TOP))
        chunks = self.store.get_chunks([c for c, _ in ranked[:top]])
        texts = {c: passage_text(r.title, r.text) for c, r in chunks.items()}
        return rerank_stage(query, ranked, texts, self.second_stage, top)
