"""Split a document into retrieval chunks that respect headings, paragraphs and sentences.

Sizes are in approximate model tokens (one per Han character, one per ~4 other characters), so one
setting fits English and Chinese. A heading starts a new chunk unless the current one is still small
(tiny sections are packed together); paragraphs are packed whole; a paragraph that is too long is
split at sentence ends; consecutive chunks of one section share `overlap` tokens of whole sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Chunk", "chunk_text", "token_length"]

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
#: Where a sentence ends: punctuation then whitespace (the whitespace is dropped), or Chinese
#: punctuation. Matched from the punctuation rather than split with lookbehinds: `re.split` on
#: `(?<=[.!?;])\s+|(?<=[。！？；])` tried both lookbehinds at every character (half of chunking's time).
_SENTENCE_END = re.compile(r"[.!?;]\s+|[。！？；]")


@dataclass(frozen=True)
class Chunk:
    ordinal: int
    text: str
    heading: str = ""


def token_length(text: str) -> int:
    if text.isascii():  # a flag of the string: no Han character, no scan
        return (len(text) + 3) // 4
    han = len(_HAN.findall(text))
    return han + (len(text) - han + 3) // 4


def split_sentences(text: str) -> list[str]:
    """The text cut after each sentence end (the whitespace after one dropped)."""
    parts: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        parts.append(text[start : match.start() + 1])
        start = match.end()
    parts.append(text[start:])
    return parts


def _sentences(paragraph: str, max_tokens: int) -> list[str]:
    parts = [s.strip() for s in split_sentences(paragraph) if s and s.strip()]
    out: list[str] = []
    for part in parts:
        while token_length(part) > max_tokens:  # a run-on "sentence": cut it by characters
            cut = max(1, len(part) * max_tokens // token_length(part))
            out.append(part[:cut])
            part = part[cut:]
        if part:
            out.append(part)
    return out


_LINE_ITEM = re.compile(r"^\s*(?:[-*+|>]|\d+[.)])\s")


def _join_lines(lines: list[str]) -> str:
    """Hard-wrapped prose lines become one line; list items, table rows and quotes keep their breaks."""
    out = lines[0].strip()
    for line in lines[1:]:
        if _LINE_ITEM.match(line) or _LINE_ITEM.match(out.rsplit("\n", 1)[-1]) or line.startswith("|"):
            out += "\n" + line.strip()
        elif _HAN.match(line.strip()[:1]) and _HAN.match(out[-1:]):
            out += line.strip()
        else:
            out += " " + line.strip()
    return out.strip()


def _blocks(text: str) -> list[tuple[str, str]]:
    """(heading path, paragraph) pairs; a heading line yields ("", "") as a section break marker."""
    blocks: list[tuple[str, str]] = []
    path: list[tuple[int, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append((" > ".join(t for _, t in path), _join_lines(paragraph)))
            paragraph.clear()

    for line in text.splitlines():
        match = _HEADING.match(line.strip())
        if match:
            flush()
            level = len(match.group(1))
            path[:] = [p for p in path if p[0] < level] + [(level, match.group(2))]
            blocks.append((" > ".join(t for _, t in path), ""))
        elif not line.strip():
            flush()
        else:
            paragraph.append(line.rstrip())
    flush()
    return [(h, p) for h, p in blocks if p or h]


def chunk_text(text: str, max_tokens: int = 200, overlap: int = 30) -> list[Chunk]:
    """Chunks of at most about `max_tokens`, in document order."""
    max_tokens = max(16, max_tokens)
    overlap = max(0, min(overlap, max_tokens // 2))
    chunks: list[Chunk] = []
    current: list[str] = []
    current_heading = ""
    size = 0

    def emit() -> None:
        nonlocal current, size
        body = "\n\n".join(current).strip()
        if body:
            chunks.append(Chunk(ordinal=len(chunks), text=body, heading=current_heading))
        current, size = [], 0

    for heading, paragraph in _blocks(text):
        if not paragraph:  # a heading: break unless the chunk so far is small
            if size >= max_tokens // 4:
                emit()
            if not current:
                current_heading = heading
            title = heading.rsplit(" > ", 1)[-1]
            current.append(f"{title}")
            size += token_length(title)
            continue
        length = token_length(paragraph)
        if size + length <= max_tokens:
            current.append(paragraph)
            size += length
            continue
        continuing = False  # sentences of one paragraph stay one paragraph inside a chunk
        for sentence in _sentences(paragraph, max_tokens) if length > max_tokens else [paragraph]:
            slen = token_length(sentence)
            if size + slen > max_tokens and current:
                tail = _tail(current, overlap)
                emit()
                current_heading = heading
                if tail:
                    current, size = [tail], token_length(tail)
                    continuing = True
            if not current:
                current_heading = heading
            if continuing and current:
                current[-1] += sentence if _HAN.match(sentence[:1]) else " " + sentence
            else:
                current.append(sentence)
            continuing = True
            size += slen
    emit()
    return chunks


def _tail(parts: list[str], overlap: int) -> str:
    """The last whole sentences of a chunk, up to `overlap` tokens, to repeat at the next one's start."""
    if overlap <= 0 or not parts:
        return ""
    sentences = _sentences(parts[-1], 10**9)
    taken: list[str] = []
    size = 0
    for sentence in reversed(sentences):
        length = token_length(sentence)
        if size + length > overlap:
            break
        taken.insert(0, sentence)
        size += length
    return " ".join(taken)
