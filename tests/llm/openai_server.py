"""A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol (streaming SSE).

Each POST /v1/chat/completions takes the next scripted reply: text (split into chunks), tool calls
(split into argument fragments, as OpenAI streams them), an HTTP error with OpenAI's error body, or a
slow stream (a pause between chunks). Request bodies are recorded for assertions.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        return  # a client that timed out and hung up is part of the tests


@dataclass
class Reply:
    text: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # {"id", "name", "arguments"}
    status: int = 200
    error: str = ""
    delay: float = 0.0  # seconds between chunks
    chunk_size: int = 8
    fail_after: int = -1  # close the connection after this many chunks (-1: never)


class FakeOpenAI:
    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self._server = _QuietServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def start(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def script(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def _next(self) -> Reply:
        return self.replies.pop(0) if self.replies else Reply(text="(no scripted reply)")

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                fake.requests.append(body)
                fake.headers.append({k.lower(): v for k, v in self.headers.items()})
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._json(404, {"error": {"message": "not found", "type": "invalid_request_error"}})
                    return
                reply = fake._next()
                if reply.status != 200:
                    self._json(
                        reply.status,
                        {"error": {"message": reply.error, "type": "invalid_request_error", "code": None}},
                    )
                    return
                if not body.get("stream"):
                    self._json(200, _completion(body, reply))
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                for number, chunk in enumerate(_chunks(body, reply)):
                    if number == reply.fail_after:
                        self.wfile.flush()
                        self.connection.shutdown(2)
                        return
                    self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                    self.wfile.flush()
                    if reply.delay:
                        time.sleep(reply.delay)
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

            def _json(self, status: int, data: dict[str, Any]) -> None:
                raw = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        return Handler


def _choice(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}


def _base(body: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": body.get("model", "test-model"),
        "system_fingerprint": None,
    }


def _chunks(body: dict[str, Any], reply: Reply) -> Iterator[dict[str, Any]]:
    first = True
    text = reply.text
    for start in range(0, len(text), reply.chunk_size):
        delta: dict[str, Any] = {"content": text[start : start + reply.chunk_size]}
        if first:
            delta["role"] = "assistant"
            first = False
        yield {
            **_base(body),
            "choices": [_choice(delta)],
        }
    for index, call in enumerate(reply.tool_calls):
        head = {
            "index": index,
            "id": call["id"],
            "type": "function",
            "function": {"name": call["name"], "arguments": ""},
        }
        delta = {"tool_calls": [head]}
        if first:
            delta["role"] = "assistant"
            delta["content"] = None
            first = False
        yield {
            **_base(body),
            "choices": [_choice(delta)],
        }
        arguments = call["arguments"]
        for start in range(0, len(arguments), 5):
            fragment = {"index": index, "function": {"arguments": arguments[start : start + 5]}}
            yield {
                **_base(body),
                "choices": [_choice({"tool_calls": [fragment]})],
            }
    finish = "tool_calls" if reply.tool_calls else "stop"
    yield {**_base(body), "choices": [_choice({}, finish)]}
    if (body.get("stream_options") or {}).get("include_usage"):
        yield {
            **_base(body),
            "choices": [],
            "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
        }


def _completion(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text or None}
    if reply.tool_calls:  # the documented non-streaming shape: message.tool_calls, finish "tool_calls"
        message["tool_calls"] = [
            {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
            for c in reply.tool_calls
        ]
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1700000000,
        "model": body.get("model", "test-model"),
        "choices": [
            {"index": 0, "message": message, "finish_reason": "tool_calls" if reply.tool_calls else "stop"}
        ],
        "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
    }
