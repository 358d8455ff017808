"""ASGI factories the server benchmark runs in their own processes (`uvicorn --factory`).

`chat_app` is the agentsearch server over `$BENCH_APP_DIR` with a two-document KB handler (the KB
itself is benchmarked elsewhere); `fake_llm` is the OpenAI-compatible fake of the server tests.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.server import create_app
from agentsearch.types import Request, Result, ResultItem, SearchType

ROOT = Path(__file__).resolve().parents[1]


class FixedDocs:
    type = SearchType.KB

    async def search(self, request: Request, ctx: Any) -> Result:
        items = [
            ResultItem(type=SearchType.KB, title="Return policy", content="Returns in 30 days.", score=0.9,
                       collection="docs", document_id="d1", url="https://shop.example/returns"),
            ResultItem(type=SearchType.KB, title="Sony WH-1000XM5", content="Price $399.", score=0.8,
                       collection="docs", document_id="d2", url="https://shop.example/sony"),
        ]  # fmt: skip
        return Result(type=SearchType.KB, query=request.query, items=items, total=2)


def chat_app() -> Any:
    registry = HandlerRegistry()
    registry.register(SearchType.KB, FixedDocs())
    return create_app(os.environ["BENCH_APP_DIR"], registry=registry)


def fake_llm() -> Any:
    spec = importlib.util.spec_from_file_location("fake_openai", ROOT / "tests" / "server" / "fake_openai.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.FakeOpenAI(words_per_chunk=2).app


# ------------------------------------------------------------------------- the lookup baseline

_SEARCHES_SQL = (
    'SELECT chat_id, "references" FROM agent_search WHERE request_id = {p} AND deleted_at IS NULL '
    "ORDER BY created_at, id"
)
_VISIBLE_SQL = (
    "SELECT chat_id FROM agent_chat WHERE chat_id = {p} AND deleted_at IS NULL AND "
    "(public OR __yao_created_by = {p} OR (__yao_team_id = {p} AND share = 'team'))"
)


def minimal_references() -> Any:
    """The least a server can do for `GET /v1/chat/references/{rid}/{i}`: the key's SHA-256 checked
    against keys.yml, the same two queries (the request's searches, then the chats' visibility for the
    caller) and the reference as JSON. SQLite via sqlite3 on the loop; PostgreSQL via psycopg async."""
    import hashlib
    import hmac
    import json

    import yaml
    from starlette.applications import Starlette
    from starlette.requests import Request as HttpRequest
    from starlette.responses import JSONResponse, Response
    from starlette.routing import Route

    keys_yml = Path(os.environ["BENCH_APP_DIR"]) / "agent" / "keys.yml"
    keys = {
        k["hash"]: (k["user_id"], k.get("team_id", "")) for k in yaml.safe_load(keys_yml.read_text())["keys"]
    }
    url = os.environ["AGENTSEARCH_STORE_URL"]
    sqlite = url.startswith("sqlite")
    db: Any = None

    async def query(sql: str, *args: Any) -> list[Any]:
        if sqlite:
            return list(db.execute(sql.format(p="?"), args))
        async with db.cursor() as cursor:
            await cursor.execute(sql.format(p="%s"), args)
            return list(await cursor.fetchall())

    async def reference(request: HttpRequest) -> Response:
        token = request.headers.get("authorization", "").removeprefix("Bearer ")
        digest = "sha256:" + hashlib.sha256(token.encode()).hexdigest()
        caller = next((c for h, c in keys.items() if hmac.compare_digest(h, digest)), None)
        if caller is None:
            return JSONResponse({"detail": "invalid API key"}, 401)
        rows = await query(_SEARCHES_SQL, request.path_params["rid"])
        for chat_id in {row[0] for row in rows}:
            if not await query(_VISIBLE_SQL, chat_id, caller[0], caller[1]):
                return JSONResponse({"detail": "Forbidden"}, 403)
        index = int(request.path_params["i"])
        for _, refs in rows:
            for ref in json.loads(refs) if isinstance(refs, str) else refs:
                if ref["index"] == index:
                    return JSONResponse(ref)
        return JSONResponse({"detail": "reference not found"}, 404)

    @contextlib.asynccontextmanager
    async def lifespan(_: Any) -> AsyncIterator[None]:
        nonlocal db
        if sqlite:
            import sqlite3

            db = sqlite3.connect(url.split("///", 1)[1], isolation_level=None, check_same_thread=False)
        else:
            import psycopg

            schema = os.environ["AGENTSEARCH_STORE_SCHEMA"]
            conninfo = url.replace("postgresql+psycopg", "postgresql")
            db = await psycopg.AsyncConnection.connect(
                conninfo, autocommit=True, options=f"-csearch_path={schema}"
            )
        yield
        closing = db.close()
        if not sqlite:
            await closing

    routes = [Route("/v1/chat/references/{rid}/{i}", reference), Route("/healthz", lambda _: Response("ok"))]
    return Starlette(routes=routes, lifespan=lifespan)


# ------------------------------------------------------------------------- the stream baseline


def minimal_chat() -> Any:
    """The least a chat stream can do: key check, a `start` event at once, the LLM's stream relayed as
    `message` events (the fake OpenAI server at $BENCH_LLM_URL via httpx), the answer saved in one
    SQLite insert, an `end` event. No search, no runtime: the floor under time to first event."""
    import hashlib
    import hmac
    import json
    import sqlite3
    import uuid

    import httpx
    import yaml
    from starlette.applications import Starlette
    from starlette.requests import Request as HttpRequest
    from starlette.responses import JSONResponse, Response, StreamingResponse
    from starlette.routing import Route

    keys_yml = Path(os.environ["BENCH_APP_DIR"]) / "agent" / "keys.yml"
    keys = {k["hash"]: k["user_id"] for k in yaml.safe_load(keys_yml.read_text())["keys"]}
    llm = httpx.AsyncClient(base_url=os.environ["BENCH_LLM_URL"], timeout=60)
    db = sqlite3.connect(os.environ["BENCH_MINIMAL_DB"], isolation_level=None, check_same_thread=False)
    db.execute("CREATE TABLE IF NOT EXISTS answers (request_id TEXT, user_id TEXT, answer TEXT)")

    def frame(name: str, data: dict[str, Any]) -> bytes:
        return f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()

    async def chat(request: HttpRequest) -> Response:
        token = request.headers.get("authorization", "").removeprefix("Bearer ")
        digest = "sha256:" + hashlib.sha256(token.encode()).hexdigest()
        user = next((u for h, u in keys.items() if hmac.compare_digest(h, digest)), None)
        if user is None:
            return JSONResponse({"error": "invalid API key"}, 401)
        body = await request.json()
        ids = {"request_id": "req_" + uuid.uuid4().hex, "chat_id": "chat_" + uuid.uuid4().hex}

        async def events() -> AsyncIterator[bytes]:
            yield frame("start", {"event": "start", **ids})
            answer = []
            payload = {"model": "fake-model", "messages": body["messages"], "stream": True}
            async with llm.stream("POST", "/chat/completions", json=payload) as response:
                async for line in response.aiter_lines():
                    if not line.startswith("data: ") or line == "data: [DONE]":
                        continue
                    delta = json.loads(line[6:])["choices"][0]["delta"].get("content") or ""
                    answer.append(delta)
                    yield frame("message", {"event": "message", "type": "text", "delta": delta})
            db.execute("INSERT INTO answers VALUES (?, ?, ?)", (ids["request_id"], user, "".join(answer)))
            yield frame("end", {"event": "end", "status": "completed", **ids})

        return StreamingResponse(events(), media_type="text/event-stream")

    routes = [Route("/v1/chat/events", chat, methods=["POST"]), Route("/healthz", lambda _: Response("ok"))]
    return Starlette(routes=routes)
