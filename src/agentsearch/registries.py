"""The four registries of interchangeable parts, and the builtins each starts with.

Adding a builtin is its module plus one line here. Other packages add parts through the entry point
group named beside each registry (see `plugins.py`); config validation checks names against these, so
an unknown name lists the plugins' names too. What each part is called with:

- web provider: a class called with the resolved `ProviderConfig` (`handlers/web/provider.py`).
- KB store: called with `(CollectionSpec, directory)` -> a `KBStore` (`handlers/kb/store/base.py`).
- embedder: called with the collection's embedder options -> an `Embedder`.
- reranker: called with no arguments -> a `Reranker` (`rerank/base.py`), chosen by `rerank.name`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from agentsearch.errors import ConfigError
from agentsearch.plugins import Registry

if TYPE_CHECKING:
    from agentsearch.handlers.kb.embedders.base import Embedder
    from agentsearch.handlers.kb.store.base import StoreFactory
    from agentsearch.handlers.web.provider import ProviderFactory
    from agentsearch.rerank.base import Reranker

__all__ = ["EMBEDDERS", "PROVIDERS", "RERANKERS", "STORES", "check_engine"]

_WEB = "agentsearch.handlers.web"
PROVIDERS: Registry[ProviderFactory] = Registry(
    "web provider",
    "agentsearch.providers",
    {
        "tavily": f"{_WEB}.tavily:TavilyProvider",
        "serper": f"{_WEB}.serper:SerperProvider",
        "serpapi": f"{_WEB}.serpapi:SerpApiProvider",
        "brave": f"{_WEB}.brave:BraveProvider",
        "exa": f"{_WEB}.exa:ExaProvider",
        "grok": f"{_WEB}.grok:GrokProvider",
        "searxng": f"{_WEB}.searxng:SearXNGProvider",
        "duckduckgo": f"{_WEB}.duckduckgo:DuckDuckGoProvider",
        "openalex": f"{_WEB}.openalex:OpenAlexProvider",
        "semantic_scholar": f"{_WEB}.semantic_scholar:SemanticScholarProvider",
    },
)

_STORE = "agentsearch.handlers.kb.store"
STORES: Registry[StoreFactory] = Registry(
    "KB store",
    "agentsearch.stores",
    {
        "sqlite": f"{_STORE}.sqlite:SQLiteStore.for_collection",
        "postgres": f"{_STORE}.postgres:PostgresStore.for_collection",
    },
)

_EMBED = "agentsearch.handlers.kb.embedders"
EMBEDDERS: Registry[Callable[..., Embedder]] = Registry(
    "embedder",
    "agentsearch.embedders",
    {
        "minilm": f"{_EMBED}.minilm:MiniLMEmbedder",
        "use": f"{_EMBED}.multilingual:USEEmbedder",
        "e5": f"{_EMBED}.multilingual:E5Embedder",
        "model2vec": f"{_EMBED}.static:StaticEmbedder",
        "openai": f"{_EMBED}.openai:OpenAIEmbedder",
    },
)

RERANKERS: Registry[Callable[[], Reranker]] = Registry(
    "reranker",
    "agentsearch.rerankers",
    {"score": "agentsearch.rerank.builtin:ScoreReranker"},
)


def check_engine(engine: str) -> str:
    """`web.engine` is valid when a provider that takes engines (SerpAPI: google, bing, ...) lists it.

    Only called when an engine is set, since it imports every provider class to read `engines`."""
    known: dict[str, tuple[str, ...]] = {}
    for name in PROVIDERS.names():
        try:
            part = PROVIDERS.get(name)
        except ConfigError:  # a broken plugin is reported when it is used, not here
            continue
        engines = tuple(getattr(part, "engines", ()) or ())
        if engines:
            known[str(getattr(part, "label", "") or name)] = engines
    if not known or any(engine in engines for engines in known.values()):
        return engine
    if len(known) == 1:
        label, engines = next(iter(known.items()))
        raise ValueError(f"unknown {label} engine {engine!r}; known: {', '.join(engines)}")
    listing = "; ".join(f"{label}: {', '.join(engines)}" for label, engines in known.items())
    raise ValueError(f"unknown engine {engine!r}; known: {listing}")
