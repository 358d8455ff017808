"""The data shapes of the search module (design: Types; reference doc §2.1–2.3).

JSON field names are exactly the design's snake_case names (`citation_id`, `duration_ms`, ...). This
module imports nothing else of the project but the leaf `redaction` (a `Result.error` never carries a
secret): every other layer builds on it.

Requests are immutable by convention: components return new objects (`model_copy(update=...)`) and
never modify their inputs.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator

from agentsearch.redaction import redact

__all__ = [
    "RERANKED",
    "Auth",
    "Entity",
    "GraphNode",
    "Keyword",
    "Reference",
    "ReferenceContext",
    "Relation",
    "Request",
    "RerankOptions",
    "Result",
    "ResultItem",
    "ScenarioType",
    "SearchIntent",
    "SearchType",
    "SourceType",
]


class SearchType(StrEnum):
    """Which handler serves a request."""

    WEB = "web"
    KB = "kb"
    DB = "db"


class SourceType(StrEnum):
    """Who asked for a search; decides the weight of its items (user 1.0 > hook 0.8 > auto 0.6)."""

    USER = "user"
    HOOK = "hook"
    AUTO = "auto"


class ScenarioType(StrEnum):
    """DB query scenario, forwarded to the QueryDSL generator."""

    FILTER = "filter"
    AGGREGATION = "aggregation"
    JOIN = "join"
    COMPLEX = "complex"


class _Model(BaseModel):
    model_config = ConfigDict(populate_by_name=True, use_enum_values=False, extra="ignore")


class Auth(_Model):
    """The caller's identity, used for DB row scoping and KB collection auth.

    `team_only` / `owner_only` are the constraints of reference §2.13: with neither set, no scoping.
    """

    user_id: str = ""
    team_id: str = ""
    tenant_id: str = ""
    team_only: bool = False
    owner_only: bool = False

    @property
    def constrained(self) -> bool:
        """A constraint asked for is a constraint, even with the id it needs missing: `owner_only`
        without a user_id (or `team_only` without a team_id) grants public data only (fails closed)."""
        return self.team_only or self.owner_only


class RerankOptions(_Model):
    """Presence alone enables reranking; `top_n` falls back to `config.rerank.top_n`."""

    top_n: int | None = Field(default=None, validation_alias=AliasChoices("top_n", "topN"))


class Request(_Model):
    """One search request (reference §2.2). `limit` 0 means the handler's default."""

    model_config = ConfigDict(populate_by_name=True, extra="forbid", frozen=False)

    query: str
    type: SearchType
    limit: int = Field(default=0, ge=0)
    source: SourceType = SourceType.AUTO

    # web
    sites: list[str] = Field(default_factory=list)
    time_range: str = Field(default="", validation_alias=AliasChoices("time_range", "timeRange"))
    providers: list[str] = Field(
        default_factory=list,
        description="Web only: providers to use instead of the configured chain.",
    )

    # kb
    collections: list[str] = Field(default_factory=list)
    threshold: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="KB minimum 0-1 score; 0 = no threshold, unset = the configured kb.threshold.",
    )
    graph: bool | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    # db
    models: list[str] = Field(default_factory=list)
    scenario: ScenarioType | None = None
    wheres: list[dict[str, Any]] = Field(default_factory=list)
    orders: list[Any] = Field(default_factory=list)
    select: list[str] = Field(default_factory=list)

    rerank: RerankOptions | None = None

    auth: Auth | None = Field(default=None, description="Caller identity; never serialised to providers.")

    @field_validator("time_range")
    @classmethod
    def _known_time_range(cls, value: str) -> str:
        value = value.strip().lower()
        allowed = {"", "hour", "day", "week", "month", "year", "ph", "pd", "pw", "pm", "py"}
        if value not in allowed:
            raise ValueError(f"time_range must be one of hour, day, week, month, year (got {value!r})")
        return value


class ResultItem(_Model):
    """One hit. `citation_id` is assigned by the Searcher after all results of a call are in."""

    citation_id: str = ""
    source: SourceType = SourceType.AUTO
    weight: float = 0.0
    score: float = 0.0
    type: SearchType
    title: str = ""
    content: str = ""
    url: str = ""
    # kb
    document_id: str = ""
    collection: str = ""
    # db
    model: str = ""
    record_id: Any = None
    data: dict[str, Any] | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)


class Entity(_Model):
    name: str
    type: str = ""
    source: str = ""


class Relation(_Model):
    subject: str
    predicate: str
    object: str
    source: str = ""


class GraphNode(_Model):
    id: str
    type: str = ""
    name: str = ""
    description: str = ""
    relation: str = ""
    score: float = 0.0
    metadata: dict[str, Any] = Field(default_factory=dict)


class Keyword(_Model):
    """A weighted keyword; the weight lies in 0.1–1.0 (0 or missing means 0.5)."""

    k: str
    w: float = 0.5

    @field_validator("w")
    @classmethod
    def _clamp(cls, value: float) -> float:
        if value <= 0:
            return 0.5
        return min(1.0, max(0.1, value))


#: `Result.metadata` flag: the items are in a reranker's order, which merging and ranking keep.
RERANKED = "reranked"


class Result(_Model):
    """The output of one search call, with the intermediate data kept for storage and debugging."""

    type: SearchType | None = None
    query: str = ""
    source: SourceType = SourceType.AUTO
    items: list[ResultItem] = Field(default_factory=list)
    total: int = 0
    duration_ms: int = 0
    error: str = ""
    keywords: list[str] = Field(default_factory=list)
    dsl: dict[str, Any] | None = None
    entities: list[Entity] = Field(default_factory=list)
    relations: list[Relation] = Field(default_factory=list)
    graph_nodes: list[GraphNode] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(
        default_factory=dict,
        description="Handler facts: provider used, skipped providers, cache hits, request counts.",
    )

    @field_validator("error")
    @classmethod
    def _no_secret(cls, value: str) -> str:
        return redact(value)

    @property
    def ok(self) -> bool:
        """True when the result has items and no error (Promise.any's notion of success)."""
        return not self.error and bool(self.items)


class Reference(_Model):
    """The flattened item the LLM sees and the user clicks (design: Unified Context Protocol)."""

    id: str
    type: SearchType
    source: SourceType
    weight: float
    score: float = 0.0
    title: str = ""
    content: str = ""
    url: str = ""
    meta: dict[str, Any] = Field(default_factory=dict)


class ReferenceContext(_Model):
    """What gets injected: the references, their `<references>` XML and the citation prompt."""

    references: list[Reference] = Field(default_factory=list)
    xml: str = ""
    prompt: str = ""


class SearchIntent(_Model):
    """Whether a message needs a search, and of which types (reference §2.3)."""

    need_search: bool = False
    search_types: list[SearchType] = Field(default_factory=list)
    confidence: float = 0.5
    reason: str = ""
