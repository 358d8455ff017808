"""The PostgreSQL + pgvector store, for real: the local PostgreSQL with pgvector built from source.

`.ci/run` builds pgvector with `../shared/tools/install-pgvector` (no -march=native, so it runs on CPUs
without AVX-512); the old wheel-bundled server died with "invalid opcode" on AMD EPYC.
"""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest

from agentsearch.config import KBConfig
from agentsearch.handlers.kb import KBManager, search_collections
from agentsearch.handlers.kb.documents import Document
from agentsearch.types import Request, SearchType


@pytest.fixture
def pg_url(postgres_url: str) -> str:
    """libpq URL of the real PostgreSQL (127.0.0.1:5432) with pgvector built portably by .ci/run."""
    return postgres_url.replace("postgresql+psycopg://", "postgresql://", 1)


def test_postgres_store_same_behaviour(pg_url: str, tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    name = f"pg{uuid.uuid4().hex[:8]}"
    collection = manager.create(
        name, embedder="model2vec", store={"backend": "postgres", "url": pg_url}, metadata={"public": True}
    )
    collection.ingest(
        [
            Document(
                "returns",
                "Returns",
                "Headphones can be returned within 30 days at the Acme Service Center.",
                {"team": "red"},
            ),
            Document(
                "hours", "Hours", "The Berlin store opens at nine and closes at eight.", {"team": "blue"}
            ),
            Document("zh", "保修", "手机电池的保修期是一年，Acme Service Center 负责维修。", {"team": "red"}),
        ]
    )
    store = collection.store
    assert store.count_chunks() == 3 and type(store).__name__ == "PostgresStore"

    keyword = collection.search("returning headphones", mode="keyword", threshold=0)
    assert keyword.chunks[0].chunk.document_id == "returns"  # English stemming: returning -> return
    assert collection.search("电池保修", mode="keyword", threshold=0).chunks[0].chunk.document_id == "zh"
    vector = collection.search("when does the store open", mode="vector", threshold=0)
    assert vector.chunks[0].chunk.document_id == "hours" and 0 < vector.chunks[0].score <= 1
    filtered = collection.search("Acme Service Center", threshold=0, filters={"team": "red"})
    assert {c.chunk.document_id for c in filtered.chunks} == {"returns", "zh"}
    graph = collection.search("Acme Service Center", threshold=0, graph=True)
    assert "Acme Service Center" in [e[0] for e in graph.graph.entities]

    collection.ingest([Document("hours", "Hours", "Closed on Sundays.", {"team": "blue"})])
    assert collection.search("nine", mode="keyword", threshold=0).chunks == []
    assert collection.delete_document("returns")
    assert [d["id"] for d in store.list_documents()] == ["hours", "zh"]
    assert collection.search("headphones returned", mode="keyword", threshold=0).chunks == []

    request = Request(query="battery warranty", type=SearchType.KB, collections=[name])
    result = asyncio.run(search_collections(request, KBConfig(threshold=0.01), manager))
    assert result.items and result.items[0].metadata["chunk_id"].startswith(f"{name}/")

    manager.delete(name)
    import psycopg

    with psycopg.connect(pg_url) as conn:
        left = conn.execute(
            "SELECT count(*) FROM pg_tables WHERE tablename LIKE %s", (f"kb_{name}_%",)
        ).fetchone()
    assert left == (0,)


def test_unreachable_server_is_a_one_line_store_error() -> None:
    from agentsearch.errors import StoreError
    from agentsearch.handlers.kb.store.postgres import PostgresStore

    with pytest.raises(StoreError) as info:
        PostgresStore("postgresql://postgres@127.0.0.1:1/test?connect_timeout=2", "c", 4)
    message = str(info.value)
    assert message.startswith("cannot connect to the KB PostgreSQL store: ") and "\n" not in message
