from __future__ import annotations

import json
from pathlib import Path

import docx
import pytest

from agentsearch.handlers.kb.documents import ParseError, iter_files, iter_sources, read_file, read_jsonl
from handlers.kb.pdfs import make_pdf


def _minimal_pdf(path: Path, text: str) -> None:
    make_pdf(path, [text])


def test_each_format_parses(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Plain text about batteries.", encoding="utf-8")
    (tmp_path / "b.md").write_text("# Returns\n\nThirty days.", encoding="utf-8")
    (tmp_path / "c.html").write_text(
        "<html><head><title>Ship</title><script>var x=1;</script></head>"
        "<body><h2>Delivery</h2><p>DHL in 3 days.</p></body></html>",
        encoding="utf-8",
    )
    _minimal_pdf(tmp_path / "d.pdf", "Warranty lasts two years")
    document = docx.Document()
    document.add_heading("Store hours", level=1)
    document.add_paragraph("Open from nine to five.")
    document.save(str(tmp_path / "e.docx"))

    docs = {p.name: read_file(p) for p in iter_files([tmp_path])}
    assert docs["a.txt"].text == "Plain text about batteries." and docs["a.txt"].title == "a"
    assert docs["b.md"].title == "Returns"
    html = docs["c.html"]
    assert html.title == "Ship" and "## Delivery" in html.text and "DHL in 3 days." in html.text
    assert "var x" not in html.text
    assert "Warranty lasts two years" in docs["d.pdf"].text
    assert docs["e.docx"].text.startswith("# Store hours") and "nine to five" in docs["e.docx"].text
    assert docs["e.docx"].id == "e.docx"


def test_unparseable_files_name_themselves(tmp_path: Path) -> None:
    bad_pdf = tmp_path / "broken.pdf"
    bad_pdf.write_bytes(b"not a pdf at all")
    with pytest.raises(ParseError, match=r"broken\.pdf"):
        read_file(bad_pdf)
    with pytest.raises(ParseError, match="unsupported"):
        read_file(tmp_path / "x.xyz")
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("caf\xe9".encode("latin-1"))
    with pytest.raises(ParseError, match=r"latin1\.txt"):
        read_file(latin1)


def test_jsonl_records_and_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "docs.jsonl"
    lines = [
        json.dumps({"id": "d1", "title": "T", "text": "hello", "metadata": {"team": "a"}}),
        "{not json",
        json.dumps({"_id": 7, "text": "beir style"}),
        json.dumps({"id": "d3", "text": ""}),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    items = list(read_jsonl(path))
    assert [type(i).__name__ for i in items] == ["Document", "ParseError", "Document", "ParseError"]
    assert items[0].id == "d1" and items[0].metadata == {"team": "a"}  # type: ignore[union-attr]
    assert items[2].id == "7"  # type: ignore[union-attr]
    assert "docs.jsonl:2" in str(items[1])


def test_directory_files_are_named_by_relative_path(tmp_path: Path) -> None:
    for sub in ("a", "b"):
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "readme.md").write_text(f"# {sub}\n\ntext", encoding="utf-8")
    (tmp_path / "skip.bin").write_bytes(b"\x00")
    assert [doc_id for _, doc_id in iter_sources([tmp_path], tmp_path)] == ["a/readme.md", "b/readme.md"]
    # the same file given alone, or twice, keeps its id (a second add is an update, not a copy)
    alone = tmp_path / "a" / "readme.md"
    assert [doc_id for _, doc_id in iter_sources([alone, tmp_path], tmp_path)] == [
        "a/readme.md",
        "b/readme.md",
    ]
    # outside the root: the absolute path, still unique and stable
    assert [doc_id for _, doc_id in iter_sources([alone], tmp_path / "b")] == [alone.resolve().as_posix()]


def test_pdf_and_docx_without_the_documents_extra_name_it(tmp_path: Path) -> None:
    """`pip install agentsearch` has no PDF/DOCX readers: such a file is one line naming the extra,
    and the text files beside it are still read."""
    import subprocess
    import sys

    make_pdf(tmp_path / "guide.pdf", ["page one"])
    docx.Document().save(str(tmp_path / "notes.docx"))
    (tmp_path / "readme.md").write_text("# Readme\n\ntext", encoding="utf-8")
    code = (
        "import sys; sys.modules['pypdf'] = None; sys.modules['docx'] = None\n"
        "from pathlib import Path\n"
        "from agentsearch.handlers.kb.documents import ParseError, read_file\n"
        f"root = Path({str(tmp_path)!r})\n"
        "for name in ('guide.pdf', 'notes.docx'):\n"
        "    try:\n"
        "        read_file(root / name)\n"
        "    except ParseError as exc:\n"
        "        print(exc)\n"
        "print(read_file(root / 'readme.md').title)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].endswith(
        "guide.pdf: reading PDF files needs the 'documents' extra: pip install 'agentsearch[documents]'"
    )
    assert lines[1].endswith(
        "notes.docx: reading DOCX files needs the 'documents' extra: pip install 'agentsearch[documents]'"
    )
    assert lines[2] == "Readme"
