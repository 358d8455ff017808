from __future__ import annotations

import pytest

from agentsearch.agent.i18n import MESSAGES, tr


def test_every_key_has_english_and_chinese() -> None:
    assert set(MESSAGES["en"]) == set(MESSAGES["zh-cn"])
    assert MESSAGES["zh"] is MESSAGES["zh-cn"]


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", "Found 5 references"),
        ("EN-us", "Found 5 references"),
        ("zh-CN", "找到 5 条参考资料"),
        ("zh_TW", "找到 5 条参考资料"),
        ("fr", "Found 5 references"),
        ("", "Found 5 references"),
    ],
)
def test_lookup_falls_back_to_english_never_to_the_key(locale: str, expected: str) -> None:
    assert tr("search.success", locale, 5) == expected


def test_partial_failure_message() -> None:
    assert tr("search.partial", "en", 3) == "Found 3 references (some sources failed)"
    assert tr("search.partial", "zh-cn", 3) == "找到 3 条参考资料（部分来源失败）"


def test_unknown_key_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        tr("search.nope")
