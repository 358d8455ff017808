"""The second stage: it re-orders only the top chunks, keeps the first stage's scores, and embeds a
chunk's text once (its vectors are cached beside the collection)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from agentsearch.handlers.kb import Collection, KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import EmbedKind, Matrix, create_embedder
from agentsearch.handlers.kb.rerank import SecondStage, rerank


class Counting:
    """The static embedder, counting the passages it is asked to embed."""

    def __init__(self) -> None:
        self.inner = create_embedder({"name": "model2vec"})
        self.name, self.model_id, self.dimension = "counting", self.inner.model_id, self.inner.dimension
        self.passages = 0

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if kind == "passage":
            self.passages += len(texts)
        return self.inner.embed(texts, kind)


TEXTS = {
    "a": "The warranty covers the battery for one year.",
    "b": "Shipping takes three to five working days.",
    "c": "Returns are accepted within thirty days with a receipt.",
}


def test_rerank_reorders_the_head_and_keeps_the_first_stage_scores(tmp_path: Path) -> None:
    ranked = [("b", 0.9), ("c", 0.8), ("a", 0.7), ("tail", 0.1)]
    out = rerank(
        "returns accepted within thirty days with a receipt",
        ranked,
        TEXTS,
        SecondStage(Counting(), tmp_path),
        top=3,
    )
    assert [s for _, s in out] == [0.9, 0.8, 0.7, 0.1]
    assert out[-1] == ("tail", 0.1) and {c for c, _ in out[:3]} == {"a", "b", "c"}
    assert out[0][0] == "c"


def test_a_chunk_is_embedded_once_by_the_second_stage(tmp_path: Path) -> None:
    counting = Counting()
    ranked = [("a", 0.9), ("b", 0.8), ("c", 0.7)]
    rerank("battery warranty", ranked, TEXTS, SecondStage(counting, tmp_path))
    assert counting.passages == 3
    again = SecondStage(counting, tmp_path)  # another process: the file is the cache
    first = again.passages(list(TEXTS.values()))
    assert counting.passages == 3
    assert np.allclose(first, counting.inner.embed(list(TEXTS.values()), "passage"), atol=1e-6)
    rerank("battery warranty", [("a", 0.9), ("b", 0.8)], {**TEXTS, "b": "changed text"}, again)
    assert counting.passages == 4  # only the changed text


def test_without_a_directory_the_second_stage_embeds_every_time() -> None:
    counting = Counting()
    stage = SecondStage(counting, None)
    stage.passages(["one", "two"])
    stage.passages(["one", "two"])
    assert counting.passages == 4


def test_an_enabled_collection_embeds_its_chunks_for_the_second_stage_at_ingestion(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection: Collection = manager.create(
        "shop", embedder="model2vec", rerank={"enabled": True, "embedder": "model2vec", "top": 5}
    )
    counting = Counting()
    collection._rerank_embedder = counting
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    warmed = counting.passages
    assert warmed == 3
    out = collection.search("battery warranty", limit=3)
    assert out.chunks[0].chunk.document_id == "a"
    assert counting.passages == warmed  # the search reused the ingested vectors
    plain = collection.search("battery warranty", limit=3, rerank=False)
    assert [c.score for c in plain.chunks] == [c.score for c in out.chunks]


def test_kb_rerank_in_the_config_turns_the_stage_on_for_every_collection(tmp_path: Path) -> None:
    import asyncio

    from agentsearch.config import KBConfig
    from agentsearch.handlers.kb import search_collections
    from agentsearch.types import Request, SearchType

    manager = KBManager(tmp_path)
    collection = manager.create("shop", embedder="model2vec")
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    counting = Counting()
    manager.open("shop")._rerank_embedder = counting
    request = Request(type=SearchType.KB, query="battery warranty", collections=["shop"], threshold=0)
    asyncio.run(search_collections(request, KBConfig(), manager))
    assert counting.passages == 0  # off unless asked
    result = asyncio.run(search_collections(request, KBConfig(rerank=True), manager))
    assert counting.passages == 3 and result.items[0].document_id == "a"
