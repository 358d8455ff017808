"""Streaming chat over a real uvicorn server: SSE events, storage, citations, isolation, disconnect."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .fake_openai import FakeOpenAI
from .support import (
    SEARCH_KB,
    DocsHandler,
    LiveServer,
    bearer,
    docs_registry,
    parse_sse,
    start_live,
    write_chat_app,
)


@pytest.fixture
def llm() -> Iterator[tuple[FakeOpenAI, LiveServer]]:
    fake = FakeOpenAI()
    server = start_live(fake.app)  # type: ignore[arg-type]
    yield fake, server
    server.stop()


@pytest.fixture
def chat_app(tmp_path: Path, llm: tuple[FakeOpenAI, LiveServer]) -> Path:
    return write_chat_app(tmp_path / "chat-app", llm[1].url + "/v1")


@pytest.fixture
def served(chat_app: Path, tmp_path: Path) -> Iterator[tuple[LiveServer, ChatStore, DocsHandler]]:
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'chat.db'}")
    handler = DocsHandler()
    server = start_live(create_app(chat_app, store=store, registry=docs_registry(handler)))
    yield server, store, handler
    server.stop()
    store.close_sync()


def ask(base: str, user: str, text: str, **extra: Any) -> list[tuple[str, Any]]:
    body = {"assistant_id": "shop", "messages": [{"role": "user", "content": text}], "options": SEARCH_KB}
    body.update(extra)
    response = httpx.post(f"{base}/v1/chat/events", json=body, headers=bearer(user), timeout=30)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/event-stream")
    return parse_sse(response.text)


def test_a_chat_streams_start_loading_text_and_end(served: tuple[LiveServer, ChatStore, DocsHandler]) -> None:
    server, _store, handler = served
    events = ask(server.url, "alice", "What is the return policy for headphones?")
    names = [name for name, _ in events]
    assert names[0] == "start" and names[-1] == "end"
    assert names.count("start") == 1
    start, end = events[0][1], events[-1][1]
    assert end["status"] == "completed"
    assert end["request_id"] == start["request_id"]
    # loading: sent, replaced ("Found N references"), then done
    loading = [data for name, data in events if name == "message" and data["type"] == "loading"]
    assert loading and loading[-1]["props"].get("done") is True
    # the answer streamed in deltas and cites reference 1
    text = "".join(
        data["props"].get("content", "")
        for name, data in events
        if name == "message" and data["type"] == "text"
    )
    assert 'data-ref-id="1"' in text
    deltas = [d for n, d in events if n == "message" and d["type"] == "text" and d["delta"]]
    assert len(deltas) > 1 and all(d["delta_action"] == "append" for d in deltas)  # streamed, not at once
    assert end["cited"] == ["1"]
    # the search ran with the caller's identity
    assert handler.seen_auth and handler.seen_auth[0].user_id == "alice"
    assert handler.seen_auth[0].team_id == "team-a"
    # the citation resolves through the references API, for alice only
    ref = httpx.get(f"{server.url}/v1/chat/references/{end['request_id']}/1", headers=bearer("alice"))
    assert ref.status_code == 200 and ref.json()["title"] == "Return policy"
    other = httpx.get(f"{server.url}/v1/chat/references/{end['request_id']}/1", headers=bearer("bob"))
    assert other.status_code == 404  # as for an unknown request: no existence oracle


def test_messages_are_stored_with_the_request_id(served: tuple[LiveServer, ChatStore, DocsHandler]) -> None:
    server, _store, _ = served
    events = ask(server.url, "alice", "returns?")
    end = events[-1][1]
    chat_id = end["chat_id"]
    messages = httpx.get(f"{server.url}/v1/chats/{chat_id}/messages", headers=bearer("alice")).json()["data"]
    assert messages[0]["role"] == "user" and messages[0]["props"]["content"] == "returns?"
    texts = [m for m in messages if m["type"] == "text"]
    assert texts and 'data-ref-id="1"' in texts[0]["props"]["content"]
    assert {m["request_id"] for m in messages} == {end["request_id"]}
    chats = httpx.get(f"{server.url}/v1/chats", headers=bearer("alice")).json()
    assert [c["chat_id"] for c in chats["data"]] == [chat_id]
    assert httpx.get(f"{server.url}/v1/chats", headers=bearer("bob")).json()["total"] == 0


def test_a_second_turn_continues_the_chat(served: tuple[LiveServer, ChatStore, DocsHandler]) -> None:
    server, _, _ = served
    first = ask(server.url, "alice", "returns?")[-1][1]
    second = ask(server.url, "alice", "and the price?", chat_id=first["chat_id"])[-1][1]
    assert second["chat_id"] == first["chat_id"] and second["request_id"] != first["request_id"]
    messages = httpx.get(f"{server.url}/v1/chats/{first['chat_id']}/messages", headers=bearer("alice")).json()
    assert [m["props"]["content"] for m in messages["data"] if m["role"] == "user"] == [
        "returns?",
        "and the price?",
    ]


def test_another_users_chat_cannot_be_continued(served: tuple[LiveServer, ChatStore, DocsHandler]) -> None:
    server, _, _ = served
    first = ask(server.url, "alice", "returns?")[-1][1]
    body = {
        "assistant_id": "shop",
        "chat_id": first["chat_id"],
        "messages": [{"role": "user", "content": "hi"}],
    }
    response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("bob"))
    assert response.status_code == 404


def test_unknown_assistant_is_404_and_bad_body_422(served: tuple[LiveServer, ChatStore, DocsHandler]) -> None:
    server, _, _ = served
    body = {"assistant_id": "nobody", "messages": [{"role": "user", "content": "hi"}]}
    assert httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice")).status_code == 404
    body = {"assistant_id": "shop", "messages": [{"role": "robot", "content": "hi"}]}
    response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"))
    assert response.status_code == 422 and response.json()["field"] == "messages.0.role"
    body = {"assistant_id": "shop", "messages": [{"role": "user", "content": "hi"}], "options": {"nope": 1}}
    response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"))
    assert response.status_code == 422 and response.json()["field"] == "options.nope"
    body = {"assistant_id": "shop", "messages": []}
    response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"))
    assert response.status_code == 422 and response.json()["field"] == "messages"


def test_client_disconnect_cancels_the_run_and_what_was_produced_is_saved(
    chat_app: Path, tmp_path: Path, llm: tuple[FakeOpenAI, LiveServer]
) -> None:
    fake, _ = llm
    fake.delay = 0.3  # a slow LLM: the client leaves while the answer is streaming
    store = ChatStore.open_sync(f"sqlite:///{tmp_path / 'cut.db'}")
    server = start_live(create_app(chat_app, store=store, registry=docs_registry()))
    try:
        body = {
            "assistant_id": "shop",
            "messages": [{"role": "user", "content": "returns?"}],
            "options": SEARCH_KB,
        }
        start: dict[str, Any] = {}
        with httpx.stream(
            "POST", f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30
        ) as response:
            buffer = ""
            for chunk in response.iter_text():
                buffer += chunk
                events = parse_sse(buffer.rsplit("\n\n", 1)[0] + "\n\n") if "\n\n" in buffer else []
                if events and not start:
                    start = events[0][1]
                if any(n == "message" and d["type"] == "text" for n, d in events):
                    break  # leave mid-answer
        assert start
        chat_id, request_id = start["chat_id"], start["request_id"]
        messages: list[Any] = []
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            messages = asyncio.run(store.get_messages(chat_id))
            if any(m.role == "assistant" for m in messages):
                break
            time.sleep(0.1)
        assert messages[0].role == "user"
        assert any(m.role == "assistant" and m.request_id == request_id for m in messages)
        resume = asyncio.run(store.get_resume(chat_id))
        assert resume and {r.status for r in resume} & {"interrupted"}
        # the references of the interrupted request were saved too
        assert asyncio.run(store.get_reference(request_id, 1)).title == "Return policy"
    finally:
        server.stop()
        store.close_sync()


def test_a_failed_request_resumes(
    served: tuple[LiveServer, ChatStore, DocsHandler], llm: tuple[FakeOpenAI, LiveServer]
) -> None:
    server, store, _ = served
    fake, _ = llm
    fake.failures = 1
    failed = ask(server.url, "alice", "returns?")[-1][1]
    assert failed["status"] == "failed"
    chat_id = failed["chat_id"]
    assert asyncio.run(store.get_last_resume(chat_id)) is not None
    # bob may not resume alice's chat: 404, as for an unknown chat
    assert httpx.post(f"{server.url}/v1/chats/{chat_id}/resume", headers=bearer("bob")).status_code == 404
    assert httpx.post(f"{server.url}/v1/chats/nope/resume", headers=bearer("alice")).status_code == 404
    response = httpx.post(f"{server.url}/v1/chats/{chat_id}/resume", headers=bearer("alice"), timeout=30)
    assert response.status_code == 200
    events = parse_sse(response.text)
    end = events[-1][1]
    assert events[0][0] == "start" and end["status"] == "completed" and end["chat_id"] == chat_id
    assert 'data-ref-id="1"' in end["answer"]
    # nothing left to resume
    again = httpx.post(f"{server.url}/v1/chats/{chat_id}/resume", headers=bearer("alice"))
    assert again.status_code == 409


def test_a_quiet_stream_sends_keepalive_comments(
    served: tuple[LiveServer, ChatStore, DocsHandler],
    llm: tuple[FakeOpenAI, LiveServer],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from agentsearch.server import streaming

    monkeypatch.setattr(streaming, "KEEPALIVE_SECONDS", 0.05)
    server, _, _ = served
    llm[0].delay = 0.3
    body = {
        "assistant_id": "shop",
        "messages": [{"role": "user", "content": "returns?"}],
        "options": SEARCH_KB,
    }
    response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"), timeout=30)
    assert ": keepalive" in response.text
    assert parse_sse(response.text)[-1][1]["status"] == "completed"


def test_a_scoped_keys_constraint_reaches_the_chat_search(
    served: tuple[LiveServer, ChatStore, DocsHandler],
) -> None:
    server, _, handler = served
    assert ask(server.url, "dana", "returns?")[-1][1]["status"] == "completed"
    assert handler.seen_auth is not None
    auth = handler.seen_auth[-1]
    assert (auth.user_id, auth.team_id, auth.team_only) == ("dana", "team-a", True)


def test_client_options_cannot_choose_identity_or_request_id(
    served: tuple[LiveServer, ChatStore, DocsHandler],
) -> None:
    server, _, handler = served
    options = {**SEARCH_KB, "auth": {"user_id": "alice", "team_id": "team-a"}, "request_id": "req_forged"}
    end = ask(server.url, "bob", "returns?", options=options)[-1][1]
    assert end["status"] == "completed" and end["request_id"] != "req_forged"
    assert handler.seen_auth is not None and handler.seen_auth[-1].user_id == "bob"
    assert (
        httpx.get(
            f"{server.url}/v1/chat/references/{end['request_id']}/1", headers=bearer("alice")
        ).status_code
        == 404
    )
