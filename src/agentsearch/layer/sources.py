"""How the layer calls a provider: one small Protocol, backed by the web handler's provider registry.

The layer never speaks a provider's HTTP protocol itself; `registry_runner` adapts
`agentsearch.handlers.web.get_provider(...).search(WebQuery(...))`. Tests and embedders may pass any
other `SourceRunner`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from agentsearch.config import Config
from agentsearch.types import ResultItem

__all__ = ["SourceCall", "SourceReply", "SourceRunner", "registry_runner"]


@dataclass(frozen=True)
class SourceCall:
    """One provider call of the layer: a sub-query for one source."""

    source: str
    query: str
    limit: int
    time_range: str = ""
    sites: tuple[str, ...] = ()
    intent: str = ""
    mode: str = ""
    options: dict[str, Any] = field(default_factory=dict)


@dataclass
class SourceReply:
    items: list[ResultItem]
    requests: int = 0
    notes: list[str] = field(default_factory=list)


class SourceRunner(Protocol):
    """Runs one call; raises `ProviderError` (or anything) on failure, which the layer records."""

    async def __call__(self, call: SourceCall) -> SourceReply: ...


def registry_runner(config: Config) -> SourceRunner:
    """A runner over the builtin web providers, with keys and base URLs resolved from `config`."""

    async def run(call: SourceCall) -> SourceReply:
        from agentsearch.handlers.web import WebQuery, get_provider

        provider = get_provider(call.source, config)
        response = await provider.search(
            WebQuery(
                call.query,
                limit=call.limit,
                sites=call.sites,
                time_range=call.time_range,
                intent=call.intent,
                mode=call.mode,
                options=dict(call.options),
            )
        )
        return SourceReply(items=list(response.items), requests=response.requests, notes=list(response.notes))

    return run
