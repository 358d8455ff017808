"""PostgreSQL + pgvector backend: the same store interface, for teams that outgrow one machine.

Per collection, tables `<prefix>_documents`, `_chunks` (jsonb metadata, `vector(dim)` with an HNSW
cosine index, a `tsvector` column with a GIN index), `_entities`, `_mentions`, `_relations`. Keyword
search is PostgreSQL full text (`websearch_to_tsquery` over OR-ed terms, ranked by `ts_rank_cd`);
English collections use the `english` configuration (stemming), others `simple` over jieba-segmented
text. Connections are per thread.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.errors import ConfigError, StoreError
from agentsearch.handlers.kb.embedders import Matrix
from agentsearch.handlers.kb.graph import CO_OCCURS, PAIRED
from agentsearch.handlers.kb.spec import CollectionSpec
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord, GraphData, Hit

__all__ = ["PostgresStore"]

# ts_rank_cd weights {D, C, B, A} (each ≤ 1): body 0.5, heading 0.75, title 1 — the ratios of FIELD_WEIGHTS
_TS_WEIGHTS = "{0.5, 0.5, 0.75, 1.0}"


def _literal(vector: Matrix) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in np.asarray(vector, dtype=np.float32).reshape(-1)) + "]"


class PostgresStore:
    @classmethod
    def for_collection(cls, spec: CollectionSpec, directory: Path) -> PostgresStore:
        """The data lives in the database at `spec.store.url`; `directory` only holds collection.json."""
        return cls(str(spec.store.get("url", "")), spec.id, spec.dimension, spec.language)

    def __init__(self, url: str, collection: str, dimension: int, language: str = "en") -> None:
        if not url:
            raise ConfigError(
                f"collection {collection}: store.url is required for the postgres backend", key="store.url"
            )
        # libpq takes postgres:// and postgresql://; also accept the SQLAlchemy form the chat store uses
        self.url = re.sub(r"^postgres(?:ql)?\+\w+://", "postgresql://", url.strip())
        self.dimension = dimension
        self.ts_config = "english" if language == "en" else "simple"
        slug = re.sub(r"[^a-z0-9]+", "_", collection.lower())[:30]
        self.prefix = f"kb_{slug}_{hashlib.sha1(collection.encode()).hexdigest()[:8]}"
        self._local = threading.local()
        self._init_schema()

    def _t(self, name: str) -> str:
        return f'"{self.prefix}_{name}"'

    def _conn(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is None or conn.closed:
            from agentsearch.extras import require

            psycopg = require("psycopg", "the postgres KB store")

            try:
                conn = psycopg.connect(self.url, autocommit=True)
            except psycopg.Error as exc:
                first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]  # psycopg adds hint lines
                raise StoreError(f"cannot connect to the KB PostgreSQL store: {first}") from exc
            self._local.conn = conn
        return conn

    def _init_schema(self) -> None:
        t = self._t
        statements = [
            "CREATE EXTENSION IF NOT EXISTS vector",
            f"CREATE TABLE IF NOT EXISTS {t('documents')} (id text PRIMARY KEY, title text NOT NULL,"
            " source text NOT NULL, metadata jsonb NOT NULL, hash text NOT NULL, chunks int NOT NULL,"
            " updated_at timestamptz NOT NULL DEFAULT now())",
            f"CREATE TABLE IF NOT EXISTS {t('chunks')} (rid bigserial PRIMARY KEY, chunk_id text"
            " UNIQUE NOT NULL,"
            " document_id text NOT NULL, ordinal int NOT NULL, title text NOT NULL, heading text NOT NULL,"
            f" text text NOT NULL, metadata jsonb NOT NULL, embedding vector({self.dimension}) NOT NULL,"
            " tsv tsvector NOT NULL)",
            f'CREATE INDEX IF NOT EXISTS "{self.prefix}_chunks_doc" ON {t("chunks")} (document_id)',
            f'CREATE INDEX IF NOT EXISTS "{self.prefix}_chunks_tsv" ON {t("chunks")} USING gin (tsv)',
            f'CREATE INDEX IF NOT EXISTS "{self.prefix}_chunks_hnsw" ON {t("chunks")}'
            " USING hnsw (embedding vector_cosine_ops)",
            f"CREATE TABLE IF NOT EXISTS {t('entities')} (id bigserial PRIMARY KEY, norm text"
            " UNIQUE NOT NULL,"
            " name text NOT NULL, type text NOT NULL)",
            f"CREATE TABLE IF NOT EXISTS {t('mentions')} (entity_id bigint NOT NULL, chunk_rid"
            " bigint NOT NULL"
            f" REFERENCES {t('chunks')}(rid) ON DELETE CASCADE, PRIMARY KEY (entity_id, chunk_rid))",
            # collections made before it stored every co-occurrence pair as a relation row
            f"ALTER TABLE {t('mentions')} ADD COLUMN IF NOT EXISTS position int",
            # the pairs' self-join (covering), and the cascade of a chunk's delete
            f'CREATE INDEX IF NOT EXISTS "{self.prefix}_mentions_chunk" ON {t("mentions")}'
            " (chunk_rid, position, entity_id)",
            f"CREATE TABLE IF NOT EXISTS {t('relations')} (subject bigint NOT NULL, predicate text NOT NULL,"
            f" object bigint NOT NULL, chunk_rid bigint NOT NULL REFERENCES {t('chunks')}(rid) ON"
            " DELETE CASCADE)",
        ]
        conn = self._conn()
        try:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (self.prefix,))
                for statement in statements:
                    conn.execute(statement)
        except Exception as exc:
            first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            if "vector" in first and ("not available" in first or "control file" in first):
                raise StoreError(
                    "the PostgreSQL server has no pgvector extension: install it (Debian/Ubuntu:"
                    " apt install postgresql-15-pgvector, or build it from source - see docs/kb.md)"
                ) from exc
            raise StoreError(f"cannot create the KB tables {self.prefix}_*: {first}") from exc

    def drop(self) -> None:
        conn = self._conn()
        for name in ("relations", "mentions", "entities", "chunks", "documents"):
            conn.execute(f"DROP TABLE IF EXISTS {self._t(name)} CASCADE")

    # -- writes ---------------------------------------------------------------------------------
    def _delete(self, conn: Any, document_id: str) -> bool:
        conn.execute(f"DELETE FROM {self._t('chunks')} WHERE document_id = %s", (document_id,))
        return bool(
            conn.execute(f"DELETE FROM {self._t('documents')} WHERE id = %s", (document_id,)).rowcount
        )

    def _entity_id(self, conn: Any, name: str, kind: str, cache: dict[str, int]) -> int:
        norm = name.lower()
        if norm not in cache:
            row = conn.execute(
                f"INSERT INTO {self._t('entities')} (norm, name, type) VALUES (%s, %s, %s)"
                " ON CONFLICT (norm) DO UPDATE SET norm = EXCLUDED.norm RETURNING id",
                (norm, name, kind),
            ).fetchone()
            cache[norm] = int(row[0])
        return cache[norm]

    def replace_documents(self, documents: list[DocumentRecord]) -> None:
        conn = self._conn()
        t = self._t
        with conn.transaction():
            cache: dict[str, int] = {}
            for doc in documents:
                self._delete(conn, doc.id)
                conn.execute(
                    f"INSERT INTO {t('documents')} (id, title, source, metadata, hash, chunks)"
                    " VALUES (%s, %s, %s, %s, %s, %s)",
                    (
                        doc.id,
                        doc.title,
                        doc.source,
                        json.dumps(doc.metadata, ensure_ascii=False),
                        doc.content_hash,
                        len(doc.chunks),
                    ),
                )
                for i, chunk in enumerate(doc.chunks):
                    rid = conn.execute(
                        f"INSERT INTO {t('chunks')} (chunk_id, document_id, ordinal, title,"
                        " heading, text, metadata,"
                        f" embedding, tsv) VALUES (%s, %s, %s, %s, %s, %s, %s, %s::vector,"
                        f" setweight(to_tsvector('{self.ts_config}', %s), 'A')"
                        f" || setweight(to_tsvector('{self.ts_config}', %s), 'B')"
                        f" || to_tsvector('{self.ts_config}', %s)) RETURNING rid",
                        (
                            chunk.chunk_id,
                            doc.id,
                            chunk.ordinal,
                            chunk.title,
                            chunk.heading,
                            chunk.text,
                            json.dumps(chunk.metadata, ensure_ascii=False),
                            _literal(doc.vectors[i]),
                            chunk.index_title,
                            chunk.index_heading,
                            chunk.index_text,
                        ),
                    ).fetchone()[0]
                    paired = PAIRED if i < len(doc.paired) and doc.paired[i] else 0
                    named = doc.entities[i] if i < len(doc.entities) else []
                    for position, (name, kind) in enumerate(named):
                        conn.execute(
                            f"INSERT INTO {t('mentions')} (entity_id, chunk_rid, position) VALUES"
                            " (%s, %s, %s) ON CONFLICT DO NOTHING",
                            (
                                self._entity_id(conn, name, kind, cache),
                                rid,
                                position if position < paired else None,
                            ),
                        )
                    for subject, predicate, obj in doc.relations[i] if i < len(doc.relations) else []:
                        conn.execute(
                            f"INSERT INTO {t('relations')} VALUES (%s, %s, %s, %s)",
                            (
                                self._entity_id(conn, subject, "", cache),
                                predicate,
                                self._entity_id(conn, obj, "", cache),
                                rid,
                            ),
                        )

    def delete_document(self, document_id: str) -> bool:
        conn = self._conn()
        with conn.transaction():
            return self._delete(conn, document_id)

    def finish(self) -> None:
        """pgvector maintains its HNSW index on write; nothing to do."""

    # -- reads ----------------------------------------------------------------------------------
    def document_hashes(self, document_ids: list[str]) -> dict[str, str]:
        rows = (
            self._conn()
            .execute(f"SELECT id, hash FROM {self._t('documents')} WHERE id = ANY(%s)", (document_ids,))
            .fetchall()
        )
        return {r[0]: r[1] for r in rows}

    def list_documents(self) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute(
                "SELECT id, title, source, chunks, updated_at, metadata FROM"
                f" {self._t('documents')} ORDER BY id"
            )
            .fetchall()
        )
        return [
            {
                "id": r[0],
                "title": r[1],
                "source": r[2],
                "chunks": r[3],
                "updated_at": str(r[4]),
                "metadata": r[5],
            }
            for r in rows
        ]

    def count_chunks(self) -> int:
        return int(self._conn().execute(f"SELECT count(*) FROM {self._t('chunks')}").fetchone()[0])

    @staticmethod
    def _filters(filters: dict[str, Any]) -> tuple[str, list[Any]]:
        clauses = []
        params: list[Any] = []
        for key, value in filters.items():
            clauses.append(" AND c.metadata -> %s = %s::jsonb")
            params.extend([str(key), json.dumps(value)])
        return "".join(clauses), params

    def keyword_search(self, terms: list[str], k: int, filters: dict[str, Any]) -> list[Hit]:
        if not terms:
            return []
        where, params = self._filters(filters)
        text = " or ".join('"' + t.replace('"', " ") + '"' for t in terms)
        rows = (
            self._conn()
            .execute(
                f"SELECT c.chunk_id, ts_rank_cd('{_TS_WEIGHTS}', c.tsv, q) AS s FROM {self._t('chunks')} c,"
                f" websearch_to_tsquery('{self.ts_config}', %s) q WHERE c.tsv @@ q{where} ORDER BY"
                " s DESC, c.rid LIMIT %s",
                [text, *params, k],
            )
            .fetchall()
        )
        return [Hit(r[0], float(r[1])) for r in rows]

    def vector_search(self, vector: Matrix, k: int, filters: dict[str, Any]) -> list[Hit]:
        where, params = self._filters(filters)
        conn = self._conn()
        with conn.transaction():
            conn.execute(f"SET LOCAL hnsw.ef_search = {max(40, 2 * k)}")
            rows = conn.execute(
                f"SELECT c.chunk_id, 1 - (c.embedding <=> %s::vector) FROM {self._t('chunks')} c"
                f" WHERE true{where}"
                " ORDER BY c.embedding <=> %s::vector LIMIT %s",
                [_literal(vector), *params, _literal(vector), k],
            ).fetchall()
        return [Hit(r[0], float(r[1])) for r in rows]

    def vector_background(self, vector: Matrix) -> tuple[float, float, int]:
        row = (
            self._conn()
            .execute(
                "SELECT avg(s), stddev_pop(s), count(*) FROM (SELECT 1 - (embedding <=> %s::vector) AS s"
                f" FROM"
                f" {self._t('chunks')} WHERE rid %% greatest(1, (SELECT count(*) FROM {self._t('chunks')})"
                " / 256) = 0 LIMIT 256) b",
                (_literal(vector),),
            )
            .fetchone()
        )
        if not row or row[0] is None:
            return 0.0, 0.0, 0
        return float(row[0]), float(row[1] or 0.0), int(row[2])

    def similarities(self, vector: Matrix, chunk_ids: list[str]) -> dict[str, float]:
        rows = (
            self._conn()
            .execute(
                f"SELECT chunk_id, 1 - (embedding <=> %s::vector) FROM {self._t('chunks')} WHERE"
                " chunk_id = ANY(%s)",
                (_literal(vector), chunk_ids),
            )
            .fetchall()
        )
        return {r[0]: float(r[1]) for r in rows}

    def graph_search(self, names: list[str], k: int, filters: dict[str, Any]) -> GraphData:
        norms = sorted({n.lower() for n in names if n.strip()})
        if not norms:
            return GraphData()
        t = self._t
        conn = self._conn()
        matched = conn.execute(
            f"SELECT id, name, type FROM {t('entities')} WHERE norm = ANY(%s)", (norms,)
        ).fetchall()
        if not matched:
            return GraphData()
        ids = [m[0] for m in matched]
        # the stored relations, and each pair of a paired chunk's first entities (the earlier one the
        # subject, as `graph.cooccurrence` lists them), counted once when both ends are wanted
        neighbours = conn.execute(
            f"WITH r AS (SELECT subject, predicate, object FROM {t('relations')}"
            " WHERE subject = ANY(%(ids)s) OR object = ANY(%(ids)s)"
            f" UNION ALL SELECT a.entity_id, '{CO_OCCURS}', b.entity_id FROM {t('mentions')} a"
            f" JOIN {t('mentions')} b ON b.chunk_rid = a.chunk_rid AND b.position > a.position"
            " WHERE a.entity_id = ANY(%(ids)s)"
            f" UNION ALL SELECT a.entity_id, '{CO_OCCURS}', b.entity_id FROM {t('mentions')} b"
            f" JOIN {t('mentions')} a ON a.chunk_rid = b.chunk_rid AND a.position < b.position"
            " WHERE b.entity_id = ANY(%(ids)s) AND NOT a.entity_id = ANY(%(ids)s))"
            " SELECT e.id, e.name, e.type, r.predicate, s.name, o.name, count(*) AS n FROM r"
            f" JOIN {t('entities')} s ON s.id = r.subject JOIN {t('entities')} o ON o.id = r.object"
            f" JOIN {t('entities')} e ON e.id = CASE WHEN r.subject = ANY(%(ids)s) THEN r.object ELSE"
            " r.subject END"
            " GROUP BY e.id, r.predicate, s.name, o.name"
            ' ORDER BY n DESC, e.id, r.predicate, s.name COLLATE "C", o.name COLLATE "C" LIMIT %(limit)s',
            {"ids": ids, "limit": 3 * k},
        ).fetchall()
        entities: list[tuple[str, str, float]] = [(m[1], m[2], 1.0) for m in matched]
        seen = set(ids)
        relations: list[tuple[str, str, str]] = []
        top = max((n[6] for n in neighbours), default=1)
        for eid, name, kind, predicate, subject, obj, count in neighbours:
            relations.append((subject, predicate, obj))
            if eid not in seen:
                seen.add(eid)
                entities.append((name, kind, 0.5 * count / top))
        where, params = self._filters(filters)
        rows = conn.execute(
            f"SELECT c.chunk_id, count(*) AS n FROM {t('mentions')} m JOIN {t('chunks')} c ON c.rid"
            " = m.chunk_rid"
            f" WHERE m.entity_id = ANY(%s){where} GROUP BY c.rid, c.chunk_id ORDER BY n DESC, c.rid LIMIT %s",
            [ids, *params, k],
        ).fetchall()
        hits = [Hit(r[0], r[1] / len(ids)) for r in rows]
        return GraphData(entities=entities[: 2 * k], relations=relations[: 2 * k], hits=hits)

    def get_chunks(self, chunk_ids: list[str]) -> dict[str, ChunkRecord]:
        rows = (
            self._conn()
            .execute(
                "SELECT chunk_id, document_id, ordinal, title, text, heading, metadata FROM"
                f" {self._t('chunks')}"
                " WHERE chunk_id = ANY(%s)",
                (chunk_ids,),
            )
            .fetchall()
        )
        return {r[0]: ChunkRecord(r[0], r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows}

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
