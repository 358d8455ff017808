"""Parts chosen by name, one registry per role, open to other packages through entry points.

A role (web providers, KB stores, embedders, rerankers; `registries.py` holds the four) is one
`Registry`: the builtins as lazy `"module:attr"` references (validating a config imports no provider
or model), parts added in code with `register`, and what installed packages declare in the role's
entry point group, the way `llm` plugins do::

    [project.entry-points."agentsearch.providers"]
    static = "my_package.provider:StaticProvider"

Config validation asks `check(name)`, so an unknown name is one line that lists every known one,
plugins included. A plugin is imported only when its name is used; one that fails to import is a
one-line `PluginError` naming the plugin and its package, never a traceback at start-up. Precedence:
`register` > entry point > builtin, so a package can replace a builtin on purpose.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from typing import Any, Generic, TypeVar, cast

from agentsearch.errors import ConfigError, PluginError, one_line

__all__ = ["Plugin", "Registry", "load_group", "plugins", "refresh"]

log = logging.getLogger("agentsearch.plugins")

T = TypeVar("T")


@dataclass(frozen=True)
class Plugin:
    """One entry point of an installed package."""

    group: str
    name: str
    value: str
    package: str

    def describe(self) -> str:
        return f"{self.name} ({self.value}, package {self.package or 'unknown'})"

    def load(self, *, key: str | None = None) -> Any:
        """Import the referenced object; any failure is one `PluginError` line naming the plugin."""
        try:
            return EntryPoint(self.name, self.value, self.group).load()
        except Exception as exc:  # an import error, a typo in the reference, a crash at import
            raise PluginError(
                f"plugin {self.describe()} in {self.group} failed to load: {one_line(exc, with_type=True)}",
                plugin=self.describe(),
                key=key,
            ) from None


@functools.cache
def plugins(group: str) -> tuple[Plugin, ...]:
    """The entry points of `group` (e.g. `agentsearch.providers`), read once per process (~8 ms);
    `refresh` reads them again."""
    found: list[Plugin] = []
    for entry in entry_points(group=group):
        dist = entry.dist
        package = f"{dist.name} {dist.version}" if dist is not None else ""
        found.append(Plugin(group, entry.name, entry.value, package))
    return tuple(found)


def load_group(group: str) -> list[tuple[Plugin, Any]]:
    """Every plugin of `group`, loaded now; a broken one is a one-line warning and is left out."""
    loaded: list[tuple[Plugin, Any]] = []
    for plugin in plugins(group):
        try:
            loaded.append((plugin, plugin.load()))
        except PluginError as exc:
            log.warning("%s (skipped)", exc.reason)
    return loaded


def refresh() -> None:
    """Scan entry points again (after installing a package at run time; tests)."""
    plugins.cache_clear()
    for registry in list(_REGISTRIES):
        registry.forget_loaded()


_REGISTRIES: list[Registry[Any]] = []


class Registry(Generic[T]):
    """Name -> part (a class or factory) of one role, e.g. `Registry("web provider", ...)`."""

    def __init__(self, role: str, group: str, builtins: Mapping[str, str]) -> None:
        self.role = role
        self.group = group
        self._builtins = dict(builtins)
        self._registered: dict[str, T] = {}
        self._loaded: dict[str, T] = {}
        self._lock = threading.Lock()
        _REGISTRIES.append(self)

    def register(self, name: str, part: T) -> None:
        """Add (or replace) a part in code; it wins over entry points and builtins of that name."""
        with self._lock:
            self._registered[name] = part

    def unregister(self, name: str) -> None:
        with self._lock:
            self._registered.pop(name, None)

    def names(self) -> list[str]:
        """Every known name: builtins in their order, then plugins, then parts registered in code."""
        names = dict.fromkeys(self._builtins)
        names.update(dict.fromkeys(plugin.name for plugin in plugins(self.group)))
        names.update(dict.fromkeys(self._registered))
        return list(names)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self.names()

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __getitem__(self, name: str) -> T:
        return self.get(name)

    def unknown(self, name: str) -> str:
        """The one line for a name nobody registered."""
        return f"unknown {self.role} {name!r}; known: {', '.join(self.names())}"

    def check(self, name: str) -> str:
        """`name` if known, else ValueError (for pydantic validators, which add the key)."""
        if name not in self:
            raise ValueError(self.unknown(name))
        return name

    def get(self, name: str, *, key: str | None = None) -> T:
        """The part registered as `name`; ConfigError (PluginError for a broken plugin) otherwise."""
        if name in self._registered:
            return self._registered[name]
        if name in self._loaded:
            return self._loaded[name]
        plugin = next((p for p in reversed(plugins(self.group)) if p.name == name), None)
        if plugin is not None:
            part = plugin.load(key=key)
        elif name in self._builtins:
            try:
                part = EntryPoint(name, self._builtins[name], self.group).load()
            except Exception as exc:  # an optional dependency of a builtin is not installed
                raise ConfigError(
                    f"{self.role} {name!r} is not available: {one_line(exc, with_type=True)}", key=key
                ) from None
        else:
            raise ConfigError(self.unknown(name), key=key)
        with self._lock:
            self._loaded[name] = cast(T, part)
        return cast(T, part)

    def forget_loaded(self) -> None:
        with self._lock:
            self._loaded.clear()
