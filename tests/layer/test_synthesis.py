"""Phase 5: the strategy follows the result count; topics, not sources; conflicts are flagged."""

from __future__ import annotations

import pytest

from agentsearch.layer.hits import Hit
from agentsearch.layer.scoring import ScoreBreakdown
from agentsearch.layer.synthesis import detect_conflicts, synthesize


def hit(
    i: int, title: str = "", snippet: str = "", sources: tuple[str, ...] = ("brave",), score: float = 0.5
) -> Hit:
    url = f"https://site{i}.example/page"
    breakdown = ScoreBreakdown(
        0.5, 0.5, 0.4, "tier4", False, {"keyword": 0.4, "freshness": 0.2, "authority": 0.4}, score
    )
    return Hit(
        url=url,
        canonical=url,
        title=title or f"Result {i}",
        snippet=snippet,
        sources=list(sources),
        breakdown=breakdown,
    )


@pytest.mark.parametrize(
    ("count", "strategy"),
    [(1, "list"), (5, "list"), (6, "clusters"), (15, "clusters"), (16, "overview"), (40, "overview")],
)
def test_thresholds(count: int, strategy: str) -> None:
    assert synthesize([hit(i) for i in range(count)], query="q")["strategy"] == strategy


def test_small_sets_list_each_result_with_sources_and_score() -> None:
    out = synthesize([hit(1, "Deno 2", "Deno 2 is out", ("brave", "exa"), 0.85)], query="deno")
    assert out["text"] == "1. [Deno 2](https://site1.example/page) — Deno 2 is out `[brave, exa]` ⭐0.85"


def test_medium_sets_cluster_by_topic_not_by_source() -> None:
    hits = [hit(i, f"Bun benchmark {i}", "startup performance numbers", ("brave",)) for i in range(4)]
    hits += [hit(10 + i, f"Bun security {i}", "permissions sandbox model", ("exa",)) for i in range(3)]
    out = synthesize(hits, query="bun")
    topics = [cluster["topic"] for cluster in out["clusters"]]
    assert topics[0] in {"benchmark", "performance", "startup", "numbers"}
    assert len(out["clusters"][0]["urls"]) == 4
    assert topics[1] in {"security", "permissions", "sandbox", "model"}
    assert "**Topic A:" in out["text"] and "**Topic B:" in out["text"]
    assert "brave" not in topics and "exa" not in topics


def test_large_sets_give_an_overview_top_five_and_a_source_count() -> None:
    hits = [
        hit(i, f"Item {i}", "common topic words", ("brave", "tavily") if i % 2 else ("exa",))
        for i in range(20)
    ]
    out = synthesize(hits, query="q")
    text = out["text"]
    assert "**Top 5 results:**" in text and "5. [Item 4]" in text and "6. [" not in text
    assert text.rstrip().endswith(
        "Found 20 results from sources brave, exa, tavily. Which aspect should we go deeper into?"
    )


def test_chinese_queries_get_chinese_labels_and_the_answer_comes_first() -> None:
    out = synthesize([hit(i) for i in range(20)], query="大模型 新闻", answer="结论")
    assert out["text"].startswith("**答案:** 结论")
    assert "共找到 20 条结果" in out["text"]


def test_conflicting_version_claims_are_flagged() -> None:
    hits = [
        hit(1, "Node.js releases", "The latest version is 22.3.0 as of this month.", ("brave",)),
        hit(2, "Node news", "Current release: v23.1.0 shipped", ("tavily",)),
        hit(3, "Node blog", "The latest stable version is 22.3.0", ("exa",)),
    ]
    conflicts = detect_conflicts(hits)
    assert len(conflicts) == 1 and conflicts[0]["claim"] == "latest version"
    values = {v["value"]: v["sources"] for v in conflicts[0]["values"]}
    assert values == {"22.3.0": ["brave", "exa"], "23.1.0": ["tavily"]}
    text = synthesize(hits, query="node latest version")["text"]
    assert "Sources disagree on the latest version: 22.3.0 (brave, exa); 23.1.0 (tavily)." in text


def test_agreeing_claims_are_not_conflicts() -> None:
    hits = [hit(1, snippet="latest version is 1.2"), hit(2, snippet="The latest version: 1.2")]
    assert detect_conflicts(hits) == []
