"""From a caller to the store's owner scope, and the 404-versus-403 decision for one chat."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException

from agentsearch.server.auth import Caller
from agentsearch.server.state import ServerState
from agentsearch.store.records import Chat, Owner

__all__ = ["owner_of", "readable_chat", "store_of"]


def owner_of(caller: Caller) -> Owner:
    return Owner(user_id=caller.user_id, team_id=caller.team_id)


def store_of(state: ServerState) -> Any:
    if state.store is None:
        raise HTTPException(503, "no chat store is configured")
    return state.store


async def readable_chat(state: ServerState, caller: Caller, chat_id: str) -> Chat:
    """The chat if the caller may read it; 404 otherwise — the same answer whether it does not exist or
    is someone else's, so the status is no oracle for other users' chat ids."""
    store = store_of(state)
    chat: Chat | None = await store.get_chat(chat_id, owner=owner_of(caller))
    if chat is not None:
        return chat
    raise HTTPException(404, f"chat not found: {chat_id}")
