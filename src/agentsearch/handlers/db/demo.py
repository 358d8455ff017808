"""Databases built from a SQL seed script on first use (`db.seed`), such as the demo app's shop.

An app that ships its sample data as SQL (the bundled demo, or a copy made by `agentsearch init`)
declares `db.seed` in its search.yml instead of relying on a fallback inside the handler, so a copied
app keeps its database.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

from agentsearch.paths import DEMO_APP_DIR, is_demo_app

__all__ = ["DEMO_APP_DIR", "demo_seed_sql", "ensure_demo_database", "ensure_seed_database", "is_demo_app"]

_lock = threading.Lock()


def demo_seed_sql() -> str:
    return (DEMO_APP_DIR / "seed" / "shop.sql").read_text(encoding="utf-8")


def ensure_seed_database(path: str | os.PathLike[str], script: str | os.PathLike[str]) -> str:
    """Create the SQLite file at `path` from the SQL `script` if it is missing; return its URL.

    The file is written beside its final place and renamed, so a concurrent reader never sees a
    half-built database.
    """
    target = Path(path).resolve()
    with _lock:
        if not target.exists():
            sql = Path(script).read_text(encoding="utf-8")
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
            partial.unlink(missing_ok=True)
            connection = sqlite3.connect(partial)
            try:
                # one transaction: statement-by-statement commits would fsync ~250 times
                connection.executescript("BEGIN;\n" + sql + "\nCOMMIT;")
                connection.commit()
            finally:
                connection.close()
            os.replace(partial, target)
    return f"sqlite:///{target}"


def ensure_demo_database(path: str | os.PathLike[str]) -> str:
    """The demo shop database at `path` (built from the bundled seed on first use)."""
    return ensure_seed_database(path, DEMO_APP_DIR / "seed" / "shop.sql")
