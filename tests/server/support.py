"""Server test support: an app directory with keys for three users, ASGI and live-uvicorn clients.

alice and carol share team-a; bob is in team-b. Each key's digest (never the key) is in keys.yml.
"""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn
import yaml
from fastapi import FastAPI

from agentsearch.server.auth import hash_key

KEYS = {
    "alice": ("as_test_alice_key_0000000000000000000000000", "team-a"),
    "bob": ("as_test_bob_key_00000000000000000000000000000", "team-b"),
    "carol": ("as_test_carol_key_000000000000000000000000000", "team-a"),
    "dana": ("as_test_dana_key_0000000000000000000000000000", "team-a"),
}
#: Keys with a data constraint (keys.yml `scope`); the others pass their identity unconstrained.
SCOPED = {"dana": "team"}


def bearer(user: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {KEYS[user][0]}"}


def write_app(root: Path, *, extra_search: dict[str, Any] | None = None) -> Path:
    """A minimal app: keys.yml with digests, one assistant package, optional agent/search.yml."""
    (root / "agent").mkdir(parents=True, exist_ok=True)
    entries = [
        {"name": f"{user}-test", "hash": hash_key(key), "user_id": user, "team_id": team}
        | ({"scope": SCOPED[user]} if user in SCOPED else {})
        for user, (key, team) in KEYS.items()
    ]
    (root / "agent" / "keys.yml").write_text(yaml.safe_dump({"keys": entries}), encoding="utf-8")
    if extra_search:
        (root / "agent" / "search.yml").write_text(yaml.safe_dump(extra_search), encoding="utf-8")
    assistant = root / "assistants" / "helper"
    assistant.mkdir(parents=True, exist_ok=True)
    package = '{ "name": "Helper", "description": "test assistant" }'
    (assistant / "package.yao").write_text(package, encoding="utf-8")
    return root


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class LiveServer:
    url: str
    server: uvicorn.Server
    thread: threading.Thread

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


def start_live(app: FastAPI) -> LiveServer:
    """Run an app in a real uvicorn server on a free loopback port (in a thread)."""
    port = free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.02)
    return LiveServer(url=f"http://127.0.0.1:{port}", server=server, thread=thread)


async def seed_chat(
    store: Any,
    *,
    user: str,
    chat_id: str,
    request_id: str,
    share: str = "private",
    titles: tuple[str, ...] = ("Return policy", "Sony WH-1000XM5"),
) -> None:
    """A chat owned by `user` with one request: a user message, an answer citing [1], a search record."""
    from agentsearch.store.records import Chat, Message, Owner, Search, SearchReference

    owner = Owner(user_id=user, team_id=KEYS[user][1])
    await store.create_chat(
        Chat(chat_id=chat_id, title=f"chat of {user}", assistant_id="helper", share=share), owner=owner
    )
    await store.save_messages(
        chat_id,
        [
            Message(request_id=request_id, role="user", type="user_input", props={"content": "returns?"}),
            Message(
                request_id=request_id,
                role="assistant",
                type="text",
                props={
                    "content": 'Within **30 days**<a class="ref" data-ref-id="1" href="#ref:1">[1]</a> [2].'
                },
            ),
        ],
    )
    refs = [
        SearchReference(
            index=position,
            type="kb",
            title=title,
            url=f"https://example.com/{position}",
            snippet=f"snippet of {title}",
            content=f"content of {title}",
            metadata={"weight": 0.6, "score": 0.9, "source": "auto"},
        )
        for position, title in enumerate(titles, start=1)
    ]
    await store.save_search(
        Search(request_id=request_id, chat_id=chat_id, query="returns?", source="auto", references=refs)
    )


DOCS = [
    (
        "Return policy",
        "Headphones can be returned within 30 days with the receipt.",
        "https://shop.example/returns",
    ),
    ("Sony WH-1000XM5", "Noise cancelling headphones, price $399.", "https://shop.example/sony-xm5"),
]


@dataclass
class DocsHandler:
    """A KB handler over two fixed documents; records the identity each search was made with."""

    type: Any = None
    seen_auth: list[Any] | None = None
    delay: float = 0.0

    def __post_init__(self) -> None:
        from agentsearch.types import SearchType

        self.type = SearchType.KB
        self.seen_auth = []

    async def search(self, request: Any, ctx: Any) -> Any:
        import asyncio

        from agentsearch.types import Result, ResultItem, SearchType

        assert self.seen_auth is not None
        self.seen_auth.append(request.auth or ctx.auth)
        if self.delay:
            await asyncio.sleep(self.delay)
        items = [
            ResultItem(
                type=SearchType.KB,
                title=title,
                content=content,
                url=url,
                score=1.0 - n * 0.1,
                collection="docs",
                document_id=f"doc-{n}",
                metadata={"chunk_id": f"chunk-{n}"},
            )
            for n, (title, content, url) in enumerate(DOCS)
        ]
        return Result(type=SearchType.KB, query=request.query, items=items, total=len(items))


def docs_registry(handler: DocsHandler | None = None) -> Any:
    from agentsearch.handlers.registry import HandlerRegistry
    from agentsearch.types import SearchType

    registry = HandlerRegistry()
    registry.register(SearchType.KB, handler or DocsHandler())
    return registry


def write_chat_app(root: Path, llm_base_url: str) -> Path:
    """`write_app` plus an assistant `shop` answering through an OpenAI-compatible endpoint."""
    write_app(root)
    (root / "connectors").mkdir(exist_ok=True)
    connector = {
        "type": "openai",
        "options": {"model": "fake-model", "base_url": llm_base_url, "key": "sk-test"},
    }
    (root / "connectors" / "fake.conn.yml").write_text(yaml.safe_dump(connector), encoding="utf-8")
    shop = root / "assistants" / "shop"
    shop.mkdir(parents=True, exist_ok=True)
    package = {
        "name": "Shop",
        "connector": "fake",
        "prompts": [{"role": "system", "content": "You answer questions about the shop."}],
        "kb": {"collections": ["docs"]},
    }
    (shop / "package.yaml").write_text(yaml.safe_dump(package), encoding="utf-8")
    return root


#: Request options that make the run search the KB (the test registry serves only KB).
SEARCH_KB = {"search": {"need_search": True, "search_types": ["kb"], "confidence": 1.0}}


def parse_sse(text: str) -> list[tuple[str, Any]]:
    """(event, data) pairs of an SSE body; comment lines (keepalives) are skipped."""
    import json

    events: list[tuple[str, Any]] = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].lstrip())
        if data:
            events.append((name, json.loads("\n".join(data))))
    return events
