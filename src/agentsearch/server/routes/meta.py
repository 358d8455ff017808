"""Small read-only endpoints the page needs: who am I, which assistants exist, health."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel

from agentsearch.config import load_structured_file
from agentsearch.errors import ConfigError
from agentsearch.server.deps import CallerDep, StateDep

__all__ = ["list_assistants", "router"]

router = APIRouter(tags=["meta"])


class Me(BaseModel):
    user_id: str
    team_id: str
    name: str


class AssistantInfo(BaseModel):
    assistant_id: str
    name: str
    description: str = ""


def _package(directory: Path) -> Path | None:
    for name in ("package.yao", "package.yaml", "package.yml", "package.json"):
        if (directory / name).is_file():
            return directory / name
    return None


def list_assistants(app_dir: Path) -> list[AssistantInfo]:
    """The assistants of an app: every `assistants/<id>/` with a package file, sorted by id."""
    root = app_dir / "assistants"
    found: list[AssistantInfo] = []
    if not root.is_dir():
        return found
    for directory in sorted(root.iterdir()):
        package = _package(directory) if directory.is_dir() else None
        if package is None:
            continue
        data: dict[str, Any] = {}
        try:
            data = load_structured_file(package)
        except ConfigError:
            data = {}
        found.append(
            AssistantInfo(
                assistant_id=directory.name,
                name=str(data.get("name") or directory.name),
                description=str(data.get("description") or ""),
            )
        )
    return found


@router.get("/healthz", include_in_schema=False)
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/v1/me", response_model=Me)
async def me(caller: CallerDep) -> Me:
    """The identity of the presented key (the page uses it to check a key)."""
    return Me(user_id=caller.user_id, team_id=caller.team_id, name=caller.name)


@router.get("/v1/assistants", response_model=list[AssistantInfo])
async def assistants(caller: CallerDep, state: StateDep) -> list[AssistantInfo]:
    return list_assistants(state.app_dir)
