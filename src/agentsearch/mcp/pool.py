"""The MCP client pool: one live connection per server (per event loop), shared by every tool call.

Each connection is owned by a background task that entered the SDK's `Client` context; callers hand it
requests through a queue. That keeps the SDK's anyio cancel scopes in the task that opened them, lets
concurrent calls share one session, and lets a dead server be reconnected on the next call.
Implements `agentsearch.context.MCPCaller`.
"""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentsearch.context import MCPToolResult
from agentsearch.mcp.config import MCPServerConfig, load_mcp_servers

__all__ = ["MCPCallError", "MCPPool"]


class MCPCallError(RuntimeError):
    """A tool call or resource read could not be made or did not finish (connection, protocol, timeout)."""


@dataclass(eq=False)
class _Call:
    tool: str  # the tool name, or the resource URI when `resource` is set
    arguments: dict[str, Any]
    timeout: float
    future: asyncio.Future[Any]
    resource: bool = False


class _Connection:
    def __init__(self, config: MCPServerConfig) -> None:
        self.config = config
        self.queue: asyncio.Queue[_Call | None] = asyncio.Queue()
        self.ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.task: asyncio.Task[None] | None = None
        self.closed = False
        self.inflight: set[_Call] = set()

    def start(self) -> None:
        self.task = asyncio.create_task(self._run(), name=f"mcp:{self.config.name}")

    def _target(self) -> Any:
        from agentsearch.extras import require

        require("mcp", "calling MCP tools")
        from mcp.client.streamable_http import streamable_http_client
        from mcp.shared._httpx_utils import create_mcp_http_client

        from mcp import StdioServerParameters

        if self.config.transport == "stdio":
            return StdioServerParameters(
                command=self.config.command, args=list(self.config.args), env=dict(self.config.env) or None
            )
        client = create_mcp_http_client(headers=dict(self.config.headers) or None)
        return streamable_http_client(self.config.url, http_client=client)

    async def _run(self) -> None:
        import anyio

        from mcp import Client

        try:
            async with Client(self._target(), read_timeout_seconds=self.config.timeout) as client:
                self.ready.set_result(None)
                async with anyio.create_task_group() as group:
                    while True:
                        call = await self.queue.get()
                        if call is None:
                            group.cancel_scope.cancel()
                            break
                        group.start_soon(self._serve, client, call)
        except Exception as exc:
            if not self.ready.done():
                self.ready.set_exception(
                    MCPCallError(f"cannot connect to MCP server {self.config.name!r}: {exc}")
                )
            self._fail_pending(exc)
        finally:
            self.closed = True
            self._fail_pending(None)
            for call in list(self.inflight):
                if not call.future.done():
                    message = f"MCP server {self.config.name!r} closed during the call"
                    call.future.set_exception(MCPCallError(message))

    async def _serve(self, client: Any, call: _Call) -> None:
        self.inflight.add(call)
        try:
            if call.resource:
                result = await client.read_resource(call.tool)
            else:
                result = await client.call_tool(call.tool, call.arguments, read_timeout_seconds=call.timeout)
        except Exception as exc:
            if not call.future.done():
                call.future.set_exception(MCPCallError(str(exc) or type(exc).__name__))
            return
        finally:
            self.inflight.discard(call)
        if not call.future.done():
            call.future.set_result(result)

    def _fail_pending(self, exc: BaseException | None) -> None:
        while not self.queue.empty():
            call = self.queue.get_nowait()
            if call is not None and not call.future.done():
                reason = f": {exc}" if exc else ""
                call.future.set_exception(
                    MCPCallError(f"MCP server {self.config.name!r} disconnected{reason}")
                )

    async def close(self) -> None:
        if self.task is None or self.task.done():
            return
        await self.queue.put(None)
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(self.task, timeout=5)


class MCPPool:
    """Calls tools on configured MCP servers; `await pool.aclose()` ends the connections."""

    @classmethod
    def from_app(cls, app_dir: Path | None) -> MCPPool:
        """A pool over the app's `mcps/*.mcp.yao|yml|yaml` definitions (empty without an app)."""
        return cls(load_mcp_servers(app_dir))

    def __init__(self, servers: Mapping[str, MCPServerConfig]) -> None:
        self.servers = dict(servers)
        self._connections: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, _Connection]] = (
            weakref.WeakKeyDictionary()
        )
        self._locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = (
            weakref.WeakKeyDictionary()
        )

    async def call_tool(
        self, server: str, tool: str, arguments: dict[str, Any], *, timeout: float = 30.0
    ) -> MCPToolResult:
        """Call `tool` on `server`. Unknown servers raise LookupError; failures raise MCPCallError."""
        connection = await self._connection(server)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        await connection.queue.put(_Call(tool, dict(arguments), timeout, future))
        try:
            result = await asyncio.wait_for(future, timeout=timeout + 1)
        except TimeoutError:
            raise MCPCallError(f"MCP tool {server}.{tool} timed out after {timeout:g}s") from None
        return _reduce(result)

    async def read_resource(self, server: str, uri: str, *, timeout: float = 30.0) -> list[str]:
        """The text contents of resource `uri` on `server` (binary-only resources raise MCPCallError)."""
        connection = await self._connection(server)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        await connection.queue.put(_Call(uri, {}, timeout, future, resource=True))
        try:
            result = await asyncio.wait_for(future, timeout=timeout + 1)
        except TimeoutError:
            raise MCPCallError(f"MCP resource {uri} on {server!r} timed out after {timeout:g}s") from None
        texts = [
            text for item in result.contents or [] if isinstance(text := getattr(item, "text", None), str)
        ]
        if not texts and result.contents:
            raise MCPCallError(f"MCP resource {uri} on {server!r} has no text content")
        return texts

    async def _connection(self, server: str) -> _Connection:
        config = self.servers.get(server)
        if config is None:
            known = ", ".join(sorted(self.servers)) or "none"
            raise LookupError(f"unknown MCP server {server!r}; configured: {known}")
        loop = asyncio.get_running_loop()
        lock = self._locks.setdefault(loop, asyncio.Lock())
        async with lock:
            connections = self._connections.setdefault(loop, {})
            connection = connections.get(server)
            if connection is None or connection.closed:
                connection = _Connection(config)
                connection.start()
                connections[server] = connection
            try:
                await asyncio.wait_for(asyncio.shield(connection.ready), timeout=config.timeout)
            except TimeoutError:
                connections.pop(server, None)
                await connection.close()
                raise MCPCallError(
                    f"MCP server {server!r} did not start within {config.timeout:g}s"
                ) from None
            except MCPCallError:
                connections.pop(server, None)
                raise
            return connection

    async def aclose(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        connections = self._connections.pop(loop, {})
        await asyncio.gather(*(c.close() for c in connections.values()), return_exceptions=True)


def _reduce(result: Any) -> MCPToolResult:
    """The SDK's CallToolResult as texts + is_error; structured content is added as JSON text."""
    import json

    texts = [block.text for block in result.content or [] if getattr(block, "type", "") == "text"]
    structured = getattr(result, "structured_content", None)
    if not texts and structured is not None:
        texts = [json.dumps(structured, ensure_ascii=False)]
    return MCPToolResult(texts=texts, is_error=bool(result.is_error))
