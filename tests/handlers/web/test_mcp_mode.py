"""Web MCP mode (`uses.web = mcp:<server>.<tool>`) through the real MCP pool and a real stdio server."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from agentsearch import Searcher
from agentsearch.config import Config, Uses
from agentsearch.context import MCPToolResult, SearchContext
from agentsearch.handlers.web import WebHandler
from agentsearch.mcp import MCPPool, MCPServerConfig
from agentsearch.types import Request, SearchType

SERVER = Path(__file__).parents[2] / "mcp" / "search_server.py"

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def pool() -> AsyncIterator[MCPPool]:
    pool = MCPPool(
        {"search": MCPServerConfig(name="search", command=sys.executable, args=[str(SERVER)], timeout=20)}
    )
    yield pool
    await pool.aclose()


def ctx(pool: object, tool: str) -> SearchContext:
    return SearchContext(config=Config(), uses=Uses(web=f"mcp:search.{tool}"), mcp=pool)  # type: ignore[arg-type]


async def test_arguments_items_and_total(pool: MCPPool) -> None:
    request = Request(
        query="deno", type=SearchType.WEB, limit=5, sites=["deno.com"], time_range="week", source="user"
    )
    result = await WebHandler().search(request, ctx(pool, "web_search"))
    assert result.error == ""
    assert [(i.title, i.url, i.score) for i in result.items] == [
        ("Deno 2 released", "https://deno.com/blog/v2.0", 0.9)
    ]
    assert result.items[0].content == "Deno 2 is here"
    assert result.total == 42  # taken from the tool's numeric total
    assert result.metadata == {"mode": "mcp", "server": "search", "tool": "web_search"}


async def test_tool_error_text_is_the_error(pool: MCPPool) -> None:
    result = await WebHandler().search(Request(query="x", type=SearchType.WEB), ctx(pool, "broken_search"))
    assert "upstream search engine is down" in result.error
    assert result.items == []


async def test_no_json_is_an_empty_result(pool: MCPPool) -> None:
    result = await WebHandler().search(Request(query="x", type=SearchType.WEB), ctx(pool, "prose_search"))
    assert result.error == "" and result.items == []


async def test_unknown_server_and_tool(pool: MCPPool) -> None:
    context = SearchContext(uses=Uses(web="mcp:other.web_search"), mcp=pool)
    result = await WebHandler().search(Request(query="x", type=SearchType.WEB), context)
    assert result.error.startswith("MCP client 'other' not found: unknown MCP server 'other'")
    missing_tool = await WebHandler().search(Request(query="x", type=SearchType.WEB), ctx(pool, "nope"))
    assert "nope" in missing_tool.error


async def test_searcher_numbers_mcp_items(pool: MCPPool) -> None:
    searcher = Searcher(context=ctx(pool, "web_search"))
    (result,) = await searcher.all([Request(query="deno", type=SearchType.WEB)])
    assert [i.citation_id for i in result.items] == ["1", "2"]


class _Caller:
    def __init__(self, answer: MCPToolResult | Exception) -> None:
        self.answer = answer
        self.calls: list[tuple[str, str, dict[str, object], float]] = []

    async def call_tool(self, server: str, tool: str, arguments: dict[str, object], *, timeout: float = 30.0):
        self.calls.append((server, tool, arguments, timeout))
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


async def test_error_strings_of_reference_2_8() -> None:
    request = Request(query="x", type=SearchType.WEB)
    no_pool = await WebHandler().search(request, SearchContext(uses=Uses(web="mcp:s.t")))
    assert no_pool.error == "MCP client 's' not found: no MCP servers configured"
    failing = _Caller(RuntimeError("pipe closed"))
    result = await WebHandler().search(request, ctx(failing, "t"))
    assert result.error == "MCP tool call failed: pipe closed"
    assert failing.calls == [("search", "t", {"query": "x"}, 30.0)]
    empty_error = await WebHandler().search(
        request, ctx(_Caller(MCPToolResult(texts=[], is_error=True)), "t")
    )
    assert empty_error.error == "MCP tool returned error"
    no_content = await WebHandler().search(request, ctx(_Caller(MCPToolResult(texts=[])), "t"))
    assert no_content.error == "" and no_content.items == []
