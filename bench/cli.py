"""CLI start-up: `agentsearch --help` and a command that does not embed, beside the minimal equivalent.

Baselines measured in the same run, interleaved: `python -c pass` (the interpreter alone) and a
minimal Typer app with the same ten commands and a Rich help page (what any Typer CLI pays). Target
(issue 12): `--help` <= 0.3 s wall; no embedder or model runtime imported for commands that do not
embed. Figures are the median of N runs, CPU time (user + sys) of the child beside wall time.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 15

MINIMAL_TYPER = """
import typer
app = typer.Typer(no_args_is_help=True, add_completion=False)
for name in ["search", "demo", "init", "chat", "serve", "api-key", "layer", "kb", "store", "db"]:
    app.command(name, help=f"The {name} command.")(lambda: None)
app()
"""

PROBE = (
    "import sys, runpy\n"
    "sys.argv = ['agentsearch', *sys.argv[1:]]\n"
    "try:\n    runpy.run_module('agentsearch.cli', run_name='__main__')\nexcept SystemExit:\n    pass\n"
    "print(sorted(m for m in ('onnxruntime', 'tokenizers', 'usearch', 'sqlalchemy', 'fastapi')"
    " if m in sys.modules), file=sys.stderr)\n"
)


def _time(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    data = tempfile.mkdtemp(prefix="agentsearch-bench-cli-")
    env = {**os.environ, "XDG_DATA_HOME": data}
    cases = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "minimal Typer app --help": [sys.executable, "-c", MINIMAL_TYPER, "--help"],
        "agentsearch --help": [sys.executable, "-m", "agentsearch.cli", "--help"],
        "agentsearch kb list": [sys.executable, "-m", "agentsearch.cli", "kb", "list", "--json"],
    }
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
    for _ in range(RUNS):  # interleaved, so a busy moment hits every case alike
        for name, argv in cases.items():
            samples[name].append(_time(argv, env))
    print(f"{'case':28} {'wall p50':>9} {'cpu p50':>9}   (median of {RUNS})")
    for name, values in samples.items():
        wall = statistics.median(v[0] for v in values)
        cpu = statistics.median(v[1] for v in values)
        print(f"{name:28} {wall * 1000:7.0f}ms {cpu * 1000:7.0f}ms")
    for args in (["--help"], ["kb", "list"]):
        probe = subprocess.run(
            [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, env=env, check=False
        )
        loaded = probe.stderr.strip().splitlines()[-1] if probe.stderr.strip() else "?"
        print(f"heavy modules imported by `agentsearch {' '.join(args)}`: {loaded}")


if __name__ == "__main__":
    main()
