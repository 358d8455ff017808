"""The search API as tools an LLM can call: typed arguments, their JSON schema, OpenAI function specs.

One definition serves every integration: the MCP server's tool input schemas, `openai_tools()` for any
function-calling agent loop, and the LangChain / LlamaIndex adapters. The arguments are a deliberately
small part of `agentsearch.types.Request`: identity (`auth`) is never something a model may set.

    from agentsearch.tools import openai_tools, run_tool
    tools = openai_tools()                       # pass to chat.completions.create(tools=...)
    text = await run_tool(searcher, call.function.name, json.loads(call.function.arguments))
"""

from __future__ import annotations

import copy
import weakref
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agentsearch.types import Auth, Request, SearchType, SourceType

if TYPE_CHECKING:
    from agentsearch.searcher import Searcher
    from agentsearch.toolkit import SearchToolkit

__all__ = [
    "MAX_QUERY_CHARS",
    "SEARCH_TOOL_NAMES",
    "DBSearchArgs",
    "GetReferenceArgs",
    "KBSearchArgs",
    "SearchArgs",
    "SearchMode",
    "ToolRequest",
    "WebSearchArgs",
    "openai_tools",
    "parameters_schema",
    "parameters_schema_of",
    "run_tool",
    "tool_arguments",
    "tool_description",
]

MAX_QUERY_CHARS = 4000
MAX_LIMIT = 50
MAX_REQUESTS = 8

SearchMode = Literal["all", "any", "race"]

Query = Annotated[
    str, Field(min_length=1, max_length=MAX_QUERY_CHARS, description="What to search for, in plain words.")
]
Limit = Annotated[
    int, Field(default=0, ge=0, le=MAX_LIMIT, description="At most this many results (0: the default).")
]
Collections = Annotated[
    list[str],
    Field(default_factory=list, description="Knowledge-base collection ids (empty: the configured ones)."),
]
Models = Annotated[
    list[str],
    Field(
        default_factory=list,
        description="Database model ids or table names (empty: the configured ones).",
    ),
]
Sites = Annotated[
    list[str], Field(default_factory=list, description="Web only: restrict results to these domains.")
]
TimeRange = Annotated[
    Literal["", "day", "week", "month", "year"],
    Field(default="", description="Web only: only pages from the last day, week, month or year."),
]
Threshold = Annotated[
    float, Field(default=0.0, ge=0.0, le=1.0, description="KB only: minimum relevance score (0: default).")
]
RequestId = Annotated[
    str, Field(min_length=1, max_length=64, description="The request_id a search tool returned.")
]
CitationIndex = Annotated[int, Field(ge=1, le=1_000_000, description="The citation number, e.g. 2 for [2].")]


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolRequest(_Args):
    """One search request of the `search` tool."""

    type: Annotated[SearchType, Field(description="web: the internet; kb: knowledge bases; db: SQL tables.")]
    query: Query
    limit: Limit = 0
    collections: Collections
    models: Models
    sites: Sites
    time_range: TimeRange = ""
    threshold: Threshold = 0.0

    def to_request(self, auth: Auth | None = None) -> Request:
        """The library request, asked by the user (weight 1.0) with the caller's identity."""
        fields: dict[str, Any] = {"query": self.query, "type": self.type, "limit": self.limit}
        if self.type == SearchType.WEB:
            fields |= {"sites": self.sites, "time_range": self.time_range}
        elif self.type == SearchType.KB:
            fields |= {"collections": self.collections, "threshold": self.threshold}
        else:
            fields["models"] = self.models
        return Request(source=SourceType.USER, auth=auth, **fields)


class SearchArgs(_Args):
    requests: Annotated[
        list[ToolRequest],
        Field(min_length=1, max_length=MAX_REQUESTS, description="Searches to run together."),
    ]
    mode: Annotated[
        SearchMode,
        Field(
            default="all",
            description="all: wait for every search; any: stop at the first with results; "
            "race: stop at the first to finish.",
        ),
    ] = "all"


class WebSearchArgs(_Args):
    query: Query
    limit: Limit = 0
    sites: Sites
    time_range: TimeRange = ""

    def request(self) -> ToolRequest:
        return ToolRequest(type=SearchType.WEB, **self.model_dump())


class KBSearchArgs(_Args):
    query: Query
    collections: Collections
    limit: Limit = 0
    threshold: Threshold = 0.0

    def request(self) -> ToolRequest:
        return ToolRequest(type=SearchType.KB, **self.model_dump())


