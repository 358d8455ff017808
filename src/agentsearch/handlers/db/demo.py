"""The bundled demo shop database: built once from `demo_app/seed/shop.sql` into a SQLite file."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

from agentsearch.paths import DEMO_APP_DIR, is_demo_app

__all__ = ["DEMO_APP_DIR", "demo_seed_sql", "ensure_demo_database", "is_demo_app"]

_lock = threading.Lock()


def demo_seed_sql() -> str:
    return (DEMO_APP_DIR / "seed" / "shop.sql").read_text(encoding="utf-8")


def ensure_demo_database(path: str | os.PathLike[str]) -> str:
    """Create the demo SQLite file from the seed if it is missing; return its SQLAlchemy URL.

    The file is written beside its final place and renamed, so a concurrent reader never sees a
    half-built database.
    """
    target = Path(path).resolve()
    with _lock:
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
            partial.unlink(missing_ok=True)
            connection = sqlite3.connect(partial)
            try:
                # one transaction: statement-by-statement commits would fsync ~250 times
                connection.executescript("BEGIN;\n" + demo_seed_sql() + "\nCOMMIT;")
                connection.commit()
            finally:
                connection.close()
            os.replace(partial, target)
    return f"sqlite:///{target}"
