"""The keyword side: technical tokens survive tokenisation, titles and headings weigh more (BM25F),
and collections made before the fielded index keep working."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.store.sqlite import SQLiteStore
from agentsearch.handlers.kb.text import index_text, query_terms, technical_terms

FILLER = " ".join(f"word{i}" for i in range(40))


def _keyword_collection(tmp_path: Path, documents: list[Document]) -> KBManager:
    manager = KBManager(tmp_path / "kb")
    manager.create("docs", embedder="model2vec", language="en", graph=False).ingest(documents)
    return manager


def _top(manager: KBManager, query: str) -> list[str]:
    out = manager.open("docs").search(query, mode="keyword", threshold=0, limit=5)
    return [c.chunk.document_id for c in out.chunks]


def test_technical_tokens_get_one_fused_word_each() -> None:
    fused = technical_terms("call os.path.join, pass --dry-run, set max_connections, needs 3.11.2")
    assert fused == ["osdpathdjoin", "hhdryhrun", "maxuconnections", "3d11d2"]
    assert technical_terms("a state-of-the-art e-mail client") == []  # hyphenated words are words


def test_query_keeps_a_flag_whose_word_is_a_stopword() -> None:
    assert query_terms("--all") == ["hhall"]
    assert "osdpathdjoin" in query_terms("what does os.path.join return")


def test_camel_case_is_indexed_whole_and_as_parts() -> None:
    text = index_text("Call getElementById first")
    assert "getElementById" in text and "get Element By Id" in text


def test_exact_flag_and_dotted_name_rank_their_document_first(tmp_path: Path) -> None:
    manager = _keyword_collection(
        tmp_path,
        [
            Document("flags", "ls options", f"Use --almost-all to list entries except . and .. {FILLER}"),
            Document("words", "listing", f"List almost all the entries you want, all of them. {FILLER}"),
            Document("dotted", "paths", f"The function os.path.join joins path parts. {FILLER}"),
            Document("loose", "os notes", f"The os module; a path; join the club. {FILLER}"),
        ],
    )
    assert _top(manager, "--almost-all")[0] == "flags"
    assert _top(manager, "os.path.join")[0] == "dotted"


def test_a_title_match_outranks_the_same_word_in_a_body(tmp_path: Path) -> None:
    manager = _keyword_collection(
        tmp_path,
        [
            Document("in-body", "General notes", f"Something about replication among other things. {FILLER}"),
            Document("in-title", "Replication", f"Something about other things entirely. {FILLER}"),
        ],
    )
    assert _top(manager, "replication") == ["in-title", "in-body"]


def test_a_collection_with_the_old_one_column_index_still_searches(tmp_path: Path) -> None:
    _keyword_collection(tmp_path, [Document("a", "Alpha", f"alpha beta gamma {FILLER}")])
    path = tmp_path / "kb" / "docs" / "kb.sqlite"
    with sqlite3.connect(path) as conn:  # rebuild the index the way older versions made it
        conn.execute("DROP TABLE chunks_fts")
        conn.execute(
            "CREATE VIRTUAL TABLE chunks_fts USING fts5(body,"
            " tokenize='porter unicode61 remove_diacritics 2')"
        )
        conn.execute("INSERT INTO chunks_fts(rowid, body) SELECT rowid, title || ' ' || text FROM chunks")
    KBManager._cache.clear()
    reopened = KBManager(tmp_path / "kb")
    reopened.open("docs").ingest([Document("b", "Beta", f"delta epsilon {FILLER}")])
    assert _top(reopened, "gamma") == ["a"]
    assert _top(reopened, "epsilon") == ["b"]


def test_opening_an_existing_collection_writes_nothing(tmp_path: Path) -> None:
    # a write at open (FTS5's rank setting) bumped FTS5's config cookie, and another process's
    # keyword query running across it failed with "SQL logic error"
    manager = KBManager(tmp_path)
    manager.create("docs", embedder="model2vec").ingest(
        [Document(id="a", title="Returns", text="Items can be returned within 30 days.")]
    )
    path = tmp_path / "docs" / "kb.sqlite"
    with sqlite3.connect(path) as conn:
        before = conn.execute("SELECT v FROM chunks_fts_config WHERE k = 'rank'").fetchone()
        version = conn.execute("PRAGMA data_version").fetchone()[0]
        SQLiteStore(tmp_path / "docs", 256).count_chunks()  # another opener, as another process
        assert conn.execute("PRAGMA data_version").fetchone()[0] == version
        assert conn.execute("SELECT v FROM chunks_fts_config WHERE k = 'rank'").fetchone() == before
    hits = KBManager(tmp_path).open("docs").search("returned", mode="keyword").chunks
    assert [h.chunk.document_id for h in hits] == ["a"]
