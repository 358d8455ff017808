"""Fusion rules chosen leave one corpus out, on the pooled halves of every replayed corpus (a study tool).

`python -m bench kb_fusion_loo [PATTERN]` pools each corpus's replayed halves (bench.kb_replay,
`<corpus>-<embedder>.<split>`), scores keyword, vector and every candidate rule per corpus (nDCG@10,
documents by their best chunk), and then scores the choosing itself: for each corpus, the rule with
the best smallest margin over max(keyword, vector) on the *other* corpora, and that rule's margin on
the corpus left out. A rule is only as good as its held-out worst corpus: that is what a corpus we
have not seen gets. The search's rule reads the languages of the near chunks as the search does
(`Collection._near_languages`, replayed per candidate) for `fusion.imputed_keyword`, and the study's
`imputed` rules do the same; the adaptive, RRF and z-score families (and the imputation's `trust`
variants) scale the keyword side's weight by the share of the 10 nearest chunks written in the
query's language (`trust`, the search's rule before the imputation).
"""

from __future__ import annotations

import argparse
import re
import sys

import numpy as np

from agentsearch.handlers.kb.fusion import imputed_keyword
from bench.kb_fusion_study import (
    Rule,
    _sides,
    _standout,
    evaluate,
    keyword,
    leave_one_out,
    margins_of,
    vector,
)
from bench.kb_fusion_study import adaptive as library  # the search's rule
from bench.kb_replay import QueryCandidates, document_of, load

TRUST_TOP = 10  # the previous rule's language agreement read the 10 nearest


def trust(q: QueryCandidates) -> float:
    """The share of the 10 nearest chunks written in the query's language (1 for a one-language
    embedder or a replay without languages), as the search computes it."""
    if not q.multilingual or not q.langs:
        return 1.0
    top = sorted(q.cosine, key=lambda c: -q.cosine[c])[:TRUST_TOP]
    return sum(1 for c in top if q.langs.get(c) == q.asked) / max(1, len(top))


def _documents(order: list[str], k: int = 10) -> list[str]:
    return list(dict.fromkeys(document_of(c) for c in order))[:k]


def agreement(q: QueryCandidates, k: int = 10) -> float:
    """Overlap of the two sides' first k documents (0–1)."""
    words = _documents([c for c, _ in q.keyword], k)
    near = _documents(q.vector_order, k)
    return len(set(words) & set(near)) / max(1, min(len(words), len(near))) if words and near else 0.0


def adaptive(share: float = 0.5, standout: float = 0.5, floor: float = 2.0, shrink: float = 0.0) -> Rule:
    """fusion.adaptive_fusion's ranking, its keyword weight × trust × (1 − shrink·(1 − agreement))."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        gap = max(0.0, _standout([s for _, s in q.keyword]) - floor)
        weight = (share * max(1.0, top) + standout * gap) * trust(q)
        if shrink:
            weight *= 1 - shrink * (1 - agreement(q))
        return {c: evidence.get(c, 0.0) + weight * words.get(c, 0.0) for c in set(evidence) | set(words)}

    return rule


def imputed(
    share: float = 0.5, standout: float = 0.5, near: int = 20, lam: float = 1.0, with_trust: bool = False
) -> Rule:
    """adaptive's sum, and the chunks among the vector side's `near` nearest written in another
    language than the query get the keyword evidence `fusion.imputed_keyword` fills in for them (BM25
    cannot match them: theirs is missing, not zero); `lam` of the shortfall is added."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, words, top = _sides(q)
        gap = max(0.0, _standout([s for _, s in q.keyword]) - 2.0)
        weight = (share * max(1.0, top) + standout * gap) * (trust(q) if with_trust else 1.0)
        out = {c: evidence.get(c, 0.0) + weight * words.get(c, 0.0) for c in set(evidence) | set(words)}
        if not q.multilingual or not q.langs:
            return out
        seen = sorted(evidence, key=lambda c: -evidence[c])[:near]
        filled = imputed_keyword(evidence, words, {c: q.langs.get(c) == q.asked for c in seen})
        for c, value in filled.items():  # the search's line; `lam` of the shortfall is added
            out[c] += lam * weight * (value - words.get(c, 0.0))
        return out

    return rule


