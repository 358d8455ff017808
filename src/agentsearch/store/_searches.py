"""Search record operations (sync, on one connection inside a transaction the caller owns).

Reference indexes are the request's citation ids, unique within a request. Yao lets two searches of one
request share an index and `GetReference` returns the oldest (reference §5, §7.18); here saving a
colliding index is refused, so `get_reference` always resolves exactly one reference.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Connection, insert, select, update

from agentsearch.store._rows import CHAT, SEARCH, lock, now, search_from_row, search_values, visible
from agentsearch.store.errors import StoreConflictError, StoreError, StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Owner, Search, SearchReference


def validate_search(search: Search | None) -> Search:
    """Reference §5's order: nil, then request_id, chat_id, source; then the index rules."""
    if search is None:
        raise StoreError("search is nil")
    for field in ("request_id", "chat_id", "source"):
        if not getattr(search, field):
            raise StoreError(f"{field} is required")
    if len(search.source) > 32:
        raise StoreError("source is longer than 32 characters")
    seen: set[int] = set()
    for ref in search.references:
        if ref.index < 1:
            raise StoreError("index must be >= 1")
        if ref.index in seen:
            raise StoreConflictError(f"duplicate reference index {ref.index} in one search")
        seen.add(ref.index)
    return search


def used_indexes(connection: Connection, request_id: str) -> set[int]:
    rows = connection.execute(
        select(SEARCH.c.references).where(SEARCH.c.request_id == request_id, SEARCH.c.deleted_at.is_(None))
    )
    used: set[int] = set()
    for (refs,) in rows:
        for ref in refs or []:
            if isinstance(ref, dict) and isinstance(ref.get("index"), int):
                used.add(ref["index"])
    return used


def collisions(search: Search, used: set[int]) -> list[int]:
    return sorted(ref.index for ref in search.references if ref.index in used)


def insert_search(connection: Connection, search: Search, stamp: datetime) -> Search:
    """Insert one validated search, refusing reference indexes the request already uses."""
    lock(connection, "request", search.request_id)
    clash = collisions(search, used_indexes(connection, search.request_id))
    if clash:
        raise StoreConflictError(
            f"reference index {clash[0]} already exists: request_id={search.request_id}, index={clash[0]}"
        )
    result = connection.execute(insert(SEARCH).values(**search_values(search, stamp)).returning(SEARCH.c.id))
    return search.model_copy(update={"id": int(result.scalar_one()), "created_at": stamp})


def _check_visible(connection: Connection, searches: list[Search], owner: Owner | None) -> None:
    if owner is None or not searches:
        return
    chat_ids = sorted({s.chat_id for s in searches})
    rows = connection.execute(
        select(CHAT.c.chat_id).where(
            CHAT.c.chat_id.in_(chat_ids), CHAT.c.deleted_at.is_(None), visible(owner)
        )
    )
    if {row[0] for row in rows} != set(chat_ids):
        raise StoreForbiddenError(
            f"no permission to access the searches of request_id={searches[0].request_id}"
        )


def get_searches(connection: Connection, request_id: str, owner: Owner | None) -> list[Search]:
    if not request_id:
        raise StoreError("request_id is required")
    query = (
        select(SEARCH)
        .where(SEARCH.c.request_id == request_id, SEARCH.c.deleted_at.is_(None))
        .order_by(SEARCH.c.created_at.asc(), SEARCH.c.id.asc())
    )
    searches = [search_from_row(row) for row in connection.execute(query).mappings()]
    _check_visible(connection, searches, owner)
    return searches


def get_reference(
    connection: Connection, request_id: str, index: int, owner: Owner | None
) -> SearchReference:
    if not request_id:
        raise StoreError("request_id is required")
    if index < 1:
        raise StoreError("index must be >= 1")
    for search in get_searches(connection, request_id, owner):
        for ref in search.references:
            if ref.index == index:
                return ref
    raise StoreNotFoundError(f"reference not found: request_id={request_id}, index={index}")


def delete_searches(connection: Connection, chat_id: str) -> int:
    if not chat_id:
        raise StoreError("chat_id is required")
    stamp = now()
    result = connection.execute(
        update(SEARCH)
        .where(SEARCH.c.chat_id == chat_id, SEARCH.c.deleted_at.is_(None))
        .values(deleted_at=stamp, updated_at=stamp)
    )
    return int(result.rowcount)
