"""Resume record operations (sync, on one connection inside a transaction the caller owns)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from pydantic import ValidationError
from sqlalchemy import Connection, insert, select, update

from agentsearch.store._rows import RESUME, new_id, now, resume_from_row, resume_values
from agentsearch.store.errors import StoreError
from agentsearch.store.records import Resume, ResumeStatus

#: The statuses a request can be resumed from.
RESUMABLE = (str(ResumeStatus.FAILED), str(ResumeStatus.INTERRUPTED))
#: Guard against a corrupt parent chain that loops.
MAX_STACK_DEPTH = 256


def prepare_resume(records: Sequence[Resume | None]) -> list[Resume]:
    prepared: list[Resume] = []
    for record in records:
        if record is None:
            raise StoreError("resume is nil")
        try:
            record = Resume.model_validate(record.model_dump())
        except ValidationError as exc:
            raise StoreError(f"invalid resume record: {exc.errors()[0]['msg']}") from None
        for field in ("chat_id", "request_id", "assistant_id", "stack_id"):
            if not getattr(record, field):
                raise StoreError(f"{field} is required")
        record.resume_id = record.resume_id or new_id()
        prepared.append(record)
    return prepared


def insert_resume(connection: Connection, records: list[Resume], stamp: datetime) -> None:
    if records:
        connection.execute(insert(RESUME), [resume_values(r, stamp) for r in records])


def get_resume(connection: Connection, chat_id: str) -> list[Resume]:
    if not chat_id:
        raise StoreError("chat_id is required")
    query = (
        select(RESUME).where(RESUME.c.chat_id == chat_id, RESUME.c.deleted_at.is_(None)).order_by(RESUME.c.id)
    )
    return [resume_from_row(row) for row in connection.execute(query).mappings()]


def get_last_resume(connection: Connection, chat_id: str) -> Resume | None:
    """The newest failed or interrupted step of the chat: the innermost step of its last failed request."""
    if not chat_id:
        raise StoreError("chat_id is required")
    query = (
        select(RESUME)
        .where(RESUME.c.chat_id == chat_id, RESUME.c.deleted_at.is_(None), RESUME.c.status.in_(RESUMABLE))
        .order_by(RESUME.c.id.desc())
        .limit(1)
    )
    row = connection.execute(query).mappings().first()
    return resume_from_row(row) if row is not None else None


def get_resume_by_stack_id(connection: Connection, stack_id: str) -> list[Resume]:
    if not stack_id:
        raise StoreError("stack_id is required")
    query = (
        select(RESUME)
        .where(RESUME.c.stack_id == stack_id, RESUME.c.deleted_at.is_(None))
        .order_by(RESUME.c.sequence, RESUME.c.id)
    )
    return [resume_from_row(row) for row in connection.execute(query).mappings()]


def get_stack_path(connection: Connection, stack_id: str) -> list[str]:
    """[root_stack_id, ..., stack_id], following stack_parent_id; [] when the stack is unknown."""
    if not stack_id:
        raise StoreError("stack_id is required")
    path: list[str] = []
    current: str | None = stack_id
    while current and current not in path and len(path) < MAX_STACK_DEPTH:
        row = connection.execute(
            select(RESUME.c.stack_parent_id)
            .where(RESUME.c.stack_id == current, RESUME.c.deleted_at.is_(None))
            .order_by(RESUME.c.id)
            .limit(1)
        ).first()
        if row is None:
            if not path:
                return []
            path.append(current)  # a parent with no records of its own is still on the path
            break
        path.append(current)
        current = row[0]
    path.reverse()
    return path


def delete_resume(connection: Connection, chat_id: str) -> int:
    if not chat_id:
        raise StoreError("chat_id is required")
    stamp = now()
    result = connection.execute(
        update(RESUME)
        .where(RESUME.c.chat_id == chat_id, RESUME.c.deleted_at.is_(None))
        .values(deleted_at=stamp, updated_at=stamp)
    )
    return int(result.rowcount)
