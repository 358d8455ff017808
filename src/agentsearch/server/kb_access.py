"""Who may see and change a knowledge-base collection through the HTTP API.

Seeing: the key's data constraint first (`collection_allowed`, the rule KB searches apply), then the
same reach as chats: a public collection, the app's own collections (built with `agentsearch kb`, no
creator recorded), the caller's own, and those its creator shared with the caller's team. Changing
(upload, delete): only the creator; the app's own collections are read-only over HTTP.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.kb.auth import collection_allowed
from agentsearch.server.auth import Caller

__all__ = ["may_change", "may_see", "owner_metadata"]


def _creator(metadata: dict[str, Any]) -> str:
    return str(metadata.get("created_by") or metadata.get("__yao_created_by") or "")


def _team(metadata: dict[str, Any]) -> str:
    return str(metadata.get("team_id") or metadata.get("__yao_team_id") or "")


def may_see(metadata: dict[str, Any], caller: Caller) -> bool:
    if not collection_allowed(metadata, caller.auth()):
        return False
    creator = _creator(metadata)
    if not creator or creator == caller.user_id or metadata.get("public") in (True, 1, "true", "1"):
        return True
    return bool(caller.team_id) and _team(metadata) == caller.team_id and metadata.get("share") == "team"


def may_change(metadata: dict[str, Any], caller: Caller) -> bool:
    return may_see(metadata, caller) and _creator(metadata) == caller.user_id


def owner_metadata(caller: Caller, share: str) -> dict[str, Any]:
    """The permission fields a collection created by `caller` records (reference §2.13's names)."""
    return {"created_by": caller.user_id, "team_id": caller.team_id, "share": share, "public": False}
