"""Phase 4 parts in isolation: keyword match, freshness decay, authority table, formula, dedup."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import pairwise

import pytest

from agentsearch.layer.authority import authority
from agentsearch.layer.freshness import MISSING_DATE_SCORE, freshness_score, parse_date
from agentsearch.layer.hits import merge_items
from agentsearch.layer.scoring import keyword_match, query_terms, score_result
from agentsearch.nlp.intent import INTENT_PROFILES
from agentsearch.types import ResultItem, SearchType
from agentsearch.urls import canonical_url

NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def ago(**delta: float) -> str:
    return (NOW - timedelta(**delta)).isoformat()


# ------------------------------------------------------------------------------------------ freshness


@pytest.mark.parametrize(
    ("age_days", "expected"),
    [(0, 1.0), (1, 1.0), (7, 0.9), (30, 0.7), (90, 0.5), (365, 0.3), (730, 0.1), (5000, 0.1)],
)
def test_freshness_anchor_points(age_days: float, expected: float) -> None:
    assert freshness_score(ago(days=age_days), now=NOW) == pytest.approx(expected)


def test_freshness_decays_monotonically_and_interpolates() -> None:
    scores = [freshness_score(ago(days=d), now=NOW) for d in range(0, 800, 5)]
    assert all(a >= b for a, b in pairwise(scores))
    assert freshness_score(ago(days=18.5), now=NOW) == pytest.approx(0.8)  # halfway between 7 and 30


def test_missing_or_unreadable_date_is_neutral_and_future_is_new() -> None:
    assert MISSING_DATE_SCORE == 0.5
    assert freshness_score("", now=NOW) == 0.5
    assert freshness_score(None, now=NOW) == 0.5
    assert freshness_score("sometime last spring", now=NOW) == 0.5
    assert freshness_score(ago(days=-3), now=NOW) == 1.0


def test_date_formats() -> None:
    assert parse_date("2026-05-31T10:00:00Z") == datetime(2026, 5, 31, 10, tzinfo=UTC)
    assert parse_date("May 3, 2025") == datetime(2025, 5, 3, tzinfo=UTC)
    assert parse_date("2024年3月1日") == datetime(2024, 3, 1, tzinfo=UTC)
    assert parse_date(2019) == datetime(2019, 1, 1, tzinfo=UTC)
    assert parse_date("2023") == datetime(2023, 1, 1, tzinfo=UTC)


# ------------------------------------------------------------------------------------------ authority


@pytest.mark.parametrize(
    ("url", "score", "tier"),
    [
        ("https://github.com/denoland/deno", 1.0, "tier1"),
        ("https://www.stackoverflow.com/questions/1", 1.0, "tier1"),
        ("https://en.wikipedia.org/wiki/QUIC", 1.0, "tier1"),  # subdomain of a listed domain
        ("https://news.ycombinator.com/item?id=1", 0.8, "tier2"),
        ("https://dev.to/post", 0.8, "tier2"),
        ("https://medium.com/@x/y", 0.6, "tier3"),
        ("https://juejin.cn/post/1", 0.6, "tier3"),
        ("https://www.infoq.cn/article/1", 0.6, "tier3"),
        ("https://random-blog.example/post", 0.4, "tier4"),
        ("https://docs.example.com/guide", 0.9, "pattern:docs.*"),
        ("https://cs.stanford.edu/~x", 0.8, "pattern:*.edu"),
        ("https://www.ox.ac.uk/research", 0.8, "pattern:*.ac.*"),
        ("https://someone.github.io/project", 0.7, "pattern:*.github.io"),
    ],
)
def test_authority_tiers(url: str, score: float, tier: str) -> None:
    result = authority(url)
    assert (result.score, result.tier) == (score, tier)


def test_longest_listed_domain_wins_and_lookalikes_do_not_match() -> None:
    assert authority("https://blog.cloudflare.com/x").tier == "tier2"
    assert authority("https://notgithub.com/x").score == 0.4
    assert authority("https://github.com.evil.example/x").score == 0.4


def test_domain_boost_adds_point_two_capped_at_one() -> None:
    assert authority("https://dev.to/x", ["dev.to"]).score == 1.0
    assert authority("https://sub.freecodecamp.org/x", ["freecodecamp.org"]).score == pytest.approx(0.8)
    assert authority("https://github.com/x", ["github.com"]).score == 1.0
    assert authority("https://other.example/x", ["dev.to"]).boosted is False


# ---------------------------------------------------------------------------------------- keyword


def test_keyword_match_is_term_coverage() -> None:
    assert query_terms("How to deploy Deno on Fly.io") == ["deploy", "deno", "fly.io"]
    assert keyword_match("deploy Deno", "Deploying apps", "Deno guide") == pytest.approx(0.5)
    assert keyword_match("deploy Deno", "Deploy Deno", "") == 1.0
    assert keyword_match("the of and", "anything", "") == 0.5  # no terms


def test_keyword_match_counts_synonyms_and_translations() -> None:
    assert keyword_match("k8s operator", "Kubernetes operators explained", "Kubernetes operator") == 1.0
    assert keyword_match("Rust 异步编程", "Async programming in Rust", "") == 1.0


def test_score_formula_uses_the_intent_weights() -> None:
    weights = INTENT_PROFILES["news"].weights()
    parts = score_result(
        query="deno release",
        title="Deno release",
        snippet="",
        url="https://techcrunch.com/deno",
        published=ago(days=7),
        weights=weights,
        now=NOW,
    )
    assert (parts.keyword, parts.freshness, parts.authority) == (1.0, 0.9, 0.6)
    assert parts.score == pytest.approx(0.3 * 1.0 + 0.6 * 0.9 + 0.1 * 0.6)


def test_academic_weights_are_the_seed_values() -> None:
    assert INTENT_PROFILES["academic"].weights() == {"keyword": 0.3, "freshness": 0.2, "authority": 0.7}


# ------------------------------------------------------------------------------------ canonical urls


def item(url: str, provider: str, content: str = "", **meta: object) -> ResultItem:
    return ResultItem(type=SearchType.WEB, url=url, title=provider, content=content, metadata=meta)


def test_dedup_uses_canonical_urls_and_keeps_a_source_list() -> None:
    assert canonical_url("HTTPS://Example.com/a/?utm_source=x&b=2&a=1#top") == "https://example.com/a?a=1&b=2"
    hits = merge_items(
        [
            ("brave", "q1", [item("https://example.com/a", "brave", "short", published="2026-01-01")]),
            (
                "exa",
                "q2",
                [item("https://EXAMPLE.com/a/?utm_medium=m#x", "exa", "a longer snippet", exaType="fast")],
            ),
            ("tavily", "q1", [item("https://example.com/b", "tavily")]),
            ("tavily", "q1", [item("", "tavily"), item("https://answer", "tavily", answer_box=True)]),
        ]
    )
    assert [h.canonical for h in hits] == ["https://example.com/a", "https://example.com/b"]
    first = hits[0]
    assert first.sources == ["brave", "exa"] and first.queries == ["q1", "q2"]
    assert first.snippet == "a longer snippet" and first.published == "2026-01-01"
    assert first.meta["exaType"] == "fast"
    assert first.to_dict()["source"] == "brave, exa"
