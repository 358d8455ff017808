"""OpenAI-compatible chat: `POST /v1/chat/completions` and `GET /v1/models` (model = assistant id).

Any OpenAI client works with `base_url=<server>/v1` and an agentsearch API key as its `api_key`.
Streaming sends `chat.completion.chunk` events and ends with `data: [DONE]`; citations arrive as
markdown footnotes linking the references API, and the final chunk (or the completion) carries the
structured `references` and an `agentsearch` field with the request and chat ids.

Conversations (which chat a request continues), in order:
1. header `X-Agentsearch-Chat-Id: <id>`: that chat (created when new; someone else's is refused);
2. else the `user` field: one chat per (API key user, model, `user` value);
3. else a new chat per request.
The chat id is returned in the `X-Agentsearch-Chat-Id` response header. A request whose messages
hold no assistant turn continues the stored history of its chat; a client that resends the whole
conversation (as OpenAI clients do) is answered from what it sent.

Errors use OpenAI's shape `{"error": {"message", "type", "param", "code"}}`; the route authenticates
and validates by itself so that even a missing key or a malformed body gets that shape.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any, Literal

from fastapi import APIRouter, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agentsearch.errors import ConfigError
from agentsearch.ids import random_hex
from agentsearch.server.auth import Caller
from agentsearch.server.deps import StateDep
from agentsearch.server.openai_turn import Turn, collect, stream
from agentsearch.server.routes.chat import (
    ID_PATTERN,
    MAX_CONTENT_CHARS,
    MAX_MESSAGES,
    options_for,
    writable_chat,
)
from agentsearch.server.routes.meta import list_assistants
from agentsearch.server.runs import known_assistant, open_run
from agentsearch.server.state import ServerState
from agentsearch.tools import parameters_schema_of

__all__ = ["CHAT_HEADER", "router"]

router = APIRouter(tags=["openai"])

CHAT_HEADER = "X-Agentsearch-Chat-Id"
REQUEST_HEADER = "X-Agentsearch-Request-Id"
_SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
#: Chat Completions parameters handed to the assistant's LLM connector as they are.
_LLM_PARAMETERS = (
    "temperature",
    "top_p",
    "max_tokens",
    "max_completion_tokens",
    "stop",
    "seed",
    "presence_penalty",
    "frequency_penalty",
)


class OpenAIError(Exception):
    def __init__(
        self, status: int, message: str, type_: str, param: str | None = None, code: str | None = None
    ):
        super().__init__(message)
        self.status, self.type, self.param, self.code = status, type_, param, code

    def response(self) -> JSONResponse:
        from agentsearch.server.openai_format import error_body

        return JSONResponse(
            status_code=self.status,
            content=error_body(str(self), self.type, param=self.param, code=self.code),
        )


class ContentPart(BaseModel):
    model_config = ConfigDict(extra="allow")

    type: str
    text: str | None = None


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")

    role: Literal["system", "developer", "user", "assistant"]
    content: str | list[ContentPart] | None = None
    name: str | None = Field(default=None, max_length=200)


class StreamOptionsIn(BaseModel):
    model_config = ConfigDict(extra="allow")

    include_usage: bool = False


class ChatCompletionRequest(BaseModel):
    """The Chat Completions request. Parameters agentsearch does not use (tools, logprobs, …) are
    accepted and ignored, as OpenAI-compatible servers do; `n` above 1 is refused."""

    model_config = ConfigDict(extra="allow")

    model: str = Field(min_length=1, max_length=200, pattern=ID_PATTERN, description="An assistant id.")
    messages: list[ChatMessage] = Field(min_length=1, max_length=MAX_MESSAGES)
    stream: bool = False
    stream_options: StreamOptionsIn | None = None
    user: str | None = Field(default=None, max_length=256, description="Continues this user's chat.")
    n: int | None = Field(default=None, ge=1, le=1)
    temperature: float | None = Field(default=None, ge=0, le=2)
    top_p: float | None = Field(default=None, ge=0, le=1)
    max_tokens: int | None = Field(default=None, ge=1)
    max_completion_tokens: int | None = Field(default=None, ge=1)
    stop: str | list[str] | None = None
    seed: int | None = None
    presence_penalty: float | None = Field(default=None, ge=-2, le=2)
    frequency_penalty: float | None = Field(default=None, ge=-2, le=2)


def _caller(request: Request, state: ServerState) -> Caller:
    header = request.headers.get("authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise OpenAIError(
            401,
            "missing API key: send `Authorization: Bearer <key>`",
            "invalid_request_error",
            code="invalid_api_key",
        )
    caller = state.keys.lookup(key.strip())
    if caller is None:
        raise OpenAIError(401, "invalid API key", "invalid_request_error", code="invalid_api_key")
    request.state.caller = caller
    return caller


async def _body(request: Request) -> ChatCompletionRequest:
    raw = await request.body()
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise OpenAIError(400, f"invalid JSON body: {exc}", "invalid_request_error") from None
    try:
        return ChatCompletionRequest.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        param = ".".join(str(part) for part in first["loc"]) or None
        message = "unknown key" if first["type"] == "extra_forbidden" else str(first["msg"])
        raise OpenAIError(
            400, f"{param}: {message}" if param else message, "invalid_request_error", param=param
        ) from None


def _text(content: str | list[ContentPart] | None, position: int) -> str:
    if content is None or isinstance(content, str):
        return content or ""
    texts = []
    for part in content:
        if part.type != "text":
            raise OpenAIError(
                400,
                f"content part type {part.type!r} is not supported (only text)",
                "invalid_request_error",
                param=f"messages.{position}.content",
            )
        texts.append(part.text or "")
    return "\n".join(texts)


def _messages(body: ChatCompletionRequest) -> list[dict[str, Any]]:
    messages = []
    for position, message in enumerate(body.messages):
        text = _text(message.content, position)
        if len(text) > MAX_CONTENT_CHARS:
            raise OpenAIError(
                400,
                f"message is longer than {MAX_CONTENT_CHARS} characters",
                "invalid_request_error",
                param=f"messages.{position}.content",
            )
        role = "system" if message.role == "developer" else message.role
        entry: dict[str, Any] = {"role": role, "content": text}
        if message.name:
            entry["name"] = message.name
        messages.append(entry)
    if not any(message["role"] == "user" for message in messages):
        raise OpenAIError(
            400, "messages must contain a user message", "invalid_request_error", param="messages"
        )
    return messages


async def _chat_id(state: ServerState, caller: Caller, request: Request, body: ChatCompletionRequest) -> str:
    """The conversation rule of the module docstring."""
    given = request.headers.get(CHAT_HEADER, "").strip()
    if given:
        if len(given) > 64 or not re.fullmatch(ID_PATTERN, given):
            raise OpenAIError(
                400,
                f"{CHAT_HEADER}: expected 1-64 letters, digits, _ . : -",
                "invalid_request_error",
                param=CHAT_HEADER,
            )
        chat_id = given
    elif body.user:
        digest = hashlib.sha256(f"{caller.user_id}\n{body.model}\n{body.user}".encode()).hexdigest()
        chat_id = "oai_" + digest[:32]
    else:
        return "chat_" + random_hex()
    try:
        await writable_chat(state, caller, chat_id)
    except HTTPException as exc:
        raise OpenAIError(
            exc.status_code,
            str(exc.detail),
            "invalid_request_error",
            param=CHAT_HEADER,
            code="chat_not_writable",
        ) from None
    return chat_id


@router.get("/v1/models")
async def models(request: Request, state: StateDep) -> Response:
    """The assistants of the app, as OpenAI models."""
    try:
        _caller(request, state)
    except OpenAIError as exc:
        return exc.response()
    data = [
        {
            "id": info.assistant_id,
            "object": "model",
            "created": 0,
            "owned_by": "agentsearch",
            "name": info.name,
        }
        for info in list_assistants(state.app_dir)
    ]
    return JSONResponse({"object": "list", "data": data})


@router.post(
    "/v1/chat/completions",
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": parameters_schema_of(ChatCompletionRequest)}},
        }
    },
    responses={200: {"content": {"application/json": {}, "text/event-stream": {}}}},
)
async def chat_completions(request: Request, state: StateDep) -> Response:
    """Run the assistant named by `model` on the messages, the OpenAI way (stream or not)."""
    try:
        caller = _caller(request, state)
        body = await _body(request)
        try:
            known = known_assistant(state, body.model)
        except ConfigError as exc:
            raise OpenAIError(500, f"server configuration error: {exc}", "server_error") from None
        if not known:
            raise OpenAIError(
                404,
                f"The model `{body.model}` does not exist",
                "invalid_request_error",
                param="model",
                code="model_not_found",
            )
        messages = _messages(body)
        chat_id = await _chat_id(state, caller, request, body)
        request_id = "req_" + random_hex()
        llm = {name: getattr(body, name) for name in _LLM_PARAMETERS if getattr(body, name) is not None}
        try:
            options = options_for(
                {"llm": llm} if llm else None, chat_id=chat_id, request_id=request_id, auth=caller.auth()
            )
        except RequestValidationError:
            raise OpenAIError(400, "invalid parameters", "invalid_request_error") from None
    except OpenAIError as exc:
        return exc.response()
    turn = Turn(
        model=body.model,
        request_id=request_id,
        chat_id=chat_id,
        base_url=str(request.base_url),
        include_usage=bool(body.stream_options and body.stream_options.include_usage),
        prompt_text="\n".join(message["content"] for message in messages),
    )
    events = open_run(state, caller, body.model, messages, options)
    headers = {CHAT_HEADER: chat_id, REQUEST_HEADER: request_id}
    if body.stream:
        return StreamingResponse(
            stream(state, events, turn), media_type="text/event-stream", headers={**_SSE_HEADERS, **headers}
        )
    status, payload = await collect(state, events, turn)
    return JSONResponse(payload, status_code=status, headers=headers)
