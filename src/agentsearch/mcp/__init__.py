"""MCP clients: server definitions (`<app>/mcps/*.mcp.yao`) and the pool that calls their tools.

pool = MCPPool(load_mcp_servers(app_dir))          # implements context.MCPCaller
ctx = SearchContext(..., mcp=pool)
await pool.call_tool("search", "web_search", {"query": "..."}, timeout=30)
await pool.read_resource("search", "notes://deno/release")   # the resource's text contents
"""

from agentsearch.mcp.config import MCPServerConfig, load_mcp_file, load_mcp_servers
from agentsearch.mcp.pool import MCPCallError, MCPPool

__all__ = ["MCPCallError", "MCPPool", "MCPServerConfig", "load_mcp_file", "load_mcp_servers"]
