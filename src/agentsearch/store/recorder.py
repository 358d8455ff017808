"""`StreamRecorder`: the two-write strategy for one request (chat-storage design: Write Strategy).

    recorder = store.recorder(chat_id=..., request_id=..., assistant_id=..., owner=...)
    await recorder.start("Hello")                    # Write 1: the user message (and the chat if new)
    mid = recorder.send({"type": "text", "props": {"content": "Hi"}})   # memory only
    recorder.append(mid, {"content": " there"})      # memory only
    step = recorder.begin_step("llm", {"messages": [...]})             # memory only
    step.complete({"content": "Hi there"})
    recorder.add_search(build_search_record(...))    # memory only
    result = await recorder.flush()                  # Write 2: one transaction, never raises

`flush(error=exc)` (or leaving `async with recorder:` with an exception) stores the steps as resume
records: status "interrupted" for cancellation / KeyboardInterrupt / `status="interrupted"`, else
"failed". On success no resume record is written. Streaming control fields (chunk_id, delta,
delta_path, delta_action, done) steer the buffer and are never stored.
"""

from __future__ import annotations

import asyncio
import copy
import json
import logging
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from agentsearch.store.errors import StoreConflictError, StoreError, StoreForbiddenError
from agentsearch.store.records import (
    Chat,
    Message,
    MessageRole,
    Owner,
    Resume,
    ResumeStatus,
    Search,
    StepType,
)

if TYPE_CHECKING:
    from agentsearch.store.chat_store import ChatStore

__all__ = ["FlushResult", "StackFrame", "Step", "StreamRecorder", "WriteResult"]

log = logging.getLogger("agentsearch.store")

_MESSAGE_FIELDS = ("type", "props", "block_id", "thread_id", "assistant_id", "metadata", "role")


def _new_id() -> str:
    return uuid.uuid4().hex


def _jsonable(value: Any) -> Any:
    """A JSON-safe deep copy: a value the driver cannot serialise must not fail Write 2."""
    return json.loads(json.dumps(value, default=str, ensure_ascii=False))


@dataclass(frozen=True)
class StackFrame:
    """One assistant call on the A2A call stack: root has depth 0 and no parent."""

    stack_id: str
    assistant_id: str
    parent_id: str | None = None
    depth: int = 0

    def child(self, assistant_id: str, stack_id: str | None = None) -> StackFrame:
        """The frame of a delegated call made from this one."""
        return StackFrame(stack_id or _new_id(), assistant_id, self.stack_id, self.depth + 1)


@dataclass
class Step:
    """One execution step, buffered; becomes a resume record only if the request fails."""

    type: StepType
    stack: StackFrame
    sequence: int
    input: dict[str, Any] | None = None
    output: dict[str, Any] | None = None
    space_snapshot: dict[str, Any] | None = None
    status: ResumeStatus = ResumeStatus.RUNNING
    error: str | None = None
    metadata: dict[str, Any] | None = None

    def complete(self, output: Mapping[str, Any] | None = None) -> None:
        if output is not None:
            self.output = dict(output)
        self.status = ResumeStatus.COMPLETED

    def fail(self, error: BaseException | str, output: Mapping[str, Any] | None = None) -> None:
        if output is not None:
            self.output = dict(output)
        self.error = str(error) or type(error).__name__
        self.status = ResumeStatus.FAILED

    def interrupt(self, output: Mapping[str, Any] | None = None) -> None:
        if output is not None:
            self.output = dict(output)
        self.status = ResumeStatus.INTERRUPTED

    @property
    def finished(self) -> bool:
        return self.status == ResumeStatus.COMPLETED


@dataclass
class WriteResult:
    """Outcome of Write 1 (`start`)."""

    ok: bool
    message: Message | None = None
    error: str = ""


@dataclass
class FlushResult:
    """Outcome of Write 2 (`flush`). `ok` False means the store failed; `error` says why."""

    ok: bool
    status: str
    error: str = ""
    messages: int = 0
    searches: int = 0
    resume: int = 0
    skipped_searches: list[str] = field(default_factory=list)
    writes: int = 0
    repeated: bool = False


