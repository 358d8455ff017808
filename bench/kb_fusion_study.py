"""Fusion and rerank rules compared on every replayed set at once (bench.kb_replay; a study tool).

`python -m bench kb_fusion_study [PATTERN]` prints, per set, nDCG@10 of keyword, vector and each
fusion candidate, and each candidate's smallest and mean margin over max(keyword, vector); the rule to
keep is the one whose smallest margin over all sets is largest (it must win everywhere, not on
average). `--rerank` compares second-stage variants (top N, weight of the second model) on the sets
replayed with `--second`, as gains over the adaptive fusion. The candidates are the ones docs/kb.md
("Second pass") reports.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable

import numpy as np

from agentsearch.handlers.kb import fusion
from agentsearch.handlers.kb.collection import LANGUAGE_TOP
from agentsearch.handlers.kb.evaluation import ndcg_at_k, ranked_documents, recall_at_k
from agentsearch.handlers.kb.store.base import Hit
from bench.kb_replay import QueryCandidates, document_of, load

Rule = Callable[[QueryCandidates], dict[str, float]]
Table = dict[str, dict[str, tuple[float, float]]]


def _hits(q: QueryCandidates) -> list[Hit]:
    return [Hit(c, s) for c, s in q.keyword]


def keyword(q: QueryCandidates) -> dict[str, float]:
    n = len(q.keyword)
    return {c: float(n - i) for i, (c, _) in enumerate(q.keyword)}


def vector(q: QueryCandidates) -> dict[str, float]:
    n = len(q.vector_order)
    return {c: float(n - i) for i, c in enumerate(q.vector_order)}


def adaptive(q: QueryCandidates) -> dict[str, float]:
    """The search's rule: the near chunks' languages read when the replay recorded them."""
    near = None
    if q.multilingual and q.langs:
        top = sorted(q.cosine, key=lambda c: -q.cosine[c])[:LANGUAGE_TOP]
        near = {c: q.langs.get(c) == q.asked for c in top}
    return fusion.adaptive_fusion(q.cosine, q.background, _hits(q), None, near)


def rrf(q: QueryCandidates) -> dict[str, float]:
    return fusion.rrf([q.vector_order, [c for c, _ in q.keyword]])


def old_score(q: QueryCandidates) -> dict[str, float]:
    return fusion.score_fusion(q.cosine, fusion.keyword_scores(_hits(q)))


def _standout(values: list[float], n: int = 50) -> float:
    """z of the best of the first n values, zero-padded (fusion.keyword_standout without the floor)."""
    padded = values[:n] + [0.0] * max(0, n - len(values))
    if not values:
        return 0.0
    mean = sum(padded) / n
    std = math.sqrt(sum((v - mean) ** 2 for v in padded) / n)
    return (max(padded) - mean) / std if std > 1e-12 else 0.0


def _sides(q: QueryCandidates) -> tuple[dict[str, float], dict[str, float], float]:
    mean, std = q.background
    evidence = {c: (v - mean) / max(std, 1e-6) for c, v in q.cosine.items()}
    best = max((s for _, s in q.keyword), default=0.0)
    words = {c: s / best for c, s in q.keyword} if best > 0 else {}
    return evidence, words, max(evidence.values(), default=0.0)


def weighted(
    share: float = 0.5,
    standout: float = 0.5,
    floor: float = 2.0,
    agree: float = 0.0,
    gate: tuple[float, float] | None = None,
) -> Rule:
    """The adaptive family: evidence + w·BM25/best, w = share·top + standout·(gap − floor), optionally
    scaled by the agreement of the two top-10 lists or gated by each chunk's own vector evidence."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        weight = share * max(1.0, top) + standout * max(0.0, _standout([s for _, s in q.keyword]) - floor)
        if agree:
            first = [c for c, _ in q.keyword[:10]]
            overlap = len(set(first) & set(q.vector_order[:10])) / max(1, len(first))
            weight *= 1 + agree * (0.35 - overlap)
        out: dict[str, float] = {}
        for c in set(evidence) | set(words):
            factor = 1.0
            if gate is not None:
                low, high = gate
                factor = min(1.0, max(0.0, (evidence.get(c, 0.0) / max(1.0, top) - low) / (high - low)))
            out[c] = evidence.get(c, 0.0) + weight * words.get(c, 0.0) * factor
        return out

    return rule


