"""The one registry of builtin web providers, and how a provider's settings are resolved.

Resolution order, first non-empty wins:
- key: `web.settings.<p>.api_key_env` → `web.api_key_env` (only for the configured `web.provider`)
  → the provider's usual env vars (e.g. `TAVILY_API_KEY`); `api_key_env` is `$ENV.NAME` or `NAME`.
- base URL: `web.settings.<p>.base_url` → the provider's env vars (e.g. `TAVILY_API_BASE`) → its default.
- timeout: `web.settings.<p>.timeout` → `web.timeout`; retries: `web.retries`.
- engine (SerpAPI) / model (Grok): `web.settings.<p>.engine` → `web.engine` (SerpAPI) / `GROK_MODEL`.

Instances are shared per resolved settings, so each provider keeps one connection pool.
"""

from __future__ import annotations

import os
import threading

from agentsearch.config import WEB_PROVIDERS, Config, resolve_env
from agentsearch.context import SearchContext
from agentsearch.errors import ConfigError
from agentsearch.handlers.web.brave import BraveProvider
from agentsearch.handlers.web.duckduckgo import DuckDuckGoProvider
from agentsearch.handlers.web.exa import ExaProvider
from agentsearch.handlers.web.grok import GrokProvider
from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.openalex import OpenAlexProvider
from agentsearch.handlers.web.provider import Provider, ProviderConfig
from agentsearch.handlers.web.searxng import SearXNGProvider
from agentsearch.handlers.web.semantic_scholar import SemanticScholarProvider
from agentsearch.handlers.web.serpapi import SerpApiProvider
from agentsearch.handlers.web.serper import SerperProvider
from agentsearch.handlers.web.tavily import TavilyProvider
from agentsearch.redaction import register_secret

__all__ = ["PROVIDERS", "get_provider", "provider_config", "reset_providers"]

#: provider name -> class. Must list exactly `config.WEB_PROVIDERS`.
PROVIDERS: dict[str, type[HTTPProvider]] = {
    "tavily": TavilyProvider,
    "serper": SerperProvider,
    "serpapi": SerpApiProvider,
    "brave": BraveProvider,
    "exa": ExaProvider,
    "grok": GrokProvider,
    "searxng": SearXNGProvider,
    "duckduckgo": DuckDuckGoProvider,
    "openalex": OpenAlexProvider,
    "semantic_scholar": SemanticScholarProvider,
}
assert tuple(PROVIDERS) == WEB_PROVIDERS, "web provider registry and config.WEB_PROVIDERS disagree"

_INSTANCES: dict[ProviderConfig, Provider] = {}
_LOCK = threading.Lock()


def provider_config(name: str, config: Config) -> ProviderConfig:
    """Resolve the settings of provider `name` from the config and the environment."""
    cls = _class(name)
    web = config.web
    own = web.settings.get(name)
    key = ""
    if own and own.api_key_env:
        key = resolve_env(own.api_key_env)
    elif web.api_key_env and name == web.provider:
        key = resolve_env(web.api_key_env)
    if not key:
        key = register_secret(next((os.environ[env] for env in cls.key_envs if os.environ.get(env)), ""))
    base = (own.base_url if own else "") or next(
        (os.environ[env] for env in cls.base_envs if os.environ.get(env)), ""
    )
    engine = (own.engine if own else "") or (web.engine if name == "serpapi" else "")
    model = ""
    if name == "grok":
        model = engine or os.environ.get("GROK_MODEL", "")
        engine = ""
    timeout = own.timeout if own and own.timeout else web.timeout
    return ProviderConfig(
        name=name,
        api_key=key,
        base_url=base,
        timeout=timeout,
        retries=web.retries,
        engine=engine,
        model=model,
    )


def get_provider(name: str, source: Config | SearchContext | None = None) -> Provider:
    """The shared provider instance for `name` under a config (or a SearchContext's config).

    `await get_provider("exa", ctx).search(WebQuery("q", limit=5, time_range="pw"))` returns a
    `ProviderResponse` or raises `ProviderError` (missing key: "Exa API key not configured").
    """
    config = source.config if isinstance(source, SearchContext) else (source or Config())
    return provider_from_config(provider_config(name, config))


def provider_from_config(settings: ProviderConfig) -> Provider:
    """The shared instance for exactly these resolved settings."""
    with _LOCK:
        instance = _INSTANCES.get(settings)
        if instance is None:
            instance = _class(settings.name)(settings)
            _INSTANCES[settings] = instance
        return instance


def reset_providers() -> None:
    """Forget shared instances (tests; after changing environment variables)."""
    with _LOCK:
        _INSTANCES.clear()


def _class(name: str) -> type[HTTPProvider]:
    cls = PROVIDERS.get(name)
    if cls is None:
        raise ConfigError(f"unknown provider {name!r}; known: {', '.join(PROVIDERS)}", key="web.providers")
    return cls
