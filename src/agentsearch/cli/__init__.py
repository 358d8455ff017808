"""The `agentsearch` command: a thin shell over the library.

Each command group lives in its own module and registers itself on `app`. Modules are imported only
when their command runs (`--help` lists them from `COMMANDS` without importing anything heavy), so
`agentsearch --help` starts in a fraction of a second and no command loads an embedder it does not
need. User mistakes (`AgentSearchError`) print one line and exit 2; nothing prints a traceback for them.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

__all__ = ["COMMANDS", "COMMAND_MODULES", "app", "main"]

#: command name -> (module under agentsearch.cli, the one line `--help` shows before it is imported)
COMMANDS: dict[str, tuple[str, str]] = {
    "search": ("search", "Search the web, knowledge bases and databases; print results with citation ids."),
    "demo": ("demo", "Run the bundled demo: search a sample KB and a sample shop database, cite the answer."),
    "init": ("init", "Create a new app directory (a copy of the demo app) that works on its first run."),
    "chat": ("chat", "Ask an assistant; streams loading messages, the answer, the trace and the references."),
    "serve": ("serve", "Serve the chat API, the references API and the web page."),
    "api-key": ("serve", "Create an API key: its SHA-256 digest goes into <app>/agent/keys.yml."),
    "layer": ("layer", "Intent-aware multi-source web search (search layer v2.2)."),
    "kb": ("kb", "Knowledge-base collections: create, add documents, list, delete, search."),
    "store": ("store", "Chat store maintenance: purge soft-deleted rows, run migrations."),
    "db": ("db", "Natural-language search over SQL tables (SQLite, PostgreSQL, MySQL/MariaDB)."),
    "mcp": ("mcp", "Serve web, knowledge-base and database search as MCP tools (stdio or HTTP)."),
}

#: every command module (importing one adds its commands or sub-app to `app`)
COMMAND_MODULES = list(dict.fromkeys(module for module, _ in COMMANDS.values()))


class _LazyGroup(TyperGroup):
    """A Typer group that imports a command's module the first time the command is looked up."""

    _listing = False

    # typer vendors its own click (typer._click), so the overrides take its objects untyped
    def list_commands(self, ctx: Any) -> list[str]:
        return list(dict.fromkeys([*COMMANDS, *super().list_commands(ctx)]))

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is not None or cmd_name not in COMMANDS:
            return command
        if self._listing:  # the help page only needs the name and one line
            return TyperCommand(cmd_name, help=COMMANDS[cmd_name][1], short_help=COMMANDS[cmd_name][1])
        importlib.import_module(f"agentsearch.cli.{COMMANDS[cmd_name][0]}")
        built = typer.main.get_group(app)
        for name, loaded in built.commands.items():
            self.commands.setdefault(name, loaded)
        return self.commands.get(cmd_name)

    def format_help(self, ctx: Any, formatter: Any) -> None:
        self._listing = True
        try:
            super().format_help(ctx, formatter)
        finally:
            self._listing = False


app = typer.Typer(
    name="agentsearch",
    cls=_LazyGroup,
    help="One search API for AI assistants: web, knowledge bases and SQL databases, with citations.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _print_version(value: bool) -> None:
    if value:
        from agentsearch import __version__

        typer.echo(f"agentsearch {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", "-V", is_eager=True, callback=_print_version, help="Print the version and exit."
    ),
) -> None:
    """One search API for AI assistants: web, knowledge bases and SQL databases, with citations."""


def _register() -> None:
    """Import every command module (tests and tools that want the whole command tree at once)."""
    for name in COMMAND_MODULES:
        importlib.import_module(f"agentsearch.cli.{name}")


def main() -> None:
    from agentsearch.errors import AgentSearchError
    from agentsearch.redaction import RedactingStream, install_log_redaction

    # every line the CLI prints or logs passes through redaction (an upstream error may echo a key)
    install_log_redaction()
    if not isinstance(sys.stdout, RedactingStream):
        sys.stdout, sys.stderr = RedactingStream(sys.stdout), RedactingStream(sys.stderr)
    try:
        app()
    except AgentSearchError as exc:
        from rich.console import Console
        from rich.markup import escape

        # escaped: a message such as "pip install 'agentsearch[server]'" is text, not Rich markup
        Console(stderr=True).print(f"[red]error:[/red] {escape(str(exc))}", highlight=False, soft_wrap=True)
        sys.exit(2)
