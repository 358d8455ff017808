"""A real stdio MCP server for the runtime tests: a tool the LLM calls, a keyword extractor, an intent
check, a reranker, and a tool that fails. Run as a script."""

from __future__ import annotations

import json

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

server = MCPServer("agentsearch-test-tools")


@server.tool()
def stock(sku: str) -> str:
    """Units in stock for a product."""
    return json.dumps({"sku": sku, "count": 4})


@server.tool()
def broken_stock(sku: str) -> str:
    """Always fails."""
    raise ToolError(f"inventory service down for {sku}")


@server.tool()
def keywords(content: str, max_keywords: int = 10, language: str = "auto") -> str:
    """Keywords of a text, as reference §2.9's MCP answer."""
    return json.dumps({"keywords": [{"k": "mcp keyword", "w": 0.9}, {"k": "headphones", "w": 0.8}]})


@server.tool()
def need_search(query: str) -> str:
    """Only questions about products need a search, and only of the database."""
    need = "product" in query.lower()
    return json.dumps({"need_search": need, "search_types": ["DB"] if need else [], "confidence": 0.9})


@server.tool()
def rerank(query: str, items: list[dict[str, object]], top_n: int = 10) -> str:
    """Reverses the items (an order no score sort gives), as reference §2.11's MCP answer."""
    return json.dumps({"order": [item["citation_id"] for item in reversed(items)][:top_n]})


if __name__ == "__main__":
    server.run()
