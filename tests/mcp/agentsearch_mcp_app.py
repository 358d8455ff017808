"""An app on disk for the MCP server tests: two KB collections (one public, one private to alice), a
SQLite table with a model file, and API keys for alice and bob with the `owner` data scope."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import yaml

from agentsearch import Document, KBManager
from agentsearch.server.auth import hash_key

KEYS = {
    "alice": ("as_test_alice_mcp_key_000000000000000000000", "team-a"),
    "bob": ("as_test_bob_mcp_key_00000000000000000000000", "team-b"),
}

NOTES = [
    Document(
        id="returns",
        title="Returns",
        text="Headphones can be returned within 30 days with the receipt.",
        metadata={"source": "returns.md"},
    ),
    Document(
        id="shipping",
        title="Shipping",
        text="Shipping is free for orders over 50 euros; parcels arrive in two days.",
        metadata={"source": "shipping.md"},
    ),
]
SECRET = Document(
    id="plan",
    title="Alice's launch plan",
    text="The secret launch of the Falcon headphones is planned for March.",
    metadata={"source": "plan.md"},
)

MODEL = """{
  "name": "Item",
  "label": "Items",
  "description": "Things the shop sells",
  "table": { "name": "items" },
  "columns": [
    { "name": "id", "type": "ID", "label": "ID" },
    { "name": "name", "type": "string", "label": "Name", "description": "Item name" },
    { "name": "price", "type": "decimal", "label": "Price", "description": "Price in euros" }
  ]
}
"""


def write_app(root: Path) -> Path:
    (root / "agent").mkdir(parents=True)
    (root / "models").mkdir()
    database = root / "shop.db"
    with sqlite3.connect(database) as connection:
        connection.execute("create table items (id integer primary key, name text, price real)")
        connection.executemany(
            "insert into items (name, price) values (?, ?)",
            [("Falcon headphones", 199.0), ("Sparrow earbuds", 59.0), ("Owl speaker", 120.0)],
        )
    (root / "models" / "items.mod.yao").write_text(MODEL, encoding="utf-8")
    search = {
        "kb": {"collections": ["notes"], "threshold": 0.0},
        "db": {"url": f"sqlite:///{database}", "models": ["items"]},
        "web": {"provider": "tavily", "providers": ["tavily"], "api_key_env": "AGENTSEARCH_TEST_NO_SUCH_KEY"},
    }
    (root / "agent" / "search.yml").write_text(yaml.safe_dump(search), encoding="utf-8")
    keys = [
        {"name": user, "hash": hash_key(key), "user_id": user, "team_id": team, "scope": "owner"}
        for user, (key, team) in KEYS.items()
    ]
    (root / "agent" / "keys.yml").write_text(yaml.safe_dump({"keys": keys}), encoding="utf-8")
    manager = KBManager(root / "data" / "kb")
    manager.create("notes", embedder="minilm", metadata={"public": True}).ingest(NOTES)
    manager.create(
        "alice-private", embedder="minilm", metadata={"created_by": "alice", "team_id": "team-a"}
    ).ingest([SECRET])
    return root


#: the installed command, run with this interpreter
AGENTSEARCH = [sys.executable, "-c", "from agentsearch.cli import main; main()"]


def bearer(user: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {KEYS[user][0]}"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_http(app: Path, port: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """`agentsearch mcp --transport http` as a real process; waits until the port accepts."""
    process = subprocess.Popen(
        [*AGENTSEARCH, "mcp", "--app", str(app), "--transport", "http", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process
        except OSError:
            if process.poll() is not None:
                output = (process.stderr.read() if process.stderr else b"") or b""
                raise RuntimeError("the MCP server exited: " + output.decode()[-2000:]) from None
            time.sleep(0.2)
    process.terminate()
    raise RuntimeError("the MCP server did not start")


@contextlib.asynccontextmanager
async def connected(target: Any, **options: Any) -> AsyncIterator[Any]:
    """An official `mcp.Client`, entered and left in one task of its own: a module-scoped pytest
    fixture tears down in another task than it set up, which the SDK's anyio cancel scopes refuse."""
    from mcp import Client

    ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()

    async def own() -> None:
        try:
            async with Client(target, **options) as client:
                ready.set_result(client)
                await stop.wait()
        except Exception as exc:
            if not ready.done():
                ready.set_exception(exc)
            raise

    task = asyncio.create_task(own())
    try:
        yield await ready
    finally:
        stop.set()
        await task
