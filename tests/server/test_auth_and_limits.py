"""Keys, identity, request limits and validation errors, over HTTP (ASGI transport)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
import yaml

from agentsearch.errors import ConfigError
from agentsearch.server import KeyRing, create_app, hash_key
from agentsearch.server.auth import ENV_KEYS, append_key, keys_file

from .support import KEYS, bearer, write_app


def client(app_dir: Path, **kwargs: object) -> httpx.AsyncClient:
    app = create_app(app_dir, **kwargs)  # type: ignore[arg-type]
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")


async def test_no_key_is_401_with_a_bearer_challenge(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.get("/v1/me")
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert "API key" in response.json()["error"]


async def test_unknown_key_is_401(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.get("/v1/me", headers={"Authorization": "Bearer as_not_a_key"})
    assert response.status_code == 401
    assert response.json()["error"] == "invalid API key"


async def test_each_key_maps_to_its_user_and_team(app_dir: Path) -> None:
    async with client(app_dir) as http:
        alice = (await http.get("/v1/me", headers=bearer("alice"))).json()
        bob = (await http.get("/v1/me", headers=bearer("bob"))).json()
    assert (alice["user_id"], alice["team_id"]) == ("alice", "team-a")
    assert (bob["user_id"], bob["team_id"]) == ("bob", "team-b")


def test_keys_file_holds_only_digests(app_dir: Path) -> None:
    text = keys_file(app_dir).read_text()
    for key, _team in KEYS.values():
        assert key not in text
        assert hash_key(key) in text


def test_a_plain_key_in_the_file_is_refused_naming_the_entry(tmp_path: Path) -> None:
    path = tmp_path / "agent" / "keys.yml"
    path.parent.mkdir(parents=True)
    path.write_text(yaml.safe_dump({"keys": [{"key": "secret", "user_id": "u"}]}))
    with pytest.raises(ConfigError) as info:
        KeyRing.load(tmp_path, env={})
    assert info.value.key == "keys[0].key"


def test_a_malformed_digest_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "agent" / "keys.yml"
    path.parent.mkdir(parents=True)
    path.write_text(yaml.safe_dump({"keys": [{"hash": "sha256:zz", "user_id": "u"}]}))
    with pytest.raises(ConfigError) as info:
        KeyRing.load(tmp_path, env={})
    assert info.value.key == "keys[0].hash"


def test_keys_from_the_environment_are_added(tmp_path: Path) -> None:
    env = {ENV_KEYS: f'[{{hash: "{hash_key("k-env")}", user_id: dave, team_id: t}}]'}
    ring = KeyRing.load(tmp_path, env=env)
    caller = ring.lookup("k-env")
    assert caller is not None and (caller.user_id, caller.team_id) == ("dave", "t")
    assert ring.lookup("k-other") is None


def test_append_key_stores_the_digest_and_returns_a_working_key(tmp_path: Path) -> None:
    path = keys_file(tmp_path)
    key = append_key(path, user_id="erin", team_id="t2")
    assert key not in path.read_text()
    caller = KeyRing.load(tmp_path, env={}).lookup(key)
    assert caller is not None and caller.user_id == "erin" and caller.team_id == "t2"


async def test_validation_error_is_422_naming_the_field(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.post(
            "/v1/search", headers=bearer("alice"), json={"requests": [{"type": "web"}], "mode": "all"}
        )
    assert response.status_code == 422
    body = response.json()
    assert body["field"] == "requests.0.query"
    assert body["error"].startswith("requests.0.query:")


async def test_a_body_that_is_not_json_is_422_naming_the_body(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.post(
            "/v1/search",
            headers={**bearer("alice"), "Content-Type": "application/json"},
            content=b'{"requests": [',
        )
    assert response.status_code == 422
    body = response.json()
    assert body["field"] == "body"
    assert body["error"].startswith("body: invalid JSON at character ")


async def test_bad_mode_names_mode(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.post(
            "/v1/search",
            headers=bearer("alice"),
            json={"requests": [{"type": "web", "query": "x"}], "mode": "sometimes"},
        )
    assert response.status_code == 422
    assert response.json()["field"] == "mode"


async def test_body_over_the_limit_is_413(app_dir: Path) -> None:
    async with client(app_dir, max_body_bytes=2000) as http:
        big = {"requests": [{"type": "web", "query": "x" * 5000}]}
        response = await http.post("/v1/search", headers=bearer("alice"), json=big)
    assert response.status_code == 413
    assert response.json()["limit"] == 2000


async def test_chunked_body_over_the_limit_is_413(app_dir: Path) -> None:
    async def chunks():  # type: ignore[no-untyped-def]
        for _ in range(10):
            yield b"x" * 500

    async with client(app_dir, max_body_bytes=2000) as http:
        response = await http.post(
            "/v1/search",
            headers={**bearer("alice"), "Content-Type": "application/json"},
            content=chunks(),
        )
    assert response.status_code == 413


async def test_the_page_is_served_without_a_key(app_dir: Path) -> None:
    async with client(app_dir) as http:
        page = await http.get("/")
        script = await http.get("/static/app.js")
    assert page.status_code == 200 and "agentsearch" in page.text
    assert script.status_code == 200 and "renderAnswer" in script.text


async def test_assistants_are_listed(app_dir: Path) -> None:
    async with client(app_dir) as http:
        response = await http.get("/v1/assistants", headers=bearer("bob"))
    assert response.json() == [{"assistant_id": "helper", "name": "Helper", "description": "test assistant"}]


def test_api_key_command_stores_a_digest_and_prints_a_working_key(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from agentsearch.cli import _register, app

    _register()
    (tmp_path / "app").mkdir()
    result = CliRunner().invoke(
        app, ["api-key", "--app", str(tmp_path / "app"), "--user", "zoe", "--team", "t9"]
    )
    assert result.exit_code == 0, result.output
    key = result.output.strip()
    assert key.startswith("as_") and key not in keys_file(tmp_path / "app").read_text()
    caller = KeyRing.load(tmp_path / "app", env={}).lookup(key)
    assert caller is not None and (caller.user_id, caller.team_id) == ("zoe", "t9")
    refused = CliRunner().invoke(app, ["api-key", "--user", "zoe"])
    assert isinstance(refused.exception, ConfigError) and refused.exception.key == "--app"


@pytest.mark.parametrize(
    ("entry", "key"),
    [
        ({"scope": "everyone"}, "keys[0].scope"),
        ({"scope": "team"}, "keys[0].scope"),  # no team_id
    ],
)
def test_a_bad_scope_is_refused_naming_the_entry(tmp_path: Path, entry: dict[str, str], key: str) -> None:
    path = tmp_path / "agent" / "keys.yml"
    path.parent.mkdir(parents=True)
    path.write_text(yaml.safe_dump({"keys": [{"hash": hash_key("k"), "user_id": "u", **entry}]}))
    with pytest.raises(ConfigError) as info:
        KeyRing.load(tmp_path, env={})
    assert info.value.key == key


def test_owner_scope_maps_to_owner_only(tmp_path: Path) -> None:
    key = append_key(keys_file(tmp_path), user_id="olga", scope="owner")
    caller = KeyRing.load(tmp_path, env={}).lookup(key)
    assert caller is not None
    auth = caller.auth()
    assert (auth.user_id, auth.owner_only, auth.team_only) == ("olga", True, False)


@pytest.mark.parametrize("name", ["AGENTSEARCH_MAX_BODY_BYTES", "AGENTSEARCH_MAX_RUNS"])
def test_serve_refuses_a_bad_number_in_the_environment_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    from typer.testing import CliRunner

    from agentsearch.cli import _register, app

    _register()
    monkeypatch.setenv(name, "lots")
    monkeypatch.setenv("AGENTSEARCH_DATA_DIR", str(tmp_path / "data"))
    result = CliRunner().invoke(app, ["serve", "--app", str(write_app(tmp_path / "app")), "--port", "1"])
    assert isinstance(result.exception, ConfigError) and result.exception.key == name
    assert "lots" in str(result.exception)


@pytest.mark.parametrize(
    ("headers", "content", "status", "error"),
    [
        ({}, b'{"assistant_id": "helper", "messages": [{"role": "user", "content": "hi"}]}', 401, "missing"),
        ({"Authorization": "Bearer as_not_a_key"}, b'{"assistant_id": "helper"}', 401, "invalid API key"),
        (bearer("alice"), b'{"assistant_id": "helper", "messages": [', 422, "body: invalid JSON at"),
        (bearer("alice"), b'{"assistant_id": "helper", "messages": []}', 422, "messages:"),
        ({**bearer("alice"), "Content-Type": "text/plain"}, b'{"assistant_id": "helper"}', 422, "body:"),
    ],
)
async def test_the_chat_stream_answers_a_malformed_request_as_declared(
    app_dir: Path, headers: dict[str, str], content: bytes, status: int, error: str
) -> None:
    """The stream's fast route hands every request it does not run to the FastAPI declaration."""
    async with client(app_dir) as http:
        response = await http.post(
            "/v1/chat/events", headers={"Content-Type": "application/json", **headers}, content=content
        )
    assert response.status_code == status
    assert response.json()["error"].startswith(error)
