"""Hybrid fusion and the calibrated 0–1 score that `threshold` is applied to (docs/kb.md).

`adaptive` (default for new collections) puts both sides on scales that mean the same on any corpus
and with any embedder, weighs the keyword side per query by the vector side's scale and by how clearly
its best hit stands out, and maps the sum to a chance of relevance:

- vector evidence: how many standard deviations the chunk's cosine lies above the query's cosine with
  an even sample of the collection (`z = (cos - mean) / std`). Raw cosines are not comparable across
  embedders (e5 puts unrelated text near 0.75, MiniLM near 0.05); "4σ above a random chunk" is.
- keyword evidence: BM25 / the query's best BM25 (0–1), weighted per query by
  `KEYWORD_SHARE · top + STANDOUT_SHARE · max(0, gap - GAP_FLOOR)`: `top` = the query's best vector
  evidence, so the keyword side is read on the vector side's own scale (its best hit counts half the
  vector side's best, whatever the embedder's spread), and `gap` = the z-score of the best BM25 among
  the query's first keyword hits, so a query whose words single out a few chunks (a name, a flag, a
  claim that repeats the paper's terms) leans further on BM25. Measured on the dev halves of six
  corpus × embedder sets (docs/kb.md): the standout alone (the previous default) fell below keyword
  search where the vectors are weak (USE on English technical text) and gave nothing over vector
  search on FAQs; a fixed weight in σ units is too strong for e5 (small z-scores) and too weak for USE;
  the sum was the only candidate above the better side on every set of the default embedders.
- cross-language: BM25 can only match a query's terms in text of the query's language. A Chinese query
  also searches the English words its dictionary senses give (`nlp.crosslingual`, `with_translated`);
  and with a multilingual embedder a chunk among the vector side's 20 nearest written in another language has
  its keyword evidence missing, not zero: `imputed_keyword` gives it what a chunk of the query's
  language with the same vector evidence gets on average (a least-squares line over the query's own
  candidates). This replaced scaling the keyword weight by the share of near chunks in the query's
  language, which also cut English queries on corpora with translated twins (docs/kb.md, fifth pass).
- score = `1 / (1 + exp(-(INTERCEPT + SLOPE·evidence + GAP_SLOPE·(evidence - best))))`, `best` the
  query's best evidence: a logistic regression fitted on the dev halves of our corpora (relevant or
  not, per candidate), so that a score reads as the chance that the chunk is relevant. The absolute
  term says how strong the match is; the relative term says how it compares with the query's best
  candidate (on documentation the right page is often only a little above the others in absolute
  terms, but clearly the best).

`score` (the old default) = 0.5·cosine + 0.5·bm25/best; `rrf` = Σ 1/(60 + rank), divided by its
maximum. Single modes: `vector` = the same logistic of z alone; `keyword` = BM25 / the query's best
BM25 (relative to the query, not calibrated).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from agentsearch.handlers.kb.store.base import Hit

__all__ = [
    "ALPHA",
    "GRAPH_BONUS",
    "RRF_K",
    "adaptive_fusion",
    "calibrated",
    "imputed_keyword",
    "keyword_scores",
    "keyword_standout",
    "keyword_weight",
    "rrf",
    "score_fusion",
    "vector_evidence",
    "vector_scores",
    "with_translated",
]

ALPHA = 0.5
RRF_K = 60
GRAPH_BONUS = 0.1
KEYWORD_SHARE = 0.5  # the keyword side's best counts half the vector side's best ...
STANDOUT_SHARE = 0.5  # ... plus half of how far its best hit stands out beyond GAP_FLOOR
TOP_FLOOR = 1.0  # σ: the vector scale used when no candidate is above the background
GAP_HITS = 50  # keyword hits the standout is measured over (the collection asks for at least 50)
GAP_FLOOR = 2.0
TRANSLATED_TRUST = 1.0  # a translated word's BM25 counts as much as a typed word's (docs/kb.md)
SPREAD_FLOOR = 1e-12  # relative variance of vector evidence below which imputed_keyword's line is flat
# logistic of the calibrated score (fitted on the dev halves: docs/kb.md "The score")
INTERCEPT = -2.829
SLOPE = 0.406
GAP_SLOPE = 0.358


def calibrated(evidence: float, best: float | None = None) -> float:
    """The logistic that maps fused evidence (and its distance below the query's best) to 0–1."""
    gap = evidence - (evidence if best is None else best)
    x = INTERCEPT + SLOPE * evidence + GAP_SLOPE * gap
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def _calibrate_all(evidence: Mapping[str, float]) -> dict[str, float]:
    best = max(evidence.values(), default=0.0)
    return {c: calibrated(e, best) for c, e in evidence.items()}


def vector_evidence(cosine: Mapping[str, float], background: tuple[float, float]) -> dict[str, float]:
    """Cosine → standard deviations above the query's background cosine."""
    mean, std = background
    std = std if std > 1e-6 else 1e-6
    return {c: (value - mean) / std for c, value in cosine.items()}


def vector_scores(hits: list[Hit], background: tuple[float, float] | None = None) -> dict[str, float]:
    if background is None:  # no background known: the cosine itself, clipped
        return {h.chunk_id: min(1.0, max(0.0, h.score)) for h in hits}
    return {
        c: calibrated(z) for c, z in vector_evidence({h.chunk_id: h.score for h in hits}, background).items()
    }


def keyword_scores(hits: list[Hit]) -> dict[str, float]:
    best = max((h.score for h in hits), default=0.0)
    if best <= 0:
        return {}
    return {h.chunk_id: max(0.0, h.score) / best for h in hits}


def keyword_standout(hits: list[Hit]) -> float:
    """The best BM25's z-score among the first GAP_HITS hits (padded with zeros when fewer chunks
    matched), less GAP_FLOOR, never negative: how clearly the query's words single out a chunk."""
    values = [h.score for h in hits[:GAP_HITS]]
    if not values:
        return 0.0
    values += [0.0] * (GAP_HITS - len(values))  # fewer hits: the chunks that did not match score 0
    mean = sum(values) / len(values)
    std = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    if std <= 1e-12:
        return 0.0
    return max(0.0, (max(values) - mean) / std - GAP_FLOOR)


def keyword_weight(evidence: Mapping[str, float], hits: list[Hit]) -> float:
    """How much BM25/best counts for this query: KEYWORD_SHARE of the best vector evidence (at least
    TOP_FLOOR σ, so a query without vector signal still ranks by its words) plus STANDOUT_SHARE of
    the keyword standout."""
    top = max(evidence.values(), default=0.0)
    return KEYWORD_SHARE * max(TOP_FLOOR, top) + STANDOUT_SHARE * keyword_standout(hits)


def with_translated(hits: list[Hit], translated: list[Hit], trust: float = TRANSLATED_TRUST) -> list[Hit]:
    """The keyword hits of a query and of its dictionary translation (`nlp.crosslingual`) as one
    list, best first, a chunk found by both keeping the higher value. Both are BM25 over the same
    index, so a translated hit keeps its own value (times `trust`): a page that matches several
    translated words outranks the query's weak own-language matches, and a page that matches one
    generic sense ("set") stays below a page that matches the words the user typed. Chosen on the
    Chinese queries of eleven corpora against rescaling the translated best to the query's best,
    which gave a generic sense the weight of the best own match (docs/kb.md)."""
    if not translated:
        return hits
    merged = {h.chunk_id: h.score for h in hits}
    for h in translated:
        merged[h.chunk_id] = max(merged.get(h.chunk_id, 0.0), h.score * trust)
    return [Hit(c, v) for c, v in sorted(merged.items(), key=lambda p: -p[1])]


def imputed_keyword(
    evidence: Mapping[str, float], keyword: Mapping[str, float], near: Mapping[str, bool]
) -> dict[str, float]:
    """Keyword evidence for the chunks among the vector side's nearest written in another language
    than the query (`near`: chunk id → written in the query's language): BM25 cannot match them, so
    theirs is missing, not zero. Each gets what a chunk of the query's language with the same vector
    evidence gets on average — a least-squares line of BM25/best on vector evidence over the near
    chunks in the query's language and the keyword hits — clipped to 0–1, where that is above its own.
    The line is read at most at the own chunks' largest vector evidence (no extrapolation past the
    data), and is flat when their vector evidence hardly varies (rounding leaves equal values a spread
    of ~1e-32, whose slope is noise)."""
    blind = [c for c, same in near.items() if not same and c in evidence]
    chosen = dict.fromkeys([*(c for c, same in near.items() if same), *keyword])  # ordered: same sums
    own = [c for c in chosen if c in evidence and near.get(c, True)]
    if not blind or len(own) < 3:
        return {}
    xs = [evidence[c] for c in own]
    ys = [keyword.get(c, 0.0) for c in own]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    slope = 0.0
    if spread / len(xs) > SPREAD_FLOOR * max(1.0, mean_x * mean_x):
        slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread
    top_x = max(xs)
    out: dict[str, float] = {}
    for c in blind:
        expected = min(1.0, max(0.0, mean_y + slope * (min(evidence[c], top_x) - mean_x)))
        out[c] = max(keyword.get(c, 0.0), expected)
    return out


def adaptive_fusion(
    cosine: Mapping[str, float],
    background: tuple[float, float],
    keyword_hits: list[Hit],
    graph: Mapping[str, float] | None = None,
    near: Mapping[str, bool] | None = None,
) -> dict[str, float]:
    """`cosine` covers every candidate (exact similarity); `keyword_hits` are BM25 hits, best first;
    `near`: the vector side's nearest chunks → whether each is written in the query's language (read
    with a multilingual embedder), for `imputed_keyword`."""
    graph = graph or {}
    evidence = vector_evidence(cosine, background)
    keyword = keyword_scores(keyword_hits)
    weight = keyword_weight(evidence, keyword_hits)
    if near:
        keyword = {**keyword, **imputed_keyword(evidence, keyword, near)}
    fused = {
        c: evidence.get(c, 0.0) + weight * keyword.get(c, 0.0)
        for c in set(evidence) | set(keyword) | set(graph)
    }
    scores = _calibrate_all(fused)
    return {c: min(1.0, s + GRAPH_BONUS * graph.get(c, 0.0)) for c, s in scores.items()}


def score_fusion(
    cosine: Mapping[str, float],
    keyword: Mapping[str, float],
    graph: Mapping[str, float] | None = None,
    alpha: float = ALPHA,
) -> dict[str, float]:
    """The old default: `cosine` must cover every candidate (exact similarity), `keyword` holds
    normalised BM25."""
    graph = graph or {}
    out: dict[str, float] = {}
    for chunk_id in set(cosine) | set(keyword) | set(graph):
        value = alpha * min(1.0, max(0.0, cosine.get(chunk_id, 0.0))) + (1 - alpha) * keyword.get(
            chunk_id, 0.0
        )
        out[chunk_id] = min(1.0, value + GRAPH_BONUS * graph.get(chunk_id, 0.0))
    return out


def rrf(rankings: list[list[str]], k: int = RRF_K) -> dict[str, float]:
    lists = [r for r in rankings if r]
    if not lists:
        return {}
    out: dict[str, float] = {}
    for ranking in lists:
        for rank, chunk_id in enumerate(ranking, start=1):
            out[chunk_id] = out.get(chunk_id, 0.0) + 1.0 / (k + rank)
    best = len(lists) / (k + 1)
    return {c: s / best for c, s in out.items()}
