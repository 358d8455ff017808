"""`uses`: which implementation each tool uses (`builtin`, `disabled`, an assistant id or an MCP tool).

Why a module of its own: the values are parsed once here, for the config layers, the assistant
packages and the per-request override alike; `agentsearch.config` re-exports both names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from agentsearch.errors import ConfigError, describe_validation_error

__all__ = ["Target", "Uses", "UsesKind"]

UsesKind = Literal["builtin", "disabled", "agent", "mcp"]


@dataclass(frozen=True)
class Target:
    """A parsed `uses` value: `builtin`, `disabled`, `<assistant-id>` or `mcp:<server>.<tool>`."""

    kind: UsesKind
    assistant_id: str = ""
    server: str = ""
    tool: str = ""

    @classmethod
    def parse(cls, value: str | None, *, field: str = "uses") -> Target:
        text = (value or "").strip()
        if text in ("", "builtin"):
            return cls("builtin")
        if text == "disabled":
            return cls("disabled")
        if text.startswith("mcp:"):
            server, dot, tool = text[4:].partition(".")
            if not dot or not server or not tool:
                raise ConfigError(f'invalid MCP format {text!r}, expected "mcp:<server>.<tool>"', key=field)
            return cls("mcp", server=server, tool=tool)
        return cls("agent", assistant_id=text)


_USES_TOOLS = ("search", "web", "keyword", "querydsl", "rerank", "intent", "needsearch")


class Uses(BaseModel):
    """Which implementation each tool uses. Empty means "inherit" while merging, builtin at the end."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    search: str = ""
    web: str = ""
    keyword: str = ""
    querydsl: str = ""
    rerank: str = ""
    intent: str = Field(default="", description="Search-layer intent classifier (builtin when empty).")
    needsearch: str = Field(default="", description="Does a message need a search? (builtin when empty).")
    default: str = Field(default="", description="Default LLM connector.")
    title: str = ""
    vision: str = ""
    fetch: str = ""

    @field_validator("search", "web", "keyword", "querydsl", "rerank", "intent", "needsearch")
    @classmethod
    def _parseable(cls, value: str) -> str:
        try:
            Target.parse(value)
        except ConfigError as exc:
            raise ValueError(exc.reason) from None
        return value

    def target(
        self, tool: Literal["search", "web", "keyword", "querydsl", "rerank", "intent", "needsearch"]
    ) -> Target:
        return Target.parse(getattr(self, tool), field=f"uses.{tool}")

    def over(self, top: Uses | Mapping[str, Any] | None) -> Uses:
        """`top`'s non-empty values override this one's (reference §2.4 per-request merge)."""
        if top is None:
            return self
        values = top.model_dump() if isinstance(top, Uses) else dict(top)
        data = self.model_dump()
        for key, value in values.items():
            if value:
                data[key] = value
        return Uses.model_validate(data)

    @classmethod
    def parse_mapping(cls, data: Mapping[str, Any] | None, *, origin: str = "uses") -> Uses:
        if data is not None and not isinstance(data, Mapping):
            raise ConfigError(
                "expected a mapping of tool: value (e.g. `web: builtin`)", file=origin, key="uses"
            )
        try:
            return cls.model_validate(dict(data or {}))
        except ValidationError as exc:
            raise _uses_error(exc, origin) from None


def _uses_error(exc: ValidationError, origin: str) -> ConfigError:
    key, message = describe_validation_error(exc)
    return ConfigError(message, file=origin, key=f"uses.{key}")
