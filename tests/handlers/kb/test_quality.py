"""Retrieval quality on the small EN+ZH labelled set (tests/data/kb): Chinese retrieval must work."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.handlers.kb import Collection
from agentsearch.handlers.kb.evaluation import load_qrels, ndcg_at_k, ranked_documents

from .conftest import DATA, load_queries


def _ndcg(collection: Collection, mode: str, language: str) -> float:
    qrels = {q: r for q, r in load_qrels(DATA / "qrels.tsv").items() if f"-{language}-" in q}
    run = {}
    for query in load_queries():
        if query["id"] in qrels:
            out = collection.search(query["query"], mode=mode, threshold=0, limit=10)  # type: ignore[arg-type]
            run[query["id"]] = ranked_documents([c.chunk.document_id for c in out.chunks])
    return ndcg_at_k(run, qrels)


@pytest.mark.parametrize(("mode", "floor"), [("hybrid", 0.95), ("keyword", 0.9), ("vector", 0.75)])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_labelled_set_ndcg(labelled: Collection, mode: str, floor: float, language: str) -> None:
    assert _ndcg(labelled, mode, language) >= floor


def test_ndcg_scorer_is_not_vacuous(tmp_path: Path) -> None:
    qrels = {"q1": {"d1": 1}, "q2": {"d2": 1, "d3": 1}}
    assert ndcg_at_k({"q1": ["d1"], "q2": ["d2", "d3"]}, qrels) == 1.0
    assert ndcg_at_k({}, qrels) == 0.0
    assert 0 < ndcg_at_k({"q1": ["x", "d1"]}, qrels) < 0.5
