"""Request size limits, enforced before a handler reads the body.

A pure ASGI middleware: it rejects a declared `Content-Length` above the limit at once, and counts the
bytes of chunked bodies as they arrive, so a client cannot stream an unbounded body past the check.
"""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["DEFAULT_MAX_BODY_BYTES", "DEFAULT_MAX_UPLOAD_BYTES", "UPLOAD_PATH", "BodyLimitMiddleware"]

DEFAULT_MAX_BODY_BYTES = 1_000_000
#: Document uploads (`POST /v1/kb/collections/{name}/documents`) may be larger than JSON requests.
DEFAULT_MAX_UPLOAD_BYTES = 20_000_000
UPLOAD_PATH = re.compile(r"^/v1/kb/collections/[^/]+/documents$")


class BodyLimitMiddleware:
    def __init__(
        self,
        app: ASGIApp,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        max_upload_bytes: int = DEFAULT_MAX_UPLOAD_BYTES,
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.max_upload_bytes = max_upload_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.max_body_bytes
        if scope.get("method") == "POST" and UPLOAD_PATH.match(str(scope.get("path", ""))):
            limit = self.max_upload_bytes
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = 0
                if declared > limit:
                    await self._reject(send, limit)
                    return
        received = 0
        too_large = False
        started = False

        async def limited_receive() -> Message:
            nonlocal received, too_large
            if too_large:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    # the app sees a disconnect; whatever it answers is replaced by the 413 below
                    too_large = True
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if too_large and not started:
                return
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not too_large:
                raise
        if too_large and not started:
            await self._reject(send, limit)

    async def _reject(self, send: Send, limit: int) -> None:
        body: dict[str, Any] = {"error": f"request body too large (limit {limit} bytes)", "limit": limit}
        payload = json.dumps(body).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(payload)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": payload})
