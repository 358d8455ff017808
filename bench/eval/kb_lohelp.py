"""The LibreOffice help (Debian's libreoffice-help-en-us / -zh-cn HTML) as kb evaluation documents,
shared by the suites cut from it (kb3 manuals, kb4): a page is cut at its h1/h2 headings, the
related-topics link list that ends a page and the navigation are dropped, and a Chinese section is
kept only when most of it is translated. Sizing and ids come from `kb_tools`,
the parser plumbing from `kb_html`."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from kb_html import HEADING, HtmlSections
from kb_tools import Doc, Section, cjk_share, merge_filled, sized, slug

LO = Path("/usr/share/libreoffice/help")
LANGS = (("en-US", "lo-en", "en"), ("zh-CN", "lo-zh", "zh"))  # help folder, id prefix, lang

SKIP_CLASSES = {"relatedtopics", "noteicon", "debug", "dropdowns", "contents-treeview", "index"}
SKIP_TAGS = {"script", "style", "head", "nav", "header", "footer", "aside", "label", "button"}


class Sectioner(HtmlSections):
    """Cuts an HTML page at h1/h2 (deeper headings stay as lines); drops navigation, related-topics
    lists and scripts."""

    block_tags = frozenset({
        "p", "div", "pre", "li", "dt", "dd", "tr", "br", "table", "blockquote", "ul", "ol", "dl",
        "h1", "h2", "h3", "h4", "h5", "h6", "section", "td", "th",
    })  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self._done = False  # after the "Related Topics" heading the page is a list of links

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._done or self.skipping_start(tag):
            return
        attr = dict(attrs)
        classes = set((attr.get("class") or "").split())
        if "related" in classes:
            self._flush()
            self._done = True
            return
        if tag in SKIP_TAGS or classes & SKIP_CLASSES or attr.get("id") in ("SearchFrame", "DonationFrame"):
            self.skip(tag)
            return
        anchor = attr.get("id") or attr.get("name") or ""
        if anchor and tag != "h1" and tag != "h2":
            self._last_anchor = anchor
        self.start_block(tag, (int(tag[1]) if HEADING.fullmatch(tag) else 0, self._last_anchor))

    def handle_endtag(self, tag: str) -> None:
        if self._done or self.skipping_end(tag):
            return
        if self._heading and HEADING.fullmatch(tag):
            level, anchor, title = self.end_heading()
            if level <= 2:
                self.sections.append(Section(level, anchor, title))
            else:
                self.sections[-1].lines.append(title)
        else:
            self.end_block(tag)

    def handle_data(self, data: str) -> None:
        if not self._done:
            super().handle_data(data)


def lo_docs(prefix: str, lang: str, path: Path, module: str, min_words: int, keep_last: int) -> Iterator[Doc]:
    """One help page's documents: id <prefix>:<module>/<page>[#anchor], titled '<page>: <section>'."""
    parser = Sectioner()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    parser.close()
    secs = [s for s in parser.sections if s.level or s.lines]
    page_title = next((s.title for s in secs if s.level == 1), path.stem)
    seen: set[str] = set()
    for n, sec in enumerate(sized(secs, min_words=min_words, keep_last=keep_last, merge=merge_filled)):
        first = sec.level == 1 or not sec.anchor or sec.title == page_title
        doc_id = f"{prefix}:{module}/{path.stem}" + ("" if first else f"#{slug(sec.anchor)}")
        if doc_id in seen:
            doc_id = f"{doc_id}-{n}"
        seen.add(doc_id)
        title = sec.title or page_title
        if not first and title != page_title:
            title = f"{page_title}: {title}"
        yield {
            "id": doc_id, "title": title, "text": sec.text, "lang": lang,
            "source": f"libreoffice-help-{'en-us' if lang == 'en' else 'zh-cn'}",
        }  # fmt: skip


def lo_corpus(
    folders: Iterable[tuple[str, str, str]], min_words: int, keep_last: int, zh_min_share: float
) -> Iterator[Doc]:
    """English pages first, then the Chinese sections that are mostly translated; folders are
    (folder under text/, its name in ids, file-name pattern), pages in name order."""
    folders = list(folders)
    for folder_name, prefix, lang in LANGS:
        for folder, module, pattern in folders:
            for page in sorted((LO / folder_name / "text" / folder).glob(pattern)):
                docs = lo_docs(prefix, lang, page, module, min_words, keep_last)
                if lang == "zh":
                    docs = (d for d in docs if cjk_share(d["title"] + "\n" + d["text"]) >= zh_min_share)
                yield from docs
