"""References and chats over HTTP, scoped to the caller: SQLite and PostgreSQL stores."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from agentsearch.server import create_app
from agentsearch.store.chat_store import ChatStore

from .support import bearer, seed_chat

Client = httpx.AsyncClient


@pytest.fixture(params=["sqlite", "postgresql"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ChatStore]:
    if request.param == "sqlite":
        opened = await ChatStore.open(f"sqlite:///{tmp_path / 'store.db'}")
    else:
        url = request.getfixturevalue("postgres_url")
        opened = await ChatStore.open(url, schema=f"srv_{uuid.uuid4().hex[:12]}")
    yield opened
    await opened.close()


@pytest.fixture
async def http(app_dir: Path, store: ChatStore) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(app_dir, store=store)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as client:
        yield client


async def get(http: httpx.AsyncClient, user: str, path: str, **params: Any) -> httpx.Response:
    return await http.get(path, headers=bearer(user), params=params)


async def test_reference_by_index_returns_the_stored_reference(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    response = await get(http, "alice", "/v1/chat/references/r-alice/2")
    assert response.status_code == 200
    body = response.json()
    assert body["index"] == 2 and body["title"] == "Sony WH-1000XM5"
    assert body["metadata"]["weight"] == 0.6


async def test_all_references_of_a_request(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    body = (await get(http, "alice", "/v1/chat/references/r-alice")).json()
    assert body["total"] == 2
    assert [ref["index"] for ref in body["references"]] == [1, 2]


async def test_unknown_request_has_no_references(http: httpx.AsyncClient) -> None:
    body = (await get(http, "bob", "/v1/chat/references/nope")).json()
    assert body == {"request_id": "nope", "references": [], "total": 0}


@pytest.mark.parametrize("index", ["0", "-1", "abc", "1.5", "²", "١", "9999999999"])
async def test_non_positive_index_is_400(http: httpx.AsyncClient, store: ChatStore, index: str) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    response = await get(http, "alice", f"/v1/chat/references/r-alice/{index}")
    assert response.status_code == 400
    assert response.json()["error"] == "Invalid reference index, must be a positive integer"


async def test_absent_index_is_404(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    response = await get(http, "alice", "/v1/chat/references/r-alice/3")
    assert response.status_code == 404


async def test_another_users_references_answer_like_an_unknown_request(
    http: Client, store: ChatStore
) -> None:
    """No existence oracle: someone else's request id gets exactly what an unknown one gets."""
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    for request_id in ("r-alice", "r-never-existed"):
        listing = await get(http, "bob", f"/v1/chat/references/{request_id}")
        assert listing.status_code == 200
        assert listing.json() == {"request_id": request_id, "references": [], "total": 0}
        one = await get(http, "bob", f"/v1/chat/references/{request_id}/1")
        assert one.status_code == 404
        assert one.json()["error"] == f"reference not found: request_id={request_id}, index=1"
    # same team, but the chat is private
    assert (await get(http, "carol", "/v1/chat/references/r-alice/1")).status_code == 404


