"""Feedback on answers and sources: agent_feedback.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import JSONB

if TYPE_CHECKING:
    from agentsearch.store.migrate import Operations

revision = "0002"
down_revision = "0001"

JSONType = sa.JSON().with_variant(JSONB(), "postgresql")
IDType = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade(op: Operations) -> None:
    op.create_table(
        "agent_feedback",
        sa.Column("id", IDType, primary_key=True, autoincrement=True),
        sa.Column("feedback_id", sa.String(64), nullable=False),
        sa.Column("chat_id", sa.String(64), nullable=False),
        sa.Column("request_id", sa.String(64), nullable=False),
        sa.Column("target", sa.String(20), nullable=False),
        sa.Column("source_id", sa.String(64), nullable=False),
        sa.Column("rating", sa.String(10), nullable=False),
        sa.Column("source", JSONType, nullable=True),
        sa.Column("comment", sa.Text(), nullable=True),
        sa.Column("__yao_created_by", sa.String(200), nullable=True),
        sa.Column("__yao_team_id", sa.String(200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("feedback_id", name="uq_agent_feedback_feedback_id"),
    )
    op.create_index("idx_feedback_chat", "agent_feedback", ["chat_id"])
    op.create_index("idx_feedback_request", "agent_feedback", ["request_id"])
    op.create_index("idx_feedback_user", "agent_feedback", ["__yao_created_by"])
    op.create_index("ix_agent_feedback_created_at", "agent_feedback", ["created_at"])
