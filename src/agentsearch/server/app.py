"""The FastAPI application factory.

`create_app(app_dir)` builds one stateless server over an app directory: keys, search config, the chat
store and the assistant runtime are all derived from it (or passed in, for tests and embedding). For
`uvicorn --workers N` the process-level factory `app_from_env()` reads the same settings from
environment variables, since each worker builds its own app.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.server.auth import KeyRing
from agentsearch.server.errors import install_error_handlers
from agentsearch.server.limits import DEFAULT_MAX_BODY_BYTES, BodyLimitMiddleware
from agentsearch.server.routes import meta, search
from agentsearch.server.state import ServerState

__all__ = ["ENV_APP_DIR", "ENV_MAX_BODY", "STATIC_DIR", "app_from_env", "create_app"]

STATIC_DIR = Path(__file__).resolve().parent / "static"
ENV_APP_DIR = "AGENTSEARCH_APP_DIR"
ENV_MAX_BODY = "AGENTSEARCH_MAX_BODY_BYTES"


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
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
) -> FastAPI:
    """Build the server. `keys` defaults to `<app>/agent/keys.yml` + `AGENTSEARCH_API_KEYS`; `store`
    and `runtime` default to the ones the app directory configures."""
    from agentsearch.paths import resolve_app_dir

    directory = resolve_app_dir(app_dir) if app_dir is not None else _default_app_dir()
    state = ServerState.for_app(directory, keys if keys is not None else KeyRing.load(directory))
    state.store = store
    state.runtime = runtime
    if registry is not None:
        state.registry = registry

    app = FastAPI(
        title="agentsearch",
        version="0.1.0",
        description="Streaming chat with clickable citations, references, chats and search.",
    )
    app.state.agentsearch = state
    install_error_handlers(app)
    app.add_middleware(BodyLimitMiddleware, max_body_bytes=max_body_bytes)
    app.include_router(meta.router)
    app.include_router(search.router)
    _mount_page(app)
    return app


def _mount_page(app: FastAPI) -> None:
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", headers={"Cache-Control": "no-cache"})


def app_from_env() -> FastAPI:
    """Factory for `uvicorn --factory agentsearch.server.app:app_from_env` (one call per worker)."""
    app_dir = os.environ.get(ENV_APP_DIR) or None
    max_body = int(os.environ.get(ENV_MAX_BODY) or DEFAULT_MAX_BODY_BYTES)
    return create_app(app_dir, max_body_bytes=max_body)
