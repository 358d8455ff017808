"""Initial chat store: agent_chat, agent_message, agent_resume, agent_search.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB

if TYPE_CHECKING:
    from agentsearch.store.migrate import Operations

revision = "0001"
down_revision = None

JSONType = sa.JSON().with_variant(JSONB(), "postgresql")
IDType = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def _id() -> sa.Column[int]:
    return sa.Column("id", IDType, primary_key=True, autoincrement=True)


def _stamps() -> list[sa.Column[object]]:
    return [
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True),
    ]


def upgrade(op: Operations) -> None:
    op.create_table(
        "agent_chat",
        _id(),
        sa.Column("chat_id", sa.String(64), nullable=False),
        sa.Column("title", sa.String(500), nullable=True),
        sa.Column("assistant_id", sa.String(200), nullable=False),
        sa.Column("mode", sa.String(50), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("preset", sa.Boolean(), nullable=False),
        sa.Column("public", sa.Boolean(), nullable=False),
        sa.Column("share", sa.String(20), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("last_message_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("metadata", JSONType, nullable=True),
        sa.Column("__yao_created_by", sa.String(200), nullable=True),
        sa.Column("__yao_updated_by", sa.String(200), nullable=True),
        sa.Column("__yao_team_id", sa.String(200), nullable=True),
        sa.Column("__yao_tenant_id", sa.String(200), nullable=True),
        *_stamps(),
        sa.UniqueConstraint("chat_id", name="uq_agent_chat_chat_id"),
    )
    op.create_index("idx_chat_assistant", "agent_chat", ["assistant_id"])
    op.create_index("idx_chat_status", "agent_chat", ["status"])
    op.create_index("idx_chat_share", "agent_chat", ["share"])
    op.create_index("idx_chat_last_msg", "agent_chat", ["last_message_at"])
    op.create_index("idx_chat_created_by", "agent_chat", ["__yao_created_by"])
    op.create_index("idx_chat_team", "agent_chat", ["__yao_team_id"])
    op.create_index("ix_agent_chat_created_at", "agent_chat", ["created_at"])

    op.create_table(
        "agent_message",
        _id(),
        sa.Column("message_id", sa.String(64), nullable=False),
        sa.Column("chat_id", sa.String(64), nullable=False),
        sa.Column("request_id", sa.String(64), nullable=True),
        sa.Column("role", sa.String(20), nullable=False),
        sa.Column("type", sa.String(50), nullable=False),
        sa.Column("props", JSONType, nullable=False),
        sa.Column("block_id", sa.String(64), nullable=True),
        sa.Column("thread_id", sa.String(64), nullable=True),
        sa.Column("assistant_id", sa.String(200), nullable=True),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("metadata", JSONType, nullable=True),
        *_stamps(),
        sa.UniqueConstraint("message_id", name="uq_agent_message_message_id"),
        sa.UniqueConstraint("chat_id", "sequence", name="idx_msg_chat_seq"),
    )
    op.create_index("idx_msg_chat", "agent_message", ["chat_id"])
    op.create_index("idx_msg_request", "agent_message", ["request_id"])
    op.create_index("idx_msg_role", "agent_message", ["role"])
    op.create_index("idx_msg_block", "agent_message", ["block_id"])
    op.create_index("idx_msg_thread", "agent_message", ["thread_id"])
    op.create_index("idx_msg_assistant", "agent_message", ["assistant_id"])
    op.create_index("ix_agent_message_created_at", "agent_message", ["created_at"])

    op.create_table(
        "agent_resume",
        _id(),
        sa.Column("resume_id", sa.String(64), nullable=False),
        sa.Column("chat_id", sa.String(64), nullable=False),
        sa.Column("request_id", sa.String(64), nullable=False),
        sa.Column("assistant_id", sa.String(200), nullable=False),
        sa.Column("stack_id", sa.String(64), nullable=False),
        sa.Column("stack_parent_id", sa.String(64), nullable=True),
        sa.Column("stack_depth", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(20), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("input", JSONType, nullable=True),
        sa.Column("output", JSONType, nullable=True),
        sa.Column("space_snapshot", JSONType, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("metadata", JSONType, nullable=True),
        *_stamps(),
        sa.UniqueConstraint("resume_id", name="uq_agent_resume_resume_id"),
    )
    op.create_index("idx_resume_chat", "agent_resume", ["chat_id"])
    op.create_index("idx_resume_request", "agent_resume", ["request_id", "sequence"])
    op.create_index("idx_resume_status", "agent_resume", ["status"])
    op.create_index("idx_resume_type", "agent_resume", ["type"])
    op.create_index("idx_resume_stack", "agent_resume", ["stack_id"])
    op.create_index("idx_resume_parent", "agent_resume", ["stack_parent_id"])
    op.create_index("idx_resume_assistant", "agent_resume", ["assistant_id"])
    op.create_index("ix_agent_resume_created_at", "agent_resume", ["created_at"])

    op.create_table(
        "agent_search",
        _id(),
        sa.Column("request_id", sa.String(64), nullable=False),
        sa.Column("chat_id", sa.String(64), nullable=False),
        sa.Column("query", sa.Text(), nullable=True),
        sa.Column("config", JSONType, nullable=True),
        sa.Column("keywords", JSONType, nullable=True),
        sa.Column("entities", JSONType, nullable=True),
        sa.Column("relations", JSONType, nullable=True),
        sa.Column("dsl", JSONType, nullable=True),
        sa.Column("source", sa.String(32), nullable=False),
        sa.Column("references", JSONType, nullable=True),
        sa.Column("graph", JSONType, nullable=True),
        sa.Column("xml", sa.Text(), nullable=True),
        sa.Column("prompt", sa.Text(), nullable=True),
        sa.Column("duration", sa.Integer(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        *_stamps(),
    )
    op.create_index("idx_search_request", "agent_search", ["request_id"])
    op.create_index("idx_search_chat", "agent_search", ["chat_id"])
    op.create_index("ix_agent_search_created_at", "agent_search", ["created_at"])
