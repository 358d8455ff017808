"""A document → its chunk records and embed texts: chunking, index text and entity extraction.

Why a module of its own: this is the pure-Python, CPU-bound half of ingestion. It needs only the
collection's spec and extractor (no store, no embedder), so `ingest` can run it in a worker process
beside the embedding instead of in the embedding's thread (`ingest._pooled_records`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from agentsearch.handlers.kb.chunking import Chunk, chunk_text, token_length
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.graph import Extractor, split_pairs
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord
from agentsearch.handlers.kb.text import index_text

__all__ = ["Built", "RecordBuilder", "passage_text"]

#: a document's record and its chunks' passage texts, as `RecordBuilder.build` makes them
Built = tuple[DocumentRecord, list[str]]


def passage_text(title: str, text: str) -> str:
    """A chunk as it is embedded: the document title first unless the chunk already starts with it. One
    rule for ingestion and the second stage, whose cache is keyed by this text."""
    return f"{title}\n\n{text}" if title and not text.startswith(title) else text


@dataclass(frozen=True)
class RecordBuilder:
    """What a collection's spec and extractor make of one document (picklable, for worker processes)."""

    spec: CollectionSpec
    extractor: Extractor

    def pieces(self, doc: Document) -> list[tuple[Chunk, dict[str, Any]]]:
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

    def build(self, doc: Document) -> Built:
        """The document's record (chunks, index text, entities; no vectors yet) and its embed texts."""
        collection_id = self.spec.id
        chunks: list[ChunkRecord] = []
        embed_texts: list[str] = []
        indexed = {doc.title: index_text(doc.title)}  # the title and headings repeat chunk after chunk
        for piece, extra in self.pieces(doc):
            chunk_id = f"{collection_id}/{doc.id}#{piece.ordinal}"
            metadata = {
                **doc.metadata,
                **extra,
                "chunk_id": chunk_id,
                "document_id": doc.id,
                "collection": collection_id,
                "title": doc.title,
                "chunk_index": piece.ordinal,
            }
            if piece.heading:
                metadata["heading"] = piece.heading
            if piece.heading not in indexed:
                indexed[piece.heading] = index_text(piece.heading)
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
            embed_texts.append(passage_text(doc.title, piece.text))
        entities: list[list[tuple[str, str]]] = []
        relations: list[list[tuple[str, str, str]]] = []
        paired: list[bool] = []
        if self.spec.graph:
            for chunk in chunks:
                found, related = self.extractor.extract(chunk.text)
                pairs, kept = split_pairs(found, related)  # the pairs are not sent nor stored
                entities.append(found)
                relations.append(kept)
                paired.append(pairs)
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
            paired,
        )
        return record, embed_texts
