"""Search layer figures: intent accuracy per intent on the labelled sets, classifier speed, and the
layer's own cost (expansion, merge, scoring, synthesis) with providers answering instantly in-process.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from pathlib import Path

from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer
from agentsearch.layer.sources import SourceCall, SourceReply
from agentsearch.nlp.intent import INTENTS, classify
from agentsearch.types import ResultItem, SearchType

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "layer"


def accuracy(name: str) -> None:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines if line.strip()]
    total: Counter[str] = Counter()
    right: Counter[str] = Counter()
    misses: list[str] = []
    for row in rows:
        got = classify(row["query"]).intent
        total[row["intent"]] += 1
        if got == row["intent"]:
            right[row["intent"]] += 1
        else:
            misses.append(f"    {row['query']!r}: expected {row['intent']}, got {got}")
    print(f"{name}: {sum(right.values())}/{len(rows)} = {sum(right.values()) / len(rows):.1%}")
    for intent in INTENTS:
        if total[intent]:
            print(f"  {intent:<12} {right[intent]:>3}/{total[intent]:<3} {right[intent] / total[intent]:.0%}")
    if misses:
        print("  misclassified:")
        print("\n".join(misses))


def speed() -> None:
    queries = [json.loads(line)["query"] for line in (DATA / "intents.jsonl").read_text("utf-8").splitlines()]
    classify("warm up")
    started = time.perf_counter()
    rounds = 20
    for _ in range(rounds):
        for query in queries:
            classify(query)
    elapsed = time.perf_counter() - started
    print(f"classifier: {rounds * len(queries) / elapsed:,.0f} queries/s")


async def instant(call: SourceCall) -> SourceReply:
    items = [
        ResultItem(
            type=SearchType.WEB,
            title=f"{call.query} result {i}",
            url=f"https://{call.source}{i % 7}.example/{i % 5}",
            content=f"{call.query} snippet about topic{i % 3} and more words",
            metadata={"published": f"2026-01-0{1 + i % 9}"},
        )
        for i in range(call.limit)
    ]
    return SourceReply(items=items, requests=1)


def overhead() -> None:
    env = LayerEnv(runner=instant)
    request = LayerRequest(query="Bun vs Deno performance", intent="auto", num=10, research=False)
    asyncio.run(run_layer(request, env))
    runs = 30
    started = time.perf_counter()
    for _ in range(runs):
        out = asyncio.run(run_layer(request, env))
    elapsed = (time.perf_counter() - started) / runs
    raw = len(out.queries) * 4 * 10
    print(
        f"layer overhead (deep, {len(out.queries)} sub-queries x 4 sources x 10 items = {raw} raw -> "
        f"{len(out.results)} merged, scored, synthesised): {elapsed * 1000:.1f} ms/run"
    )


def main() -> None:
    accuracy("intents.jsonl")
    accuracy("intents_holdout.jsonl")
    accuracy("intents_holdout2.jsonl")
    speed()
    overhead()


if __name__ == "__main__":
    main()
