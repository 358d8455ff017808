"""Web providers by name (`registries.PROVIDERS`: the builtins plus `agentsearch.providers` entry
points), and how a provider's settings are resolved.

Resolution order, first non-empty wins:
- key: `web.settings.<p>.api_key_env` → `web.api_key_env` (only for the configured `web.provider`)
  → the provider's usual env vars (its `key_envs`, e.g. `TAVILY_API_KEY`); `api_key_env` is
  `$ENV.NAME` or `NAME`.
- base URL: `web.settings.<p>.base_url` → the provider's env vars (`base_envs`) → its default.
- timeout: `web.settings.<p>.timeout` → `web.timeout`; retries: `web.retries`.
- engine: `web.settings.<p>.engine` → `web.engine` (only for a provider that declares `engines`);
  then the provider's own `configure` (Grok reads the engine as its model, else `GROK_MODEL`).

Instances are shared per resolved settings, so each provider keeps one connection pool.
"""

from __future__ import annotations

import os
import threading

from agentsearch.config import Config, resolve_env
from agentsearch.context import SearchContext
from agentsearch.handlers.web.provider import Provider, ProviderConfig, ProviderFactory
from agentsearch.redaction import register_secret
from agentsearch.registries import PROVIDERS

__all__ = ["PROVIDERS", "get_provider", "provider_config", "reset_providers"]

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
        key_envs: tuple[str, ...] = getattr(cls, "key_envs", ())
        key = register_secret(next((os.environ[env] for env in key_envs if os.environ.get(env)), ""))
    base_envs: tuple[str, ...] = getattr(cls, "base_envs", ())
    base = (own.base_url if own else "") or next(
        (os.environ[env] for env in base_envs if os.environ.get(env)), ""
    )
    engine = (own.engine if own else "") or (web.engine if getattr(cls, "engines", ()) else "")
    settings = ProviderConfig(
        name=name,
        api_key=key,
        base_url=base,
        timeout=own.timeout if own and own.timeout else web.timeout,
        retries=web.retries,
        engine=engine,
    )
    configure = getattr(cls, "configure", None)
    return configure(settings) if callable(configure) else settings


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


def _class(name: str) -> ProviderFactory:
    return PROVIDERS.get(name, key="web.providers")
