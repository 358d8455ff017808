"""agentsearch as an MCP server (the `mcp/` package next door is the MCP *client* pool).

agentsearch mcp --app DIR                      # stdio, for Claude Desktop / Cursor
agentsearch mcp --app DIR --transport http     # streamable HTTP at /mcp, bearer API keys
"""

from agentsearch.mcp_server.run import open_toolkit, serve_mcp

__all__ = ["open_toolkit", "serve_mcp"]
