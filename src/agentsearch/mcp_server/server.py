"""The MCP server: the search tools and the app's collections and models, with the official SDK.

Tools: `search` (several web/kb/db requests, mode all/any/race), `web_search`, `kb_search`,
`db_search`, `get_reference`, `list_collections`, `list_models`. Each returns text a model can cite
(`[n]` lines) and the same data as structured content. Resources: `agentsearch://collections`,
`agentsearch://collections/{name}`, `agentsearch://models`, `agentsearch://models/{model_id}`.

Errors are tool errors of one line (`isError: true`); nothing a caller does prints a traceback.
"""

from __future__ import annotations

import json
import logging
from typing import Annotated, Any

from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.types import CallToolResult, TextContent
from pydantic import ValidationError

from agentsearch.errors import AgentSearchError, describe_validation_error, one_line
from agentsearch.mcp_server.auth import KeyRingVerifier, caller_auth
from agentsearch.server.auth import KeyRing
from agentsearch.tool_output import CollectionList, ModelList, SearchOutput, StoredReference
from agentsearch.toolkit import SearchToolkit
from agentsearch.tools import (
    CitationIndex,
    Collections,
    Limit,
    Models,
    Query,
    RequestId,
    SearchMode,
    Sites,
    Threshold,
    TimeRange,
    ToolRequest,
    tool_description,
)
from agentsearch.types import Auth

__all__ = ["SearchMCPServer", "build_mcp_server"]

_log = logging.getLogger("agentsearch.mcp_server")

INSTRUCTIONS = (
    "agentsearch searches the web, knowledge bases and SQL databases. Every result is a numbered "
    "reference: cite it as [n] in your answer. get_reference(request_id, n) returns one in full."
)


class SearchMCPServer(MCPServer[Any]):
    """MCPServer whose argument errors are one line naming the field (the SDK prints pydantic's
    multi-line report)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError):
                key, message = describe_validation_error(cause)
                raise ToolError(f"invalid arguments for {name}: {key}: {message}") from None
            raise


def build_mcp_server(
    toolkit: SearchToolkit, *, keys: KeyRing | None = None, public_url: str = "http://127.0.0.1"
) -> SearchMCPServer:
    """The server over a toolkit. With `keys` (the HTTP transport) every request needs a bearer key
    of the ring and runs as its user, with its data scope; without, calls run as the local user."""
    require_key = keys is not None
    options: dict[str, Any] = {}
    if keys is not None:
        options = {
            "token_verifier": KeyRingVerifier(keys),
            "auth": AuthSettings(issuer_url=public_url, resource_server_url=None),
        }
    server = SearchMCPServer(
        "agentsearch", instructions=INSTRUCTIONS, version="0.1.0", log_level="WARNING", **options
    )

    def auth_of(ctx: Context) -> Auth:
        try:
            return caller_auth(ctx, require_key=require_key)
        except PermissionError as exc:
            raise ToolError(str(exc)) from None

    async def run(name: str, arguments: dict[str, Any], ctx: Context) -> CallToolResult:
        auth = auth_of(ctx)
        try:
            text, structured = await toolkit.call(name, arguments, auth)
        except AgentSearchError as exc:
            raise ToolError(one_line(exc, with_type=False)) from None
        except Exception as exc:  # a bug or a dependency failing: one line to the client, detail to the log
            _log.debug("tool %s failed", name, exc_info=True)
            raise ToolError(f"{name} failed: {one_line(exc, with_type=True)}") from None
        return CallToolResult(
            content=[TextContent(type="text", text=text)],
            structured_content=structured.model_dump(mode="json"),
        )

    @server.tool(name="search", description=tool_description("search"))
    async def search(
        requests: list[ToolRequest], ctx: Context, mode: SearchMode = "all"
    ) -> Annotated[CallToolResult, SearchOutput]:
        payload = {"requests": [r.model_dump(mode="json") for r in requests], "mode": mode}
        return await run("search", payload, ctx)

    @server.tool(name="web_search", description=tool_description("web_search"))
    async def web_search(
        query: Query, ctx: Context, sites: Sites, limit: Limit = 0, time_range: TimeRange = ""
    ) -> Annotated[CallToolResult, SearchOutput]:
        payload = {"query": query, "limit": limit, "sites": sites, "time_range": time_range}
        return await run("web_search", payload, ctx)

    @server.tool(name="kb_search", description=tool_description("kb_search"))
    async def kb_search(
        query: Query, ctx: Context, collections: Collections, limit: Limit = 0, threshold: Threshold = 0.0
    ) -> Annotated[CallToolResult, SearchOutput]:
        payload = {"query": query, "collections": collections, "limit": limit, "threshold": threshold}
        return await run("kb_search", payload, ctx)

    @server.tool(name="db_search", description=tool_description("db_search"))
    async def db_search(
        query: Query, ctx: Context, models: Models, limit: Limit = 0
    ) -> Annotated[CallToolResult, SearchOutput]:
        return await run("db_search", {"query": query, "models": models, "limit": limit}, ctx)

    @server.tool(name="get_reference", description=tool_description("get_reference"))
    async def get_reference(
        request_id: RequestId, index: CitationIndex, ctx: Context
    ) -> Annotated[CallToolResult, StoredReference]:
        return await run("get_reference", {"request_id": request_id, "index": index}, ctx)

    @server.tool(name="list_collections", description=tool_description("list_collections"))
    async def list_collections(ctx: Context) -> Annotated[CallToolResult, CollectionList]:
        return await run("list_collections", {}, ctx)

    @server.tool(name="list_models", description=tool_description("list_models"))
    async def list_models(ctx: Context) -> Annotated[CallToolResult, ModelList]:
        return await run("list_models", {}, ctx)

    _add_resources(server, toolkit, auth_of, require_key)
    return server


def _add_resources(server: MCPServer[Any], toolkit: SearchToolkit, auth_of: Any, require_key: bool) -> None:
    @server.resource(
        "agentsearch://collections",
        name="collections",
        description="The knowledge-base collections of the app (JSON).",
        mime_type="application/json",
    )
    def collections() -> str:
        # a static resource gets no request context: the auth context variable (set by the SDK's
        # bearer middleware) is the caller; stdio has none and lists as the local user
        try:
            auth = caller_auth(None, require_key=require_key)
        except PermissionError as exc:
            raise ResourceError(str(exc)) from None
        listing = CollectionList(collections=toolkit.list_collections(auth))
        return listing.model_dump_json()

    @server.resource(
        "agentsearch://collections/{name}",
        name="collection",
        description="One knowledge-base collection (JSON).",
        mime_type="application/json",
    )
    def collection(name: str, ctx: Context) -> str:
        for info in toolkit.list_collections(auth_of(ctx)):
            if info.id == name:
                return info.model_dump_json()
        raise ResourceError(f"collection not found: {name}")

    @server.resource(
        "agentsearch://models",
        name="models",
        description="The database models db_search can query, with their columns (JSON).",
        mime_type="application/json",
    )
    def models() -> str:
        return ModelList(models=toolkit.list_models()).model_dump_json()

    @server.resource(
        "agentsearch://models/{model_id}",
        name="model",
        description="One database model with its columns (JSON).",
        mime_type="application/json",
    )
    def model(model_id: str) -> str:
        for info in toolkit.list_models():
            if info.id == model_id:
                return json.dumps(info.model_dump(mode="json"), ensure_ascii=False)
        raise ResourceError(f"model not found: {model_id}")
