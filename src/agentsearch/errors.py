"""The project's exceptions: one small hierarchy, each carrying the facts a caller needs.

Messages name the thing that is wrong (file, key, field, provider) so the CLI and the server can show
them as one line without a traceback.
"""

from __future__ import annotations

from pydantic import ValidationError

__all__ = [
    "AgentSearchError",
    "ConfigError",
    "PluginError",
    "ProviderError",
    "QueryDSLError",
    "SearchError",
    "StoreError",
    "describe_validation_error",
    "one_line",
]


class AgentSearchError(Exception):
    """Base of every error agentsearch raises on purpose (user mistakes, provider failures)."""


class ConfigError(AgentSearchError):
    """A configuration file or value is wrong. `file` and `key` locate it."""

    def __init__(self, message: str, *, file: str | None = None, key: str | None = None) -> None:
        self.file = file
        self.key = key
        self.reason = message
        where = ": ".join(part for part in (file, key) if part)
        super().__init__(f"{where}: {message}" if where else message)


class PluginError(ConfigError):
    """A part registered by an installed package (an entry point) cannot be loaded. `plugin` names it
    as "<name> (<module:attr>, package <dist>)" so the user knows which package to fix or remove."""

    def __init__(self, message: str, *, plugin: str, key: str | None = None) -> None:
        self.plugin = plugin
        super().__init__(message, key=key)


class ProviderError(AgentSearchError):
    """A search provider (web API, embedder endpoint, LLM) failed. `retryable` drives fallback."""

    def __init__(
        self,
        provider: str,
        message: str,
        *,
        status: int | None = None,
        retryable: bool = False,
        retry_after: float | None = None,
    ) -> None:
        self.provider = provider
        self.status = status
        self.retryable = retryable
        self.retry_after = retry_after
        self.reason = message
        super().__init__(f"{provider}: {message}")


class QueryDSLError(AgentSearchError):
    """A QueryDSL is invalid or unsafe. `field` names the offending field when there is one."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        self.field = field
        super().__init__(message)


class SearchError(AgentSearchError):
    """A search request is invalid (empty query, unknown collection, ...)."""


class StoreError(AgentSearchError):
    """Chat / search storage failed or was given an invalid record."""


def describe_validation_error(exc: ValidationError) -> tuple[str, str]:
    """The dotted key and a short message of the first problem pydantic found."""
    first = exc.errors()[0]
    key = ".".join(str(part) for part in first["loc"])
    message = "unknown key" if first["type"] == "extra_forbidden" else first["msg"]
    return key, message.removeprefix("Value error, ")


def one_line(exc: BaseException, *, with_type: bool | None = None, limit: int = 0) -> str:
    """An exception as one line for a user or a log: its first line, a pydantic error as
    "field: message", SQLAlchemy's "[SQL: …]" tail dropped. Our own errors read as they are; other
    exceptions get their type in front (`with_type` forces either), and `limit` cuts long text."""
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        text = f"{where}: {first['msg']}" if where else str(first["msg"])
    else:
        stripped = str(exc).strip()
        text = stripped.splitlines()[0].split("[SQL:", 1)[0].strip() if stripped else ""
    prefix = not isinstance(exc, AgentSearchError) if with_type is None else with_type
    if not text:
        text = type(exc).__name__
    elif prefix:
        text = f"{type(exc).__name__}: {text}"
    return text if not limit or len(text) <= limit else text[: limit - 1] + "…"
