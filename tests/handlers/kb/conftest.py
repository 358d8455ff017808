"""Fixtures for the KB tests: a collection of the small EN+ZH labelled set, built once per session
with the fast static embedder so that the suite embeds little."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentsearch.handlers.kb import Collection, KBManager
from agentsearch.handlers.kb.documents import read_jsonl

DATA = Path(__file__).resolve().parents[2] / "data" / "kb"


def load_queries() -> list[dict[str, str]]:
    return [json.loads(line) for line in (DATA / "queries.jsonl").read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="session")
def labelled_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir with collection `set` (model2vec, auto language) holding the labelled corpus."""
    root = tmp_path_factory.mktemp("kbset")
    manager = KBManager(root)
    collection = manager.create("set", embedder="model2vec", language="auto")
    report = collection.ingest(read_jsonl(DATA / "corpus.jsonl"))
    assert report.documents == 30
    return root


@pytest.fixture
def labelled(labelled_dir: Path) -> Collection:
    return KBManager(labelled_dir).open("set")


@pytest.fixture
def manager(tmp_path: Path) -> KBManager:
    return KBManager(tmp_path / "kb")
