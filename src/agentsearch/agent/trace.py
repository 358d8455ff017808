"""The trace tree of one request: nodes with statuses and logs, broadcast as they change.

A search makes a `search` node with one `search_item` child per type (web/kb/db), as the design's
Trace Integration describes (Yao only ever made the parent, §7.11). Every change is pushed to the
sink as a `TraceEvent`; the finished tree is available as nested dicts.

When OpenTelemetry export is configured, one request is one trace: `traced()` wraps the run in an
`agentsearch.request` span, every node becomes a span whose parent is its parent node's span (or the
request's), and `node.current()` makes a node's span current while work runs inside it, so the
Searcher's per-type spans and their provider-call spans (`agentsearch.telemetry`) nest under the
`search` node and HTTP instrumentation under the `llm` node. `search_item` nodes are not exported:
they are written after the searches return, and the Searcher's per-type spans (with real timing and
the provider calls as children) stand for them. LLM nodes carry the GenAI semantic-convention
attributes (`gen_ai.operation.name`, `gen_ai.provider.name`, `gen_ai.request.model`,
`gen_ai.usage.input_tokens` / `output_tokens`, `gen_ai.response.finish_reasons`).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from agentsearch import telemetry
from agentsearch.agent.events import TraceEvent, TraceLog, TraceNodeInfo
from agentsearch.ids import random_hex

__all__ = ["Trace", "TraceNode", "genai_request_attributes"]

Level = Literal["info", "debug", "warn", "error"]
Status = Literal["pending", "running", "completed", "failed"]

_log = logging.getLogger("agentsearch.trace")

T = TypeVar("T")

#: Node types the trace tree has but OpenTelemetry gets from elsewhere (see the module docstring).
_NOT_EXPORTED = {"search_item"}


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
    #: extra OpenTelemetry attributes of this node's span (e.g. the GenAI ones of an LLM call)
    attributes: dict[str, Any] = field(default_factory=dict)
    span: Any = None

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

    def add_child(
        self,
        type: str,
        *,
        label: str = "",
        input: Any = None,
        attributes: Mapping[str, Any] | None = None,
        **extra: str,
    ) -> TraceNode:
        return self.trace.add(type, parent=self, label=label, input=input, attributes=attributes, **extra)

    def start(self) -> None:
        self.status = "running"
        self.started_at = self.started_at or _now_ms()
        self.trace.emit_update(self)
        self.trace.open_span(self)

    def current(self) -> contextlib.AbstractContextManager[Any]:
        """This node's span as OpenTelemetry's current span while the block runs (no-op when not
        exporting), so spans started inside nest under it."""
        span = self.trace.open_span(self)
        if span is None:
            return contextlib.nullcontext()
        from opentelemetry import trace as otel_trace

        return otel_trace.use_span(span, end_on_exit=False)

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
        self._root: Any = None
        self._by_id: dict[str, TraceNode] = {}

    def add(
        self,
        type: str,
        *,
        parent: TraceNode | None = None,
        label: str = "",
        input: Any = None,
        attributes: Mapping[str, Any] | None = None,
        **extra: str,
    ) -> TraceNode:
        node = TraceNode(
            trace=self,
            id=random_hex(8),
            type=type,
            parent_id=parent.id if parent else "",
            label=label,
            input=input,
            description=extra.get("description", ""),
            icon=extra.get("icon", ""),
            attributes=dict(attributes or {}),
        )
        (parent.children if parent else self.roots).append(node)
        self._by_id[node.id] = node
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

    def _get_tracer(self) -> Any:
        if self._otel and self._tracer is None:
            self._tracer = telemetry.tracer_of(self._provider if self._provider is not None else True)
            self._otel = self._tracer is not None
        return self._tracer if self._otel else None

    async def traced(self, work: Awaitable[T], attributes: Mapping[str, Any] | None = None) -> T:
        """Run a request inside its `agentsearch.request` span (just run it when not exporting)."""
        tracer = self._get_tracer()
        if tracer is None:
            return await work
        from opentelemetry.trace import SpanKind

        with (
            telemetry.activate(tracer),
            tracer.start_as_current_span(
                "agentsearch.request", kind=SpanKind.SERVER, attributes=telemetry.clean_attributes(attributes)
            ) as root,
        ):
            self._root = root
            try:
                return await work
            finally:
                self._end_open_spans()

    def open_span(self, node: TraceNode) -> Any:
        """The node's span, started (under its parent's) on first use; None when not exporting."""
        if node.span is not None or node.type in _NOT_EXPORTED:
            return node.span
        tracer = self._get_tracer()
        if tracer is None:
            return None
        try:
            from opentelemetry import trace as otel_trace
            from opentelemetry.trace import SpanKind

            parent = self._parent_span(node)
            context = otel_trace.set_span_in_context(parent) if parent is not None else None
            llm = node.type == "llm"
            name = (
                f"chat {node.attributes.get('gen_ai.request.model') or node.label}"
                if llm
                else (f"agentsearch.{node.type}")
            )
            node.span = tracer.start_span(
                name,
                context=context,
                kind=SpanKind.CLIENT if llm else SpanKind.INTERNAL,
                start_time=(node.started_at or _now_ms()) * 1_000_000,
                attributes={
                    "agentsearch.node_id": node.id,
                    "agentsearch.node_type": node.type,
                    "agentsearch.label": node.label,
                    **telemetry.clean_attributes(node.attributes),
                },
            )
        except Exception as exc:  # export must never break a request
            _log.warning("OpenTelemetry export failed: %s", exc)
            self._otel = False
            return None
        return node.span

    def _parent_span(self, node: TraceNode) -> Any:
        parent = self._by_id.get(node.parent_id)
        while parent is not None and parent.type in _NOT_EXPORTED:
            parent = self._by_id.get(parent.parent_id)
        if parent is not None:
            return self.open_span(parent)
        return self._root

    def export(self, node: TraceNode) -> None:
        """End a finished node's span with its status, logs and (LLM) usage."""
        span = self.open_span(node)
        if span is None:
            return
        try:
            span.set_attribute("agentsearch.status", node.status)
            if node.type == "llm":
                for key, value in _genai_result(node.output).items():
                    span.set_attribute(key, value)
            for entry in node.logs:
                span.add_event(entry.message, {"level": entry.level}, timestamp=entry.timestamp * 1_000_000)
            if node.status == "failed":
                error = node.output.get("error") if isinstance(node.output, dict) else ""
                telemetry.mark_error(span, str(error or "failed"))
            span.end(end_time=max(node.ended_at, node.started_at) * 1_000_000)
        except Exception as exc:  # export must never break a request
            _log.warning("OpenTelemetry export failed: %s", exc)

    def _end_open_spans(self) -> None:
        """Spans of nodes that never finished (an interrupted request) end with the request."""
        for node in self._by_id.values():
            if node.span is not None and node.status in ("pending", "running"):
                node.span.set_attribute("agentsearch.status", "interrupted")
                node.span.end()


