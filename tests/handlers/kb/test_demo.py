"""The demo app's handbook collection: created on first use, reused after, answers EN and ZH."""

from __future__ import annotations

import asyncio
from pathlib import Path

from agentsearch.config import KBConfig
from agentsearch.handlers.kb import KBManager, search_collections
from agentsearch.handlers.kb.demo import ensure_demo_collection, handbook_dir
from agentsearch.types import Request, SearchType


def test_handbook_is_built_once_and_searchable(tmp_path: Path) -> None:
    assert len(list(handbook_dir().glob("*.md"))) == 8
    assert ensure_demo_collection(tmp_path) == "handbook"
    manager = KBManager(tmp_path / "kb")
    store = manager.open("handbook").store
    docs = {d["id"] for d in store.list_documents()}
    assert {"returns-policy.md", "service-zh.md", "headphones-guide.md"} <= docs
    sqlite = tmp_path / "kb" / "handbook" / "kb.sqlite"
    before = sqlite.stat().st_mtime_ns
    assert ensure_demo_collection(tmp_path) == "handbook"
    assert sqlite.stat().st_mtime_ns == before  # not rebuilt

    def top(query: str) -> str:
        request = Request(query=query, type=SearchType.KB, collections=["handbook"], limit=3)
        result = asyncio.run(search_collections(request, KBConfig(threshold=0.05), manager))
        return result.items[0].document_id

    assert top("How long do I have to return headphones?") in {"returns-policy.md", "headphones-guide.md"}
    assert top("express delivery next day") == "shipping.md"
    assert top("电池保修多久") == "service-zh.md"
