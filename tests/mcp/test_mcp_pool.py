"""The MCP client pool against a real stdio MCP server (tests/mcp/search_server.py).

One server process is shared by the module's tests (module-scoped event loop)."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from agentsearch.mcp import MCPCallError, MCPPool, MCPServerConfig

SERVER = Path(__file__).with_name("search_server.py")

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def pool() -> AsyncIterator[MCPPool]:
    config = MCPServerConfig(
        name="search",
        command=sys.executable,
        args=[str(SERVER)],
        env={"AGENTSEARCH_MCP_TEST": "from-config"},
        timeout=20,
    )
    pool = MCPPool({"search": config})
    yield pool
    await pool.aclose()


async def test_call_tool_returns_text_contents(pool: MCPPool) -> None:
    result = await pool.call_tool("search", "web_search", {"query": "deno", "limit": 1})
    assert result.is_error is False
    data = json.loads(result.texts[0])
    assert [item["url"] for item in data["items"]] == ["https://deno.com/blog/v2.0"]
    assert data["echo"] == {"query": "deno", "limit": 1, "sites": None, "time_range": None}


async def test_env_reaches_the_server(pool: MCPPool) -> None:
    result = await pool.call_tool("search", "whoami", {})
    assert json.loads(result.texts[0]) == {"env": "from-config"}


async def test_tool_errors_are_flagged(pool: MCPPool) -> None:
    result = await pool.call_tool("search", "broken_search", {"query": "x"})
    assert result.is_error is True
    assert "upstream search engine is down" in result.texts[0]


async def test_concurrent_calls_share_one_session(pool: MCPPool) -> None:
    results = await asyncio.gather(
        *(pool.call_tool("search", "web_search", {"query": q}) for q in ["deno", "rust"])
    )
    assert [json.loads(r.texts[0])["echo"]["query"] for r in results] == ["deno", "rust"]
    assert len(pool._connections) == 1


async def test_unknown_server_is_a_lookup_error(pool: MCPPool) -> None:
    with pytest.raises(LookupError, match="unknown MCP server 'nope'; configured: search"):
        await pool.call_tool("nope", "web_search", {"query": "x"})


async def test_server_that_cannot_start() -> None:
    pool = MCPPool({"bad": MCPServerConfig(name="bad", command="/nonexistent/agentsearch-mcp", timeout=5)})
    with pytest.raises(MCPCallError, match="cannot connect to MCP server 'bad'"):
        await pool.call_tool("bad", "t", {})
    await pool.aclose()


async def test_read_resource_returns_its_text(pool: MCPPool) -> None:
    texts = await pool.read_resource("search", "notes://deno/release")
    assert texts == ["Deno 2 ships npm compatibility and a stable standard library."]


async def test_unknown_resource_is_a_call_error(pool: MCPPool) -> None:
    with pytest.raises(MCPCallError, match="notes://nope"):
        await pool.read_resource("search", "notes://nope")


async def test_a_call_that_outlives_its_timeout_fails_and_the_session_stays_usable(pool: MCPPool) -> None:
    with pytest.raises(MCPCallError, match="timed out"):
        await pool.call_tool("search", "slow_search", {"query": "x", "seconds": 5}, timeout=0.3)
    result = await pool.call_tool("search", "web_search", {"query": "rust"})
    assert json.loads(result.texts[0])["echo"]["query"] == "rust"
