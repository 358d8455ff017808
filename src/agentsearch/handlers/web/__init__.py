"""The `web` search handler: ten builtin providers, agent and MCP modes, fallback chain, result cache.

Calling a provider directly (for the search layer and other callers)::

    from agentsearch.handlers.web import WebQuery, get_provider
    provider = get_provider("exa", ctx)          # ctx: SearchContext or Config; settings + env resolved
    response = await provider.search(WebQuery("deno 2 release", limit=5, time_range="pw",
                                              intent="status", mode="deep"))
    response.items      # list[ResultItem] (type web, score 0–1, metadata.provider/published/...)
    response.requests   # HTTP requests made (retries included)
    response.notes      # request fields the provider could not honour

`search` raises `agentsearch.errors.ProviderError` (`status`, `retryable`, `retry_after`; a missing key
has `missing_key = True` and the message "<Provider> API key not configured"). Providers: tavily,
serper, serpapi, brave, exa, grok, searxng, duckduckgo, openalex, semantic_scholar, and any that an
installed package adds through the `agentsearch.providers` entry point group (`PROVIDERS.names()`).
"""

from agentsearch.handlers.web.provider import (
    CallStats,
    Provider,
    ProviderConfig,
    ProviderResponse,
    WebQuery,
    normalise_time_range,
)
from agentsearch.handlers.web.registry import PROVIDERS, get_provider, provider_config, reset_providers

__all__ = [
    "PROVIDERS",
    "CallStats",
    "Provider",
    "ProviderConfig",
    "ProviderResponse",
    "WebHandler",
    "WebQuery",
    "get_provider",
    "normalise_time_range",
    "provider_config",
    "reset_providers",
]


def __getattr__(name: str) -> object:
    # The handler pulls in the cache and modes; keep provider-only imports light.
    if name == "WebHandler":
        from agentsearch.handlers.web.handler import WebHandler

        return WebHandler
    raise AttributeError(name)
