"""The builtin need-search check: a retrieval assistant searches for bare product and noun phrases,
and does not for small talk, arithmetic, unit conversions or work on text the user already gave."""

from __future__ import annotations

import pytest

from agentsearch.agent.needsearch import need_search_builtin


@pytest.mark.parametrize(
    "text",
    ["Sony products", "headphones", "4k monitor", "笔记本电脑", "员工手册", "客服电话", "去年的销售额"],
)
def test_a_bare_product_or_noun_phrase_is_a_search(text: str) -> None:
    intent = need_search_builtin(text)
    assert intent.need_search, intent.reason


@pytest.mark.parametrize(
    "text",
    [
        "ok cool",
        "thanks, that helped",
        "多谢，明白了",
        "收到",
        "???",
        "5 km in miles",
        "10英里等于多少公里",
        "帮我算一下 12*7",
        "3+5等于几",
        "summarise this for me",
        "reorder the list above by date",
        "write me a poem about autumn",
        "来个笑话",
        "把上面这段翻译成英文",
        "概括一下以上内容",
    ],
)
def test_chat_arithmetic_conversions_and_rewrites_need_no_search(text: str) -> None:
    intent = need_search_builtin(text)
    assert not intent.need_search, intent.reason


def test_requests_that_mention_rewriting_but_need_facts_still_search() -> None:
    assert need_search_builtin("summarize the latest news on Rust").need_search
    assert need_search_builtin("100 usd in eur").need_search  # a rate changes daily: a lookup
