"""`make demo` / `agentsearch demo`: one full Stream of the bundled `demo` assistant.

Auto search over the handbook KB and the shop database (and the web when a provider key is set),
the streamed events, the extractive answer with its citations, the references, and one citation
resolved back from the chat store by (request_id, index) — the path a clicked citation takes.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel

from agentsearch.agent.console import render_stream
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.runtime import Runtime
from agentsearch.paths import app_data_dir, resolve_app_dir

__all__ = ["DEMO_QUESTION", "run_demo"]

DEMO_QUESTION = "What is the return policy for headphones, and which Sony products cost under $400?"

#: Web providers the demo can use, by the environment variable holding their key.
_WEB_KEYS = {
    "TAVILY_API_KEY": "tavily",
    "SERPER_API_KEY": "serper",
    "BRAVE_API_KEY": "brave",
    "EXA_API_KEY": "exa",
}


def _prepare_kb(data_dir: Path, console: Console) -> None:
    try:
        module = importlib.import_module("agentsearch.handlers.kb.demo")
    except ImportError:
        console.print(
            "[yellow]the handbook knowledge base is not available yet (agentsearch.handlers.kb.demo)[/yellow]"
        )
        return
    module.ensure_demo_collection(data_dir)


def _web_options() -> dict[str, Any]:
    for env, provider in _WEB_KEYS.items():
        if os.environ.get(env):
            return {"uses": {"web": "builtin"}, "provider": provider}
    return {}


async def _demo(app_dir: Path, question: str, as_json: bool, console: Console) -> int:
    from agentsearch.store import ChatStore, StoreError

    _prepare_kb(app_data_dir(app_dir), console)
    store = await ChatStore.open(app_dir=app_dir)
    try:
        runtime = Runtime(app_dir, store=store)
        web = _web_options()
        options = StreamOptions(uses=web.get("uses"))
        if not as_json:
            console.rule("[bold]agentsearch demo[/bold]")
            console.print(f"[bold]Question:[/bold] {escape(question)}")
            console.print(
                "[dim]web search: "
                + (f"on ({web['provider']})" if web else "off (set TAVILY_API_KEY to include the web)")
                + "[/dim]"
            )
        end = await render_stream(
            runtime.stream("demo", [{"role": "user", "content": question}], options), console, as_json=as_json
        )
        if end is None or end.status != "completed":
            return 1
        if end.cited:
            index = int(end.cited[0])
            try:
                stored = await store.get_reference(end.request_id, index)
            except StoreError as exc:
                console.print(f"[red]citation {index} did not resolve from storage: {exc}[/red]")
                return 1
            if as_json:
                print(json.dumps({"resolved_citation": stored.model_dump(mode="json")}, ensure_ascii=False))
            else:
                console.rule(f"citation [{index}] resolved from storage")
                console.print(
                    f"request_id={end.request_id} index={index} → {stored.type}: {escape(stored.title)}"
                )
                console.print(f"[dim]{escape(stored.snippet or '')}[/dim]")
        _print_injected_context(await store.get_searches(end.request_id), console, as_json)
        return 0
    finally:
        await store.close()


def _print_injected_context(searches: Sequence[Any], console: Console, as_json: bool) -> None:
    """Show what the model was given: the stored `<references>` XML and citation prompt of the auto search."""
    auto = next((search for search in searches if search.source == "auto" and search.xml), None)
    if auto is None:
        return
    if as_json:
        print(json.dumps({"injected": {"xml": auto.xml, "prompt": auto.prompt}}, ensure_ascii=False))
        return
    console.print(Panel(escape(auto.xml or ""), title="<references> XML given to the model", expand=False))
    console.print(Panel(escape(auto.prompt or ""), title="citation prompt", expand=False))


def run_demo(app_dir: Path | None = None, as_json: bool = False, question: str | None = None) -> int:
    """Run the demo; returns the process exit code (0 when the Stream completed)."""
    console = Console()
    return asyncio.run(_demo(resolve_app_dir(app_dir), question or DEMO_QUESTION, as_json, console))
