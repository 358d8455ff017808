"""The MCP pool over streamable HTTP, against the same real server run with `streamable-http`."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentsearch.mcp import MCPPool, MCPServerConfig

SERVER = Path(__file__).with_name("search_server.py")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def http_server() -> Iterator[str]:
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, str(SERVER), "http", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if process.poll() is not None:
                    pytest.fail("the MCP HTTP test server exited")
                time.sleep(0.1)
        else:
            pytest.fail("the MCP HTTP test server did not start")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        process.wait(timeout=10)


async def test_call_over_streamable_http(http_server: str) -> None:
    config = MCPServerConfig(
        name="remote", transport="http", url=http_server, headers={"Authorization": "Bearer t"}, timeout=10
    )
    pool = MCPPool({"remote": config})
    try:
        result = await pool.call_tool("remote", "web_search", {"query": "rust"})
        assert json.loads(result.texts[0])["items"][0]["url"] == "https://www.rust-lang.org/"
        failed = await pool.call_tool("remote", "broken_search", {"query": "x"})
        assert failed.is_error and "upstream search engine is down" in failed.texts[0]
    finally:
        await pool.aclose()
