"""An in-memory KB store (one per collection directory, for the life of the process): the whole
`KBStore` interface in plain Python, exact cosine search and word-overlap keyword search."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, ClassVar

import numpy as np

from agentsearch.handlers.kb.embedders.base import Matrix
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord, GraphData, Hit


class _Data:
    def __init__(self) -> None:
        self.documents: dict[str, DocumentRecord] = {}
        self.chunks: dict[str, ChunkRecord] = {}
        self.vectors: dict[str, Matrix] = {}


class MemoryStore:
    _all: ClassVar[dict[str, _Data]] = {}
    _lock: ClassVar[threading.Lock] = threading.Lock()
    #: directories whose collection was dropped (the tests read it to see `drop` was called)
    dropped: ClassVar[list[str]] = []

    def __init__(self, spec: CollectionSpec, directory: Path) -> None:
        self.key = str(directory.resolve())
        with self._lock:
            self.data = self._all.setdefault(self.key, _Data())

    def replace_documents(self, documents: list[DocumentRecord]) -> None:
        for document in documents:
            self.delete_document(document.id)
            self.data.documents[document.id] = document
            for row, chunk in enumerate(document.chunks):
                self.data.chunks[chunk.chunk_id] = chunk
                self.data.vectors[chunk.chunk_id] = np.asarray(document.vectors[row], dtype=np.float32)

    def delete_document(self, document_id: str) -> bool:
        document = self.data.documents.pop(document_id, None)
        if document is None:
            return False
        for chunk in document.chunks:
            self.data.chunks.pop(chunk.chunk_id, None)
            self.data.vectors.pop(chunk.chunk_id, None)
        return True

    def document_hashes(self, document_ids: list[str]) -> dict[str, str]:
        docs = self.data.documents
        return {i: docs[i].content_hash for i in document_ids if i in docs}

    def list_documents(self) -> list[dict[str, Any]]:
        return [
            {
                "id": d.id,
                "title": d.title,
                "source": d.source,
                "chunks": len(d.chunks),
                "metadata": d.metadata,
            }
            for d in sorted(self.data.documents.values(), key=lambda d: d.id)
        ]

    def count_chunks(self) -> int:
        return len(self.data.chunks)

    def _allowed(self, chunk: ChunkRecord, filters: dict[str, Any]) -> bool:
        return all(chunk.metadata.get(key) == value for key, value in filters.items())

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]:
        wanted = {t.lower() for t in terms}
        hits = []
        for chunk_id, chunk in self.data.chunks.items():
            words = set((chunk.index_text or chunk.text).lower().split())
            shared = len(wanted & words)
            if shared and self._allowed(chunk, filters):
                hits.append(Hit(chunk_id, float(shared)))
        return sorted(hits, key=lambda h: -h.score)[:k]

    def vector_search(self, vector: Matrix, k: int, filters: dict[str, Any]) -> list[Hit]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        hits = [
            Hit(chunk_id, float(self.data.vectors[chunk_id] @ query))
            for chunk_id, chunk in self.data.chunks.items()
            if self._allowed(chunk, filters)
        ]
        return sorted(hits, key=lambda h: -h.score)[:k]

    def vector_background(self, vector: Matrix) -> tuple[float, float, int]:
        if not self.data.vectors:
            return 0.0, 1.0, 0
        scores = np.stack(list(self.data.vectors.values())) @ np.asarray(vector, dtype=np.float32).reshape(-1)
        return float(scores.mean()), float(scores.std()), len(scores)

    def similarities(self, vector: Matrix, chunk_ids: list[str]) -> dict[str, float]:
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        return {c: float(self.data.vectors[c] @ query) for c in chunk_ids if c in self.data.vectors}

    def graph_search(self, names: list[str], k: int, filters: dict[str, Any]) -> GraphData:
        return GraphData()

    def get_chunks(self, chunk_ids: list[str]) -> dict[str, ChunkRecord]:
        return {c: self.data.chunks[c] for c in chunk_ids if c in self.data.chunks}

    def finish(self) -> None:
        return None

    def drop(self) -> None:
        with self._lock:
            if self._all.pop(self.key, None) is not None:
                self.dropped.append(self.key)

    def close(self) -> None:
        return None