def by_standouts(power: float = 1.0, floor: float = 0.0, mix: float = 0.0) -> Rule:
    """Each side weighted by how far its own best stands out of its top 60 (a share, mixed towards
    equal weights by `mix`), the vector side read relative to its best."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        cosines = sorted(q.cosine.values(), reverse=True)[:60]
        sv = max(0.0, _standout(cosines, len(cosines)) - floor) ** power
        sk = max(0.0, _standout([s for _, s in q.keyword]) - floor) ** power
        total = sv + sk if sv + sk > 0 else 1.0
        wv, wk = (1 - mix) * sv / total + mix / 2, (1 - mix) * sk / total + mix / 2
        scale = max(1.0, top)
        return {
            c: wv * evidence.get(c, 0.0) / scale + wk * words.get(c, 0.0) for c in set(evidence) | set(words)
        }

    return rule


def confidence(power: float = 0.5, low: float = 0.25, high: float = 4.0, share: float = 0.5) -> Rule:
    """Adaptive, its keyword weight scaled per query by (keyword standout / vector standout)^power,
    clipped to [low, high]: each side's confidence from how far its own best stands out of its list."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        gap = _standout([s for _, s in q.keyword])
        cosines = sorted(q.cosine.values(), reverse=True)[:60]
        spread = _standout(cosines, len(cosines))
        weight = share * max(1.0, top) + 0.5 * max(0.0, gap - 2.0)
        weight *= min(high, max(low, gap / spread if spread > 1e-9 else high)) ** power
        return {c: evidence.get(c, 0.0) + weight * words.get(c, 0.0) for c in set(evidence) | set(words)}

    return rule


