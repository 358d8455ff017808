"""The second stage's passage cache: pruning reads only the documents that changed, a text two
documents share survives the deletion of one (also when a search found it cached under the other), an
old cache without owners is pruned in full once, and a stage limited to some
query languages warms only the chunks written in them."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agentsearch.errors import ConfigError
from agentsearch.handlers.kb import Collection, KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.records import passage_text
from agentsearch.handlers.kb.rerank import SecondStage, cache_path

TEXTS = {
    "a": "The warranty covers the battery for one year.",
    "b": "Shipping takes three to five working days.",
    "c": "Returns are accepted within thirty days with a receipt.",
}


def _collection(tmp_path: Path, **rerank: Any) -> Collection:
    collection = KBManager(tmp_path).create(
        "shop",
        embedder="model2vec",
        language="auto",
        rerank={"enabled": True, "embedder": "model2vec", **rerank},
    )
    collection._rerank_embedder = create_embedder({"name": "model2vec"})
    return collection


def _cached(collection: Collection) -> int:
    with sqlite3.connect(cache_path(collection.directory, collection.rerank_embedder)) as conn:
        return int(conn.execute("SELECT count(*) FROM passages").fetchone()[0])


def _recording(calls: list[str], method: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any) -> Any:
        calls.append(method.__name__)
        if args and isinstance(args[0], list):
            calls.extend(args[0])
        return method(*args)

    return run


def test_a_replacement_or_deletion_reads_only_the_changed_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    collection = _collection(tmp_path)
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    assert _cached(collection) == 3
    calls: list[str] = []
    store = collection.store
    monkeypatch.setattr(store, "get_chunks", _recording(calls, store.get_chunks))
    monkeypatch.setattr(store, "list_documents", _recording(calls, store.list_documents))
    collection.ingest([Document(id="b", title="", text="Shipping now takes one working day.")])
    assert _cached(collection) == 3  # b's old text gone, its new one cached
    stage = collection.second_stage
    assert stage.cached([TEXTS["b"]]) == set() and stage.cached([TEXTS["a"], TEXTS["c"]]) == {
        TEXTS["a"],
        TEXTS["c"],
    }
    assert collection.delete_document("a")
    assert _cached(collection) == 2 and stage.cached([TEXTS["a"]]) == set()
    assert "list_documents" not in calls
    read = {c for c in calls if "#" in c}
    assert read and all(c.startswith(("shop/a#", "shop/b#")) for c in read)


def test_a_text_two_documents_share_stays_cached_until_both_are_gone(tmp_path: Path) -> None:
    collection = _collection(tmp_path)
    collection.ingest(
        [Document(id="a", title="", text=TEXTS["a"]), Document(id="twin", title="", text=TEXTS["a"])]
    )
    assert _cached(collection) == 1
    assert collection.delete_document("a")
    assert collection.second_stage.cached([TEXTS["a"]]) == {TEXTS["a"]}
    assert collection.delete_document("twin")
    assert _cached(collection) == 0


def test_a_cache_written_before_owners_is_pruned_in_full_once(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create("shop", embedder="model2vec")
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    second = create_embedder({"name": "model2vec"})
    path = cache_path(collection.directory, second)
    live = [passage_text("", v) for v in TEXTS.values()]
    texts = [*live, "a text no document has any more"]
    SecondStage(second, collection.directory).passages(texts, [f"old-{i}" for i in range(len(texts))])
    with sqlite3.connect(path) as conn:  # the old layout: vectors only, one of them stale
        conn.execute("DROP TABLE owners")
        conn.execute("PRAGMA user_version = 0")
    collection._rerank_embedder = second
    stage = collection.second_stage
    assert stage.unowned()
    assert collection.delete_document("c") and not stage.unowned()
    assert stage.cached([*live, "a text no document has any more"]) == set(live[:2])
    collection.ingest([Document(id="a", title="", text="The warranty now covers two years.")])
    assert stage.cached(live) == {live[1]}  # the owners the full pass recorded let this one diff


def test_a_stage_limited_to_chinese_warms_only_chinese_chunks(tmp_path: Path) -> None:
    collection = _collection(tmp_path, languages=["zh"])
    chinese = "电池保修一年，凭收据退货。"
    collection.ingest(
        [Document(id=k, title="", text=v) for k, v in TEXTS.items()]
        + [Document(id="zh", title="", text=chinese)]
    )
    assert _cached(collection) == 1
    assert collection.second_stage.cached([passage_text("", chinese)]) == {passage_text("", chinese)}
    every = _collection(tmp_path / "all")
    every.ingest(
        [Document(id=k, title="", text=v) for k, v in TEXTS.items()]
        + [Document(id="zh", title="", text=chinese)]
    )
    assert _cached(every) == 4


def test_a_text_cached_under_one_document_gets_the_owner_a_search_finds_it_under(tmp_path: Path) -> None:
    collection = _collection(tmp_path)
    text = passage_text("", TEXTS["a"])
    collection.ingest([Document(id=k, title="", text=TEXTS[k]) for k in ("a", "b")], rerank=False)
    collection.search("battery warranty", rerank=True)  # caches a's text under a
    collection.ingest([Document(id="twin", title="", text=TEXTS["a"])], rerank=False)
    collection.search("battery warranty", rerank=True)  # twin#0 in the head: its text found cached
    assert collection.delete_document("a")
    assert collection.second_stage.cached([text]) == {text}


def test_the_stage_languages_are_validated_codes_a_bare_string_one_of_them(tmp_path: Path) -> None:
    chinese = "电池保修一年，凭收据退货。"
    collection = _collection(tmp_path, languages="zh")  # one code, not the letters z and h
    assert collection.spec.rerank["languages"] == ["zh"]
    collection.ingest(
        [Document(id="a", title="", text=TEXTS["a"]), Document(id="zh", title="", text=chinese)]
    )
    assert _cached(collection) == 1
    with pytest.raises(
        ConfigError, match=r"^rerank: unknown language code 'fr' in languages \(known: en, zh\)$"
    ):
        _collection(tmp_path / "fr", languages=["zh", "fr"])
    with pytest.raises(ConfigError, match=r"^rerank: languages must be a list of language codes"):
        _collection(tmp_path / "n", languages=7)


def test_a_collection_file_edited_by_hand_fails_in_one_line_naming_the_field(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    manager.create("notes", embedder="model2vec")
    path = tmp_path / "notes" / "collection.json"
    if not path.exists():  # the manager keeps collections in a folder per name under the data dir
        path = next(tmp_path.rglob("collection.json"))
    spec = json.loads(path.read_text(encoding="utf-8"))
    spec["rerank"] = {"enabled": True, "languages": ["zh", "fr"]}
    path.write_text(json.dumps(spec), encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        KBManager(tmp_path).spec("notes")
    message = str(caught.value)
    assert "\n" not in message and "invalid collection file (rerank: unknown language code 'fr'" in message
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ConfigError) as broken:
        KBManager(tmp_path).spec("notes")
    assert "\n" not in str(broken.value) and "invalid collection file" in str(broken.value)


def test_a_search_whose_texts_are_cached_and_owned_writes_nothing(tmp_path: Path) -> None:
    collection = _collection(tmp_path)
    collection.ingest([Document(id=k, title="", text=v) for k, v in TEXTS.items()])
    collection.search("battery warranty", rerank=True)  # owners of the head recorded once
    stage = collection.second_stage
    assert stage._conn is not None
    statements: list[str] = []
    stage._conn.set_trace_callback(statements.append)  # the cache's own connection, every statement
    collection.search("battery warranty", rerank=True)
    assert statements and not [s for s in statements if s.lstrip().upper().startswith(("INSERT", "BEGIN"))]
    collection.ingest([Document(id="twin", title="", text=TEXTS["a"])], rerank=False)
    statements.clear()
    collection.search("battery warranty", rerank=True)  # twin's text is cached, its owner is new
    assert any("INTO owners" in s for s in statements)
