"""References of a request: Yao's paths (`/v1/chat/references/...`) and the design's chat-scoped paths.

Permission: the caller must be able to read the chat of the request's searches (owner, team share or
public); otherwise 403. An unknown request has no references (`total: 0`), as in Yao; an unknown index is
404; an index that is not a positive integer is 400 with Yao's message.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from agentsearch.server.deps import CallerDep, StateDep
from agentsearch.server.scope import owner_of, readable_chat, store_of
from agentsearch.store.errors import StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Search, SearchReference

__all__ = ["router"]

router = APIRouter(tags=["references"])

FORBIDDEN = "Forbidden: No permission to access these references"
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
    except StoreForbiddenError:
        raise HTTPException(403, FORBIDDEN) from None
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


@router.get("/v1/chat/references/{request_id}/{index}", response_model=SearchReference)
async def reference(request_id: str, index: str, caller: CallerDep, state: StateDep) -> SearchReference:
    """One reference by its citation id (`data-ref-id`)."""
    number = parse_index(index)
    return _find(await _searches(state, caller, request_id), request_id, number)


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
    """The design's path: the chat is checked first (404 unknown, 403 not yours)."""
    return _listing(request_id, await _chat_searches(state, caller, chat_id, request_id))


@router.get("/api/chat/{chat_id}/request/{request_id}/reference/{index}", response_model=SearchReference)
async def chat_reference(
    chat_id: str, request_id: str, index: str, caller: CallerDep, state: StateDep
) -> SearchReference:
    number = parse_index(index)
    return _find(await _chat_searches(state, caller, chat_id, request_id), request_id, number)
