"""Regenerate the kb6 `gimp` evaluation corpus from the installed Debian GIMP 2.10 user manual.

    apt-get install --no-install-recommends gimp-help-en gimp-help-zh-cn
    python3 bench/eval/kb6/gimp/build.py              # writes bench/eval/kb6/gimp/corpus.jsonl
    python3 bench/eval/kb6/gimp/build.py --bm25 gimp "query text"   # judging aid: top 10 of a plain BM25

The GIMP help is DocBook HTML, one page per section of the manual, en and zh_CN with the same file
names (/usr/share/gimp/2.0/help/<lang>/). Which pages are used is PAGES below (see NOTES.md). A page
is cut at its own top heading and the headings one level below it (the page-relative h1/h2, as kb4
cuts LibreOffice pages); deeper headings stay inside as lines. Navigation header/footer, tables of
contents, index terms and the "report a bug" links are dropped. Sections under MIN_WORDS are merged
into the next section of the same page (a page's last short section is kept from KEEP_LAST words);
sections over 1500 words are split at paragraphs; Chinese counts 1.7 characters as a word. A Chinese
section is kept only when it is mostly translated: cjk / (cjk + 2 x Latin words) >= ZH_MIN_SHARE.

Ids: gimp-<lang>:<page>[#<anchor>]; the first section of a page has no anchor; a subsection's
anchor is its DocBook id (the same in both languages, generated ids included, as both builds come
from the same XML). Standard library only; deterministic for a given package version.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from kb_html import HEADING, HtmlSections  # noqa: E402
from kb_tools import Doc, Section, build_main, cjk_share, merge_filled, sized, slug  # noqa: E402

HELP = Path("/usr/share/gimp/2.0/help")
LANGS = (("en", "gimp-en", "en", "gimp-help-en"), ("zh_CN", "gimp-zh", "zh", "gimp-help-zh-cn"))

# file-name patterns of the pages used (see NOTES.md)
PAGES = (
    # Part I "Getting started" and Part II "How do I" (introduction, concepts, first steps, getting
    # unstuck, the how-to and tutorial chapters)
    "preface.html",
    "introduction.html",
    "getting-started.html",
    "become-a-gimp-wizard.html",
    "gimp-introduction*.html",
    "gimp-fire-up*.html",
    "gimp-first-steps.html",
    "gimp-concepts-*.html",
    "layer-mode-group-*.html",
    "gimp-getting-unstuck.html",
    "gimp-stuck-*.html",
    "gimp-using-*.html",
    "gimp-tutorial-*.html",
    "gimp-imaging-*.html",
    "gimp-painting.html",
    "gimp-creating-brush-quickly.html",
    # the Toolbox chapter: every tool, including the colour tools of the Colors menu
    "gimp-tool-*.html",
    "gimp-tools-*.html",
    # appendices: GIMP history, bug reports (gimp-introduction-*), the GNU FDL
    "legal.html",
    "gfdl-*.html",
)
EXCLUDE = ()

MIN_WORDS = 40
KEEP_LAST = 15
ZH_MIN_SHARE = 0.35

SKIP_CLASSES = {
    "navheader",
    "navfooter",
    "toc",
    "indexterm",
    "reportbug",
    "list-of-figures",
    "list-of-tables",
    "list-of-examples",
}
SKIP_TAGS = {"script", "style", "head"}


class GimpSectioner(HtmlSections):
    """Cuts a DocBook page at its top heading level and the next; deeper headings become lines."""

    block_tags = frozenset({
        "p", "div", "pre", "li", "dt", "dd", "tr", "br", "table", "blockquote", "ul", "ol", "dl",
        "h1", "h2", "h3", "h4", "h5", "h6", "td", "th",
    })  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self.top: int | None = None  # the page's top heading level

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skipping_start(tag):
            return
        attr = dict(attrs)
        classes = set((attr.get("class") or "").split())
        if tag in SKIP_TAGS or classes & SKIP_CLASSES:
            self.skip(tag)
            return
        if self._heading and tag == "a" and attr.get("id") and not self._heading[1]:
            self._heading = (self._heading[0], attr["id"] or "")
            return
        self.start_block(tag, (int(tag[1]) if HEADING.fullmatch(tag) else 0, ""))

    def handle_endtag(self, tag: str) -> None:
        if self.skipping_end(tag):
            return
        if self._heading and HEADING.fullmatch(tag):
            level, anchor, title = self.end_heading()
            if self.top is None:
                self.top = level
            if level <= self.top + 1 and title:
                self.sections.append(Section(level, anchor, title))
            elif title:
                self.sections[-1].lines.append(title)
        else:
            self.end_block(tag)


def strip_number(title: str) -> str:
    """'8.11.1. Activating the Tool' -> 'Activating the Tool'; '第 16 章 ...' likewise."""
    title = re.sub(
        r"^(Chapter\s+\d+\.|第\s*\d+\s*章\.?|Part\s+[IVX]+\.|[A-Z]?\d+(\.\d+)*\.|[A-Z]\.)\s*", "", title
    )
    return title.strip()


def page_docs(prefix: str, lang: str, source: str, path: Path) -> Iterator[Doc]:
    parser = GimpSectioner()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    parser.close()
    secs = [s for s in parser.sections if s.level or s.lines]
    page_title = next((strip_number(s.title) for s in secs if s.level), path.stem)
    seen: set[str] = set()
    for n, sec in enumerate(sized(secs, min_words=MIN_WORDS, keep_last=KEEP_LAST, merge=merge_filled)):
        anchor, _, part = sec.anchor.partition("~")  # split parts: anchor~<n>
        first = n == 0 or sec.level == parser.top or not anchor
        doc_id = f"{prefix}:{path.stem}" + ("" if first else f"#{slug(anchor)}")
        if part and part != "1":
            doc_id += f"{'-' if '#' in doc_id else '#'}p{part}"
        if doc_id in seen:
            doc_id = f"{doc_id}-{n}"
        seen.add(doc_id)
        title = strip_number(sec.title) or page_title
        if not first and title != page_title:
            title = f"{page_title}: {title}"
        yield {"id": doc_id, "title": title, "text": sec.text, "lang": lang, "source": source}


def pages() -> list[str]:
    names: set[str] = set()
    for pattern in PAGES:
        names |= {p.name for p in (HELP / "en").glob(pattern)}
    for pattern in EXCLUDE:
        names -= {p.name for p in (HELP / "en").glob(pattern)}
    return sorted(names)


def build() -> Iterator[Doc]:
    """English pages first, then the Chinese sections that are mostly translated."""
    names = pages()
    for folder, prefix, lang, source in LANGS:
        for name in names:
            path = HELP / folder / name
            if not path.exists():
                continue
            docs = page_docs(prefix, lang, source, path)
            if lang == "zh":
                docs = (d for d in docs if cjk_share(d["title"] + "\n" + d["text"]) >= ZH_MIN_SHARE)
            yield from docs


BUILDERS = {"gimp": build}


if __name__ == "__main__":
    sys.exit(build_main(HERE.parent, BUILDERS))
