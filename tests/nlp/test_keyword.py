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


def _words(text: str, limit: int = 10) -> list[str]:
    return [k.k for k in extract_keywords_builtin(text, max_keywords=limit)]


def test_a_price_or_count_qualifies_the_query_and_never_outranks_its_words() -> None:
    cases = {
        "best wireless headphones under $100": ("100", {"wireless", "headphones"}),  # the repro
        "cheap laptop under $500 for students": ("500", {"cheap", "laptop", "students"}),
        "Sony WH-1000XM5 under $400": ("400", {"WH-1000XM5", "sony"}),
        "2024 tesla model y reviews": ("2024", {"tesla", "model", "reviews"}),
        "monitors below 1,299.99 dollars": ("1,299.99", {"monitors", "dollars"}),
    }
    for text, (number, content) in cases.items():
        keywords = extract_keywords_builtin(text)
        words = [k.k for k in keywords]
        assert content <= set(words) and number in words, text  # kept: the price still narrows the search
        assert words.index(number) > max(words.index(w) for w in content), text
        weight = {k.k: k.w for k in keywords}
        assert weight[number] < min(weight[w] for w in content), text


def test_names_with_digits_are_names_not_numbers() -> None:
    assert _words("Samsung S24 battery", 3)[0] == "S24"  # a model number still leads
    assert "5G" in _words("5G phones with good cameras", 3)
    assert "gpt-4o" in _words("gpt-4o context window size", 3)


def test_chinese_function_words_and_fillers_are_not_keywords() -> None:
    fillers = {"请问", "有没有", "一款", "以下", "哪款", "怎么样", "这款", "哪种", "比较", "一下", "以上"}
    cases = {
        "请问有没有一款拍照好的手机": {"拍照", "手机"},  # the repro
        "以下哪款笔记本电脑适合编程": {"笔记本电脑", "编程"},  # the repro
        "这款耳机的降噪效果怎么样": {"耳机", "降噪"},
        "请问一下哪种咖啡豆比较适合做意式浓缩": {"咖啡豆", "浓缩"},
        "1000元以上的机械键盘有没有推荐的": {"机械", "键盘"},
    }
    for text, content in cases.items():
        words = _words(text, 5)
        assert content <= set(words), (text, words)
        assert not fillers & set(words), (text, words)


def test_a_mixed_query_keeps_its_chinese_content_words_beside_many_latin_tokens() -> None:
    # five and more Latin tokens used to fill the top 5 and push 三星 and 拍照 out (the repro)
    words = _words("三星 Galaxy S24 Ultra 5G Pro Max 拍照 怎么样", 5)
    assert {"三星", "拍照"} <= set(words) and "S24" in words and "怎么样" not in words
    words = _words("华为 Mate 60 Pro 和 iPhone 15 Pro Max 哪个拍照更好", 5)
    assert {"华为", "拍照"} <= set(words) and "iPhone" in words
    words = _words("iPhone 15 Pro Max USB-C PD 充电 速度 测试", 4)
    assert {"充电", "速度"} & set(words) and words[0] == "iPhone"  # the script written first leads
    words = _words("how do you say 谢谢 politely in Japanese Korean Thai Vietnamese", 4)
    assert "谢谢" in words


def test_single_script_text_is_unchanged_by_the_mixed_rule() -> None:
    assert not any("\u4e00" <= ch <= "\u9fff" for w in _words("docker compose tutorial") for ch in w)
    assert all(w.isascii() is False for w in _words("深度学习的应用", 3))
