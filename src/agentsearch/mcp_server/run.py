"""Running the MCP server over stdio or streamable HTTP, with the app's chat store for references.

The store is the one `agentsearch serve` uses for the same app (`$AGENTSEARCH_STORE_URL`, else
`<data>/agentsearch.db`), so a reference found through MCP also resolves on the references API.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from agentsearch.app_loader import load_search_app
from agentsearch.errors import ConfigError

__all__ = ["open_toolkit", "serve_mcp"]

Transport = Literal["stdio", "http"]


async def open_toolkit(app: Path | str | None, *, store_url: str | None = None) -> Any:
    """The toolkit over an app with its store opened (and migrated) and its MCP client pool."""
    from agentsearch.paths import app_data_dir
    from agentsearch.server.app import ENV_STORE_SCHEMA, default_store_url
    from agentsearch.store.chat_store import ChatStore
    from agentsearch.toolkit import SearchToolkit

    loaded = load_search_app(app)
    url = store_url or default_store_url(app_data_dir(loaded.root))
    schema = os.environ.get(ENV_STORE_SCHEMA, "").strip() or None
    store = await ChatStore.open(url, schema=schema)
    mcp = None
    if loaded.names_mcp_tool:
        from agentsearch.mcp import MCPPool

        mcp = MCPPool.from_app(loaded.root)
    return SearchToolkit(loaded, store=store, mcp=mcp)


async def close_toolkit(toolkit: Any) -> None:
    if toolkit.mcp is not None:
        await toolkit.mcp.aclose()
    if toolkit.store is not None:
        await toolkit.store.close()


async def serve_mcp(
    app: Path | str | None,
    transport: Transport = "stdio",
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    on_ready: Any = None,
) -> None:
    """Serve until stopped. HTTP needs API keys (`<app>/agent/keys.yml` or `AGENTSEARCH_API_KEYS`),
    exactly as `agentsearch serve`; stdio runs as the local user."""
    from agentsearch.mcp_server.server import build_mcp_server
    from agentsearch.server.auth import KeyRing

    root = load_search_app(app).root
    keys = None
    if transport == "http":
        keys = KeyRing.load(root)
        if len(keys) == 0:
            raise ConfigError(
                "the HTTP transport needs API keys: create one with `agentsearch api-key USER`",
                file=str(root / "agent" / "keys.yml"),
            )
    toolkit = await open_toolkit(root)
    try:
        server = build_mcp_server(toolkit, keys=keys, public_url=f"http://{host}:{port}")
        if transport == "stdio":
            await server.run_stdio_async()
            return
        import uvicorn

        asgi = server.streamable_http_app(host=host)
        config = uvicorn.Config(asgi, host=host, port=port, log_level="warning", lifespan="on")
        if on_ready is not None:
            on_ready(f"http://{host}:{port}/mcp")
        await uvicorn.Server(config).serve()
    finally:
        await close_toolkit(toolkit)
