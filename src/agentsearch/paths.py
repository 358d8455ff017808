"""Where things live: the bundled demo app, the app directory a command works on, and its data.

Every component that keeps files (the chat store, KB collections, the demo shop database, the web
cache) asks `app_data_dir` so that one setting moves them all.
"""

from __future__ import annotations

import os
from pathlib import Path

from agentsearch.errors import ConfigError

__all__ = ["DATA_DIR_ENV", "DEMO_APP_DIR", "app_data_dir", "is_demo_app", "resolve_app_dir"]

#: The bundled demo app (assistant `demo`, a KB of sample documents, a sample SQLite shop database).
DEMO_APP_DIR = Path(__file__).resolve().parent / "demo_app"

#: Overrides the data directory of whatever app is used.
DATA_DIR_ENV = "AGENTSEARCH_DATA_DIR"


def resolve_app_dir(app: Path | str | None) -> Path:
    """The app directory to use: the given one (which must exist), else the bundled demo app."""
    if app is None or str(app) == "":
        return DEMO_APP_DIR
    path = Path(app).expanduser().resolve()
    if not path.is_dir():
        raise ConfigError("app directory does not exist", file=str(path))
    return path


def is_demo_app(app_dir: Path | None) -> bool:
    """True for no app or the bundled demo app."""
    if app_dir is None:
        return True
    try:
        return app_dir.resolve() == DEMO_APP_DIR.resolve()
    except OSError:
        return False


def app_data_dir(app_dir: Path | None) -> Path:
    """`$AGENTSEARCH_DATA_DIR`, else `<app>/data`, else `./data` without an app.

    The bundled demo app may sit in a read-only site-packages; its data then goes to
    `~/.local/share/agentsearch/demo` instead of beside the package.
    """
    env = os.environ.get(DATA_DIR_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    if app_dir is None:
        return Path("data")
    if is_demo_app(app_dir) and not os.access(app_dir, os.W_OK):
        base = Path(os.environ.get("XDG_DATA_HOME", "") or Path.home() / ".local" / "share")
        return base / "agentsearch" / "demo"
    return app_dir / "data"
