"""A fake OpenAI-compatible chat completions server (the documented wire format, streaming and not).

It answers by citing the first reference it was given: it reads the `<ref id="N"` ids from the
request's messages and writes `<a class="ref" data-ref-id="N" ...>[N]</a>`, so an end-to-end test can
check that the citation in the answer resolves to the stored reference. Every request is recorded.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

_REF = re.compile(r'<ref id="(\d+)"')


def answer_for(messages: list[dict[str, Any]]) -> str:
    text = "\n".join(str(m.get("content") or "") for m in messages)
    ids = _REF.findall(text)
    if not ids:
        return "I found nothing to cite."
    first = ids[0]
    return (
        f'According to the documents<a class="ref" data-ref-id="{first}" data-ref-type="kb" '
        f'href="#ref:{first}">[{first}]</a>, here is the answer.'
    )


def _chunk(model: str, delta: dict[str, Any], finish: str | None = None) -> str:
    body = {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return "data: " + json.dumps(body) + "\n\n"


class FakeOpenAI:
    """`app` is the ASGI app; `requests` the JSON bodies received; `delay` seconds between chunks."""

    def __init__(self, *, delay: float = 0.0, words_per_chunk: int = 3) -> None:
        self.requests: list[dict[str, Any]] = []
        self.failures = 0  # answer this many next requests with a 400 error
        self.delay = delay
        self.words_per_chunk = words_per_chunk
        self.app = Starlette(
            routes=[
                Route("/v1/chat/completions", self._completions, methods=["POST"]),
                Route("/v1/models", self._models, methods=["GET"]),
            ]
        )

    async def _models(self, request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [{"id": "fake-model", "object": "model"}]})

    async def _completions(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        if self.failures > 0:
            self.failures -= 1
            error = {"error": {"message": "fake failure", "type": "invalid_request_error", "code": "fake"}}
            return JSONResponse(error, status_code=400)
        model = str(body.get("model") or "fake-model")
        answer = answer_for(body.get("messages") or [])
        if not body.get("stream"):
            return JSONResponse(
                {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": model,
                    "choices": [
                        {
                            "index": 0,
                            "message": {"role": "assistant", "content": answer},
                            "finish_reason": "stop",
                        }
                    ],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                }
            )

        async def stream() -> AsyncIterator[str]:
            yield _chunk(model, {"role": "assistant", "content": ""})
            words = answer.split(" ")
            for start in range(0, len(words), self.words_per_chunk):
                piece = " ".join(words[start : start + self.words_per_chunk])
                if start + self.words_per_chunk < len(words):
                    piece += " "
                if self.delay:
                    await asyncio.sleep(self.delay)
                yield _chunk(model, {"content": piece})
            yield _chunk(model, {}, "stop")
            if (body.get("stream_options") or {}).get("include_usage"):
                # the documented last chunk of `stream_options.include_usage`: no choices, the usage
                usage = {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
                yield (
                    "data: "
                    + json.dumps(
                        {
                            "id": "chatcmpl-fake",
                            "object": "chat.completion.chunk",
                            "created": int(time.time()),
                            "model": model,
                            "choices": [],
                            "usage": usage,
                        }
                    )
                    + "\n\n"
                )
            yield "data: [DONE]\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream")
