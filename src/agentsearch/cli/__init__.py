"""The `agentsearch` command: a thin shell over the library.

Each command group lives in its own module and is registered here with one line. User mistakes
(`AgentSearchError`) print one line and exit 2; nothing prints a traceback for them.
"""

from __future__ import annotations

import importlib
import sys

import typer
from rich.console import Console

from agentsearch.errors import AgentSearchError

__all__ = ["app", "main"]

app = typer.Typer(
    name="agentsearch",
    help="One search API for AI assistants: web, knowledge bases and SQL databases, with citations.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)

_err = Console(stderr=True)


#: Command modules, one entry each; importing a module adds its commands or sub-app to `app`.
COMMAND_MODULES = [
    "search",
    "layer",
    "kb",
    "demo",
    "chat",
    "serve",
    "store",
    "db",
    "mcp",
]


def _register() -> None:
    for name in COMMAND_MODULES:
        importlib.import_module(f"agentsearch.cli.{name}")


def main() -> None:
    _register()
    try:
        app()
    except AgentSearchError as exc:
        _err.print(f"[red]error:[/red] {exc}", highlight=False, soft_wrap=True)
        sys.exit(2)
