"""Web handler figures: the handler's own cost per search against local fake providers (stdlib HTTP
server on 127.0.0.1 answering instantly), a fallback hop, `all` merging, and SQLite / Redis cache hits.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import statistics
import tempfile
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.web import WebHandler, reset_providers
from agentsearch.handlers.web.cooldown import COOLDOWNS
from agentsearch.types import Request, SearchType

N = 200
TAVILY = {
    "query": "q",
    "results": [
        {"title": f"T{i}", "url": f"https://t.example/{i}", "content": "c" * 200, "score": 1 - i / 20}
        for i in range(10)
    ],
}
BRAVE = {
    "web": {
        "results": [
            {"title": f"B{i}", "url": f"https://t.example/{i * 2}", "description": "d" * 200}
            for i in range(10)
        ]
    }
}


class _Fake(BaseHTTPRequestHandler):
    def _send(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path.startswith("/down"):
            self._send(503, {"detail": {"error": "down"}})
        else:
            self._send(200, TAVILY)

    def do_GET(self) -> None:
        self._send(200, BRAVE)

    def log_message(self, *args: Any) -> None:
        return


def _config(base: str, chain: list[str], tavily_base: str = "", **web: Any) -> Config:
    os.environ["AGENTSEARCH_BENCH_KEY"] = "k"
    settings = {
        "tavily": {"base_url": tavily_base or base, "api_key_env": "AGENTSEARCH_BENCH_KEY"},
        "brave": {"base_url": base, "api_key_env": "AGENTSEARCH_BENCH_KEY"},
    }
    return Config.from_layers({"web": {"providers": chain, "settings": settings, "retries": 0, **web}})


async def _timed(config: Config, data_dir: Path, label: str, distinct: bool = False) -> None:
    handler = WebHandler()
    ctx = SearchContext(config=config, app_dir=data_dir)
    await handler.search(Request(query="warm-up", type=SearchType.WEB), ctx)
    samples = []
    for i in range(N):
        COOLDOWNS.reset()
        query = f"query {i}" if distinct else "same query"
        started = time.perf_counter()
        result = await handler.search(Request(query=query, type=SearchType.WEB), ctx)
        samples.append((time.perf_counter() - started) * 1000)
        assert not result.error, result.error
    samples.sort()
    print(
        f"{label:<44} mean {statistics.mean(samples):6.2f} ms  p50 {samples[N // 2]:6.2f} ms"
        f"  p95 {samples[int(N * 0.95)]:6.2f} ms  ({N} searches)"
    )


def _redis_up() -> bool:
    try:
        socket.create_connection(("127.0.0.1", 6379), timeout=0.5).close()
        return True
    except OSError:
        return False


async def _run(base: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        await _timed(_config(base, ["tavily"]), data, "tavily, no cache (local fake, HTTP keep-alive)", True)
        await _timed(
            _config(base, ["tavily", "brave"], tavily_base=f"{base}/down"),
            data,
            "fallback tavily 503 → brave",
        )
        await _timed(
            _config(base, ["tavily", "brave"], strategy="all"),
            data,
            "all: tavily + brave merged by URL",
            True,
        )
        await _timed(_config(base, ["tavily"], cache_ttl=600), data, "tavily, SQLite cache hit")
        if _redis_up():
            prefix = f"agentsearch-bench:{uuid.uuid4().hex}:"
            config = _config(
                base, ["tavily"], cache_ttl=60, cache_url="redis://127.0.0.1:6379/15", cache_prefix=prefix
            )
            await _timed(config, data, "tavily, Redis cache hit")
        else:
            print("redis not reachable: Redis cache figure skipped")


def main() -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Fake)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        reset_providers()
        asyncio.run(_run(f"http://127.0.0.1:{server.server_address[1]}"))
    finally:
        server.shutdown()
        reset_providers()


if __name__ == "__main__":
    main()
