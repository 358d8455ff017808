"""build_search_record: indexes from citation ids, character snippets, metadata, secrets removed."""

from __future__ import annotations

from agentsearch.config import Config, Uses
from agentsearch.store import build_search_record, redact_config, snippet
from agentsearch.types import (
    Entity,
    GraphNode,
    Keyword,
    Reference,
    ReferenceContext,
    Relation,
    Result,
    SearchType,
    SourceType,
)


def _ref(cid: str, content: str, **kw: object) -> Reference:
    return Reference(
        id=cid, type=SearchType.WEB, source=SourceType.HOOK, weight=0.8, score=0.5, content=content, **kw
    )  # type: ignore[arg-type]


def test_snippet_cuts_characters_not_bytes() -> None:
    chinese = "搜" * 250
    assert snippet(chinese) == "搜" * 200 + "..."
    assert snippet("a" * 200) == "a" * 200
    assert snippet("") == ""


def test_record_from_results() -> None:
    results = [
        Result(type=SearchType.WEB, keywords=["yao"], entities=[Entity(name="Yao", type="product")]),
        Result(
            type=SearchType.DB,
            dsl={"from": "orders"},
            relations=[Relation(subject="a", predicate="b", object="c")],
        ),
        Result(type=SearchType.DB, dsl={"from": "second"}),
        Result(type=SearchType.KB, graph_nodes=[GraphNode(id="n1", name="Yao")], error="kb: timeout"),
    ]
    ctx = ReferenceContext(
        references=[
            _ref("7", "x" * 300, title="A", url="https://a", meta={"provider": "tavily"}),
            _ref("8", "short", title="B"),
            _ref("bogus", "c"),
        ],
        xml="<references>…</references>",
        prompt="cite like #ref:7",
    )
    record = build_search_record(
        "req1", "chat1", "what is yao", SourceType.HOOK, results, ctx, Config(), keywords=None, duration_ms=12
    )
    assert (record.request_id, record.chat_id, record.query, record.source) == (
        "req1",
        "chat1",
        "what is yao",
        "hook",
    )
    assert [r.index for r in record.references] == [7, 8, 3]
    first = record.references[0]
    assert first.snippet == "x" * 200 + "..." and first.content == "x" * 300
    assert first.metadata == {"provider": "tavily", "weight": 0.8, "score": 0.5, "source": "hook"}
    assert first.url == "https://a" and record.references[1].url is None
    assert record.keywords == ["yao"]
    assert record.dsl == {"from": "orders"}
    assert record.entities == [{"name": "Yao", "type": "product", "source": ""}]
    assert record.relations[0]["predicate"] == "b"
    assert record.graph[0]["id"] == "n1"
    assert (record.xml, record.prompt, record.duration_ms) == (ctx.xml, ctx.prompt, 12)
    assert record.error == "kb: timeout"
    assert record.config is not None and record.config["web"]["provider"] == "tavily"


def test_explicit_keywords_and_error_win() -> None:
    record = build_search_record(
        "r",
        "c",
        "q",
        "auto",
        [Result(keywords=["ignored"])],
        None,
        None,
        [Keyword(k="a"), "b", "a"],
        5,
        "failed",
    )
    assert record.keywords == ["a", "b"]
    assert (
        record.error == "failed" and record.references == [] and record.xml is None and record.config is None
    )


def test_config_has_no_secrets() -> None:
    config = Config.from_layers(
        {
            "web": {"api_key_env": "TAVILY_KEY", "cache_url": "redis://:pw@host:6379/0"},
            "db": {"url": "postgresql://app:s3cret@db:5432/shop"},
        }
    )
    record = build_search_record("r", "c", "q", "auto", [], None, config, uses=Uses())
    assert record.config is not None
    text = repr(record.config)
    assert "s3cret" not in text and "pw@" not in text
    assert record.config["db"]["url"] == "postgresql://app:***@db:5432/shop"
    assert record.config["web"]["api_key_env"] == "TAVILY_KEY"
    assert "uses" in record.config
    assert redact_config({"api_key": "k", "nested": [{"token": "t", "x": 1}]}) == {"nested": [{"x": 1}]}
