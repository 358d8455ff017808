"""The demo app's `handbook` collection: sample Markdown documents of the "Acme Electronics" shop,
built on first use from the demo app's `kb.seed` (a few seconds: ~30 chunks, see DEMO_EMBEDDER)."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from agentsearch.handlers.kb.manager import KBManager
from agentsearch.handlers.kb.seed import ensure_seeded_collection

__all__ = ["DEMO_COLLECTION", "DEMO_EMBEDDER", "ensure_demo_collection", "handbook_dir"]

DEMO_COLLECTION = "handbook"
#: multilingual (the handbook has a Chinese document) and quick to load and run
DEMO_EMBEDDER = "use"


def handbook_dir() -> Path:
    return Path(str(resources.files("agentsearch") / "demo_app" / "kb" / "handbook"))


def ensure_demo_collection(data_dir: str | os.PathLike[str]) -> str:
    """Create and fill `handbook` under `<data_dir>/kb` unless it exists; returns the collection id."""
    seed = {"path": str(handbook_dir()), "embedder": DEMO_EMBEDDER, "language": "auto", "public": True}
    ensure_seeded_collection(KBManager(Path(data_dir) / "kb"), DEMO_COLLECTION, seed, None)
    return DEMO_COLLECTION
