"""HTML pages as kb evaluation sections: `HtmlSections`, the parser plumbing every kb suite's HTML
reader shares (block tags end a line, skipped elements swallow what they hold, <pre> keeps its line
breaks), and on it `DocSectioner`, the reader of Debian's DocBook / Sphinx documentation packages
(kb, kb2), which cuts at every heading and leaves navigation and tables of contents out. Each suite
passes its own skip lists (`DocRules`), so one suite's sources never change another's corpus."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from kb_tools import Doc, Section, merge_headed, sized, slug

VOID_TAGS = {"br", "img", "hr", "meta", "link", "input", "col", "area", "base", "wbr"}
HEADING = re.compile(r"h[1-6]")


class HtmlSections(HTMLParser):
    """Text between block tags becomes a line of the last section; subclasses decide which elements
    to skip (`skip`) and where sections start (`_heading`, closed by `end_heading`)."""

    block_tags: frozenset[str] = frozenset()

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections: list[Section] = [Section(0, "", "")]
        self._buf: list[str] = []
        self._skip: list[str] = []  # tag names opened inside a skipped element
        self._heading: tuple[int, str] | None = None
        self._heading_text: list[str] = []
        self._last_anchor = ""
        self._pre = 0  # inside <pre>: keep line breaks

    def skip(self, tag: str) -> None:
        """Leave out this element and all it holds."""
        if tag not in VOID_TAGS:
            self._skip.append(tag)

    def skipping_start(self, tag: str) -> bool:
        """A start tag inside a skipped element (then taken care of)."""
        if self._skip:
            self.skip(tag)
            return True
        return False

    def skipping_end(self, tag: str) -> bool:
        """An end tag inside a skipped element (then taken care of)."""
        if self._skip:
            if tag in self._skip:  # unclosed <li>/<p> inside the skipped element close with it
                while self._skip.pop() != tag:
                    pass
            return True
        return False

    def start_block(self, tag: str, level_anchor: tuple[int, str]) -> None:
        """<pre>, a heading (level, anchor) or another block tag opens."""
        if tag == "pre":
            self._flush()
            self._pre += 1
        elif HEADING.fullmatch(tag):
            self._flush()
            self._heading = level_anchor
            self._heading_text = []
        elif tag in self.block_tags:
            self._flush()

    def end_block(self, tag: str) -> None:
        if tag in self.block_tags:
            self._flush()
            if tag == "pre":
                self._pre = max(0, self._pre - 1)

    def end_heading(self) -> tuple[int, str, str]:
        """The heading just closed: level, anchor, title."""
        assert self._heading is not None
        level, anchor = self._heading
        self._heading = None
        return level, anchor, re.sub(r"\s+", " ", "".join(self._heading_text)).strip()

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        if self._heading:
            self._heading_text.append(data)
        else:
            self._buf.append(data)

    def _flush(self) -> None:
        text = "".join(self._buf)
        self._buf = []
        text = re.sub(r"[ \t\r\f\v]+" if self._pre else r"\s+", " ", text).strip()
        if text:
            self.sections[-1].lines.append(text)

    def close(self) -> None:
        super().close()
        self._flush()


# --- Debian documentation packages (DocBook, Sphinx) ----------------------------------------------


@dataclass(frozen=True)
class DocRules:
    """A suite's reading of the packages: element classes to skip, titles that are not content (tables
    of contents, indexes), its minimum section size, whether Sphinx's ¶ permalink sign is removed."""

    skip_classes: frozenset[str]
    not_content: re.Pattern[str]
    min_words: int
    strip_pilcrow: bool = False


class DocSectioner(HtmlSections):
    """Cuts an HTML page at headings; drops navigation, tables of contents and scripts."""

    block_tags = frozenset({
        "p", "div", "pre", "li", "dt", "dd", "tr", "br", "table", "blockquote", "ul", "ol", "dl",
        "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
    })  # fmt: skip
    skip_ids = frozenset({"banner", "title"})  # handbook page banner
    skip_tags = frozenset({"script", "style", "head", "nav"})

    def __init__(self, skip_classes: Iterable[str]) -> None:
        super().__init__()
        self.skip_classes = set(skip_classes)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skipping_start(tag):
            return
        attr = dict(attrs)
        classes = set((attr.get("class") or "").split())
        if (
            tag in self.skip_tags
            or classes & self.skip_classes
            or (tag != "h1" and attr.get("id") in self.skip_ids)
        ):
            self.skip(tag)
            return
        anchor = attr.get("id") or attr.get("name") or ""
        if anchor:
            self._last_anchor = anchor
        self.start_block(tag, (int(tag[1]) if HEADING.fullmatch(tag) else 0, anchor))

    def handle_endtag(self, tag: str) -> None:
        if self.skipping_end(tag):
            return
        if self._heading and HEADING.fullmatch(tag):
            level, anchor, title = self.end_heading()
            self.sections.append(Section(level, anchor or self._last_anchor, title, []))
        else:
            self.end_block(tag)


def html_sections(path: Path, rules: DocRules) -> list[Section]:
    parser = DocSectioner(rules.skip_classes)
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    parser.close()
    return parser.sections


def html_text(fragment: str, rules: DocRules) -> str:
    """The text of an HTML fragment, a line a block."""
    parser = DocSectioner(rules.skip_classes)
    parser.feed(fragment)
    parser.close()
    return "\n".join(s.text for s in parser.sections if s.text)


def strip_number(title: str) -> str:
    """'2.1.3. 软件包配置' → '软件包配置'; 'Chapter 7. Basics' stays readable."""
    return re.sub(r"^(第\s*\d+\s*章|Chapter\s+\d+\.|\d+(\.\d+)*\.?)\s*", "", title).strip() or title


def cut(sections: list[Section], split_level: int) -> Iterator[Section]:
    """Sections at or above split_level start a document; deeper headings stay inside as lines."""
    current: Section | None = None
    for sec in sections:
        if (sec.level and sec.level <= split_level) or current is None:
            if current is not None:
                yield current
            current = Section(sec.level, sec.anchor, sec.title, list(sec.lines))
        else:
            current.lines.append(sec.title)
            current.lines.extend(sec.lines)
    if current is not None:
        yield current


def make_docs(
    prefix: str, source: str, lang: str, path: Path, split_level: int, rules: DocRules
) -> Iterator[Doc]:
    """One page's documents, ids <prefix>:<page>#<anchor> (s<n> for a section without one)."""
    page_title = ""
    seen: set[str] = set()
    sections = cut(html_sections(path, rules), split_level)
    for n, sec in enumerate(
        sized(sections, min_words=rules.min_words, keep_last=rules.min_words // 2, merge=merge_headed)
    ):
        if sec.level == 1 and not page_title:
            page_title = strip_number(sec.title)
        title = strip_number(sec.title) or page_title or path.stem
        if rules.not_content.match(title):
            continue
        if rules.strip_pilcrow:
            title = title.replace("\u00b6", "").strip()  # Sphinx's permalink sign
        anchor = slug(sec.anchor) or f"s{n}"
        page = re.sub(r"(\.(en|zh-cn))?\.html$", "", path.name)
        doc_id = f"{prefix}:{slug(page)}#{anchor}"
        if doc_id in seen:
            doc_id = f"{doc_id}-{n}"
        seen.add(doc_id)
        yield {"id": doc_id, "title": title, "text": sec.text, "lang": lang, "source": source}
