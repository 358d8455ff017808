"""Request dependencies: the authenticated caller (401 without a valid bearer key)."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.security.utils import get_authorization_scheme_param

from agentsearch.server.auth import Caller
from agentsearch.server.state import ServerState, get_state

__all__ = ["CallerDep", "StateDep", "caller_from_header", "require_caller"]

_bearer = HTTPBearer(
    auto_error=False, description="An API key from <app>/agent/keys.yml or AGENTSEARCH_API_KEYS."
)

_CHALLENGE = {"WWW-Authenticate": "Bearer"}

StateDep = Annotated[ServerState, Depends(get_state)]


def caller_from_header(state: ServerState, authorization: str | None) -> Caller:
    """The caller of an `Authorization: Bearer <key>` header (HTTPBearer's parsing); 401 otherwise.
    Shared by the dependency and the raw citation route, so both apply the same rule."""
    scheme, key = get_authorization_scheme_param(authorization)
    if not authorization or scheme.lower() != "bearer" or not key:
        raise HTTPException(401, "missing API key: send `Authorization: Bearer <key>`", _CHALLENGE)
    caller = state.keys.lookup(key)
    if caller is None:
        raise HTTPException(401, "invalid API key", _CHALLENGE)
    return caller


async def require_caller(
    request: Request,
    state: StateDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Caller:
    """Async on purpose: a plain `def` dependency costs a thread-pool hop on every request, and this
    is a dictionary lookup of a SHA-256 digest. (`credentials` puts the bearer scheme in the OpenAPI
    document; the header is parsed by `caller_from_header`.)"""
    caller = caller_from_header(state, request.headers.get("authorization"))
    request.state.caller = caller
    return caller


CallerDep = Annotated[Caller, Depends(require_caller)]
