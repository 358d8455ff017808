"""`agentsearch mcp` over stdio, driven by the official `mcp` client as Claude Desktop would run it."""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from agentsearch_mcp_app import AGENTSEARCH, connected, write_app

from mcp import StdioServerParameters

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_app(tmp_path_factory.mktemp("mcp-stdio") / "app")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def client(app: Path) -> AsyncIterator[Any]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("AGENTSEARCH_")}
    params = StdioServerParameters(
        command=AGENTSEARCH[0], args=[*AGENTSEARCH[1:], "mcp", "--app", str(app)], env=env
    )
    async with connected(params, read_timeout_seconds=120) as client:
        yield client


async def test_every_tool_is_listed_with_a_documented_input_schema(client: Any) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == {
        "search",
        "web_search",
        "kb_search",
        "db_search",
        "get_reference",
        "list_collections",
        "list_models",
    }
    search = tools["search"].input_schema
    assert search["required"] == ["requests"]
    request = search["$defs"]["ToolRequest"]
    assert request["properties"]["type"]["description"].startswith("web: the internet")
    assert set(request["properties"]) >= {"type", "query", "limit", "collections", "models", "sites"}
    kb = tools["kb_search"].input_schema["properties"]
    assert kb["query"]["maxLength"] == 4000 and "description" in kb["collections"]
    assert all(tool.description for tool in tools.values())
    assert tools["kb_search"].output_schema["properties"]["references"]["type"] == "array"


async def test_kb_search_returns_citable_text_and_structured_references(client: Any) -> None:
    result = await client.call_tool("kb_search", {"query": "can I return headphones", "limit": 2})
    assert result.is_error is False
    text = result.content[0].text
    assert "[1] (kb) Returns" in text and "30 days" in text
    data = result.structured_content
    assert data["request_id"].startswith("req_")
    first = data["references"][0]
    assert first["id"] == "1" and first["title"] == "Returns" and first["collection"] == "notes"


async def test_get_reference_resolves_a_cited_number_in_full(client: Any) -> None:
    found = await client.call_tool("db_search", {"query": "items under 100 euros"})
    data = found.structured_content
    assert found.is_error is False, found.content[0].text
    titles = [ref["title"] for ref in data["references"]]
    assert "Sparrow earbuds" in titles and "Falcon headphones" not in titles
    index = next(int(ref["id"]) for ref in data["references"] if ref["title"] == "Sparrow earbuds")
    ref = await client.call_tool("get_reference", {"request_id": data["request_id"], "index": index})
    assert ref.is_error is False
    assert ref.structured_content["title"] == "Sparrow earbuds" and ref.structured_content["type"] == "db"


async def test_search_runs_several_types_and_a_failing_source_does_not_block_the_others(client: Any) -> None:
    result = await client.call_tool(
        "search",
        {
            "requests": [
                {"type": "web", "query": "headphones return policy"},
                {"type": "kb", "query": "free shipping"},
            ],
            "mode": "all",
        },
    )
    assert result.is_error is False
    data = result.structured_content
    kinds = {summary["type"]: summary for summary in data["results"]}
    assert kinds["web"]["error"] and kinds["kb"]["count"] >= 1
    assert any(ref["title"] == "Shipping" for ref in data["references"])
    assert "note (web): " in result.content[0].text


async def test_bad_arguments_are_one_line_tool_errors(client: Any) -> None:
    bad_type = await client.call_tool("search", {"requests": [{"type": "images", "query": "x"}]})
    assert bad_type.is_error is True
    message = bad_type.content[0].text
    assert "\n" not in message and "requests.0.type" in message
    empty = await client.call_tool("kb_search", {"query": ""})
    assert empty.is_error is True and "\n" not in empty.content[0].text and "query" in empty.content[0].text
    unknown = await client.call_tool("get_reference", {"request_id": "req_nope", "index": 3})
    assert unknown.is_error is True
    assert unknown.content[0].text.endswith("reference not found: request_id=req_nope, index=3")


async def test_catalogue_tools_and_resources(client: Any) -> None:
    collections = await client.call_tool("list_collections", {})
    ids = [c["id"] for c in collections.structured_content["collections"]]
    assert ids == ["alice-private", "notes"]  # stdio runs as the local user, with no data constraint
    models = await client.call_tool("list_models", {})
    (items,) = models.structured_content["models"]
    assert items["id"] == "items" and [c["name"] for c in items["columns"]] == ["id", "name", "price"]

    resources = {str(r.uri) for r in (await client.list_resources()).resources}
    assert {"agentsearch://collections", "agentsearch://models"} <= resources
    templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
    assert {"agentsearch://collections/{name}", "agentsearch://models/{model_id}"} <= templates
    model = await client.read_resource("agentsearch://models/items")
    assert json.loads(model.contents[0].text)["description"] == "Things the shop sells"
    listing = await client.read_resource("agentsearch://collections")
    assert [c["id"] for c in json.loads(listing.contents[0].text)["collections"]] == ids
