"""OpenTelemetry export: one trace per request, spans nested as the trace tree (request → search →
per-type search → provider call; LLM call), GenAI attributes on the LLM span. Checked with the SDK's
in-memory exporter, by parent span ids."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

# the SDK is in the dev extra: a missing install must fail here, not skip silently
import opentelemetry.sdk.trace as sdk_trace
import opentelemetry.sdk.trace.export as export
import opentelemetry.sdk.trace.export.in_memory_span_exporter as in_memory
import pytest
from opentelemetry.trace import SpanKind, StatusCode
from pytest_httpserver import HTTPServer

from agent.support import SHOP, write_app
from agentsearch import Document, KBManager, Searcher, telemetry
from agentsearch.agent import Runtime
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Request, SearchType
from llm.openai_server import FakeOpenAI, Reply

SEARCH_ALL = {"search": {"need_search": True, "search_types": ["web", "kb", "db"], "confidence": 1.0}}
QUESTION = [{"role": "user", "content": "What is the return policy?"}]


def _provider() -> tuple[Any, Any]:
    exporter = in_memory.InMemorySpanExporter()
    provider = sdk_trace.TracerProvider()
    provider.add_span_processor(export.SimpleSpanProcessor(exporter))
    return provider, exporter


def _one(spans: list[Any], name: str) -> Any:
    found = [span for span in spans if span.name == name]
    assert len(found) == 1, f"{name}: {[s.name for s in spans]}"
    return found[0]


def _parent_of(span: Any) -> int | None:
    return span.parent.span_id if span.parent is not None else None


async def test_one_request_is_one_trace_nested_as_the_trace_tree(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    provider, exporter = _provider()
    fake_openai.script(Reply(text="Within 30 days [1]."), Reply(text="Again [1]."))
    app = write_app(
        tmp_path,
        {"shop": {**SHOP, "package": {**SHOP["package"], "connector": "local"}}},
        connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake_openai.base_url}}},
    )
    runtime = Runtime(app, registry=registry, otel=provider)
    await runtime.run("shop", QUESTION, {"search": SEARCH_ALL["search"] | {"search_types": ["kb", "db"]}})
    spans = list(exporter.get_finished_spans())

    assert len({span.context.trace_id for span in spans}) == 1
    root = _one(spans, "agentsearch.request")
    assert root.parent is None and root.kind == SpanKind.SERVER
    assert root.attributes["agentsearch.assistant_id"] == "shop"
    assert [span.name for span in spans if span.parent is None] == ["agentsearch.request"]

    search = _one(spans, "agentsearch.search")
    assert _parent_of(search) == root.context.span_id
    for kind in ("kb", "db"):
        per_type = _one(spans, f"agentsearch.search.{kind}")
        assert _parent_of(per_type) == search.context.span_id
        assert per_type.attributes["agentsearch.result_count"] >= 1
    assert not [span for span in spans if span.name.startswith("agentsearch.search_item")]

    llm = _one(spans, "chat m")
    assert _parent_of(llm) == root.context.span_id and llm.kind == SpanKind.CLIENT
    assert llm.attributes["gen_ai.operation.name"] == "chat"
    assert llm.attributes["gen_ai.provider.name"] == "openai"
    assert llm.attributes["gen_ai.request.model"] == "m"
    assert llm.attributes["gen_ai.usage.input_tokens"] == 11  # what the server reported
    assert llm.attributes["gen_ai.usage.output_tokens"] == 7
    assert llm.attributes["gen_ai.response.finish_reasons"] == ("stop",)
    assert llm.attributes["server.address"] == "127.0.0.1"
    assert search.start_time <= llm.start_time and llm.end_time <= root.end_time

    await runtime.run("shop", QUESTION)
    second = [span for span in exporter.get_finished_spans() if span not in spans]
    assert len({span.context.trace_id for span in second}) == 1
    assert second[0].context.trace_id != root.context.trace_id  # a new request is a new trace


@pytest.fixture
def real_app(tmp_path: Path, httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Real handlers: a KB collection, a SQLite table, and a SearXNG stand-in speaking its JSON API."""
    monkeypatch.delenv("AGENTSEARCH_DATA_DIR", raising=False)
    results = {
        "query": "return policy",
        "results": [
            {"url": "https://shop.example/returns", "title": "Returns", "content": "30 days", "score": 1.0}
        ],
        "answers": [],
        "infoboxes": [],
    }
    httpserver.expect_request("/search", method="GET").respond_with_json(results)
    database = tmp_path / "shop.db"
    with sqlite3.connect(database) as connection:
        connection.execute("create table products (id integer primary key, name text, price real)")
        connection.execute("insert into products (name, price) values ('Return label', 0)")
    search = {
        "kb": {"collections": ["notes"], "threshold": 0.0},
        "db": {"url": f"sqlite:///{database}", "models": ["products"]},
        "web": {
            "provider": "searxng",
            "providers": ["searxng"],
            "settings": {"searxng": {"base_url": httpserver.url_for("/").rstrip("/")}},
        },
    }
    package = {"name": "Shop", "kb": {"collections": ["notes"]}, "db": {"models": ["products"]}}
    app = write_app(tmp_path / "app", {"shop": {**SHOP, "package": package}}, search=search)
    notes = [Document(id="returns", title="Returns", text="Returns are accepted within 30 days.")]
    KBManager(app / "data" / "kb").create("notes", embedder="minilm").ingest(notes)
    return app


