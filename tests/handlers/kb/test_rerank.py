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
OWNERS = {"a": "doc-a", "b": "doc-b", "c": "doc-c", "tail": "doc-tail"}


def test_rerank_reorders_the_head_and_keeps_the_first_stage_scores(tmp_path: Path) -> None:
    ranked = [("b", 0.9), ("c", 0.8), ("a", 0.7), ("tail", 0.1)]
    out = rerank(
        "returns accepted within thirty days with a receipt",
        ranked,
        TEXTS,
        OWNERS,
        SecondStage(Counting(), tmp_path),
        top=3,
    )
    assert [s for _, s in out] == [0.9, 0.8, 0.7, 0.1]
    assert out[-1] == ("tail", 0.1) and {c for c, _ in out[:3]} == {"a", "b", "c"}
    assert out[0][0] == "c"


def test_a_chunk_is_embedded_once_by_the_second_stage(tmp_path: Path) -> None:
    counting = Counting()
    ranked = [("a", 0.9), ("b", 0.8), ("c", 0.7)]
    rerank("battery warranty", ranked, TEXTS, OWNERS, SecondStage(counting, tmp_path))
    assert counting.passages == 3
    again = SecondStage(counting, tmp_path)  # another process: the file is the cache
    first = again.passages(list(TEXTS.values()), [OWNERS[c] for c in TEXTS])
    assert counting.passages == 3
    assert np.allclose(first, counting.inner.embed(list(TEXTS.values()), "passage"), atol=1e-6)
    rerank("battery warranty", [("a", 0.9), ("b", 0.8)], {**TEXTS, "b": "changed text"}, OWNERS, again)
    assert counting.passages == 4  # only the changed text


def test_without_a_directory_the_second_stage_embeds_every_time() -> None:
    counting = Counting()
    stage = SecondStage(counting, None)
    stage.passages(["one", "two"], ["d1", "d2"])
    stage.passages(["one", "two"], ["d1", "d2"])
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


class Logged(Counting):
    """Counting, logging the size of every passage call into a shared event list."""

    def __init__(self, events: list[tuple[str, int]]) -> None:
        super().__init__()
        self.events = events

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        if kind == "passage":
            self.events.append(("second", len(texts)))
        return super().embed(texts, kind)


def _many(count: int) -> list[Document]:
    words = "battery warranty shipping returns receipt refund order parcel screen charger".split()
    return [
        Document(id=f"d{i}", title=f"Note {i}", text=f"{words[i % 10]} {words[(i * 3) % 10]} number {i}.")
        for i in range(count)
    ]


def test_warming_at_ingestion_goes_in_slices_with_progress_between_them(tmp_path: Path) -> None:
    """A whole ingestion batch (150 chunks, one flush) is embedded for the second stage in slices of
    at most WARM_MAX, and the progress callback is called between them, not only after all."""
    from agentsearch.handlers.kb.rerank import WARM_MAX

    events: list[tuple[str, int]] = []
    collection = KBManager(tmp_path).create(
        "many", embedder="model2vec", rerank={"enabled": True, "embedder": "model2vec"}
    )
    collection._rerank_embedder = Logged(events)
    collection.ingest(_many(150), progress=lambda docs, chunks: events.append(("progress", chunks)))
    sizes = [n for kind, n in events if kind == "second"]
    assert sum(sizes) == 150 and len(sizes) > 2 and max(sizes) <= WARM_MAX
    first = next(i for i, (kind, _) in enumerate(events) if kind == "second")
    last = max(i for i, (kind, _) in enumerate(events) if kind == "second")
    assert any(kind == "progress" for kind, _ in events[first:last])


def _cached_rows(directory: Path) -> int:
    import sqlite3

    (path,) = directory.glob("rerank-*.sqlite")
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT count(*) FROM passages").fetchone()[0])


