"""The tantivy keyword engine (the `scale` extra) behind the SQLite store: the same words as FTS5
(technical tokens, Chinese, field weights), deletes and re-adds of real files reach both indexes, `auto`
switches at the threshold, and without the extra FTS5 serves or one line names the extra."""

from __future__ import annotations

import fcntl
from pathlib import Path

import pytest
import tantivy as _engine  # noqa: F401  (dev installs the scale extra: a missing engine fails, not skips)

from agentsearch.errors import StoreError
from agentsearch.handlers.kb import Collection, KBManager
from agentsearch.handlers.kb.documents import read_file
from agentsearch.handlers.kb.store import keywords as keyword_module
from agentsearch.handlers.kb.store.sqlite import SQLiteStore

FILLER = " ".join(f"word{i}" for i in range(40))
FILES = {
    "pool.md": f"# Connection pooling\n\nSet max_connections in postgresql.conf; call os.path.join. {FILLER}",
    "flags.md": f"# ls options\n\nUse --almost-all to list entries except . and .. {FILLER}",
    "loose.md": f"# os notes\n\nThe os module; a path; join the club; connections matter. {FILLER}",
    "refunds.md": f"# Refunds\n\nCustomers return items within 30 days for a full refund. {FILLER}",
    "zh.md": "# 数据库\n\n数据库连接池可以提高性能。请在配置文件中设置最大连接数。",
    "zh2.md": "# 网络\n\n网络连接失败时，请检查防火墙和代理设置。",
}
QUERIES = ["max_connections", "os.path.join", "--almost-all", "refund policy", "数据库连接池", "防火墙设置"]


def _write(root: Path, files: dict[str, str]) -> list[Path]:
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    return [root / name for name in files]


def _collection(tmp_path: Path, engine: str, **settings: object) -> Collection:
    manager = KBManager(tmp_path / "kb")
    return manager.create(
        engine,
        embedder="model2vec",
        language="auto",
        graph=False,
        store={"backend": "sqlite", "keyword": engine},
        **settings,
    )


def _ingest(collection: Collection, paths: list[Path], root: Path) -> None:
    collection.ingest([read_file(p, str(p.relative_to(root))) for p in paths])


def _top(collection: Collection, query: str, limit: int = 3) -> list[str]:
    out = collection.search(query, mode="keyword", threshold=0, limit=limit)
    return [c.chunk.document_id for c in out.chunks]


def _store(collection: Collection) -> SQLiteStore:
    store = collection.store
    assert isinstance(store, SQLiteStore)
    return store


def test_tantivy_ranks_like_fts5_on_technical_tokens_and_chinese(tmp_path: Path) -> None:
    paths = _write(tmp_path / "docs", FILES)
    fts5, tantivy = _collection(tmp_path, "fts5"), _collection(tmp_path, "tantivy")
    for collection in (fts5, tantivy):
        _ingest(collection, paths, tmp_path / "docs")
    assert _store(tantivy).keywords.active and not _store(fts5).keywords.active
    expected = ["pool.md", "pool.md", "flags.md", "refunds.md", "zh.md", "zh2.md"]
    for query, first in zip(QUERIES, expected, strict=True):
        assert _top(tantivy, query)[0] == first, query
        assert _top(fts5, query)[0] == first, query


def test_a_title_word_outranks_the_same_word_in_the_body(tmp_path: Path) -> None:
    files = {
        "title.md": f"# Kerberos\n\nSetting up single sign-on for the office. {FILLER}",
        "body.md": f"# Single sign-on\n\nThe office uses kerberos tickets for sign-on. {FILLER}",
    }
    paths = _write(tmp_path / "docs", files)
    collection = _collection(tmp_path, "tantivy")
    _ingest(collection, paths, tmp_path / "docs")
    assert _top(collection, "kerberos")[0] == "title.md"


