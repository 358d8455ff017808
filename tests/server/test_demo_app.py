"""The bundled demo app works through the server with no configuration (no keys file, no LLM)."""

from __future__ import annotations

from pathlib import Path

import httpx

from agentsearch.server import KeyRing, create_app
from agentsearch.server.auth import Caller, hash_key
from agentsearch.store.chat_store import ChatStore

from .support import parse_sse


async def test_the_demo_assistant_answers_with_citations_that_resolve(tmp_path: Path) -> None:
    store = await ChatStore.open(f"sqlite:///{tmp_path / 'demo.db'}")
    keys = KeyRing({hash_key("k-local"): Caller(user_id="local")})
    app = create_app(None, keys=keys, store=store)  # None: the bundled demo app
    headers = {"Authorization": "Bearer k-local"}
    try:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as http:
            assistants = (await http.get("/v1/assistants", headers=headers)).json()
            assert "demo" in [a["assistant_id"] for a in assistants]
            body = {
                "assistant_id": "demo",
                "messages": [{"role": "user", "content": "What is the return policy?"}],
            }
            response = await http.post("/v1/chat/events", json=body, headers=headers, timeout=120)
            events = parse_sse(response.text)
            end = events[-1][1]
            assert end["status"] == "completed", end
            assert end["references"] and end["cited"]
            cited = end["cited"][0]
            ref = await http.get(f"/v1/chat/references/{end['request_id']}/{cited}", headers=headers)
            assert ref.status_code == 200
            stored = {r["id"]: r for r in end["references"]}[cited]
            assert ref.json()["title"] == stored["title"]
    finally:
        await store.close()
