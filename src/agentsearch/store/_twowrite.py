"""The two transactions of a request (chat-storage design: Two-Write Strategy).

Write 1 (entry): create the chat if it is new, save the user message, touch the chat.
Write 2 (exit): the buffered messages, the searches and (only on failure or interruption) the resume
records, in ONE transaction. A search whose reference indexes collide with stored ones is left out and
reported; it never costs the request its messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import Connection, insert

from agentsearch.store._chats import insert_chat, touch_chat
from agentsearch.store._crash import drop_marker
from agentsearch.store._messages import insert_messages
from agentsearch.store._resume import insert_resume
from agentsearch.store._rows import SEARCH, chat_exists, lock, now, search_values, visible, writable
from agentsearch.store._searches import collisions, used_indexes
from agentsearch.store.errors import StoreForbiddenError
from agentsearch.store.records import Chat, Message, Owner, Resume, Search


@dataclass
class ExitOutcome:
    messages: list[Message] = field(default_factory=list)
    searches: list[Search] = field(default_factory=list)
    skipped_searches: list[str] = field(default_factory=list)
    resume: int = 0


def write_entry(
    connection: Connection,
    chat: Chat | None,
    messages: list[Message],
    owner: Owner | None = None,
    marker: Resume | None = None,
) -> list[Message]:
    """`chat` (prepared) is created when no chat with its id exists; `messages` are inserted. With an
    `owner`, an existing chat the owner may not change refuses the messages (StoreForbiddenError).
    `marker` (prepared) is the request's crash marker (`_crash`), stored in the same transaction."""
    stamp = now()
    chat_id = chat.chat_id if chat is not None else messages[0].chat_id
    lock(connection, "chat", chat_id)
    exists = chat_exists(connection, chat_id, visible(None))
    if exists and owner is not None and not chat_exists(connection, chat_id, writable(owner)):
        raise StoreForbiddenError(f"no permission to write to chat: chat_id={chat_id}")
    if chat is not None and not exists:
        insert_chat(connection, chat, stamp)
    saved = insert_messages(connection, chat_id, messages, stamp)
    if marker is not None:
        insert_resume(connection, [marker], stamp)
    if saved:
        touch_chat(connection, chat_id, stamp)
    return saved


def write_exit(
    connection: Connection,
    chat_id: str,
    messages: list[Message],
    searches: list[Search],
    resume: list[Resume],
    chat: Chat | None = None,
    finished_request: str = "",
) -> ExitOutcome:
    stamp = now()
    outcome = ExitOutcome()
    lock(connection, "chat", chat_id)
    if finished_request:
        drop_marker(connection, finished_request)  # Write 2 reached: no crash to recover
    if chat is not None and not chat_exists(connection, chat_id, visible(None)):
        insert_chat(connection, chat, stamp)  # Write 1 failed: the chat is created now
    outcome.messages = insert_messages(connection, chat_id, messages, stamp)
    by_request: dict[str, set[int]] = {}
    for search in searches:
        if search.request_id not in by_request:
            lock(connection, "request", search.request_id)
            by_request[search.request_id] = used_indexes(connection, search.request_id)
        used = by_request[search.request_id]
        clash = collisions(search, used)
        if clash:
            outcome.skipped_searches.append(
                f"search {search.query!r} (source {search.source}) skipped: reference index {clash[0]} "
                f"already exists in request {search.request_id}"
            )
            continue
        result = connection.execute(
            insert(SEARCH).values(**search_values(search, stamp)).returning(SEARCH.c.id)
        )
        outcome.searches.append(
            search.model_copy(update={"id": int(result.scalar_one()), "created_at": stamp})
        )
        used.update(ref.index for ref in search.references)
    insert_resume(connection, resume, stamp)
    outcome.resume = len(resume)
    if outcome.messages:
        touch_chat(connection, chat_id, stamp)
    return outcome
