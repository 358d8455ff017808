"""`agentsearch db search`: ask a question of SQL tables and see the rows, the QueryDSL and the SQL."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from agentsearch.app_loader import load_search_app
from agentsearch.cli import app
from agentsearch.config import Config, Uses
from agentsearch.context import SearchContext
from agentsearch.errors import ConfigError, SearchError
from agentsearch.types import Request, Result, SearchType, SourceType

db_app = typer.Typer(help="Natural-language search over SQL tables (SQLite, PostgreSQL, MySQL/MariaDB).")
app.add_typer(db_app, name="db")

_out = Console()
_MAX_COLUMNS = 8


@db_app.command("search")
def search(
    question: Annotated[str, typer.Argument(help='The question, e.g. "Apple products under $100".')],
    db: Annotated[
        str, typer.Option("--db", help="SQLAlchemy URL; default: db.url, else the demo shop.")
    ] = "",
    models: Annotated[
        str,
        typer.Option("--models", "-m", help="Comma-separated model ids or table names (default: db.models)."),
    ] = "",
    limit: Annotated[int, typer.Option(min=0, help="At most this many rows (0 = db.max_results).")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the Result as JSON.")] = False,
    explain: Annotated[bool, typer.Option("--explain", help="Also print the QueryDSL and the SQL.")] = False,
    querydsl: Annotated[
        str,
        typer.Option(
            "--querydsl",
            help="Generator: builtin (default); assistant ids and mcp:server.tool need the runtime.",
        ),
    ] = "",
    app_dir: Annotated[
        Path | None, typer.Option("--app", help="App directory (models/, agent/search.yml).")
    ] = None,
) -> None:
    """Turn QUESTION into a QueryDSL over the models, run it safely and print the rows."""
    ctx = _context(app_dir, db, querydsl)
    request = Request(
        query=question,
        type=SearchType.DB,
        models=[m.strip() for m in models.split(",") if m.strip()],
        limit=limit,
        source=SourceType.USER,
    )
    from agentsearch.handlers.db import DBHandler

    result = asyncio.run(DBHandler().search(request, ctx))
    if as_json:
        typer.echo(json.dumps(result.model_dump(mode="json"), ensure_ascii=False, indent=2))
        if result.error:
            raise typer.Exit(1)
        return
    if result.error:
        notes = [str(w) for w in result.metadata.get("warnings") or []]
        raise SearchError(f"{result.error} ({'; '.join(notes)})" if notes else result.error)
    if explain:
        _print_explain(result)
    _print_rows(result)


def _context(app_dir: Path | None, db: str, querydsl: str) -> SearchContext:
    overrides = {"db": {"url": db}} if db else None
    if app_dir is not None:
        loaded = load_search_app(app_dir, overrides)
        root: Path | None = loaded.root
        config = loaded.config
    else:  # no app: the system defaults (the DB handler then falls back to the demo shop)
        root, config = None, Config.from_layers(overrides, origin="command line")
    uses = Uses.parse_mapping({"querydsl": querydsl} if querydsl else {}, origin="--querydsl")
    if uses.target("querydsl").kind in ("agent", "mcp"):
        # assistants and MCP tools are called by the agent runtime (server, chat), which this command lacks
        raise ConfigError(
            f"{querydsl!r} needs the agent runtime (agentsearch serve / chat); "
            "`db search` runs the builtin generator only",
            key="--querydsl",
        )
    return SearchContext(config=config, uses=uses, app_dir=root)


def _print_explain(result: Result) -> None:
    meta = result.metadata
    _out.print("[bold]QueryDSL[/bold]")
    _out.print_json(json.dumps(result.dsl or {}, ensure_ascii=False))
    for link in meta.get("linking") or []:
        _out.print(f"linked: {link}", highlight=False, markup=False)
    if meta.get("explain"):
        _out.print(f"[bold]understood:[/bold] {meta['explain']}", highlight=False)
    if meta.get("ignored"):
        _out.print(f"[bold]ignored:[/bold] {', '.join(meta['ignored'])}", highlight=False)
    for dropped in meta.get("relaxed") or []:
        _out.print(f"relaxed (no rows with it): {dropped}", highlight=False, markup=False)
    _out.print("[bold]SQL[/bold]")
    _out.print(str(meta.get("sql", "")), highlight=False, markup=False)
    if meta.get("params"):
        _out.print(f"params: {json.dumps(meta['params'], ensure_ascii=False)}", highlight=False, markup=False)
    for warning in meta.get("warnings") or []:
        _out.print(f"[yellow]warning:[/yellow] {warning}", highlight=False)


def _print_rows(result: Result) -> None:
    if not result.items:
        _out.print(f"no rows ({result.duration_ms} ms)")
        return
    columns: list[str] = []
    for item in result.items:
        for key in item.data or {}:
            if key not in columns:
                columns.append(key)
    hidden = max(0, len(columns) - _MAX_COLUMNS)
    table = Table(show_lines=False)
    for column in columns[:_MAX_COLUMNS]:
        table.add_column(column, overflow="fold")
    for item in result.items:
        data = item.data or {}
        table.add_row(*(_cell(data.get(column)) for column in columns[:_MAX_COLUMNS]))
    _out.print(table)
    more = f", {hidden} more columns in --json" if hidden else ""
    _out.print(f"{result.total} rows from {result.items[0].model} ({result.duration_ms} ms{more})")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."