def weighted_rrf(k: int = 60, share: float = 1.0, shrink: float = 0.0) -> Rule:
    """1/(k + vector rank) + w/(k + keyword rank), w = share × trust × (1 − shrink·(1 − agreement))."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        weight = share * trust(q) * (1 - shrink * (1 - agreement(q)))
        out: dict[str, float] = {}
        for rank, c in enumerate(q.vector_order, 1):
            out[c] = 1 / (k + rank)
        for rank, (c, _) in enumerate(q.keyword, 1):
            out[c] = out.get(c, 0.0) + weight / (k + rank)
        return out

    return rule


def z_fusion(share: float = 0.5, shrink: float = 0.0, n: int = 50) -> Rule:
    """Both sides as z-scores over their own first n candidates (zero-padded BM25), summed with the
    keyword side × share × trust × (1 − shrink·(1 − agreement))."""

    def rule(q: QueryCandidates) -> dict[str, float]:
        evidence, _, _ = _sides(q)
        values = [s for _, s in q.keyword[:n]]
        padded = np.array(values + [0.0] * (n - len(values)))
        mean, std = float(padded.mean()), float(padded.std()) or 1.0
        weight = share * trust(q) * (1 - shrink * (1 - agreement(q)))
        words = {c: (s - mean) / std for c, s in q.keyword}
        floor_z = -mean / std  # a chunk without a keyword hit: BM25 0
        return {c: evidence.get(c, 0.0) + weight * words.get(c, floor_z) for c in set(evidence) | set(words)}

    return rule


def candidates() -> dict[str, Rule]:
    rules: dict[str, Rule] = {"adaptive (default)": library, "adaptive + trust (before)": adaptive()}
    for share in (0.25, 0.35, 0.5):
        for standout in (0.0, 0.25, 0.5):
            for shrink in (0.0, 0.5, 0.75, 1.0):
                if (share, standout, shrink) != (0.5, 0.5, 0.0):
                    rules[f"adaptive {share}/{standout} shrink {shrink}"] = adaptive(
                        share, standout, 2.0, shrink
                    )
    for share, standout in ((0.35, 0.25), (0.5, 0.25), (0.5, 0.5), (0.65, 0.5), (0.65, 0.75), (0.8, 0.5)):
        for near in (10, 20, 30):
            for lam in (0.75, 1.0):
                rules[f"imputed {share}/{standout} n{near} l{lam}"] = imputed(share, standout, near, lam)
        rules[f"imputed {share}/{standout} n20 trust"] = imputed(share, standout, 20, 1.0, True)
    for k in (10, 30, 60):
        for share in (0.5, 0.75, 1.0):
            for shrink in (0.0, 0.5, 1.0):
                rules[f"rrf k{k} w{share} shrink {shrink}"] = weighted_rrf(k, share, shrink)
    for share in (0.25, 0.5, 0.75, 1.0):
        for shrink in (0.0, 0.5, 1.0):
            rules[f"z w{share} shrink {shrink}"] = z_fusion(share, shrink)
    return rules


def pooled(sets: dict[str, list[QueryCandidates]]) -> dict[str, list[QueryCandidates]]:
    """`<corpus>-<embedder>.<split>` sets → one set per corpus-embedder (query ids made unique)."""
    out: dict[str, list[QueryCandidates]] = {}
    for name, queries in sets.items():
        corpus, _, split = name.rpartition(".")
        for q in queries:
            copy = QueryCandidates(**{**q.__dict__, "id": f"{split}:{q.id}"})
            out.setdefault(corpus, []).append(copy)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench kb_fusion_loo")
    parser.add_argument("pattern", nargs="?", default="*")
    parser.add_argument("--top", type=int, default=15, help="rules listed, by in-sample smallest margin")
    parser.add_argument("--rules", help="only the candidate rules whose label matches this regex")
    args = parser.parse_args(sys.argv[2:])
    sets = pooled(load(args.pattern))
    chosen = {k: v for k, v in candidates().items() if not args.rules or re.search(args.rules, k)}
    rules = {"keyword": keyword, "vector": vector, **chosen, "adaptive (default)": library}
    rules["adaptive + trust (before)"] = adaptive()
    table = evaluate(sets, rules)
    names = list(table)
    labels = [r for r in rules if r not in ("keyword", "vector")]
    margins = margins_of(table, labels)
    print(
        f"{'corpus (pooled halves)':28}{'queries':>8}{'keyword':>9}{'vector':>9}{'before':>9}{'adaptive':>9}"
    )
    for n in names:
        row = table[n]
        print(
            f"{n:28}{len(sets[n]):8}{row['keyword'][0]:9.3f}{row['vector'][0]:9.3f}"
            f"{row['adaptive + trust (before)'][0]:9.3f}{row['adaptive (default)'][0]:9.3f}"
        )
    ordered = sorted(labels, key=lambda r: (-min(margins[n][r] for n in names), r))
    print(f"\n{'rule':36}{'min':>8}{'mean':>8}  " + " ".join(f"{n[:12]:>12}" for n in names))
    for r in [*ordered[: args.top], "adaptive (default)", "adaptive + trust (before)"]:
        values = [margins[n][r] for n in names]
        print(
            f"{r:36}{min(values):+8.3f}{float(np.mean(values)):+8.3f}  "
            + " ".join(f"{v:+12.3f}" for v in values)
        )
    print("\nleave one corpus out (rule chosen on the others by their smallest margin):")
    rows = leave_one_out(margins, labels)
    for held, pick, margin in rows:
        print(
            f"  {held:28} {pick:36} {margin:+.3f}"
            f"   (before {margins[held]['adaptive + trust (before)']:+.3f})"
        )
    held_margins = [m for _, _, m in rows]
    print(f"  held out: min {min(held_margins):+.3f}, mean {float(np.mean(held_margins)):+.3f}")


if __name__ == "__main__":
    main()
