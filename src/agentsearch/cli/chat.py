"""`agentsearch chat ASSISTANT MESSAGE`: one Stream of an assistant, printed as it happens."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from agentsearch.cli import app
from agentsearch.errors import AgentSearchError

_out = Console()
_err = Console(stderr=True)


@app.command()
def chat(
    assistant: Annotated[str, typer.Argument(help="Assistant id (e.g. demo).")] = "demo",
    message: Annotated[str, typer.Argument(help="The user message.")] = "",
    app_dir: Annotated[
        Path | None, typer.Option("--app", help="App directory (default: bundled demo).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON event per line.")] = False,
    chat_id: Annotated[str, typer.Option("--chat", help="Continue this chat id (default: a new chat).")] = "",
    resume: Annotated[str, typer.Option("--resume", help="Resume the failed request of this chat id.")] = "",
    locale: Annotated[str, typer.Option(help="en, zh-cn, ...")] = "en",
    connector: Annotated[str, typer.Option(help="LLM connector id (default: the assistant's).")] = "",
    no_store: Annotated[bool, typer.Option("--no-store", help="Do not save the chat.")] = False,
) -> None:
    """Ask an assistant; streams loading messages, the answer, the trace and the references."""
    if not resume and not message:
        raise AgentSearchError("a MESSAGE is required (or --resume CHAT_ID)")
    code = asyncio.run(
        _chat(assistant, message, app_dir, as_json, chat_id, resume, locale, connector, no_store)
    )
    raise typer.Exit(code)


async def _chat(
    assistant: str,
    message: str,
    app_dir: Path | None,
    as_json: bool,
    chat_id: str,
    resume: str,
    locale: str,
    connector: str,
    no_store: bool,
) -> int:
    from agentsearch.agent.console import render_stream
    from agentsearch.agent.runtime import Runtime
    from agentsearch.paths import resolve_app_dir

    root = resolve_app_dir(app_dir)
    store: Any = None
    if not no_store or resume:
        from agentsearch.store import ChatStore

        store = await ChatStore.open(app_dir=root)
    try:
        runtime = Runtime(root, store=store)
        options: dict[str, Any] = {"locale": locale, "chat_id": chat_id or resume}
        if connector:
            options["connector"] = connector
        if resume:
            events = runtime.resume(resume, options)
        else:
            events = runtime.stream(assistant, [{"role": "user", "content": message}], options)
        end = await render_stream(events, _out, as_json=as_json)
        if end is not None and end.status != "completed" and not as_json and store is not None:
            where = f" --app {app_dir}" if app_dir is not None else ""
            _err.print(
                f"[yellow]to continue this answer:[/yellow] agentsearch chat --resume {end.chat_id}{where}",
                highlight=False,
                soft_wrap=True,
            )
        if as_json and end is None:
            print(json.dumps({"event": "end", "status": "failed"}))
        return 0 if end is not None and end.status == "completed" else 1
    finally:
        if store is not None:
            await store.close()
