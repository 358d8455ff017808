"""Cross-language hybrid search: the keyword side's weight follows the language of the nearest chunks
when the embedder is multilingual (a Chinese question answered by an English page)."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.fusion import adaptive_fusion
from agentsearch.handlers.kb.store.base import Hit

DOCS = [
    Document("wall", "Desktop background", "To change the desktop wallpaper open Settings, then Background."),
    Document("print", "Printing", "To print a document press Ctrl+P and choose the printer."),
    Document("wifi", "Wireless", "Connect to a wireless network from the top bar's network menu."),
    Document("zh", "桌面", "桌面图标可以拖动排列，也可以在文件管理器里打开桌面文件夹。"),
]


def test_a_keyword_trust_of_zero_leaves_the_vector_order() -> None:
    cosine = {"a": 0.9, "b": 0.5, "c": 0.4}
    keyword = [Hit("c", 9.0), Hit("b", 1.0)]
    trusted = adaptive_fusion(cosine, (0.2, 0.1), keyword)
    ignored = adaptive_fusion(cosine, (0.2, 0.1), keyword, keyword_trust=0.0)
    vector_only = adaptive_fusion(cosine, (0.2, 0.1), [])
    assert max(trusted, key=trusted.__getitem__) == "c"  # BM25 singles out c
    assert ignored == vector_only
    assert adaptive_fusion(cosine, (0.2, 0.1), keyword, keyword_trust=1.0) == trusted


def test_the_language_share_of_the_nearest_chunks(tmp_path: Path) -> None:
    collection = KBManager(tmp_path).create("x", embedder="use", language="auto")
    collection.ingest(DOCS)
    vector = collection.embedder.embed(["怎么更换桌面壁纸"], "query")[0]
    hits = collection.store.vector_search(vector, 50, None)
    assert len(hits) == 4  # fewer chunks than LANGUAGE_TOP: all of them are read
    assert collection._language_agreement("怎么更换桌面壁纸", hits) == pytest.approx(0.25)
    assert collection._language_agreement("change the wallpaper", hits) == pytest.approx(0.75)


def test_an_english_only_embedder_never_reads_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def spy(self: Collection, query: str, hits: list[Hit], fetched: object = None) -> float:
        calls.append(query)
        return 1.0

    monkeypatch.setattr(Collection, "_language_agreement", spy)
    english = KBManager(tmp_path / "m").create("m", embedder="model2vec", language="auto")
    english.ingest(DOCS)
    english.search("怎么更换桌面壁纸", threshold=0)
    assert calls == []
    multilingual = KBManager(tmp_path / "u").create("u", embedder="use", language="auto")
    multilingual.ingest(DOCS)
    multilingual.search("怎么更换桌面壁纸", threshold=0)
    assert calls == ["怎么更换桌面壁纸"]
