"""Request dependencies: the authenticated caller (401 without a valid bearer key)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from agentsearch.server.auth import Caller
from agentsearch.server.state import ServerState, get_state

__all__ = ["CallerDep", "StateDep", "require_caller"]

_bearer = HTTPBearer(
    auto_error=False, description="An API key from <app>/agent/keys.yml or AGENTSEARCH_API_KEYS."
)

_CHALLENGE = {"WWW-Authenticate": "Bearer"}

StateDep = Annotated[ServerState, Depends(get_state)]


def require_caller(
    request: Request,
    state: StateDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Caller:
    if credentials is None or credentials.scheme.lower() != "bearer" or not credentials.credentials:
        raise HTTPException(401, "missing API key: send `Authorization: Bearer <key>`", _CHALLENGE)
    caller = state.keys.lookup(credentials.credentials)
    if caller is None:
        raise HTTPException(401, "invalid API key", _CHALLENGE)
    request.state.caller = caller
    return caller


CallerDep = Annotated[Caller, Depends(require_caller)]
