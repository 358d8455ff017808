"""Intent classifier figures on the independent labelled sets (bench/eval/intent/), beside the old regex
table (`intent_regex_v1`, the classifier before issue 17) measured in the same run: accuracy per intent
and language, and queries per second.

    python -m bench intent            # the dev half (the half we tuned on) + speed
    python -m bench.intent --test     # also the frozen test half: score it once, at the end

Speed is one `classify(query)` call per query (what the layer does per request); the model is loaded
before timing. It is reported per CPU-second of this process (`time.process_time`), because the
machine is shared and wall-clock rates swing with other jobs; the wall-clock rate is printed beside it.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from agentsearch.agent.needsearch import need_search_builtin
from agentsearch.nlp.intent import (
    INTENTS,
    IntentResult,
    classify,
    classify_batch,
    classify_rules,
    intent_result,
)
from bench.intent_regex_v1 import classify as classify_v1

EVAL = Path(__file__).resolve().parent / "eval" / "intent"


def load(name: str) -> list[dict[str, str]]:
    text = (EVAL / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def check_frozen() -> None:
    """The test half must be the file that was frozen before tuning (FROZEN.sha256)."""
    for line in (EVAL / "FROZEN.sha256").read_text().splitlines():
        digest, name = line.split()
        actual = hashlib.sha256((EVAL / name).read_bytes()).hexdigest()
        verdict = "matches FROZEN.sha256" if actual == digest else "DIFFERS from FROZEN.sha256"
        print(f"  {name}: sha256 {verdict}")


def accuracy(label: str, rows: list[dict[str, str]], results: list[IntentResult], misses: bool) -> float:
    total: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    wrong: list[str] = []
    for row, result in zip(rows, results, strict=True):
        key = (row["intent"], row["lang"])
        total[key] += 1
        if result.intent == row["intent"]:
            right[key] += 1
        else:
            wrong.append(
                f"    {row['query']!r}: {row['intent']} -> {result.intent} ({result.confidence:.2f})"
            )
    score = sum(right.values()) / len(rows)
    print(f"  {label}: {sum(right.values())}/{len(rows)} = {score:.1%}")
    cells = []
    for intent in INTENTS:
        en, zh = (intent, "en"), (intent, "zh")
        cells.append(f"{intent} {right[en]}/{total[en]} en {right[zh]}/{total[zh]} zh")
    print("    " + "; ".join(cells))
    if misses and wrong:
        print("\n".join(wrong))
    return score


def speed(label: str, fn: Callable[[str], object], queries: list[str], rounds: int = 5) -> float:
    fn(queries[0])
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(rounds):
        for query in queries:
            fn(query)
    calls = rounds * len(queries)
    rate = calls / (time.process_time() - cpu)
    wall_rate = calls / (time.perf_counter() - wall)
    print(f"  {label}: {rate:,.0f} queries per CPU-second ({wall_rate:,.0f}/s wall clock; {calls} calls)")
    return rate


def half(name: str) -> None:
    rows = load(name)
    queries = [row["query"] for row in rows]
    print(f"\n{name} ({len(rows)} queries)")
    accuracy("fused classifier", rows, classify_batch(queries), misses=True)
    accuracy("rule table alone (today's rules)", rows, [classify_rules(q) for q in queries], misses=False)
    baseline = [intent_result(classify_v1(q)) for q in queries]
    accuracy("old regex classifier (baseline)", rows, baseline, misses=False)


def need_search(which: str) -> None:
    rows = [row for row in load("needsearch.jsonl") if row["half"] == which]
    right = sum(need_search_builtin(row["query"]).need_search == row["need_search"] for row in rows)
    print(f"  need-search builtin, {which} half: {right}/{len(rows)} = {right / len(rows):.1%}")


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    half("dev.jsonl")
    queries = [row["query"] for row in load("dev.jsonl")]
    print("\nspeed")
    speed("fused classifier", classify, queries)
    speed("old regex classifier (baseline)", classify_v1, queries)
    started = time.process_time()
    classify_batch(queries * 5)
    rate = 5 * len(queries) / (time.process_time() - started)
    print(f"  fused, classify_batch: {rate:,.0f} queries per CPU-second")
    print("\nneed-search")
    need_search("dev")
    if "--test" in args:
        print("\nfrozen test half")
        check_frozen()
        half("test.jsonl")
        need_search("test")


if __name__ == "__main__":
    main()
