"""The SQLite store's graph neighbours: relations of the matched entities, stored or derived.

Why derived: the co-occurrence pairs of a chunk's first entities (`graph.cooccurrence`, up to 45 per
chunk) were most of an ingestion's rows. A paired chunk stores its first entities' `position` in
`mentions` instead, and the pairs come from a self-join on the chunk; relation rows (a custom
extractor's, or every pair of a store written before positions) are read beside them.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from agentsearch.handlers.kb.graph import CO_OCCURS

__all__ = ["neighbour_relations"]


def _relations_sql(marks: str, positions: bool) -> tuple[str, int]:
    """(subject, predicate, object) rows touching the entities `marks`, and how many copies of the ids
    it binds: the stored rows, and with positions each pair of a paired chunk's first entities (the
    earlier one the subject, as `cooccurrence` lists them), once when both ends are wanted."""
    stored = (
        f"SELECT subject, predicate, object FROM relations WHERE subject IN ({marks}) OR object IN ({marks})"
    )
    if not positions:
        return stored, 2
    return (
        f"{stored} UNION ALL SELECT a.entity_id, '{CO_OCCURS}', b.entity_id FROM mentions a JOIN"
        " mentions b ON b.chunk_rowid = a.chunk_rowid AND b.position > a.position"
        f" WHERE a.entity_id IN ({marks})"
        f" UNION ALL SELECT a.entity_id, '{CO_OCCURS}', b.entity_id FROM mentions b JOIN"
        " mentions a ON a.chunk_rowid = b.chunk_rowid AND a.position < b.position"
        f" WHERE b.entity_id IN ({marks}) AND a.entity_id NOT IN ({marks})",
        5,
    )


def neighbour_relations(
    conn: sqlite3.Connection, ids: list[int], limit: int, positions: bool
) -> list[tuple[Any, ...]]:
    """(neighbour id, name, type, predicate, subject name, object name, chunks) of the entities `ids`,
    the most frequent first (ties in the order of the other columns); `positions`: the store's
    mentions have them (a store opened read-only before they were added has none)."""
    marks = ",".join("?" * len(ids))
    pairs, copies = _relations_sql(marks, positions)
    return conn.execute(
        f"WITH r(subject, predicate, object) AS ({pairs})"
        " SELECT e.id, e.name, e.type, r.predicate, s.name, o.name, count(*) AS n FROM r"
        " JOIN entities s ON s.id = r.subject JOIN entities o ON o.id = r.object"
        f" JOIN entities e ON e.id = CASE WHEN r.subject IN ({marks}) THEN r.object ELSE r.subject END"
        " GROUP BY e.id, r.predicate, s.name, o.name"
        " ORDER BY n DESC, e.id, r.predicate, s.name, o.name LIMIT ?",
        [*ids * copies, *ids, limit],
    ).fetchall()
