"""The collections of one data directory: create, open, list, delete.

Open collections are cached per process (keyed by directory, name and the spec file's mtime), so
loaded vectors and models are reused across requests and a recreated collection is never served stale.
"""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path
from typing import Any, ClassVar

from pydantic import ValidationError

from agentsearch.errors import ConfigError, StoreError, describe_validation_error, one_line
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.embedders import create_embedder, default_embedder_for
from agentsearch.handlers.kb.rerank import default_second_stage
from agentsearch.handlers.kb.spec import CollectionSpec, validate_name
from agentsearch.registries import STORES

__all__ = ["KBManager"]


class KBManager:
    """Creates, opens, lists and deletes the collections under one data directory."""

    _cache: ClassVar[dict[tuple[str, str], tuple[int, Collection]]] = {}
    _cache_lock = threading.Lock()

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)

    def _dir(self, name: str) -> Path:
        return self.data_dir / validate_name(name)

    def exists(self, name: str) -> bool:
        return (self._dir(name) / "collection.json").is_file()

    def create(
        self,
        name: str,
        *,
        embedder: dict[str, Any] | str | None = None,
        language: str = "en",
        metadata: dict[str, Any] | None = None,
        store: dict[str, Any] | None = None,
        **settings: Any,
    ) -> Collection:
        directory = self._dir(name)
        if self.exists(name):
            raise ConfigError(f"collection {name} already exists in {self.data_dir}", key="collection")
        STORES.get(str((store or {}).get("backend", "sqlite")), key="store.backend")  # known, importable
        if embedder is None:
            embedder = default_embedder_for(language)
        config = {"name": embedder} if isinstance(embedder, str) else dict(embedder)
        model = create_embedder(config)
        if "rerank" not in settings:  # unnamed: the language's default (off, or the English stage)
            settings["rerank"] = default_second_stage(language, str(config.get("name", "")))
        try:
            spec = CollectionSpec(
                id=name,
                embedder=config,
                model_id=model.model_id,
                dimension=model.dimension,
                language=language,
                metadata=metadata or {},
                store=store or {"backend": "sqlite"},
                **settings,
            )
        except ValidationError as exc:
            key, message = describe_validation_error(exc)
            raise ConfigError(message, key=key) from None
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "collection.json").write_text(spec.model_dump_json(indent=2), encoding="utf-8")
        collection = self.open(name)
        try:  # a store that cannot be reached now is an error now, not at the first `kb add`
            collection.store.count_chunks()
        except Exception as exc:
            shutil.rmtree(directory, ignore_errors=True)
            with self._cache_lock:
                self._cache.pop((str(self.data_dir.resolve()), name), None)
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise ConfigError(f"cannot reach the collection's store: {reason}", key="store") from None
        return collection

    def spec(self, name: str) -> CollectionSpec:
        path = self._dir(name) / "collection.json"
        try:
            return CollectionSpec.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            raise StoreError(f'collection "{name}" not found in {self.data_dir}') from None
        except ValidationError as exc:  # one line naming the field, not pydantic's block
            key, message = describe_validation_error(exc)
            raise ConfigError(f"{path}: invalid collection file ({key}: {message})", file=str(path)) from None
        except ValueError as exc:  # not JSON
            raise ConfigError(f"{path}: invalid collection file ({one_line(exc)})", file=str(path)) from None

    def open(self, name: str) -> Collection:
        key = (str(self.data_dir.resolve()), name)
        try:
            stamp = (self._dir(name) / "collection.json").stat().st_mtime_ns
        except OSError:
            stamp = -1
        with self._cache_lock:
            cached = self._cache.get(key)
            if cached is not None and cached[0] == stamp:  # a recreated collection is not served stale
                return cached[1]
            collection = Collection(self.spec(name), self._dir(name))
            self._cache[key] = (stamp, collection)
            return collection

    def list(self) -> list[CollectionSpec]:
        if not self.data_dir.is_dir():
            return []
        return [
            self.spec(p.name) for p in sorted(self.data_dir.iterdir()) if (p / "collection.json").is_file()
        ]

    def delete(self, name: str) -> None:
        directory = self._dir(name)
        if not self.exists(name):
            raise StoreError(f'collection "{name}" not found in {self.data_dir}')
        with self._cache_lock:
            cached = self._cache.pop((str(self.data_dir.resolve()), name), None)
        collection = cached[1] if cached else None
        spec = self.spec(name)
        owner = collection or Collection(spec, directory)
        drop = getattr(owner.store, "drop", None)
        if callable(drop):  # data that lives outside the directory (a database) goes with it
            drop()
        if owner._store is not None:
            owner._store.close()
        shutil.rmtree(directory)
