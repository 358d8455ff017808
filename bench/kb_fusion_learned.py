"""A learned fusion against the hand-made adaptive rule, scored leave-one-corpus-out (a study tool).

Per candidate chunk, features of both sides (vector evidence z, its distance below the query's best,
BM25/best, BM25/best times the adaptive weight's two terms, reciprocal ranks, the two top-10 lists'
agreement, each side's standout) feed a pointwise logistic regression of relevance (L2, every set
weighted equally, Newton steps in numpy). Each replayed set is scored by the model fitted on the
*other* sets, which is what a corpus we have not seen gets; the margin over max(keyword, vector) per
set and its minimum are printed beside the adaptive rule's (which was chosen on these same sets, so
its figures are in-sample). `python -m bench kb_fusion_learned [PATTERN]` over `bench.kb_replay`'s
pickles; docs/kb.md ("Third pass") reports the run.
"""

from __future__ import annotations

import sys

import numpy as np
import numpy.typing as npt

from bench.kb_fusion_study import Rule, _sides, _standout, adaptive, evaluate, keyword, vector
from bench.kb_replay import QueryCandidates, document_of, load

Array = npt.NDArray[np.float64]

FEATURES = {
    "adaptive's terms": ["ev", "kr_top", "kr_gap"],
    "+ relative, bm25": ["ev", "rel", "kr", "kr_top", "kr_gap"],
    "+ ranks": ["ev", "rel", "kr", "kr_top", "kr_gap", "rrf_v", "rrf_k"],
    "+ agreement, standouts": ["ev", "rel", "kr", "kr_top", "kr_gap", "kr_agree", "kr_gv", "kr_gk"],
}


def features(q: QueryCandidates, names: list[str]) -> tuple[list[str], Array]:
    evidence, words, top = _sides(q)
    gap = _standout([s for _, s in q.keyword])
    cosines = sorted(q.cosine.values(), reverse=True)[:60]
    spread = _standout(cosines, len(cosines))
    vector_rank = {c: i for i, c in enumerate(q.vector_order)}
    keyword_rank = {c: i for i, (c, _) in enumerate(q.keyword)}
    first = [c for c, _ in q.keyword[:10]]
    overlap = len(set(first) & set(q.vector_order[:10])) / max(1, len(first))
    chunks = sorted(set(evidence) | set(words))
    rows = []
    for c in chunks:
        e, k = evidence.get(c, 0.0), words.get(c, 0.0)
        row = {
            "ev": e,
            "rel": e - top,
            "kr": k,
            "kr_top": k * max(1.0, top),
            "kr_gap": k * max(0.0, gap - 2.0),
            "rrf_v": 60.0 / (60 + vector_rank[c]) if c in vector_rank else 0.0,
            "rrf_k": 60.0 / (60 + keyword_rank[c]) if c in keyword_rank else 0.0,
            "kr_agree": k * overlap,
            "kr_gv": k * spread,
            "kr_gk": k * gap,
        }
        rows.append([row[n] for n in names])
    return chunks, np.array(rows, dtype=np.float64)


def _dataset(queries: list[QueryCandidates], names: list[str]) -> tuple[Array, Array]:
    xs, ys = [], []
    for q in queries:
        chunks, matrix = features(q, names)
        relevant = {d for d, g in q.qrels.items() if g > 0}
        xs.append(matrix)
        ys.extend(1.0 if document_of(c) in relevant else 0.0 for c in chunks)
    return np.vstack(xs), np.array(ys)


def fit(parts: list[tuple[Array, Array]], l2: float = 1.0) -> tuple[float, Array]:
    """Logistic regression on standardised features, each part (set) weighing the same in all."""
    x = np.vstack([p[0] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    weights = np.concatenate([np.full(len(p[1]), 1.0 / len(p[1])) for p in parts])
    weights *= len(y) / weights.sum()
    mean, std = x.mean(0), x.std(0) + 1e-9
    z = np.hstack([np.ones((len(x), 1)), (x - mean) / std])
    w = np.zeros(z.shape[1])
    penalty = l2 * np.diag(np.r_[0.0, np.ones(len(w) - 1)])
    for _ in range(50):
        p = 1 / (1 + np.exp(-z @ w))
        gradient = z.T @ (weights * (p - y)) + penalty @ w
        hessian = (z * (weights * p * (1 - p))[:, None]).T @ z + penalty
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    coef = w[1:] / std
    return float(w[0] - (w[1:] * mean / std).sum()), coef


def learned(intercept: float, coef: Array, names: list[str]) -> Rule:
    def rule(q: QueryCandidates) -> dict[str, float]:
        chunks, matrix = features(q, names)
        return dict(zip(chunks, (matrix @ coef + intercept).tolist(), strict=True))

    return rule


def main() -> None:
    sets = load(sys.argv[2] if len(sys.argv) > 2 else "*")
    base = evaluate(sets, {"keyword": keyword, "vector": vector, "adaptive": adaptive})
    names = list(base)

    def show(label: str, values: dict[str, float]) -> None:
        margins = [values[n] - max(base[n]["keyword"][0], base[n]["vector"][0]) for n in names]
        cells = " ".join(f"{values[n]:.3f} ({m:+.3f})" for n, m in zip(names, margins, strict=True))
        print(f"{label:34} min {min(margins):+.3f} mean {float(np.mean(margins)):+.3f}  {cells}")

    print("nDCG@10 (margin over max(keyword, vector)) per set: " + ", ".join(names))
    show("adaptive (in-sample)", {n: base[n]["adaptive"][0] for n in names})
    for label, columns in FEATURES.items():
        data = {n: _dataset(sets[n], columns) for n in names}
        held_out: dict[str, float] = {}
        for held in names:
            intercept, coef = fit([data[n] for n in names if n != held])
            rule = learned(intercept, coef, columns)
            held_out[held] = evaluate({held: sets[held]}, {"r": rule})[held]["r"][0]
        show(f"learned, {label}, held out", held_out)
        intercept, coef = fit([data[n] for n in names])
        inside = evaluate(sets, {"r": learned(intercept, coef, columns)})
        show(f"learned, {label}, in-sample", {n: inside[n]["r"][0] for n in names})


if __name__ == "__main__":
    main()
