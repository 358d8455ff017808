"""Rendering a Stream in a terminal (Rich) or as JSON lines; used by `agentsearch chat` and the demo."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from agentsearch.agent.events import EndEvent, MessageEvent, StartEvent, TraceEvent

__all__ = ["render_stream"]


async def render_stream(events: AsyncIterator[Any], console: Console, *, as_json: bool) -> EndEvent | None:
    """Print every event as it arrives; return the EndEvent."""
    end: EndEvent | None = None
    text_open = False
    async for event in events:
        if as_json:
            print(json.dumps(event.model_dump(mode="json"), ensure_ascii=False), flush=True)
        if isinstance(event, EndEvent):
            end = event
        if as_json:
            continue
        if isinstance(event, StartEvent):
            console.print(
                f"[dim]request {event.request_id} · chat {event.chat_id} · {event.assistant_id}[/dim]"
            )
        elif isinstance(event, MessageEvent):
            text_open = _render_message(event, console, text_open)
        elif isinstance(event, TraceEvent) and event.action == "update" and event.node is not None:
            node = event.node
            if node.status in ("completed", "failed") and node.type in ("search", "search_item"):
                if text_open:
                    console.print()
                    text_open = False
                indent = "    " if node.type == "search_item" else "  "
                colour = "green" if node.status == "completed" else "red"
                console.print(
                    f"[dim]{indent}trace {escape(node.label)}: [{colour}]{node.status}[/{colour}] "
                    f"{escape(json.dumps(node.output, ensure_ascii=False))}[/dim]"
                )
    if text_open:
        console.print()
    if end is not None and not as_json:
        _render_end(end, console)
    return end


def _render_message(event: MessageEvent, console: Console, text_open: bool) -> bool:
    props = event.props
    if event.type == "loading":
        if text_open:
            console.print()
        mark = "✓" if props.get("done") else "…"
        console.print(f"[cyan]{mark} {escape(str(props.get('message', '')))}[/cyan]")
        return False
    if event.type in ("text", "thinking"):
        style = "dim" if event.type == "thinking" else ""
        console.print(escape(str(props.get("content", ""))), end="", style=style, soft_wrap=True)
        return True
    if text_open:
        console.print()
    if event.type == "retrieval":
        console.print(
            f"[magenta]retrieval: {props.get('total_results', 0)} sources "
            f"in {props.get('query_time_ms', 0)} ms[/magenta]"
        )
    elif event.type == "tool_call":
        call = f"{props.get('name')}({props.get('arguments')})"
        console.print(f"[yellow]tool call {escape(call)}[/yellow]")
    elif event.type == "error":
        console.print(f"[red]error: {escape(str(props.get('details') or props.get('message')))}[/red]")
    else:
        console.print(f"[dim]{escape(event.type)}: {escape(json.dumps(props, ensure_ascii=False))}[/dim]")
    return False


def _render_end(end: EndEvent, console: Console) -> None:
    colour = {"completed": "green", "failed": "red", "interrupted": "yellow"}[end.status]
    console.print(f"\n[{colour}]{end.status}[/{colour}] · request {end.request_id}")
    if end.error:
        console.print(f"[red]{escape(end.error)}[/red]")
    if end.next is not None:  # a hook-only assistant or a Next hook answers with data
        console.print("next:")
        console.print_json(json.dumps(end.next, ensure_ascii=False, default=str))
    if end.cited:
        console.print(f"cited: {', '.join(end.cited)}")
    if end.unknown_citations:
        console.print(f"[red]unknown citation ids: {', '.join(end.unknown_citations)}[/red]")
    if end.references:
        table = Table(title="References", show_lines=False)
        for column in ("id", "type", "source", "weight", "title / url"):
            table.add_column(column)
        for ref in end.references:
            marker = "*" if ref.id in end.cited else ""
            table.add_row(
                ref.id + marker,
                ref.type.value,
                ref.source.value,
                f"{ref.weight:.1f}",
                escape((ref.title or ref.content[:60]) + (f"\n{ref.url}" if ref.url else "")),
            )
        console.print(table)
