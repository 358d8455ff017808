"""Bearer API keys mapped to a user and a team.

Keys are random, high-entropy strings, so a plain SHA-256 digest is enough to keep them unusable at
rest (a slow password hash buys nothing against a 256-bit secret and costs every request). The key
file `<app>/agent/keys.yml` and the `AGENTSEARCH_API_KEYS` variable hold only digests:

    keys:
      - name: alice-laptop
        hash: sha256:9f86d0...
        user_id: alice
        team_id: team-a
        scope: team          # optional: team | owner (DB rows and KB collections); default none
        models: [orders]     # optional: the DB models this key may search (default: all declared)
        collections: [docs]  # optional: the KB collections this key may search (default: all)

The file is re-read when it changes (its mtime is checked on each request), so a removed key stops
working at once, without a restart.

Lookups compare digests with `hmac.compare_digest` so timing does not leak which prefix matched.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from agentsearch.config import load_structured_file
from agentsearch.errors import ConfigError
from agentsearch.types import Auth

__all__ = [
    "ENV_KEYS",
    "SCOPES",
    "Caller",
    "KeyRing",
    "ReloadingKeyRing",
    "generate_key",
    "hash_key",
    "keys_file",
]

log = logging.getLogger("agentsearch.server")

ENV_KEYS = "AGENTSEARCH_API_KEYS"
_PREFIX = "sha256:"
_BAD_HASH = "expected `sha256:` and 64 hex digits"
#: A key's data constraint: none, Yao's TeamOnly, Yao's OwnerOnly.
SCOPES = ("", "team", "owner")


@dataclass(frozen=True)
class Caller:
    """Who is calling: the identity every read and write of the request is scoped to."""

    user_id: str
    team_id: str = ""
    name: str = ""
    scope: str = ""
    models: tuple[str, ...] = ()
    collections: tuple[str, ...] = ()

    def auth(self) -> Auth:
        """The identity handed to the search layer. `scope` is the key's data constraint (Yao's
        TeamOnly / OwnerOnly): `team` limits DB rows and KB collections to public ones and the team's,
        `owner` to public ones and the caller's own; empty passes the identity without a constraint."""
        return Auth(
            user_id=self.user_id,
            team_id=self.team_id,
            team_only=self.scope == "team",
            owner_only=self.scope == "owner",
        )


def hash_key(key: str) -> str:
    """The at-rest form of a key: `sha256:<hex>`."""
    return _PREFIX + hashlib.sha256(key.encode("utf-8")).hexdigest()


def generate_key() -> str:
    """A new random key (prefixed so it is recognisable in logs and secret scanners)."""
    return "as_" + secrets.token_urlsafe(32)


def keys_file(app_dir: Path) -> Path:
    return app_dir / "agent" / "keys.yml"


