"""The layer end to end against fake providers: matrix, lanes, merge, scoring, degradation."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from agentsearch.errors import SearchError
from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer

from .fakes import Page, Providers

NOW = datetime.now(UTC)


def days_ago(days: int) -> str:
    return (NOW - timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%S")


def env(providers: Providers, **layer: object) -> LayerEnv:
    return LayerEnv(config=providers.config(**layer))


async def test_deep_mode_queries_brave_exa_tavily_grok_and_merges_by_canonical_url(
    providers: Providers,
) -> None:
    shared = Page("Deno 2 released", "https://deno.com/blog/v2", "Deno 2.0 is out", days_ago(2))
    providers.pages = {
        "brave": [shared, Page("Deno on HN", "https://news.ycombinator.com/item?id=1", "discussion")],
        "exa": [Page("Deno 2 released", "https://deno.com/blog/v2/?utm_source=exa#top", "highlight text")],
        "tavily": [Page("Tavily only", "https://example.org/deno", "Deno notes")],
        "grok": [Page("Grok only", "https://grok.example.net/deno", "Deno info")],
    }
    out = await run_layer(LayerRequest(query="Deno", mode="deep", num=3), env(providers))
    assert out.sources_used == ["brave", "exa", "tavily", "grok"]
    assert [len(providers.calls[name]) for name in ("brave", "exa", "tavily", "grok")] == [1, 1, 1, 1]
    assert providers.calls["openalex"] == [] and providers.calls["semantic_scholar"] == []
    urls = [hit.url for hit in out.results]
    assert len(urls) == 4, urls  # the utm/fragment copy from Exa merged into Brave's
    merged = out.results[0]
    assert merged.sources == ["brave", "exa"]
    assert merged.meta.get("exaType") == "neural"
    assert out.skipped == []
    # no intent: no scores, original order (v1 behaviour)
    assert all(hit.breakdown is None for hit in out.results)
    assert urls[:2] == ["https://deno.com/blog/v2", "https://news.ycombinator.com/item?id=1"]


async def test_num_is_per_source_per_query_and_freshness_reaches_each_provider(providers: Providers) -> None:
    out = await run_layer(
        LayerRequest(
            queries=("bun runtime", "deno runtime"), mode="deep", intent="status", freshness="pw", num=4
        ),
        env(providers),
    )
    assert out.queries == ["bun runtime", "deno runtime"]
    assert sorted(providers.queries("brave")) == ["bun runtime", "deno runtime"]
    brave = providers.calls["brave"][0]["args"]
    assert brave["count"] == "4" and brave["freshness"] == "pw"
    exa = providers.calls["exa"][0]["json"]
    assert exa["numResults"] == 4
    assert exa["type"] == "fast"  # status → fast
    assert exa["contents"] == {"highlights": {"maxCharacters": 1200}}
    start = datetime.fromisoformat(exa["startPublishedDate"].replace("Z", "+00:00"))
    assert timedelta(days=6) < NOW - start < timedelta(days=8)
    tavily = providers.calls["tavily"][0]["json"]
    assert tavily["max_results"] == 4 and tavily["time_range"] == "week"


async def test_intent_scoring_ranks_by_the_formula(providers: Providers) -> None:
    providers.pages = {
        "brave": [
            Page("Old unrelated blog", "https://someblog.example/post", "nothing here", days_ago(800)),
            Page(
                "Deno latest release notes",
                "https://github.com/denoland/deno/releases",
                "Deno latest",
                days_ago(1),
            ),
        ]
    }
    out = await run_layer(
        LayerRequest(query="Deno latest", intent="status", mode="fast", sources=("brave",), expand=False),
        env(providers),
    )
    top, low = out.results
    assert top.url.startswith("https://github.com/")
    parts = top.breakdown
    assert parts is not None and parts.weights == {"keyword": 0.3, "freshness": 0.5, "authority": 0.2}
    assert parts.score == pytest.approx(
        0.3 * parts.keyword + 0.5 * parts.freshness + 0.2 * parts.authority, abs=1e-3
    )
    assert parts.authority == 1.0 and parts.keyword == 1.0
    assert low.breakdown is not None and low.breakdown.authority == 0.4 and low.breakdown.freshness == 0.1


async def test_domain_boost_lifts_authority_by_point_two(providers: Providers) -> None:
    providers.pages = {"brave": [Page("Rust CLI guide", "https://dev.to/x/rust-cli", "Rust CLI tutorial")]}
    plain = await run_layer(
        LayerRequest(query="Rust CLI", intent="tutorial", sources=("brave",)), env(providers)
    )
    boosted = await run_layer(
        LayerRequest(query="Rust CLI", intent="tutorial", sources=("brave",), domain_boost=("dev.to",)),
        env(providers),
    )
    assert plain.results[0].breakdown is not None and boosted.results[0].breakdown is not None
    assert boosted.results[0].breakdown.authority == pytest.approx(plain.results[0].breakdown.authority + 0.2)
    assert boosted.results[0].breakdown.boosted


async def test_auto_intent_expands_the_query(providers: Providers) -> None:
    out = await run_layer(
        LayerRequest(query="Bun vs Deno", intent="auto", sources=("brave",)), env(providers)
    )
    assert out.intent is not None and out.intent.intent == "comparison" and out.mode == "deep"
    assert out.queries == ["Bun vs Deno", "Bun advantages", "Deno advantages"]
    assert sorted(providers.queries("brave")) == sorted(out.queries)
    assert providers.calls["brave"][0]["args"]["freshness"] == "py"


async def test_failing_sources_are_skipped_with_reasons_and_never_block(providers: Providers) -> None:
    providers.pages = {
        "brave": [Page("B", "https://b.example/1", "x")],
        "grok": [Page("G", "https://g.example/1")],
    }
    providers.faults = {"exa": 500, "tavily": 429}
    out = await run_layer(LayerRequest(query="anything", mode="deep"), env(providers))
    assert [hit.url for hit in out.results] == ["https://b.example/1", "https://g.example/1"]
    reasons = {skip.source: skip.reason for skip in out.skipped}
    assert set(reasons) == {"exa", "tavily"}
    assert "500" in reasons["exa"] and "429" in reasons["tavily"]


async def test_missing_keys_are_reported_by_name(
    providers: Providers, monkeypatch: pytest.MonkeyPatch
) -> None:
    from .fakes import KEY_ENV

    monkeypatch.delenv(KEY_ENV)
    out = await run_layer(LayerRequest(query="anything", mode="answer"), env(providers))
    assert out.results == []
    assert {s.source: s.reason for s in out.skipped} == {
        "brave": "Brave API key not configured",
        "tavily": "Tavily API key not configured",
    }


async def test_fast_mode_falls_back_to_grok_when_exa_fails(providers: Providers) -> None:
    providers.faults = {"exa": 503}
    providers.pages = {"grok": [Page("From Grok", "https://grok.example/a", "answer")]}
    out = await run_layer(LayerRequest(query="ripgrep", mode="fast", sources=("exa",)), env(providers))
    assert [hit.sources for hit in out.results] == [["grok"]]
    assert out.skipped[0].source == "exa" and out.skipped[0].fallback == "grok"
    assert len(providers.calls["grok"]) == 1


async def test_fast_mode_does_not_call_grok_when_exa_works(providers: Providers) -> None:
    providers.pages = {"exa": [Page("Exa", "https://e.example/a", "x")]}
    out = await run_layer(LayerRequest(query="ripgrep", mode="fast", intent="resource"), env(providers))
    assert providers.calls["grok"] == [] and providers.calls["tavily"] == []
    assert providers.calls["exa"][0]["json"]["type"] == "instant"  # resource → instant
    assert "exa" in out.sources_used and "brave" in out.sources_used


async def test_answer_mode_asks_tavily_for_its_answer(providers: Providers) -> None:
    providers.pages = {
        "tavily": [Page("WebTransport", "https://developer.mozilla.org/wt", "WebTransport API")]
    }
    out = await run_layer(LayerRequest(query="What is WebTransport", intent="auto"), env(providers))
    assert out.mode == "answer"
    assert providers.calls["exa"] == [] and providers.calls["grok"] == []
    assert all(call["json"].get("include_answer") is True for call in providers.calls["tavily"])
    assert out.answer == "Tavily's answer."
    assert all(hit.url != "" for hit in out.results)  # the answer is not a result


async def test_academic_mode_uses_openalex_semantic_scholar_and_tavily(providers: Providers) -> None:
    paper = Page(
        "Attention Is All You Need",
        "https://arxiv.org/abs/1706.03762",
        "The dominant sequence transduction models",
        "2017-06-12",
        authors=["Ashish Vaswani", "Noam Shazeer"],
        doi="10.48550/arXiv.1706.03762",
        citations=100000,
        venue="NeurIPS",
    )
    providers.pages = {"openalex": [paper], "semantic_scholar": [paper]}
    out = await run_layer(LayerRequest(query="transformer attention paper", intent="auto"), env(providers))
    assert out.intent is not None and out.intent.intent == "academic" and out.mode == "academic"
    assert providers.calls["exa"] == [] and providers.calls["grok"] == []
    assert providers.calls["openalex"] and providers.calls["semantic_scholar"] and providers.calls["tavily"]
    hit = next(h for h in out.results if "openalex" in h.sources)
    academic = hit.academic
    assert academic["authors"] == ["Ashish Vaswani", "Noam Shazeer"]
    assert academic["year"] == "2017" and academic["doi"] == "10.48550/arXiv.1706.03762"
    assert academic["citation_count"] == 100000


async def test_research_lane_attaches_a_block_without_replacing_results(providers: Providers) -> None:
    providers.pages = {"exa": [Page("Bun vs Deno", "https://e.example/bvd", "compare")]}
    providers.research = {
        "requestId": "r2",
        "resolvedSearchType": "deep",
        "output": {
            "content": "Bun is faster at startup; Deno has stronger security defaults.",
            "grounding": [
                {"field": "content", "citations": [{"url": "https://e.example/bvd", "title": "BvD"}]}
            ],
        },
        "results": [],
    }
    out = await run_layer(LayerRequest(query="Bun vs Deno", intent="auto"), env(providers))
    assert out.research is not None
    assert out.research["synthesis"].startswith("Bun is faster")
    assert out.research["supporting_urls"] == [{"url": "https://e.example/bvd", "title": "BvD"}]
    assert [hit.url for hit in out.results] == ["https://e.example/bvd"]
    deep = [c["json"] for c in providers.calls["exa"] if c["json"]["type"] == "deep"]
    assert len(deep) == 1 and deep[0]["query"] == "Bun vs Deno"
    assert out.to_dict()["research"]["exaType"] == "deep"


async def test_research_lane_is_not_triggered_by_plain_expansion(providers: Providers) -> None:
    out = await run_layer(LayerRequest(query="Deno latest", intent="status"), env(providers))
    assert len(out.queries) > 1
    assert all(c["json"]["type"] != "deep" for c in providers.calls["exa"])
    assert out.research is None


async def test_empty_query_and_unknown_mode_are_user_errors(providers: Providers) -> None:
    with pytest.raises(SearchError, match="query is required"):
        await run_layer(LayerRequest(query="  "), env(providers))
    with pytest.raises(SearchError, match="unknown mode"):
        await run_layer(LayerRequest(query="x", mode="turbo"), env(providers))
    with pytest.raises(SearchError, match="unknown intent"):
        await run_layer(LayerRequest(query="x", intent="gossip"), env(providers))


async def test_synthesis_and_json_shape(providers: Providers) -> None:
    providers.pages = {"brave": [Page(f"R{i}", f"https://r{i}.example/", f"text {i}") for i in range(3)]}
    out = await run_layer(
        LayerRequest(query="q", intent="factual", sources=("brave",), expand=False), env(providers)
    )
    data = out.to_dict()
    assert data["intent"] == "factual" and data["count"] == 3 and data["mode"] == "answer"
    assert data["synthesis"]["strategy"] == "list"
    assert set(data["results"][0]) >= {
        "title",
        "url",
        "snippet",
        "source",
        "sources",
        "score",
        "score_breakdown",
    }


async def test_sources_outside_the_mode_are_reported_not_silently_dropped(providers: Providers) -> None:
    providers.pages = {"brave": [Page("Brave", "https://b.example/a", "x")]}
    request = LayerRequest(query="ripgrep", mode="fast", sources=("brave", "openalex"))
    out = await run_layer(request, env(providers))
    assert [hit.sources for hit in out.results] == [["brave"]]
    assert [(s.source, s.reason) for s in out.skipped] == [("openalex", "not a source of mode fast")]
    with pytest.raises(
        SearchError, match="no source of mode fast selected \\(nope\\); its sources: brave, exa"
    ):
        await run_layer(LayerRequest(query="ripgrep", mode="fast", sources=("nope",)), env(providers))
