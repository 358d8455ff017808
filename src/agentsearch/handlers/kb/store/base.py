"""The store interface every KB backend implements (embedded SQLite, PostgreSQL + pgvector, or one a
package adds through the `agentsearch.stores` entry point group; `registries.STORES`).

A store holds one collection: documents, chunks with their vectors, a keyword index and the graph
tables. Scores returned are raw: cosine similarity for vectors, a positive BM25-like value for
keywords; fusion and the 0–1 score live above the store (`search.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from agentsearch.handlers.kb.embedders import Matrix
from agentsearch.handlers.kb.graph import cooccurrence
from agentsearch.handlers.kb.spec import CollectionSpec

__all__ = ["ChunkRecord", "DocumentRecord", "GraphData", "Hit", "KBStore", "StoreFactory"]


@dataclass
class ChunkRecord:
    chunk_id: str
    document_id: str
    ordinal: int
    title: str
    text: str
    heading: str = ""
    metadata: dict[str, Any] = field(default_factory=dict)
    #: what the keyword index sees (Chinese already segmented with jieba); not stored as text
    index_text: str = ""
    index_title: str = ""
    index_heading: str = ""


@dataclass
class DocumentRecord:
    id: str
    title: str
    source: str
    metadata: dict[str, Any]
    content_hash: str
    chunks: list[ChunkRecord]
    vectors: Matrix
    #: entities as (name, type) and relations as (subject, predicate, object) per chunk, in chunk order
    entities: list[list[tuple[str, str]]] = field(default_factory=list)
    relations: list[list[tuple[str, str, str]]] = field(default_factory=list)
    #: per chunk: its first `graph.PAIRED` entities are also related pairwise (`graph.cooccurrence`),
    #: relations not listed in `relations` (up to 45 per chunk); a store derives them from the
    #: entities' positions, or stores `chunk_relations`
    paired: list[bool] = field(default_factory=list)

    def chunk_relations(self, i: int) -> list[tuple[str, str, str]]:
        """Every relation of chunk `i`, the co-occurrence pairs of a paired chunk included."""
        listed = self.relations[i] if i < len(self.relations) else []
        if i < len(self.paired) and self.paired[i]:
            return cooccurrence(self.entities[i]) + listed
        return listed


@dataclass(frozen=True)
class Hit:
    chunk_id: str
    score: float


@dataclass
class GraphData:
    """What graph expansion found for a query: matched and neighbouring entities, and chunk hits."""

    entities: list[tuple[str, str, float]] = field(default_factory=list)  # name, type, score
    relations: list[tuple[str, str, str]] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)


class KBStore(Protocol):
    def replace_documents(self, documents: list[DocumentRecord]) -> None:
        """Insert the documents, replacing every chunk, vector and graph row of an existing id."""

    def delete_document(self, document_id: str) -> bool: ...

    def document_hashes(self, document_ids: list[str]) -> dict[str, str]: ...

    def list_documents(self) -> list[dict[str, Any]]: ...

    def count_chunks(self) -> int: ...

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]: ...

    def vector_search(self, vector: Matrix, k: int, filters: dict[str, Any]) -> list[Hit]: ...

    def vector_background(self, vector: Matrix) -> tuple[float, float, int]:
        """Mean and standard deviation of the query's cosine with a fixed sample of the chunks, and
        the sample's size."""

    def similarities(self, vector: Matrix, chunk_ids: list[str]) -> dict[str, float]:
        """Exact cosine of the query with each given chunk (for fusion of keyword-only candidates)."""

    def graph_search(self, names: list[str], k: int, filters: dict[str, Any]) -> GraphData: ...

    def get_chunks(self, chunk_ids: list[str]) -> dict[str, ChunkRecord]: ...

    def finish(self) -> None:
        """Called after an ingestion batch: build or refresh derived indexes (HNSW)."""

    def close(self) -> None: ...


class StoreFactory(Protocol):
    """What the store registry holds: builds a collection's store from its spec (`spec.store` holds the
    backend's own settings, e.g. `url`) and its directory (`<data_dir>/<name>`, for embedded files).
    A store whose data lives outside that directory may offer `drop()`, called when the collection is
    deleted."""

    def __call__(self, spec: CollectionSpec, directory: Path) -> KBStore: ...
