"""`agentsearch mcp`: serve the search tools to MCP clients (Claude Desktop, Cursor, any agent)."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from pathlib import Path
from typing import Annotated

import typer

from agentsearch.cli import app
from agentsearch.errors import ConfigError

__all__ = ["mcp"]


@app.command()
def mcp(
    app_dir: Annotated[
        Path | None, typer.Option("--app", help="App directory (default: the bundled demo app).")
    ] = None,
    transport: Annotated[str, typer.Option(help="stdio (local clients) | http (streamable HTTP)")] = "stdio",
    host: Annotated[str, typer.Option(help="Interface to bind (http).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to bind (http).")] = 8765,
) -> None:
    """Serve search, web_search, kb_search, db_search, get_reference, list_collections and list_models
    over MCP. HTTP needs API keys (`agentsearch api-key`), as `agentsearch serve` does."""
    from agentsearch.mcp_server import serve_mcp

    if transport not in ("stdio", "http"):
        raise ConfigError(f"expected stdio or http, got {transport!r}", key="--transport")

    def ready(url: str) -> None:
        print(f"MCP server (streamable HTTP) at {url}", file=sys.stderr, flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve_mcp(app_dir, transport, host=host, port=port, on_ready=ready))  # type: ignore[arg-type]
