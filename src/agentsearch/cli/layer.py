"""`agentsearch layer`: the search layer from the command line.

`layer search` takes the flags of the seed's `search.py` unchanged (`--queries Q1 Q2 ...`, `--mode`,
`--intent`, `--freshness`, `--num`, `--domain-boost`, `--extract-refs`, `--extract-refs-urls URL ...`)
plus `--export`; they are parsed with argparse because several take one or more values. `layer classify`
prints the intent of a query, or of every `{id, query}` line of a JSONL file.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import sys
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console

from agentsearch.cli import app
from agentsearch.cli.search import load_app_context
from agentsearch.context import SearchContext
from agentsearch.errors import SearchError
from agentsearch.layer.export import EXPORTS, export
from agentsearch.layer.matrix import MODES
from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer
from agentsearch.nlp.intent import INTENTS, classify_intent

layer_app = typer.Typer(
    help="Intent-aware multi-source web search (search layer v2.2).", no_args_is_help=True
)
app.add_typer(layer_app, name="layer")

_out = Console(soft_wrap=True)


class _Parser(argparse.ArgumentParser):
    """argparse with the CLI's one-line errors (no usage block)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {self.prog}: {message} (--help lists the flags)\n")


def search_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="agentsearch layer search",
        description="Multi-source search with intent-aware scoring (Brave, Exa, Tavily, Grok, OpenAlex, "
        "Semantic Scholar). Without --intent: no scoring, the providers' order (v1 behaviour).",
    )
    parser.add_argument("query", nargs="?", default=None, help="the query (or use --queries)")
    parser.add_argument("--queries", nargs="+", default=None, help="sub-queries, run in parallel as given")
    parser.add_argument("--mode", choices=MODES, default=None, help="default: the intent's mode, else deep")
    parser.add_argument(
        "--intent", choices=("auto", *INTENTS), default=None, help="scoring intent; auto = classify the query"
    )
    parser.add_argument("--freshness", choices=("pd", "pw", "pm", "py"), default=None)
    parser.add_argument("--num", type=int, default=5, help="results per source per query (default 5)")
    parser.add_argument("--domain-boost", default="", help="comma-separated domains: authority +0.2")
    parser.add_argument(
        "--export", choices=tuple(EXPORTS), default="json", help="output format (default json)"
    )
    parser.add_argument("--extract-refs", action="store_true", help="pull reference threads of the results")
    parser.add_argument(
        "--extract-refs-urls", nargs="+", default=None, help="pull threads of these URLs only"
    )
    parser.add_argument("--source", default="", help="comma-separated subset of the mode's sources")
    parser.add_argument("--limit", type=int, default=0, help="keep the top N merged results (0 = all)")
    parser.add_argument("--no-expand", action="store_true", help="do not expand a single query")
    parser.add_argument("--no-research", action="store_true", help="never run Exa's research lane")
    parser.add_argument("--app", default=None, help="app directory (keys and web.layer settings)")
    parser.add_argument(
        "--queries-file", default=None, help="JSONL batch: one {id, query} per line in, one JSON per line out"
    )
    return parser


def _csv(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(",") if part.strip())


@layer_app.command(
    "search",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []},
    add_help_option=False,
)
def search_command(ctx: typer.Context) -> None:
    """Search with the layer; flags as search.py (run with --help for the list)."""
    parser = search_parser()
    args = parser.parse_args(ctx.args)
    if not (args.query or args.queries or args.extract_refs_urls or args.queries_file):
        parser.error("give a query, --queries, --extract-refs-urls or --queries-file")
    if args.num < 1:
        parser.error("--num must be at least 1")
    if args.queries_file and (args.query or args.queries or args.export != "json"):
        parser.error("--queries-file takes no other query and writes JSON lines (no --export)")
    context = load_app_context(Path(args.app) if args.app else None)
    request = LayerRequest(
        query=args.query or "",
        queries=tuple(args.queries or ()),
        mode=args.mode or "",
        intent=args.intent or "",
        freshness=args.freshness or "",
        num=args.num,
        domain_boost=_csv(args.domain_boost),
        sources=_csv(args.source),
        expand=not args.no_expand,
        research=not args.no_research,
        extract_refs=args.extract_refs,
        extract_refs_urls=tuple(args.extract_refs_urls or ()),
        limit=args.limit,
    )
    env = LayerEnv(config=context.config, ctx=context)
    if args.queries_file:
        asyncio.run(_search_file(Path(args.queries_file), request, env))
        return
    output = asyncio.run(run_layer(request, env))
    sys.stdout.write(export(output, args.export))
    if args.export == "json":
        sys.stdout.write("\n")


