"""Chat operations (sync, on one connection inside a transaction the caller owns)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Connection, func, insert, or_, select, update

from agentsearch.store._rows import (
    CHAT,
    FEEDBACK,
    MESSAGE,
    RESUME,
    SEARCH,
    chat_exists,
    chat_from_row,
    new_id,
    now,
    visible,
    writable,
)
from agentsearch.store.errors import StoreConflictError, StoreError, StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Chat, ChatFilter, ChatList, ChatShare, ChatStatus, Owner

#: Fields `update_chat` accepts, mapped to their columns.
CHAT_UPDATABLE = {
    "title": "title",
    "assistant_id": "assistant_id",
    "mode": "mode",
    "status": "status",
    "preset": "preset",
    "public": "public",
    "share": "share",
    "sort": "sort",
    "last_message_at": "last_message_at",
    "metadata": "metadata",
}
MAX_PAGE_SIZE = 100


def prepare_chat(chat: Chat | None, owner: Owner | None) -> Chat:
    if chat is None:
        raise StoreError("chat is nil")
    chat = chat.model_copy(deep=True)
    if not chat.chat_id:
        chat.chat_id = new_id()
    if len(chat.chat_id) > 64:
        raise StoreError("chat_id is longer than 64 characters")
    if not chat.assistant_id:
        raise StoreError("assistant_id is required")
    if owner is not None:
        chat.created_by = chat.created_by or owner.user_id or None
        chat.team_id = chat.team_id or owner.team_id or None
        chat.tenant_id = chat.tenant_id or owner.tenant_id or None
    chat.updated_by = chat.updated_by or chat.created_by
    return chat


def insert_chat(connection: Connection, chat: Chat, stamp: datetime) -> Chat:
    """Insert a prepared chat. The caller holds the chat lock, so check-then-insert is safe."""
    existing = connection.execute(select(CHAT.c.id).where(CHAT.c.chat_id == chat.chat_id)).first()
    if existing is not None:
        raise StoreConflictError(f"chat already exists: chat_id={chat.chat_id}")
    values = {
        "chat_id": chat.chat_id,
        "title": chat.title,
        "assistant_id": chat.assistant_id,
        "mode": chat.mode or "chat",
        "status": str(chat.status),
        "preset": chat.preset,
        "public": chat.public,
        "share": str(chat.share),
        "sort": chat.sort,
        "last_message_at": chat.last_message_at,
        "metadata": chat.metadata,
        "__yao_created_by": chat.created_by,
        "__yao_updated_by": chat.updated_by,
        "__yao_team_id": chat.team_id,
        "__yao_tenant_id": chat.tenant_id,
        "created_at": stamp,
        "updated_at": stamp,
    }
    connection.execute(insert(CHAT).values(**values))
    return chat.model_copy(update={"created_at": stamp, "updated_at": stamp})


def get_chat(connection: Connection, chat_id: str, owner: Owner | None) -> Chat | None:
    if not chat_id:
        raise StoreError("chat_id is required")
    row = (
        connection.execute(
            select(CHAT).where(CHAT.c.chat_id == chat_id, CHAT.c.deleted_at.is_(None), visible(owner))
        )
        .mappings()
        .first()
    )
    return chat_from_row(row) if row is not None else None


def _check_writable(connection: Connection, chat_id: str, owner: Owner | None) -> None:
    if not chat_exists(connection, chat_id, visible(None)):
        raise StoreNotFoundError(f"chat not found: chat_id={chat_id}")
    if not chat_exists(connection, chat_id, writable(owner)):
        raise StoreForbiddenError(f"no permission to change chat: chat_id={chat_id}")


def _enum(kind: type[ChatStatus] | type[ChatShare], field: str, value: Any) -> str:
    try:
        return str(kind(value))
    except ValueError:
        allowed = " or ".join(item.value for item in kind)
        raise StoreError(f"invalid {field} {value!r}; use {allowed}") from None


def update_values(updates: Mapping[str, Any], owner: Owner | None) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for key, value in updates.items():
        column = CHAT_UPDATABLE.get(key)
        if column is None:
            raise StoreError(f"unknown chat field: {key}")
        values[column] = value
    if "status" in values:
        values["status"] = _enum(ChatStatus, "status", values["status"])
    if "share" in values:
        values["share"] = _enum(ChatShare, "share", values["share"])
    if values.get("assistant_id") == "":
        raise StoreError("assistant_id is required")
    if owner is not None and owner.user_id:
        values["__yao_updated_by"] = owner.user_id
    return values


def update_chat(
    connection: Connection, chat_id: str, updates: Mapping[str, Any], owner: Owner | None
) -> Chat:
    if not chat_id:
        raise StoreError("chat_id is required")
    values = update_values(updates, owner)
    _check_writable(connection, chat_id, owner)
    values["updated_at"] = now()
    try:
        Chat.model_validate({k: v for k, v in values.items() if k in Chat.model_fields})
    except ValidationError as exc:
        raise StoreError(f"invalid chat update: {exc.errors()[0]['msg']}") from None
    connection.execute(
        update(CHAT).where(CHAT.c.chat_id == chat_id, CHAT.c.deleted_at.is_(None)).values(**values)
    )
    chat = get_chat(connection, chat_id, None)
    assert chat is not None
    return chat


def delete_chat(connection: Connection, chat_id: str, owner: Owner | None) -> None:
    """Soft-delete the chat and, unlike Yao, its messages, resume records, searches and feedback."""
    if not chat_id:
        raise StoreError("chat_id is required")
    _check_writable(connection, chat_id, owner)
    stamp = now()
    for table in (CHAT, MESSAGE, RESUME, SEARCH, FEEDBACK):
        connection.execute(
            update(table)
            .where(table.c.chat_id == chat_id, table.c.deleted_at.is_(None))
            .values(deleted_at=stamp, updated_at=stamp)
        )


def _escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def list_chats(connection: Connection, flt: ChatFilter, owner: Owner | None) -> ChatList:
    page = max(1, flt.page)
    pagesize = min(MAX_PAGE_SIZE, flt.pagesize if flt.pagesize > 0 else 20)
    c = CHAT.c
    where = [c.deleted_at.is_(None), visible(owner)]
    if flt.user_id:
        where.append(c["__yao_created_by"] == flt.user_id)
    if flt.team_id:
        where.append(c["__yao_team_id"] == flt.team_id)
    if flt.assistant_id:
        where.append(c.assistant_id == flt.assistant_id)
    if flt.status:
        where.append(c.status == _enum(ChatStatus, "status", flt.status))
    for word in flt.keywords.split():
        where.append(or_(func.lower(c.title).like(f"%{_escape_like(word.lower())}%", escape="\\")))
    total = int(connection.execute(select(func.count()).select_from(CHAT).where(*where)).scalar_one())
    rows = (
        connection.execute(
            select(CHAT)
            .where(*where)
            .order_by(func.coalesce(c.last_message_at, c.created_at).desc(), c.id.desc())
            .limit(pagesize)
            .offset((page - 1) * pagesize)
        )
        .mappings()
        .all()
    )
    return ChatList(
        data=[chat_from_row(row) for row in rows],
        page=page,
        pagesize=pagesize,
        pagecount=math.ceil(total / pagesize) if total else 0,
        total=total,
    )


def touch_chat(connection: Connection, chat_id: str, stamp: datetime) -> None:
    connection.execute(
        update(CHAT)
        .where(CHAT.c.chat_id == chat_id, CHAT.c.deleted_at.is_(None))
        .values(last_message_at=stamp, updated_at=stamp)
    )
