"""👍/👎 over HTTP (a live uvicorn server): rate an answer and a source, read the ratings back, clear,
and the chat's readers only."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .support import bearer, seed_chat, start_live


@pytest.fixture
def api(app_dir: Path, tmp_path: Path) -> Iterator[httpx.Client]:
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'store.db'}")
    asyncio.run(seed_chat(store, user="alice", chat_id="c-a", request_id="r-a"))
    asyncio.run(seed_chat(store, user="alice", chat_id="c-team", request_id="r-t", share="team"))
    server = start_live(create_app(app_dir, store=store))
    with httpx.Client(base_url=server.url, timeout=30) as client:
        yield client
    server.stop()
    store.close_sync()


def rate(api: httpx.Client, user: str, chat_id: str, **body: object) -> httpx.Response:
    return api.put(f"/v1/chats/{chat_id}/feedback", json=body, headers=bearer(user))


def test_answer_and_source_ratings_are_stored_and_returned(api: httpx.Client) -> None:
    up = rate(api, "alice", "c-a", request_id="r-a", target="answer", rating="up")
    assert up.status_code == 200 and up.json()["rating"] == "up" and up.json()["created_by"] == "alice"
    down = rate(api, "alice", "c-a", request_id="r-a", target="source", source_id="2", rating="down")
    assert down.status_code == 200
    assert down.json()["source"] == {
        "type": "kb",
        "title": "Sony WH-1000XM5",
        "url": "https://example.com/2",
        "source": "auto",
    }
    listed = api.get("/v1/chats/c-a/feedback", headers=bearer("alice")).json()
    assert [(f["target"], f["source_id"], f["rating"]) for f in listed["data"]] == [
        ("answer", "", "up"),
        ("source", "2", "down"),
    ]


def test_rating_again_replaces_and_null_clears(api: httpx.Client) -> None:
    rate(api, "alice", "c-a", request_id="r-a", rating="up")
    rate(api, "alice", "c-a", request_id="r-a", rating="down")
    data = api.get("/v1/chats/c-a/feedback", headers=bearer("alice")).json()["data"]
    assert [f["rating"] for f in data] == ["down"]
    assert rate(api, "alice", "c-a", request_id="r-a", rating=None).status_code == 204
    assert api.get("/v1/chats/c-a/feedback", headers=bearer("alice")).json()["data"] == []


def test_wrong_targets_are_clear_errors(api: httpx.Client) -> None:
    unknown = rate(api, "alice", "c-a", request_id="r-a", target="source", source_id="9", rating="up")
    assert unknown.status_code == 404
    assert unknown.json()["error"] == "reference not found: request_id=r-a, index=9"
    other = rate(api, "alice", "c-a", request_id="r-nope", rating="up")
    assert other.status_code == 404 and "request not found" in other.json()["error"]
    missing = rate(api, "alice", "c-a", request_id="r-a", target="source", rating="up")
    assert missing.status_code == 422 and missing.json()["field"] == "source_id"
    bad = rate(api, "alice", "c-a", request_id="r-a", rating="meh")
    assert bad.status_code == 422 and bad.json()["field"] == "rating"


def test_only_readers_of_the_chat_rate_it_and_each_sees_their_own(api: httpx.Client) -> None:
    # someone else's chat answers like an unknown one (no existence oracle)
    assert rate(api, "bob", "c-a", request_id="r-a", rating="up").status_code == 404
    assert api.get("/v1/chats/c-a/feedback", headers=bearer("bob")).status_code == 404
    assert rate(api, "alice", "c-team", request_id="r-t", rating="up").status_code == 200
    assert rate(api, "carol", "c-team", request_id="r-t", rating="down").status_code == 200
    carol = api.get("/v1/chats/c-team/feedback", headers=bearer("carol")).json()["data"]
    assert [(f["created_by"], f["rating"]) for f in carol] == [("carol", "down")]
