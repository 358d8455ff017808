"""The adaptive fusion and its calibrated score: the same evidence reads the same on any embedder's
cosine scale, keyword evidence adds to it in proportion to the query's best vector evidence, and the
score is a 0-1 monotone map of the evidence."""

from __future__ import annotations

from agentsearch.handlers.kb.fusion import (
    adaptive_fusion,
    calibrated,
    keyword_standout,
    keyword_weight,
    vector_evidence,
)
from agentsearch.handlers.kb.store.base import Hit


def test_an_embedder_with_compressed_cosines_gets_the_same_scores() -> None:
    # MiniLM-like scale: unrelated text near 0.1; e5-like: everything between 0.75 and 0.9
    wide = {"a": 0.62, "b": 0.41, "c": 0.15}
    narrow = {c: 0.75 + 0.25 * (v - 0.1) for c, v in wide.items()}
    first = adaptive_fusion(wide, (0.1, 0.08), [])
    second = adaptive_fusion(narrow, (0.75, 0.02), [])
    assert first.keys() == second.keys()
    assert all(abs(first[c] - second[c]) < 1e-9 for c in first)


def test_cosine_is_read_as_deviations_above_the_background() -> None:
    assert vector_evidence({"a": 0.5, "b": 0.1}, (0.1, 0.1)) == {"a": 4.0, "b": 0.0}


def _hits(*scores: float) -> list[Hit]:
    return [Hit(f"k{i}", s) for i, s in enumerate(scores)]


def test_the_keyword_side_counts_in_proportion_to_the_best_vector_evidence() -> None:
    assert keyword_weight({"a": 8.0, "b": 2.0}, []) == 2 * keyword_weight({"a": 4.0, "b": 1.0}, [])
    assert keyword_weight({}, []) > 0  # no vector signal at all: the words still rank
    assert keyword_weight({"a": -3.0}, []) == keyword_weight({}, [])


def test_a_best_keyword_hit_that_stands_out_adds_weight() -> None:
    singled_out = _hits(30.0, *([2.0] * 49))
    spread_thin = _hits(*(10.0 - 0.1 * i for i in range(50)))
    assert keyword_standout(singled_out) > 3.0
    assert keyword_standout(spread_thin) == 0.0
    assert keyword_standout(_hits(5.0, 4.0)) > 3.0  # two matching chunks out of many stand out too
    assert keyword_standout([]) == 0.0
    vector = {"a": 5.0}
    assert keyword_weight(vector, singled_out) > keyword_weight(vector, spread_thin)
    assert keyword_weight(vector, spread_thin) == keyword_weight(vector, [])


def test_the_best_keyword_match_lifts_its_chunk_over_equal_cosines() -> None:
    hits = _hits(30.0, *([2.0] * 49))
    cosine = {h.chunk_id: 0.5 for h in hits}
    scores = adaptive_fusion(cosine, (0.1, 0.1), hits)
    assert max(scores, key=lambda c: scores[c]) == "k0"


def test_a_clearly_better_cosine_beats_a_slightly_better_keyword_match() -> None:
    # equal BM25 for both, except b's is a bit higher; a is far above b in cosine
    hits = [Hit("b", 10.0), Hit("a", 9.0)]
    scores = adaptive_fusion({"a": 0.7, "b": 0.3}, (0.1, 0.1), hits)
    assert scores["a"] > scores["b"]


def test_keyword_evidence_alone_ranks_when_the_cosines_are_all_background() -> None:
    hits = [Hit("x", 12.0), Hit("y", 3.0)]
    scores = adaptive_fusion({"x": 0.1, "y": 0.1}, (0.1, 0.1), hits)
    assert scores["x"] > scores["y"]


def test_the_score_is_a_monotone_0_1_map_of_the_evidence() -> None:
    values = [calibrated(e) for e in (-5.0, 0.0, 3.0, 5.0, 8.0, 40.0)]
    assert values == sorted(values) and all(0.0 <= v <= 1.0 for v in values)


def test_a_graph_hit_without_vector_or_keyword_evidence_still_counts() -> None:
    scores = adaptive_fusion({"a": 0.3}, (0.1, 0.1), [], graph={"g": 1.0})
    assert 0 < scores["g"] <= 1
