"""Collections an app builds on first use from a directory of files it ships (`kb.seed`).

The bundled demo declares its `handbook` this way in its search.yml, and so does any copy of it, so a
copied or `agentsearch init`-ed app keeps its knowledge base; no handler special-cases the demo.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.documents import iter_sources, read_file
from agentsearch.handlers.kb.manager import KBManager

__all__ = ["ensure_seeded_collection", "seed_settings"]


def seed_settings(name: str, value: str | dict[str, Any], app_dir: Path | None) -> dict[str, Any]:
    """`{path, embedder, language, public, store}` of one `kb.seed` entry, its path made absolute."""
    settings: dict[str, Any] = {"path": value} if isinstance(value, str) else dict(value)
    raw = str(settings.get("path") or "").strip()
    if not raw:
        raise ConfigError(f"kb.seed.{name}: path is required", key=f"kb.seed.{name}")
    path = Path(raw).expanduser()
    if not path.is_absolute() and app_dir is not None:
        path = app_dir / path
    if not path.is_dir():
        raise ConfigError(f"kb.seed.{name}: not a directory: {path}", key=f"kb.seed.{name}")
    settings["path"] = path
    return settings


def ensure_seeded_collection(
    manager: KBManager,
    name: str,
    value: str | dict[str, Any],
    app_dir: Path | None,
    rerank: bool | None = None,
) -> bool:
    """Create and fill `name` from its seed directory unless it exists; True when it was built.
    `rerank`: the app's `kb.rerank` (true: the second stage's vectors are embedded now too).

    Seeded collections are public by default: they are the app's own documents, shown to every user
    of the app (set `public: false` and ingest with owner metadata for anything private).
    """
    if manager.exists(name):
        return False
    settings = seed_settings(name, value, app_dir)
    store = settings.get("store")
    collection = manager.create(
        name,
        embedder=settings.get("embedder"),
        language=str(settings.get("language", "auto")),
        metadata={"public": bool(settings.get("public", True))},
        store={"backend": store} if isinstance(store, str) else store,
    )
    root: Path = settings["path"]
    documents = (read_file(path, doc_id=doc_id) for path, doc_id in iter_sources([root], root))
    collection.ingest(documents, rerank=rerank)
    return True
