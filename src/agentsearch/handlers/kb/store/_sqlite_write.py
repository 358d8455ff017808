"""The SQLite store's document writes: a whole batch of documents in a dozen statements.

Why: an ingestion transaction holds ~1,000 chunks of 16 (English) to 63 (Chinese) rows each, and
`executemany` steps SQLite once per row, with the `sqlite3` module releasing and re-taking the GIL
around every step, so a write in a background thread (`ingest.py` overlaps it with the next batch's
embedding) queued behind the other thread's Python at every row. Here each table gets one statement
per batch whose rows come from one JSON array parameter (`json_each`), and the new entities' ids are
read back as one JSON object, so a write hands the GIL over a dozen times per batch and SQLite's own
work (FTS5 tokenising, B-tree inserts, the disk) runs beside the Python of the next batch. A paired
chunk's co-occurrence relations are not rows: its first entities' mentions carry their `position`,
from which `graph_search` derives the pairs.

The rows, their order and their rowids are those of inserting the documents one by one (a test
compares every table): documents of one batch get consecutive chunk rowids, entities are inserted in
first-mention order, and mentions and relations in chunk order. JSON cannot carry a NUL character
through SQLite's `->>` (the text ends there), so a table whose rows hold one is written row by row.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

import numpy as np

from agentsearch.handlers.kb.graph import PAIRED
from agentsearch.handlers.kb.store.base import DocumentRecord

__all__ = ["delete_documents", "write_documents"]

_IDS = "SELECT value FROM json_each(?)"
_CHUNK_ROWIDS = f"SELECT rowid FROM chunks WHERE document_id IN ({_IDS})"
_CHUNK_COLUMNS = "rowid chunk_id document_id ordinal title heading text metadata vector".split()


def _rows(
    conn: sqlite3.Connection,
    table: str,
    columns: list[str],
    rows: list[tuple[Any, ...]],
    verb: str = "INSERT",
    blobs: bytes | None = None,
) -> None:
    """`rows` into `table` in one statement (a JSON array of arrays), in their order. With `blobs`, a
    row's last two items are the offset and length of its last column in that one BLOB parameter."""
    if not rows:
        return
    payload = json.dumps(rows, ensure_ascii=False, separators=(",", ":"))
    if "\\u0000" in payload:  # `->>` would cut the text at the NUL
        if blobs is not None:
            rows = [(*r[:-2], blobs[r[-2] : r[-2] + r[-1]]) for r in rows]
        marks = ",".join("?" * len(columns))
        conn.executemany(f"{verb} INTO {table}({','.join(columns)}) VALUES ({marks})", rows)
        return
    values = [f"value->>{i}" for i in range(len(columns))]
    # named parameters: numbered ones (?1) with a sequence are deprecated (an error from Python 3.14)
    params: dict[str, Any] = {"rows": payload}
    if blobs is not None:
        last = len(columns) - 1
        values[-1] = f"substr(:blobs, (value->>{last}) + 1, value->>{last + 1})"
        params["blobs"] = blobs
    conn.execute(
        f"{verb} INTO {table}({','.join(columns)}) SELECT {', '.join(values)} FROM json_each(:rows)",
        params,
    )


def _entity_ids(conn: sqlite3.Connection, norms: list[str]) -> dict[str, int]:
    """norm -> id of the given entities, read back as one JSON object (one step, not one per row)."""
    if not norms:
        return {}
    payload = json.dumps(norms, ensure_ascii=False)
    if "\\u0000" not in payload:
        row = conn.execute(
            f"SELECT json_group_object(norm, id) FROM entities WHERE norm IN ({_IDS})", (payload,)
        ).fetchone()
        found: dict[str, int] = json.loads(row[0])
        return found
    ids: dict[str, int] = {}
    for start in range(0, len(norms), 500):
        part = norms[start : start + 500]
        marks = ",".join("?" * len(part))
        ids.update(conn.execute(f"SELECT norm, id FROM entities WHERE norm IN ({marks})", part))
    return ids


def delete_documents(conn: sqlite3.Connection, document_ids: list[str]) -> int:
    """Every row of the documents, chunks and graph rows included, inside the caller's transaction
    (the ids as one JSON array parameter); returns how many documents there were."""
    ids = json.dumps(document_ids)
    conn.execute(f"DELETE FROM chunks_fts WHERE rowid IN ({_CHUNK_ROWIDS})", (ids,))
    conn.execute(f"DELETE FROM mentions WHERE chunk_rowid IN ({_CHUNK_ROWIDS})", (ids,))
    conn.execute(f"DELETE FROM relations WHERE chunk_rowid IN ({_CHUNK_ROWIDS})", (ids,))
    conn.execute(f"DELETE FROM chunks WHERE document_id IN ({_IDS})", (ids,))
    return int(conn.execute(f"DELETE FROM documents WHERE id IN ({_IDS})", (ids,)).rowcount)


