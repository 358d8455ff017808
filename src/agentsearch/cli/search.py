"""`agentsearch search`: run searches through the Searcher and print results and references."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.table import Table

from agentsearch.app_loader import load_search_app
from agentsearch.cli import app
from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError, SearchError, describe_validation_error
from agentsearch.mcp import MCPPool
from agentsearch.references import build_reference_context
from agentsearch.registries import PROVIDERS
from agentsearch.searcher import Searcher
from agentsearch.types import ReferenceContext, Request, RerankOptions, Result, SearchType, SourceType

_out = Console()
_err = Console(stderr=True)


def _split(values: list[str] | None) -> list[str]:
    return [part.strip() for value in values or [] for part in value.split(",") if part.strip()]


def load_app_context(app_dir: Path | None, overrides: dict[str, Any] | None = None) -> SearchContext:
    """A SearchContext from an app directory's `agent/search.yml` and `agent/agent.yml` uses."""
    return load_search_app(app_dir, overrides).context()


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="What to search for.")],
    type_: Annotated[
        list[str] | None,
        typer.Option("--type", "-t", help="web, kb, db; repeat or comma-separate. Default: kb,db."),
    ] = None,
    mode: Annotated[str, typer.Option(help="all | any | race")] = "all",
    limit: Annotated[int, typer.Option(min=0, help="Max items per request (0 = handler default).")] = 0,
    collections: Annotated[list[str] | None, typer.Option(help="KB collections.")] = None,
    threshold: Annotated[
        float | None,
        typer.Option(min=0.0, max=1.0, help="KB minimum 0-1 score; 0 = none (default: kb.threshold)."),
    ] = None,
    graph: Annotated[bool, typer.Option(help="KB graph association.")] = False,
    models: Annotated[list[str] | None, typer.Option(help="DB models.")] = None,
    db: Annotated[str, typer.Option(help="SQLAlchemy URL of the database for db searches.")] = "",
    provider: Annotated[str, typer.Option(help="Web provider to use.")] = "",
    providers: Annotated[list[str] | None, typer.Option(help="Web provider chain.")] = None,
    sites: Annotated[list[str] | None, typer.Option(help="Restrict web results to these sites.")] = None,
    time_range: Annotated[str, typer.Option(help="day | week | month | year")] = "",
    source: Annotated[str, typer.Option(help="user | hook | auto (decides the weight).")] = "user",
    top_n: Annotated[int, typer.Option(min=0, help="Rerank and keep the top N (0 = no rerank).")] = 0,
    app_dir: Annotated[
        Path | None, typer.Option("--app", help="App directory (default: bundled demo).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Search the web, knowledge bases and databases; print results with citation ids."""
    if mode not in ("all", "any", "race"):
        raise SearchError(f"--mode must be all, any or race (got {mode!r})")
    types = _split(type_) or ["kb", "db"]
    chain = _provider_chain(provider, _split(providers))
    overrides: dict[str, Any] = {"db": {"url": db}} if db else {}
    ctx = load_app_context(app_dir, overrides)
    requests = [
        _build_request(
            name,
            query,
            limit=limit,
            source=source,
            collections=_split(collections),
            threshold=threshold,
            graph=graph,
            models=_split(models),
            providers=chain,
            sites=_split(sites),
            time_range=time_range,
            top_n=top_n,
        )
        for name in types
    ]
    # `uses.web: mcp:<server>.<tool>` (and MCP rerank) work from the CLI too; the pool connects on the
    # first call only, and the app's mcps/ are read only when some `uses` value names an MCP tool
    uses_mcp = any(str(value).startswith("mcp:") for value in ctx.uses.model_dump().values())
    pool = MCPPool.from_app(ctx.app_dir if uses_mcp else None)
    if pool.servers:
        ctx.mcp = pool
    searcher = Searcher(context=ctx)
    results: list[Result | None] = asyncio.run(_run(searcher, mode, requests, pool))
    ref_ctx = build_reference_context(results, ctx.config)
    if as_json:
        _print_json(results, ref_ctx)
    else:
        _print_table(results, ref_ctx)
    finished = [result for result in results if result is not None]
    if finished and all(result.error for result in finished):
        raise typer.Exit(1)


def _provider_chain(provider: str, providers: list[str]) -> list[str]:
    """`--provider NAME` or `--providers a,b`, checked here so a typo is one line and exit 2."""
    if provider and providers:
        raise SearchError("use --provider or --providers, not both")
    chain = [provider] if provider else providers
    for name in chain:
        if name not in PROVIDERS:
            raise SearchError(PROVIDERS.unknown(name))
    return chain


def _build_request(name: str, query: str, **options: Any) -> Request:
    try:
        search_type = SearchType(name)
    except ValueError:
        raise SearchError(f"--type must be web, kb or db (got {name!r})") from None
    try:
        source = SourceType(options["source"])
    except ValueError:
        raise SearchError(f"--source must be user, hook or auto (got {options['source']!r})") from None
    fields: dict[str, Any] = {
        "query": query,
        "type": search_type,
        "limit": options["limit"],
        "source": source,
    }
    if options["top_n"]:
        fields["rerank"] = RerankOptions(top_n=options["top_n"])
    if search_type == SearchType.WEB:
        fields |= {
            "providers": options["providers"],
            "sites": options["sites"],
            "time_range": options["time_range"],
        }
    elif search_type == SearchType.KB:
        fields |= {"collections": options["collections"], "threshold": options["threshold"]}
        if options["graph"]:
            fields["graph"] = True
    else:
        fields["models"] = options["models"]
    try:
        return Request.model_validate(fields)
    except ValidationError as exc:
        key, message = describe_validation_error(exc)
        raise SearchError(f"invalid {name} request: {key}: {message}") from None


async def _run(searcher: Searcher, mode: str, requests: list[Request], pool: MCPPool) -> list[Result | None]:
    try:
        return await searcher.run(requests, mode)
    finally:
        await pool.aclose()


def _print_json(results: list[Result | None], ref_ctx: ReferenceContext) -> None:
    payload = {
        "results": [None if result is None else result.model_dump(mode="json") for result in results],
        "reference_context": ref_ctx.model_dump(mode="json"),
    }
    print(json.dumps(payload, ensure_ascii=False, indent=2))


def _print_table(results: list[Result | None], ref_ctx: ReferenceContext) -> None:
    for result in results:
        if result is None:
            continue
        kind = result.type.value if result.type else "?"
        if result.error:
            _err.print(f"[yellow]{kind}:[/yellow] {result.error}", highlight=False, soft_wrap=True)
        else:
            _out.print(f"[dim]{kind}: {len(result.items)} items in {result.duration_ms} ms[/dim]")
    table = Table(title=f"{len(ref_ctx.references)} references", show_lines=False)
    for column in ("id", "type", "source", "weight", "score", "title / url"):
        table.add_column(column, overflow="fold")
    for ref in ref_ctx.references:
        label = ref.title or ref.content[:80]
        if ref.url:
            label = f"{label}\n[dim]{ref.url}[/dim]"
        table.add_row(
            f"[{ref.id}]", ref.type.value, ref.source.value, f"{ref.weight:.1f}", f"{ref.score:.3f}", label
        )
    _out.print(table)


__all__ = ["AgentSearchError", "load_app_context", "search"]
