"""What a key may search through the API: the app's declared DB models and KB collections, capped limits.

The library and the CLI search whatever table or collection they are told to (`--models tracks` on any
database is a feature). A server must not trust its client that far: a request naming `secret_vault` or
`agent_message` would read a table the app never offered, another user's chats among them. So here:

- a DB model may be searched only when the app declares it — `db.models` of `agent/search.yml`, an
  assistant's `db.models`, or a model file (`models/**/*.mod.yao`, `assistants/<id>/models/*.mod.yao`)
  — and, when the key lists `models`, only those; the store's own tables (`agent_*`) never;
- a KB collection, when the key lists `collections`, only those (otherwise the app's collections, with
  the usual per-collection auth);
- every `limit` is capped by configuration (`db.max_results`, `kb.limit`, `web.max_results`).

A refused id is answered the same whether or not it exists (403, naming the id the client sent), so the
answer reveals nothing about the database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from fastapi import HTTPException

from agentsearch.config import Config, load_structured_file
from agentsearch.errors import ConfigError
from agentsearch.handlers.db.models import default_table_name
from agentsearch.server.auth import Caller
from agentsearch.types import Request, SearchType

__all__ = ["MAX_DB_QUERY_CHARS", "STORE_TABLE_PREFIX", "allowed_request", "declared_models"]

#: DB questions are sentences; the NL → QueryDSL step's cost grows with them (the handler caps the same,
#: `handlers.db.handler.MAX_QUERY_CHARS`; a test keeps the two equal).
MAX_DB_QUERY_CHARS = 1000

#: The chat store's tables (agent_chat, agent_message, agent_resume, agent_search) and Alembic's.
STORE_TABLE_PREFIX = "agent_"
_STORE_TABLES = frozenset({"alembic_version"})
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_\-]*$")


def _model_ids_under(root: Path, prefix: str) -> Iterable[str]:
    if not root.is_dir():
        return
    for path in sorted(root.rglob("*.mod.yao")):
        parts = path.relative_to(root).with_name(path.name.removesuffix(".mod.yao")).parts
        if all(_NAME.match(part) for part in parts):
            yield prefix + ".".join(parts)


def _assistant_models(app_dir: Path) -> Iterable[str]:
    root = app_dir / "assistants"
    if not root.is_dir():
        return
    for directory in sorted(root.iterdir()):
        if not directory.is_dir() or not _NAME.match(directory.name):
            continue
        yield from _model_ids_under(directory / "models", f"agents.{directory.name}.")
        for name in ("package.yao", "package.yaml", "package.yml", "package.json"):
            package = directory / name
            if package.is_file():
                try:
                    data = load_structured_file(package)
                except ConfigError:
                    break
                db = data.get("db")
                models = db.get("models") if isinstance(db, dict) else None
                yield from (m for m in (models or []) if isinstance(m, str))
                break


def declared_models(app_dir: Path, config: Config) -> frozenset[str]:
    """Every model id the app offers: configured, in an assistant package, or with a model file."""
    ids = set(config.db.models)
    ids.update(_model_ids_under(app_dir / "models", ""))
    ids.update(_assistant_models(app_dir))
    return frozenset(ids)


def is_store_table(model_id: str) -> bool:
    table = default_table_name(model_id).lower()
    return table.startswith(STORE_TABLE_PREFIX) or table in _STORE_TABLES or model_id.lower() in _STORE_TABLES


def _refuse(what: str, name: str) -> HTTPException:
    return HTTPException(403, f"Forbidden: {what} {name!r} is not available to this key")


def _capped(request: Request, config: Config) -> int:
    cap = {
        SearchType.DB: config.db.max_results,
        SearchType.KB: config.kb.limit,
        SearchType.WEB: config.web.max_results,
    }.get(request.type, 0)
    if not cap:
        return request.limit
    return min(request.limit, cap) if request.limit else 0


def allowed_request(request: Request, caller: Caller, config: Config, declared: frozenset[str]) -> Request:
    """The request as the server runs it (limit capped, collections narrowed to the key's), or 403."""
    update: dict[str, object] = {"limit": _capped(request, config)}
    if request.type == SearchType.DB:
        named = list(request.models)
        if not named:  # the configured models, narrowed to the key's list
            named = [m for m in config.db.models if not caller.models or m in caller.models]
            update["models"] = named
        for model_id in named:
            if (
                model_id not in declared
                or is_store_table(model_id)
                or (caller.models and model_id not in caller.models)
            ):
                raise _refuse("model", model_id)
    elif request.type == SearchType.KB and caller.collections:
        for name in request.collections:
            if name not in caller.collections:
                raise _refuse("collection", name)
        if not request.collections:
            wanted = config.kb.collections or list(caller.collections)
            update["collections"] = [c for c in wanted if c in caller.collections]
            if not update["collections"]:
                raise _refuse("collection", ",".join(config.kb.collections) or "*")
    return request.model_copy(update=update)


def check_data_sources(
    messages: Iterable[dict[str, object]], caller: Caller, config: Config, app_dir: Path
) -> None:
    """A chat message may name DB models and KB collections to search (`{type: "data"}` parts); the
    same rules as `/v1/search` apply to them (403 before anything runs)."""
    from agentsearch.agent.messages import data_parts

    declared: frozenset[str] | None = None
    for message in messages:
        if message.get("role") != "user":
            continue
        for source in data_parts(message):
            kind = str(source.get("type", ""))
            name = str(source.get("name") or source.get("id") or "")
            if kind == "model" and name:
                declared = declared if declared is not None else declared_models(app_dir, config)
                allowed_request(
                    Request(type=SearchType.DB, query="-", models=[name]), caller, config, declared
                )
            elif kind in ("kb_collection", "kb_document"):
                collection = name if kind == "kb_collection" else str(source.get("collection") or "")
                request = Request(
                    type=SearchType.KB, query="-", collections=[collection] if collection else []
                )
                allowed_request(request, caller, config, frozenset())
