"""The embedded store: one SQLite file per collection (chunks, metadata, FTS5 BM25, graph tables) and
the vector snapshots of `vectors.py` beside it.

Every write bumps `meta.generation` in the same transaction, so readers know when their vector
snapshot is stale. Connections are per thread (SQLite objects cannot cross threads).
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.cancel import check_cancelled, on_cancel
from agentsearch.errors import StoreError
from agentsearch.handlers.kb.embedders import Matrix
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store._sqlite_graph import neighbour_relations
from agentsearch.handlers.kb.store._sqlite_write import delete_documents, write_documents
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord, GraphData, Hit
from agentsearch.handlers.kb.store.keywords import KeywordIndex
from agentsearch.handlers.kb.store.vectors import VectorIndex

__all__ = ["FIELD_WEIGHTS", "SQLiteStore"]

#: BM25 weights of the FTS5 columns title, heading, body (docs/kb.md: chosen on the dev corpora)
FIELD_WEIGHTS = (2.0, 1.5, 1.0)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
    id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT NOT NULL, metadata TEXT NOT NULL,
    hash TEXT NOT NULL, chunks INTEGER NOT NULL, updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP);
CREATE TABLE IF NOT EXISTS chunks (
    rowid INTEGER PRIMARY KEY, chunk_id TEXT NOT NULL UNIQUE, document_id TEXT NOT NULL,
    ordinal INTEGER NOT NULL, title TEXT NOT NULL, heading TEXT NOT NULL, text TEXT NOT NULL,
    metadata TEXT NOT NULL, vector BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS chunks_document ON chunks(document_id);
CREATE INDEX IF NOT EXISTS chunks_rowid_id ON chunks(rowid, chunk_id);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts
    USING fts5(title, heading, body, tokenize='porter unicode61 remove_diacritics 2');
CREATE TABLE IF NOT EXISTS entities (
    id INTEGER PRIMARY KEY, norm TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mentions (
    entity_id INTEGER NOT NULL, chunk_rowid INTEGER NOT NULL, position INTEGER,
    PRIMARY KEY (entity_id, chunk_rowid));
CREATE TABLE IF NOT EXISTS relations (
    subject INTEGER NOT NULL, predicate TEXT NOT NULL, object INTEGER NOT NULL, chunk_rowid INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS relations_subject ON relations(subject);
CREATE INDEX IF NOT EXISTS relations_object ON relations(object);
CREATE INDEX IF NOT EXISTS relations_chunk ON relations(chunk_rowid);
INSERT OR IGNORE INTO meta(key, value) VALUES ('generation', '0');
"""


def _fts_query(terms: list[str]) -> str:
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def _filter_sql(filters: dict[str, Any], alias: str = "c") -> tuple[str, list[Any]]:
    """`AND json_extract(metadata, '$."key"') = value` per filter (equality on chunk metadata)."""
    clauses: list[str] = []
    params: list[Any] = []
    for key, value in filters.items():
        path = '$."' + str(key).replace('"', "") + '"'
        if isinstance(value, bool):
            value = 1 if value else 0
        elif isinstance(value, (dict, list)):
            value = json.dumps(value)
        clauses.append(f"json_extract({alias}.metadata, ?) = ?")
        params.extend([path, value])
    return "".join(f" AND {c}" for c in clauses), params


