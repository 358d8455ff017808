"""`POST /v1/chat/events` and `POST /v1/chats/{chat_id}/resume`: a run's events as SSE.

The server chooses the request id (a client cannot attach its searches to someone else's request),
fills the caller's identity into the run's options (DB row scoping, KB collection auth, chat owner),
and checks a given chat_id against the caller before anything runs.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from fastapi import APIRouter, HTTPException
from fastapi.exceptions import RequestValidationError
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Match, Route
from starlette.types import Message, Receive, Scope, Send

from agentsearch.ids import random_hex
from agentsearch.server.access import check_data_sources
from agentsearch.server.auth import Caller
from agentsearch.server.deps import CallerDep, StateDep, caller_from_header
from agentsearch.server.runs import known_assistant, open_resume, open_run
from agentsearch.server.scope import owner_of, store_of
from agentsearch.server.state import ServerState
from agentsearch.server.streaming import EventStream, relay, start_frame

__all__ = ["events_route", "options_for", "router", "writable_chat"]

router = APIRouter(tags=["chat"])

MAX_MESSAGES = 100
MAX_CONTENT_CHARS = 32_000
ID_PATTERN = r"^[A-Za-z0-9_.:\-]+$"
_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


class ChatMessageIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    role: Literal["user", "assistant", "system"]
    content: str | list[dict[str, Any]] = Field(max_length=MAX_CONTENT_CHARS)
    name: str | None = Field(default=None, max_length=200)


class CompletionBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    assistant_id: str = Field(min_length=1, max_length=200, pattern=ID_PATTERN)
    chat_id: str | None = Field(default=None, min_length=1, max_length=64, pattern=ID_PATTERN)
    messages: list[ChatMessageIn] = Field(min_length=1, max_length=MAX_MESSAGES)
    options: dict[str, Any] | None = None
    locale: str = Field(default="en", max_length=16, pattern=r"^[A-Za-z_\-]*$")


class ResumeBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    options: dict[str, Any] | None = None
    locale: str = Field(default="en", max_length=16, pattern=r"^[A-Za-z_\-]*$")


def options_for(raw: dict[str, Any] | None, **fixed: Any) -> Any:
    """The client's options validated as StreamOptions, with the server-owned fields overwritten."""
    from agentsearch.agent.options import StreamOptions

    data = {k: v for k, v in (raw or {}).items() if k not in ("auth", "request_id", "chat_id")}
    try:
        return StreamOptions.model_validate({**data, **fixed})
    except ValidationError as exc:
        raise RequestValidationError(
            [{**error, "loc": ("body", "options", *error.get("loc", ()))} for error in exc.errors()]
        ) from None


async def writable_chat(state: ServerState, caller: Caller, chat_id: str) -> bool:
    """True when the chat exists and the caller may write to it (its creator); 403 for one shared with
    the caller's team (readable, not writable: the runtime's Write 1 does not check the owner, so this
    is where a shared chat is kept read-only); 404 for someone else's chat, the answer an unknown chat
    gets on every path that needs an existing chat (a status that told "exists" would be an oracle)."""
    store = store_of(state)
    chat = await store.get_chat(chat_id, owner=owner_of(caller))
    if chat is not None:
        if chat.created_by != caller.user_id:
            raise HTTPException(403, f"Forbidden: chat {chat_id} is shared read-only")
        return True
    if await store.get_chat(chat_id, owner=None) is not None:
        raise HTTPException(404, f"chat not found: {chat_id}")
    return False


@router.post(
    "/v1/chat/events",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": "The run's events (SSE)."}},
)
async def completions(body: CompletionBody, caller: CallerDep, state: StateDep) -> StreamingResponse:
    """Run an assistant on the messages and stream its events: start, message (loading / text deltas /
    retrieval / error ...), trace, and end (with the stored request_id)."""
    return await _stream(state, caller, body)


async def _stream(state: ServerState, caller: Caller, body: CompletionBody) -> StreamingResponse:
    if not known_assistant(state, body.assistant_id):
        raise HTTPException(404, f"assistant not found: {body.assistant_id}")
    if body.chat_id:
        await writable_chat(state, caller, body.chat_id)
    chat_id = body.chat_id or "chat_" + random_hex()  # a fresh id needs no ownership check
    request_id = "req_" + random_hex()
    options = options_for(
        body.options, chat_id=chat_id, request_id=request_id, locale=body.locale, auth=caller.auth()
    )
    messages = [message.model_dump(exclude_none=True) for message in body.messages]
    check_data_sources(messages, caller, state.config, state.app_dir)
    events = open_run(state, caller, body.assistant_id, messages, options)
    start = start_frame({"request_id": request_id, "chat_id": chat_id, "assistant_id": body.assistant_id})
    return EventStream(relay(state, events, skip_start=True), first=start, headers=_SSE_HEADERS)


# ------------------------------------------------------------------ the same, without FastAPI's DI

_DECLARED = "agentsearch.declared_route"


def _json_body(request: Request, body: bytes) -> bool:
    content_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    return bool(body) and (content_type == "application/json" or content_type.endswith("+json"))


async def _events_endpoint(request: Request) -> Response:
    """`completions` for a well-formed request from a known key, without FastAPI's routing and
    dependency solving (more CPU than everything else before the start event). Anything else — no or
    a bad key, not JSON, an invalid body — goes to the declared route, which answers as documented."""
    state: ServerState = request.app.state.agentsearch
    raw = await request.body()
    try:
        caller: Caller | None = caller_from_header(state, request.headers.get("authorization"))
    except HTTPException:
        caller = None  # the declared route gives the documented 401
    body = None
    if caller is not None and _json_body(request, raw):
        try:
            body = CompletionBody.model_validate_json(raw)
        except ValidationError:
            body = None
    if body is None or caller is None:
        return _Declared(raw)
    request.state.caller = caller
    return await _stream(state, caller, body)


class _Declared(Response):
    """Hands the request, its body replayed, to the FastAPI route declared for the same path."""

    def __init__(self, body: bytes) -> None:
        self.raw = body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": self.raw, "more_body": False}

        scope[_DECLARED] = True
        await scope["app"].router(scope, replay, send)


class _EventsRoute(Route):
    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope.get(_DECLARED):
            return Match.NONE, {}
        return super().matches(scope)


#: `POST /v1/chat/events` as a plain Starlette route, placed before the FastAPI routes by `create_app`
#: (the FastAPI declaration documents it in the OpenAPI schema and answers every malformed request).
events_route = _EventsRoute("/v1/chat/events", _events_endpoint, methods=["POST"])


@router.post(
    "/v1/chats/{chat_id}/resume",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": "The resumed run's events (SSE)."}},
)
async def resume(
    chat_id: str, caller: CallerDep, state: StateDep, body: ResumeBody | None = None
) -> StreamingResponse:
    """Continue the chat's last interrupted or failed request from its resume point."""
    if not re.fullmatch(ID_PATTERN, chat_id) or not await writable_chat(state, caller, chat_id):
        raise HTTPException(404, f"chat not found: {chat_id}")
    body = body or ResumeBody()
    request_id = "req_" + random_hex()
    options = options_for(
        body.options, chat_id=chat_id, request_id=request_id, locale=body.locale, auth=caller.auth()
    )
    events = await open_resume(state, caller, chat_id, options)
    if events is None:
        raise HTTPException(409, f"nothing to resume in chat {chat_id}")
    return StreamingResponse(relay(state, events), media_type="text/event-stream", headers=_SSE_HEADERS)
