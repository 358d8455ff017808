"""Knowledge-base search: collections, ingestion, offline embeddings, hybrid retrieval, graph association.

The registry imports `KBHandler` from here; the CLI and the demo use `KBManager` and `Collection`.
"""

from agentsearch.handlers.kb.collection import Collection, IngestReport
from agentsearch.handlers.kb.handler import KBHandler, kb_data_dir, search_collections
from agentsearch.handlers.kb.manager import KBManager

__all__ = ["Collection", "IngestReport", "KBHandler", "KBManager", "kb_data_dir", "search_collections"]
