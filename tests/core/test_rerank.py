"""Builtin rerank and the reranker dispatch: the legacy Yao scenarios of reference §6.2."""

from __future__ import annotations

from agentsearch.config import Config, Uses
from agentsearch.context import SearchContext
from agentsearch.rerank import rerank_items
from agentsearch.rerank.builtin import rerank_builtin
from agentsearch.types import ResultItem, SearchType


def _items(*pairs: tuple[float, float]) -> list[ResultItem]:
    return [
        ResultItem(type=SearchType.KB, title=str(n), score=score, weight=weight)
        for n, (score, weight) in enumerate(pairs, 1)
    ]


def _titles(items: list[ResultItem]) -> list[str]:
    return [item.title for item in items]


def test_order_is_score_times_weight() -> None:
    items = _items((0.8, 0.6), (0.6, 1.0), (0.9, 0.8), (0.5, 1.0))
    assert _titles(rerank_builtin(items, 10)) == ["3", "2", "4", "1"]


def test_top_n_keeps_the_best_and_zero_or_too_many_keep_all() -> None:
    items = _items((0.1, 1.0), (0.5, 1.0), (0.3, 1.0), (0.9, 1.0), (0.7, 1.0))
    assert _titles(rerank_builtin(items, 3)) == ["4", "5", "2"]
    assert len(rerank_builtin(items, 0)) == 5
    assert len(rerank_builtin(items, 9)) == 5


def test_ties_keep_their_order() -> None:
    items = _items((0.5, 1.0), (0.9, 1.0), (0.5, 1.0))
    assert _titles(rerank_builtin(items, 10)) == ["2", "1", "3"]


def test_a_configured_weight_of_zero_stays_zero() -> None:
    # Yao counts weight 0 as 0.6; here 0 is a real, configurable weight (reference §2.4)
    items = _items((0.9, 0.0), (0.5, 1.0))
    assert _titles(rerank_builtin(items, 10)) == ["2", "1"]


async def test_dispatch_top_n_from_config_unless_the_request_gives_one() -> None:
    ctx = SearchContext(config=Config.from_layers({"rerank": {"top_n": 3}}), uses=Uses(rerank="builtin"))
    items = _items(*[(0.1 * n, 1.0) for n in range(1, 7)])
    assert _titles(await rerank_items("q", items, None, ctx)) == ["6", "5", "4"]
    assert _titles(await rerank_items("q", items, 2, ctx)) == ["6", "5"]
    assert await rerank_items("q", [], 2, ctx) == []
    empty_uses = SearchContext(config=Config.from_layers({"rerank": {"top_n": 1}}))
    assert _titles(await rerank_items("q", items, None, empty_uses)) == ["6"]
