"""The demo app's `handbook` collection: sample Markdown documents of the "Acme Electronics" shop,
ingested on first use (a few seconds: ~30 chunks with the static embedder... see DEMO_EMBEDDER)."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from agentsearch.handlers.kb.collection import KBManager
from agentsearch.handlers.kb.documents import iter_files, read_file

__all__ = ["DEMO_COLLECTION", "DEMO_EMBEDDER", "ensure_demo_collection", "handbook_dir"]

DEMO_COLLECTION = "handbook"
#: multilingual (the handbook has a Chinese document) and quick to load and run
DEMO_EMBEDDER = "use"


def handbook_dir() -> Path:
    return Path(str(resources.files("agentsearch") / "demo_app" / "kb" / "handbook"))


def ensure_demo_collection(data_dir: str | os.PathLike[str]) -> str:
    """Create and fill `handbook` under `<data_dir>/kb` unless it exists; returns the collection id."""
    manager = KBManager(Path(data_dir) / "kb")
    if manager.exists(DEMO_COLLECTION):
        return DEMO_COLLECTION
    collection = manager.create(
        DEMO_COLLECTION, embedder=DEMO_EMBEDDER, language="auto", metadata={"public": True}
    )
    collection.ingest(read_file(path, doc_id=path.stem) for path in iter_files([handbook_dir()]))
    return DEMO_COLLECTION