def test_the_second_stage_cache_drops_replaced_and_deleted_chunks(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create(
        "shop", embedder="model2vec", rerank={"enabled": True, "embedder": "model2vec"}
    )
    collection._rerank_embedder = Counting()
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    assert _cached_rows(collection.directory) == 3
    collection.ingest([Document(id="b", title="", text="Shipping now takes one working day.")])
    stage = collection.second_stage
    assert _cached_rows(collection.directory) == 3
    assert stage.cached([TEXTS["b"]]) == set()
    assert stage.cached(["Shipping now takes one working day.", TEXTS["a"]]) == {
        "Shipping now takes one working day.",
        TEXTS["a"],
    }
    assert collection.delete_document("a")
    assert _cached_rows(collection.directory) == 2 and stage.cached([TEXTS["a"]]) == set()
    # a collection that never used the second stage gets no cache file from a deletion
    plain = manager.create("plain", embedder="model2vec")
    plain.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    assert plain.delete_document("a") and not list(plain.directory.glob("rerank-*.sqlite"))


def test_kb_rerank_true_in_the_app_config_warms_the_second_stage_at_ingestion(tmp_path: Path) -> None:
    """`kb add --app` of an app whose search.yml says `kb.rerank: true` embeds the chunks for the
    second stage (the collection's own setting is off), so the first reranked search is warm."""
    import json

    from typer.testing import CliRunner

    from agentsearch.cli import app

    app_dir = tmp_path / "app"
    (app_dir / "agent").mkdir(parents=True)
    (app_dir / "agent" / "search.yml").write_text("kb:\n  rerank: true\n")
    runner = CliRunner()
    setting = '{"embedder": "model2vec", "enabled": false}'
    for args in (
        ["kb", "create", "c", "--embedder", "model2vec", "--rerank", setting, "--app", str(app_dir)],
        ["kb", "create", "d", "--embedder", "model2vec", "--rerank", setting, "--data", str(tmp_path / "d")],
    ):
        assert runner.invoke(app, args).exit_code == 0
    jsonl = tmp_path / "docs.jsonl"
    jsonl.write_text("".join(json.dumps({"id": k, "text": v}) + "\n" for k, v in TEXTS.items()))
    added = runner.invoke(app, ["kb", "add", "c", "--jsonl", str(jsonl), "--app", str(app_dir)])
    assert added.exit_code == 0, added.output
    assert _cached_rows(app_dir / "data" / "kb" / "c") == 3
    added = runner.invoke(app, ["kb", "add", "d", "--jsonl", str(jsonl), "--data", str(tmp_path / "d")])
    assert added.exit_code == 0 and not list((tmp_path / "d" / "d").glob("rerank-*.sqlite"))


def test_a_second_stage_limited_to_chinese_reranks_only_chinese_queries(tmp_path: Path) -> None:
    class Queries(Counting):
        def __init__(self) -> None:
            super().__init__()
            self.queries = 0

        def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
            self.queries += len(texts) if kind == "query" else 0
            return super().embed(texts, kind)

    collection = KBManager(tmp_path).create(
        "shop",
        embedder="model2vec",
        language="auto",
        rerank={"enabled": True, "embedder": "model2vec", "languages": ["zh"]},
    )
    second = Queries()
    collection._rerank_embedder = second
    collection.ingest(
        [Document(id=k, title="", text=v) for k, v in TEXTS.items()]
        + [
            Document(id="zh", title="", text="电池保修一年，凭收据退货。"),
            Document(id="zh2", title="", text="订单两天内发货，偏远地区五天。"),
        ]  # two Chinese chunks: a one-language second model judges only chunks in the query's language
    )
    collection.search("battery warranty", limit=3)
    assert second.queries == 0
    collection.search("电池保修多久", limit=3)
    assert second.queries == 1
    collection.search("battery warranty", limit=3, rerank=True)  # the language rule holds when forced
    assert second.queries == 1


def test_a_seeded_collection_is_warmed_when_the_app_reranks_every_search(tmp_path: Path) -> None:
    """`kb.seed` + `kb.rerank: true`: the seeded collection's chunks are embedded by its second model
    (e5, the default) when it is built; without `kb.rerank` no cache is written."""
    from agentsearch.handlers.kb.seed import ensure_seeded_collection

    seed = tmp_path / "seed"
    seed.mkdir()
    (seed / "returns.md").write_text("# Returns\n\nReturn items within 30 days.", encoding="utf-8")
    (seed / "shipping.md").write_text("# Shipping\n\nOrders ship in two days.", encoding="utf-8")
    manager = KBManager(tmp_path / "kb")
    assert ensure_seeded_collection(manager, "warm", str(seed), None, rerank=True)
    assert ensure_seeded_collection(manager, "cold", {"path": str(seed), "embedder": "model2vec"}, None)
    assert _cached_rows(tmp_path / "kb" / "warm") == manager.open("warm").store.count_chunks() == 2
    assert not list((tmp_path / "kb" / "cold").glob("rerank-*.sqlite"))
