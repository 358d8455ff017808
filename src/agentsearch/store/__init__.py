"""Chat storage: chats, messages, resume points and search records (SQLite or PostgreSQL).

The public surface:
- `ChatStore` — every method of the chat-storage seed and the search design's store, async.
- `ChatStore.write_entry` / `write_exit` — the two transactions of a request (the runtime's
  `agent/recording.py` makes them).
- `build_search_record` — the `Search` record of one search call.
- the record types (`Chat`, `Message`, `Resume`, `Search`, `SearchReference`, `Feedback`, filters,
  `Owner`).
"""

from __future__ import annotations

from agentsearch.store._twowrite import ExitOutcome
from agentsearch.store.chat_store import ChatStore
from agentsearch.store.errors import StoreConflictError, StoreError, StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import (
    BUILTIN_MESSAGE_TYPES,
    Chat,
    ChatFilter,
    ChatList,
    ChatShare,
    ChatStatus,
    Feedback,
    FeedbackRating,
    FeedbackTarget,
    Message,
    MessageFilter,
    MessageRole,
    Owner,
    Resume,
    ResumeStatus,
    Search,
    SearchReference,
    StepType,
)
from agentsearch.store.search_record import SNIPPET_CHARS, build_search_record, redact_config, snippet

__all__ = [
    "BUILTIN_MESSAGE_TYPES",
    "SNIPPET_CHARS",
    "Chat",
    "ChatFilter",
    "ChatList",
    "ChatShare",
    "ChatStatus",
    "ChatStore",
    "ExitOutcome",
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
    "StoreConflictError",
    "StoreError",
    "StoreForbiddenError",
    "StoreNotFoundError",
    "build_search_record",
    "redact_config",
    "snippet",
]
