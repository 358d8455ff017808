"""agentsearch: one search API for AI assistants over the web, knowledge bases and SQL databases.

Everything promised is importable from here; other modules are internal and may change.
"""

from agentsearch.config import Config, Uses
from agentsearch.context import CitationCounter, SearchContext
from agentsearch.errors import (
    AgentSearchError,
    ConfigError,
    ProviderError,
    QueryDSLError,
    SearchError,
    StoreError,
)
from agentsearch.references import (
    Citations,
    build_reference_context,
    build_references,
    citation_prompt,
    format_references_xml,
    parse_citations,
)
from agentsearch.searcher import Searcher
from agentsearch.types import (
    Auth,
    Entity,
    GraphNode,
    Keyword,
    Reference,
    ReferenceContext,
    Relation,
    Request,
    RerankOptions,
    Result,
    ResultItem,
    SearchIntent,
    SearchType,
    SourceType,
)

__all__ = [
    "AgentSearchError",
    "Auth",
    "CitationCounter",
    "Citations",
    "Config",
    "ConfigError",
    "Entity",
    "GraphNode",
    "Keyword",
    "ProviderError",
    "QueryDSLError",
    "Reference",
    "ReferenceContext",
    "Relation",
    "Request",
    "RerankOptions",
    "Result",
    "ResultItem",
    "SearchContext",
    "SearchError",
    "SearchIntent",
    "SearchType",
    "Searcher",
    "SourceType",
    "StoreError",
    "Uses",
    "build_reference_context",
    "build_references",
    "citation_prompt",
    "format_references_xml",
    "parse_citations",
]

__version__ = "0.1.0"
