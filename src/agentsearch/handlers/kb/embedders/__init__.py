"""Embedders behind one Protocol, created by name from a collection's embedder config.

`{"name": "minilm"}` (default, English), `{"name": "use"}` (default for Chinese), `{"name": "e5"}`,
`{"name": "model2vec"}` (static, fast), `{"name": "openai", "model": ..., "base_url": ...,
"dimension": ...}`, and any a package adds through the `agentsearch.embedders` entry point group
(`registries.EMBEDDERS`; called with the config's other keys as options). Local models are loaded
once per process and shared.
"""

from __future__ import annotations

import threading
from typing import Any

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.embedders.base import Embedder, EmbedKind, Matrix, l2_normalise
from agentsearch.registries import EMBEDDERS

__all__ = [
    "EMBEDDERS",
    "EmbedKind",
    "Embedder",
    "Matrix",
    "create_embedder",
    "default_embedder_for",
    "l2_normalise",
]


_shared: dict[str, Embedder] = {}
_lock = threading.Lock()


def default_embedder_for(language: str) -> str:
    """MiniLM for English; the multilingual USE for Chinese or mixed ("auto") collections."""
    return "minilm" if language == "en" else "use"


def create_embedder(config: dict[str, Any]) -> Embedder:
    """The embedder a collection config names; local models without options are process-wide singletons."""
    options = {k: v for k, v in config.items() if k != "name"}
    name = str(config.get("name", "minilm"))
    factory = EMBEDDERS.get(name, key="embedder")
    if options or not getattr(factory, "shared", True):
        try:
            return factory(**options)
        except TypeError as exc:
            raise ConfigError(f"embedder {name}: bad option ({exc})", key="embedder") from exc
    with _lock:
        if name not in _shared:
            _shared[name] = factory()
        return _shared[name]
