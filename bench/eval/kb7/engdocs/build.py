"""Regenerate the kb7 `engdocs` corpus from the installed Debian 12 KiCad 6.0 documentation packages.

The corpus is committed (the labelled queries point at its document ids); this script documents and
reproduces exactly how it was cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends kicad-doc-en kicad-doc-zh
    python3 bench/eval/kb7/engdocs/build.py [engdocs]
    python3 bench/eval/kb7/engdocs/build.py --bm25 engdocs "query text"  # judging aid: plain BM25 top 10

Source: the KiCad 6.0 manuals, one Asciidoctor single-page HTML file per manual and language, with the
same file names: /usr/share/doc/kicad/help/en/<manual>.html (kicad-doc-en) and
/usr/share/doc/kicad/help/zh/<manual>.html (kicad-doc-zh). All eight manuals are used (MANUALS). The
English and the Chinese build of a manual have the same headings (h2-h6) in the same order, so a
section's position in the heading tree pairs it with its translation.

A section starts at every heading h2-h6 (h2 = chapter, h3/h4 = numbered sections, h5/h6 = unnumbered
subsections). Left out: the title header (h1, author line), the table of contents, the preamble before
the first chapter (copyright, contributors, translators, feedback address, publication date: the same
boilerplate in every manual) and the "Last updated" footer. Table cells are separate lines.

Ids: `kicad-<lang>:<manual>/<path>`, where <path> counts the headings per level (h2.h3.h4.h5.h6) with
dashes, e.g. `kicad-en:pcbnew/3-5-3` is pcbnew "3.5.3. Configuring design rules" and
`kicad-en:pcbnew/3-5-3-1` its first unnumbered subsection "Constraints". For the numbered headings the
path equals the printed section number. Titles: the heading without its number; an unnumbered
subsection (h5/h6) is titled "<parent title>: <own title>" (e.g. "Configuring design rules:
Constraints"), since its own title ("File", "Options", "Unit A") says little alone.

Sizing as kb4/kb6: a section under MIN_WORDS is merged into the next one (it leads with its title;
the next one's title becomes a line), a manual's last short section is kept from KEEP_LAST words,
sections over 1500 words are split at lines; Chinese counts 1.7 characters as a word. A Chinese
section is kept only when most of it is translated (cjk / (cjk + 2 x Latin words) >= ZH_MIN_SHARE,
tested on title + text). Standard library only; deterministic for a given package version
(kicad-doc-en / kicad-doc-zh 6.0.11+dfsg-1).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # bench/eval
from kb_html import HEADING, HtmlSections  # noqa: E402
from kb_tools import Doc, Section, build_main, cjk_share, merge_headed, sized  # noqa: E402

HELP = Path("/usr/share/doc/kicad/help")
LANGS = (("en", "kicad-doc-en"), ("zh", "kicad-doc-zh"))  # lang (= folder), package
MANUALS = (  # file stems, in the order of the KiCad help index
    "introduction",
    "getting_started_in_kicad",
    "kicad",
    "eeschema",
    "pcbnew",
    "gerbview",
    "pl_editor",
    "pcb_calculator",
)
MIN_WORDS = 40
KEEP_LAST = 15
ZH_MIN_SHARE = 0.35
SKIP_IDS = frozenset({"header", "toc", "preamble", "footer"})
SKIP_TAGS = frozenset({"script", "style", "head"})
NUMBER = re.compile(r"^(\d+(?:\.\d+)*)\.\s*")


class AsciidocSections(HtmlSections):
    """Asciidoctor single-page HTML: a section starts at every h2-h6; header, table of contents,
    preamble and footer are skipped. Each section's anchor is its heading-tree path."""

    block_tags = frozenset({
        "p", "div", "pre", "li", "dt", "dd", "tr", "td", "th", "br", "table", "blockquote", "ul",
        "ol", "dl", "h1", "h2", "h3", "h4", "h5", "h6",
    })  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self.counters = [0] * 7  # index = heading level
        self.titles = [""] * 7

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skipping_start(tag):
            return
        attr = dict(attrs)
        if tag in SKIP_TAGS or attr.get("id") in SKIP_IDS:
            self.skip(tag)
            return
        level = int(tag[1]) if HEADING.fullmatch(tag) else 0
        self.start_block(tag, (level, ""))

    def handle_endtag(self, tag: str) -> None:
        if self.skipping_end(tag):
            return
        if self._heading and HEADING.fullmatch(tag):
            level, _, heading = self.end_heading()
            if level < 2:
                return
            self.counters[level] += 1
            for deeper in range(level + 1, 7):
                self.counters[deeper] = 0
            path = "-".join(str(n) for n in self.counters[2 : level + 1])
            m = NUMBER.match(heading)
            if m and m.group(1).replace(".", "-") != path:
                raise SystemExit(f"heading number {m.group(1)} is not at path {path}")
            title = heading[m.end() :] if m else heading
            self.titles[level] = title
            if not m and level > 2:
                title = f"{self.titles[level - 1]}: {title}"
            self.sections.append(Section(level, path, title, []))
        else:
            self.end_block(tag)


def manual_sections(path: Path) -> list[Section]:
    parser = AsciidocSections()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return [s for s in parser.sections if s.anchor]  # the part before the first h2 is not content


def build() -> Iterator[Doc]:
    """English manuals first, then the Chinese sections that are mostly translated."""
    for lang, package in LANGS:
        for manual in MANUALS:
            sections = manual_sections(HELP / lang / f"{manual}.html")
            for sec in sized(sections, min_words=MIN_WORDS, keep_last=KEEP_LAST, merge=merge_headed):
                if lang == "zh" and cjk_share(sec.title + "\n" + sec.text) < ZH_MIN_SHARE:
                    continue
                doc_id = f"kicad-{lang}:{manual}/{sec.anchor.replace('~', '-p')}"
                yield {"id": doc_id, "title": sec.title, "text": sec.text, "lang": lang, "source": package}


if __name__ == "__main__":
    sys.exit(build_main(HERE.parent, {"engdocs": build}))
