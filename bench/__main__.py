"""Run every benchmark module listed in BENCHMARKS (or those named on the command line).

Each module has a `main()` that prints its figures. `python -m bench searcher kb` runs two of them;
options after a name are that benchmark's (`python -m bench text2sql --suite DIR`): it reads them
from `sys.argv[2:]`, set to them while it runs.
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

_HERE = Path(__file__).resolve().parent

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
    "kb_scale",
    "kb_scifact",
    "kb_peer",
    "sources",
]


def _split(args: list[str]) -> list[tuple[str, list[str]]]:
    """[name, option…, name, …] → (name, its options); a name is a module of bench/."""
    runs: list[tuple[str, list[str]]] = []
    for arg in args:
        if not arg.startswith("-") and (_HERE / f"{arg}.py").is_file() and not arg.startswith("_"):
            runs.append((arg, []))
        elif runs:
            runs[-1][1].append(arg)
        else:
            raise SystemExit(f"unknown benchmark {arg!r} (one of: {', '.join(BENCHMARKS)})")
    return runs


def run(names: list[str]) -> int:
    failed = 0
    program = sys.argv[0]
    for name, options in _split(names):
        print(f"\n=== bench.{name} ===", flush=True)
        started = time.perf_counter()
        sys.argv = [program, name, *options]
        try:
            importlib.import_module(f"bench.{name}").main()
        except SystemExit as exc:  # a benchmark's bad option (argparse): its line, then the others
            if exc.code not in (None, 0):
                failed += 1
                print(f"!! bench.{name}: exit {exc.code}", flush=True)
        except Exception as exc:  # a broken benchmark must not hide the others' figures
            failed += 1
            print(f"!! bench.{name} failed: {type(exc).__name__}: {exc}", flush=True)
        finally:
            sys.argv = [program, *names]
        print(f"(bench.{name} took {time.perf_counter() - started:.1f}s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:] or BENCHMARKS))
