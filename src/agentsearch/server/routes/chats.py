"""Chats of the caller: list (paginated, filtered), one chat, its messages, delete (cascade)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Query, Response
from pydantic import BaseModel

from agentsearch.server.deps import CallerDep, StateDep
from agentsearch.server.scope import owner_of, readable_chat, store_of
from agentsearch.store.errors import StoreForbiddenError, StoreNotFoundError
from agentsearch.store.records import Chat, ChatFilter, ChatList, Message, MessageFilter

__all__ = ["router"]

router = APIRouter(tags=["chats"])


class MessageList(BaseModel):
    chat_id: str
    data: list[Message]


class ResumePoint(BaseModel):
    chat_id: str
    request_id: str
    status: str
    step: str


@router.get("/v1/chats", response_model=ChatList)
async def list_chats(
    caller: CallerDep,
    state: StateDep,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    pagesize: Annotated[int, Query(ge=1, le=100)] = 20,
    assistant_id: Annotated[str, Query(max_length=200)] = "",
    status: Literal["", "active", "archived"] = "",
    keywords: Annotated[str, Query(max_length=200)] = "",
) -> ChatList:
    """The chats the caller may read (own, shared with the team, public), newest activity first."""
    flt = ChatFilter(
        page=page, pagesize=pagesize, assistant_id=assistant_id, status=status, keywords=keywords
    )
    result: ChatList = await store_of(state).list_chats(flt, owner=owner_of(caller))
    return result


@router.get("/v1/chats/{chat_id}", response_model=Chat)
async def get_chat(chat_id: str, caller: CallerDep, state: StateDep) -> Chat:
    return await readable_chat(state, caller, chat_id)


@router.get("/v1/chats/{chat_id}/messages", response_model=MessageList)
async def get_messages(
    chat_id: str,
    caller: CallerDep,
    state: StateDep,
    request_id: Annotated[str, Query(max_length=64)] = "",
    role: Literal["", "user", "assistant"] = "",
    type: Annotated[str, Query(max_length=50)] = "",
    limit: Annotated[int, Query(ge=0, le=10_000)] = 0,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> MessageList:
    """The stored messages of a chat in order (final content; each carries its `request_id`)."""
    await readable_chat(state, caller, chat_id)
    flt = MessageFilter(request_id=request_id, role=role, type=type, limit=limit, offset=offset)
    messages: list[Message] = await store_of(state).get_messages(chat_id, flt, owner=owner_of(caller))
    return MessageList(chat_id=chat_id, data=messages)


@router.delete("/v1/chats/{chat_id}", status_code=204, response_class=Response)
async def delete_chat(chat_id: str, caller: CallerDep, state: StateDep) -> Response:
    """Delete a chat with its messages, resume records and searches (its references stop resolving)."""
    await readable_chat(state, caller, chat_id)
    try:
        await store_of(state).delete_chat(chat_id, owner=owner_of(caller))
    except StoreNotFoundError:
        return Response(status_code=404)
    except StoreForbiddenError:
        raise HTTPException(403, f"Forbidden: no permission to delete chat {chat_id}") from None
    return Response(status_code=204)


@router.get("/v1/chats/{chat_id}/resume", response_model=ResumePoint)
async def get_resume_point(chat_id: str, caller: CallerDep, state: StateDep) -> ResumePoint:
    """The request `POST /v1/chats/{chat_id}/resume` would continue (404 when there is none), so a
    client can offer "Resume" on a reloaded chat."""
    await readable_chat(state, caller, chat_id)
    point = await store_of(state).get_last_resume(chat_id)
    if point is None:
        raise HTTPException(404, f"nothing to resume in chat {chat_id}")
    return ResumePoint(chat_id=chat_id, request_id=point.request_id, status=point.status, step=point.type)


@router.delete("/v1/chats/{chat_id}/requests/{request_id}", status_code=204, response_class=Response)
async def delete_request(chat_id: str, request_id: str, caller: CallerDep, state: StateDep) -> Response:
    """Delete one request's messages (question and answer) from the chat's history, e.g. before asking
    it again ("regenerate"), so the history holds the new answer only. The chat's creator only."""
    chat = await readable_chat(state, caller, chat_id)
    if chat.created_by != caller.user_id:
        raise HTTPException(403, f"Forbidden: chat {chat_id} is shared read-only")
    store = store_of(state)
    messages: list[Message] = await store.get_messages(chat_id, MessageFilter(request_id=request_id))
    if not messages:
        raise HTTPException(404, f"request not found in chat {chat_id}: {request_id}")
    await store.delete_messages(chat_id, [m.message_id for m in messages])
    return Response(status_code=204)
