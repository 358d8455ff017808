from __future__ import annotations

import json
from pathlib import Path

import pytest
import sqlalchemy as sa

from agentsearch.config import Config, Uses
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.handlers.db.mapping import CONTENT_LIMIT, row_to_item
from agentsearch.types import Auth, Request, SearchType, SourceType

SHOP = ["products", "orders", "customers"]


def req(query: str, **kw: object) -> Request:
    return Request(query=query, type=SearchType.DB, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (req(" "), "query is required"),
        (req("apple"), "no models specified"),
        (req("apple", models=["nothing_here", "nor_this"]), "no valid models found"),
    ],
)
async def test_validation_messages_are_the_reference_ones(
    shop_ctx: SearchContext, request_: Request, message: str
) -> None:
    result = await DBHandler().search(request_, shop_ctx)
    assert result.error == message
    assert result.items == [] and result.duration_ms >= 0 and result.type == SearchType.DB


async def test_missing_context_message(shop_ctx: SearchContext) -> None:
    result = await DBHandler().search(req("apple", models=["products"]), None)  # type: ignore[arg-type]
    assert result.error == "context is required for DB search"


async def test_items_rows_dsl_and_source(shop_ctx: SearchContext) -> None:
    result = await DBHandler().search(req("Apple products under $100", models=SHOP, source="user"), shop_ctx)
    assert result.error == ""
    assert [item.title for item in result.items] == ["AirTag", "Magic Mouse"]
    item = result.items[0]
    assert item.type == SearchType.DB and item.source == SourceType.USER and item.model == "products"
    assert item.record_id == item.data["id"] == 8  # type: ignore[index]
    assert item.content.startswith("Bluetooth item tracker")  # description is the content
    assert item.data["brand"] == "Apple" and item.data["price"] == 29  # type: ignore[index]
    assert result.total == 2
    assert result.dsl == {
        "from": "products",
        "wheres": [{"field": "brand", "value": "Apple"}, {"field": "price", "op": "<", "value": 100}],
        "limit": 20,
    }
    assert "LIMIT" in result.metadata["sql"] and result.metadata["explain"]


async def test_limit_from_request_then_config(shop_ctx: SearchContext) -> None:
    result = await DBHandler().search(req("orders", models=["orders"], limit=3), shop_ctx)
    assert len(result.items) == 3 and result.dsl["limit"] == 3  # type: ignore[index]
    ctx = SearchContext(config=shop_ctx.config.merged({"db": {"max_results": 4}}), app_dir=shop_ctx.app_dir)
    result = await DBHandler().search(req("orders", models=["orders"]), ctx)
    assert len(result.items) == 4
    assert result.metadata["params"]["param_1"] == 4  # the LIMIT is in the SQL, not applied afterwards


async def test_config_models_are_the_fallback(shop_ctx: SearchContext) -> None:
    ctx = SearchContext(
        config=shop_ctx.config.merged({"db": {"models": ["customers"]}}), app_dir=shop_ctx.app_dir
    )
    result = await DBHandler().search(req("customers from Brazil"), ctx)
    assert {item.data["country"] for item in result.items} == {"Brazil"}  # type: ignore[index]
    assert len(result.items) == 3


async def test_preset_wheres_orders_select_are_merged(shop_ctx: SearchContext) -> None:
    request = req(
        "Apple products",
        models=["products"],
        wheres=[{"field": "category", "value": "Smartphones"}],
        orders=["price desc"],
        select=["id", "name", "price"],
    )
    result = await DBHandler().search(request, shop_ctx)
    assert [item.data for item in result.items] == [
        {"id": 2, "name": "iPhone 15 Pro", "price": 999},
        {"id": 1, "name": "iPhone 15", "price": 799},
    ]


async def test_unknown_models_are_skipped_with_a_warning(shop_ctx: SearchContext) -> None:
    result = await DBHandler().search(req("customers from Germany", models=["ghosts", "customers"]), shop_ctx)
    assert result.error == "" and len(result.items) == 2
    assert "unknown model 'ghosts'" in result.metadata["warnings"]