def _unique_runs(documents: list[DocumentRecord]) -> list[list[DocumentRecord]]:
    """Consecutive runs without a repeated id: a later copy replaces an earlier one, as one by one."""
    runs: list[list[DocumentRecord]] = [[]]
    seen: set[str] = set()
    for doc in documents:
        if doc.id in seen:
            runs.append([])
            seen = set()
        runs[-1].append(doc)
        seen.add(doc.id)
    return runs


def write_documents(conn: sqlite3.Connection, documents: list[DocumentRecord], fielded: bool) -> None:
    """Replace the documents inside the caller's transaction (`fielded`: FTS5 has title and heading
    columns; older collections have one body column)."""
    for run in _unique_runs(documents):
        if run:
            _write_run(conn, run, fielded)


def _write_run(conn: sqlite3.Connection, documents: list[DocumentRecord], fielded: bool) -> None:
    delete_documents(conn, [d.id for d in documents])
    # explicit rowids, as SQLite would choose them (one past the largest), never below a rowid used
    # before (meta.last_rowid): a deleted chunk's rowid is not given to new text, so the derived indexes
    # (HNSW, tantivy) can catch up by rowid differences
    first = conn.execute(
        "SELECT MAX(COALESCE((SELECT MAX(rowid) FROM chunks), 0), COALESCE((SELECT CAST(value AS"
        " INTEGER) FROM meta WHERE key='last_rowid'), 0)) + 1"
    ).fetchone()[0]
    total = sum(len(d.chunks) for d in documents)
    conn.execute(
        "INSERT INTO meta(key, value) VALUES ('last_rowid', ?) ON CONFLICT(key) DO UPDATE SET"
        " value = excluded.value",
        (str(first + total - 1),),
    )
    docs = [
        (d.id, d.title, d.source, json.dumps(d.metadata, ensure_ascii=False), d.content_hash, len(d.chunks))
        for d in documents
    ]
    _rows(conn, "documents", ["id", "title", "source", "metadata", "hash", "chunks"], docs)
    chunks: list[tuple[Any, ...]] = []
    fts: list[tuple[Any, ...]] = []
    fresh: dict[str, tuple[str, str, str]] = {}  # entities in first-mention order
    mentions: list[tuple[Any, ...]] = []
    edges: list[tuple[Any, ...]] = []
    blobs: list[bytes] = []
    offset = 0
    rowid = first
    for doc in documents:
        vectors = np.asarray(doc.vectors, dtype=np.float32)
        for i, chunk in enumerate(doc.chunks):
            blob = vectors[i].tobytes()
            blobs.append(blob)
            metadata = json.dumps(chunk.metadata, ensure_ascii=False)
            chunks.append(
                (rowid + i, chunk.chunk_id, doc.id, chunk.ordinal, chunk.title, chunk.heading, chunk.text,
                 metadata, offset, len(blob))
            )  # fmt: skip
            offset += len(blob)
            if fielded:
                fts.append((rowid + i, chunk.index_title, chunk.index_heading, chunk.index_text))
            else:
                fts.append((rowid + i, "\n".join(t for t in (chunk.index_title, chunk.index_text) if t)))
        # entities/relations may list fewer chunks than the document has
        for i in range(len(doc.chunks)):
            named = doc.entities[i] if i < len(doc.entities) else []
            related = doc.relations[i] if i < len(doc.relations) else []
            for name, kind in [*named, *((end, "") for s, _, o in related for end in (s, o))]:
                fresh.setdefault(name.lower(), (name.lower(), name, kind))
            paired = PAIRED if i < len(doc.paired) and doc.paired[i] else 0
            mentions += [(n.lower(), rowid + i, j if j < paired else None) for j, (n, _) in enumerate(named)]
            edges += [(s.lower(), p, o.lower(), rowid + i) for s, p, o in related]
        rowid += len(doc.chunks)
    _rows(conn, "chunks", _CHUNK_COLUMNS, chunks, blobs=b"".join(blobs))
    _rows(conn, "chunks_fts", ["rowid", "title", "heading", "body"] if fielded else ["rowid", "body"], fts)
    _rows(conn, "entities", ["norm", "name", "type"], list(fresh.values()), verb="INSERT OR IGNORE")
    ids = _entity_ids(conn, list(fresh))
    mention_rows = [(ids[norm], chunk, position) for norm, chunk, position in mentions]
    columns = ["entity_id", "chunk_rowid", "position"]
    _rows(conn, "mentions", columns, mention_rows, verb="INSERT OR IGNORE")
    edge_rows = [(ids[a], p, ids[b], chunk) for a, p, b, chunk in edges]
    _rows(conn, "relations", ["subject", "predicate", "object", "chunk_rowid"], edge_rows)
