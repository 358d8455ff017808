"""Per-request options of a Stream (what the client or a calling assistant may set)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from agentsearch.config import Uses
from agentsearch.types import Auth

__all__ = ["Skip", "StreamOptions"]


class Skip(BaseModel):
    """Parts of a Stream to leave out. Delegated calls skip history, output and search."""

    model_config = ConfigDict(extra="forbid")

    history: bool = False
    output: bool = False
    search: bool = False
    keyword: bool = False
    trace: bool = False


class StreamOptions(BaseModel):
    """Options of one Stream call. `uses` and `search` are request-level layers (below the Create hook)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    chat_id: str = ""
    request_id: str = ""
    locale: str = "en"
    uses: dict[str, str] | None = None
    search: bool | dict[str, Any] | None = Field(
        default=None, description="Request-level search switch: bool or an intent dict."
    )
    skip: Skip = Field(default_factory=Skip)
    metadata: dict[str, Any] = Field(default_factory=dict)
    connector: str = Field(default="", description="Override the assistant's LLM connector.")
    auth: Auth | None = None
    space: dict[str, Any] = Field(default_factory=dict, description="Initial shared space (ctx.space).")
    llm: dict[str, Any] = Field(default_factory=dict, description="Extra chat-completion parameters.")
    citation: dict[str, Any] | None = None

    @field_validator("uses")
    @classmethod
    def _valid_uses(cls, value: dict[str, str] | None) -> dict[str, str] | None:
        if value is not None:
            Uses.parse_mapping(value, origin="options")
        return value
