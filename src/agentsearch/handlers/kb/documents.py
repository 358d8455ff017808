"""What ingestion consumes: a Document (id, title, text, metadata) read from a file or a JSONL record.

Parsers: plain text and Markdown as they are, HTML with lxml's streaming parser (headings kept as
Markdown `#` lines so chunking can respect them; linear in the input), PDF with pypdf, DOCX with
python-docx (heading styles become `#` lines); those two are the `documents` extra. A file that
cannot be parsed raises `ParseError` naming it; the ingester reports and skips it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentsearch.errors import AgentSearchError
from agentsearch.extras import EXTRA_OF_MODULE, missing_extra_message

__all__ = [
    "SUPPORTED_SUFFIXES",
    "Document",
    "ParseError",
    "iter_files",
    "iter_sources",
    "read_file",
    "read_jsonl",
]

SUPPORTED_SUFFIXES = {".txt", ".text", ".md", ".markdown", ".html", ".htm", ".pdf", ".docx"}


class ParseError(AgentSearchError):
    """One input could not be read; carries its name so the batch can report it and go on."""


@dataclass
class Document:
    id: str
    title: str
    text: str
    metadata: dict[str, Any] = field(default_factory=dict)
    source: str = ""
    #: the text page by page (PDFs): chunks then stay inside page ranges and carry `page` metadata
    pages: list[str] | None = None

    @property
    def content_hash(self) -> str:
        payload = json.dumps(
            [self.title, self.text, self.metadata, self.pages], sort_keys=True, ensure_ascii=False
        )
        return hashlib.sha256(payload.encode()).hexdigest()


def _first_heading(text: str) -> str:
    match = re.search(r"^#{1,6}\s+(.+)$", text, flags=re.MULTILINE)
    return match.group(1).strip() if match else ""


_SKIPPED = frozenset({"script", "style", "noscript", "template"})
_BLOCKS = frozenset({"p", "li", "div", "tr", "pre", "blockquote", "section", "article", "table", "ul", "ol"})
_HEADINGS = {f"h{level}": level for level in range(1, 7)}


class _TextTarget:
    """lxml parser target: text, `<title>`, headings as `#` lines, block ends as blank lines.

    Events from libxml2's HTML parser, no tree: the cost is linear in the input however deeply it
    nests or however broken it is (BeautifulSoup over html.parser took 12 s on 8,000 nested `<div>`s,
    and the stdlib parser is quadratic on runs of unterminated `<!--` or `<`)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.title: list[str] = []
        self._skip = 0
        self._in_title = False
        self._heading: list[str] | None = None
        self._level = 0

    def start(self, tag: str, attrib: Any) -> None:
        if tag in _SKIPPED:
            self._skip += 1
        elif tag == "title":
            self._in_title = True
        elif tag in _HEADINGS and self._heading is None:
            self._heading, self._level = [], _HEADINGS[tag]
        elif tag == "br":
            self._text("\n")

    def end(self, tag: str) -> None:
        if tag in _SKIPPED:
            self._skip = max(0, self._skip - 1)
        elif tag == "title":
            self._in_title = False
        elif tag in _HEADINGS and self._heading is not None and _HEADINGS[tag] == self._level:
            heading = " ".join("".join(self._heading).split())
            self._heading = None
            self.parts.append(f"\n\n{'#' * self._level} {heading}\n\n")
        elif tag in _BLOCKS:
            self._text("\n\n")

    def data(self, text: str) -> None:
        if self._skip:
            return
        if self._in_title:
            self.title.append(text)
        else:
            self._text(text)

    def comment(self, text: str) -> None:
        return

    def close(self) -> None:
        return

    def _text(self, text: str) -> None:
        if self._heading is not None:
            self._heading.append(text)
        else:
            self.parts.append(text)


def _html_to_text(raw: str) -> tuple[str, str]:
    from lxml import etree

    target = _TextTarget()
    parser = etree.HTMLParser(target=target, recover=True, no_network=True, huge_tree=True)
    if raw.strip():
        parser.feed(raw)
    parser.close()
    title = " ".join("".join(target.title).split())
    text = re.sub(r"[ \t]+", " ", "".join(target.parts))
    text = re.sub(r"\n\s*\n\s*", "\n\n", text).strip()
    return title, text


def _pdf_pages(path: Path) -> tuple[str, list[str]]:
    """(title, text of each page): the title from the PDF's metadata, else its first short line."""
    from pypdf import PdfReader

    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its warnings would interleave with progress

    reader = PdfReader(str(path))
    title = ""
    if reader.metadata is not None and reader.metadata.title:
        title = str(reader.metadata.title).strip()
    pages = [(page.extract_text() or "").strip() for page in reader.pages]
    if not title:
        first = next((line.strip() for p in pages for line in p.splitlines() if line.strip()), "")
        title = first if len(first) <= 120 else ""
    return title, pages


