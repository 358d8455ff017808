"""`agentsearch demo`: the main job on the bundled demo app, with no configuration.

It runs one full assistant Stream when the runtime is installed (auto search over the KB and the
database, the streamed events, the answer with citations, the references); `--search-only` shows
just the search layer: results, the `<references>` XML and the citation prompt.
"""

from __future__ import annotations

import asyncio
import importlib
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel

from agentsearch.cli import app
from agentsearch.cli.search import load_app_context
from agentsearch.references import build_reference_context
from agentsearch.searcher import Searcher
from agentsearch.types import Request, SearchType, SourceType

DEMO_QUESTION = "Which Sony products cost under $400?"

#: Printed after the demo: how to plug the same searches into the tools people already run.
NEXT_STEPS = (
    "Next: use these searches from Claude Desktop, Cursor or any MCP client with "
    "`agentsearch mcp` (stdio; `--transport http --port 8765` for streamable HTTP), "
    "or from any OpenAI client with `agentsearch serve` (POST /v1/chat/completions)."
)

_out = Console()


@app.command()
def demo(
    question: Annotated[str, typer.Argument(help="Question to ask the demo assistant.")] = DEMO_QUESTION,
    search_only: Annotated[bool, typer.Option("--search-only", help="Only run the searches.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="JSON lines instead of text.")] = False,
) -> None:
    """Run the bundled demo: search a sample KB and a sample shop database, cite the answer."""
    if not search_only:
        try:
            runtime = importlib.import_module("agentsearch.agent.demo")
        except ImportError:
            runtime = None
        if runtime is not None:
            code = int(runtime.run_demo(None, as_json=as_json, question=question))
            if not as_json:
                _out.print(NEXT_STEPS, highlight=False, soft_wrap=True)
            raise typer.Exit(code)
    _search_demo(question)
    _out.print(NEXT_STEPS, highlight=False, soft_wrap=True)


def _search_demo(question: str) -> None:
    ctx = load_app_context(None)
    requests = [
        Request(query=question, type=SearchType.KB, source=SourceType.AUTO, collections=["handbook"]),
        Request(
            query=question,
            type=SearchType.DB,
            source=SourceType.AUTO,
            models=["products", "orders", "customers"],
        ),
    ]
    results = asyncio.run(Searcher(context=ctx).all(requests))
    for result in results:
        kind = result.type.value if result.type else "?"
        status = f"error: {result.error}" if result.error else f"{len(result.items)} items"
        _out.print(f"[bold]{kind}[/bold]: {status} ({result.duration_ms} ms)")
    ref_ctx = build_reference_context(results, ctx.config)
    _out.print(Panel(ref_ctx.xml or "(no references)", title="<references> XML", expand=False))
    _out.print(Panel(ref_ctx.prompt, title="citation prompt", expand=False))
