"""Error responses: one JSON shape, `{"error": <one line>, ...}`, never a traceback.

Validation errors are 422 with the offending field named (`field: messages.0.content`) in the first
line, and every problem listed under `detail` as FastAPI reports them.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from agentsearch.errors import AgentSearchError, ConfigError, SearchError
from agentsearch.redaction import redact
from agentsearch.store.errors import StoreConflictError, StoreForbiddenError, StoreNotFoundError

__all__ = ["field_name", "install_error_handlers"]

log = logging.getLogger("agentsearch.server")


def field_name(loc: tuple[Any, ...] | list[Any]) -> str:
    """`("body", "messages", 0, "content")` → `messages.0.content` (the location prefix dropped)."""
    parts = list(loc)
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        parts = parts[1:]
    return ".".join(str(part) for part in parts) or "body"


def _validation_response(exc: RequestValidationError) -> JSONResponse:
    errors = exc.errors()
    detail = []
    for error in errors:
        field, message = field_name(error.get("loc", ())), str(error.get("msg", "invalid value"))
        if error.get("type") == "json_invalid":
            # loc is ("body", <character offset>): name the body, not a field called "0"
            reason = str((error.get("ctx") or {}).get("error") or "").strip()
            field, message = "body", f"invalid JSON at character {field}" + (f": {reason}" if reason else "")
        detail.append(
            {
                "field": field,
                "in": str(error.get("loc", ("body",))[0]) if error.get("loc") else "body",
                "message": message,
                "type": str(error.get("type", "")),
            }
        )
    first = detail[0] if detail else {"field": "body", "message": "invalid request"}
    return JSONResponse(
        status_code=422,
        content={"error": f"{first['field']}: {first['message']}", "field": first["field"], "detail": detail},
    )


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        return _validation_response(exc)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = redact(exc.detail) if isinstance(exc.detail, str) else "error"
        return JSONResponse(status_code=exc.status_code, content={"error": message}, headers=exc.headers)

    @app.exception_handler(StoreNotFoundError)
    async def _not_found(request: Request, exc: StoreNotFoundError) -> JSONResponse:
        return JSONResponse(status_code=404, content={"error": redact(str(exc))})

    @app.exception_handler(StoreForbiddenError)
    async def _forbidden(request: Request, exc: StoreForbiddenError) -> JSONResponse:
        return JSONResponse(status_code=403, content={"error": redact(f"Forbidden: {exc}")})

    @app.exception_handler(StoreConflictError)
    async def _conflict(request: Request, exc: StoreConflictError) -> JSONResponse:
        return JSONResponse(status_code=409, content={"error": redact(str(exc))})

    @app.exception_handler(ConfigError)
    async def _config(request: Request, exc: ConfigError) -> JSONResponse:
        log.warning("configuration error: %s", exc)
        return JSONResponse(status_code=500, content={"error": redact(f"server configuration error: {exc}")})

    @app.exception_handler(SearchError)
    async def _search(request: Request, exc: SearchError) -> JSONResponse:
        return JSONResponse(status_code=400, content={"error": redact(str(exc))})

    @app.exception_handler(AgentSearchError)
    async def _agentsearch(request: Request, exc: AgentSearchError) -> JSONResponse:
        log.warning("request failed: %s", exc)
        return JSONResponse(status_code=500, content={"error": redact(str(exc))})
