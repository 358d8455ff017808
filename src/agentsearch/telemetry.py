"""OpenTelemetry spans for searches and provider calls; off (a context-variable read) unless enabled.

The runtime turns tracing on for one request (`activate`, from its `trace.opentelemetry` setting),
a library user for the whole process (`instrument()`). Spans are then started under OpenTelemetry's
current span, so request → search → per-type search → provider call nest by themselves: asyncio
tasks and `asyncio.to_thread` copy the context. `opentelemetry-api` is optional (the `otel` extra).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from typing import Any

__all__ = ["activate", "clean_attributes", "current_tracer", "instrument", "mark_error", "span", "tracer_of"]

_log = logging.getLogger("agentsearch.telemetry")

_TRACER: ContextVar[Any] = ContextVar("agentsearch_tracer", default=None)
_PROCESS: list[Any] = [None]


def tracer_of(otel: bool | Any) -> Any:
    """A tracer: True → the global tracer provider's, a TracerProvider → its own, falsy → None."""
    if not otel:
        return None
    try:
        from opentelemetry import trace
    except ImportError:
        _log.warning("OpenTelemetry export is configured but opentelemetry-api is not installed")
        return None
    provider = trace.get_tracer_provider() if isinstance(otel, bool) else otel
    return provider.get_tracer("agentsearch")


def instrument(provider: Any = None) -> None:
    """Trace every search of this process (None: the global tracer provider); `instrument(False)`
    turns it off again."""
    _PROCESS[0] = tracer_of(True if provider is None else provider)


def current_tracer() -> Any:
    return _TRACER.get() or _PROCESS[0]


@contextlib.contextmanager
def activate(tracer: Any) -> Iterator[None]:
    """Use `tracer` for the spans of the code run inside (and of the tasks it starts)."""
    token = _TRACER.set(tracer)
    try:
        yield
    finally:
        _TRACER.reset(token)


def clean_attributes(attributes: Mapping[str, Any] | None) -> dict[str, Any]:
    """OpenTelemetry accepts str, bool, int, float and lists of them; None values are left out."""
    clean: dict[str, Any] = {}
    for key, value in (attributes or {}).items():
        if value is None:
            continue
        if isinstance(value, str | bool | int | float):
            clean[key] = value
        elif isinstance(value, list | tuple):
            clean[key] = [item if isinstance(item, str | bool | int | float) else str(item) for item in value]
        else:
            clean[key] = str(value)
    return clean


@contextlib.contextmanager
def span(name: str, attributes: Mapping[str, Any] | None = None, *, client: bool = False) -> Iterator[Any]:
    """A span under the current one while tracing is on (yields None otherwise). `client` marks a
    call to another service (a web provider, a database, an LLM)."""
    tracer = current_tracer()
    if tracer is None:
        yield None
        return
    from opentelemetry.trace import SpanKind

    kind = SpanKind.CLIENT if client else SpanKind.INTERNAL
    with tracer.start_as_current_span(name, kind=kind, attributes=clean_attributes(attributes)) as current:
        yield current


def mark_error(current: Any, message: str) -> None:
    """Set a span's status to error (a failed source is a result, not an exception)."""
    if current is None or not message:
        return
    from opentelemetry.trace import Status, StatusCode

    current.set_status(Status(StatusCode.ERROR, message))
