"""usearch (HNSW) and onnxruntime (MiniLM) in one process, in either import order.

usearch's wheel carries a static libstdc++ whose unique symbols, loaded first, made onnxruntime's
module init crash with SIGSEGV; a server worker that searched a large `use` collection and then a
`minilm` one died. Each case runs in a fresh interpreter, since the crash takes the process down.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

HNSW_THEN_MINILM = """
import sys
from pathlib import Path

import pytest
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document

manager = KBManager(Path(sys.argv[1]))
# hnsw_threshold=1 puts even a small collection on the usearch index, as 20,000 chunks would
big = manager.create("big", embedder="use", hnsw_threshold=1)
texts = [f"Paragraph {i} about topic {i % 7} and item {i}." for i in range(64)]
big.ingest([Document(f"d{i}", f"Doc {i}", text) for i, text in enumerate(texts)])
first = big.search("topic 3", threshold=0)
assert first.chunks, "no hits from the HNSW collection"
assert big.store.vectors.uses_hnsw, "the big collection did not use usearch"
small = manager.create("small", embedder="minilm")
small.ingest([Document("a", "Returns", "Headphones can be returned within 30 days.")])
hits = small.search("can I return headphones", threshold=0)
assert hits.chunks[0].chunk.document_id == "a"
print("ok")
"""


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_usearch_imported_before_onnxruntime_does_not_crash() -> None:
    done = _run(
        "from agentsearch.handlers.kb.store._usearch import usearch_index\n"
        "usearch_index()\nimport onnxruntime\nprint('ok')"
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"


def test_hnsw_collection_then_minilm_collection_in_one_process(tmp_path: Path) -> None:
    done = _run(HNSW_THEN_MINILM, str(tmp_path))
    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-2000:]}"
    assert done.stdout.strip().endswith("ok")


def test_without_the_hnsw_extra_a_large_collection_is_searched_exactly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentsearch.handlers.kb import KBManager
    from agentsearch.handlers.kb.documents import Document
    from agentsearch.handlers.kb.store import vectors

    monkeypatch.setattr(vectors, "usearch_available", lambda: False)  # as if usearch were not installed
    collection = KBManager(tmp_path).create("big", embedder="model2vec", hnsw_threshold=1)
    collection.ingest(
        [Document(f"d{i}", f"Doc {i}", f"Paragraph {i} about topic {i % 5}.") for i in range(20)]
    )
    hits = collection.search("topic 3", mode="vector", threshold=0)
    assert hits.chunks and not collection.store.vectors.uses_hnsw
