"""The two writes of a request (chat-storage design: Two-Write Strategy) through `agentsearch.store`.

Write 1 at entry: the chat (when new) and the user message. Write 2 at exit, always: the buffered
messages, one search record per search batch, and the resume records when the request failed or was
interrupted — one transaction each (`ChatStore.write_entry` / `write_exit`).
"""

from __future__ import annotations

import logging
from typing import Any

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.messages import last_user_text
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.state import FrameResult, RequestState
from agentsearch.agent.util import jsonable, one_line
from agentsearch.config import Config
from agentsearch.ids import random_hex
from agentsearch.references import build_reference_context

__all__ = ["HISTORY_LIMIT", "load_history", "stamp_citations", "write_entry", "write_exit"]

#: Stored messages of a chat given to the model as history (the most recent ones).
HISTORY_LIMIT = 20

_log = logging.getLogger("agentsearch.agent")


async def load_history(store: Any, chat_id: str) -> list[dict[str, Any]]:
    """The chat's earlier turns as chat messages: user inputs and assistant texts (tool results,
    loading, retrieval and other output types are not conversation). A read, not a write."""
    from agentsearch.store import StoreError

    try:
        stored = await store.get_messages(chat_id)
    except StoreError:
        return []
    history: list[dict[str, Any]] = []
    for message in stored:
        props = message.props or {}
        if message.type == "user_input":
            history.append({"role": "user", "content": props.get("content", "")})
        elif message.type == "text" and not (message.metadata or {}).get("is_tool_result"):
            content = str(props.get("content", ""))
            if history and history[-1]["role"] == "assistant":
                history[-1]["content"] += content
            else:
                history.append({"role": "assistant", "content": content})
    return history[-HISTORY_LIMIT:]


async def write_entry(
    store: Any,
    request: RequestState,
    spec: AssistantSpec,
    messages: list[dict[str, Any]],
    options: StreamOptions,
) -> None:
    """Write 1: the chat (when new) and the user message. A failure here fails loudly: nothing ran."""
    from agentsearch.store.records import Chat, Message

    user = next((m for m in reversed(messages) if m.get("role") == "user"), None)
    stored: list[Message] = []
    if user is not None:
        props: dict[str, Any] = {"content": jsonable(user.get("content")), "role": "user"}
        if user.get("name"):
            props["name"] = user["name"]
        stored.append(
            Message(
                message_id="msg_" + random_hex(10),
                chat_id=request.chat_id,
                request_id=request.request_id,
                role="user",
                type="user_input",
                props=props,
                assistant_id=spec.id,
            )
        )
    auth = options.auth
    title = last_user_text(messages)[:100] or None
    chat = Chat(
        chat_id=request.chat_id,
        title=title,
        assistant_id=spec.id,
        created_by=auth.user_id if auth and auth.user_id else None,
        updated_by=auth.user_id if auth and auth.user_id else None,
        team_id=auth.team_id if auth and auth.team_id else None,
        tenant_id=auth.tenant_id if auth and auth.tenant_id else None,
    )
    await store.write_entry(chat, stored, marker=_crash_marker(request, spec, messages))


def _crash_marker(request: RequestState, spec: AssistantSpec, messages: list[dict[str, Any]]) -> Any:
    """The request's root `input` step as a `running` resume record, written with Write 1 and deleted
    by Write 2: if the process dies in between, it is the resume point (`store._crash`)."""
    from agentsearch.store._crash import marker_id, process_stamp
    from agentsearch.store.records import Resume

    return Resume(
        resume_id=marker_id(request.request_id),
        chat_id=request.chat_id,
        request_id=request.request_id,
        assistant_id=spec.id,
        stack_id="stk_" + request.request_id[-40:],
        stack_depth=0,
        type="input",
        status="running",
        input={"messages": jsonable(messages)},
        sequence=0,
        metadata={
            "citation_counter": 0,
            "locale": request.locale,
            "options": jsonable(request.options.model_dump(exclude={"auth"})),
            "process": process_stamp(),
        },
    )