def _genai_result(output: Any) -> dict[str, Any]:
    """GenAI semantic-convention attributes of a finished LLM call (its node's output)."""
    data = output if isinstance(output, dict) else {}
    usage = data.get("usage") or {}
    attributes: dict[str, Any] = {}
    if usage.get("prompt_tokens") is not None:
        attributes["gen_ai.usage.input_tokens"] = int(usage["prompt_tokens"])
    if usage.get("completion_tokens") is not None:
        attributes["gen_ai.usage.output_tokens"] = int(usage["completion_tokens"])
    if data.get("finish_reason"):
        attributes["gen_ai.response.finish_reasons"] = [str(data["finish_reason"])]
    return attributes


def genai_request_attributes(connector: Any, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """GenAI semantic-convention attributes known before an LLM call."""
    options = options or {}
    extractive = bool(getattr(connector, "extractive", False))
    attributes: dict[str, Any] = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "agentsearch.extractive" if extractive else "openai",
        "gen_ai.request.model": str(getattr(connector, "model", "") or getattr(connector, "name", "")),
        "gen_ai.request.temperature": options.get("temperature"),
        "gen_ai.request.max_tokens": options.get("max_tokens") or options.get("max_completion_tokens"),
        "gen_ai.request.top_p": options.get("top_p"),
    }
    base_url = str(getattr(connector, "base_url", "") or "")
    if base_url:
        from urllib.parse import urlsplit

        parts = urlsplit(base_url)
        attributes["server.address"] = parts.hostname
        attributes["server.port"] = parts.port or (443 if parts.scheme == "https" else 80)
    return {key: value for key, value in attributes.items() if value not in (None, "")}
