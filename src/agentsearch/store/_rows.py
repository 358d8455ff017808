"""Row <-> record conversion and the small SQL helpers every store module shares."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import ColumnElement, Connection, Table, and_, false, func, or_, select, text, true

from agentsearch.ids import random_hex
from agentsearch.redaction import redact_data
from agentsearch.store.records import Chat, Message, Owner, Resume, Search, SearchReference
from agentsearch.store.tables import ChatRow, FeedbackRow, MessageRow, ResumeRow, SearchRow

CHAT = cast(Table, ChatRow.__table__)
MESSAGE = cast(Table, MessageRow.__table__)
RESUME = cast(Table, ResumeRow.__table__)
SEARCH = cast(Table, SearchRow.__table__)
FEEDBACK = cast(Table, FeedbackRow.__table__)

_LOCK_CHAT = 1
_LOCK_REQUEST = 2


def now() -> datetime:
    return datetime.now(UTC)


def new_id() -> str:
    return random_hex()


def utc(value: datetime | None) -> datetime | None:
    """SQLite hands back naive datetimes; everything we store is UTC."""
    if value is None:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def lock(connection: Connection, kind: str, key: str) -> None:
    """Serialise writers of one chat / request. PostgreSQL: a transaction advisory lock. SQLite: the
    transaction already holds the database write lock (BEGIN IMMEDIATE)."""
    if connection.dialect.name != "postgresql":
        return
    space = _LOCK_CHAT if kind == "chat" else _LOCK_REQUEST
    connection.execute(
        text("SELECT pg_advisory_xact_lock(:space, hashtext(:key))"), {"space": space, "key": key}
    )


def chat_from_row(row: Mapping[Any, Any]) -> Chat:
    return Chat(
        chat_id=row["chat_id"],
        title=row["title"],
        assistant_id=row["assistant_id"],
        mode=row["mode"],
        status=row["status"],
        preset=bool(row["preset"]),
        public=bool(row["public"]),
        share=row["share"],
        sort=row["sort"],
        last_message_at=utc(row["last_message_at"]),
        metadata=row["metadata"],
        created_by=row["__yao_created_by"],
        updated_by=row["__yao_updated_by"],
        team_id=row["__yao_team_id"],
        tenant_id=row["__yao_tenant_id"],
        created_at=utc(row["created_at"]),
        updated_at=utc(row["updated_at"]),
    )


def message_from_row(row: Mapping[Any, Any]) -> Message:
    return Message(
        message_id=row["message_id"],
        chat_id=row["chat_id"],
        request_id=row["request_id"],
        role=row["role"],
        type=row["type"],
        props=row["props"] or {},
        block_id=row["block_id"],
        thread_id=row["thread_id"],
        assistant_id=row["assistant_id"],
        sequence=row["sequence"],
        metadata=row["metadata"],
        created_at=utc(row["created_at"]),
        updated_at=utc(row["updated_at"]),
    )


def stored(values: dict[str, Any]) -> dict[str, Any]:
    """A row as written: every string in it redacted. Every insert and update of messages, searches
    and resume points goes through here, so no upstream error quoting a key reaches the database."""
    return {key: redact_data(value) for key, value in values.items()}


def message_values(message: Message, stamp: datetime) -> dict[str, Any]:
    values: dict[str, Any] = {
        "message_id": message.message_id,
        "chat_id": message.chat_id,
        "request_id": message.request_id,
        "role": str(message.role),
        "type": message.type,
        "props": message.props,
        "block_id": message.block_id,
        "thread_id": message.thread_id,
        "assistant_id": message.assistant_id,
        "sequence": message.sequence,
        "metadata": message.metadata,
        "created_at": stamp,
        "updated_at": stamp,
    }
    return stored(values)


def resume_from_row(row: Mapping[Any, Any]) -> Resume:
    return Resume(
        resume_id=row["resume_id"],
        chat_id=row["chat_id"],
        request_id=row["request_id"],
        assistant_id=row["assistant_id"],
        stack_id=row["stack_id"],
        stack_parent_id=row["stack_parent_id"],
        stack_depth=row["stack_depth"],
        type=row["type"],
        status=row["status"],
        input=row["input"],
        output=row["output"],
        space_snapshot=row["space_snapshot"],
        error=row["error"],
        sequence=row["sequence"],
        metadata=row["metadata"],
        created_at=utc(row["created_at"]),
        updated_at=utc(row["updated_at"]),
    )


def resume_values(record: Resume, stamp: datetime) -> dict[str, Any]:
    values: dict[str, Any] = {
        "resume_id": record.resume_id,
        "chat_id": record.chat_id,
        "request_id": record.request_id,
        "assistant_id": record.assistant_id,
        "stack_id": record.stack_id,
        "stack_parent_id": record.stack_parent_id,
        "stack_depth": record.stack_depth,
        "type": str(record.type),
        "status": str(record.status),
        "input": record.input,
        "output": record.output,
        "space_snapshot": record.space_snapshot,
        "error": record.error or None,
        "sequence": record.sequence,
        "metadata": record.metadata,
        "created_at": stamp,
        "updated_at": stamp,
    }
    return stored(values)


def search_from_row(row: Mapping[Any, Any]) -> Search:
    def _list(value: Any) -> list[Any]:
        return value if isinstance(value, list) else []

    def _dict(value: Any) -> dict[str, Any] | None:
        return value if isinstance(value, dict) else None

    references = []
    for item in _list(row["references"]):
        try:
            references.append(SearchReference.model_validate(item))
        except ValueError:
            continue
    return Search(
        id=row["id"],
        request_id=row["request_id"],
        chat_id=row["chat_id"],
        query=row["query"] or "",
        source=row["source"],
        config=_dict(row["config"]),
        keywords=_list(row["keywords"]),
        entities=_list(row["entities"]),
        relations=_list(row["relations"]),
        dsl=_dict(row["dsl"]),
        references=references,
        graph=_list(row["graph"]),
        xml=row["xml"],
        prompt=row["prompt"],
        duration_ms=row["duration"] or 0,
        error=row["error"],
        created_at=utc(row["created_at"]),
    )


def search_values(search: Search, stamp: datetime) -> dict[str, Any]:
    """JSON columns only when non-empty, text columns only when non-empty (reference §5)."""
    values: dict[str, Any] = {
        "request_id": search.request_id,
        "chat_id": search.chat_id,
        "query": search.query,
        "config": search.config if search.config is not None else None,
        "keywords": list(search.keywords) or None,
        "entities": list(search.entities) or None,
        "relations": list(search.relations) or None,
        "dsl": search.dsl if search.dsl is not None else None,
        "source": search.source,
        "references": [ref.model_dump(exclude_none=True) for ref in search.references] or None,
        "graph": list(search.graph) or None,
        "xml": search.xml or None,
        "prompt": search.prompt or None,
        "duration": search.duration_ms,
        "error": search.error or None,
        "created_at": stamp,
        "updated_at": stamp,
    }
    return stored(values)


def visible(owner: Owner | None) -> ColumnElement[bool]:
    """Chats `owner` may read: its own, its team's team-shared ones, and public ones (of its tenant)."""
    if owner is None:
        return true()
    c = CHAT.c
    reach: list[ColumnElement[bool]] = [c.public.is_(True)]
    if owner.user_id:
        reach.append(c["__yao_created_by"] == owner.user_id)
    if owner.team_id:
        reach.append(and_(c["__yao_team_id"] == owner.team_id, c.share == "team"))
    clause = or_(*reach)
    if owner.tenant_id:
        clause = and_(clause, c["__yao_tenant_id"] == owner.tenant_id)
    return clause


def writable(owner: Owner | None) -> ColumnElement[bool]:
    """Chats `owner` may change: its own; with no user id, its team's team-shared ones."""
    if owner is None:
        return true()
    c = CHAT.c
    if owner.user_id:
        clause: ColumnElement[bool] = c["__yao_created_by"] == owner.user_id
    elif owner.team_id:
        clause = and_(c["__yao_team_id"] == owner.team_id, c.share == "team")
    else:
        clause = false()
    if owner.tenant_id:
        clause = and_(clause, c["__yao_tenant_id"] == owner.tenant_id)
    return clause


def chat_exists(connection: Connection, chat_id: str, clause: ColumnElement[bool]) -> bool:
    query = (
        select(func.count())
        .select_from(CHAT)
        .where(CHAT.c.chat_id == chat_id, CHAT.c.deleted_at.is_(None), clause)
    )
    return bool(connection.execute(query).scalar_one())


def next_message_sequence(connection: Connection, chat_id: str) -> int:
    """Max + 1 over ALL rows of the chat (soft-deleted too), so a sequence is never reused."""
    query = select(func.coalesce(func.max(MESSAGE.c.sequence), 0)).where(MESSAGE.c.chat_id == chat_id)
    return int(connection.execute(query).scalar_one()) + 1
