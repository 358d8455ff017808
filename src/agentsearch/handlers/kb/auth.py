"""KB collection auth (reference §2.13 `FilterKBCollectionsByAuth`).

No auth, or no team/owner constraint: every collection is allowed. Otherwise a collection is kept
when it is public (true, 1, "true", "1"), or TeamOnly and its team matches and (the caller created
it or it is shared with the team), or OwnerOnly and the caller created it. Fields are read from the
collection's metadata: `public`, `team_id` (or `__yao_team_id`), `created_by` (or `__yao_created_by`),
`share`.
"""

from __future__ import annotations

from typing import Any

from agentsearch.types import Auth

__all__ = ["collection_allowed"]


def _truthy(value: Any) -> bool:
    return value is True or value == 1 or value in ("true", "1")


def _field(metadata: dict[str, Any], *names: str) -> Any:
    for name in names:
        if metadata.get(name) not in (None, ""):
            return metadata[name]
    return None


def collection_allowed(metadata: dict[str, Any], auth: Auth | None) -> bool:
    if auth is None or not auth.constrained:
        return True
    if _truthy(metadata.get("public")):
        return True
    team = _field(metadata, "team_id", "__yao_team_id")
    creator = _field(metadata, "created_by", "__yao_created_by")
    if (
        auth.team_only
        and auth.team_id
        and team == auth.team_id
        and (creator == auth.user_id or metadata.get("share") == "team")
    ):
        return True
    return bool(auth.owner_only and auth.user_id and creator == auth.user_id)