async def test_generation_failure_message(shop_ctx: SearchContext) -> None:
    ctx = SearchContext(config=shop_ctx.config, uses=Uses(querydsl="disabled"), app_dir=shop_ctx.app_dir)
    result = await DBHandler().search(req("apple", models=["products"]), ctx)
    assert result.error.startswith("QueryDSL generation failed: ")


async def test_invalid_generated_dsl_is_retried_then_reported_not_run(shop_ctx: SearchContext) -> None:
    calls: list[dict[str, object]] = []

    async def agent(assistant_id: str, payload: dict[str, object]) -> object:
        calls.append(payload)
        return {"dsl": {"from": "products", "wheres": [{"field": "price", "value": "cheap"}]}}

    ctx = SearchContext(
        config=shop_ctx.config, uses=Uses(querydsl="helper"), agent=agent, app_dir=shop_ctx.app_dir
    )
    result = await DBHandler().search(req("cheap things", models=["products"]), ctx)
    assert result.error == (
        "QueryDSL generation failed: QueryDSL generation failed after 3 attempts: "
        "[invalid_field] price: the value for 'price' must be a number (got 'cheap')"
    )
    assert len(calls) == 3 and "retry" in calls[2]


async def test_agent_dsl_without_limit_still_runs_bounded(shop_ctx: SearchContext) -> None:
    async def agent(assistant_id: str, payload: dict[str, object]) -> object:
        return {"from": "orders", "select": ["id"]}  # no limit: Yao would run it unbounded (§7.19)

    ctx = SearchContext(
        config=shop_ctx.config, uses=Uses(querydsl="helper"), agent=agent, app_dir=shop_ctx.app_dir
    )
    result = await DBHandler().search(req("all orders", models=["orders"], limit=5), ctx)
    assert len(result.items) == 5 and "LIMIT" in result.metadata["sql"]
    assert result.dsl == {"from": "orders", "select": ["id"], "limit": 5}


async def test_chinese_question(shop_ctx: SearchContext) -> None:
    result = await DBHandler().search(req("巴西的客户", models=SHOP), shop_ctx)
    assert {item.data["country"] for item in result.items} == {"Brazil"}  # type: ignore[index]


async def test_bad_url_and_unreachable_database_are_one_line_errors(tmp_path: Path) -> None:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": "nosuchdriver://x"}}))
    result = await DBHandler().search(req("x", models=["t"]), ctx)
    assert result.error.startswith("invalid database URL 'nosuchdriver://x'")
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{tmp_path}/missing.db"}}))
    result = await DBHandler().search(req("x", models=["t"]), ctx)
    assert result.error == f"SQLite database file not found: {tmp_path}/missing.db"
    assert not (tmp_path / "missing.db").exists()  # no empty database left behind
    ctx = SearchContext(config=Config.from_layers({"db": {"url": "postgresql+psycopg://u@127.0.0.1:1/none"}}))
    result = await DBHandler().search(req("x", models=["t"]), ctx)
    assert result.error.startswith("database error: ") and "\n" not in result.error


async def test_app_without_database_is_a_config_error(tmp_path: Path) -> None:
    result = await DBHandler().search(req("x", models=["t"]), SearchContext(app_dir=tmp_path))
    assert result.error == "db.url: no database configured; set db.url (or db.seed) in agent/search.yml"


async def test_env_reference_url(shop_db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SHOP_DB_URL", f"sqlite:///{shop_db}")
    ctx = SearchContext(config=Config.from_layers({"db": {"url": "$ENV.SHOP_DB_URL"}}))
    result = await DBHandler().search(req("customers from Brazil", models=["customers"]), ctx)
    assert len(result.items) == 3


def _make_app(tmp_path: Path) -> tuple[Path, str]:
    url = f"sqlite:///{tmp_path / 'app.sqlite'}"
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE bot_notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT)")
        connection.exec_driver_sql(
            "INSERT INTO bot_notes VALUES (1, 'Refund policy', 'Refunds within 30 days')"
        )
        connection.exec_driver_sql("CREATE TABLE sys_audit (id INTEGER PRIMARY KEY, action TEXT)")
        connection.exec_driver_sql("INSERT INTO sys_audit VALUES (1, 'login')")
        connection.exec_driver_sql("CREATE TABLE plain (id INTEGER PRIMARY KEY, label TEXT)")
        connection.exec_driver_sql("INSERT INTO plain VALUES (1, 'reflected row')")
    engine.dispose()
    app = tmp_path / "app"
    (app / "assistants" / "bot" / "models").mkdir(parents=True)
    (app / "models" / "__yao").mkdir(parents=True)
    (app / "assistants" / "bot" / "models" / "notes.mod.yao").write_text(
        '{ // assistant model\n "name": "Note", "table": {"name": "bot_notes"},'
        ' "columns": [{"name": "title", "label": "Title", "type": "string"}] }'
    )
    (app / "models" / "__yao" / "audit.mod.yao").write_text(
        json.dumps({"name": "Audit", "table": {"name": "sys_audit"}})
    )
    return app, url


