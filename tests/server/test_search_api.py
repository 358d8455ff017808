"""`POST /v1/search`: the Searcher over HTTP, with the caller's identity forced onto every request."""

from __future__ import annotations

from pathlib import Path

import httpx

from agentsearch.server import create_app

from .support import DocsHandler, bearer, docs_registry


def client(app_dir: Path, handler: DocsHandler) -> httpx.AsyncClient:
    app = create_app(app_dir, registry=docs_registry(handler))
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t")


async def test_search_returns_results_and_numbered_references(app_dir: Path) -> None:
    handler = DocsHandler()
    async with client(app_dir, handler) as http:
        response = await http.post(
            "/v1/search",
            headers=bearer("alice"),
            json={
                "requests": [{"type": "kb", "query": "returns", "collections": ["docs"], "source": "user"}]
            },
        )
    assert response.status_code == 200
    body = response.json()
    assert body["mode"] == "all" and body["request_id"]
    assert [item["citation_id"] for item in body["results"][0]["items"]] == ["1", "2"]
    assert [ref["title"] for ref in body["references"]] == ["Return policy", "Sony WH-1000XM5"]
    assert body["references"][0]["weight"] == 1.0  # source user
    assert '<ref id="1" type="kb"' in body["xml"] and body["prompt"]


async def test_client_sent_auth_is_replaced_by_the_callers_identity(app_dir: Path) -> None:
    handler = DocsHandler()
    forged = {"user_id": "alice", "team_id": "team-a", "owner_only": False}
    async with client(app_dir, handler) as http:
        response = await http.post(
            "/v1/search",
            headers=bearer("bob"),
            json={"requests": [{"type": "kb", "query": "returns", "auth": forged}]},
        )
    assert response.status_code == 200
    assert handler.seen_auth is not None
    assert [(a.user_id, a.team_id) for a in handler.seen_auth] == [("bob", "team-b")]


async def test_an_unavailable_type_is_an_error_result_not_a_failure(app_dir: Path) -> None:
    async with client(app_dir, DocsHandler()) as http:
        response = await http.post(
            "/v1/search",
            headers=bearer("alice"),
            json={
                "requests": [{"type": "db", "query": "x"}, {"type": "kb", "query": "returns"}],
                "mode": "any",
            },
        )
    assert response.status_code == 200
    results = response.json()["results"]
    assert results[0] is None or results[0]["error"]
    assert results[1]["items"]


async def test_too_many_requests_and_long_queries_are_422(app_dir: Path) -> None:
    async with client(app_dir, DocsHandler()) as http:
        many = await http.post(
            "/v1/search", headers=bearer("alice"), json={"requests": [{"type": "kb", "query": "q"}] * 17}
        )
        long = await http.post(
            "/v1/search", headers=bearer("alice"), json={"requests": [{"type": "kb", "query": "q" * 4001}]}
        )
    assert many.status_code == 422 and many.json()["field"] == "requests"
    assert long.status_code == 422 and long.json()["field"] == "requests.0.query"


async def test_a_scoped_key_constrains_the_search(app_dir: Path) -> None:
    handler = DocsHandler()
    async with client(app_dir, handler) as http:
        for user in ("alice", "dana"):
            response = await http.post(
                "/v1/search", headers=bearer(user), json={"requests": [{"type": "kb", "query": "returns"}]}
            )
            assert response.status_code == 200
    assert handler.seen_auth is not None
    alice, dana = handler.seen_auth
    assert (alice.team_only, alice.owner_only) == (False, False)
    assert (dana.user_id, dana.team_id, dana.team_only, dana.owner_only) == ("dana", "team-a", True, False)