class StreamRecorder:
    """Buffers one request's output in memory and writes it twice: at entry and at exit."""

    def __init__(
        self,
        store: ChatStore,
        *,
        chat_id: str,
        request_id: str,
        assistant_id: str = "",
        owner: Owner | None = None,
        chat_title: str | None = None,
        create_chat: bool = True,
        store_events: bool = False,
        stack: StackFrame | None = None,
    ) -> None:
        if not chat_id:
            raise StoreError("chat_id is required")
        if not request_id:
            raise StoreError("request_id is required")
        self.store = store
        self.chat_id = chat_id
        self.request_id = request_id
        self.assistant_id = assistant_id
        self.owner = owner
        self.chat_title = chat_title
        self.create_chat = create_chat
        self.store_events = store_events
        self.stack = stack or StackFrame(_new_id(), assistant_id)
        self.writes = 0
        self.user_message_id: str | None = None
        self._messages: dict[str, Message] = {}
        self._pending_entry: list[Message] = []
        self._pending_chat: Chat | None = None
        self._steps: list[Step] = []
        self._searches: list[Search] = []
        self._flushed: FlushResult | None = None
        self._flushing: asyncio.Task[FlushResult] | None = None

    # ------------------------------------------------------------------ Write 1

    async def start(
        self,
        content: Any = None,
        *,
        message: Message | Mapping[str, Any] | None = None,
        name: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> WriteResult:
        """Write 1: save the user message (props {"content", "role": "user", "name"?} unless a full
        `message` is given) and create the chat if it is new. A store failure is logged and returned;
        the message then stays buffered and is written by `flush`. An existing chat the recorder's
        owner may not change raises StoreForbiddenError."""
        user = self._user_message(content, message, name, metadata)
        self.user_message_id = user.message_id
        chat = None
        if self.create_chat:
            owner = self.owner or Owner()
            chat = Chat(
                chat_id=self.chat_id,
                title=self.chat_title if self.chat_title is not None else _title(user),
                assistant_id=self.assistant_id or "unknown",
                created_by=owner.user_id or None,
                team_id=owner.team_id or None,
                tenant_id=owner.tenant_id or None,
            )
        try:
            saved = await self.store.write_entry(chat, [user], owner=self.owner)
        except (StoreForbiddenError, StoreConflictError):
            raise  # not a store failure: the caller may not write here, or reused an id
        except Exception as exc:  # the request goes on; Write 2 retries the user message
            log.warning("write 1 failed for chat %s request %s: %s", self.chat_id, self.request_id, exc)
            self._pending_entry = [user]
            self._pending_chat = chat
            return WriteResult(ok=False, message=user, error=str(exc))
        self.writes += 1
        return WriteResult(ok=True, message=saved[0] if saved else user)

    def _user_message(
        self,
        content: Any,
        message: Message | Mapping[str, Any] | None,
        name: str | None,
        metadata: Mapping[str, Any] | None,
    ) -> Message:
        if message is not None:
            data = message.model_dump() if isinstance(message, Message) else dict(message)
        else:
            props: dict[str, Any] = {"content": content, "role": "user"}
            if name:
                props["name"] = name
            data = {"type": "user_input", "props": props, "metadata": dict(metadata) if metadata else None}
        data.setdefault("type", "user_input")
        data["role"] = MessageRole.USER
        data["chat_id"] = self.chat_id
        data["request_id"] = self.request_id
        data["message_id"] = data.get("message_id") or _new_id()
        data["sequence"] = 0
        data["props"] = _jsonable(data.get("props") or {})
        return Message.model_validate(data)

    # ------------------------------------------------------------------ the buffer

    @property
    def messages(self) -> list[Message]:
        """The buffered assistant messages, in send order (copies)."""
        return [m.model_copy(deep=True) for m in self._messages.values()]

    @property
    def steps(self) -> list[Step]:
        return list(self._steps)

    @property
    def searches(self) -> list[Search]:
        return list(self._searches)

    def send(self, message: Message | Mapping[str, Any]) -> str:
        """Buffer a message as sent by the stream. A delta chunk (delta=true) for a known message_id
        is merged into it (delta_action append | replace | merge | set, at delta_path); a non-delta
        message with a known message_id replaces it in place. Returns the message_id ("" when the
        message is an event and events are not stored)."""
        data = message.model_dump(exclude_none=True) if isinstance(message, Message) else dict(message)
        message_id = str(data.get("message_id") or "")
        mtype = str(data.get("type") or "")
        if mtype == "event" and not self.store_events:
            return message_id
        props = data.get("props")
        if data.get("delta") and message_id in self._messages:
            action = str(data.get("delta_action") or "append")
            path = data.get("delta_path") or None
            if action == "append":
                self.append(message_id, props if path is None else _at(props, path), path)
            elif action == "merge":
                self.merge(message_id, props if path is None else _at(props, path), path)
            else:  # replace / set
                self.set(message_id, props if path is None else _at(props, path), path)
            return message_id
        if not mtype:
            raise StoreError("message type is required")
        if not message_id:
            message_id = _new_id()
        if props is not None and not isinstance(props, Mapping):
            props = {"content": props}
        try:
            record = Message(
                message_id=message_id,
                chat_id=self.chat_id,
                request_id=self.request_id,
                role=data.get("role") or MessageRole.ASSISTANT,
                type=mtype,
                props=copy.deepcopy(dict(props or {})),
                block_id=data.get("block_id") or None,
                thread_id=data.get("thread_id") or None,
                assistant_id=data.get("assistant_id") or self.assistant_id or None,
                metadata=copy.deepcopy(data.get("metadata")) or None,
            )
        except ValidationError as exc:
            raise StoreError(f"invalid message: {exc.errors()[0]['msg']}") from None
        # A known message_id keeps its place in the order (dict keys keep insertion order).
        self._messages[message_id] = record
        return message_id

    def append(self, message_id: str, delta: Any, path: str | None = None) -> bool:
        """Append to a buffered message: strings concatenate, lists extend, mappings append key by key.
        Without `path`, `delta` is a mapping applied to props. False when the message is unknown."""
        msg = self._messages.get(message_id)
        if msg is None:
            return False
        if path is None:
            if not isinstance(delta, Mapping):
                delta = {"content": delta}
            msg.props = _append(msg.props, delta)
        else:
            _put(msg.props, path, _append(_get(msg.props, path), delta))
        return True

    def replace(self, message_id: str, message: Message | Mapping[str, Any]) -> bool:
        """Replace a buffered message's content (type, props, ids, metadata), keeping its place."""
        if message_id not in self._messages:
            return False
        data = message.model_dump(exclude_none=True) if isinstance(message, Message) else dict(message)
        msg = self._messages[message_id]
        for key in _MESSAGE_FIELDS:
            if key in data and data[key] is not None:
                setattr(msg, key, copy.deepcopy(data[key]))
        return True

    def merge(self, message_id: str, data: Any, path: str | None = None) -> bool:
        """Shallow-merge a mapping into props (or into the mapping at `path`)."""
        msg = self._messages.get(message_id)
        if msg is None:
            return False
        target = msg.props if path is None else _get(msg.props, path)
        if isinstance(target, dict) and isinstance(data, Mapping):
            target.update(copy.deepcopy(dict(data)))
        elif path is not None:
            _put(msg.props, path, copy.deepcopy(data))
        elif isinstance(data, Mapping):
            msg.props = copy.deepcopy(dict(data))
        return True

    def set(self, message_id: str, value: Any, path: str | None = None) -> bool:
        """Set props (or the value at `path`)."""
        msg = self._messages.get(message_id)
        if msg is None:
            return False
        if path is None:
            msg.props = copy.deepcopy(dict(value)) if isinstance(value, Mapping) else {"content": value}
        else:
            _put(msg.props, path, copy.deepcopy(value))
        return True

    def add_search(self, search: Search) -> None:
        """Buffer a search record (see `build_search_record`); written by `flush`."""
        self._searches.append(search)

    def begin_step(
        self,
        type: StepType | str,
        input: Mapping[str, Any] | None = None,
        *,
        stack: StackFrame | None = None,
        space: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> Step:
        """Track a step (input | hook_create | llm | tool | hook_next | delegate) of `stack` (default:
        the root frame), with a snapshot of the shared space as it is now. Mark it with
        `complete` / `fail` / `interrupt`."""
        try:
            step_type = StepType(type)
        except ValueError:
            raise StoreError(f"invalid step type {type!r}") from None
        step = Step(
            type=step_type,
            stack=stack or self.stack,
            sequence=len(self._steps) + 1,
            input=copy.deepcopy(dict(input)) if input is not None else None,
            space_snapshot=copy.deepcopy(dict(space)) if space is not None else None,
            metadata=dict(metadata) if metadata else None,
        )
        self._steps.append(step)
        return step

    # ------------------------------------------------------------------ Write 2

    async def flush(
        self,
        status: str | None = None,
        *,
        error: BaseException | str | None = None,
        space: Mapping[str, Any] | None = None,
    ) -> FlushResult:
        """Write 2: every buffered message and search, plus the steps as resume records when the
        request failed or was interrupted, in one transaction. Never raises a store error: it is
        logged and returned (`ok=False`). Calling it again after success writes nothing."""
        if self._flushed is not None:
            return FlushResult(**{**self._flushed.__dict__, "repeated": True})
        if self._flushing is None or self._flushing.done():
            self._flushing = asyncio.ensure_future(self._write_exit(status, error, space))
        # Shielded: a cancellation of the caller does not stop a write that has started, and the
        # task records its own success (`_flushed`), so a later call never writes twice.
        return await asyncio.shield(self._flushing)

    async def _write_exit(
        self, status: str | None, error: BaseException | str | None, space: Mapping[str, Any] | None
    ) -> FlushResult:
        final = _final_status(status, error, self._steps)
        resume = self._resume_records(final, error, space) if final != "completed" else []
        messages = [*self._pending_entry, *self.messages]
        try:
            for m in messages:
                m.props = _jsonable(m.props)
                m.metadata = _jsonable(m.metadata) if m.metadata is not None else None
            if not messages and not self._searches and not resume:
                self._flushed = FlushResult(ok=True, status=final, writes=self.writes)
                return self._flushed
            outcome = await self.store.write_exit(
                self.chat_id, messages, self._searches, resume, chat=self._pending_chat
            )
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.error("write 2 failed for chat %s request %s: %s", self.chat_id, self.request_id, exc)
            return FlushResult(
                ok=False, status=final, error=str(exc) or type(exc).__name__, writes=self.writes
            )
        self.writes += 1
        self._pending_entry = []
        self._pending_chat = None
        for skipped in outcome.skipped_searches:
            log.warning("%s", skipped)
        self._flushed = FlushResult(
            ok=True,
            status=final,
            messages=len(outcome.messages),
            searches=len(outcome.searches),
            resume=outcome.resume,
            skipped_searches=list(outcome.skipped_searches),
            writes=self.writes,
        )
        return self._flushed

    def _resume_records(
        self, final: str, error: BaseException | str | None, space: Mapping[str, Any] | None
    ) -> list[Resume]:
        message = _error_text(error)
        records: list[Resume] = []
        for step in self._steps:
            status = step.status
            snapshot = step.space_snapshot
            step_error = step.error
            if status == ResumeStatus.RUNNING:
                status = ResumeStatus(final)
                snapshot = dict(space) if space is not None else snapshot
                step_error = step_error or message
            records.append(
                Resume(
                    chat_id=self.chat_id,
                    request_id=self.request_id,
                    assistant_id=step.stack.assistant_id or self.assistant_id or "unknown",
                    stack_id=step.stack.stack_id,
                    stack_parent_id=step.stack.parent_id,
                    stack_depth=step.stack.depth,
                    type=step.type,
                    status=status,
                    input=_jsonable(step.input) if step.input is not None else None,
                    output=_jsonable(step.output) if step.output is not None else None,
                    space_snapshot=_jsonable(snapshot) if snapshot is not None else None,
                    error=step_error,
                    sequence=step.sequence,
                    metadata=_jsonable(step.metadata) if step.metadata else None,
                )
            )
        return records

    # ------------------------------------------------------------------ context manager

    async def __aenter__(self) -> StreamRecorder:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.flush(error=exc)


def _final_status(status: str | None, error: BaseException | str | None, steps: list[Step]) -> str:
    if status:
        if status not in {"completed", "failed", "interrupted"}:
            raise StoreError(f"invalid status {status!r}; use completed, failed or interrupted")
        return status
    if isinstance(error, asyncio.CancelledError | KeyboardInterrupt | GeneratorExit):
        return "interrupted"
    if error is not None:
        return "failed"
    if any(s.status == ResumeStatus.FAILED for s in steps):
        return "failed"
    if any(s.status in (ResumeStatus.RUNNING, ResumeStatus.INTERRUPTED) for s in steps):
        return "interrupted"
    return "completed"


def _error_text(error: BaseException | str | None) -> str | None:
    if error is None:
        return None
    if isinstance(error, str):
        return error or None
    return str(error) or type(error).__name__


def _title(message: Message) -> str | None:
    content = message.props.get("content")
    if isinstance(content, list):
        content = " ".join(str(p.get("text", "")) for p in content if isinstance(p, Mapping))
    text = " ".join(str(content or "").split())
    return text[:100] or None


def _append(current: Any, delta: Any) -> Any:
    """Strings concatenate, lists extend, mappings append key by key; anything else is replaced."""
    if isinstance(current, str) and isinstance(delta, str):
        return current + delta
    if isinstance(current, list):
        return [*current, *(delta if isinstance(delta, list) else [delta])]
    if isinstance(current, dict) and isinstance(delta, Mapping):
        out = dict(current)
        for key, value in delta.items():
            out[key] = _append(out[key], value) if key in out else copy.deepcopy(value)
        return out
    return copy.deepcopy(delta)


def _get(props: dict[str, Any], path: str) -> Any:
    node: Any = props
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _put(props: dict[str, Any], path: str, value: Any) -> None:
    parts = path.split(".")
    node = props
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    node[parts[-1]] = value


def _at(props: Any, path: str) -> Any:
    """The delta value of a chunk whose props are either the value itself or nested at `path`."""
    if isinstance(props, Mapping):
        found = _get(dict(props), path)
        if found is not None:
            return found
        last = path.split(".")[-1]
        if last in props:
            return props[last]
    return props
