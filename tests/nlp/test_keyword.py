from __future__ import annotations

from agentsearch import Uses
from agentsearch.context import MCPToolResult, SearchContext
from agentsearch.nlp.keyword import (
    extract_keywords,
    extract_keywords_builtin,
    keywords_to_query,
    parse_keyword_answer,
)
from agentsearch.types import Keyword


def test_english_keywords_drop_stopwords_and_keep_names_and_years() -> None:
    kws = extract_keywords_builtin("What is the best laptop for Python programming in 2024? I want a laptop.")
    words = [k.k for k in kws]
    assert words[0] == "laptop"  # most frequent
    assert {"python", "programming", "2024"} <= {w.lower() for w in words}
    assert not {"what", "is", "the", "for", "in", "i", "want", "a"} & set(words)
    assert kws[0].w == 1.0 and all(0.1 <= k.w <= 1.0 for k in kws)


def test_chinese_keywords_use_jieba() -> None:
    kws = extract_keywords_builtin("请介绍一下深度学习在自然语言处理中的应用", max_keywords=5)
    words = [k.k for k in kws]
    assert "深度学习" in words or "自然语言" in words
    assert not {"的", "一下", "请"} & set(words)
    assert len(kws) <= 5


def test_max_keywords_and_explicit_language() -> None:
    text = "kubernetes docker helm terraform ansible prometheus grafana istio envoy"
    assert len(extract_keywords_builtin(text, max_keywords=3)) == 3
    assert extract_keywords_builtin("", max_keywords=3) == []
    assert extract_keywords_builtin("the and of", max_keywords=3) == []


def test_keywords_to_query_orders_by_weight() -> None:
    assert keywords_to_query([Keyword(k="b", w=0.5), Keyword(k="a", w=0.9), Keyword(k="c", w=0.5)]) == "a b c"


def test_parse_keyword_answer_shapes() -> None:
    assert [k.k for k in parse_keyword_answer({"keywords": [{"k": "x", "w": 0.9}]})] == ["x"]
    assert [k.k for k in parse_keyword_answer({"data": {"keywords": ["y"]}})] == ["y"]
    assert [k.k for k in parse_keyword_answer({"data": [{"k": "z"}]})] == ["z"]
    assert parse_keyword_answer('[{"k": "a", "w": 0}]')[0].w == 0.5
    assert [k.k for k in parse_keyword_answer("plain text")] == ["plain text"]
    assert parse_keyword_answer([{"k": ""}, 3, "ok"]) == [Keyword(k="ok", w=0.5)]
    assert parse_keyword_answer(None) == []
    assert parse_keyword_answer({"other": 1}) == []


class _Agent:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, object]]] = []

    async def __call__(self, assistant_id: str, payload: dict[str, object]) -> object:
        self.calls.append((assistant_id, payload))
        return {"data": {"keywords": [{"k": f"k{n}", "w": 1 - n / 10} for n in range(8)]}}


class _MCP:
    async def call_tool(
        self, server: str, tool: str, arguments: dict[str, object], *, timeout: float = 30.0
    ) -> MCPToolResult:
        assert (server, tool) == ("nlp", "extract_keywords")
        return MCPToolResult(texts=['{"keywords": [{"k": "mcp", "w": 0.7}]}'])


async def test_dispatch_builtin_agent_and_mcp() -> None:
    builtin = await extract_keywords("docker compose tutorial", SearchContext())
    assert "docker" in [k.k for k in builtin]
    agent = _Agent()
    ctx = SearchContext(uses=Uses(keyword="workers.nlp.keyword"), agent=agent)
    got = await extract_keywords("anything", ctx, max_keywords=3)
    assert [k.k for k in got] == ["k0", "k1", "k2"]
    assert agent.calls[0] == (
        "workers.nlp.keyword",
        {"content": "anything", "max_keywords": 3, "language": "auto"},
    )
    mcp = await extract_keywords(
        "x", SearchContext(uses=Uses(keyword="mcp:nlp.extract_keywords"), mcp=_MCP())
    )
    assert [(k.k, k.w) for k in mcp] == [("mcp", 0.7)]
