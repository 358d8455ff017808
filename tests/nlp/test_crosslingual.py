"""A Chinese query's English keywords come from the general dictionary (CC-CEDICT), and the KB's
keyword side finds English pages with them."""

from __future__ import annotations

from pathlib import Path

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.fusion import with_translated
from agentsearch.handlers.kb.store.base import Hit
from agentsearch.nlp.crosslingual import english_keywords


def test_chinese_words_give_their_dictionary_senses() -> None:
    words = english_keywords("保修多久").split()
    assert "warranty" in words or "guarantee" in words
    assert "transparent" in english_keywords("透明").split()


def test_a_single_character_has_too_many_readings_to_give_a_word() -> None:
    assert english_keywords("透") == ""
    assert english_keywords("电池 保").split() == ["battery"]  # 保 alone: guarantee? keep? protect?


def test_no_chinese_word_gives_nothing_and_latin_tokens_are_kept() -> None:
    assert english_keywords("battery warranty") == ""
    assert english_keywords("") == ""
    assert "vlookup" in english_keywords("VLOOKUP 透明").split()


def test_translated_hits_keep_their_own_bm25_and_the_higher_value() -> None:
    own = [Hit("zh-page", 10.0), Hit("both", 2.0)]
    translated = [Hit("en-page", 4.0), Hit("both", 1.0), Hit("generic", 0.5)]
    merged = with_translated(own, translated, trust=0.5)
    assert [(h.chunk_id, h.score) for h in merged] == [
        ("zh-page", 10.0),
        ("both", 2.0),  # the higher of 2.0 and 0.5
        ("en-page", 2.0),
        ("generic", 0.25),
    ]
    assert with_translated(own, []) == own


def test_a_chinese_query_finds_an_english_page_by_its_words(tmp_path: Path) -> None:
    collection = KBManager(tmp_path).create("docs", embedder="model2vec", language="auto")
    collection.ingest(
        [
            Document("warranty", "Warranty", "The warranty covers the battery for one year after purchase."),
            Document("shipping", "Shipping", "Orders are shipped within two working days."),
            Document("zh-hours", "营业时间", "门店每天九点开门，晚上八点关门。"),
        ]
    )
    found = collection.search("电池保修", mode="keyword", limit=3, threshold=0)
    assert [c.chunk.document_id for c in found.chunks][:1] == ["warranty"]
    own = collection.search("营业时间开门", mode="keyword", limit=3, threshold=0)
    assert [c.chunk.document_id for c in own.chunks][:1] == ["zh-hours"]  # its own words still win