async def test_a_team_shared_chat_is_readable_by_the_team_only(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-team", request_id="r-team", share="team")
    assert (await get(http, "carol", "/v1/chat/references/r-team/1")).status_code == 200
    assert (await get(http, "bob", "/v1/chat/references/r-team/1")).status_code == 404


async def test_a_team_shared_chat_cannot_be_continued_or_resumed_by_the_team(
    http: Client, store: ChatStore
) -> None:
    await seed_chat(store, user="alice", chat_id="c-team", request_id="r-team", share="team")
    body = {"assistant_id": "helper", "chat_id": "c-team", "messages": [{"role": "user", "content": "hi"}]}
    response = await http.post("/v1/chat/events", headers=bearer("carol"), json=body)
    assert response.status_code == 403 and "read-only" in response.json()["error"]
    resume = await http.post("/v1/chats/c-team/resume", headers=bearer("carol"))
    assert resume.status_code == 403
    messages = await store.get_messages("c-team")
    assert all(m.props.get("content") != "hi" for m in messages)


async def test_design_paths_check_the_chat(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    ok = await get(http, "alice", "/api/chat/c-alice/request/r-alice/reference/1")
    assert ok.status_code == 200 and ok.json()["title"] == "Return policy"
    listing = await get(http, "alice", "/api/chat/c-alice/request/r-alice/references")
    assert listing.json()["total"] == 2
    assert (await get(http, "bob", "/api/chat/c-alice/request/r-alice/reference/1")).status_code == 404
    assert (await get(http, "alice", "/api/chat/c-none/request/r-alice/reference/1")).status_code == 404
    assert (await get(http, "alice", "/api/chat/c-alice/request/r-alice/reference/0")).status_code == 400
    assert (await get(http, "alice", "/api/chat/c-alice/request/r-alice/reference/9")).status_code == 404


async def test_a_request_of_another_chat_does_not_resolve_under_this_chat(
    http: httpx.AsyncClient, store: ChatStore
) -> None:
    await seed_chat(store, user="alice", chat_id="c-one", request_id="r-one")
    await seed_chat(store, user="alice", chat_id="c-two", request_id="r-two")
    response = await get(http, "alice", "/api/chat/c-one/request/r-two/reference/1")
    assert response.status_code == 404
    # bob's own chat does not reveal that alice's request exists (404 / empty, not 403)
    await seed_chat(store, user="bob", chat_id="c-bob", request_id="r-bob")
    assert (await get(http, "bob", "/api/chat/c-bob/request/r-one/reference/1")).status_code == 404
    listing = await get(http, "bob", "/api/chat/c-bob/request/r-one/references")
    assert listing.status_code == 200 and listing.json()["total"] == 0


async def test_chats_list_only_the_callers_chats(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-a1", request_id="r-a1")
    await seed_chat(store, user="alice", chat_id="c-a2", request_id="r-a2")
    await seed_chat(store, user="bob", chat_id="c-b1", request_id="r-b1")
    alice = (await get(http, "alice", "/v1/chats")).json()
    bob = (await get(http, "bob", "/v1/chats")).json()
    assert {chat["chat_id"] for chat in alice["data"]} == {"c-a1", "c-a2"}
    assert alice["total"] == 2
    assert [chat["chat_id"] for chat in bob["data"]] == ["c-b1"]
    page = (await get(http, "alice", "/v1/chats", page=2, pagesize=1)).json()
    assert page["page"] == 2 and page["pagecount"] == 2 and len(page["data"]) == 1


async def test_chat_filters_are_validated(http: httpx.AsyncClient) -> None:
    response = await get(http, "alice", "/v1/chats", status="deleted")
    assert response.status_code == 422 and response.json()["field"] == "status"
    response = await get(http, "alice", "/v1/chats", pagesize=0)
    assert response.status_code == 422 and response.json()["field"] == "pagesize"


async def test_chat_and_messages_are_scoped(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    chat = await get(http, "alice", "/v1/chats/c-alice")
    assert chat.status_code == 200 and chat.json()["title"] == "chat of alice"
    messages = (await get(http, "alice", "/v1/chats/c-alice/messages")).json()["data"]
    assert [m["role"] for m in messages] == ["user", "assistant"]
    assert all(m["request_id"] == "r-alice" for m in messages)
    # someone else's chat and an unknown one get the same answer (no existence oracle)
    for chat_id in ("c-alice", "c-nothing"):
        chat = await get(http, "bob", f"/v1/chats/{chat_id}")
        assert (chat.status_code, chat.json()) == (404, {"error": f"chat not found: {chat_id}"})
        assert (await get(http, "bob", f"/v1/chats/{chat_id}/messages")).status_code == 404


async def test_delete_cascades_and_references_stop_resolving(http: Client, store: ChatStore) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    assert (await http.delete("/v1/chats/c-alice", headers=bearer("bob"))).status_code == 404
    assert (await get(http, "alice", "/v1/chat/references/r-alice/1")).status_code == 200
    assert (await http.delete("/v1/chats/c-alice", headers=bearer("alice"))).status_code == 204
    assert (await get(http, "alice", "/v1/chats/c-alice")).status_code == 404
    assert (await get(http, "alice", "/v1/chat/references/r-alice/1")).status_code == 404
    assert await store.get_messages("c-alice") == []


async def test_chat_list_filters(http: Client, store: ChatStore) -> None:
    from agentsearch.store.records import Chat, Owner

    owner = Owner(user_id="alice", team_id="team-a")
    await store.create_chat(Chat(chat_id="c-shoes", title="Running shoes", assistant_id="shop"), owner=owner)
    await store.create_chat(Chat(chat_id="c-tax", title="Tax question", assistant_id="helper"), owner=owner)
    by_words = (await get(http, "alice", "/v1/chats", keywords="shoes")).json()
    assert [c["chat_id"] for c in by_words["data"]] == ["c-shoes"]
    by_assistant = (await get(http, "alice", "/v1/chats", assistant_id="helper")).json()
    assert [c["chat_id"] for c in by_assistant["data"]] == ["c-tax"]
    assert (await get(http, "alice", "/v1/chats", status="archived")).json()["total"] == 0
    assert (await get(http, "bob", "/v1/chats", keywords="shoes")).json()["total"] == 0


# ---------------------------------------------------------------- the citation route's lean path


@pytest.mark.parametrize("user", ["alice", "carol", "bob", "dana"])
@pytest.mark.parametrize("share", ["private", "team"])
async def test_citation_route_answers_like_the_chat_scoped_route(
    http: Client, store: ChatStore, user: str, share: str
) -> None:
    """`/v1/chat/references/{rid}/{i}` takes the lean path (raw route, lean store read); the chat-scoped
    path is served by FastAPI over the general store read: same status, same JSON, for every caller."""
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice", share=share)
    for index in ("1", "2", "3"):
        lean = await get(http, user, f"/v1/chat/references/r-alice/{index}")
        general = await get(http, user, f"/api/chat/c-alice/request/r-alice/reference/{index}")
        if general.status_code == 200:
            assert lean.status_code == 200 and lean.json() == general.json()
            assert lean.headers["content-type"] == general.headers["content-type"] == "application/json"
        else:
            assert lean.status_code in (403, 404) and general.status_code in (403, 404)
            assert set(lean.json()) == {"error"}


@pytest.mark.parametrize(
    "authorization", [None, "", "Bearer", "Bearer ", "Basic abc", "Bearer wrong-key", "bearer  x y"]
)
async def test_citation_route_refuses_keys_like_every_other_route(
    http: Client, store: ChatStore, authorization: str | None
) -> None:
    await seed_chat(store, user="alice", chat_id="c-alice", request_id="r-alice")
    headers = {} if authorization is None else {"Authorization": authorization}
    lean = await http.get("/v1/chat/references/r-alice/1", headers=headers)
    other = await http.get("/v1/chat/references/r-alice", headers=headers)
    assert (lean.status_code, lean.json()) == (other.status_code, other.json())
    assert lean.status_code == 401 and lean.headers["www-authenticate"] == "Bearer"


async def test_citation_route_is_still_in_the_openapi_document(http: Client) -> None:
    paths = (await http.get("/openapi.json")).json()["paths"]
    operation = paths["/v1/chat/references/{request_id}/{index}"]["get"]
    assert operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith(
        "/SearchReference"
    )
