"""BEIR SciFact nDCG@10 through the batch CLI: keyword-only, vector-only and hybrid (both fusions),
with MiniLM (the default offline stack) and the distilled static embedder.

The collections are built once under bench/results/kb/ (or KB_SCIFACT_DATA) with `agentsearch kb add
--jsonl`; MiniLM needs ~12k chunk embeddings (10-40 minutes on 2 shared cores). Scores come from the
shared scorer `../shared/eval/scifact/score.py`. Published: BM25 0.665-0.679, all-MiniLM-L6-v2 0.645,
bge-small 0.713; goal hybrid ≥ 0.70.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCIFACT = Path(__file__).resolve().parents[2] / "shared" / "eval" / "scifact"
DATA = Path(os.environ.get("KB_SCIFACT_DATA", Path(__file__).resolve().parent / "results" / "kb" / "scifact"))
CLI = [str(Path(sys.executable).parent / "agentsearch")]
RUNS = [
    ("scifact", "keyword", ""),
    ("scifact", "vector", ""),
    ("scifact", "hybrid", "score"),
    ("scifact", "hybrid", "rrf"),
    ("scifact-m2v", "vector", ""),
    ("scifact-m2v", "hybrid", "score"),
    ("scifact-m2v", "hybrid", "rrf"),
]


def _cli(*args: str, capture: bool = True) -> str:
    done = subprocess.run(
        [*CLI, "kb", *args, "--data", str(DATA)], capture_output=capture, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"agentsearch kb {args[0]} failed: {done.stderr.strip()[-500:]}")
    return done.stdout


def ensure(name: str, embedder: str) -> None:
    listed = json.loads(_cli("list", "--json"))
    if not any(c["id"] == name for c in listed):
        _cli("create", name, "--embedder", embedder)
    documents = json.loads(_cli("list", name, "--json"))
    if len(documents) < 5183:
        started = time.perf_counter()
        print(f"ingesting SciFact into {name} ({embedder}); this takes a while ...", flush=True)
        print(_cli("add", name, "--jsonl", str(SCIFACT / "corpus.jsonl")).strip())
        print(f"ingestion took {time.perf_counter() - started:.0f}s", flush=True)


def score(run_file: Path) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, str(SCIFACT / "score.py"), str(run_file)], capture_output=True, text=True, check=True
    ).stdout
    return {k: float(v) for k, v in re.findall(r"([\w@]+):\s*([0-9.]+)", out)}


def run(
    collection: str, mode: str, fusion: str, queries: Path, workdir: Path
) -> tuple[dict[str, float], float]:
    args = [
        "search",
        collection,
        "--queries",
        str(queries),
        "--json",
        "--mode",
        mode,
        "--limit",
        "100",
        "--threshold",
        "0",
    ]
    if fusion:
        args += ["--fusion", fusion]
    started = time.perf_counter()
    lines = _cli(*args).splitlines()
    seconds = time.perf_counter() - started
    run_file = workdir / f"{collection}-{mode}-{fusion or 'x'}.jsonl"
    with run_file.open("w", encoding="utf-8") as handle:
        for line in lines:
            result = json.loads(line)
            ranked = list(dict.fromkeys(item["document_id"] for item in result["items"]))
            handle.write(json.dumps({"id": result["id"], "ranked": ranked}) + "\n")
    return score(run_file), seconds


def main() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    ensure("scifact", "minilm")
    ensure("scifact-m2v", "model2vec")
    workdir = Path(tempfile.mkdtemp(prefix="kb-scifact-"))
    queries = workdir / "queries.jsonl"
    with (
        (SCIFACT / "queries.jsonl").open(encoding="utf-8") as src,
        queries.open("w", encoding="utf-8") as dst,
    ):
        for line in src:
            record = json.loads(line)
            dst.write(json.dumps({"id": record["_id"], "query": record["text"]}) + "\n")
    print(f"{'collection':12} {'mode':8} {'fusion':6} {'nDCG@10':>8} {'R@100':>7} {'batch s':>8}")
    for collection, mode, fusion in RUNS:
        figures, seconds = run(collection, mode, fusion, queries, workdir)
        print(
            f"{collection:12} {mode:8} {fusion or '-':6} {figures.get('nDCG@10', 0):8.4f}"
            f" {figures.get('Recall@100', 0):7.4f} {seconds:8.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
