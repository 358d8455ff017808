"""Where things live: the bundled demo app and the app directory a command works on."""

from __future__ import annotations

from pathlib import Path

from agentsearch.errors import ConfigError

__all__ = ["DEMO_APP_DIR", "resolve_app_dir"]

#: The bundled demo app (assistant `demo`, a KB of sample documents, a sample SQLite shop database).
DEMO_APP_DIR = Path(__file__).resolve().parent / "demo_app"


def resolve_app_dir(app: Path | str | None) -> Path:
    """The app directory to use: the given one (which must exist), else the bundled demo app."""
    if app is None or str(app) == "":
        return DEMO_APP_DIR
    path = Path(app).expanduser().resolve()
    if not path.is_dir():
        raise ConfigError("app directory does not exist", file=str(path))
    return path
