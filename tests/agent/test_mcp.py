"""MCP through the real client pool and a real stdio server: LLM tools, keyword extraction, intent check."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from agent.support import SHOP, FixedHandler, write_app
from agentsearch.agent import MessageEvent, Runtime
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import SearchType, SourceType
from llm.openai_server import FakeOpenAI, Reply

SERVER = Path(__file__).parent / "tools_server.py"


def _app(root: Path, fake: FakeOpenAI | None, **package: Any) -> Path:
    shop = {**SHOP, "package": {**SHOP["package"], **package}}
    connectors = {}
    if fake is not None:
        shop["package"]["connector"] = "local"
        connectors = {"local": {"type": "openai", "options": {"model": "m", "base_url": fake.base_url}}}
    write_app(root, {"shop": shop}, connectors=connectors)
    (root / "mcps").mkdir()
    definition = {"transport": "stdio", "command": sys.executable, "args": [str(SERVER)], "timeout": 20}
    (root / "mcps" / "tools.mcp.yml").write_text(yaml.safe_dump(definition), encoding="utf-8")
    return root


TOOLS = [
    {
        "type": "function",
        "function": {"name": "stock", "parameters": {"type": "object"}},
        "mcp": "tools.stock",
    },
    {
        "type": "function",
        "function": {"name": "broken_stock", "parameters": {"type": "object"}},
        "mcp": "tools.broken_stock",
    },
]


async def test_llm_tool_calls_run_on_the_mcp_server(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(tool_calls=[{"id": "call_1", "name": "stock", "arguments": '{"sku": "XM5"}'}]),
        Reply(text="Four left."),
    )
    runtime = Runtime(_app(tmp_path, fake_openai, tools=TOOLS), registry=registry)
    try:
        result = await runtime.run(
            "shop", [{"role": "user", "content": "Is the XM5 in stock?"}], {"search": False}
        )
    finally:
        await runtime.aclose()
    assert "mcp" not in fake_openai.requests[0]["tools"][0]
    assert fake_openai.requests[1]["messages"][-1] == {
        "role": "tool",
        "tool_call_id": "call_1",
        "content": '{"sku": "XM5", "count": 4}',
    }
    assert result.answer == "Four left."
    tool_results = [
        e
        for e in result.events
        if isinstance(e, MessageEvent) and e.type == "text" and "count" in e.props["content"]
    ]
    assert tool_results


async def test_mcp_tool_error_fails_the_request(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI
) -> None:
    fake_openai.script(
        Reply(tool_calls=[{"id": "call_2", "name": "broken_stock", "arguments": '{"sku": "XM5"}'}])
    )
    runtime = Runtime(_app(tmp_path, fake_openai, tools=TOOLS), registry=registry)
    try:
        result = await runtime.run("shop", [{"role": "user", "content": "stock?"}], {"search": False})
    finally:
        await runtime.aclose()
    assert result.end.status == "failed"
    assert "inventory service down for XM5" in result.end.error


async def test_keyword_and_intent_through_mcp(
    tmp_path: Path, registry: HandlerRegistry, handlers: dict[SearchType, FixedHandler]
) -> None:
    uses = {"web": "builtin", "keyword": "mcp:tools.keywords", "needsearch": "mcp:tools.need_search"}
    runtime = Runtime(_app(tmp_path, None, uses=uses), registry=registry)
    try:
        skipped = await runtime.run("shop", [{"role": "user", "content": "How are returns handled?"}])
        searched = await runtime.run("shop", [{"role": "user", "content": "Which product is cheapest?"}])
    finally:
        await runtime.aclose()
    assert skipped.end.references == []
    assert {r.type for r in searched.end.references} == {SearchType.DB}
    assert [r.type for h in handlers.values() for r in h.requests] == [SearchType.DB]


async def test_mcp_resource_data_parts_become_user_references(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    app = _app(tmp_path, None)
    server = Path(__file__).parents[1] / "mcp" / "search_server.py"
    definition = {"transport": "stdio", "command": sys.executable, "args": [str(server)], "timeout": 20}
    (app / "mcps" / "notes.mcp.yml").write_text(yaml.safe_dump(definition), encoding="utf-8")
    sources = [
        {"type": "mcp_resource", "server": "notes", "uri": "notes://deno/release"},
        {"type": "mcp_resource", "server": "notes", "uri": "notes://missing"},
    ]
    message = {
        "role": "user",
        "content": [
            {"type": "text", "text": "What is new in Deno?"},
            {"type": "data", "data": {"sources": sources}},
        ],
    }
    runtime = Runtime(app, registry=registry)
    try:
        result = await runtime.run("shop", [message], {"search": False})
    finally:
        await runtime.aclose()
    refs = result.end.references
    assert [(r.source, r.weight, r.url) for r in refs] == [(SourceType.USER, 1.0, "notes://deno/release")]
    assert refs[0].content == "Deno 2 ships npm compatibility and a stable standard library."
    loading = [
        e.props["message"] for e in result.events if isinstance(e, MessageEvent) and e.type == "loading"
    ]
    assert "Found 1 references (some sources failed)" in loading  # the missing resource is a failed source
    assert "npm compatibility" in result.answer  # the extractive answer quotes the resource