def test_deleting_and_readding_a_file_keeps_both_indexes_consistent(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    paths = _write(docs, FILES)
    collection = _collection(tmp_path, "tantivy", hnsw_threshold=1)
    _ingest(collection, [*paths[1:], paths[0]], docs)  # pool.md last: its chunks have the largest rowids
    assert collection.delete_document("pool.md")
    assert "pool.md" not in _top(collection, "max_connections postgresql")
    assert "pool.md" not in [
        c.chunk.document_id for c in collection.search("max_connections", limit=6).chunks
    ]
    # the same file back with other text: its chunks would once have taken the deleted rowids, which
    # the derived indexes (tantivy, HNSW) took for unchanged chunks
    (docs / "pool.md").write_text(f"# Pool sizing\n\nRaise pool_recycle for idle sessions. {FILLER}")
    _ingest(collection, [docs / "pool.md"], docs)
    assert _top(collection, "pool_recycle")[0] == "pool.md"
    assert "pool.md" not in _top(collection, "max_connections postgresql")
    store = _store(collection)
    assert store.vectors.uses_hnsw
    searcher = store.keywords._index.searcher()
    assert searcher.num_docs == store.count_chunks()
    vector = collection.embedder.embed(["Raise pool_recycle for idle sessions"], "query")[0]
    top = store.vector_search(vector, 1, {})[0].chunk_id
    assert "pool_recycle" in collection.store.get_chunks([top])[top].text


def test_a_reopened_collection_reads_the_saved_index(tmp_path: Path) -> None:
    paths = _write(tmp_path / "docs", FILES)
    collection = _collection(tmp_path, "tantivy")
    _ingest(collection, paths, tmp_path / "docs")
    KBManager._cache.clear()
    reopened = KBManager(tmp_path / "kb").open("tantivy")
    stamp = (reopened.directory / "keywords.json").stat().st_mtime_ns
    assert _top(reopened, "--almost-all")[0] == "flags.md"
    assert (reopened.directory / "keywords.json").stat().st_mtime_ns == stamp  # not rebuilt


def test_filters_are_answered_by_fts5(tmp_path: Path) -> None:
    paths = _write(tmp_path / "docs", FILES)
    collection = _collection(tmp_path, "tantivy")
    _ingest(collection, paths, tmp_path / "docs")
    out = collection.search("connections", mode="keyword", threshold=0, filters={"document_id": "loose.md"})
    assert [c.chunk.document_id for c in out.chunks] == ["loose.md"]


def test_auto_switches_engine_at_the_threshold(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    paths = _write(docs, FILES)
    collection = _collection(tmp_path, "auto", hnsw_threshold=len(FILES))
    _ingest(collection, paths[:-1], docs)
    assert not _store(collection).keywords.active
    assert _top(collection, "refund")[0] == "refunds.md"
    _ingest(collection, paths[-1:], docs)
    assert _store(collection).keywords.active
    assert _top(collection, "refund")[0] == "refunds.md"
    collection.delete_document("zh2.md")
    assert _top(collection, "refund")[0] == "refunds.md"
    assert not _store(collection).keywords.active
    assert not (collection.directory / "keywords.tantivy").exists()


def test_without_the_extra_auto_uses_fts5_and_tantivy_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        keyword_module, "tantivy_available", lambda: False
    )  # as if tantivy were not installed
    paths = _write(tmp_path / "docs", FILES)
    collection = _collection(tmp_path, "auto", hnsw_threshold=1)
    _ingest(collection, paths, tmp_path / "docs")
    assert not _store(collection).keywords.active
    assert _top(collection, "max_connections")[0] == "pool.md"
    with pytest.raises(StoreError) as caught:
        SQLiteStore(tmp_path / "other", 8, keyword="tantivy")
    assert str(caught.value) == (
        "keyword engine 'tantivy' needs the 'scale' extra: pip install 'agentsearch[scale]'"
    )


def test_an_unknown_engine_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="unknown keyword engine 'lucene'"):
        SQLiteStore(tmp_path / "x", 8, keyword="lucene")


def test_while_another_process_writes_the_index_fts5_answers(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    paths = _write(docs, FILES)
    collection = _collection(tmp_path, "tantivy")
    _ingest(collection, paths[:-1], docs)
    with (collection.directory / "keywords.lock").open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # as a writer in another process holds it
        _ingest(collection, paths[-1:], docs)
        assert _top(collection, "防火墙设置")[0] == "zh2.md"  # FTS5 has it; tantivy is not refreshed
        assert not _store(collection).keywords.serving(
            _store(collection)._conn(), _store(collection).generation()
        )
        fcntl.flock(handle, fcntl.LOCK_UN)
    (docs / "pool.md").write_text(f"# Pool sizing\n\nRaise pool_recycle for idle sessions. {FILLER}")
    _ingest(collection, [docs / "pool.md"], docs)  # the next write refreshes it
    store = _store(collection)
    assert store.keywords.serving(store._conn(), store.generation()) is store.keywords
    assert _top(collection, "防火墙设置")[0] == "zh2.md"
    assert store.keywords._index.searcher().num_docs == store.count_chunks()