def plausible(power: float = 1.0, level: float = 0.5, low: float = 0.25, high: float = 2.0) -> Rule:
    """Adaptive, its keyword weight scaled per query by how plausible BM25's first 5 hits look to the
    vector side (their mean vector evidence over the best, against `level`), clipped to [low, high]."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        weight = 0.5 * max(1.0, top) + 0.5 * max(0.0, _standout([s for _, s in q.keyword]) - 2.0)
        first = [c for c, _ in q.keyword[:5]]
        if first and top > 0:
            seen = float(np.mean([max(0.0, evidence.get(c, 0.0)) for c in first])) / max(1.0, top)
            weight *= min(high, max(low, seen / level)) ** power
        return {c: evidence.get(c, 0.0) + weight * words.get(c, 0.0) for c in set(evidence) | set(words)}

    return rule


def keyword_by_distribution(share: float = 0.5) -> Rule:
    """BM25 read by its distribution (z over its first 50 hits, zero-padded, over the best's z) instead
    of over its maximum, weighted as adaptive."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        values = [s for _, s in q.keyword[:50]]
        padded = values + [0.0] * (50 - len(values))
        mean = sum(padded) / 50
        std = math.sqrt(sum((v - mean) ** 2 for v in padded) / 50) or 1.0
        best = (max(padded) - mean) / std
        raw = dict(q.keyword)
        standout = 0.5 * max(0.0, best - 2.0)
        return {
            c: evidence.get(c, 0.0)
            + (share * max(1.0, top) * ((raw[c] - mean) / std) / best if c in raw and best > 0 else 0.0)
            + standout * words.get(c, 0.0)
            for c in set(evidence) | set(words)
        }

    return rule


def boosted(
    share: float = 0.3, standout: float = 0.25, floor: float = 2.0, below: float = 4.0, boost: float = 2.0
) -> Rule:
    """The adaptive family with a smaller keyword share, plus `boost` per σ that the query's best
    vector evidence falls short of `below` (vectors that single nothing out leave more to BM25)."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        gap = _standout([s for _, s in q.keyword])
        weight = share * max(1.0, top) + standout * max(0.0, gap - floor) + boost * max(0.0, below - top)
        return {c: evidence.get(c, 0.0) + weight * words.get(c, 0.0) for c in set(evidence) | set(words)}

    return rule


def margins_of(table: Table, labels: list[str]) -> dict[str, dict[str, float]]:
    """Set → label → nDCG@10 margin over the better of the set's keyword and vector sides."""
    best = {n: max(table[n]["keyword"][0], table[n]["vector"][0]) for n in table}
    return {n: {label: table[n][label][0] - best[n] for label in labels} for n in table}


def leave_one_out(margins: dict[str, dict[str, float]], labels: list[str]) -> list[tuple[str, str, float]]:
    """The selection rule itself, scored leave one set out: for each set, the label with the best
    smallest margin (then mean) over the *other* sets, and its margin on the set left out."""
    rows: list[tuple[str, str, float]] = []
    for held in margins:
        rest = [n for n in margins if n != held]

        def score(label: str, rest: list[str] = rest) -> tuple[float, float]:
            values = [margins[n][label] for n in rest]
            return min(values), float(np.mean(values))

        pick = max(labels, key=score)
        rows.append((held, pick, margins[held][pick]))
    return rows


def held_out_selection(table: Table, labels: list[str]) -> None:
    """`leave_one_out` over the table's sets, printed."""
    rows = leave_one_out(margins_of(table, labels), labels)
    for name, pick, margin in rows:
        print(f"  {name:28} picked without it: {pick:24} margin there {margin:+.3f}")
    held = [m for _, _, m in rows]
    print(f"  held out: min {min(held):+.3f}, mean {float(np.mean(held)):+.3f}")


def reranked(top: int = 20, beta: float = 1.0) -> Rule:
    """rerank.py's combination on the replayed second-model cosines: standardised first-stage logit +
    beta · standardised second cosine over the top chunks, which move above the rest."""

    def standardised(x: np.ndarray) -> np.ndarray:
        s = float(x.std())
        out: np.ndarray = (x - x.mean()) / (s if s > 1e-9 else 1.0)
        return out

    def rule(q: QueryCandidates) -> dict[str, float]:
        base = adaptive(q)
        head = [c for c in sorted(base, key=lambda c: (-base[c], c))[:top] if c in q.second]
        if len(head) < 2:
            return base
        first = np.clip(np.array([base[c] for c in head]), 1e-6, 1 - 1e-6)
        combined = standardised(np.log(first / (1 - first))) + beta * standardised(
            np.array([q.second[c] for c in head])
        )
        lift = max(base.values()) + 10.0
        return {**base, **{c: lift + float(v) for c, v in zip(head, combined, strict=True)}}

    return rule


def _ranking(scores: dict[str, float], k: int = 30) -> list[str]:
    ranked = sorted(scores.items(), key=lambda p: (-p[1], p[0]))[:k]
    return ranked_documents([document_of(c) for c, _ in ranked])


def evaluate(
    sets: dict[str, list[QueryCandidates]], rules: dict[str, Rule], lang: str | None = None
) -> Table:
    out: Table = {}
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


def candidates() -> dict[str, Rule]:
    rules: dict[str, Rule] = {"old": old_score, "rrf": rrf, "adaptive": adaptive}
    for share in (0.3, 0.5, 0.7):
        for standout in (0.25, 0.5, 0.75):
            rules[f"w {share}/{standout}"] = weighted(share, standout)
    for floor in (1.0, 1.5, 2.5, 3.0):
        rules[f"floor {floor}"] = weighted(floor=floor)
    for agree in (0.5, 1.0, 2.0):
        rules[f"agree {agree}"] = weighted(agree=agree)
    for gate in ((0.0, 0.3), (0.0, 0.5), (0.3, 0.6)):
        rules[f"gate {gate[0]}-{gate[1]}"] = weighted(gate=gate)
    for power in (0.5, 1.0, 2.0, 3.0):
        for mix in (0.0, 0.3):
            rules[f"standouts p{power} m{mix}"] = by_standouts(power, 1.0, mix)
    # third pass (docs/kb.md): per-query confidence of each side, plausibility, BM25 by distribution
    for power in (0.25, 0.5, 1.0):
        rules[f"confidence p{power}"] = confidence(power)
    for power in (0.5, 1.0):
        for level in (0.3, 0.5, 0.7):
            rules[f"plausible p{power} l{level}"] = plausible(power, level)
    rules["bm25 z"] = keyword_by_distribution()
    rules["bm25 z s0.7"] = keyword_by_distribution(0.7)
    for share, standout in ((0.25, 0.0), (0.3, 0.25), (0.3, 0.5)):
        rules[f"share {share}/{standout}"] = weighted(share, standout)
        for below, boost in ((4.0, 2.0), (5.0, 0.5), (5.0, 2.0)):
            rules[f"boost {share}/{standout} <{below:g}σ ×{boost:g}"] = boosted(
                share, standout, 2.0, below, boost
            )
    return rules


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench kb_fusion_study")
    parser.add_argument("pattern", nargs="?", default="*")
    parser.add_argument("--rerank", action="store_true", help="second-stage variants instead")
    parser.add_argument("--lang", help="score only the queries of this language (en, zh)")
    args = parser.parse_args(sys.argv[2:])
    sets = load(args.pattern)
    if args.rerank:
        sets = {k: v for k, v in sets.items() if any(q.second for q in v if args.lang in (None, q.lang))}
        rules: dict[str, Rule] = {"adaptive": adaptive}
        for top in (5, 10, 20):
            for beta in (0.5, 1.0, 2.0):
                rules[f"rerank top {top} beta {beta}"] = reranked(top, beta)
        table = evaluate(sets, rules, args.lang)
        print(f"{'rule':24}" + "".join(f"{s[:18]:>19}" for s in table))
        for label in rules:
            gains = [table[s][label][0] - table[s]["adaptive"][0] for s in table]
            print(
                f"{label:24}"
                + "".join(f"{table[s][label][0]:19.3f}" for s in table)
                + f"  gain min {min(gains):+.3f} mean {float(np.mean(gains)):+.3f}"
            )
        return
    rules = {"keyword": keyword, "vector": vector, **candidates()}
    table = evaluate(sets, rules, args.lang)
    print(f"{'set':28}{'keyword':>9}{'vector':>9}{'adaptive':>9}")
    for name, row in table.items():
        print(f"{name:28}{row['keyword'][0]:9.3f}{row['vector'][0]:9.3f}{row['adaptive'][0]:9.3f}")
    names = list(table)
    print(f"\n{'candidate':22}{'min margin':>12}{'mean margin':>12}  margin per set: " + ", ".join(names))
    for label in (r for r in rules if r not in ("keyword", "vector")):
        margins = [table[n][label][0] - max(table[n]["keyword"][0], table[n]["vector"][0]) for n in names]
        per_set = " ".join(f"{m:+.3f}" for m in margins)
        print(f"{label:22}{min(margins):+12.3f}{float(np.mean(margins)):+12.3f}  {per_set}")
    print("\nchoosing by the smallest margin, each set left out of the choice:")
    held_out_selection(table, [r for r in rules if r not in ("keyword", "vector")])


if __name__ == "__main__":
    main()
