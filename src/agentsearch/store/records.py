"""The records the chat store reads and writes (chat-storage design: Data Structures; search design: Search).

Field names are the design's JSON names. These are plain pydantic models: the store converts them to and
from table rows, the runtime builds them, the server serialises them.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "BUILTIN_MESSAGE_TYPES",
    "Chat",
    "ChatFilter",
    "ChatList",
    "ChatShare",
    "ChatStatus",
    "Feedback",
    "FeedbackRating",
    "FeedbackTarget",
    "Message",
    "MessageFilter",
    "MessageRole",
    "Owner",
    "Resume",
    "ResumeStatus",
    "Search",
    "SearchReference",
    "StepType",
]

#: The built-in output message types of the design; any other type is a custom type, stored as sent.
BUILTIN_MESSAGE_TYPES = (
    "user_input",
    "text",
    "thinking",
    "loading",
    "tool_call",
    "retrieval",
    "error",
    "image",
    "audio",
    "video",
    "action",
    "event",
)


class ChatStatus(StrEnum):
    ACTIVE = "active"
    ARCHIVED = "archived"


class ChatShare(StrEnum):
    PRIVATE = "private"
    TEAM = "team"


class MessageRole(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"


class StepType(StrEnum):
    """What a resume record re-runs (design: Resume Step Types)."""

    INPUT = "input"
    HOOK_CREATE = "hook_create"
    LLM = "llm"
    TOOL = "tool"
    HOOK_NEXT = "hook_next"
    DELEGATE = "delegate"


class ResumeStatus(StrEnum):
    """`failed` and `interrupted` are the resume points; `completed` / `running` steps are stored beside
    them on a failed request so that nested (A2A) calls can be rebuilt from the stack path."""

    FAILED = "failed"
    INTERRUPTED = "interrupted"
    COMPLETED = "completed"
    RUNNING = "running"


class FeedbackTarget(StrEnum):
    ANSWER = "answer"
    SOURCE = "source"


class FeedbackRating(StrEnum):
    UP = "up"
    DOWN = "down"


class _Record(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore", use_enum_values=True)


class Owner(_Record):
    """Who is asking. A chat is visible to its creator, to its team when shared with the team, and to
    everyone (of the same tenant, when a tenant is given) when public. Pass `owner=None` for the
    unscoped system view; an empty Owner fails closed (public chats only, no changes)."""

    user_id: str = ""
    team_id: str = ""
    tenant_id: str = ""


class Chat(_Record):
    chat_id: str = ""
    title: str | None = None
    assistant_id: str = ""
    mode: str = "chat"
    status: ChatStatus = ChatStatus.ACTIVE
    preset: bool = False
    public: bool = False
    share: ChatShare = ChatShare.PRIVATE
    sort: int = 0
    last_message_at: datetime | None = None
    metadata: dict[str, Any] | None = None
    created_by: str | None = Field(default=None, description="__yao_created_by")
    updated_by: str | None = Field(default=None, description="__yao_updated_by")
    team_id: str | None = Field(default=None, description="__yao_team_id")
    tenant_id: str | None = Field(default=None, description="__yao_tenant_id")
    created_at: datetime | None = None
    updated_at: datetime | None = None


class Message(_Record):
    """One user-visible message with its final content (streaming control fields are not stored)."""

    message_id: str = ""
    chat_id: str = ""
    request_id: str | None = None
    role: MessageRole = MessageRole.ASSISTANT
    type: str = "text"
    props: dict[str, Any] = Field(default_factory=dict)
    block_id: str | None = None
    thread_id: str | None = None
    assistant_id: str | None = None
    sequence: int = Field(default=0, description="0 = let the store allocate the next one in the chat")
    metadata: dict[str, Any] | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class Resume(_Record):
    """One execution step of a failed or interrupted request."""

    resume_id: str = ""
    chat_id: str = ""
    request_id: str = ""
    assistant_id: str = ""
    stack_id: str = ""
    stack_parent_id: str | None = None
    stack_depth: int = 0
    type: StepType = StepType.INPUT
    status: ResumeStatus = ResumeStatus.FAILED
    input: dict[str, Any] | None = None
    output: dict[str, Any] | None = None
    space_snapshot: dict[str, Any] | None = None
    error: str | None = None
    sequence: int = 0
    metadata: dict[str, Any] | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None


class SearchReference(_Record):
    """A stored reference: `index` is the citation id of the request (1-based, unique in the request)."""

    index: int
    type: str = ""
    title: str = ""
    url: str | None = None
    snippet: str | None = None
    content: str | None = None
    metadata: dict[str, Any] | None = None


class Search(_Record):
    """One search made while answering a request (auto, hook or user), kept for citations and tuning."""

    id: int | None = None
    request_id: str = ""
    chat_id: str = ""
    query: str = ""
    source: str = ""
    config: dict[str, Any] | None = None
    keywords: list[str] = Field(default_factory=list)
    entities: list[dict[str, Any]] = Field(default_factory=list)
    relations: list[dict[str, Any]] = Field(default_factory=list)
    dsl: dict[str, Any] | None = None
    references: list[SearchReference] = Field(default_factory=list)
    graph: list[dict[str, Any]] = Field(default_factory=list)
    xml: str | None = None
    prompt: str | None = None
    duration_ms: int = 0
    error: str | None = None
    created_at: datetime | None = None


class ChatFilter(_Record):
    user_id: str = ""
    team_id: str = ""
    assistant_id: str = ""
    status: str = ""
    keywords: str = ""
    page: int = 1
    pagesize: int = 20


class MessageFilter(_Record):
    request_id: str = ""
    role: str = ""
    block_id: str = ""
    thread_id: str = ""
    type: str = ""
    limit: int = 0
    offset: int = 0


class ChatList(_Record):
    data: list[Chat] = Field(default_factory=list)
    page: int = 1
    pagesize: int = 20
    pagecount: int = 0
    total: int = 0


class Feedback(_Record):
    """A user's rating of one answer (`source_id` "") or one of its sources (`source_id` the citation
    id, `source` a snapshot of the rated reference: type, title, url, collection, document, chunk)."""

    feedback_id: str = ""
    chat_id: str = ""
    request_id: str = ""
    target: FeedbackTarget = FeedbackTarget.ANSWER
    source_id: str = ""
    rating: FeedbackRating = FeedbackRating.UP
    source: dict[str, Any] | None = None
    comment: str | None = None
    created_by: str | None = Field(default=None, description="__yao_created_by")
    team_id: str | None = Field(default=None, description="__yao_team_id")
    created_at: datetime | None = None
    updated_at: datetime | None = None
