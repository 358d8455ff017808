"""👍/👎 on an answer or one of its sources (the chat-storage design's source feedback).

The caller must be able to read the chat; each caller has their own rating of each target, and only
their own ratings are listed. A source is named by its citation id (`source_id`, the `[n]` of the
answer), which must be one of the request's stored references.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ConfigDict, Field

from agentsearch.server.deps import CallerDep, StateDep
from agentsearch.server.routes.chat import ID_PATTERN
from agentsearch.server.scope import owner_of, readable_chat, store_of
from agentsearch.store.records import Feedback

__all__ = ["router"]

router = APIRouter(tags=["feedback"])


class FeedbackIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    request_id: str = Field(min_length=1, max_length=64, pattern=ID_PATTERN)
    target: Literal["answer", "source"] = "answer"
    source_id: str = Field(default="", max_length=64, pattern=r"^[0-9]*$")
    rating: Literal["up", "down"] | None = Field(description="null clears the caller's rating.")
    comment: str = Field(default="", max_length=2000)


class FeedbackList(BaseModel):
    chat_id: str
    data: list[Feedback]


@router.put(
    "/v1/chats/{chat_id}/feedback",
    response_model=Feedback,
    responses={204: {"description": "The rating was cleared (`rating: null`)."}},
)
async def put_feedback(
    chat_id: str, body: FeedbackIn, caller: CallerDep, state: StateDep
) -> Feedback | Response:
    """Rate the answer of a request, or one of its sources; rating again replaces the caller's rating."""
    await readable_chat(state, caller, chat_id)
    if body.target == "source" and not body.source_id:
        raise RequestValidationError(
            [{"loc": ("body", "source_id"), "msg": "a source rating needs source_id", "type": "missing"}]
        )
    record = Feedback(
        chat_id=chat_id,
        request_id=body.request_id,
        target=body.target,
        source_id=body.source_id if body.target == "source" else "",
        rating=body.rating or "up",
        comment=body.comment or None,
    )
    store = store_of(state)
    if body.rating is None:
        await store.clear_feedback(record, owner=owner_of(caller))
        return Response(status_code=204)
    stored: Feedback = await store.set_feedback(record, owner=owner_of(caller))
    return stored


@router.get("/v1/chats/{chat_id}/feedback", response_model=FeedbackList)
async def get_feedback(
    chat_id: str,
    caller: CallerDep,
    state: StateDep,
    request_id: Annotated[str, Query(max_length=64)] = "",
) -> FeedbackList:
    """The caller's ratings in the chat (of one request when `request_id` is given)."""
    await readable_chat(state, caller, chat_id)
    data: list[Feedback] = await store_of(state).list_feedback(
        chat_id, request_id=request_id, owner=owner_of(caller)
    )
    return FeedbackList(chat_id=chat_id, data=data)
