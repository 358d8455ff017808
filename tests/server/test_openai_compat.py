"""The OpenAI-compatible endpoint, driven by the official `openai` SDK against a live server.

The assistant answers through a fake OpenAI-compatible LLM (tests/server/fake_openai.py) that cites
the first reference it is given, so the citation can be followed through the footnote link."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import openai
import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .fake_openai import FakeOpenAI
from .support import KEYS, LiveServer, bearer, docs_registry, parse_sse, start_live, write_chat_app

QUESTION = "What is the return policy for headphones?"
FOOTNOTE = re.compile(
    r"^\[\^1\]: \[Return policy\]\((?P<url>http://[^)]+/v1/chat/references/req_\w+/1)\)", re.M
)


@pytest.fixture(scope="module")
def llm() -> Iterator[tuple[FakeOpenAI, LiveServer]]:
    fake = FakeOpenAI()
    server = start_live(fake.app)  # type: ignore[arg-type]
    yield fake, server
    server.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, llm: tuple[FakeOpenAI, LiveServer]) -> Iterator[str]:
    root = tmp_path_factory.mktemp("openai-compat")
    app = write_chat_app(root / "app", llm[1].url + "/v1")
    store = ChatStore.open_sync(f"sqlite:///{root / 'chat.db'}")
    live = start_live(create_app(app, store=store, registry=docs_registry()))
    yield live.url
    live.stop()
    store.close_sync()


def client(server: str, user: str = "alice") -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{server}/v1", api_key=KEYS[user][0], max_retries=0, timeout=60)


def ask(text: str = QUESTION) -> list[Any]:
    return [{"role": "user", "content": text}]


def test_models_lists_the_assistants(server: str) -> None:
    ids = [model.id for model in client(server).models.list()]
    assert ids == ["helper", "shop"]


def test_a_completion_cites_with_footnotes_that_resolve_on_the_references_api(server: str) -> None:
    answer = client(server).chat.completions.create(model="shop", messages=ask())
    assert answer.object == "chat.completion" and answer.model == "shop"
    choice = answer.choices[0]
    assert choice.finish_reason == "stop" and choice.message.role == "assistant"
    content = choice.message.content or ""
    assert content.startswith("According to the documents[^1], here is the answer.")
    assert "<a " not in content  # the anchor became a markdown footnote
    link = FOOTNOTE.search(content)
    assert link is not None, content
    assert answer.usage is not None and answer.usage.total_tokens == 20  # what the LLM reported

    extra = answer.model_extra or {}
    first = extra["references"][0]
    assert first["id"] == "1" and first["title"] == "Return policy" and first["cited"] is True
    assert first["reference_url"] == link["url"]
    assert extra["agentsearch"]["request_id"] in link["url"]

    own = httpx.get(link["url"], headers=bearer("alice"))
    assert own.status_code == 200 and own.json()["title"] == "Return policy"
    assert httpx.get(link["url"], headers=bearer("bob")).status_code == 404


def test_streaming_sends_chunks_references_usage_and_done(server: str) -> None:
    chunks = list(
        client(server).chat.completions.create(
            model="shop", messages=ask(), stream=True, stream_options={"include_usage": True}
        )
    )
    assert all(c.object == "chat.completion.chunk" for c in chunks)
    assert len({c.id for c in chunks}) == 1
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text.startswith("According to the documents[^1], here is the answer.")
    assert FOOTNOTE.search(text)
    finish = next(c for c in chunks if c.choices and c.choices[0].finish_reason)
    assert finish.choices[0].finish_reason == "stop"
    assert [ref["title"] for ref in (finish.model_extra or {})["references"]][:1] == ["Return policy"]
    last = chunks[-1]
    assert last.choices == [] and last.usage is not None and last.usage.total_tokens == 20


def test_the_raw_stream_ends_with_done(server: str) -> None:
    body = {"model": "shop", "messages": ask(), "stream": True}
    response = httpx.post(f"{server}/v1/chat/completions", json=body, headers=bearer("alice"), timeout=60)
    assert response.headers["content-type"].startswith("text/event-stream")
    frames = [line for line in response.text.split("\n\n") if line.strip()]
    assert frames[-1] == "data: [DONE]"
    assert all(frame.startswith("data: ") for frame in frames)


async def test_the_async_client_streams_too(server: str) -> None:
    async_client = openai.AsyncOpenAI(base_url=f"{server}/v1", api_key=KEYS["alice"][0], max_retries=0)
    stream = await async_client.chat.completions.create(model="shop", messages=ask(), stream=True)
    text = "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])
    assert "[^1]" in text
    await async_client.close()


def test_errors_have_openais_shape(server: str) -> None:
    with pytest.raises(openai.NotFoundError) as missing:
        client(server).chat.completions.create(model="no-such-assistant", messages=ask())
    assert missing.value.code == "model_not_found" and missing.value.param == "model"
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=f"{server}/v1", api_key="as_wrong", max_retries=0).models.list()
    with pytest.raises(openai.BadRequestError) as empty:
        client(server).chat.completions.create(model="shop", messages=[])
    assert empty.value.param == "messages"

    raw = httpx.post(f"{server}/v1/chat/completions", content=b"{not json", headers=bearer("alice"))
    assert raw.status_code == 400
    error = raw.json()["error"]
    assert set(error) == {"message", "type", "param", "code"} and error["type"] == "invalid_request_error"
    assert "\n" not in error["message"]


def test_the_user_field_continues_one_conversation_per_key(
    server: str, llm: tuple[FakeOpenAI, LiveServer]
) -> None:
    fake = llm[0]
    first = client(server).chat.completions.with_raw_response.create(
        model="shop", messages=ask("Tell me about the return policy"), user="alice-session-7"
    )
    chat_id = first.headers["x-agentsearch-chat-id"]
    assert chat_id.startswith("oai_")
    second = client(server).chat.completions.with_raw_response.create(
        model="shop", messages=ask("And what about headphones?"), user="alice-session-7"
    )
    assert second.headers["x-agentsearch-chat-id"] == chat_id
    sent = [str(m.get("content")) for m in fake.requests[-1]["messages"]]
    assert any("Tell me about the return policy" in m for m in sent)  # the stored history was used
    assert any(m.startswith("According to the documents") for m in sent)

    other = client(server, "bob").chat.completions.with_raw_response.create(
        model="shop", messages=ask("Tell me about the return policy"), user="alice-session-7"
    )
    assert other.headers["x-agentsearch-chat-id"] != chat_id  # same `user` value, another key: another chat


def test_the_chat_header_continues_a_chat_and_guards_it(server: str) -> None:
    first = client(server).chat.completions.with_raw_response.create(model="shop", messages=ask())
    chat_id = first.headers["x-agentsearch-chat-id"]
    again = client(server).chat.completions.with_raw_response.create(
        model="shop", messages=ask("Thanks!"), extra_headers={"X-Agentsearch-Chat-Id": chat_id}
    )
    assert again.headers["x-agentsearch-chat-id"] == chat_id
    with pytest.raises(openai.NotFoundError):  # as for an unknown chat: no existence oracle
        client(server, "bob").chat.completions.create(
            model="shop", messages=ask(), extra_headers={"X-Agentsearch-Chat-Id": chat_id}
        )
    messages = httpx.get(f"{server}/v1/chats/{chat_id}/messages", headers=bearer("alice")).json()["data"]
    assert [m["role"] for m in messages if m["type"] in ("user_input", "text")][:4] == [
        "user",
        "assistant",
        "user",
        "assistant",
    ]


def test_the_agentsearch_event_stream_has_its_own_path(server: str) -> None:
    body = {"assistant_id": "shop", "messages": ask()}
    response = httpx.post(f"{server}/v1/chat/events", json=body, headers=bearer("alice"), timeout=60)
    events = [name for name, _ in parse_sse(response.text)]
    assert events[0] == "start" and events[-1] == "end"
