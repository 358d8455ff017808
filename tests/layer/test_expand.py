"""Phase 2: synonyms, the English variant of Chinese queries, per-intent sub-queries."""

from __future__ import annotations

from datetime import UTC, datetime

from agentsearch.layer.expand import english_variant, expand_queries, expand_synonyms, split_comparison

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def test_synonyms_from_the_table() -> None:
    assert expand_synonyms("k8s operator") == "Kubernetes operator"
    assert expand_synonyms("JS closures") == "JavaScript closures"
    assert expand_synonyms("Postgres vs Mongo") == "PostgreSQL vs MongoDB"
    assert expand_synonyms("Go generics") == "Golang generics"
    assert expand_synonyms("how to go home") == ""  # case-sensitive keys leave English words alone
    assert expand_synonyms("Kubernetes k8s") == ""  # already canonical


def test_english_variant_of_chinese_technical_queries() -> None:
    assert english_variant("Rust 异步编程") == "Rust async programming"
    assert english_variant("大模型幻觉 论文") == "large language model hallucination paper"
    assert english_variant("Rust 异步运行时 对比") == "Rust async runtime comparison"
    assert english_variant("如何部署k8s集群") == "how to deployment k8s cluster"
    assert english_variant("今天天气怎么样") == ""  # not technical: too little is known
    assert english_variant("plain English") == ""


async def test_translator_can_replace_the_dictionary() -> None:
    async def translate(text: str) -> str:
        return "weather today"

    out = await expand_queries("今天天气", None, translator=translate, now=NOW)
    assert out.english == "weather today" and out.queries == ["今天天气", "weather today"]


async def test_per_intent_expansions() -> None:
    async def q(query: str, intent: str | None) -> list[str]:
        return (await expand_queries(query, intent, now=NOW)).queries

    assert await q("WebTransport", "factual") == ["WebTransport", "WebTransport explained overview"]
    assert await q("Deno 进展", "status") == [
        "Deno 进展",
        "Deno progress",
        "Deno latest 2026",
        "Deno update release",
    ]
    assert await q("Bun vs Deno", "comparison") == ["Bun vs Deno", "Bun advantages", "Deno advantages"]
    assert await q("Rust CLI", "tutorial") == ["Rust CLI", "Rust CLI tutorial", "Rust CLI guide step by step"]
    assert await q("RISC-V", "exploratory") == [
        "RISC-V",
        "RISC-V overview",
        "RISC-V ecosystem",
        "RISC-V use cases",
    ]
    assert await q("AI 新闻", "news") == [
        "AI 新闻",
        "AI news",
        "AI news this week 2026",
        "AI announcement latest",
    ]
    assert await q("Anthropic MCP", "resource") == [
        "Anthropic MCP",
        "Anthropic Model Context Protocol",
        "Anthropic Model Context Protocol official documentation",
    ]
    assert (await q("diffusion models", "academic"))[:2] == ["diffusion models", "diffusion models paper"]
    assert await q("anything", None) == ["anything"]


def test_comparison_sides() -> None:
    assert split_comparison("difference between TCP and QUIC") == ("TCP", "QUIC")
    assert split_comparison("React 和 Vue 的区别") == ("React", "Vue")
    assert split_comparison("Kafka or Pulsar") == ("Kafka", "Pulsar")
    assert split_comparison("just one thing") is None


async def test_chinese_comparison_sides_are_expanded_and_capped() -> None:
    out = await expand_queries("Go 还是 Rust 写后端", "comparison", now=NOW)
    assert out.queries == [
        "Go 还是 Rust 写后端",
        "Golang vs Rust backend",
        "Golang advantages",
        "Rust backend advantages",
    ]
    assert len((await expand_queries("k8s", "exploratory", max_queries=2, now=NOW)).queries) == 2
