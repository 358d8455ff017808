"""`agentsearch mcp --transport http`: streamable HTTP with the server's API keys and data scope,
driven by the official `mcp` client. alice and bob (both `scope: owner`) must not see each other's
references or private collections."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
import pytest_asyncio
from agentsearch_mcp_app import bearer, connected, free_port, start_http, write_app
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError

pytestmark = pytest.mark.asyncio(loop_scope="module")

KEY = "collections"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = write_app(tmp_path_factory.mktemp("mcp-http") / "app")
    env = {key: value for key, value in os.environ.items() if not key.startswith("AGENTSEARCH_")}
    port = free_port()
    process = start_http(app, port, env)
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        try:
            _, stderr = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            _, stderr = process.communicate()
    assert b"Traceback" not in stderr, stderr.decode()[-3000:]


def _target(url: str, headers: dict[str, str]) -> Any:
    return streamable_http_client(url, http_client=create_mcp_http_client(headers=headers))


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def alice(server: str) -> AsyncIterator[Any]:
    async with connected(_target(server, bearer("alice")), read_timeout_seconds=120) as client:
        yield client


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bob(server: str) -> AsyncIterator[Any]:
    async with connected(_target(server, bearer("bob")), read_timeout_seconds=120) as client:
        yield client


async def test_a_request_without_a_valid_key_is_refused_before_any_tool_runs(server: str) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"Accept": "application/json, text/event-stream"}
    async with httpx.AsyncClient() as http:
        missing = await http.post(server, json=body, headers=headers)
        wrong = await http.post(server, json=body, headers={**headers, "Authorization": "Bearer as_wrong"})
    assert missing.status_code == 401 and wrong.status_code == 401
    assert missing.headers["www-authenticate"].startswith("Bearer")


async def test_errors_over_http_are_one_line(alice: Any) -> None:
    # a source that fails is a note in a successful result, so the model still gets the others
    result = await alice.call_tool("db_search", {"query": "cheap items", "models": ["no_such_table"]})
    assert result.is_error is False
    error = result.structured_content["results"][0]["error"]
    assert error and "\n" not in error and f"note (db): {error}" in result.content[0].text
    bad = await alice.call_tool("search", {"requests": [], "mode": "all"})
    assert bad.is_error is True and "\n" not in bad.content[0].text and "requests" in bad.content[0].text


async def test_search_over_http_returns_references(alice: Any) -> None:
    result = await alice.call_tool("kb_search", {"query": "how long do parcels take to arrive"})
    assert result.is_error is False, result.content[0].text
    titles = [ref["title"] for ref in result.structured_content["references"]]
    assert titles[0] == "Shipping"


async def test_two_users_do_not_see_each_others_references(alice: Any, bob: Any) -> None:
    found = await alice.call_tool("kb_search", {"query": "returning headphones"})
    request_id = found.structured_content["request_id"]
    own = await alice.call_tool("get_reference", {"request_id": request_id, "index": 1})
    assert own.is_error is False and own.structured_content["title"] == "Returns"

    other = await bob.call_tool("get_reference", {"request_id": request_id, "index": 1})
    assert other.is_error is True
    # the same answer as for a request that does not exist: bob cannot tell alice's exists
    assert other.content[0].text.endswith(f"reference not found: request_id={request_id}, index=1")
    assert "Returns" not in other.content[0].text


async def test_private_collections_follow_the_key_scope(alice: Any, bob: Any) -> None:
    alice_ids = [
        c["id"] for c in (await alice.call_tool("list_collections", {})).structured_content["collections"]
    ]
    bob_ids = [
        c["id"] for c in (await bob.call_tool("list_collections", {})).structured_content["collections"]
    ]
    assert alice_ids == ["alice-private", "notes"] and bob_ids == ["notes"]

    query = {"query": "launch plan of the Falcon headphones", "collections": ["alice-private"]}
    mine = await alice.call_tool("kb_search", query)
    assert [ref["title"] for ref in mine.structured_content["references"]] == ["Alice's launch plan"]
    theirs = await bob.call_tool("kb_search", query)
    assert theirs.structured_content["references"] == []
    assert "Falcon" not in theirs.content[0].text

    listing = await bob.read_resource("agentsearch://collections")
    assert [c["id"] for c in json.loads(listing.contents[0].text)[KEY]] == ["notes"]
    with pytest.raises(MCPError, match="collection not found: alice-private"):
        await bob.read_resource("agentsearch://collections/alice-private")
