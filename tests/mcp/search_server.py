"""A real MCP server (stdio or streamable HTTP) used by the tests: a web search tool over a fixed corpus.

Run as a script: `python search_server.py` (stdio) or `python search_server.py http PORT`.
"""

from __future__ import annotations

import json
import os
import sys

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

server = MCPServer("agentsearch-test-search")

PAGES = [
    {
        "title": "Deno 2 released",
        "url": "https://deno.com/blog/v2.0",
        "content": "Deno 2 is here",
        "score": 0.9,
    },
    {"title": "Deno repo", "url": "https://github.com/denoland/deno", "content": "source code", "score": 0.7},
    {"title": "Rust", "url": "https://www.rust-lang.org/", "content": "A language", "score": 0.5},
]


@server.tool()
def web_search(
    query: str, limit: int | None = None, sites: list[str] | None = None, time_range: str | None = None
) -> str:
    """Search the fixed corpus; echoes the arguments it received."""
    hits = [p for p in PAGES if any(w.lower() in p["title"].lower() for w in query.split())]
    if sites:
        hits = [p for p in hits if any(s in p["url"] for s in sites)]
    hits = hits[: limit or 10]
    echo = {"query": query, "limit": limit, "sites": sites, "time_range": time_range}
    return json.dumps({"items": hits, "total": 42, "echo": echo})


@server.tool()
def broken_search(query: str) -> str:
    """Always fails."""
    raise ToolError("upstream search engine is down")


@server.tool()
def prose_search(query: str) -> str:
    """Answers without JSON."""
    return "I could not find anything useful."


@server.tool()
def whoami(query: str = "") -> str:
    """Reports the environment value the pool passed."""
    return json.dumps({"env": os.environ.get("AGENTSEARCH_MCP_TEST", "")})


@server.tool()
async def slow_search(query: str, seconds: float = 5.0) -> str:
    """Answers after `seconds` (for call timeouts)."""
    import anyio

    await anyio.sleep(seconds)
    return json.dumps({"items": [], "total": 0})


@server.resource("notes://deno/release", mime_type="text/plain")
def deno_release_notes() -> str:
    """A text resource the runtime reads for `mcp_resource` data parts."""
    return "Deno 2 ships npm compatibility and a stable standard library."


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "http":
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
