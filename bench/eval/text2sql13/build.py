"""Rebuild this suite's data.sql files from their seeds (`python3 build.py [--sqlite OUTDIR]`); the
shared tool is `bench/eval/text2sql_tools.py`."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from text2sql_tools import build_main  # noqa: E402
from text2sql_tools import load_sqlite as _load  # noqa: E402


def load_sqlite(schema: str, conn: sqlite3.Connection) -> None:
    """One schema of this suite into `conn` (what `bench text2sql` calls for a schema without data.sql)."""
    _load(HERE, schema, conn)


if __name__ == "__main__":
    sys.exit(build_main(HERE))
