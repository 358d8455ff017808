"""Per-request search context: config, uses, identity, the shared citation counter, delegation hooks.

One `SearchContext` lives for one user request. Every search made while answering it (auto, hook,
user data) shares its `CitationCounter`, so citation ids never collide within a request (Yao restarts
at 1 for every Searcher, reference §7.18).
"""

from __future__ import annotations

import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from agentsearch.config import Config, Uses
from agentsearch.paths import app_data_dir
from agentsearch.types import Auth

__all__ = ["AgentCaller", "CitationCounter", "MCPCaller", "MCPToolResult", "SearchContext"]


class CitationCounter:
    """Hands out "1", "2", "3", ... ; thread-safe so sync wrappers in threads can share it."""

    def __init__(self, start: int = 0) -> None:
        self._value = start
        self._lock = threading.Lock()

    def next(self) -> str:
        with self._lock:
            self._value += 1
            return str(self._value)

    @property
    def current(self) -> int:
        return self._value


@dataclass(frozen=True)
class MCPToolResult:
    """What an MCP tool call returned, reduced to what the parsers read."""

    texts: list[str]
    is_error: bool = False


class AgentCaller(Protocol):
    """Calls another assistant with history, output and search skipped; returns its `next` value."""

    async def __call__(self, assistant_id: str, payload: dict[str, Any]) -> Any: ...


class MCPCaller(Protocol):
    """Calls a tool on a configured MCP server."""

    async def call_tool(
        self, server: str, tool: str, arguments: dict[str, Any], *, timeout: float = 30.0
    ) -> MCPToolResult: ...


@dataclass
class SearchContext:
    """Everything a handler may need besides the request itself."""

    config: Config = field(default_factory=Config)
    uses: Uses = field(default_factory=Uses)
    auth: Auth | None = None
    request_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    chat_id: str = ""
    assistant_id: str = ""
    locale: str = "en"
    app_dir: Path | None = None
    data_root: Path | None = None
    citations: CitationCounter = field(default_factory=CitationCounter)
    agent: AgentCaller | None = None
    mcp: MCPCaller | None = None
    extras: dict[str, Any] = field(default_factory=dict)

    def data_dir(self) -> Path:
        """Where embedded data lives: `data_root` if set, else `paths.app_data_dir(app_dir)`."""
        return self.data_root if self.data_root is not None else app_data_dir(self.app_dir)
