"""`ChatStore`: chats, messages, resume records and search records on SQLite or PostgreSQL.

Every method of the chat-storage seed and the search design's store extension, in snake_case, async.
Reads that concern a chat take an optional `owner` (an `Owner`: user, team, tenant) so the server can
enforce per-user isolation; `owner=None` is the unscoped system view.

    store = await ChatStore.open(app_dir=app)          # SQLite file <app>/data/agentsearch.db
    store = await ChatStore.open("postgresql://...")    # PostgreSQL
    await store.write_entry(chat, [user_message])        # Write 1 of a request
    await store.write_exit(chat_id, messages, searches, resume)   # Write 2
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, delete

from agentsearch.store import _chats, _crash, _feedback, _messages, _resume, _searches
from agentsearch.store._lean import LeanReader, Unavailable, lean_reader
from agentsearch.store._rows import CHAT, FEEDBACK, MESSAGE, RESUME, SEARCH, lock, now, utc
from agentsearch.store._runner import Runner
from agentsearch.store._twowrite import ExitOutcome, write_entry, write_exit
from agentsearch.store.engine import default_url, is_memory, make_engine, normalize_url
from agentsearch.store.errors import StoreError
from agentsearch.store.migrate import upgrade
from agentsearch.store.records import (
    Chat,
    ChatFilter,
    ChatList,
    Feedback,
    Message,
    MessageFilter,
    Owner,
    Resume,
    ResumeStatus,
    Search,
    SearchReference,
)

__all__ = ["ChatStore"]


class ChatStore:
    """The chat store. Create it with `ChatStore.open(...)` (or `open_sync`), close it with `close()`."""

    def __init__(self, runner: Runner, url: str, lean: LeanReader | None = None) -> None:
        self._runner = runner
        self._lean = lean
        self.url = url

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def open(
        cls,
        url: str | None = None,
        *,
        app_dir: Path | str | None = None,
        schema: str | None = None,
        migrate: bool = True,
        pool_size: int = 8,
    ) -> ChatStore:
        """Open (and by default migrate) the store. `url` wins, then `$AGENTSEARCH_STORE_URL`, then
        `<app_dir>/data/agentsearch.db`. `schema` (PostgreSQL) isolates the tables in that schema."""
        return await asyncio.to_thread(
            cls.open_sync, url, app_dir=app_dir, schema=schema, migrate=migrate, pool_size=pool_size
        )

    @classmethod
    def open_sync(
        cls,
        url: str | None = None,
        *,
        app_dir: Path | str | None = None,
        schema: str | None = None,
        migrate: bool = True,
        pool_size: int = 8,
    ) -> ChatStore:
        """`open` for scripts and the CLI (no event loop needed)."""
        target = url or default_url(app_dir)
        if is_memory(normalize_url(target)):
            pool_size = 1  # one shared connection: one worker at a time
        engine = make_engine(target, schema=schema, pool_size=pool_size)
        if migrate:
            try:
                upgrade(engine)
            except StoreError:
                engine.dispose()
                raise
            except Exception as exc:
                engine.dispose()
                raise StoreError(f"cannot open store: {str(exc).splitlines()[0]}") from None
        url_text = str(engine.url.render_as_string(hide_password=True))
        return cls(Runner(engine, workers=pool_size), url_text, lean_reader(engine, schema))

    async def close(self) -> None:
        """Wait for running work, then release connections. Later calls raise "store is closed"."""
        if self._lean is not None:
            await self._lean.close()
        await asyncio.to_thread(self._runner.close)

    def close_sync(self) -> None:
        if self._lean is not None:
            self._lean.close_sync()
        self._runner.close()

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (for maintenance and tests; the store's API does not need it)."""
        return self._runner.engine

    @property
    def dialect(self) -> str:
        """ "sqlite" or "postgresql"."""
        return self._runner.engine.dialect.name

    @property
    def writes(self) -> int:
        """Committed write transactions since open (tests read this: a request costs 2)."""
        return self._runner.writes

    @property
    def closed(self) -> bool:
        return self._runner.closed

    # ------------------------------------------------------------------ chats

    async def create_chat(self, chat: Chat, *, owner: Owner | None = None) -> Chat:
        """Insert a chat (a chat_id is generated when empty). The owner fills the permission columns.
        Raises StoreConflictError when the chat_id exists (even soft-deleted, until purged)."""
        prepared = _chats.prepare_chat(chat, owner)

        def run(connection: Connection) -> Chat:
            lock(connection, "chat", prepared.chat_id)
            return _chats.insert_chat(connection, prepared, now())

        return await self._runner.write(run)

    async def get_chat(self, chat_id: str, *, owner: Owner | None = None) -> Chat | None:
        """The live chat, or None when missing, deleted or not visible to `owner`."""
        return await self._runner.read(lambda c: _chats.get_chat(c, chat_id, owner))

    async def update_chat(
        self, chat_id: str, updates: Mapping[str, Any], *, owner: Owner | None = None
    ) -> Chat:
        """Change title, status, share, ... (unknown fields raise). Returns the updated chat."""
        return await self._runner.write(lambda c: _chats.update_chat(c, chat_id, updates, owner))

    async def delete_chat(self, chat_id: str, *, owner: Owner | None = None) -> None:
        """Soft-delete the chat and its messages, resume records and searches, in one transaction."""
        await self._runner.write(lambda c: _chats.delete_chat(c, chat_id, owner))

    async def list_chats(self, filter: ChatFilter | None = None, *, owner: Owner | None = None) -> ChatList:
        """Live chats, newest activity first; filters: user_id, team_id, assistant_id, status, keywords
        (every word must occur in the title, case-insensitive); page / pagesize (max 100)."""
        flt = filter or ChatFilter()
        return await self._runner.read(lambda c: _chats.list_chats(c, flt, owner))

    # ------------------------------------------------------------------ messages

    async def save_messages(
        self, chat_id: str, messages: Sequence[Message | Mapping[str, Any]]
    ) -> list[Message]:
        """Insert messages in one transaction; those with sequence 0 get the chat's next sequences
        (gap-free, never reused). Returns the stored messages (ids and sequences filled in)."""
        prepared = _messages.prepare_messages(chat_id, messages)
        if not prepared:
            return []

        def run(connection: Connection) -> list[Message]:
            saved = _messages.insert_messages(connection, chat_id, prepared, now())
            _chats.touch_chat(connection, chat_id, saved[-1].created_at or now())
            return saved

        return await self._runner.write(run)

    async def get_messages(
        self, chat_id: str, filter: MessageFilter | None = None, *, owner: Owner | None = None
    ) -> list[Message]:
        """Live messages by sequence; filters: request_id, role, block_id, thread_id, type, limit, offset.
        With an owner that may not read the chat: StoreNotFoundError."""
        flt = filter or MessageFilter()
        return await self._runner.read(lambda c: _messages.get_messages(c, chat_id, flt, owner))

    async def update_message(self, message_id: str, updates: Mapping[str, Any]) -> Message:
        """Change props / metadata / type / block_id / thread_id / assistant_id / role / request_id."""
        return await self._runner.write(lambda c: _messages.update_message(c, message_id, updates))

    async def delete_messages(self, chat_id: str, message_ids: Sequence[str]) -> int:
        """Soft-delete messages of the chat; returns how many were deleted."""
        return await self._runner.write(lambda c: _messages.delete_messages(c, chat_id, message_ids))

    # ------------------------------------------------------------------ resume

    async def save_resume(self, records: Sequence[Resume]) -> list[Resume]:
        """Insert resume records (normally only Write 2 of a failed/interrupted request does this)."""
        prepared = _resume.prepare_resume(records)
        if not prepared:
            return []

        def run(connection: Connection) -> list[Resume]:
            _resume.insert_resume(connection, prepared, now())
            return prepared

        return await self._runner.write(run)

    async def get_resume(self, chat_id: str) -> list[Resume]:
        """All live resume records of the chat, in insertion order (a request that crashed before its
        Write 2 is one of them; one still running is not)."""
        await self._recover(chat_id)
        records: list[Resume] = await self._runner.read(lambda c: _resume.get_resume(c, chat_id))
        return [
            r for r in records if not (_crash.is_marker(r.resume_id) and r.status == ResumeStatus.RUNNING)
        ]

    async def get_last_resume(self, chat_id: str) -> Resume | None:
        """The step to resume: the newest failed or interrupted record of the chat, or None."""
        await self._recover(chat_id)
        return await self._runner.read(lambda c: _resume.get_last_resume(c, chat_id))

    async def recover_crashed(self) -> int:
        """Turn the crash markers of dead processes into resume points (servers call it at start-up;
        reads of a chat's resume records do it for that chat). Returns how many were recovered."""
        return await self._recover(None)

    async def _recover(self, chat_id: str | None) -> int:
        dead = await self._runner.read(lambda c: _crash.crashed_markers(c, chat_id))
        if not dead:
            return 0  # the common case: one indexed read, no write transaction
        recovered: int = await self._runner.write(lambda c: _crash.mark_interrupted(c, dead))
        return recovered

    async def get_resume_by_stack_id(self, stack_id: str) -> list[Resume]:
        """The records of one stack node (one assistant call), by sequence."""
        return await self._runner.read(lambda c: _resume.get_resume_by_stack_id(c, stack_id))

    async def get_stack_path(self, stack_id: str) -> list[str]:
        """[root_stack_id, ..., stack_id] following stack_parent_id; [] for an unknown stack."""
        return await self._runner.read(lambda c: _resume.get_stack_path(c, stack_id))

    async def delete_resume(self, chat_id: str) -> int:
        """Soft-delete the chat's resume records (after a successful resume); returns the count."""
        return await self._runner.write(lambda c: _resume.delete_resume(c, chat_id))

    # ------------------------------------------------------------------ searches

    async def save_search(self, search: Search | None) -> Search:
        """Insert one search record. Validation (reference §5): "search is nil", "request_id is required",
        "chat_id is required", "source is required", "index must be >= 1"; a reference index already used
        in the request raises StoreConflictError. Returns the record with its id."""
        valid = _searches.validate_search(search)
        return await self._runner.write(lambda c: _searches.insert_search(c, valid, now()))

    async def get_searches(self, request_id: str, *, owner: Owner | None = None) -> list[Search]:
        """Live searches of the request, oldest first ([] for an unknown request). With an owner that
        may not read one of their chats: StoreForbiddenError."""
        return await self._runner.read(lambda c: _searches.get_searches(c, request_id, owner))

    async def get_reference(
        self, request_id: str, index: int, *, owner: Owner | None = None
    ) -> SearchReference:
        """The reference with citation id `index` in the request. "index must be >= 1";
        StoreNotFoundError "reference not found: request_id=…, index=…"."""
        return await self._runner.read(lambda c: _searches.get_reference(c, request_id, index, owner))

    async def get_reference_data(
        self, request_id: str, index: int, *, owner: Owner | None = None
    ) -> dict[str, Any]:
        """`get_reference(...).model_dump()` on the lean read path (fixed SQL on the event loop, no
        pydantic for well-formed rows): the citation click of the server. Same errors and access rule."""
        if self._lean is not None:
            try:
                return await self._lean.get_reference(request_id, index, owner)
            except Unavailable:
                pass  # SQLite busy: the thread pool path waits for it
        reference = await self.get_reference(request_id, index, owner=owner)
        return reference.model_dump()

    async def delete_searches(self, chat_id: str) -> int:
        """Soft-delete the chat's searches; returns the count (0 is not an error)."""
        return await self._runner.write(lambda c: _searches.delete_searches(c, chat_id))

    # ------------------------------------------------------------------ feedback

    async def set_feedback(self, feedback: Feedback, *, owner: Owner | None = None) -> Feedback:
        """Store a 👍/👎 on an answer or one of its sources, replacing the owner's previous rating of
        the same target. StoreNotFoundError for a chat the owner may not read, a request not in the
        chat, or a citation id the request's searches do not hold."""
        return await self._runner.write(lambda c: _feedback.set_feedback(c, feedback, owner, now()))

    async def clear_feedback(self, feedback: Feedback, *, owner: Owner | None = None) -> int:
        """Remove the owner's rating of that target; returns how many were removed (0 or 1)."""
        return await self._runner.write(lambda c: _feedback.clear_feedback(c, feedback, owner, now()))

    async def list_feedback(
        self, chat_id: str, *, request_id: str = "", owner: Owner | None = None
    ) -> list[Feedback]:
        """Live ratings of a chat: the owner's own (everyone's with `owner=None`)."""
        return await self._runner.read(lambda c: _feedback.list_feedback(c, chat_id, request_id, owner))

    # ------------------------------------------------------------------ the two writes

    async def write_entry(
        self,
        chat: Chat | None,
        messages: Sequence[Message],
        *,
        owner: Owner | None = None,
        marker: Resume | None = None,
    ) -> list[Message]:
        """Write 1: create `chat` if its id is new, then save `messages` (the user input). One transaction.
        With an `owner`, writing into an existing chat the owner may not change raises StoreForbiddenError.
        `marker` is the request's crash marker (see `_crash`): a `running` resume record that Write 2
        deletes, and that becomes a resume point when the process dies before Write 2."""
        if chat is None and not messages:
            return []
        chat_id = chat.chat_id if chat is not None else messages[0].chat_id
        prepared_chat = _chats.prepare_chat(chat, None) if chat is not None else None
        prepared = _messages.prepare_messages(chat_id, messages)
        prepared_marker = _resume.prepare_resume([marker])[0] if marker is not None else None
        return await self._runner.write(
            lambda c: write_entry(c, prepared_chat, prepared, owner, prepared_marker)
        )

    async def write_exit(
        self,
        chat_id: str,
        messages: Sequence[Message],
        searches: Sequence[Search],
        resume: Sequence[Resume],
        *,
        chat: Chat | None = None,
        finished_request: str = "",
    ) -> ExitOutcome:
        """Write 2: messages, searches and resume records in one transaction (see `_twowrite`);
        `chat` is created first if it does not exist yet (when Write 1 failed)."""
        prepared = _messages.prepare_messages(chat_id, messages)
        valid = [_searches.validate_search(s) for s in searches]
        records = _resume.prepare_resume(resume)
        prepared_chat = _chats.prepare_chat(chat, None) if chat is not None else None
        return await self._runner.write(
            lambda c: write_exit(c, chat_id, prepared, valid, records, prepared_chat, finished_request)
        )

    # ------------------------------------------------------------------ maintenance

    async def purge(self, before: datetime) -> dict[str, int]:
        """Hard-delete rows soft-deleted before `before` (UTC if naive); returns counts per table."""
        return await asyncio.to_thread(self.purge_sync, before)

    def purge_sync(self, before: datetime) -> dict[str, int]:
        cutoff = utc(before)

        def run(connection: Connection) -> dict[str, int]:
            counts: dict[str, int] = {}
            for table in (MESSAGE, RESUME, SEARCH, FEEDBACK, CHAT):
                result = connection.execute(
                    delete(table).where(table.c.deleted_at.is_not(None), table.c.deleted_at < cutoff)
                )
                counts[table.name] = int(result.rowcount)
            return counts

        return self._runner.write_sync(run)
