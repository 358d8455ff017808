"""Feedback operations (sync, on one connection inside a transaction the caller owns).

A rating belongs to a request of a chat the rater may read (their own, a team share, a public chat);
a source rating must name a citation id that request's searches stored. Each user has at most one live
rating per target: a new one soft-deletes the old one, and "no rating" just clears it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Connection, insert, select, update

from agentsearch.store._rows import FEEDBACK, MESSAGE, SEARCH, chat_exists, lock, new_id, utc, visible
from agentsearch.store.errors import StoreError, StoreNotFoundError
from agentsearch.store.records import Feedback, FeedbackTarget, Owner

__all__ = ["clear_feedback", "list_feedback", "set_feedback"]

#: The fields of a stored reference kept with a source rating (what quality analytics group by).
_SNAPSHOT = ("type", "title", "url")
_SNAPSHOT_META = ("collection", "document_id", "chunk_id", "model", "record_id", "page", "source")


def _from_row(row: Any) -> Feedback:
    return Feedback(
        feedback_id=row["feedback_id"],
        chat_id=row["chat_id"],
        request_id=row["request_id"],
        target=row["target"],
        source_id=row["source_id"],
        rating=row["rating"],
        source=row["source"],
        comment=row["comment"],
        created_by=row["__yao_created_by"],
        team_id=row["__yao_team_id"],
        created_at=utc(row["created_at"]),
        updated_at=utc(row["updated_at"]),
    )


def _check_target(connection: Connection, feedback: Feedback, owner: Owner | None) -> dict[str, Any] | None:
    """The reference snapshot for a source rating (None for an answer); errors when the chat is not
    readable, the request is not in it, or the citation id is not one of the request's references."""
    if not chat_exists(connection, feedback.chat_id, visible(owner)):
        raise StoreNotFoundError(f"chat not found: {feedback.chat_id}")
    in_chat = connection.execute(
        select(MESSAGE.c.id)
        .where(
            MESSAGE.c.chat_id == feedback.chat_id,
            MESSAGE.c.request_id == feedback.request_id,
            MESSAGE.c.deleted_at.is_(None),
        )
        .limit(1)
    ).first()
    if in_chat is None:
        raise StoreNotFoundError(f"request not found in chat {feedback.chat_id}: {feedback.request_id}")
    if feedback.target != FeedbackTarget.SOURCE:
        return None
    rows = connection.execute(
        select(SEARCH.c.references).where(
            SEARCH.c.request_id == feedback.request_id,
            SEARCH.c.chat_id == feedback.chat_id,
            SEARCH.c.deleted_at.is_(None),
        )
    )
    for (refs,) in rows:
        for ref in refs or []:
            if isinstance(ref, dict) and str(ref.get("index")) == feedback.source_id:
                snapshot = {key: ref[key] for key in _SNAPSHOT if ref.get(key)}
                meta = ref.get("metadata") or {}
                snapshot |= {key: meta[key] for key in _SNAPSHOT_META if meta.get(key) not in (None, "")}
                return snapshot
    raise StoreNotFoundError(
        f"reference not found: request_id={feedback.request_id}, index={feedback.source_id}"
    )


def _validate(feedback: Feedback) -> None:
    for field in ("chat_id", "request_id"):
        if not getattr(feedback, field):
            raise StoreError(f"{field} is required")
    if feedback.target == FeedbackTarget.SOURCE and not feedback.source_id:
        raise StoreError("source_id is required for a source rating")
    if feedback.target == FeedbackTarget.ANSWER and feedback.source_id:
        raise StoreError("an answer rating has no source_id")


def _retire(connection: Connection, feedback: Feedback, user_id: str, stamp: datetime) -> int:
    f = FEEDBACK.c
    result = connection.execute(
        update(FEEDBACK)
        .where(
            f.chat_id == feedback.chat_id,
            f.request_id == feedback.request_id,
            f.target == str(feedback.target),
            f.source_id == feedback.source_id,
            f["__yao_created_by"] == user_id,
            f.deleted_at.is_(None),
        )
        .values(deleted_at=stamp, updated_at=stamp)
    )
    return int(result.rowcount)


def set_feedback(
    connection: Connection, feedback: Feedback, owner: Owner | None, stamp: datetime
) -> Feedback:
    """Store the owner's rating, replacing their previous one of the same target."""
    _validate(feedback)
    lock(connection, "chat", feedback.chat_id)
    snapshot = _check_target(connection, feedback, owner)
    user_id = owner.user_id if owner is not None else (feedback.created_by or "")
    team_id = owner.team_id if owner is not None else (feedback.team_id or "")
    _retire(connection, feedback, user_id, stamp)
    stored = feedback.model_copy(
        update={
            "feedback_id": feedback.feedback_id or new_id(),
            "source": snapshot,
            "created_by": user_id or None,
            "team_id": team_id or None,
            "created_at": stamp,
            "updated_at": stamp,
        }
    )
    connection.execute(
        insert(FEEDBACK).values(
            feedback_id=stored.feedback_id,
            chat_id=stored.chat_id,
            request_id=stored.request_id,
            target=str(stored.target),
            source_id=stored.source_id,
            rating=str(stored.rating),
            source=stored.source,
            comment=stored.comment or None,
            __yao_created_by=stored.created_by,
            __yao_team_id=stored.team_id,
            created_at=stamp,
            updated_at=stamp,
        )
    )
    return stored


def clear_feedback(connection: Connection, feedback: Feedback, owner: Owner | None, stamp: datetime) -> int:
    """Remove the owner's rating of the target (the chat must still be readable); returns the count."""
    _validate(feedback)
    if not chat_exists(connection, feedback.chat_id, visible(owner)):
        raise StoreNotFoundError(f"chat not found: {feedback.chat_id}")
    user_id = owner.user_id if owner is not None else (feedback.created_by or "")
    return _retire(connection, feedback, user_id, stamp)


def list_feedback(
    connection: Connection, chat_id: str, request_id: str, owner: Owner | None
) -> list[Feedback]:
    """Live ratings of the chat (of one request when given): the owner's own, or everyone's for
    `owner=None` (the system view analytics use)."""
    if not chat_exists(connection, chat_id, visible(owner)):
        raise StoreNotFoundError(f"chat not found: {chat_id}")
    f = FEEDBACK.c
    query = select(FEEDBACK).where(f.chat_id == chat_id, f.deleted_at.is_(None))
    if request_id:
        query = query.where(f.request_id == request_id)
    if owner is not None:
        query = query.where(f["__yao_created_by"] == owner.user_id)
    rows = connection.execute(query.order_by(f.id)).mappings()
    return [_from_row(row) for row in rows]
