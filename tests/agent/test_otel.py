"""OpenTelemetry export of the trace tree, only when configured."""

from __future__ import annotations

from pathlib import Path

# the SDK is in the dev extra: a missing install must fail here, not skip silently
import opentelemetry.sdk.trace as sdk_trace
import opentelemetry.sdk.trace.export as export
import opentelemetry.sdk.trace.export.in_memory_span_exporter as in_memory

from agent.support import SHOP, write_app
from agentsearch.agent import Runtime
from agentsearch.handlers.registry import HandlerRegistry


def _provider() -> tuple[object, object]:
    exporter = in_memory.InMemorySpanExporter()
    provider = sdk_trace.TracerProvider()
    provider.add_span_processor(export.SimpleSpanProcessor(exporter))
    return provider, exporter


async def test_finished_trace_nodes_become_spans(tmp_path: Path, registry: HandlerRegistry) -> None:
    provider, exporter = _provider()
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry, otel=provider)
    await runtime.run("shop", [{"role": "user", "content": "What is the return policy?"}])
    spans = exporter.get_finished_spans()  # type: ignore[attr-defined]
    names = [span.name for span in spans]
    assert "search:Search" in names
    assert "search_item:Knowledge Base Search" in names and "search_item:Database Search" in names
    search = next(span for span in spans if span.name == "search:Search")
    assert search.attributes["agentsearch.status"] == "completed"
    assert any(event.name == "Search completed" for event in search.events)
    assert search.end_time >= search.start_time


async def test_no_export_unless_configured(tmp_path: Path, registry: HandlerRegistry) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry)
    assert runtime.otel is False
