"""Embedders behind one Protocol, created by name from a collection's embedder config.

`{"name": "minilm"}` (default, English), `{"name": "use"}` (default for Chinese), `{"name": "e5"}`,
`{"name": "model2vec"}` (static, fast) and `{"name": "openai", "model": ..., "base_url": ...,
"dimension": ...}`. Local models are loaded once per process and shared.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.embedders.base import Embedder, EmbedKind, Matrix, l2_normalise

__all__ = [
    "EMBEDDERS",
    "EmbedKind",
    "Embedder",
    "Matrix",
    "create_embedder",
    "default_embedder_for",
    "l2_normalise",
]


def _minilm(**options: Any) -> Embedder:
    from agentsearch.handlers.kb.embedders.minilm import MiniLMEmbedder

    return MiniLMEmbedder(**options)


def _use(**options: Any) -> Embedder:
    from agentsearch.handlers.kb.embedders.multilingual import USEEmbedder

    return USEEmbedder(**options)


def _e5(**options: Any) -> Embedder:
    from agentsearch.handlers.kb.embedders.multilingual import E5Embedder

    return E5Embedder(**options)


def _static(**options: Any) -> Embedder:
    from agentsearch.handlers.kb.embedders.static import StaticEmbedder

    return StaticEmbedder(**options)


def _openai(**options: Any) -> Embedder:
    from agentsearch.handlers.kb.embedders.openai import OpenAIEmbedder

    return OpenAIEmbedder(**options)


#: embedder name -> factory taking the config's options.
EMBEDDERS: dict[str, Callable[..., Embedder]] = {
    "minilm": _minilm,
    "use": _use,
    "e5": _e5,
    "model2vec": _static,
    "openai": _openai,
}

_shared: dict[str, Embedder] = {}
_lock = threading.Lock()


def default_embedder_for(language: str) -> str:
    """MiniLM for English; the multilingual USE for Chinese or mixed ("auto") collections."""
    return "minilm" if language == "en" else "use"


def create_embedder(config: dict[str, Any]) -> Embedder:
    """The embedder a collection config names; local models without options are process-wide singletons."""
    options = {k: v for k, v in config.items() if k != "name"}
    name = str(config.get("name", "minilm"))
    factory = EMBEDDERS.get(name)
    if factory is None:
        raise ConfigError(
            f"unknown embedder {name!r} (known: {', '.join(sorted(EMBEDDERS))})", key="embedder"
        )
    if options or name == "openai":
        try:
            return factory(**options)
        except TypeError as exc:
            raise ConfigError(f"embedder {name}: bad option ({exc})", key="embedder") from exc
    with _lock:
        if name not in _shared:
            _shared[name] = factory()
        return _shared[name]
