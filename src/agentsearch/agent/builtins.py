"""Assistants that ship with agentsearch, registered by id and imported only when asked for.

`workers.search.web` runs the intent-aware search layer (`agentsearch.layer.assistant`), so
`uses.web: workers.search.web` works in any app. A builtin module either defines hooks
(`create(ctx, messages, options)` / `next(ctx, payload)`, like an app's hooks.py) or one
`async run(payload, search_context)` that answers the JSON payload of an agent call; it has no
prompts, so the runtime skips the LLM phase and returns what it returns.
"""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from agentsearch.errors import ConfigError

__all__ = ["BUILTIN_ASSISTANTS", "Builtin", "builtin_assistant"]

#: assistant id -> module implementing its hooks.
BUILTIN_ASSISTANTS: dict[str, str] = {
    "workers.search.web": "agentsearch.layer.assistant",
}


@dataclass(frozen=True)
class Builtin:
    """A builtin assistant's name, description and hooks (the app gives it its uses and config)."""

    name: str
    description: str
    hooks: Any


def builtin_assistant(assistant_id: str) -> Builtin | None:
    """The builtin assistant with this id, or None when there is none."""
    module_name = BUILTIN_ASSISTANTS.get(assistant_id)
    if module_name is None:
        return None
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(
            f"builtin assistant {assistant_id!r} is not available: {module_name} cannot be imported ({exc})",
            key="assistant",
        ) from None
    hooks: Any = module
    if not any(callable(getattr(module, name, None)) for name in ("create", "next")):
        run = getattr(module, "run", None)
        if not callable(run):
            raise ConfigError(
                f"builtin assistant {assistant_id!r}: {module_name} defines no hooks and no run"
            )
        hooks = _RunHooks(run)
    return Builtin(
        name=str(getattr(module, "NAME", assistant_id)),
        description=str(getattr(module, "DESCRIPTION", "") or (module.__doc__ or "").strip().split("\n")[0]),
        hooks=hooks,
    )


class _RunHooks:
    """Adapts `run(payload, search_context)` to a Create hook that answers with `{"data": ...}`."""

    def __init__(self, run: Callable[..., Any]) -> None:
        self._run = run

    async def create(
        self, ctx: Any, messages: list[dict[str, Any]], options: dict[str, Any]
    ) -> dict[str, Any]:
        content = messages[-1].get("content") if messages else ""
        payload: Any = content
        if isinstance(content, str):
            try:
                payload = json.loads(content)
            except ValueError:
                payload = {"query": content}
        value = self._run(payload, ctx.search_context)
        if inspect.isawaitable(value):
            value = await value
        return {"data": value}
