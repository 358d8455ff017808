"""Chinese segmentation through rjieba: jieba's dictionary, search mode, POS tags, keyword weights."""

from __future__ import annotations

from agentsearch.nlp import segment


def test_cut_uses_the_dictionary_and_the_hmm() -> None:
    words = segment.cut("我们在北京大学学习自然语言处理")
    assert words == ["我们", "在", "北京大学", "学习", "自然语言", "处理"]
    assert "南京市" in segment.cut_for_search("南京市长江大桥")
    assert {"南京", "长江", "大桥", "长江大桥"} <= set(segment.cut_for_search("南京市长江大桥"))


def test_tags_mark_proper_nouns() -> None:
    tags = dict(segment.tag("小明在北京大学读书"))
    assert tags["北京大学"] == "nt"
    assert tags["读书"].startswith("n") or tags["读书"].startswith("v")


def test_keywords_weigh_rare_words_above_common_ones() -> None:
    words = [w for w, _ in segment.keywords("这个问题是三星手机的拍照")]
    assert words.index("三星") < words.index("问题")  # each once: the rarer word weighs more
    assert "的" not in words and all(len(w) >= 2 for w in words)  # single characters never appear
    repeated = dict(segment.keywords("问题 问题 问题 三星"))
    assert repeated["问题"] > 0 and repeated["三星"] > 0


def test_technical_tokens_stay_whole() -> None:
    assert "libfoo.so.1" in segment.cut("安装 libfoo.so.1 之后")
