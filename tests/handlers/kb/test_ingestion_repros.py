"""Ingestion that loses nothing: unique stable ids, updates not copies, PDF pages, a moving progress bar."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from agentsearch.cli import app
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document, read_file
from handlers.kb.pdfs import make_pdf

runner = CliRunner()


def _run(*args: str) -> str:
    outcome = runner.invoke(app, list(args))
    assert outcome.exit_code == 0, outcome.output
    return outcome.stdout


def test_two_files_with_the_same_name_are_two_documents(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    for sub in ("a", "b"):
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "readme.md").write_text(f"# {sub}\n\nAbout {sub}.", encoding="utf-8")
    _run("kb", "create", "c", "--embedder", "model2vec", "--data", data)
    added = json.loads(
        _run("kb", "add", "c", str(tmp_path / "a" / "readme.md"), str(tmp_path / "b" / "readme.md"),
             "--root", str(tmp_path), "--data", data, "--json")
    )  # fmt: skip
    assert added["documents"] == 2
    listed = json.loads(_run("kb", "list", "c", "--data", data, "--json"))
    assert sorted(d["id"] for d in listed) == ["a/readme.md", "b/readme.md"]


def test_adding_a_file_again_alone_updates_it(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    (tmp_path / "docs" / "sub").mkdir(parents=True)
    note = tmp_path / "docs" / "sub" / "x.txt"
    note.write_text("First version of the note.", encoding="utf-8")
    _run("kb", "create", "c", "--embedder", "model2vec", "--data", data)
    _run("kb", "add", "c", str(tmp_path / "docs"), "--root", str(tmp_path), "--data", data)
    note.write_text("Second version of the note.", encoding="utf-8")
    again = json.loads(_run("kb", "add", "c", str(note), "--root", str(tmp_path), "--data", data, "--json"))
    assert again["documents"] == 1
    listed = json.loads(_run("kb", "list", "c", "--data", data, "--json"))
    assert [d["id"] for d in listed] == ["docs/sub/x.txt"]  # one document, updated in place


def test_kb_create_and_delete_print_json(tmp_path: Path) -> None:
    data = str(tmp_path / "kb")
    created = json.loads(_run("kb", "create", "c", "--embedder", "model2vec", "--data", data, "--json"))
    assert created["id"] == "c" and created["embedder"]["name"] == "model2vec"
    deleted = json.loads(_run("kb", "delete", "c", "--data", data, "--json"))
    assert deleted == {"deleted": "collection", "collection": "c", "document": None}


def test_pdf_chunks_stay_in_page_ranges_and_carry_the_page(tmp_path: Path) -> None:
    path = tmp_path / "manual.pdf"
    long_page = " ".join(["The warranty covers batteries and screens for two years."] * 30)
    make_pdf(path, ["Short intro page.", "Second short page.", long_page], title="Acme Phone Manual")
    document = read_file(path, doc_id="manual.pdf")
    assert document.title == "Acme Phone Manual" and document.pages and len(document.pages) == 3
    collection = KBManager(tmp_path / "kb").create(
        "c", embedder="model2vec", chunk_tokens=64, chunk_overlap=0
    )
    collection.ingest([document])
    hits = collection.search("warranty batteries screens", mode="keyword", threshold=0, limit=50).chunks
    assert hits and {hit.chunk.metadata["page"] for hit in hits} == {3}
    intro = collection.search("intro page", mode="keyword", threshold=0).chunks[0].chunk.metadata
    assert intro["page"] == 1 and intro["page_end"] == 2  # two short pages share one chunk


def test_a_pdf_without_a_title_is_named_by_its_first_line(tmp_path: Path) -> None:
    path = tmp_path / "scan-0042.pdf"
    make_pdf(path, ["Installation Guide", "Plug it in."])
    assert read_file(path).title == "Installation Guide"


def test_progress_moves_inside_one_embedding_batch(tmp_path: Path) -> None:
    collection = KBManager(tmp_path).create("c", embedder="model2vec", chunk_tokens=16, chunk_overlap=0)
    text = " ".join(f"Sentence number {i} is about topic {i % 9}." for i in range(120))
    calls: list[tuple[int, int]] = []
    collection.ingest([Document("d", "D", text)], progress=lambda docs, chunks: calls.append((docs, chunks)))
    chunk_counts = [chunks for _, chunks in calls]
    assert len(calls) >= 3 and chunk_counts == sorted(chunk_counts)  # several updates before the batch ends
    assert chunk_counts[0] < chunk_counts[-1]
