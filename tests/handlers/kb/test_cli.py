"""`agentsearch kb ...` end to end on a temporary data directory."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from agentsearch.cli import _register, app

_register()
runner = CliRunner()


def _run(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


def test_create_add_list_search_batch_delete(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "returns.md").write_text("# Returns\n\nItems can be returned within 30 days.", encoding="utf-8")
    (docs / "hours.txt").write_text("Stores open at nine and close at eight.", encoding="utf-8")
    (docs / "broken.pdf").write_bytes(b"garbage")
    jsonl = tmp_path / "extra.jsonl"
    jsonl.write_text(
        json.dumps({"id": "zh1", "title": "保修", "text": "手机电池保修一年。", "metadata": {"lang": "zh"}})
        + "\n"
    )

    assert "embedder model2vec" in _run(
        "kb", "create", "shop", "--embedder", "model2vec", "--lang", "auto", "--data", data
    )
    added = runner.invoke(app, ["kb", "add", "shop", str(docs), "--root", str(docs), "--data", data])
    assert added.exit_code == 0, added.output
    assert "2 documents" in added.stdout and "1 skipped" in added.stdout
    assert "broken.pdf" in added.stderr  # reported by name, the batch went on
    assert "1 documents" in _run("kb", "add", "shop", "--jsonl", str(jsonl), "--data", data)

    listed = json.loads(_run("kb", "list", "--json", "--data", data))
    assert [c["id"] for c in listed] == ["shop"] and listed[0]["embedder"]["name"] == "model2vec"
    documents = json.loads(_run("kb", "list", "shop", "--json", "--data", data))
    assert sorted(d["id"] for d in documents) == ["hours.txt", "returns.md", "zh1"]

    result = json.loads(
        _run("kb", "search", "shop", "return items", "--json", "--threshold", "0", "--data", data)
    )
    assert result["type"] == "kb" and result["items"][0]["document_id"] == "returns.md"

    queries = tmp_path / "q.jsonl"
    queries.write_text(
        "\n".join(
            json.dumps(q)
            for q in [
                {"id": "a", "query": "电池保修"},
                {"id": "b", "query": "when do stores open"},
                {"id": "c", "query": ""},
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    lines = _run(
        "kb", "search", "shop", "--queries", str(queries), "--json", "--threshold", "0", "--data", data
    )
    out = [json.loads(line) for line in lines.splitlines()]
    assert [o["id"] for o in out] == ["a", "b", "c"]
    assert out[0]["items"][0]["document_id"] == "zh1"
    assert out[1]["items"][0]["document_id"] == "hours.txt"
    assert out[2]["error"] == "query is required"

    _run("kb", "delete", "shop", "zh1", "--data", data)
    assert len(json.loads(_run("kb", "list", "shop", "--json", "--data", data))) == 2
    _run("kb", "delete", "shop", "--data", data)
    assert json.loads(_run("kb", "list", "--json", "--data", data)) == []


def test_user_errors_are_one_line(tmp_path: Path) -> None:
    result = runner.invoke(app, ["kb", "search", "ghost", "x", "--data", str(tmp_path)])
    assert result.exit_code != 0
    assert 'collection "ghost" not found' in str(result.exception)


def test_missing_jsonl_and_bad_json_options_are_config_errors(tmp_path: Path) -> None:
    from agentsearch.errors import ConfigError

    data = str(tmp_path / "kb")
    _run("kb", "create", "c", "--embedder", "model2vec", "--data", data)
    missing = runner.invoke(app, ["kb", "add", "c", "--jsonl", str(tmp_path / "nope.jsonl"), "--data", data])
    assert isinstance(missing.exception, ConfigError), missing.exception
    assert str(missing.exception) == f"--jsonl: no such file: {tmp_path / 'nope.jsonl'}"
    bad = runner.invoke(app, ["kb", "create", "d", "--embedder", '{"name":', "--data", data])
    assert isinstance(bad.exception, ConfigError)
    assert (
        str(bad.exception).startswith("--embedder: invalid JSON (")
        and str(bad.exception).count("--embedder") == 1
    )


def test_app_option_follows_the_apps_kb_data_dir(tmp_path: Path) -> None:
    import asyncio

    from agentsearch.config import Config, load_app_search_config
    from agentsearch.context import SearchContext
    from agentsearch.handlers.kb import KBHandler
    from agentsearch.types import Request, SearchType

    app_dir = tmp_path / "app"
    (app_dir / "agent").mkdir(parents=True)
    (app_dir / "agent" / "search.yml").write_text("kb:\n  data_dir: mykb\n  threshold: 0.01\n")
    notes = tmp_path / "n.txt"
    notes.write_text("The warehouse in Lisbon ships spare parts.", encoding="utf-8")
    _run("kb", "create", "c", "--embedder", "model2vec", "--app", str(app_dir))
    _run("kb", "add", "c", str(notes), "--root", str(notes.parent), "--app", str(app_dir))
    assert (app_dir / "mykb" / "c" / "collection.json").is_file()
    config = Config.from_layers(load_app_search_config(app_dir))
    result = asyncio.run(
        KBHandler().search(
            Request(type=SearchType.KB, query="Lisbon warehouse", collections=["c"]),
            SearchContext(config=config, app_dir=app_dir),
        )
    )
    assert not result.error and [item.document_id for item in result.items] == ["n.txt"]


def test_list_shows_every_collection_when_one_store_is_unreachable(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    _run("kb", "create", "ok", "--embedder", "model2vec", "--data", data)
    _run("kb", "create", "gone", "--embedder", "model2vec", "--data", data)
    # its store becomes unreachable later (create itself refuses an unreachable store)
    spec_file = tmp_path / "kb" / "gone" / "collection.json"
    spec = json.loads(spec_file.read_text())
    spec["store"] = {"backend": "postgres", "url": "postgresql://postgres@127.0.0.1:1/test?connect_timeout=2"}
    spec_file.write_text(json.dumps(spec))
    result = runner.invoke(app, ["kb", "list", "--data", data])
    assert result.exit_code == 0, result.output
    assert "ok" in result.stdout and "gone" in result.stdout
    assert "unavailable gone: cannot connect to the KB PostgreSQL store" in result.stderr


def test_create_defaults_to_the_adaptive_fusion_and_takes_a_second_stage(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    spec = json.loads(_run("kb", "create", "plain", "--embedder", "model2vec", "--json", "--data", data))
    assert spec["fusion"] == "adaptive" and spec["rerank"] == {}
    spec = json.loads(
        _run("kb", "create", "two", "--embedder", "model2vec", "--rerank", "minilm", "--json", "--data", data)
    )
    assert spec["rerank"] == {"enabled": True, "embedder": "minilm"}
    spec = json.loads(
        _run(
            "kb",
            "create",
            "three",
            "--embedder",
            "model2vec",
            "--json",
            "--data",
            data,
            "--rerank",
            '{"embedder": "model2vec", "top": 5}',
        )
    )
    assert spec["rerank"] == {"enabled": True, "embedder": "model2vec", "top": 5}
    jsonl = tmp_path / "docs.jsonl"
    jsonl.write_text(
        json.dumps({"id": "a", "title": "Returns", "text": "Return items within 30 days."}) + "\n"
    )
    _run("kb", "add", "three", "--jsonl", str(jsonl), "--data", data)
    assert list((tmp_path / "kb" / "three").glob("rerank-*.sqlite"))
    for flag in ("--rerank", "--no-rerank"):
        out = json.loads(
            _run("kb", "search", "three", "returns", flag, "--fusion", "adaptive", "--json", "--data", data)
        )
        assert out["items"][0]["document_id"] == "a"


def test_search_rerank_flags_turn_the_second_stage_on_and_off(tmp_path: Path) -> None:
    """A collection whose second stage is configured but off: `--no-rerank` embeds no passage with it,
    `--rerank` does (its cache fills), so the flag reaches the search."""
    data = str(tmp_path / "kb")
    setting = '{"embedder": "model2vec", "top": 5, "enabled": false}'
    _run("kb", "create", "four", "--embedder", "model2vec", "--rerank", setting, "--data", data)
    jsonl = tmp_path / "docs.jsonl"
    rows = [
        {"id": "a", "title": "Returns", "text": "Return items within 30 days for a refund."},
        {
            "id": "b",
            "title": "Shipping",
            "text": "Orders ship in two days; returns of damaged goods are free.",
        },
        {"id": "c", "title": "Warranty", "text": "The warranty covers defects for a year, not returns."},
    ]
    jsonl.write_text("".join(json.dumps(row) + "\n" for row in rows))
    _run("kb", "add", "four", "--jsonl", str(jsonl), "--data", data)

    def cached() -> int:
        files = list((tmp_path / "kb" / "four").glob("rerank-*.sqlite"))
        if not files:
            return 0
        with sqlite3.connect(files[0]) as conn:
            return int(conn.execute("SELECT count(*) FROM passages").fetchone()[0])

    _run("kb", "search", "four", "returns policy", "--no-rerank", "--json", "--data", data)
    assert cached() == 0
    _run("kb", "search", "four", "returns policy", "--rerank", "--json", "--data", data)
    assert cached() >= 2