def _classification(data: dict[str, Any], *, as_json: bool) -> str:
    if as_json:
        return json.dumps(data, ensure_ascii=False)
    signals = ", ".join(data["signals"]) or "none"
    freshness = data["freshness"] or "-"
    return f"{data['intent']}\tmode={data['mode']}\tfreshness={freshness}\tsignals: {signals}"


def _jsonl_queries(path: Path) -> list[tuple[int, dict[str, Any], str]]:
    """(line number, row, query) per non-empty line; a bad row has an empty query and an `error` key."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SearchError(f"{path}: cannot read file: {exc.strerror}") from None
    rows: list[tuple[int, dict[str, Any], str]] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            row = None
        if not isinstance(row, dict) or "query" not in row:
            rows.append(
                (number, {"line": number, "error": f"{path}:{number}: expected {{id, query}} JSON"}, "")
            )
            continue
        query = str(row["query"])
        if not query.strip():
            rows.append((number, {"id": row.get("id"), "line": number, "error": "query is required"}, ""))
            continue
        rows.append((number, row, query))
    return rows


async def _search_file(path: Path, base: LayerRequest, env: LayerEnv) -> None:
    """One layer run per JSONL row, in order; a row that fails is a JSON line with its error."""
    for number, row, query in _jsonl_queries(path):
        if query:
            try:
                output = await run_layer(dataclasses.replace(base, query=query), env)
                row = {"id": row.get("id", number), **output.to_dict()}
            except SearchError as exc:
                row = {"id": row.get("id", number), "line": number, "error": str(exc)}
        sys.stdout.write(json.dumps(row, ensure_ascii=False) + "\n")


async def _classify_file(path: Path, context: SearchContext, as_json: bool) -> list[str]:
    out: list[str] = []
    for number, row, query in _jsonl_queries(path):
        if not query:
            out.append(json.dumps(row))
            continue
        result = (await classify_intent(query, context)).to_dict()
        data = {"id": row.get("id", number), "query": query, **result}
        out.append(
            _classification(data, as_json=True)
            if as_json
            else f"{data['id']}\t{_classification(data, as_json=False)}"
        )
    return out


@layer_app.command("classify")
def classify_command(
    query: Annotated[str | None, typer.Argument(help="The query to classify.")] = None,
    queries_file: Annotated[
        Path | None, typer.Option("--queries-file", help="JSONL file: one {id, query} per line.")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON (one object per line in batch mode).")
    ] = False,
    app_dir: Annotated[Path | None, typer.Option("--app", help="App directory (uses.intent).")] = None,
) -> None:
    """Print the intent, mode, freshness, weights and signals of a query (offline by default)."""
    if not query and queries_file is None:
        raise SearchError("give a QUERY or --queries-file FILE.jsonl")
    context = load_app_context(app_dir) if app_dir else SearchContext()
    if queries_file is not None:
        for line in asyncio.run(_classify_file(queries_file, context, as_json)):
            _out.print(line, markup=False, highlight=False)
        return
    result = asyncio.run(classify_intent(query or "", context)).to_dict()
    _out.print(_classification(result, as_json=as_json), markup=False, highlight=False)
