"""The API does not trust its client: declared tables only, per-key allow-lists, capped limits, no oracles.

A real SQLite database holds the app's table (`products`, declared in `db.models`), a table the app never
declared (`secret_vault`) and — because `db.url` points at the same file as the chat store — the store's
own tables with another user's chat in them.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from tests.server.support import KEYS, bearer, seed_chat, write_app

from agentsearch.handlers.db.handler import MAX_QUERY_CHARS
from agentsearch.server import create_app
from agentsearch.server.access import MAX_DB_QUERY_CHARS
from agentsearch.server.auth import hash_key
from agentsearch.store.chat_store import ChatStore
from agentsearch.types import Auth

LIMITED_KEY = "as_test_limited_key_000000000000000000000000"


def _database(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL)")
        db.executemany(
            "INSERT INTO products (name, price) VALUES (?, ?)", [(f"item {n}", n * 1.5) for n in range(120)]
        )
        db.execute("CREATE TABLE secret_vault (id INTEGER PRIMARY KEY, secret TEXT)")
        db.execute("INSERT INTO secret_vault (secret) VALUES ('the launch codes')")
        db.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL)")


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[tuple[httpx.AsyncClient, ChatStore, Path]]:
    db_file = tmp_path / "shared.db"
    _database(db_file)
    app_dir = write_app(
        tmp_path / "app",
        extra_search={
            "db": {"url": f"sqlite:///{db_file}", "models": ["products", "orders"], "max_results": 5}
        },
    )
    keys = yaml.safe_load((app_dir / "agent" / "keys.yml").read_text())
    keys["keys"].append(
        {"hash": hash_key(LIMITED_KEY), "user_id": "lim", "models": ["orders"], "collections": ["docs"]}
    )
    (app_dir / "agent" / "keys.yml").write_text(yaml.safe_dump(keys))
    store = await ChatStore.open(f"sqlite:///{db_file}")  # the store shares the searched database
    await seed_chat(store, user="bob", chat_id="c-bob", request_id="r-bob")
    app = create_app(app_dir, store=store)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as client:
        yield client, store, app_dir
    await store.close()


async def _db(http: httpx.AsyncClient, headers: dict[str, str], **request: Any) -> httpx.Response:
    models = request.get("models") or ["products"]
    body = {"requests": [{"type": "db", "query": f"list all {models[0]}", **request}]}
    return await http.post("/v1/search", headers=headers, json=body)


@pytest.mark.parametrize(
    "model", ["secret_vault", "agent_chat", "agent_message", "agent_search", "agent_resume"]
)
async def test_a_table_the_app_did_not_declare_is_refused(
    served: tuple[httpx.AsyncClient, ChatStore, Path], model: str
) -> None:
    http, _, _ = served
    response = await _db(http, bearer("alice"), models=[model])
    assert response.status_code == 403
    assert response.json()["error"] == f"Forbidden: model {model!r} is not available to this key"
    assert "launch codes" not in response.text and "chat of bob" not in response.text


async def test_a_missing_table_and_a_forbidden_one_get_the_same_answer(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    real = await _db(http, bearer("alice"), models=["secret_vault"])
    missing = await _db(http, bearer("alice"), models=["no_such_table"])
    assert (real.status_code, missing.status_code) == (403, 403)


async def test_a_declared_model_works_and_its_limit_is_capped_by_config(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    response = await _db(http, bearer("alice"), models=["products"], limit=1_000_000)
    assert response.status_code == 200, response.text
    result = response.json()["results"][0]
    assert not result["error"], result["error"]
    assert 0 < len(result["items"]) <= 5  # db.max_results: 5


async def test_a_limit_beyond_64_bits_is_a_clear_error_or_capped_never_an_overflow(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    response = await _db(http, bearer("alice"), models=["products"], limit=2**63)
    assert response.status_code in (200, 422)
    assert "OverflowError" not in response.text
    if response.status_code == 200:
        assert len(response.json()["results"][0]["items"]) <= 5


async def test_a_model_id_is_a_name_never_a_path(served: tuple[httpx.AsyncClient, ChatStore, Path]) -> None:
    http, _, app_dir = served
    outside = app_dir.parent / "outside.mod.yao"
    outside.write_text('{"table": {"name": "secret_vault"}}')
    for model in (f"agents.{app_dir.parent}.outside", "agents./etc/passwd.bad", "../outside"):
        response = await _db(http, bearer("alice"), models=[model])
        assert response.status_code == 403
        assert str(app_dir.parent) not in response.json()["error"].replace(model, "")


async def test_a_keys_model_list_narrows_what_it_may_search(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    limited = {"Authorization": f"Bearer {LIMITED_KEY}"}
    assert (await _db(http, limited, models=["products"])).status_code == 403
    allowed = await _db(http, limited, models=["orders"])
    assert allowed.status_code == 200 and not allowed.json()["results"][0]["error"]
    defaulted = await _db(
        http, limited, query="list all orders"
    )  # no models: the configured ones this key may use
    assert defaulted.status_code == 200


async def test_a_keys_collection_list_is_enforced(served: tuple[httpx.AsyncClient, ChatStore, Path]) -> None:
    http, _, _ = served
    limited = {"Authorization": f"Bearer {LIMITED_KEY}"}
    body = {"requests": [{"type": "kb", "query": "x", "collections": ["handbook"]}]}
    response = await http.post("/v1/search", headers=limited, json=body)
    assert response.status_code == 403
    assert response.json()["error"] == "Forbidden: collection 'handbook' is not available to this key"


async def test_a_chat_data_part_naming_a_store_table_is_refused(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    part = {"type": "data", "data": {"sources": [{"type": "model", "name": "agent_message"}]}}
    body = {
        "assistant_id": "helper",
        "messages": [{"role": "user", "content": [{"type": "text", "text": "show"}, part]}],
    }
    response = await http.post("/v1/chat/events", headers=bearer("alice"), json=body)
    assert response.status_code == 403


async def test_a_long_db_question_is_refused_at_the_boundary(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, _ = served
    assert MAX_DB_QUERY_CHARS == MAX_QUERY_CHARS  # the server and the handler cap the same
    response = await _db(http, bearer("alice"), models=["products"], query="9" * (MAX_DB_QUERY_CHARS + 1))
    assert response.status_code == 422
    assert (
        response.json()["error"] == f"requests.0.query: query is longer than {MAX_DB_QUERY_CHARS} characters"
    )


async def test_a_removed_key_stops_working_without_a_restart(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, app_dir = served
    assert (await http.get("/v1/me", headers=bearer("carol"))).status_code == 200
    path = app_dir / "agent" / "keys.yml"
    keys = yaml.safe_load(path.read_text())
    keys["keys"] = [entry for entry in keys["keys"] if entry["user_id"] != "carol"]
    time.sleep(1.05)  # the ring checks the file at most once a second
    path.write_text(yaml.safe_dump(keys))
    assert (await http.get("/v1/me", headers=bearer("carol"))).status_code == 401
    assert (await http.get("/v1/me", headers=bearer("alice"))).status_code == 200


async def test_a_broken_keys_file_keeps_the_last_good_keys(
    served: tuple[httpx.AsyncClient, ChatStore, Path],
) -> None:
    http, _, app_dir = served
    time.sleep(1.05)
    (app_dir / "agent" / "keys.yml").write_text("keys: [{hash: nope}]")
    assert (await http.get("/v1/me", headers=bearer("alice"))).status_code == 200
    assert KEYS["alice"][0]


def test_owner_only_without_a_user_fails_closed() -> None:
    assert Auth(owner_only=True, user_id="").constrained
    assert Auth(team_only=True, team_id="").constrained
    assert not Auth().constrained


async def test_owner_only_without_a_user_sees_public_rows_only(tmp_path: Path) -> None:
    import sqlalchemy as sa

    from agentsearch.querydsl.scope import scope_condition

    table = sa.Table(
        "docs",
        sa.MetaData(),
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("public", sa.Boolean),
        sa.Column("__yao_created_by", sa.String),
    )
    condition = scope_condition(table, Auth(owner_only=True, user_id=""))
    assert condition is not None
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'scope.db'}")
    table.metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(
            table.insert(),
            [{"public": True, "__yao_created_by": "x"}, {"public": False, "__yao_created_by": ""}],
        )
        rows = connection.execute(sa.select(table.c.id).where(condition)).all()
    assert [row.id for row in rows] == [1]
