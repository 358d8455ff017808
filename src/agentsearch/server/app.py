"""The FastAPI application factory.

`create_app(app_dir)` builds one stateless server over an app directory: keys, search config, the chat
store and the assistant runtime are all derived from it (or passed in, for tests and embedding). For
`uvicorn --workers N` the process-level factory `app_from_env()` reads the same settings from
environment variables, since each worker builds its own app.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from agentsearch.errors import ConfigError
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.paths import DATA_DIR_ENV, app_data_dir
from agentsearch.redaction import install_log_redaction
from agentsearch.server.auth import KeyRing, ReloadingKeyRing
from agentsearch.server.errors import install_error_handlers
from agentsearch.server.first_events import FirstEventsMiddleware
from agentsearch.server.limits import DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_UPLOAD_BYTES, BodyLimitMiddleware
from agentsearch.server.routes import chat, chats, feedback, kb, meta, openai_compat, references, search
from agentsearch.server.state import ServerState
from agentsearch.store.engine import DEFAULT_DB_NAME, STORE_URL_ENV

__all__ = [
    "ENV_APP_DIR",
    "ENV_MAX_BODY",
    "ENV_MAX_UPLOAD",
    "STATIC_DIR",
    "app_from_env",
    "create_app",
    "env_int",
]

log = logging.getLogger("agentsearch.server")

STATIC_DIR = Path(__file__).resolve().parent / "static"
ENV_APP_DIR = "AGENTSEARCH_APP_DIR"
ENV_MAX_BODY = "AGENTSEARCH_MAX_BODY_BYTES"
ENV_MAX_UPLOAD = "AGENTSEARCH_MAX_UPLOAD_BYTES"
ENV_DATA_DIR = DATA_DIR_ENV
#: Runs executing at once per process (0: unlimited); see ServerState.run_slot.
ENV_MAX_RUNS = "AGENTSEARCH_MAX_RUNS"
#: Streams whose first event (`start`) the server sends before running anything: new runs wait for
#: these to have answered (server/first_events.py).
FIRST_EVENT_PATHS = frozenset({"/v1/chat/events"})
#: PostgreSQL schema of the store (several stores in one database; tests use one each).
ENV_STORE_SCHEMA = "AGENTSEARCH_STORE_SCHEMA"


def env_int(name: str, default: int) -> int:
    """A non-negative integer setting from the environment; a bad value is one ConfigError line."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not (raw.isascii() and raw.isdigit()):
        raise ConfigError(f"expected a non-negative integer, got {raw!r}", key=name)
    return int(raw)


def default_data_dir(app_dir: Path) -> Path:
    """`$AGENTSEARCH_DATA_DIR`, else `<app>/data` (where `agentsearch chat` keeps the same app's chats,
    so a citation printed by the CLI resolves on the server too)."""
    return app_data_dir(app_dir)


def default_store_url(data_dir: Path) -> str:
    """`$AGENTSEARCH_STORE_URL` (e.g. PostgreSQL shared by replicas), else a SQLite file in the data dir."""
    env = os.environ.get(STORE_URL_ENV, "").strip()
    if env:
        return env
    data_dir.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{(data_dir / DEFAULT_DB_NAME).resolve()}"


def _default_app_dir() -> Path:
    from agentsearch.paths import resolve_app_dir

    return resolve_app_dir(None)


def create_app(
    app_dir: Path | str | None = None,
    *,
    keys: KeyRing | None = None,
    store: Any = None,
    runtime: Any = None,
    registry: HandlerRegistry | None = None,
    store_url: str | None = None,
    store_schema: str | None = None,
    data_dir: Path | str | None = None,
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    max_upload_bytes: int | None = None,
    max_runs: int | None = None,
) -> FastAPI:
    """Build the server. `keys` defaults to `<app>/agent/keys.yml` + `AGENTSEARCH_API_KEYS`; `store`
    and `runtime` default to the ones the app directory configures."""
    from agentsearch.paths import resolve_app_dir

    install_log_redaction()
    directory = resolve_app_dir(app_dir) if app_dir is not None else _default_app_dir()
    state = ServerState.for_app(directory, keys if keys is not None else ReloadingKeyRing(directory))
    state.data_dir = Path(data_dir) if data_dir is not None else default_data_dir(directory)
    owns_store = store is None
    if store is None:
        from agentsearch.store.chat_store import ChatStore

        schema = store_schema or os.environ.get(ENV_STORE_SCHEMA, "").strip() or None
        store = ChatStore.open_sync(store_url or default_store_url(state.data_dir), schema=schema)
    state.store = store
    state.runtime = runtime
    state.max_runs = max_runs if max_runs is not None else env_int(ENV_MAX_RUNS, 0)
    if registry is not None:
        state.registry = registry

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        recover = getattr(state.store, "recover_crashed", None)
        if recover is not None:  # answers a killed process left unsaved become resume points
            try:
                await recover()
            except Exception as exc:  # a store hiccup must not keep the server from starting
                log.warning("crash recovery skipped: %s", exc)
        yield
        await state.drain()
        if owns_store:
            await state.store.close()

    app = FastAPI(
        lifespan=lifespan,
        title="agentsearch",
        version="0.1.0",
        description="Streaming chat with clickable citations, references, chats and search.",
    )
    app.state.agentsearch = state
    install_error_handlers(app)
    upload_limit = (
        max_upload_bytes
        if max_upload_bytes is not None
        else env_int(ENV_MAX_UPLOAD, DEFAULT_MAX_UPLOAD_BYTES)
    )
    app.add_middleware(BodyLimitMiddleware, max_body_bytes=max_body_bytes, max_upload_bytes=upload_limit)
    app.add_middleware(FirstEventsMiddleware, first_events=state.first_events, paths=FIRST_EVENT_PATHS)
    app.include_router(meta.router)
    app.include_router(search.router)
    app.router.routes.insert(0, references.reference_route)  # the citation click, without FastAPI's DI
    app.router.routes.insert(0, chat.events_route)  # the chat stream, likewise
    app.include_router(references.router)
    app.include_router(chats.router)
    app.include_router(chat.router)
    app.include_router(openai_compat.router)
    app.include_router(feedback.router)
    app.include_router(kb.router)
    _mount_page(app)
    return app


#: The page runs only its own scripts and talks only to this server (defence in depth: answers are
#: rendered as text anyway, and the key in localStorage is worth protecting).
PAGE_HEADERS = {
    "Cache-Control": "no-cache",
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def _mount_page(app: FastAPI) -> None:
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", headers=PAGE_HEADERS)

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> FileResponse:  # browsers ask for it whatever the page links
        return FileResponse(STATIC_DIR / "favicon.svg", media_type="image/svg+xml")


def app_from_env() -> FastAPI:
    """Factory for `uvicorn --factory agentsearch.server.app:app_from_env` (one call per worker)."""
    app_dir = os.environ.get(ENV_APP_DIR) or None
    max_body = env_int(ENV_MAX_BODY, DEFAULT_MAX_BODY_BYTES)
    return create_app(app_dir, max_body_bytes=max_body)
