"""References of a request: Yao's paths (`/v1/chat/references/...`) and the design's chat-scoped paths.

Permission: the caller must be able to read the chat of the request's searches (owner, team share or
public). An unknown request has no references (`total: 0`), as in Yao, and so has a request the caller
may not read: the same answer, so it reveals nothing about other users' request ids (Yao answers 403).
An unknown index is 404; an index that is not a positive integer is 400 with Yao's message.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel
from starlette.routing import Route

from agentsearch.server.auth import Caller
from agentsearch.server.deps import CallerDep, StateDep, caller_from_header
from agentsearch.server.scope import owner_of, readable_chat, store_of
from agentsearch.server.state import ServerState
from agentsearch.store.errors import StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Search, SearchReference

__all__ = ["reference_route", "router"]

router = APIRouter(tags=["references"])

BAD_INDEX = "Invalid reference index, must be a positive integer"


class ReferenceList(BaseModel):
    request_id: str
    references: list[SearchReference]
    total: int


def parse_index(raw: str) -> int:
    text = raw.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 9 or int(text) < 1:
        raise HTTPException(400, BAD_INDEX)
    return int(text)


async def _searches(state: Any, caller: Any, request_id: str) -> list[Search]:
    try:
        searches: list[Search] = await store_of(state).get_searches(request_id, owner=owner_of(caller))
    except (StoreForbiddenError, StoreNotFoundError):
        return []
    return searches


def _find(searches: list[Search], request_id: str, index: int) -> SearchReference:
    for search in searches:
        for ref in search.references:
            if ref.index == index:
                return ref
    raise HTTPException(404, f"reference not found: request_id={request_id}, index={index}")


def _listing(request_id: str, searches: list[Search]) -> ReferenceList:
    refs = [ref for search in searches for ref in search.references]
    return ReferenceList(request_id=request_id, references=refs, total=len(refs))


@router.get("/v1/chat/references/{request_id}", response_model=ReferenceList)
async def references(request_id: str, caller: CallerDep, state: StateDep) -> ReferenceList:
    """All references of a request, in the order its searches were saved."""
    return _listing(request_id, await _searches(state, caller, request_id))


async def _reference(state: ServerState, caller: Caller, request_id: str, index: str) -> Response:
    number = parse_index(index)
    try:
        data = await store_of(state).get_reference_data(request_id, number, owner=owner_of(caller))
    except (StoreForbiddenError, StoreNotFoundError):  # the same answer: no existence oracle
        raise HTTPException(404, f"reference not found: request_id={request_id}, index={number}") from None
    return JSONResponse(data)


@router.get("/v1/chat/references/{request_id}/{index}", response_model=SearchReference)
async def reference(request_id: str, index: str, caller: CallerDep, state: StateDep) -> Response:
    """One reference by its citation id (`data-ref-id`). Served by `reference_route` (this declaration
    documents it in the OpenAPI schema and answers the same way)."""
    return await _reference(state, caller, request_id, index)


async def _reference_endpoint(request: Request) -> Response:
    state: ServerState = request.app.state.agentsearch
    caller = caller_from_header(state, request.headers.get("authorization"))
    request.state.caller = caller
    params = request.path_params
    return await _reference(state, caller, params["request_id"], params["index"])


#: The citation click as a plain Starlette route, placed before the FastAPI routes by `create_app`:
#: FastAPI's dependency solving and response validation cost more CPU than the lookup itself (two
#: indexed queries on the store's lean path). Same auth, parsing, errors and JSON as `reference`.
reference_route = Route("/v1/chat/references/{request_id}/{index}", _reference_endpoint, methods=["GET"])


async def _chat_searches(state: Any, caller: Any, chat_id: str, request_id: str) -> list[Search]:
    await readable_chat(state, caller, chat_id)
    # The chat is readable, so its searches are; searches of other chats do not count (and must not
    # answer 403 here, which would reveal that someone else's request exists).
    try:
        searches: list[Search] = await store_of(state).get_searches(request_id)
    except StoreNotFoundError:
        searches = []
    return [search for search in searches if search.chat_id == chat_id]


@router.get("/api/chat/{chat_id}/request/{request_id}/references", response_model=ReferenceList)
async def chat_references(chat_id: str, request_id: str, caller: CallerDep, state: StateDep) -> ReferenceList:
    """The design's path: the chat is checked first (404 when unknown or not the caller's)."""
    return _listing(request_id, await _chat_searches(state, caller, chat_id, request_id))


@router.get("/api/chat/{chat_id}/request/{request_id}/reference/{index}", response_model=SearchReference)
async def chat_reference(
    chat_id: str, request_id: str, index: str, caller: CallerDep, state: StateDep
) -> SearchReference:
    number = parse_index(index)
    return _find(await _chat_searches(state, caller, chat_id, request_id), request_id, number)
