"""`agentsearch serve` (the HTTP server and web page) and `agentsearch api-key` (create a key).

With no key configured, `serve` makes a one-off key for the local user `local`, keeps only its digest
in the workers' environment and prints a page URL carrying it (`/#key=...`; the page moves it to
localStorage and strips it from the address bar), the way notebook servers hand out a token.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import typer
from rich.console import Console

from agentsearch.cli import app
from agentsearch.errors import ConfigError
from agentsearch.paths import resolve_app_dir
from agentsearch.redaction import unredacted

__all__ = ["api_key", "serve"]

_out = Console()


def _shown_once() -> Console:
    """Output that bypasses the CLI's redaction: a key this command just created is shown on purpose."""
    return Console(file=unredacted(sys.stdout))


@app.command()
def serve(
    app_dir: Path | None = typer.Option(None, "--app", help="App directory (default: the bundled demo app)."),
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to bind."),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="Port to bind."),
    workers: int = typer.Option(
        1, "--workers", min=1, max=64, help="Worker processes (they share state via the DB)."
    ),
) -> None:
    """Serve the chat API, the references API and the web page."""
    from agentsearch.extras import require

    require("fastapi", "agentsearch serve")
    uvicorn = require("uvicorn", "agentsearch serve")

    from agentsearch.server.app import ENV_APP_DIR, ENV_MAX_BODY, ENV_MAX_RUNS, env_int
    from agentsearch.server.auth import ENV_KEYS, KeyRing, generate_key, hash_key

    directory = resolve_app_dir(app_dir)
    for setting in (ENV_MAX_BODY, ENV_MAX_RUNS):
        env_int(setting, 0)  # a bad value is one line here, not a traceback in every worker
    os.environ[ENV_APP_DIR] = str(directory)
    _prepare_store(directory)
    ring = KeyRing.load(directory)
    page = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}/"
    if len(ring) == 0:
        key = generate_key()
        existing = os.environ.get(ENV_KEYS, "").strip()
        if existing:
            raise ConfigError("no valid keys", key=ENV_KEYS)
        os.environ[ENV_KEYS] = f'[{{hash: "{hash_key(key)}", user_id: local, name: one-off}}]'
        where = directory / "agent" / "keys.yml"
        _out.print(f"No API keys configured in {where}; a one-off key for user 'local':")
        shown = _shown_once()
        shown.print(f"  {key}")
        shown.print(f"Open {page}#key={key}", soft_wrap=True)
    else:
        _out.print(f"{len(ring)} API key(s) loaded. Open {page}")
    uvicorn.run(
        "agentsearch.server.app:app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="info",
    )


def _prepare_store(directory: Path) -> None:
    """Open and migrate the store once, before any worker starts: a bad URL or an unreachable database
    is one line here (not a traceback per worker), and N workers never race to create the tables."""
    from agentsearch.server.app import ENV_STORE_SCHEMA, default_data_dir, default_store_url
    from agentsearch.store.chat_store import ChatStore

    url = default_store_url(default_data_dir(directory))
    schema = os.environ.get(ENV_STORE_SCHEMA, "").strip() or None
    ChatStore.open_sync(url, schema=schema).close_sync()


@app.command("api-key")
def api_key(
    user: str = typer.Option(..., "--user", help="User id the key acts as."),
    team: str = typer.Option("", "--team", help="Team id of the user."),
    name: str = typer.Option("", "--name", help="A label for the key."),
    scope: str = typer.Option("", "--scope", help="Data constraint: team or owner (default: none)."),
    app_dir: Path | None = typer.Option(
        None, "--app", help="App directory; its agent/keys.yml gets the digest."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the key and where its digest went as JSON."),
) -> None:
    """Create an API key: its SHA-256 digest goes into <app>/agent/keys.yml, the key is printed once."""
    from agentsearch.server.auth import append_key, keys_file

    if app_dir is None:
        raise ConfigError("--app is required (the bundled demo app is read-only)", key="--app")
    directory = resolve_app_dir(app_dir)
    key = append_key(
        keys_file(directory),
        user_id=user.strip(),
        team_id=team.strip(),
        name=name.strip(),
        scope=scope.strip(),
    )
    if as_json:
        import json

        payload = {"key": key, "user": user.strip(), "keys_file": str(keys_file(directory))}
        typer.echo(json.dumps(payload), file=unredacted(sys.stdout))
        return
    _shown_once().print(key)
