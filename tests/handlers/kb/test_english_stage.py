"""The English stage: a Chinese or mixed collection on its default (multilingual) embedder re-scores
the head of English queries with the English default embedder, which judges only English chunks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import EmbedKind, Matrix, create_embedder
from agentsearch.handlers.kb.rerank import ENGLISH_STAGE_TOP, SecondStage, default_second_stage, rerank


class Recording:
    """An English-only embedder (the static one) that records the passages it embeds."""

    multilingual = False

    def __init__(self) -> None:
        self.inner = create_embedder({"name": "model2vec"})
        self.name, self.model_id, self.dimension = "recording", self.inner.model_id, self.inner.dimension
        self.seen: list[str] = []
        self.queries = 0

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if kind == "passage":
            self.seen.extend(texts)
        else:
            self.queries += len(texts)
        return self.inner.embed(texts, kind)


def test_a_mixed_or_chinese_collection_on_the_default_embedder_gets_the_english_stage(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    expected = {"enabled": True, "embedder": "minilm", "languages": ["en"], "top": ENGLISH_STAGE_TOP}
    assert manager.create("mixed", language="auto").spec.rerank == expected
    assert manager.create("zh", language="zh").spec.rerank == expected
    assert manager.create("named", language="auto", embedder="use").spec.rerank == expected


def test_no_english_stage_for_english_collections_other_embedders_or_a_stage_asked_for(
    tmp_path: Path,
) -> None:
    manager = KBManager(tmp_path)
    assert manager.create("en", language="en").spec.rerank == {}
    assert manager.create("static", language="auto", embedder="model2vec").spec.rerank == {}
    assert manager.create("off", language="auto", rerank={}).spec.rerank == {}
    asked = {"enabled": True, "embedder": "e5", "top": 20}
    assert manager.create("e5", language="auto", rerank=asked).spec.rerank["embedder"] == "e5"
    assert default_second_stage("auto", "e5") == {}


def test_an_english_only_second_model_abstains_on_chunks_in_another_language(tmp_path: Path) -> None:
    texts = {
        "zh": "退货须在三十天内凭收据办理。",
        "ship": "Shipping takes three to five working days.",
        "returns": "Returns are accepted within thirty days with a receipt.",
        "battery": "The warranty covers the battery for one year.",
    }
    owners = {c: f"doc-{c}" for c in texts}
    ranked = [("zh", 0.95), ("ship", 0.52), ("battery", 0.51), ("returns", 0.50)]
    recording = Recording()
    judged = {"ship", "returns", "battery"}
    out = rerank(
        "returns within thirty days", ranked, texts, owners, SecondStage(recording, tmp_path), 4, judged
    )
    assert texts["zh"] not in recording.seen  # never embedded by a model that cannot read it
    assert sorted(recording.seen) == sorted(texts[c] for c in judged)
    order = [c for c, _ in out]
    assert order.index("returns") < order.index("ship")  # the English chunks were re-ordered
    assert order[0] == "zh"  # the abstained chunk keeps its place: its second value is its first
    assert [s for _, s in out] == [0.95, 0.52, 0.51, 0.50]


def test_the_collection_judges_only_chunks_in_the_query_language(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create(
        "mixed",
        language="auto",
        embedder="model2vec",
        rerank={"enabled": True, "embedder": "model2vec", "languages": ["en"], "top": 10},
    )
    recording = Recording()
    collection._rerank_embedder = recording
    collection.ingest(
        [
            Document("en", "Returns", "Returns are accepted within thirty days with a receipt."),
            Document("en2", "Receipts", "Keep the receipt: refunds within thirty days need it."),
            Document("zh", "退货", "退货须在三十天内凭收据办理，退款原路返回。"),
        ]
    )
    warmed = list(recording.seen)
    assert warmed and all("退" not in t for t in warmed)  # ingestion warmed the English chunk only
    recording.seen.clear()
    out = collection.search("returns receipt thirty days", limit=5, threshold=0)
    assert out.chunks and recording.queries == 1  # the stage ran on the two English chunks ...
    assert all("退" not in t for t in recording.seen)  # ... and never embedded the Chinese one


def test_kb_create_rerank_off_leaves_a_mixed_collection_without_a_stage(tmp_path: Path) -> None:
    cli = [str(Path(sys.executable).parent / "agentsearch"), "kb", "create"]
    where = ["--lang", "auto", "--data", str(tmp_path), "--json"]
    made = subprocess.run(
        [*cli, "notes", *where, "--rerank", "off"], capture_output=True, text=True, check=False
    )
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["rerank"] == {"enabled": False}
    default = subprocess.run([*cli, "other", *where], capture_output=True, text=True, check=False)
    assert default.returncode == 0, default.stderr
    assert json.loads(default.stdout)["rerank"]["embedder"] == "minilm"


def test_a_chinese_query_can_have_its_english_words_judge_the_english_chunks(tmp_path: Path) -> None:
    """Opt-in (`rerank.translated`): the dictionary English of a Chinese query is the stage's query
    for the English chunks of the head; off (the default), a Chinese query gets no stage at all."""
    docs = [
        Document("en", "Returns", "Returns are accepted within thirty days with a receipt."),
        Document("en2", "Shipping", "Orders ship within two business days."),
        Document("zh", "退货", "退货须在三十天内凭收据办理，退款原路返回。"),
    ]
    queries = {}
    for weight in (0, 0.5):
        manager = KBManager(tmp_path / str(weight))
        collection = manager.create(
            "mixed",
            language="auto",
            embedder="model2vec",
            rerank={
                "enabled": True,
                "embedder": "model2vec",
                "languages": ["en"],
                "top": 10,
                "translated": weight,
            },
        )
        recording = Recording()
        collection._rerank_embedder = recording
        collection.ingest(docs)
        recording.seen.clear()
        assert collection.search("退货 收据", limit=5, threshold=0).chunks
        queries[weight] = recording.queries
        assert all("退" not in t for t in recording.seen)  # the Chinese chunk is never embedded by it
    assert queries == {0: 0, 0.5: 1}


def test_the_translated_weight_is_checked(tmp_path: Path) -> None:
    import pytest

    manager = KBManager(tmp_path)
    for bad in (2, -0.1, "yes", True):
        with pytest.raises(Exception, match="translated must be a weight"):
            manager.create(
                "c", language="auto", embedder="model2vec", rerank={"enabled": True, "translated": bad}
            )
