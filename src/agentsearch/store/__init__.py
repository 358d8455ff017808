"""Chat storage: chats, messages, resume points and search records (SQLite or PostgreSQL).

The public surface:
- `ChatStore` — every method of the chat-storage seed and the search design's store, async.
- `StreamRecorder` (via `ChatStore.recorder(...)`) — the two-write strategy of one request.
- `build_search_record` — the `Search` record of one search call.
- the record types (`Chat`, `Message`, `Resume`, `Search`, `SearchReference`, filters, `Owner`).
"""

from __future__ import annotations

from agentsearch.store._twowrite import ExitOutcome
from agentsearch.store.chat_store import ChatStore
from agentsearch.store.errors import StoreConflictError, StoreError, StoreForbiddenError, StoreNotFoundError
from agentsearch.store.recorder import FlushResult, StackFrame, Step, StreamRecorder, WriteResult
from agentsearch.store.records import (
    BUILTIN_MESSAGE_TYPES,
    Chat,
    ChatFilter,
    ChatList,
    ChatShare,
    ChatStatus,
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
    "FlushResult",
    "Message",
    "MessageFilter",
    "MessageRole",
    "Owner",
    "Resume",
    "ResumeStatus",
    "Search",
    "SearchReference",
    "StackFrame",
    "Step",
    "StepType",
    "StoreConflictError",
    "StoreError",
    "StoreForbiddenError",
    "StoreNotFoundError",
    "StreamRecorder",
    "WriteResult",
    "build_search_record",
    "redact_config",
    "snippet",
]