class SQLiteStore:
    @classmethod
    def for_collection(cls, spec: CollectionSpec, directory: Path) -> SQLiteStore:
        keyword = str(spec.store.get("keyword", "auto"))
        return cls(directory, spec.dimension, spec.hnsw_threshold, keyword)

    def __init__(
        self,
        directory: Path,
        dimension: int,
        hnsw_threshold: int = 20000,
        keyword: str = "auto",
        read_only: bool = False,
    ) -> None:
        """`read_only` (or a file this process may not write, or a schema write SQLite refuses as
        read-only) opens the file without writing: nothing is created, and a store made before the
        `(rowid, chunk_id)` index is read without it."""
        self.keywords = KeywordIndex(directory, FIELD_WEIGHTS, keyword, hnsw_threshold)
        self.directory = directory
        self.dimension = dimension
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / "kb.sqlite"
        self._local = threading.local()
        self._write_lock = threading.Lock()
        self.vectors = VectorIndex(directory, dimension, hnsw_threshold)
        exists = self.path.is_file()
        self.read_only = read_only or (exists and not os.access(self.path, os.W_OK))
        conn = self._conn()
        if not self.read_only:
            try:
                conn.executescript(_SCHEMA)
            except sqlite3.OperationalError as exc:
                if not exists or "readonly" not in str(exc).replace("read-only", "readonly"):
                    raise StoreError(f"cannot open {self.path}: {exc}") from exc
                self.close()  # a store we may read but not write: open it read-only
                self.read_only = True
                conn = self._conn()
        #: stores made before it have no (rowid, chunk_id) index; a read-only one cannot create it
        self._rowid_index = (
            conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type='index' AND name='chunks_rowid_id'"
            ).fetchone()
            is not None
        )
        #: stores made before it keep every co-occurrence pair as a relation row (read alike)
        self._positions = self._mention_positions(conn)
        columns = [r[1] for r in conn.execute("PRAGMA table_info(chunks_fts)")]
        #: collections made before the title/heading columns keep their one-column index
        self.fielded = columns[:3] == ["title", "heading", "body"]
        self.keywords.enabled = self.fielded  # a one-column index has no title/heading to weigh
        if self.fielded:
            rank = "bm25({})".format(", ".join(f"{w:g}" for w in FIELD_WEIGHTS))
            # written only when it differs: the write bumps FTS5's config cookie, and another process's
            # FTS5 query running across it failed with "SQL logic error" (readers while a store opened)
            current = conn.execute("SELECT v FROM chunks_fts_config WHERE k = 'rank'").fetchone()
            if (current is None or current[0] != rank) and not self.read_only:
                conn.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('rank', ?)", (rank,))

    def _mention_positions(self, conn: sqlite3.Connection) -> bool:
        """Whether `mentions` has its `position` column, added here to a store made before it; then
        the chunk index, covering the pairs' self-join (`_sqlite_graph.py`) in a new store (an older
        one keeps its index on `chunk_rowid` alone)."""
        found = any(r[1] == "position" for r in conn.execute("PRAGMA table_info(mentions)"))
        if self.read_only:
            return found
        try:
            if not found:
                conn.execute("ALTER TABLE mentions ADD COLUMN position INTEGER")
            conn.execute(
                "CREATE INDEX IF NOT EXISTS mentions_chunk ON mentions(chunk_rowid, position, entity_id)"
            )
        except sqlite3.OperationalError as exc:
            if "duplicate column" not in str(exc):  # another process added it first
                raise StoreError(f"cannot open {self.path}: {exc}") from exc
        return True

    def _conn(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            try:
                if self.read_only:
                    uri = self.path.resolve().as_uri() + "?mode=ro"
                    conn = sqlite3.connect(uri, uri=True, timeout=30, isolation_level=None)
                else:
                    conn = sqlite3.connect(self.path, timeout=30, isolation_level=None)
                    conn.execute("PRAGMA journal_mode=WAL")
                    conn.execute("PRAGMA synchronous=NORMAL")
            except sqlite3.Error as exc:
                raise StoreError(f"cannot open {self.path}: {exc}") from exc
            self._local.conn = conn
        return conn

    def generation(self) -> int:
        row = self._conn().execute("SELECT value FROM meta WHERE key='generation'").fetchone()
        return int(row[0])

    # -- writes ---------------------------------------------------------------------------------
    def replace_documents(self, documents: list[DocumentRecord]) -> None:
        with self._write_lock:
            conn = self._conn()
            try:
                conn.execute("BEGIN IMMEDIATE")
                write_documents(conn, documents, self.fielded)
                conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key='generation'")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def delete_document(self, document_id: str) -> bool:
        with self._write_lock:
            conn = self._conn()
            conn.execute("BEGIN IMMEDIATE")
            try:
                found = delete_documents(conn, [document_id]) > 0
                conn.execute(
                    "DELETE FROM entities WHERE id NOT IN (SELECT entity_id FROM mentions)"
                    " AND id NOT IN (SELECT subject FROM relations) AND id NOT IN (SELECT object"
                    " FROM relations)"
                )
                conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key='generation'")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        return found

    def finish(self) -> None:
        self._ensure_vectors()
        self.keywords.serving(self._conn(), self.generation())

    # -- reads ----------------------------------------------------------------------------------
    def document_hashes(self, document_ids: list[str]) -> dict[str, str]:
        out: dict[str, str] = {}
        conn = self._conn()
        for start in range(0, len(document_ids), 500):
            batch = document_ids[start : start + 500]
            marks = ",".join("?" * len(batch))
            out.update(
                conn.execute(f"SELECT id, hash FROM documents WHERE id IN ({marks})", batch).fetchall()
            )
        return out

    def list_documents(self) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute("SELECT id, title, source, chunks, updated_at, metadata FROM documents ORDER BY id")
            .fetchall()
        )
        return [
            {
                "id": r[0],
                "title": r[1],
                "source": r[2],
                "chunks": r[3],
                "updated_at": r[4],
                "metadata": json.loads(r[5]),
            }
            for r in rows
        ]

    def count_chunks(self) -> int:
        return int(self._conn().execute("SELECT count(*) FROM chunks").fetchone()[0])

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]:
        if not terms:
            return []
        # filters are SQL (FTS5 joins chunk metadata), so filtered searches stay on FTS5
        index = None if filters else self.keywords.serving(self._conn(), self.generation())
        if index is not None:
            return self._rowid_hits(index.search(terms, k))
        where, params = _filter_sql(filters)
        sql = (
            "SELECT c.chunk_id, -chunks_fts.rank AS s FROM chunks_fts JOIN chunks c ON c.rowid ="
            " chunks_fts.rowid"
            f" WHERE chunks_fts MATCH ?{where} ORDER BY chunks_fts.rank LIMIT ?"
        )
        conn = self._conn()
        with on_cancel(conn.interrupt):  # a cancelled search stops the FTS query
            if not filters:
                sql = (
                    "SELECT c.chunk_id, f.s FROM (SELECT rowid, -rank AS s FROM chunks_fts"
                    " WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?) f JOIN chunks c ON"
                    " c.rowid = f.rowid"
                    " ORDER BY f.s DESC"
                )
                rows = conn.execute(sql, [_fts_query(terms), k]).fetchall()
            else:
                rows = conn.execute(sql, [_fts_query(terms), *params, k]).fetchall()
        return [Hit(r[0], float(r[1])) for r in rows]

    def _load_vectors(self) -> tuple[np.ndarray, Matrix]:
        rows = self._conn().execute("SELECT rowid, vector FROM chunks ORDER BY rowid").fetchall()
        rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.zeros((len(rows), self.dimension), dtype=np.float32)
        for i, (_, blob) in enumerate(rows):
            if i % 4096 == 0:
                check_cancelled()
            matrix[i] = np.frombuffer(blob, dtype=np.float32)
        return rowids, matrix

    def _ensure_vectors(self) -> None:
        self.vectors.ensure(self.generation(), self._load_vectors)

    def vector_search(self, vector: Matrix, k: int, filters: dict[str, Any]) -> list[Hit]:
        self._ensure_vectors()
        allowed = None
        if filters:
            where, params = _filter_sql(filters)
            rows = self._conn().execute(
                f"SELECT c.rowid FROM chunks c WHERE 1=1{where} ORDER BY c.rowid", params
            )
            allowed = np.fromiter((r[0] for r in rows), dtype=np.int64)
        found = self.vectors.search(vector, k, allowed)
        return self._rowid_hits(found)

    def vector_background(self, vector: Matrix) -> tuple[float, float, int]:
        self._ensure_vectors()
        return self.vectors.background(vector)

    def _rowid_hits(self, found: list[tuple[int, float]]) -> list[Hit]:
        if not found:
            return []
        marks = ",".join("?" * len(found))
        rowids = [r for r, _ in found]
        sql = f"SELECT rowid, chunk_id FROM chunks WHERE rowid IN ({marks})"
        ids: dict[int, str] | None = None
        if self._rowid_index:
            # the (rowid, chunk_id) index: a few compact pages instead of a page of the big chunk row each
            try:
                ids = dict(
                    self._conn().execute(sql.replace("WHERE", "INDEXED BY chunks_rowid_id WHERE"), rowids)
                )
            except sqlite3.OperationalError:  # the index is gone (another process, an older copy)
                self._rowid_index = False
        if ids is None:
            ids = dict(self._conn().execute(sql, rowids))
        return [Hit(ids[r], s) for r, s in found if r in ids]

    def similarities(self, vector: Matrix, chunk_ids: list[str]) -> dict[str, float]:
        """Cosines from the vector snapshot (the chunk_id index gives the rowids; a rowid names one
        content for good, so a snapshot row is right for it), from the vector blobs for the rest."""
        out: dict[str, float] = {}
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        conn = self._conn()
        for start in range(0, len(chunk_ids), 500):
            batch = chunk_ids[start : start + 500]
            marks = ",".join("?" * len(batch))
            found = conn.execute(f"SELECT chunk_id, rowid FROM chunks WHERE chunk_id IN ({marks})", batch)
            rows = dict(found.fetchall())
            stored = self.vectors.stored(list(rows.values()))
            out.update((c, float(stored[r] @ query)) for c, r in rows.items() if r in stored)
            rest = [c for c, r in rows.items() if r not in stored]
            if not rest:
                continue
            marks = ",".join("?" * len(rest))
            for chunk_id, blob in conn.execute(
                f"SELECT chunk_id, vector FROM chunks WHERE chunk_id IN ({marks})", rest
            ):
                out[chunk_id] = float(np.frombuffer(blob, dtype=np.float32) @ query)
        return out

    def graph_search(self, names: list[str], k: int, filters: dict[str, Any]) -> GraphData:
        norms = sorted({n.lower() for n in names if n.strip()})
        if not norms:
            return GraphData()
        conn = self._conn()
        marks = ",".join("?" * len(norms))
        matched = conn.execute(
            f"SELECT id, name, type FROM entities WHERE norm IN ({marks})", norms
        ).fetchall()
        if not matched:
            return GraphData()
        ids = [m[0] for m in matched]
        neighbours = neighbour_relations(conn, ids, 3 * k, self._positions)
        entities: list[tuple[str, str, float]] = [(m[1], m[2], 1.0) for m in matched]
        seen = {m[0] for m in matched}
        relations: list[tuple[str, str, str]] = []
        top = max((n[6] for n in neighbours), default=1)
        for eid, name, kind, predicate, subject, obj, count in neighbours:
            relations.append((subject, predicate, obj))
            if eid not in seen:
                seen.add(eid)
                entities.append((name, kind, 0.5 * count / top))
        where, params = _filter_sql(filters)
        idm = ",".join("?" * len(ids))
        rows = conn.execute(
            f"SELECT c.chunk_id, count(*) AS n FROM mentions m JOIN chunks c ON c.rowid = m.chunk_rowid"
            f" WHERE m.entity_id IN ({idm}){where} GROUP BY c.rowid ORDER BY n DESC, c.rowid LIMIT ?",
            [*ids, *params, k],
        ).fetchall()
        hits = [Hit(r[0], r[1] / len(ids)) for r in rows]
        return GraphData(entities=entities[: 2 * k], relations=relations[: 2 * k], hits=hits)

    def get_chunks(self, chunk_ids: list[str]) -> dict[str, ChunkRecord]:
        out: dict[str, ChunkRecord] = {}
        conn = self._conn()
        for start in range(0, len(chunk_ids), 500):
            batch = chunk_ids[start : start + 500]
            marks = ",".join("?" * len(batch))
            for row in conn.execute(
                "SELECT chunk_id, document_id, ordinal, title, text, heading, metadata FROM chunks"
                f" WHERE chunk_id IN ({marks})",
                batch,
            ):
                out[row[0]] = ChunkRecord(row[0], row[1], row[2], row[3], row[4], row[5], json.loads(row[6]))
        return out

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