async def _superseded(store: Any, request: RequestState, messages: list[Any], status: str) -> list[str]:
    """Ids of assistant messages an earlier, interrupted run of this request stored and this run sends
    again (a resume re-sends the whole answer), and its error once this run completed: they are deleted
    once the new ones are written, so the history shows the resumed answer once, not the partial one
    beside it. A new request has none."""
    from agentsearch.store.records import MessageFilter

    kinds = {message.type for message in messages if message.role == "assistant"}
    if kinds and status == "completed":
        kinds.add("error")
    if not kinds:
        return []
    earlier = await store.get_messages(
        request.chat_id, MessageFilter(request_id=request.request_id, role="assistant")
    )
    fresh = {message.message_id for message in messages}
    return [m.message_id for m in earlier if m.type in kinds and m.message_id not in fresh]


def stamp_citations(request: RequestState, result: FrameResult) -> None:
    """Keep what the answer used with the answer: the reference ids given to the model, the ids it
    cited and the ones it cited that do not exist, on the metadata of the answer's last text message
    (stored at Write 2, returned with the chat's messages)."""
    answer = next(
        (
            held
            for held in reversed(list(request.buffer.values()))
            if held.type == "text" and not held.metadata.get("is_tool_result")
        ),
        None,
    )
    if answer is None or not (result.references or result.cited or result.unknown):
        return
    answer.metadata.update(
        reference_ids=[ref.id for ref in result.references],
        cited=list(result.cited),
        unknown_citations=list(result.unknown),
        citation_warnings=list(result.citation_warnings),
    )


async def write_exit(store: Any, request: RequestState, status: str) -> bool:
    """Write 2: buffered messages, search records and (on failure/interrupt) resume records.

    A store failure here is logged and returns False; the user already has the answer."""
    if store is None:
        return False
    try:
        from agentsearch.store.records import Message, Resume
        from agentsearch.store.search_record import build_search_record

        messages = [
            Message(
                message_id=held.message_id,
                chat_id=request.chat_id,
                request_id=request.request_id,
                role=held.role,
                type=held.type,
                props=jsonable(held.props),
                block_id=held.block_id or None,
                thread_id=held.thread_id or None,
                assistant_id=held.assistant_id or None,
                metadata=jsonable(held.metadata) or None,
            )
            for held in request.buffer.values()
        ]
        searches = []
        for run in request.searches:
            ref_ctx = build_reference_context(run.results, run.config or Config())
            searches.append(
                build_search_record(
                    request.request_id,
                    request.chat_id,
                    run.query,
                    run.source,
                    run.results,
                    ref_ctx,
                    run.config,
                    [k.k for k in run.keywords],
                    run.duration_ms,
                    uses=run.uses,
                )
            )
        resume: list[Any] = []
        if status != "completed":
            for sequence, step in enumerate(request.steps, 1):
                if step.status not in ("failed", "interrupted"):
                    continue
                resume.append(
                    Resume(
                        chat_id=request.chat_id,
                        request_id=request.request_id,
                        assistant_id=step.assistant_id,
                        stack_id=step.stack_id,
                        stack_parent_id=step.stack_parent_id or None,
                        stack_depth=step.stack_depth,
                        type=step.type,
                        status=step.status,
                        # a hook may put anything in the space; it must not cost the request its Write 2
                        input=jsonable(step.input),
                        output=jsonable(step.output),
                        space_snapshot=jsonable(step.space_snapshot) or None,
                        error=step.error or None,
                        sequence=sequence,
                        metadata={
                            "citation_counter": request.citations.current,
                            "locale": request.locale,
                            "options": jsonable(request.options.model_dump(exclude={"auth"})),
                        },
                    )
                )
        superseded = await _superseded(store, request, messages, status)
        outcome = await store.write_exit(
            request.chat_id, messages, searches, resume, finished_request=request.request_id
        )
        for note in getattr(outcome, "skipped_searches", []) or []:
            _log.warning("%s", note)
        if superseded:
            await store.delete_messages(request.chat_id, superseded)
    except Exception as exc:  # the answer is already out; never fail the request here
        _log.error("Write 2 failed for request %s: %s", request.request_id, one_line(exc))
        return False
    return True
