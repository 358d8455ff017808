"""`POST /v1/search`: the Searcher directly, with the caller's identity for row scoping and KB auth."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from fastapi import APIRouter
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ConfigDict, Field

from agentsearch.context import SearchContext
from agentsearch.references import build_reference_context
from agentsearch.searcher import Searcher
from agentsearch.server.access import MAX_DB_QUERY_CHARS, allowed_request, declared_models
from agentsearch.server.deps import CallerDep, StateDep
from agentsearch.server.runs import mcp_caller
from agentsearch.types import Reference, Request, Result, SearchType

__all__ = ["router"]

router = APIRouter(tags=["search"])

MAX_REQUESTS = 16
MAX_QUERY_CHARS = 4000


class SearchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    requests: list[Request] = Field(min_length=1, max_length=MAX_REQUESTS)
    mode: Literal["all", "any", "race"] = "all"
    locale: str = Field(default="en", max_length=16)


class SearchResponse(BaseModel):
    request_id: str
    mode: str
    results: list[Result | None]
    references: list[Reference]
    xml: str
    prompt: str


@router.post("/v1/search", response_model=SearchResponse)
async def search(body: SearchBody, caller: CallerDep, state: StateDep) -> dict[str, Any]:
    """Run search requests (`all` waits for every one; `any` stops at the first with items; `race` at
    the first to finish) and build the numbered references. Client-sent `auth` is replaced by the
    caller's own identity: nobody can search as someone else."""
    for position, request in enumerate(body.requests):
        cap = MAX_DB_QUERY_CHARS if request.type == SearchType.DB else MAX_QUERY_CHARS
        if len(request.query) > cap:
            raise RequestValidationError(
                [
                    {
                        "loc": ("body", "requests", position, "query"),
                        "msg": f"query is longer than {cap} characters",
                        "type": "string_too_long",
                    }
                ]
            )
    auth = caller.auth()
    declared = (
        declared_models(state.app_dir, state.config)
        if any(r.type == SearchType.DB for r in body.requests)
        else frozenset()
    )
    requests = [
        allowed_request(request, caller, state.config, declared).model_copy(update={"auth": auth})
        for request in body.requests
    ]
    context = SearchContext(
        config=state.config,
        uses=state.uses,
        auth=auth,
        request_id=uuid.uuid4().hex,
        app_dir=state.app_dir,
        locale=body.locale,
        mcp=mcp_caller(state),
    )
    searcher = Searcher(context=context, registry=state.registry)
    results = await searcher.run(requests, body.mode)
    refctx = build_reference_context(results, context.config)
    return {
        "request_id": context.request_id,
        "mode": body.mode,
        "results": results,
        "references": refctx.references,
        "xml": refctx.xml,
        "prompt": refctx.prompt,
    }
