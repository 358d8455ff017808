"""Message operations (sync, on one connection inside a transaction the caller owns)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Connection, insert, select, update

from agentsearch.store._rows import (
    MESSAGE,
    chat_exists,
    lock,
    message_from_row,
    message_values,
    new_id,
    next_message_sequence,
    now,
    stored,
    visible,
)
from agentsearch.store.errors import StoreConflictError, StoreError, StoreNotFoundError
from agentsearch.store.records import Message, MessageFilter, MessageRole, Owner

#: Fields `update_message` accepts (the column names equal the field names).
MESSAGE_UPDATABLE = (
    "type",
    "props",
    "block_id",
    "thread_id",
    "assistant_id",
    "metadata",
    "role",
    "request_id",
)

#: Streaming control fields: they steer delta merging on the wire and are never stored.
TRANSIENT_FIELDS = ("chunk_id", "delta", "delta_path", "delta_action", "done")


def prepare_messages(chat_id: str, messages: Sequence[Message | Mapping[str, Any]]) -> list[Message]:
    if not chat_id:
        raise StoreError("chat_id is required")
    prepared: list[Message] = []
    seen: set[str] = set()
    for item in messages:
        if item is None:
            raise StoreError("message is nil")
        try:
            message = (
                item.model_copy(deep=True)
                if isinstance(item, Message)
                else Message.model_validate({k: v for k, v in item.items() if k not in TRANSIENT_FIELDS})
            )
        except ValidationError as exc:
            raise StoreError(f"invalid message: {exc.errors()[0]['msg']}") from None
        if not message.type:
            raise StoreError("message type is required")
        if message.chat_id and message.chat_id != chat_id:
            raise StoreError(f"message {message.message_id} belongs to chat {message.chat_id}, not {chat_id}")
        message.chat_id = chat_id
        message.message_id = message.message_id or new_id()
        if len(message.message_id) > 64:
            raise StoreError("message_id is longer than 64 characters")
        if message.message_id in seen:
            raise StoreConflictError(f"duplicate message_id in batch: {message.message_id}")
        seen.add(message.message_id)
        prepared.append(message)
    return prepared


def insert_messages(
    connection: Connection, chat_id: str, messages: list[Message], stamp: datetime
) -> list[Message]:
    """Insert prepared messages, giving the unsequenced ones the next sequences of the chat.

    The caller's transaction serialises writers of the chat (`lock`), so max + 1 cannot race.
    """
    if not messages:
        return []
    lock(connection, "chat", chat_id)
    ids = [m.message_id for m in messages]
    clash = connection.execute(select(MESSAGE.c.message_id).where(MESSAGE.c.message_id.in_(ids))).first()
    if clash is not None:
        raise StoreConflictError(f"message already exists: message_id={clash[0]}")
    sequence = next_message_sequence(connection, chat_id)
    out: list[Message] = []
    for message in messages:
        if message.sequence <= 0:
            message = message.model_copy(update={"sequence": sequence})
            sequence += 1
        out.append(message.model_copy(update={"created_at": stamp, "updated_at": stamp}))
    connection.execute(insert(MESSAGE), [message_values(m, stamp) for m in out])
    return out


def get_messages(
    connection: Connection, chat_id: str, flt: MessageFilter, owner: Owner | None
) -> list[Message]:
    if not chat_id:
        raise StoreError("chat_id is required")
    if owner is not None and not chat_exists(connection, chat_id, visible(owner)):
        raise StoreNotFoundError(f"chat not found: chat_id={chat_id}")
    c = MESSAGE.c
    query = select(MESSAGE).where(c.chat_id == chat_id, c.deleted_at.is_(None))
    for field in ("request_id", "role", "block_id", "thread_id", "type"):
        value = getattr(flt, field)
        if value:
            query = query.where(c[field] == value)
    query = query.order_by(c.sequence.asc())
    if flt.offset > 0:
        query = query.offset(flt.offset)
    if flt.limit > 0:
        query = query.limit(flt.limit)
    return [message_from_row(row) for row in connection.execute(query).mappings()]


def update_message(connection: Connection, message_id: str, updates: Mapping[str, Any]) -> Message:
    if not message_id:
        raise StoreError("message_id is required")
    values: dict[str, Any] = {}
    for key, value in updates.items():
        if key not in MESSAGE_UPDATABLE:
            raise StoreError(f"unknown message field: {key}")
        values[key] = value
    if "role" in values:
        try:
            values["role"] = str(MessageRole(values["role"]))
        except ValueError:
            raise StoreError(f"invalid role {values['role']!r}; use user or assistant") from None
    if "props" in values and not isinstance(values["props"], dict):
        raise StoreError("props must be an object")
    if values.get("type") == "":
        raise StoreError("message type is required")
    values["updated_at"] = now()
    where = (MESSAGE.c.message_id == message_id, MESSAGE.c.deleted_at.is_(None))
    result = connection.execute(update(MESSAGE).where(*where).values(**stored(values)))
    if result.rowcount == 0:
        raise StoreNotFoundError(f"message not found: message_id={message_id}")
    row = connection.execute(select(MESSAGE).where(*where)).mappings().one()
    return message_from_row(row)


def delete_messages(connection: Connection, chat_id: str, message_ids: Sequence[str]) -> int:
    if not chat_id:
        raise StoreError("chat_id is required")
    if not message_ids:
        return 0
    stamp = now()
    result = connection.execute(
        update(MESSAGE)
        .where(
            MESSAGE.c.chat_id == chat_id,
            MESSAGE.c.message_id.in_(list(message_ids)),
            MESSAGE.c.deleted_at.is_(None),
        )
        .values(deleted_at=stamp, updated_at=stamp)
    )
    return int(result.rowcount)
