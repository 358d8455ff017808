"""The one place the server talks to the assistant runtime (`agentsearch.agent.runtime.Runtime`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from agentsearch.errors import ConfigError
from agentsearch.server.auth import Caller
from agentsearch.server.state import ServerState

__all__ = ["build_runtime", "known_assistant", "mcp_caller", "open_resume", "open_run"]


def build_runtime(state: ServerState) -> Any:
    """The app's runtime, sharing the server's store and handler registry."""
    from agentsearch.agent.runtime import Runtime

    return Runtime(state.app_dir, store=state.store, registry=state.registry)


def runtime_of(state: ServerState) -> Any:
    if state.runtime is None:
        state.runtime = build_runtime(state)
    return state.runtime


def mcp_caller(state: ServerState) -> Any:
    """The app's MCP client pool (for `uses.web: mcp:<server>.<tool>` in direct searches), or None
    (also when an assistant of the app fails to load: direct search does not need assistants)."""
    try:
        return getattr(runtime_of(state), "mcp", None)
    except ConfigError:
        return None


def known_assistant(state: ServerState, assistant_id: str) -> bool:
    runtime = runtime_of(state)  # a broken app is the server's error (500 naming the file), not a 404
    try:
        runtime.app.assistant(assistant_id)
    except ConfigError:
        return False
    return True


def open_run(
    state: ServerState, caller: Caller, assistant_id: str, messages: list[dict[str, Any]], options: Any
) -> AsyncIterator[Any]:
    """The run's event stream; nothing executes until the first event is read."""
    events: AsyncIterator[Any] = runtime_of(state).stream(assistant_id, messages, options)
    return events


async def open_resume(
    state: ServerState, caller: Caller, chat_id: str, options: Any
) -> AsyncIterator[Any] | None:
    """The resumed run's events, or None when the chat has nothing to resume."""
    store = state.store
    if store is not None and await store.get_last_resume(chat_id) is None:
        return None
    events: AsyncIterator[Any] = runtime_of(state).resume(chat_id, options)
    return events
