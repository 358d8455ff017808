"""The chat store's schema migrations, shipped in the package and run by `ChatStore.open`.

Each module in `versions/` is one revision: `revision`, `down_revision` and `upgrade(op)`, where `op`
is `agentsearch.store.migrate.Operations`. `MIGRATIONS` lists them in order; add a module and a line.
"""

from __future__ import annotations

from agentsearch.store.migrations.versions import v0001_initial, v0002_feedback

__all__ = ["MIGRATIONS"]

MIGRATIONS = (v0001_initial, v0002_feedback)
