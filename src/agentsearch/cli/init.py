"""`agentsearch init DIR`: a new app directory that works on its first run.

It is a copy of the bundled demo app (assistant, search.yml with its KB and DB seeds, models, seed
files), so the user starts from something that answers, then edits `agent/search.yml` to point at
their own documents and database. Data is kept in `DIR/data`.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Annotated

import typer

from agentsearch.cli import app
from agentsearch.errors import ConfigError
from agentsearch.paths import DEMO_APP_DIR


@app.command("init")
def init(
    directory: Annotated[
        Path, typer.Argument(help="The app directory to create (must not exist or be empty).")
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Create a new app directory (a copy of the demo app) that works on its first run."""
    target = directory.expanduser().resolve()
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise ConfigError("already exists and is not an empty directory", file=str(target))
    shutil.copytree(
        DEMO_APP_DIR,
        target,
        dirs_exist_ok=True,
        ignore=shutil.ignore_patterns("data", "__pycache__", "*.pyc"),
    )
    if as_json:
        typer.echo(json.dumps({"app": str(target), "data": str(target / "data")}))
        return
    typer.echo(
        f"created {target}\n"
        f"  data goes to {target / 'data'}\n"
        f"  try:   agentsearch search 'return policy' --app {directory}\n"
        f"  chat:  agentsearch chat demo 'Which Sony products cost under $400?' --app {directory}\n"
        f"  serve: agentsearch serve --app {directory}\n"
        "  then edit agent/search.yml (kb.seed / db.url) and add connectors/<name>.conn.yml for an LLM"
    )
