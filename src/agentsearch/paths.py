"""Where things live: the app directory a command works on, and its data.

One rule for the CLI, the library and the server:
- the app is `--app DIR` (or `Searcher.from_app`), else `$AGENTSEARCH_APP`, else the bundled demo app;
- an app's data is `$AGENTSEARCH_DATA_DIR`, else `<app>/data` for an app of the user's, else the
  per-user data directory (`~/.local/share/agentsearch` on Linux, via platformdirs) for the bundled
  demo app or no app at all. Nothing is ever written into site-packages or, as a side effect, into the
  current directory.

Every component that keeps files (the chat store, KB collections, seeded databases, the web cache)
asks `app_data_dir`, so one setting moves them all.
"""

from __future__ import annotations

import os
from pathlib import Path

from agentsearch.errors import ConfigError

__all__ = [
    "APP_ENV",
    "DATA_DIR_ENV",
    "DEMO_APP_DIR",
    "app_data_dir",
    "is_demo_app",
    "resolve_app_dir",
    "user_data_dir",
]

#: The bundled demo app (assistant `demo`, a KB of sample documents, a sample SQLite shop database).
DEMO_APP_DIR = Path(__file__).resolve().parent / "demo_app"

#: Overrides the data directory of whatever app is used.
DATA_DIR_ENV = "AGENTSEARCH_DATA_DIR"

#: The app directory used when no `--app` is given.
APP_ENV = "AGENTSEARCH_APP"


def user_data_dir() -> Path:
    """The per-user data directory (XDG_DATA_HOME on Linux, the platform's equivalent elsewhere)."""
    from platformdirs import user_data_path

    return user_data_path("agentsearch", appauthor=False)


def resolve_app_dir(app: Path | str | None) -> Path:
    """The app directory to use: the given one, else `$AGENTSEARCH_APP`, else the bundled demo app.

    A named directory must exist (one clear error otherwise)."""
    if app is None or str(app) == "":
        app = os.environ.get(APP_ENV, "").strip() or None
        if app is None:
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
    """`$AGENTSEARCH_DATA_DIR`, else `<app>/data`, else the user data directory (demo app or none)."""
    env = os.environ.get(DATA_DIR_ENV, "").strip()
    if env:
        return Path(env).expanduser()
    if app_dir is None or is_demo_app(app_dir):
        return user_data_dir()
    return app_dir / "data"
