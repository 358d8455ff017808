"""What one server process holds: the app directory, its keys, its search config, the store, the runtime.

Nothing here is per-user or per-chat: replicas share state only through the database (and Redis when
configured), so any replica can answer any request.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import Request

from agentsearch.app_loader import load_agent_yml, load_search_app
from agentsearch.config import Config, Uses
from agentsearch.handlers.registry import HandlerRegistry, default_registry
from agentsearch.server.auth import KeyRing
from agentsearch.server.first_events import FirstEvents
from agentsearch.server.slots import Position, RunSlots

__all__ = ["ServerState", "get_state", "load_uses"]


def load_uses(app_dir: Path) -> Uses:
    """The app-level `uses` block of `<app>/agent/agent.yml` (empty when absent)."""
    return load_agent_yml(app_dir)[1]


@dataclass
class ServerState:
    app_dir: Path
    keys: KeyRing
    search_layer: dict[str, Any] = field(default_factory=dict)
    uses: Uses = field(default_factory=Uses)
    registry: HandlerRegistry = field(default_factory=default_registry)
    store: Any = None
    runtime: Any = None
    data_dir: Path | None = None
    tasks: set[asyncio.Task[Any]] = field(default_factory=set)
    max_runs: int = 0
    first_events: FirstEvents = field(default_factory=FirstEvents)
    _slots: RunSlots | None = None

    def run_slot(self, on_position: Position | None = None) -> contextlib.AbstractAsyncContextManager[Any]:
        """At most `max_runs` runs execute at once in this process (0: no limit); the others wait for a
        slot after their `start` event, first come first served, so a burst cannot starve the loop of
        new requests. A waiting run hears its place in line (1 = next) through `on_position`."""
        if self.max_runs <= 0:
            return contextlib.nullcontext()
        if self._slots is None:
            self._slots = RunSlots(self.max_runs)
        return self._slots.slot(on_position)

    def keep(self, task: asyncio.Task[Any]) -> None:
        """Hold a background run (a stream whose client left) until it has saved its messages."""
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def drain(self) -> None:
        """At shutdown: let detached runs finish writing."""
        if self.tasks:
            await asyncio.gather(*list(self.tasks), return_exceptions=True)

    @functools.cached_property
    def config(self) -> Config:
        """The app-level search config (defaults < agent/search.yml), validated once."""
        return Config.from_layers(self.search_layer, origin=str(self.app_dir / "agent" / "search.yml"))

    @classmethod
    def for_app(cls, app_dir: Path, keys: KeyRing) -> ServerState:
        loaded = load_search_app(app_dir)
        return cls(app_dir=loaded.root, keys=keys, search_layer=loaded.search_layer, uses=loaded.uses)


async def get_state(request: Request) -> ServerState:
    """Async so FastAPI calls it on the loop instead of a thread-pool hop per request."""
    state: ServerState = request.app.state.agentsearch
    return state
