"""The builtin cross-source rerank (rerank/semantic.py) with the real shipped MiniLM embedder."""

from __future__ import annotations

import pytest

from agentsearch.config import Config
from agentsearch.errors import ConfigError
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.references import build_references
from agentsearch.rerank.semantic import choose_embedder_name, fuse, reference_text, semantic_order
from agentsearch.types import Result, ResultItem, SearchType, SourceType


def _result(kind: SearchType, *texts: tuple[str, str], source: SourceType = SourceType.AUTO) -> Result:
    weight = Config().weight(source)
    items = [
        ResultItem(
            type=kind,
            source=source,
            weight=weight,
            title=title,
            content=content,
            url=f"https://example.com/{kind.value}/{n}" if kind == SearchType.WEB else "",
            record_id=n if kind == SearchType.DB else None,
            model="products" if kind == SearchType.DB else "",
            citation_id=f"{kind.value}{n}",
            score=1.0 - n / 10,
        )
        for n, (title, content) in enumerate(texts)
    ]
    return Result(type=kind, source=source, items=items, metadata={"embedders": ["minilm"]})


RESULTS = [
    _result(SearchType.WEB, ("Store opening hours", "Open 9 to 6 on weekdays."), ("Bike", "A red bicycle.")),
    _result(
        SearchType.KB, ("Warranty", "Every product carries a two-year warranty."), ("Pets", "Cats sleep.")
    ),
    _result(SearchType.DB, ("WH-1000XM5", "Over-ear noise cancelling headphones\nbrand: Sony; price: 349")),
]


def test_the_merge_ties_the_source_tops_and_the_rerank_separates_them() -> None:
    merged = build_references(RESULTS)
    tops = [ref.meta["rank_score"] for ref in merged[:3]]
    assert len(set(tops)) == 1  # the bug: every source's first hit scores the same
    ranked = semantic_order("Sony noise cancelling headphones price", RESULTS, Config())
    assert ranked[0].reference.title == "WH-1000XM5"
    assert len({round(entry.fused, 9) for entry in ranked}) == len(ranked)
    assert [entry.fused for entry in ranked] == sorted((entry.fused for entry in ranked), reverse=True)


def test_alpha_zero_is_the_merged_order_and_one_is_similarity_alone() -> None:
    query = "Sony noise cancelling headphones price"
    merged = [ref.id for ref in build_references(RESULTS)]
    prior_only = semantic_order(query, RESULTS, Config.from_layers({"rerank": {"alpha": 0.0}}))
    assert [entry.reference.id for entry in prior_only] == merged
    similarity_only = semantic_order(query, RESULTS, Config.from_layers({"rerank": {"alpha": 1.0}}))
    sims = [entry.similarity for entry in similarity_only]
    assert sims == sorted(sims, reverse=True)
    assert [e.reference.id for e in similarity_only] != merged


def test_the_source_weight_multiplies_the_fused_value() -> None:
    user = _result(SearchType.KB, ("Pets", "Cats sleep."), source=SourceType.USER)
    ranked = semantic_order("Sony headphones", [*RESULTS, user], Config())
    low, high = min(e.similarity for e in ranked), max(e.similarity for e in ranked)
    for entry in ranked:
        scaled = (entry.similarity - low) / (high - low)
        assert entry.fused == pytest.approx(entry.reference.weight * (0.5 * entry.prior + 0.5 * scaled))
    assert {e.reference.weight for e in ranked} == {1.0, 0.6}


def test_fuse_scales_similarities_over_the_candidates() -> None:
    assert fuse([1.0, 0.5], [0.2, 0.2], 0.5) == [0.5, 0.25]  # equal similarity: priors decide
    assert fuse([1.0, 1.0], [0.1, 0.3], 0.5) == pytest.approx([0.5, 1.0])
    assert fuse([0.2, 1.0], [0.9, 0.1], 1.0) == pytest.approx([1.0, 0.0])


def test_reference_text_is_title_and_content_capped() -> None:
    (ref,) = build_references([_result(SearchType.KB, ("Title", "x" * 5000))])
    text = reference_text(ref)
    assert text.startswith("Title\nxxx") and len(text) == 1000


def test_the_embedder_is_the_configured_one_then_the_kb_one_then_by_script() -> None:
    kb_use = Result(type=SearchType.KB, metadata={"embedders": ["openai", "use"]})
    kb_remote = Result(type=SearchType.KB, metadata={"embedders": ["openai"]})
    assert choose_embedder_name(Config(), [kb_use], "headphones") == "use"
    assert choose_embedder_name(Config(), [kb_remote], "headphones") == "minilm"
    assert choose_embedder_name(Config(), [], "索尼耳机多少钱") == "use"
    pinned = Config.from_layers({"rerank": {"embedder": "model2vec"}})
    assert choose_embedder_name(pinned, [kb_use], "headphones") == "model2vec"


def test_one_source_or_an_empty_query_is_not_embedded() -> None:
    class Refuses:
        name, model_id, dimension = "x", "x", 1

        def embed(self, texts: list[str], kind: str = "passage") -> None:
            raise AssertionError("embedded")

    one = [_result(SearchType.DB, ("Row", "text"), ("Other", "row"))]
    assert [e.reference.title for e in semantic_order("q", one, Config(), Refuses())] == ["Row", "Other"]  # type: ignore[arg-type]
    assert len(semantic_order("  ", RESULTS, Config(), Refuses())) == 5  # type: ignore[arg-type]


def test_the_shared_embedder_is_reused() -> None:
    assert create_embedder({"name": "minilm"}) is create_embedder({"name": "minilm"})


def test_bad_rerank_settings_are_one_line_config_errors() -> None:
    with pytest.raises(ConfigError) as bad_name:
        Config.from_layers({"rerank": {"embedder": "bert"}})
    assert "\n" not in str(bad_name.value) and "embedder" in str(bad_name.value)
    with pytest.raises(ConfigError):
        Config.from_layers({"rerank": {"alpha": 1.5}})