def _docx_to_text(path: Path) -> tuple[str, str]:
    import docx

    document = docx.Document(str(path))
    title = document.core_properties.title or ""
    lines: list[str] = []
    for paragraph in document.paragraphs:
        text = paragraph.text.strip()
        if not text:
            continue
        style = (paragraph.style.name if paragraph.style is not None else "") or ""
        match = re.match(r"Heading (\d)", style)
        if style == "Title":
            title = title or text
            lines.append(f"# {text}")
        elif match:
            lines.append(f"{'#' * int(match.group(1))} {text}")
        else:
            lines.append(text)
    return title, "\n\n".join(lines)


def read_file(path: Path, doc_id: str | None = None) -> Document:
    """Parse one file into a Document whose id defaults to the file name."""
    suffix = path.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise ParseError(f"{path}: unsupported file type {suffix or '(none)'}")
    _require_regular_file(path)
    pages: list[str] | None = None
    try:
        if suffix == ".pdf":
            title, pages = _pdf_pages(path)
            text = "\n\n".join(p for p in pages if p)
        elif suffix == ".docx":
            title, text = _docx_to_text(path)
        else:
            raw = path.read_text(encoding="utf-8", errors="strict")
            if suffix in (".html", ".htm"):
                title, text = _html_to_text(raw)
            else:
                title, text = _first_heading(raw) if suffix in (".md", ".markdown") else "", raw
    except ParseError:
        raise
    except ImportError as exc:  # PDF and DOCX readers are the `documents` extra
        missing = (exc.name or "").split(".")[0]
        if missing not in EXTRA_OF_MODULE:
            raise
        raise ParseError(
            f"{path}: {missing_extra_message('reading ' + suffix[1:].upper() + ' files', missing)}"
        ) from None
    except Exception as exc:  # any parser failure is a bad input, never a crash of the batch
        raise ParseError(f"{path}: cannot parse ({type(exc).__name__}: {exc})") from exc
    if not text.strip():
        raise ParseError(f"{path}: no text found")
    return Document(
        id=doc_id or path.name,
        title=title.strip() or path.stem,
        text=text,
        metadata={"source": path.name},
        source=str(path),
        pages=pages,
    )


def iter_files(paths: list[Path]) -> Iterator[Path]:
    """Files given directly, and supported files found under given directories (sorted)."""
    for path, _ in iter_sources(paths):
        yield path


def document_id(path: Path, root: Path | None = None) -> str:
    """A file's stable document id: its path relative to `root` (POSIX), or its absolute path when it
    lies outside. The same file added again, alone or inside its directory, gets the same id."""
    absolute = path.expanduser().resolve()
    base = (root or Path.cwd()).expanduser().resolve()
    try:
        return absolute.relative_to(base).as_posix()
    except ValueError:
        return absolute.as_posix()


def missing_paths(paths: list[Path]) -> list[Path]:
    """The given paths that do not exist (an add of them is a user error, not an empty success)."""
    return [path for path in paths if not path.exists()]


def iter_sources(paths: list[Path], root: Path | None = None) -> Iterator[tuple[Path, str]]:
    """(file, document id) for files given directly and supported files under given directories,
    each once; ids are `document_id(file, root)` (root: the current directory by default)."""
    seen: set[str] = set()
    for path in paths:
        children = sorted(path.rglob("*")) if path.is_dir() else [path]
        for child in children:
            if path.is_dir() and not (child.is_file() and child.suffix.lower() in SUPPORTED_SUFFIXES):
                continue
            doc_id = document_id(child, root)
            if doc_id not in seen:
                seen.add(doc_id)
                yield child, doc_id


def _require_regular_file(path: Path) -> None:
    """Only regular files are read: opening a FIFO (or a device) would block `kb add` forever."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        raise ParseError(f"{path}: cannot open ({exc.strerror})") from exc
    if not stat.S_ISREG(mode):
        raise ParseError(f"{path}: not a regular file (a FIFO, socket or device is not read)")


def _valid_unicode(record: dict[str, Any]) -> bool:
    """JSON may spell lone surrogates (`"\\ud800"`); such text cannot be stored or embedded."""
    try:
        json.dumps(record, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_jsonl(path: Path) -> Iterator[Document | ParseError]:
    """`{id, title, text, metadata}` per line (`_id` as in BEIR accepted); bad lines become ParseErrors."""
    _require_regular_file(path)
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise ParseError(f"{path}: cannot open ({exc.strerror})") from exc
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                yield ParseError(f"{where}: invalid JSON ({exc.msg})")
                continue
            if not isinstance(record, dict):
                yield ParseError(f"{where}: expected an object")
                continue
            if not _valid_unicode(record):
                yield ParseError(f"{where}: invalid Unicode (a lone surrogate such as \\ud800)")
                continue
            doc_id = record.get("id", record.get("_id"))
            text = record.get("text")
            if doc_id in (None, "") or not isinstance(text, str) or not text.strip():
                yield ParseError(f"{where}: a record needs a non-empty id and text")
                continue
            metadata = record.get("metadata") or {}
            if not isinstance(metadata, dict):
                yield ParseError(f"{where}: metadata must be an object")
                continue
            yield Document(id=str(doc_id), title=str(record.get("title") or ""), text=text, metadata=metadata)
