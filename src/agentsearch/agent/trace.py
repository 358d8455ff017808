"""The trace tree of one request: nodes with statuses and logs, broadcast as they change.

A search makes a `search` node with one `search_item` child per type (web/kb/db), as the design's
Trace Integration describes (Yao only ever made the parent, §7.11). Every change is pushed to the
sink as a `TraceEvent`; the finished tree is available as nested dicts. When OpenTelemetry export is
configured, each finished node also becomes a span (the dependency is optional and imported lazily).
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from agentsearch.agent.events import TraceEvent, TraceLog, TraceNodeInfo

__all__ = ["Trace", "TraceNode"]

Level = Literal["info", "debug", "warn", "error"]
Status = Literal["pending", "running", "completed", "failed"]

_log = logging.getLogger("agentsearch.trace")


def _now_ms() -> int:
    return int(time.time() * 1000)


@dataclass
class TraceNode:
    """One node; use its methods (they broadcast) rather than setting fields."""

    trace: Trace
    id: str
    type: str
    parent_id: str = ""
    label: str = ""
    description: str = ""
    icon: str = ""
    status: Status = "pending"
    input: Any = None
    output: Any = None
    started_at: int = 0
    ended_at: int = 0
    logs: list[TraceLog] = field(default_factory=list)
    children: list[TraceNode] = field(default_factory=list)

    def info(self) -> TraceNodeInfo:
        return TraceNodeInfo(
            id=self.id,
            parent_id=self.parent_id,
            type=self.type,
            label=self.label,
            description=self.description,
            icon=self.icon,
            status=self.status,
            input=self.input,
            output=self.output,
            started_at=self.started_at,
            ended_at=self.ended_at,
        )

    def add_child(self, type: str, *, label: str = "", input: Any = None, **extra: str) -> TraceNode:
        return self.trace.add(type, parent=self, label=label, input=input, **extra)

    def start(self) -> None:
        self.status = "running"
        self.started_at = self.started_at or _now_ms()
        self.trace.emit_update(self)

    def complete(self, output: Any = None) -> None:
        self._finish("completed", output)

    def fail(self, error: str, output: Any = None) -> None:
        self.log("error", error)
        self._finish("failed", output if output is not None else {"error": error})

    def _finish(self, status: Status, output: Any) -> None:
        self.status = status
        self.output = output
        self.started_at = self.started_at or _now_ms()
        self.ended_at = _now_ms()
        self.trace.emit_update(self)
        self.trace.export(self)

    def log(self, level: Level, message: str, data: Any = None) -> None:
        entry = TraceLog(timestamp=_now_ms(), level=level, message=message, data=data, node_id=self.id)
        self.logs.append(entry)
        self.trace.emit_log(entry)

    def debug(self, message: str, data: Any = None) -> None:
        self.log("debug", message, data)

    def warn(self, message: str, data: Any = None) -> None:
        self.log("warn", message, data)

    def to_dict(self) -> dict[str, Any]:
        data = self.info().model_dump()
        data["logs"] = [entry.model_dump() for entry in self.logs]
        data["children"] = [child.to_dict() for child in self.children]
        return data


class Trace:
    """All nodes of one request. `sink` receives every change (None: keep silently)."""

    def __init__(
        self,
        sink: Callable[[TraceEvent], None] | None = None,
        *,
        enabled: bool = True,
        otel: bool | Any = False,
    ) -> None:
        """`otel`: True exports through the global OpenTelemetry tracer provider; a TracerProvider
        object exports through that one."""
        self.sink = sink
        self.enabled = enabled
        self.roots: list[TraceNode] = []
        self._otel = bool(otel)
        self._provider: Any = otel if otel is not None and not isinstance(otel, bool) else None
        self._tracer: Any = None

    def add(
        self, type: str, *, parent: TraceNode | None = None, label: str = "", input: Any = None, **extra: str
    ) -> TraceNode:
        node = TraceNode(
            trace=self,
            id=uuid.uuid4().hex[:16],
            type=type,
            parent_id=parent.id if parent else "",
            label=label,
            input=input,
            description=extra.get("description", ""),
            icon=extra.get("icon", ""),
        )
        (parent.children if parent else self.roots).append(node)
        self._emit(TraceEvent(action="add", node=node.info()))
        return node

    def emit_update(self, node: TraceNode) -> None:
        self._emit(TraceEvent(action="update", node=node.info()))

    def emit_log(self, entry: TraceLog) -> None:
        self._emit(TraceEvent(action="log", log=entry))

    def _emit(self, event: TraceEvent) -> None:
        if self.enabled and self.sink is not None:
            self.sink(event)

    def find(self, type: str) -> list[TraceNode]:
        """Every node of a type, depth first."""
        found: list[TraceNode] = []
        stack = list(reversed(self.roots))
        while stack:
            node = stack.pop()
            if node.type == type:
                found.append(node)
            stack.extend(reversed(node.children))
        return found

    def to_list(self) -> list[dict[str, Any]]:
        return [node.to_dict() for node in self.roots]

    # ------------------------------------------------------------------ OpenTelemetry (optional)

    def export(self, node: TraceNode) -> None:
        """Record a finished node as an OpenTelemetry span when export is configured."""
        if not self._otel:
            return
        try:
            if self._tracer is None:
                if self._provider is not None:
                    self._tracer = self._provider.get_tracer("agentsearch")
                else:
                    from opentelemetry import trace as otel_trace

                    self._tracer = otel_trace.get_tracer("agentsearch")
            start_ns = node.started_at * 1_000_000
            span = self._tracer.start_span(f"{node.type}:{node.label or node.type}", start_time=start_ns)
            span.set_attribute("agentsearch.node_id", node.id)
            span.set_attribute("agentsearch.parent_id", node.parent_id)
            span.set_attribute("agentsearch.status", node.status)
            for entry in node.logs:
                span.add_event(entry.message, {"level": entry.level}, timestamp=entry.timestamp * 1_000_000)
            span.end(end_time=node.ended_at * 1_000_000)
        except ImportError:
            _log.warning("OpenTelemetry export is configured but opentelemetry-api is not installed")
            self._otel = False
        except Exception as exc:  # export must never break a request
            _log.warning("OpenTelemetry export failed: %s", exc)
