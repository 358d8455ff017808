"""Run every benchmark module listed in BENCHMARKS (or those named on the command line).

Each module has a `main()` that prints its figures. `python -m bench searcher kb` runs two of them.
"""

from __future__ import annotations

import importlib
import sys
import time

BENCHMARKS = [
    "footprint",
    "cli",
    "server",
    "searcher",
    "layer",
    "intent",
    "store",
    "web",
    "runtime",
    "js_hooks",
    "db",
    "text2sql",
    "kb",
    "kb_hnsw",
    "kb_scifact",
    "kb_peer",
    "sources",
]


def run(names: list[str]) -> int:
    failed = 0
    for name in names:
        print(f"\n=== bench.{name} ===", flush=True)
        started = time.perf_counter()
        try:
            importlib.import_module(f"bench.{name}").main()
        except Exception as exc:  # a broken benchmark must not hide the others' figures
            failed += 1
            print(f"!! bench.{name} failed: {type(exc).__name__}: {exc}", flush=True)
        print(f"(bench.{name} took {time.perf_counter() - started:.1f}s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:] or BENCHMARKS))
