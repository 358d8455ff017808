"""Assistants that ship with agentsearch, registered by id and imported only when asked for.

`workers.search.web` runs the intent-aware search layer (`agentsearch.layer.assistant`), so
`uses.web: workers.search.web` works in any app. A builtin module is a hooks module: it defines
`create(ctx, messages, options)` and/or `next(ctx, payload)` like an app's hooks.py, and has no
prompts, so the runtime skips the LLM phase and returns what its hooks return.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from agentsearch.errors import ConfigError

if TYPE_CHECKING:
    from agentsearch.agent.app import App, AssistantSpec

__all__ = ["BUILTIN_ASSISTANTS", "builtin_assistant"]

#: assistant id -> module implementing its hooks.
BUILTIN_ASSISTANTS: dict[str, str] = {
    "workers.search.web": "agentsearch.layer.assistant",
}


def builtin_assistant(assistant_id: str, app: App) -> AssistantSpec | None:
    """The builtin assistant with this id, or None when there is none."""
    module_name = BUILTIN_ASSISTANTS.get(assistant_id)
    if module_name is None:
        return None
    from agentsearch.agent.app import AssistantSpec

    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(
            f"builtin assistant {assistant_id!r} is not available: {module_name} cannot be imported ({exc})",
            key="assistant",
        ) from None
    if not any(callable(getattr(module, name, None)) for name in ("create", "next")):
        raise ConfigError(f"builtin assistant {assistant_id!r}: {module_name} defines no create/next hook")
    return AssistantSpec(
        id=assistant_id,
        name=str(getattr(module, "NAME", assistant_id)),
        description=str(getattr(module, "DESCRIPTION", "") or (module.__doc__ or "").strip().split("\n")[0]),
        uses=app.uses,
        config=app.config,
        hooks=module,
        builtin=True,
    )
