"""The generator's own table order (`canonical_order`), apart from the index it feeds.

Why a module: the order must not depend on how an engine lists its tables, and it is one small,
separately testable rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from agentsearch.querydsl.schema import TableSchema

__all__ = ["canonical_order"]


def canonical_order(schema: Sequence[TableSchema]) -> list[TableSchema]:
    """The tables in an order of their own, not the order they were listed in (SQLite reflects
    them as created, PostgreSQL and MariaDB by name): referenced tables before the tables that
    reference them, ties by name. Ties between equally good readings then fall the same way on
    every engine."""
    remaining = {entry.name: entry for entry in schema}
    parents = {
        entry.name: {
            c.foreign.table
            for c in entry.columns
            if c.foreign is not None and c.foreign.table != entry.name and c.foreign.table in remaining
        }
        for entry in schema
    }
    placed: list[TableSchema] = []
    while remaining:
        ready = [name for name in remaining if not parents[name] & remaining.keys()]
        name = min(ready or remaining, key=lambda n: (n.lower(), n))  # a cycle: the first by name
        placed.append(remaining.pop(name))
    return placed
