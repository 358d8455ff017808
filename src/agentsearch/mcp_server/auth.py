"""Who is calling the MCP server: over HTTP the same bearer API keys (and data scope) as the HTTP
server; over stdio the local user.

The key check is the SDK's own bearer middleware with a `TokenVerifier` over our `KeyRing`, so a
request without a valid key gets 401 before any tool runs.
"""

from __future__ import annotations

from typing import Any

from agentsearch.server.auth import Caller, KeyRing
from agentsearch.toolkit import local_auth
from agentsearch.types import Auth

__all__ = ["KeyRingVerifier", "caller_auth"]


class KeyRingVerifier:
    """`mcp.server.auth.provider.TokenVerifier` over the app's API keys."""

    def __init__(self, keys: KeyRing) -> None:
        self.keys = keys

    async def verify_token(self, token: str) -> Any:
        from mcp.server.auth.provider import AccessToken

        caller = self.keys.lookup(token)
        if caller is None:
            return None
        return AccessToken(
            token=token,
            client_id=caller.user_id,
            scopes=[],
            subject=caller.user_id,
            claims={"team_id": caller.team_id, "scope": caller.scope, "name": caller.name},
        )


def _access_token(ctx: Any) -> Any:
    """The verified token of this call: from the SDK's context variable, else from the HTTP request
    the message came with (the session may run in another task than the request)."""
    from mcp.server.auth.middleware.auth_context import get_access_token

    token = get_access_token()
    if token is not None:
        return token
    try:
        request = ctx.request_context.request
    except (AttributeError, ValueError):
        return None
    scope = getattr(request, "scope", None) or {}
    user = scope.get("user")
    return getattr(user, "access_token", None)


def caller_auth(ctx: Any, *, require_key: bool) -> Auth:
    """The identity to search and store as. `require_key` (HTTP): no verified key is an error, never
    a silent fallback to the local user."""
    token = _access_token(ctx)
    if token is None:
        if require_key:
            raise PermissionError("missing API key: send `Authorization: Bearer <key>`")
        return local_auth()
    claims = token.claims or {}
    caller = Caller(
        user_id=token.client_id,
        team_id=str(claims.get("team_id") or ""),
        name=str(claims.get("name") or ""),
        scope=str(claims.get("scope") or ""),
    )
    return caller.auth()