async def test_provider_calls_nest_under_their_per_type_search(real_app: Path) -> None:
    provider, exporter = _provider()
    runtime = Runtime(real_app, otel=provider)
    question = [{"role": "user", "content": "Which products cost less than 10 dollars?"}]
    await runtime.run("shop", question, SEARCH_ALL)
    spans = list(exporter.get_finished_spans())
    assert len({span.context.trace_id for span in spans}) == 1
    search = _one(spans, "agentsearch.search")
    for kind, call in (
        ("web", "agentsearch.web.provider"),
        ("kb", "agentsearch.kb.collection"),
        ("db", "agentsearch.db.query"),
    ):
        per_type = _one(spans, f"agentsearch.search.{kind}")
        assert _parent_of(per_type) == search.context.span_id
        provider_call = _one(spans, call)
        assert _parent_of(provider_call) == per_type.context.span_id, call
    assert _one(spans, "agentsearch.web.provider").attributes["agentsearch.provider"] == "searxng"
    assert _one(spans, "agentsearch.kb.collection").attributes["agentsearch.collection"] == "notes"
    assert _one(spans, "agentsearch.db.query").attributes["db.system.name"] == "sqlite"
    extractive = next(span for span in spans if span.name.startswith("chat "))
    assert extractive.attributes["gen_ai.provider.name"] == "agentsearch.extractive"


async def test_a_failed_source_is_an_error_span_beside_the_others(real_app: Path) -> None:
    provider, exporter = _provider()
    telemetry.instrument(provider)  # a library user tracing the Searcher directly
    try:
        searcher = Searcher.from_app(real_app)
        await searcher.all(
            [
                Request(type=SearchType.KB, query="returns"),
                Request(type=SearchType.DB, query="x", models=["nope"]),
            ]
        )
    finally:
        telemetry.instrument(False)
    spans = list(exporter.get_finished_spans())
    kb, db = _one(spans, "agentsearch.search.kb"), _one(spans, "agentsearch.search.db")
    assert kb.status.status_code != StatusCode.ERROR
    assert db.status.status_code == StatusCode.ERROR and "no valid models" in (db.status.description or "")
    assert _parent_of(_one(spans, "agentsearch.kb.collection")) == kb.context.span_id


async def test_no_export_unless_configured(tmp_path: Path, registry: HandlerRegistry) -> None:
    runtime = Runtime(write_app(tmp_path, {"shop": SHOP}), registry=registry)
    assert runtime.otel is False
    assert telemetry.current_tracer() is None