class DBSearchArgs(_Args):
    query: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_QUERY_CHARS,
            description='A question about the data, e.g. "Apple products under $100".',
        ),
    ]
    models: Models
    limit: Limit = 0

    def request(self) -> ToolRequest:
        return ToolRequest(type=SearchType.DB, **self.model_dump())


class GetReferenceArgs(_Args):
    request_id: RequestId
    index: CitationIndex


class _NoArgs(_Args):
    pass


_DESCRIPTIONS: dict[str, tuple[str, type[BaseModel]]] = {
    "search": (
        "Search the web, knowledge bases and SQL databases in one call. Results are numbered "
        "references; cite them as [n]. Returns a request_id for get_reference.",
        SearchArgs,
    ),
    "web_search": ("Search the web. Results are numbered references; cite them as [n].", WebSearchArgs),
    "kb_search": (
        "Search the knowledge-base collections (documents). Results are numbered references; cite as [n].",
        KBSearchArgs,
    ),
    "db_search": (
        "Ask a question of the SQL database tables; matching rows come back as numbered references.",
        DBSearchArgs,
    ),
    "get_reference": (
        "The full stored text of one reference: the request_id of a search and the citation number.",
        GetReferenceArgs,
    ),
    "list_collections": ("The knowledge-base collections you may search, with their languages.", _NoArgs),
    "list_models": ("The database models (tables) db_search can query, with their columns.", _NoArgs),
}

#: Every tool, in the order they are offered.
SEARCH_TOOL_NAMES: tuple[str, ...] = tuple(_DESCRIPTIONS)


def tool_description(name: str) -> str:
    return _DESCRIPTIONS[name][0]


def tool_arguments(name: str) -> type[BaseModel]:
    return _DESCRIPTIONS[name][1]


def _inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with `$defs` references inlined: some function-calling clients reject `$ref`."""
    definitions = schema.pop("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                target = copy.deepcopy(definitions[ref.removeprefix("#/$defs/")])
                return walk({**target, **{k: v for k, v in node.items() if k != "$ref"}})
            return {key: walk(value) for key, value in node.items()}
        if isinstance(node, list):
            return [walk(item) for item in node]
        return node

    result: dict[str, Any] = walk(schema)
    return result


def _strip_titles(node: Any) -> Any:
    """Drop pydantic's generated `title`s (noise for a model); a property *named* title is kept."""
    if isinstance(node, list):
        return [_strip_titles(item) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {name: _strip_titles(schema) for name, schema in value.items()}
        else:
            out[key] = _strip_titles(value)
    return out


def parameters_schema_of(model: type[BaseModel]) -> dict[str, Any]:
    """A model's JSON schema, self-contained (no `$ref`) and without generated titles."""
    schema: dict[str, Any] = _strip_titles(_inline_refs(model.model_json_schema()))
    schema.setdefault("properties", {})
    return schema


def parameters_schema(name: str) -> dict[str, Any]:
    """The JSON schema of a tool's arguments."""
    return parameters_schema_of(tool_arguments(name))


def openai_tools(names: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """OpenAI function-calling specs (`tools=` of Chat Completions) for the search API."""
    chosen = list(names) if names is not None else list(SEARCH_TOOL_NAMES)
    unknown = [name for name in chosen if name not in _DESCRIPTIONS]
    if unknown:
        raise ValueError(f"unknown tool {unknown[0]!r}; known: {', '.join(SEARCH_TOOL_NAMES)}")
    return [
        {
            "type": "function",
            "function": {
                "name": name,
                "description": tool_description(name),
                "parameters": parameters_schema(name),
            },
        }
        for name in chosen
    ]


_TOOLKITS: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


async def run_tool(
    target: Searcher | SearchToolkit, name: str, arguments: Mapping[str, Any] | None, auth: Auth | None = None
) -> str:
    """Run one tool call (e.g. an OpenAI `tool_calls` entry) and return the text for the model.

    A Searcher gets one toolkit for its lifetime, so `get_reference` finds what its searches found.
    Bad arguments raise `agentsearch.toolkit.ToolCallError` (one line; send it back as the tool's
    output so the model can correct itself)."""
    from agentsearch.toolkit import SearchToolkit

    toolkit: SearchToolkit
    if isinstance(target, SearchToolkit):
        toolkit = target
    elif target in _TOOLKITS:
        toolkit = _TOOLKITS[target]
    else:
        toolkit = _TOOLKITS[target] = SearchToolkit.from_searcher(target)
    text, _ = await toolkit.call(name, arguments, auth)
    return text
