"""The one place that says which class serves which search type.

Builtin handlers are imported lazily (the KB handler pulls in onnxruntime, the DB handler SQLAlchemy
reflection); third parties add or replace handlers with `register` or the `agentsearch.handlers`
entry point group (loaded through `plugins.load_group`, like the other roles' groups).
"""

from __future__ import annotations

import importlib
import logging
import threading
from collections.abc import Callable

from agentsearch.handlers.base import Handler
from agentsearch.plugins import load_group
from agentsearch.types import SearchType

__all__ = ["BUILTIN_HANDLERS", "HandlerRegistry", "default_registry", "shared_registry"]

HandlerFactory = Callable[[], Handler]

log = logging.getLogger("agentsearch.plugins")

#: search type -> "module:Class" of the builtin handler.
BUILTIN_HANDLERS: dict[SearchType, str] = {
    SearchType.WEB: "agentsearch.handlers.web:WebHandler",
    SearchType.KB: "agentsearch.handlers.kb:KBHandler",
    SearchType.DB: "agentsearch.handlers.db:DBHandler",
}


class HandlerUnavailable(LookupError):
    """No handler can serve a type (not registered, or its module failed to import)."""


class HandlerRegistry:
    """Maps a search type to a handler instance, created on first use and then shared."""

    def __init__(self) -> None:
        self._factories: dict[SearchType, HandlerFactory] = {}
        self._instances: dict[SearchType, Handler] = {}

    def register(self, search_type: SearchType, factory: HandlerFactory | Handler) -> None:
        """Register a factory (or a ready instance); registering twice replaces the first."""
        self._instances.pop(search_type, None)
        if isinstance(factory, Handler):
            instance = factory
            self._factories[search_type] = lambda: instance
        else:
            self._factories[search_type] = factory

    def get(self, search_type: SearchType) -> Handler:
        if search_type not in self._instances:
            factory = self._factories.get(search_type)
            if factory is None:
                raise HandlerUnavailable(f"no handler registered for type {search_type.value!r}")
            self._instances[search_type] = factory()
        return self._instances[search_type]

    def types(self) -> list[SearchType]:
        return list(self._factories)


def _lazy(spec: str) -> HandlerFactory:
    def factory() -> Handler:
        module_name, _, class_name = spec.partition(":")
        try:
            handler: Handler = getattr(importlib.import_module(module_name), class_name)()
        except Exception as exc:  # a broken optional handler must not break the other types
            raise HandlerUnavailable(f"handler {spec} is not available: {exc}") from exc
        return handler

    return factory


def _plugin_factories() -> list[tuple[SearchType, HandlerFactory]]:
    """Handlers from the `agentsearch.handlers` entry point group (scanned once per process); a plugin
    that does not import, or names no search type, is a one-line warning and is left out."""
    found: list[tuple[SearchType, HandlerFactory]] = []
    for plugin, factory in load_group("agentsearch.handlers"):
        try:
            found.append((SearchType(plugin.name), factory))
        except ValueError:
            log.warning("plugin %s: not a search type (web, kb, db); skipped", plugin.describe())
    return found


def default_registry() -> HandlerRegistry:
    """A new registry with the builtin handlers and any registered through entry points."""
    registry = HandlerRegistry()
    for search_type, spec in BUILTIN_HANDLERS.items():
        registry.register(search_type, _lazy(spec))
    for search_type, factory in _plugin_factories():
        registry.register(search_type, factory)
    return registry


_shared: HandlerRegistry | None = None
_shared_lock = threading.Lock()


def shared_registry() -> HandlerRegistry:
    """The process-wide default registry, so handler instances (HTTP clients, engines, open
    collections) are reused by every Searcher that is not given a registry of its own."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = default_registry()
        return _shared
