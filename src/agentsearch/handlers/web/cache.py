"""Result cache for web providers, keyed by provider + normalised request (`WebQuery.cache_key`) + the
provider's own settings that change the answer (`HTTPProvider.cache_facts`: engine, model, base URL).

Embedded default: a SQLite file under the app's data dir. With `web.cache_url: redis://...` the cache
lives in Redis and is shared by every replica. `web.cache_ttl` (seconds, 0 = off) sets the lifetime.
Values are the provider's items and notes as JSON; a broken cache never breaks a search (errors are
treated as misses).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Protocol

from agentsearch.handlers.web.provider import ProviderResponse, WebQuery
from agentsearch.types import ResultItem

__all__ = ["RedisCache", "ResultCache", "SQLiteCache", "cache_key", "open_cache"]


def cache_key(provider: str, query: WebQuery, settings: dict[str, Any] | None = None) -> str:
    body = {"provider": provider, **query.cache_key(), "settings": settings or {}}
    payload = json.dumps(body, sort_keys=True, ensure_ascii=False, default=str)
    return f"{provider}:{hashlib.sha256(payload.encode()).hexdigest()}"


class ResultCache(Protocol):
    async def get(self, key: str) -> ProviderResponse | None: ...

    async def set(self, key: str, response: ProviderResponse, ttl: int) -> None: ...


def _dump(response: ProviderResponse) -> str:
    return json.dumps(
        {"items": [item.model_dump(mode="json") for item in response.items], "notes": response.notes},
        ensure_ascii=False,
    )


def _load(text: str | bytes) -> ProviderResponse | None:
    try:
        data = json.loads(text)
        items = [ResultItem.model_validate(row) for row in data["items"]]
    except (ValueError, KeyError, TypeError):
        return None
    return ProviderResponse(items=items, requests=0, notes=list(data.get("notes") or []))


class SQLiteCache:
    """One table `web_cache(key, value, expires)` in a local file; expired rows are purged lazily."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._ready = False

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=5)
        if not self._ready:
            conn.execute(
                "CREATE TABLE IF NOT EXISTS web_cache (key TEXT PRIMARY KEY, value TEXT, expires REAL)"
            )
            self._ready = True
        return conn

    def _get(self, key: str) -> str | None:
        with self._lock, self._connect() as conn:
            row = conn.execute("SELECT value, expires FROM web_cache WHERE key = ?", (key,)).fetchone()
            if row is None:
                return None
            if row[1] < time.time():
                conn.execute("DELETE FROM web_cache WHERE expires < ?", (time.time(),))
                return None
            return str(row[0])

    def _set(self, key: str, value: str, ttl: int) -> None:
        with self._lock, self._connect() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO web_cache (key, value, expires) VALUES (?, ?, ?)",
                (key, value, time.time() + ttl),
            )

    async def get(self, key: str) -> ProviderResponse | None:
        try:
            text = await asyncio.to_thread(self._get, key)
        except sqlite3.Error:
            return None
        return _load(text) if text is not None else None

    async def set(self, key: str, response: ProviderResponse, ttl: int) -> None:
        try:
            await asyncio.to_thread(self._set, key, _dump(response), ttl)
        except sqlite3.Error:
            return


class RedisCache:
    """`SET key value EX ttl` under a prefix; one client per event loop."""

    def __init__(self, url: str, prefix: str = "agentsearch:web:") -> None:
        self.url = url
        self.prefix = prefix
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = weakref.WeakKeyDictionary()

    def _client(self) -> Any:
        from agentsearch.extras import require

        redis_asyncio = require("redis.asyncio", "the Redis web cache")

        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None:
            client = redis_asyncio.from_url(self.url, socket_timeout=2, socket_connect_timeout=2)
            self._clients[loop] = client
        return client

    async def get(self, key: str) -> ProviderResponse | None:
        from redis.exceptions import RedisError

        try:
            value = await self._client().get(self.prefix + key)
        except (RedisError, OSError):
            return None
        return _load(value) if value is not None else None

    async def set(self, key: str, response: ProviderResponse, ttl: int) -> None:
        from redis.exceptions import RedisError

        try:
            await self._client().set(self.prefix + key, _dump(response), ex=ttl)
        except (RedisError, OSError):
            return


_CACHES: dict[tuple[str, str], ResultCache] = {}


def open_cache(cache_url: str, data_dir: Path, prefix: str = "agentsearch:web:") -> ResultCache:
    """The shared cache for a config: Redis for redis:// URLs, else SQLite (`cache_url` may name a file)."""
    if cache_url.startswith(("redis://", "rediss://", "unix://")):
        key = ("redis", cache_url + "|" + prefix)
        if key not in _CACHES:
            _CACHES[key] = RedisCache(cache_url, prefix)
        return _CACHES[key]
    path = Path(cache_url.removeprefix("sqlite:///")) if cache_url else data_dir / "web_cache.sqlite"
    key = ("sqlite", str(path.resolve()))
    if key not in _CACHES:
        _CACHES[key] = SQLiteCache(path)
    return _CACHES[key]