@pytest.mark.parametrize(
    ("model", "question", "table"),
    [
        ("agents.bot.notes", "refund", "bot_notes"),
        ("__yao.audit", "login", "sys_audit"),
        ("plain", "reflected", "plain"),
    ],
)
async def test_model_id_formats(tmp_path: Path, model: str, question: str, table: str) -> None:
    app, url = _make_app(tmp_path)
    ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}), app_dir=app)
    result = await DBHandler().search(req(question, models=[model]), ctx)
    assert result.error == "" and len(result.items) == 1
    assert result.items[0].model == model and result.dsl["from"] == table  # type: ignore[index]


async def test_model_file_pointing_at_a_missing_table(tmp_path: Path) -> None:
    app, url = _make_app(tmp_path)
    (app / "models" / "ghost.mod.yao").write_text('{"table": {"name": "no_such_table"}}')
    ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}), app_dir=app)
    result = await DBHandler().search(req("x", models=["ghost"]), ctx)
    assert result.error == "no valid models found"
    assert result.metadata["warnings"] == ["model ghost: table 'no_such_table' does not exist"]


async def test_row_scoping_through_the_handler(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'scoped.sqlite'}"
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql(
            "CREATE TABLE tickets (id INTEGER PRIMARY KEY, title TEXT, __yao_created_by TEXT,"
            " __yao_team_id TEXT, public BOOLEAN, share TEXT)"
        )
        for row in [
            (1, "printer broken", "u1", "t1", 0, "private"),
            (2, "printer jam", "u2", "t1", 0, "team"),
            (3, "printer ink", "u3", "t2", 0, "team"),
            (4, "printer faq", "u9", "t9", 1, "private"),
        ]:
            connection.exec_driver_sql("INSERT INTO tickets VALUES (?, ?, ?, ?, ?, ?)", row)
    engine.dispose()
    ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
    auth = Auth(user_id="u1", team_id="t1", team_only=True)
    scoped = await DBHandler().search(req("printer", models=["tickets"], auth=auth), ctx)
    assert sorted(item.record_id for item in scoped.items) == [1, 2, 4]
    ctx.auth = Auth(user_id="u3", owner_only=True)
    by_ctx = await DBHandler().search(req("printer", models=["tickets"]), ctx)
    assert sorted(item.record_id for item in by_ctx.items) == [4]
    unscoped = await DBHandler().search(req("printer", models=["tickets"]), SearchContext(config=ctx.config))
    assert len(unscoped.items) == 4


def test_item_title_and_content_precedence() -> None:
    item = row_to_item(
        {"id": 1, "title": "", "name": "Named", "summary": "S", "body": "B"},
        model="m",
        primary_key="id",
        source=SourceType.AUTO,
    )
    assert (item.title, item.content) == ("Named", "S")
    item = row_to_item({"key": "k1", "label": "L"}, model="m", primary_key="key", source=SourceType.AUTO)
    assert item.title == "L" and item.record_id == "k1"
    assert item.content == '{"key":"k1","label":"L"}'


def test_json_fallback_is_cut_on_characters_not_bytes() -> None:
    item = row_to_item({"id": 1, "note": "汉" * 1000}, model="m", primary_key="id", source=SourceType.AUTO)
    assert len(item.content) == CONTENT_LIMIT
    assert item.content.startswith('{"id":1,"note":"汉')
    item.content.encode("utf-8")  # a cut in the middle of a character would not encode
