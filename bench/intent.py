"""Intent classifier figures on the independent labelled sets (bench/eval/intent/), beside the old regex
table (`intent_regex_v1`, the classifier before issue 17) measured in the same run: accuracy per intent
and language, and queries per second.

    python -m bench intent               # dev (now training data) + speed + need-search dev half
    python -m bench.intent --heldout     # held-out accuracy: each writer's set left out in turn
    python -m bench.intent --test        # also the frozen fresh set (FROZEN_SETS): score it once, at the end

Every set but the frozen one is training data now (`dev.jsonl`, `test.jsonl` and `test2.jsonl` were
each scored once), so their plain accuracy says little. `--heldout` retrains the head without one
training file (on all the others, the shipped temperature) and scores the one left out: the figures to
tune on. The files come from different writers, so leaving one out measures generalisation to a writer
the head has not read. The frozen set is `intent_train.FROZEN_SETS` (written by a helper who read no code
and no old query; its digests are in FROZEN.sha256); `intent_train` refuses to read it.

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
from agentsearch.nlp.intent_train import FROZEN_SETS
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


def heldout(names: list[str] | None = None) -> dict[str, float]:
    """Train on every training file but one, score the one left out (fused decision rules)."""
    from agentsearch.nlp.intent import fused_result
    from agentsearch.nlp.intent_model import IntentHead, featurize, load_head
    from agentsearch.nlp.intent_signals import match_signals
    from agentsearch.nlp.intent_train import default_training_files, fit, load_exemplars

    shipped = load_head()
    temperature = shipped.temperature if shipped is not None else 1.0
    files = default_training_files()
    scores = {}
    for left_out in files:
        if names is not None and left_out.name not in names:
            continue
        kept = [path for path in files if path != left_out]
        texts, labels = load_exemplars(*kept)
        head = IntentHead(fit(featurize(texts), labels), temperature, INTENTS)
        rows = [json.loads(line) for line in left_out.read_text("utf-8").splitlines() if line.strip()]
        queries = [" ".join(row["query"].split()) for row in rows]
        probabilities = head.probabilities(featurize(queries))
        results = [fused_result(q, match_signals(q), p) for q, p in zip(queries, probabilities, strict=True)]
        scores[left_out.name] = accuracy(f"{left_out.name} held out", rows, results, misses=False)
    print(f"  mean held-out accuracy: {sum(scores.values()) / len(scores):.1%}")
    return scores


def disjoint_from_training(name: str) -> None:
    """The same scoring restricted to queries that are in no training file (independent writers do
    write the same common queries: "capital of australia", "git undo last commit")."""
    from agentsearch.nlp.intent_train import default_training_files, load_exemplars

    seen = {text.lower() for text in load_exemplars(*default_training_files())[0]}
    rows = [row for row in load(name) if " ".join(row["query"].split()).lower() not in seen]
    queries = [row["query"] for row in rows]
    print(f"\n{name}, the {len(rows)} queries in no training file")
    accuracy("fused classifier", rows, classify_batch(queries), misses=False)
    accuracy("old regex classifier (baseline)", rows, [intent_result(classify_v1(q)) for q in queries], False)


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
    if "--heldout" in args:
        print("\nheld-out accuracy, one training file left out at a time")
        heldout()
    if "--test" in args:
        test_name, needsearch_name = FROZEN_SETS
        if not (EVAL / test_name).exists():
            print(f"\nthe next frozen set ({test_name}, {needsearch_name}) is not written yet")
            return
        print(f"\nfrozen fresh set {test_name} (scored once)")
        check_frozen()
        half(test_name)
        disjoint_from_training(test_name)
        rows = load(needsearch_name)
        right = sum(need_search_builtin(row["query"]).need_search == row["need_search"] for row in rows)
        print(f"  need-search builtin, {needsearch_name}: {right}/{len(rows)} = {right / len(rows):.1%}")
        for row in rows:
            if need_search_builtin(row["query"]).need_search != row["need_search"]:
                print(f"    {row['query']!r}: expected {row['need_search']}")


if __name__ == "__main__":
    main()
