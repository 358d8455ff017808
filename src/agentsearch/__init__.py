"""agentsearch: one search API for AI assistants over the web, knowledge bases and SQL databases.

Everything promised is importable from here; other modules are internal and may change. The names
are loaded on first use (PEP 562), so `import agentsearch` and the CLI's `--help` stay fast and the
KB stack (onnxruntime, usearch) loads only when it is used.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any

# onnxruntime (our embedders' runtime) writes a device id and queues telemetry events under
# ~/.cache/Microsoft at import; ORT_DISABLE_TELEMETRY=1 is its documented opt-out and must be set
# before the import. A value the user set explicitly is kept.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

if TYPE_CHECKING:
    from agentsearch.app_loader import SearchApp, load_search_app
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
    from agentsearch.handlers.kb.collection import Collection, IngestReport
    from agentsearch.handlers.kb.documents import Document
    from agentsearch.handlers.kb.documents import read_file as load_document
    from agentsearch.handlers.kb.manager import KBManager
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

_TYPES = "agentsearch.types"
_KB = "agentsearch.handlers.kb.collection"
_REFS = "agentsearch.references"
_ERRORS = "agentsearch.errors"

#: public name -> (module, attribute), imported on first access
_EXPORTS: dict[str, tuple[str, str]] = {
    **{name: (_TYPES, name) for name in (
        "Auth", "Entity", "GraphNode", "Keyword", "Reference", "ReferenceContext", "Relation", "Request",
        "RerankOptions", "Result", "ResultItem", "SearchIntent", "SearchType", "SourceType",
    )},
    **{name: (_ERRORS, name) for name in (
        "AgentSearchError", "ConfigError", "ProviderError", "QueryDSLError", "SearchError", "StoreError",
    )},
    **{name: (_REFS, name) for name in (
        "Citations", "build_reference_context", "build_references", "citation_prompt",
        "format_references_xml", "parse_citations",
    )},
    "Config": ("agentsearch.config", "Config"),
    "Uses": ("agentsearch.config", "Uses"),
    "CitationCounter": ("agentsearch.context", "CitationCounter"),
    "SearchContext": ("agentsearch.context", "SearchContext"),
    "Searcher": ("agentsearch.searcher", "Searcher"),
    "KBManager": ("agentsearch.handlers.kb.manager", "KBManager"),
    "Collection": (_KB, "Collection"),
    "IngestReport": (_KB, "IngestReport"),
    "Document": ("agentsearch.handlers.kb.documents", "Document"),
    "load_document": ("agentsearch.handlers.kb.documents", "read_file"),
    "SearchApp": ("agentsearch.app_loader", "SearchApp"),
    "load_search_app": ("agentsearch.app_loader", "load_search_app"),
}  # fmt: skip

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


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("agentsearch")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


#: from the installed distribution, so pyproject.toml is the one place the version is written
__version__ = _version()


def __getattr__(name: str) -> Any:
    target = _EXPORTS.get(name)
    if target is None:
        raise AttributeError(f"module 'agentsearch' has no attribute {name!r}")
    value = getattr(importlib.import_module(target[0]), target[1])
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])
