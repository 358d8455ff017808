"""Cross-language hybrid search: with a multilingual embedder, a near chunk written in another language
than the query (a Chinese question answered by an English page) gets keyword evidence imputed instead
of none, since BM25 cannot match it."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.fusion import adaptive_fusion, imputed_keyword
from agentsearch.handlers.kb.store.base import ChunkRecord, Hit
from agentsearch.nlp.language import detect_language

DOCS = [
    Document("wall", "Desktop background", "To change the desktop wallpaper open Settings, then Background."),
    Document("print", "Printing", "To print a document press Ctrl+P and choose the printer."),
    Document("wifi", "Wireless", "Connect to a wireless network from the top bar's network menu."),
    Document("zh", "桌面", "桌面图标可以拖动排列，也可以在文件管理器里打开桌面文件夹。"),
]


def test_a_near_chunk_in_another_language_gets_the_keyword_evidence_its_vector_evidence_implies() -> None:
    # a, b, c, d: the query's language, BM25 following the vector evidence; "en" another language
    cosine = {"a": 0.9, "b": 0.7, "c": 0.5, "d": 0.3, "en": 0.85}
    keyword = [Hit("a", 8.0), Hit("b", 6.0), Hit("c", 4.0), Hit("d", 2.0)]
    plain = adaptive_fusion(cosine, (0.2, 0.1), keyword)
    near = {"a": True, "b": True, "c": True, "d": True, "en": False}
    imputed = adaptive_fusion(cosine, (0.2, 0.1), keyword, near=near)
    assert sorted(plain, key=lambda c: -plain[c]).index("en") == 2  # below b: it has no BM25 of its own
    assert sorted(imputed, key=lambda c: -imputed[c])[:2] == ["a", "en"]
    assert all(imputed[c] == pytest.approx(plain[c], abs=0.02) for c in "abcd")
    assert imputed_keyword({"a": 7.0, "b": 5.0, "en": 6.0}, {"a": 1.0, "b": 0.5}, {"en": False}) == {}  # < 3


def test_the_language_of_the_nearest_chunks(tmp_path: Path) -> None:
    collection = KBManager(tmp_path).create("x", embedder="use", language="auto")
    collection.ingest(DOCS)
    vector = collection.embedder.embed(["怎么更换桌面壁纸"], "query")[0]
    hits = collection.store.vector_search(vector, 50, None)
    assert len(hits) == 4  # fewer chunks than LANGUAGE_TOP: all of them are read
    fetched: dict[str, ChunkRecord] = {}
    chinese = collection._near_languages(detect_language("怎么更换桌面壁纸"), hits, fetched)
    assert chinese == {"x/wall#0": False, "x/print#0": False, "x/wifi#0": False, "x/zh#0": True}
    assert set(fetched) == set(chinese)  # the rows read are kept for the result
    english = collection._near_languages(detect_language("change the wallpaper"), hits, {})
    assert english == {c: not same for c, same in chinese.items()}


def test_an_english_only_embedder_never_reads_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def spy(self: Collection, asked: str, hits: list[Hit], fetched: object) -> dict[str, bool]:
        calls.append(asked)
        return {}

    monkeypatch.setattr(Collection, "_near_languages", spy)
    english = KBManager(tmp_path / "m").create("m", embedder="model2vec", language="auto")
    english.ingest(DOCS)
    english.search("怎么更换桌面壁纸", threshold=0)
    assert calls == []
    multilingual = KBManager(tmp_path / "u").create("u", embedder="use", language="auto")
    multilingual.ingest(DOCS)
    multilingual.search("怎么更换桌面壁纸", threshold=0)
    assert calls == [detect_language("怎么更换桌面壁纸")]


@pytest.mark.parametrize("x", [0.1, 0.7, 1.3, 4.0])
def test_equal_vector_evidence_imputes_the_mean_keyword_evidence(x: float) -> None:
    # rounding leaves the spread of equal x at ~1e-32, not 0: no line through it, only the mean
    evidence = {"a": x, "b": x, "c": x, "en": x + 3.0}
    keyword = {"a": 1.0, "b": 0.5, "c": 0.2}
    near = {"a": True, "b": True, "c": True, "en": False}
    assert imputed_keyword(evidence, keyword, near)["en"] == pytest.approx(1.7 / 3)


def test_the_line_is_not_extrapolated_past_the_own_candidates() -> None:
    evidence = {"a": 1.0, "b": 2.0, "c": 3.0, "en": 30.0}
    keyword = {"a": 0.0, "b": 0.1, "c": 0.2}
    near = {"a": True, "b": True, "c": True, "en": False}
    assert imputed_keyword(evidence, keyword, near)["en"] == pytest.approx(0.2)  # not 2.9 → 1.0
