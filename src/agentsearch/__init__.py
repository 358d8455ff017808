"""agentsearch: one search API for AI assistants over the web, knowledge bases and SQL databases.

Everything promised is importable from here; other modules are internal and may change. The ingestion
API (`KBManager`, `Collection`, `Document`, `load_document`) and the app loader are imported on first
use, so `import agentsearch` stays light.
"""

from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from agentsearch.app_loader import SearchApp, load_search_app
    from agentsearch.handlers.kb.collection import Collection, IngestReport, KBManager
    from agentsearch.handlers.kb.documents import Document
    from agentsearch.handlers.kb.documents import read_file as load_document

#: name -> (module, attribute), imported on first access (the KB stack loads onnxruntime and usearch)
_LAZY = {
    "KBManager": ("agentsearch.handlers.kb.collection", "KBManager"),
    "Collection": ("agentsearch.handlers.kb.collection", "Collection"),
    "IngestReport": ("agentsearch.handlers.kb.collection", "IngestReport"),
    "Document": ("agentsearch.handlers.kb.documents", "Document"),
    "load_document": ("agentsearch.handlers.kb.documents", "read_file"),
    "SearchApp": ("agentsearch.app_loader", "SearchApp"),
    "load_search_app": ("agentsearch.app_loader", "load_search_app"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attribute = _LAZY[name]
        value = getattr(importlib.import_module(module), attribute)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'agentsearch' has no attribute {name!r}")


__all__ = [
    "AgentSearchError",
    "Auth",
    "CitationCounter",
    "Citations",
    "Collection",
    "Config",
    "ConfigError",
    "Document",
    "Entity",
    "GraphNode",
    "IngestReport",
    "KBManager",
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
    "SearchApp",
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
    "load_document",
    "load_search_app",
    "parse_citations",
]

__version__ = "0.1.0"
