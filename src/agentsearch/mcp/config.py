"""MCP server definitions: `MCPServerConfig` and the loader for `<app>/mcps/<name>.mcp.yao|.yml|.yaml`.

A definition names a stdio command (`command`, `args`, `env`) or a streamable-HTTP endpoint (`url`,
`headers`). `$ENV.NAME` in env and header values is read from the environment at load time. Yao's spellings
`arguments` (for args) and `streamable-http`/`streamable_http` (for http) are accepted.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from agentsearch.config import load_structured_file, resolve_env
from agentsearch.errors import ConfigError

__all__ = ["MCP_SUFFIXES", "MCPServerConfig", "load_mcp_servers"]

MCP_SUFFIXES = (".mcp.yao", ".mcp.yml", ".mcp.yaml")
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-]*$")
_ENV_REF = re.compile(r"\$ENV\.[A-Za-z_][A-Za-z0-9_]*")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$")


class MCPServerConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    name: str
    transport: Literal["stdio", "http"] = "stdio"
    command: str = ""
    args: list[str] = Field(default_factory=list, validation_alias=AliasChoices("args", "arguments"))
    env: dict[str, str] = Field(default_factory=dict)
    url: str = ""
    headers: dict[str, str] = Field(default_factory=dict)
    timeout: float = Field(default=30.0, gt=0, description="Seconds per tool call.")
    # descriptive fields of Yao definitions, kept but unused
    label: str = ""
    description: str = ""
    version: str = ""

    @field_validator("transport", mode="before")
    @classmethod
    def _transport(cls, value: Any) -> Any:
        text = str(value or "stdio").strip().lower()
        if text in {"streamable-http", "streamable_http", "streamablehttp"}:
            return "http"
        if text == "sse":
            raise ValueError('transport "sse" is not supported; use "http" (streamable HTTP)')
        return text

    @field_validator("timeout", mode="before")
    @classmethod
    def _timeout(cls, value: Any) -> Any:
        if isinstance(value, str):
            match = _DURATION.match(value)
            if not match:
                raise ValueError(f'invalid duration {value!r}, expected e.g. 30, "30s" or "500ms"')
            number, unit = float(match.group(1)), match.group(2) or "s"
            return number / 1000 if unit == "ms" else number * 60 if unit == "m" else number
        return value

    @field_validator("env", "headers", mode="before")
    @classmethod
    def _env_refs(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return {str(k): _resolve(str(v)) for k, v in value.items()}
        return value

    @model_validator(mode="after")
    def _complete(self) -> MCPServerConfig:
        if not _NAME.match(self.name):
            raise ValueError(f"invalid server name {self.name!r}")
        if self.transport == "stdio" and not self.command:
            raise ValueError("a stdio server needs a command")
        if self.transport == "http" and not self.url.startswith(("http://", "https://")):
            raise ValueError("an http server needs an http(s) url")
        return self


def _resolve(value: str) -> str:
    """`$ENV.NAME` anywhere in a value is replaced by the variable ("Bearer $ENV.TOKEN" works)."""
    return _ENV_REF.sub(lambda match: resolve_env(match.group(0)), value)


def server_name(path: Path) -> str:
    for suffix in MCP_SUFFIXES:
        if path.name.endswith(suffix):
            return path.name[: -len(suffix)]
    return path.stem


def load_mcp_servers(app_dir: Path | None) -> dict[str, MCPServerConfig]:
    """Every `<app>/mcps/**/<name>.mcp.*` definition; nested folders join the name with dots."""
    if app_dir is None:
        return {}
    root = app_dir / "mcps"
    if not root.is_dir():
        return {}
    servers: dict[str, MCPServerConfig] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or not path.name.endswith(MCP_SUFFIXES):
            continue
        relative = path.relative_to(root)
        name = ".".join([*relative.parts[:-1], server_name(path)])
        config = load_mcp_file(path, name)
        if name in servers:
            raise ConfigError(f"MCP server {name!r} is defined twice", file=str(path))
        servers[name] = config
    return servers


def load_mcp_file(path: Path, name: str | None = None) -> MCPServerConfig:
    data = load_structured_file(path)
    data = {**data, "name": data.get("name") or name or server_name(path)}
    try:
        return MCPServerConfig.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        key = ".".join(str(part) for part in first["loc"])
        message = "unknown key" if first["type"] == "extra_forbidden" else first["msg"]
        raise ConfigError(message.removeprefix("Value error, "), file=str(path), key=key or None) from None
