"""SQLAlchemy 2 table models of the chat store (the seeds' columns and indexes).

Every table has `created_at`, `updated_at` and `deleted_at` (soft delete). The chat table carries Yao's
permission columns. Attribute names differ from column names where the column name is not a usable
Python name (`metadata` is taken by SQLAlchemy, `__yao_*` would be name-mangled).

The Alembic migration in `migrations/versions` creates exactly these tables; a test compares them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, DateTime, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "ChatRow", "FeedbackRow", "MessageRow", "ResumeRow", "SearchRow"]

#: JSON everywhere, JSONB on PostgreSQL.
JSONType = JSON().with_variant(JSONB(), "postgresql")
#: Integer primary keys that autoincrement on SQLite (INTEGER) and are BIGINT elsewhere.
IDType = BigInteger().with_variant(Integer(), "sqlite")


class Base(DeclarativeBase):
    pass


class _Stamped:
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False, index=True)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    deleted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class ChatRow(_Stamped, Base):
    __tablename__ = "agent_chat"
    __table_args__ = (
        UniqueConstraint("chat_id", name="uq_agent_chat_chat_id"),
        Index("idx_chat_assistant", "assistant_id"),
        Index("idx_chat_status", "status"),
        Index("idx_chat_share", "share"),
        Index("idx_chat_last_msg", "last_message_at"),
        Index("idx_chat_created_by", "__yao_created_by"),
        Index("idx_chat_team", "__yao_team_id"),
    )

    id: Mapped[int] = mapped_column(IDType, primary_key=True, autoincrement=True)
    chat_id: Mapped[str] = mapped_column(String(64), nullable=False)
    title: Mapped[str | None] = mapped_column(String(500), nullable=True)
    assistant_id: Mapped[str] = mapped_column(String(200), nullable=False)
    mode: Mapped[str] = mapped_column(String(50), nullable=False, default="chat")
    status: Mapped[str] = mapped_column(String(20), nullable=False, default="active")
    preset: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    public: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    share: Mapped[str] = mapped_column(String(20), nullable=False, default="private")
    sort: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    last_message_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    meta: Mapped[dict[str, Any] | None] = mapped_column("metadata", JSONType, nullable=True)
    created_by: Mapped[str | None] = mapped_column("__yao_created_by", String(200), nullable=True)
    updated_by: Mapped[str | None] = mapped_column("__yao_updated_by", String(200), nullable=True)
    team_id: Mapped[str | None] = mapped_column("__yao_team_id", String(200), nullable=True)
    tenant_id: Mapped[str | None] = mapped_column("__yao_tenant_id", String(200), nullable=True)


class MessageRow(_Stamped, Base):
    __tablename__ = "agent_message"
    __table_args__ = (
        # Unique (the seed has a plain index): the database itself refuses a duplicate sequence.
        UniqueConstraint("message_id", name="uq_agent_message_message_id"),
        UniqueConstraint("chat_id", "sequence", name="idx_msg_chat_seq"),
        Index("idx_msg_chat", "chat_id"),
        Index("idx_msg_request", "request_id"),
        Index("idx_msg_role", "role"),
        Index("idx_msg_block", "block_id"),
        Index("idx_msg_thread", "thread_id"),
        Index("idx_msg_assistant", "assistant_id"),
    )

    id: Mapped[int] = mapped_column(IDType, primary_key=True, autoincrement=True)
    message_id: Mapped[str] = mapped_column(String(64), nullable=False)
    chat_id: Mapped[str] = mapped_column(String(64), nullable=False)
    request_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    role: Mapped[str] = mapped_column(String(20), nullable=False)
    type: Mapped[str] = mapped_column(String(50), nullable=False)
    props: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False)
    block_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    thread_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    assistant_id: Mapped[str | None] = mapped_column(String(200), nullable=True)
    sequence: Mapped[int] = mapped_column(Integer, nullable=False)
    meta: Mapped[dict[str, Any] | None] = mapped_column("metadata", JSONType, nullable=True)


class ResumeRow(_Stamped, Base):
    __tablename__ = "agent_resume"
    __table_args__ = (
        UniqueConstraint("resume_id", name="uq_agent_resume_resume_id"),
        Index("idx_resume_chat", "chat_id"),
        Index("idx_resume_request", "request_id", "sequence"),
        Index("idx_resume_status", "status"),
        Index("idx_resume_type", "type"),
        Index("idx_resume_stack", "stack_id"),
        Index("idx_resume_parent", "stack_parent_id"),
        Index("idx_resume_assistant", "assistant_id"),
    )

    id: Mapped[int] = mapped_column(IDType, primary_key=True, autoincrement=True)
    resume_id: Mapped[str] = mapped_column(String(64), nullable=False)
    chat_id: Mapped[str] = mapped_column(String(64), nullable=False)
    request_id: Mapped[str] = mapped_column(String(64), nullable=False)
    assistant_id: Mapped[str] = mapped_column(String(200), nullable=False)
    stack_id: Mapped[str] = mapped_column(String(64), nullable=False)
    stack_parent_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    stack_depth: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    type: Mapped[str] = mapped_column(String(20), nullable=False)
    status: Mapped[str] = mapped_column(String(20), nullable=False)
    input: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    output: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    space_snapshot: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    sequence: Mapped[int] = mapped_column(Integer, nullable=False)
    meta: Mapped[dict[str, Any] | None] = mapped_column("metadata", JSONType, nullable=True)


class SearchRow(_Stamped, Base):
    __tablename__ = "agent_search"
    __table_args__ = (
        Index("idx_search_request", "request_id"),
        Index("idx_search_chat", "chat_id"),
    )

    id: Mapped[int] = mapped_column(IDType, primary_key=True, autoincrement=True)
    request_id: Mapped[str] = mapped_column(String(64), nullable=False)
    chat_id: Mapped[str] = mapped_column(String(64), nullable=False)
    query: Mapped[str | None] = mapped_column(Text, nullable=True)
    config: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    keywords: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    entities: Mapped[list[dict[str, Any]] | None] = mapped_column(JSONType, nullable=True)
    relations: Mapped[list[dict[str, Any]] | None] = mapped_column(JSONType, nullable=True)
    dsl: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    source: Mapped[str] = mapped_column(String(32), nullable=False)
    references: Mapped[list[dict[str, Any]] | None] = mapped_column(JSONType, nullable=True)
    graph: Mapped[list[dict[str, Any]] | None] = mapped_column(JSONType, nullable=True)
    xml: Mapped[str | None] = mapped_column(Text, nullable=True)
    prompt: Mapped[str | None] = mapped_column(Text, nullable=True)
    duration: Mapped[int | None] = mapped_column(Integer, nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)


class FeedbackRow(_Stamped, Base):
    """A user's 👍/👎 on an answer (`target` answer, `source_id` "") or on one of its sources (`target`
    source, `source_id` the citation id); the chat-storage design's source feedback. One live rating
    per user and target: rating again replaces it. `source` snapshots the rated reference (type,
    collection, document, chunk, url) so quality analytics need not join search records."""

    __tablename__ = "agent_feedback"
    __table_args__ = (
        UniqueConstraint("feedback_id", name="uq_agent_feedback_feedback_id"),
        Index("idx_feedback_chat", "chat_id"),
        Index("idx_feedback_request", "request_id"),
        Index("idx_feedback_user", "__yao_created_by"),
    )

    id: Mapped[int] = mapped_column(IDType, primary_key=True, autoincrement=True)
    feedback_id: Mapped[str] = mapped_column(String(64), nullable=False)
    chat_id: Mapped[str] = mapped_column(String(64), nullable=False)
    request_id: Mapped[str] = mapped_column(String(64), nullable=False)
    target: Mapped[str] = mapped_column(String(20), nullable=False)
    source_id: Mapped[str] = mapped_column(String(64), nullable=False, default="")
    rating: Mapped[str] = mapped_column(String(10), nullable=False)
    source: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    comment: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_by: Mapped[str | None] = mapped_column("__yao_created_by", String(200), nullable=True)
    team_id: Mapped[str | None] = mapped_column("__yao_team_id", String(200), nullable=True)
