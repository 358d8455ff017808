from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agentsearch.cli import _register, app, main
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler, ensure_demo_database
from agentsearch.types import Request, SearchType


def test_ensure_demo_database_builds_once(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "shop.sqlite"
    url = ensure_demo_database(path)
    assert url == f"sqlite:///{path.resolve()}"
    connection = sqlite3.connect(path)
    counts = [
        connection.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
        for t in ("products", "customers", "orders")
    ]
    brands = {row[0] for row in connection.execute("SELECT DISTINCT brand FROM products")}
    countries = {row[0] for row in connection.execute("SELECT DISTINCT country FROM customers")}
    connection.execute("DELETE FROM orders WHERE id = 1")
    connection.commit()
    connection.close()
    assert counts[0] >= 40 and counts[1] >= 20 and counts[2] >= 100
    assert {"Apple", "Samsung", "Sony"} <= brands and "Brazil" in countries
    ensure_demo_database(path)  # existing file is kept as it is
    assert sqlite3.connect(path).execute("SELECT count(*) FROM orders").fetchone()[0] == counts[2] - 1


async def test_no_url_and_no_app_is_one_clear_error_and_writes_nothing_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = await DBHandler().search(
        Request(query="the cheapest Samsung phone", type=SearchType.DB, models=["products"]),
        SearchContext(),
    )
    assert result.error == "db.url: no database configured; set db.url (or db.seed) in agent/search.yml"
    assert list(tmp_path.iterdir()) == []  # a bare library call seeds nothing into the current directory


async def test_the_demo_app_declares_its_shop_as_a_seed_so_a_copy_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from agentsearch.config import Config, load_app_search_config
    from agentsearch.paths import DEMO_APP_DIR

    monkeypatch.chdir(tmp_path)
    copy = tmp_path / "my-app"
    shutil.copytree(DEMO_APP_DIR, copy, ignore=shutil.ignore_patterns("data", "__pycache__"))
    config = Config.from_layers(load_app_search_config(copy), origin=str(copy))
    result = await DBHandler().search(
        Request(query="the cheapest Samsung phone", type=SearchType.DB, models=["products"]),
        SearchContext(config=config, app_dir=copy),
    )
    assert result.error == "" and [item.title for item in result.items] == ["Galaxy A15"]
    assert (copy / "data" / "shop.sqlite").is_file()


runner = CliRunner()
_register()


def test_cli_json_output(shop_db: Path) -> None:
    outcome = runner.invoke(
        app,
        ["db", "search", "Sony headphones", "--db", f"sqlite:///{shop_db}", "--models", "products", "--json"],
    )
    assert outcome.exit_code == 0, outcome.output
    result = json.loads(outcome.output)
    assert result["dsl"]["from"] == "products"
    assert {item["data"]["brand"] for item in result["items"]} == {"Sony"}
    assert all(item["data"]["category"] == "Headphones" for item in result["items"])


def test_cli_explain_prints_dsl_and_sql(shop_db: Path) -> None:
    outcome = runner.invoke(
        app,
        ["db", "search", "orders over $2000", "--db", f"sqlite:///{shop_db}", "-m", "orders", "--explain"],
    )
    assert outcome.exit_code == 0, outcome.output
    assert '"op": ">"' in outcome.output and "SELECT" in outcome.output and "LIMIT" in outcome.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--db", "nosuch://x", "-m", "t"], "invalid database URL"),
        (["-m", "no_such_model"], "no valid models found"),
        (["-m", "products", "--querydsl", "shop.sql"], "--querydsl: 'shop.sql' needs the agent runtime"),
        (["-m", "products", "--querydsl", "mcp:db.dsl"], "--querydsl: 'mcp:db.dsl' needs the agent runtime"),
    ],
)
def test_cli_errors_are_one_line(
    shop_db: Path, args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if "--db" not in args:
        args = [*args, "--db", f"sqlite:///{shop_db}"]
    argv = sys.argv
    sys.argv = ["agentsearch", "db", "search", "anything", *args]
    try:
        with pytest.raises(SystemExit) as excinfo:
            main()
    finally:
        sys.argv = argv
    assert excinfo.value.code == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "Traceback" not in err and len(err.splitlines()) == 1


def test_cli_json_error_exit_code(shop_db: Path) -> None:
    outcome = runner.invoke(
        app, ["db", "search", "x", "--db", f"sqlite:///{shop_db}", "-m", "nope", "--json"]
    )
    assert outcome.exit_code == 1
    assert json.loads(outcome.output)["error"] == "no valid models found"
