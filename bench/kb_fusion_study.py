"""Fusion and rerank rules compared on every replayed set at once (bench.kb_replay; a study tool).

`python -m bench kb_fusion_study [PATTERN]` prints, per set, nDCG@10 of keyword, vector and each rule,
and each rule's margin over max(keyword, vector); the rule to keep is the one whose smallest margin
over all sets is largest (it must win everywhere, not on average).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable

import numpy as np

from agentsearch.handlers.kb import fusion
from agentsearch.handlers.kb.evaluation import ndcg_at_k, ranked_documents, recall_at_k
from agentsearch.handlers.kb.store.base import Hit
from bench.kb_replay import QueryCandidates, document_of, load

Rule = Callable[[QueryCandidates], dict[str, float]]


def _hits(q: QueryCandidates) -> list[Hit]:
    return [Hit(c, s) for c, s in q.keyword]


def keyword(q: QueryCandidates) -> dict[str, float]:
    n = len(q.keyword)
    return {c: float(n - i) for i, (c, _) in enumerate(q.keyword)}


def vector(q: QueryCandidates) -> dict[str, float]:
    n = len(q.vector_order)
    return {c: float(n - i) for i, c in enumerate(q.vector_order)}


def adaptive(q: QueryCandidates) -> dict[str, float]:
    return fusion.adaptive_fusion(q.cosine, q.background, _hits(q))


def rrf(q: QueryCandidates) -> dict[str, float]:
    return fusion.rrf([q.vector_order, [c for c, _ in q.keyword]])


def old_score(q: QueryCandidates) -> dict[str, float]:
    return fusion.score_fusion(q.cosine, fusion.keyword_scores(_hits(q)))


def _ranking(scores: dict[str, float], k: int = 30) -> list[str]:
    ranked = sorted(scores.items(), key=lambda p: (-p[1], p[0]))[:k]
    return ranked_documents([document_of(c) for c, _ in ranked])


def evaluate(
    sets: dict[str, list[QueryCandidates]], rules: dict[str, Rule], lang: str | None = None
) -> dict[str, dict[str, tuple[float, float]]]:
    out: dict[str, dict[str, tuple[float, float]]] = {}
    for name, queries in sets.items():
        chosen = [q for q in queries if lang is None or q.lang == lang]
        if not chosen:
            continue
        qrels = {q.id: q.qrels for q in chosen}
        out[name] = {}
        for label, rule in rules.items():
            run = {q.id: _ranking(rule(q)) for q in chosen}
            out[name][label] = (ndcg_at_k(run, qrels), recall_at_k(run, qrels))
    return out


def report(table: dict[str, dict[str, tuple[float, float]]], rules: list[str]) -> None:
    print(f"{'set':28}" + "".join(f"{r[:12]:>13}" for r in ["keyword", "vector", *rules]))
    margins: dict[str, list[float]] = {r: [] for r in rules}
    for name, row in table.items():
        best = max(row["keyword"][0], row["vector"][0])
        print(f"{name:28}" + "".join(f"{row[r][0]:13.3f}" for r in ["keyword", "vector", *rules]))
        for r in rules:
            margins[r].append(row[r][0] - best)
    print(f"{'min margin':28}{'':26}" + "".join(f"{min(margins[r]):+13.3f}" for r in rules))
    print(f"{'mean margin':28}{'':26}" + "".join(f"{float(np.mean(margins[r])):+13.3f}" for r in rules))


def main() -> None:
    pattern = sys.argv[2] if len(sys.argv) > 2 else "*"
    sets = load(pattern)
    rules: dict[str, Rule] = {"keyword": keyword, "vector": vector, "old": old_score, "rrf": rrf}
    rules["adaptive"] = adaptive
    table = evaluate(sets, rules)
    report(table, [r for r in rules if r not in ("keyword", "vector")])
    _ = math


if __name__ == "__main__":
    main()