class KeyRing:
    """The known key digests and the caller each one maps to."""

    def __init__(self, entries: Mapping[str, Caller] | None = None) -> None:
        self._by_hash: dict[str, Caller] = dict(entries or {})

    def __len__(self) -> int:
        return len(self._by_hash)

    def lookup(self, key: str) -> Caller | None:
        """The caller of a presented key, or None."""
        if not key:
            return None
        digest = hash_key(key)
        found: Caller | None = None
        for known, caller in self._by_hash.items():
            if hmac.compare_digest(known, digest):
                found = caller
        return found

    def merged(self, other: KeyRing) -> KeyRing:
        return KeyRing({**self._by_hash, **other._by_hash})

    @classmethod
    def from_entries(cls, entries: Iterable[Any], *, origin: str) -> KeyRing:
        ring: dict[str, Caller] = {}
        for position, entry in enumerate(entries):
            where = f"keys[{position}]"
            if not isinstance(entry, Mapping):
                raise ConfigError("expected a mapping with hash and user_id", file=origin, key=where)
            digest = str(entry.get("hash") or "").strip().lower()
            if "key" in entry:
                raise ConfigError(
                    "plain keys are not accepted; store `hash: sha256:<hex>` (agentsearch api-key prints it)",
                    file=origin,
                    key=f"{where}.key",
                )
            if not digest.startswith(_PREFIX) or len(digest) != len(_PREFIX) + 64:
                raise ConfigError("expected `sha256:` and 64 hex digits", file=origin, key=f"{where}.hash")
            try:
                int(digest[len(_PREFIX) :], 16)
            except ValueError:
                raise ConfigError(_BAD_HASH, file=origin, key=f"{where}.hash") from None
            user_id = str(entry.get("user_id") or "").strip()
            if not user_id:
                raise ConfigError("user_id is required", file=origin, key=f"{where}.user_id")
            scope = str(entry.get("scope") or "").strip().lower()
            if scope not in SCOPES:
                raise ConfigError("expected team, owner or nothing", file=origin, key=f"{where}.scope")
            team_id = str(entry.get("team_id") or "").strip()
            if scope == "team" and not team_id:
                raise ConfigError("scope team needs a team_id", file=origin, key=f"{where}.scope")
            ring[digest] = Caller(
                user_id=user_id,
                team_id=team_id,
                name=str(entry.get("name") or "").strip(),
                scope=scope,
                models=_names(entry.get("models"), origin, f"{where}.models"),
                collections=_names(entry.get("collections"), origin, f"{where}.collections"),
            )
        return cls(ring)

    @classmethod
    def from_mapping(cls, data: Any, *, origin: str) -> KeyRing:
        """A `{keys: [...]}` mapping or a bare list of entries."""
        if data is None:
            return cls()
        if isinstance(data, Mapping):
            data = data.get("keys") or []
        if not isinstance(data, list):
            raise ConfigError("expected a list of keys", file=origin, key="keys")
        return cls.from_entries(data, origin=origin)

    @classmethod
    def load(cls, app_dir: Path | None, env: Mapping[str, str] | None = None) -> KeyRing:
        """Keys from `<app>/agent/keys.yml` and the `AGENTSEARCH_API_KEYS` variable (YAML/JSON text)."""
        ring = cls()
        if app_dir is not None and keys_file(app_dir).exists():
            path = keys_file(app_dir)
            ring = cls.from_mapping(load_structured_file(path), origin=str(path))
        text = (env if env is not None else os.environ).get(ENV_KEYS, "").strip()
        if text:
            try:
                data = yaml.safe_load(text)
            except yaml.YAMLError:
                raise ConfigError("invalid YAML/JSON", key=ENV_KEYS) from None
            ring = ring.merged(cls.from_mapping(data, origin=ENV_KEYS))
        return ring


def _names(value: Any, origin: str, key: str) -> tuple[str, ...]:
    if value in (None, ""):
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ConfigError("expected a list of names", file=origin, key=key)
    return tuple(v.strip() for v in value)


class ReloadingKeyRing(KeyRing):
    """The keys of an app directory, re-read when `keys.yml` changes (checked at most once a second),
    so revoking a key takes effect without a restart. A file that became invalid keeps the last good
    keys and logs the problem (a typo must not lock everyone out or let everyone in)."""

    def __init__(self, app_dir: Path, env: Mapping[str, str] | None = None) -> None:
        self._app_dir, self._env = app_dir, env
        self._stamp = self._file_stamp()
        self._checked = time.monotonic()
        super().__init__(KeyRing.load(app_dir, env)._by_hash)

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            stat = keys_file(self._app_dir).stat()
        except OSError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def lookup(self, key: str) -> Caller | None:
        now = time.monotonic()
        if now - self._checked >= 1.0:
            self._checked = now
            stamp = self._file_stamp()
            if stamp != self._stamp:
                self._stamp = stamp
                try:
                    self._by_hash = KeyRing.load(self._app_dir, self._env)._by_hash
                except ConfigError as exc:
                    log.warning("keys not reloaded: %s", exc)
        return super().lookup(key)


def append_key(path: Path, *, user_id: str, team_id: str = "", name: str = "", scope: str = "") -> str:
    """Create a key, store its digest in `path` (a keys.yml) and return the key (shown once)."""
    key = generate_key()
    data: dict[str, Any] = {}
    if path.exists():
        data = load_structured_file(path)
    entries = list(data.get("keys") or [])
    entry: dict[str, Any] = {"name": name or user_id, "hash": hash_key(key), "user_id": user_id}
    if team_id:
        entry["team_id"] = team_id
    if scope:
        entry["scope"] = scope
    entries.append(entry)
    KeyRing.from_entries([entry], origin=str(path))  # the same checks as loading
    data["keys"] = entries
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return key
