"""Regenerate the kb8 `tutorials` corpus from the installed Debian 12 packages.

The corpus is committed (the labelled queries point at its document ids); this script documents and
reproduces exactly how it was cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends inkscape-tutorials mate-user-guide
    python3 bench/eval/kb8/tutorials/build.py [tutorials]
    python3 bench/eval/kb8/tutorials/build.py --bm25 tutorials "query text"   # judging aid: plain BM25 top 10

Sources (see NOTES.md):

1. `inkscape-tutorials`: the nine tutorials Inkscape opens from Help > Tutorials, as SVG documents in
   /usr/share/inkscape/tutorials/, `tutorial-<name>.svg` (English) and `tutorial-<name>.zh_CN.svg`
   (Simplified Chinese). The SVGs are generated from DocBook (tutorial-svg.xsl): the reading text is
   the flowed text (`<text style="...shape-inside:url(#...)">`), one element a paragraph, in document
   order; headings are the bold ones, the tutorial's title the 16-px text at the top, list bullets
   separate `•` texts (joined to the paragraph that follows). Left out: the labels drawn inside the
   illustrations (text without shape-inside), the credits (shape-inside:url(#credits-...)) and the
   elements tutorial's bibliography. A tutorial is cut at its headings; the title and intro are the
   first section. Ids `inkscape-<en|zh>:<tutorial>[#<heading>]`, <heading> the slug of the English
   heading at the same position (both languages are generated from one DocBook source, so the n-th
   heading of the Chinese SVG is the n-th of the English one), so a section and its translation share
   the part after the colon.

2. `mate-user-guide`: the MATE Desktop User Guide (DocBook 5), /usr/share/help/{C,zh_CN}/mate-user-guide/,
   the chapters index.docbook XIncludes, in its order, without the licence (legal.xml) and the feedback
   appendix. A chapter is cut at its first-, second- and third-level <section>s (CUT_DEPTH; the
   chapter's own text before its first section is a section too); deeper sections (and three DocBook 4
   <sect4>s) stay inside their parent as lines, their title a line. The glossary is one page. Dropped: <info> metadata (credits), index terms, <remark>, media
   objects, anchors. Inline markup becomes text: key combinations joined with "+", menu paths with
   " > ", table cells with " | ", an <xref> shows its target's title (as yelp does). The zh_CN
   goscustdesk.xml has `<default:indexterm ...>` elements with an unbound prefix (a translation-tool
   artefact); the prefix is removed before parsing (they are index terms, dropped anyway).
   Ids `mate-<en|zh>:<chapter id>[#<section id>]` (DocBook xml:id, the translation keeps them; the 37
   sections without one get `s<n>`, their position in the chapter, the same in both languages).

Sizing as kb7 (kb_tools.sized, merge_headed): a section under MIN_WORDS is merged into the next one of
the same page (it leads with its title), a page's last short section is kept from KEEP_LAST words,
sections over 1500 words are split at lines (`~2`, `~3` ids); Chinese counts 1.7 characters as a word.
A Chinese section is kept only when it is really translated (cjk / (cjk + 2 x Latin words) >= 0.35,
title and text). Titles: "<tutorial or manual>: <section>" ("...: <chapter>: <section>" for the guide).
Standard library only; deterministic for a given set of package versions.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # bench/eval
from kb_tools import Doc, Section, build_main, cjk_share, clean, merge_headed, sized, slug  # noqa: E402

MIN_WORDS = 40
KEEP_LAST = 15
ZH_MIN_SHARE = 0.35

# --- Inkscape tutorials -------------------------------------------------------------------------------

TUTORIALS_DIR = Path("/usr/share/inkscape/tutorials")
# Help > Tutorials order
TUTORIALS = (
    "basic", "shapes", "advanced", "tracing", "tracing-pixelart", "calligraphy", "interpolate",
    "elements", "tips",
)  # fmt: skip
SVG = "{http://www.w3.org/2000/svg}"
NOT_CONTENT = {"bibliography"}  # English heading slugs left out


def svg_blocks(path: Path) -> list[tuple[str, str]]:
    """The tutorial's text in document order as (kind, text): kind is title, heading, para."""
    root = ET.parse(path).getroot()
    out: list[tuple[str, str]] = []
    bullet = False
    for el in root.iter(SVG + "text"):
        style = el.get("style", "")
        text = clean("".join(el.itertext()))
        if not text:
            continue
        if "font-size:16" in style and "shape-inside" not in style and not out:
            out.append(("title", text))
        elif text == "•" and "shape-inside" not in style:
            bullet = True
        elif "shape-inside" in style and "credits-" not in style:
            if "font-weight:bold" in style:
                out.append(("heading", text))
                bullet = False
            else:
                out.append(("para", f"• {text}" if bullet else text))
                bullet = False
    return out


def tutorial_title(raw: str) -> str:
    """'Tutorial | Basic' -> 'Inkscape Tutorial: Basic'; '教程 | 基础' -> 'Inkscape 教程: 基础'."""
    return "Inkscape " + re.sub(r"\s*\|\s*", ": ", raw)


def tutorial_sections(name: str, lang: str) -> tuple[str, list[Section]]:
    en = svg_blocks(TUTORIALS_DIR / f"tutorial-{name}.svg")
    blocks = en if lang == "en" else svg_blocks(TUTORIALS_DIR / f"tutorial-{name}.zh_CN.svg")
    en_heads = [slug(t) for k, t in en if k == "heading"]
    heads = [t for k, t in blocks if k == "heading"]
    if len(heads) != len(en_heads):
        raise SystemExit(f"{name}: {lang} has {len(heads)} headings, English {len(en_heads)}")
    title = tutorial_title(next(t for k, t in blocks if k == "title"))
    secs = [Section(1, "", title, [])]
    n = 0
    for kind, text in blocks:
        if kind == "heading":
            secs.append(Section(2, en_heads[n], text, []))
            n += 1
        elif kind == "para":
            secs[-1].lines.append(text)
    return title, [s for s in secs if s.anchor not in NOT_CONTENT]


def inkscape_docs(lang: str) -> Iterator[Doc]:
    for name in TUTORIALS:
        title, secs = tutorial_sections(name, lang)
        yield from page_docs("inkscape", lang, "inkscape-tutorials", slug(name), title, title, secs)


# --- MATE User Guide (DocBook 5) ----------------------------------------------------------------------

GUIDE = Path("/usr/share/help")
GUIDE_LANGS = {"en": "C", "zh": "zh_CN"}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
XI = "{http://www.w3.org/2001/XInclude}include"
DROP_FILES = {"legal.xml", "gosfeedback.xml"}
CUT_DEPTH = 3  # sections cut out of a chapter: 1st to 3rd level

SKIP = {
    "info", "indexterm", "remark", "mediaobject", "inlinemediaobject", "screenshot", "imageobject",
    "textobject", "anchor", "titleabbrev", "include", "colspec",
}  # fmt: skip
BLOCK = {
    "para", "simpara", "title", "term", "listitem", "row", "screen", "programlisting", "literallayout",
    "itemizedlist", "orderedlist", "variablelist", "varlistentry", "note", "tip", "warning",
    "important", "caution", "table", "informaltable", "tgroup", "tbody", "thead", "figure",
    "highlights", "blockquote", "formalpara", "procedure", "step", "glossentry", "glossterm",
    "glossdef", "synopsis", "example", "sidebar",
}  # fmt: skip
SECTIONS = {"section", "sect4"}  # goscustdesk.xml has three DocBook 4 <sect4>s inside sections
JOIN = {"keycombo": "+", "menuchoice": " > "}
CELLS = {"row"}
CELL = {"entry"}


def local(tag: object) -> str:
    return tag.split("}")[-1] if isinstance(tag, str) else ""


def guide_root(path: Path) -> ET.Element:
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"<(/?)default:", r"<\1", text)  # zh_CN goscustdesk.xml: unbound prefix
    return ET.fromstring(text)


class Guide:
    """One language's guide: its chapters (files in index.docbook order) and the xml:id -> title map
    an <xref> is shown with."""

    def __init__(self, folder: Path) -> None:
        index = guide_root(folder / "index.docbook")
        self.manual = "MATE " + own_title(index)
        self.chapters = [
            guide_root(folder / href)
            for inc in index.iter(XI)
            if (href := inc.get("href") or "") and href not in DROP_FILES
        ]
        self.titles: dict[str, str] = {}
        for root in self.chapters:
            for el in root.iter():
                if el.get(XML_ID) and (t := own_title(el)):
                    self.titles[str(el.get(XML_ID))] = t

    def inline(self, el: ET.Element) -> str:
        tag = local(el.tag)
        if tag in SKIP:
            return ""
        if tag == "xref":
            return self.titles.get(el.get("linkend") or "", "")
        if tag == "link" and not "".join(el.itertext()).strip():
            return el.get("{http://www.w3.org/1999/xlink}href") or ""
        if tag in JOIN:
            parts = [clean(self.inline(ch)) for ch in el if local(ch.tag) not in SKIP]
            parts = [p for p in parts if p]
            if parts:
                return JOIN[tag].join(parts)
        out = [el.text or ""]
        for ch in el:
            out.append(self.inline(ch))
            out.append(ch.tail or "")
        return "".join(out)

    def lines(self, el: ET.Element, stop: set[str], out: list[str]) -> None:
        """el's text as lines: a line per block element, inline markup flattened; children tagged
        in stop are left out; a nested section (when not stopped) gives its title as a line."""
        tag = local(el.tag)
        if tag in SKIP or tag in stop:
            return
        if tag in CELLS:
            cells = [clean(self.inline(c)) for c in el if local(c.tag) in CELL]
            line = " | ".join(c for c in cells if c)
            if line:
                out.append(line)
            return
        if tag in SECTIONS:
            title = own_title(el)
            if title:
                out.append(title)
            for ch in el:
                self.lines(ch, stop, out)
            return
        kids = [local(ch.tag) for ch in el]
        if not any(k in BLOCK or k in CELLS or k in SECTIONS for k in kids):
            text = clean(self.inline(el))
            if text:
                out.append(text)
            return
        run = [el.text or ""]
        for ch in el:
            ctag = local(ch.tag)
            if ctag in BLOCK or ctag in CELLS or ctag in stop or ctag in SKIP or ctag in SECTIONS:
                text = clean("".join(run))
                if text:
                    out.append(text)
                run = []
                self.lines(ch, stop, out)
            else:
                run.append(self.inline(ch))
            run.append(ch.tail or "")
        text = clean("".join(run))
        if text:
            out.append(text)

    def body(self, el: ET.Element, stop: set[str]) -> list[str]:
        """Lines of el's own content (its title and <info> excluded)."""
        out: list[str] = []
        for ch in el:
            if local(ch.tag) == "title":
                continue
            self.lines(ch, stop, out)
        return out

    def chapter_sections(self, root: ET.Element) -> list[Section]:
        """The chapter's own text, then its sections down to CUT_DEPTH levels (deeper ones inside)."""
        secs = [Section(1, "", own_title(root), self.body(root, {"section"}))]
        count = 0

        def walk(el: ET.Element, depth: int) -> None:
            nonlocal count
            for sec in (ch for ch in el if local(ch.tag) == "section"):
                count += 1
                anchor = sec.get(XML_ID) or f"s{count}"  # 37 sections have no id: their position
                stop = {"section"} if depth < CUT_DEPTH else set()
                secs.append(Section(depth + 1, anchor, own_title(sec), self.body(sec, stop)))
                if depth < CUT_DEPTH:
                    walk(sec, depth + 1)

        walk(root, 1)
        return secs


def own_title(el: ET.Element) -> str:
    for ch in el:
        if local(ch.tag) == "title":
            return clean("".join(ch.itertext()))
    for ch in el:
        if local(ch.tag) == "info":
            for t in ch:
                if local(t.tag) == "title":
                    return clean("".join(t.itertext()))
    return ""


def guide_docs(lang: str) -> Iterator[Doc]:
    guide = Guide(GUIDE / GUIDE_LANGS[lang] / "mate-user-guide")
    for root in guide.chapters:
        page = root.get(XML_ID) or ""
        secs = guide.chapter_sections(root)
        chapter = secs[0].title
        yield from page_docs(
            "mate", lang, "mate-user-guide", slug(page), f"{guide.manual}: {chapter}", chapter, secs
        )


# --- shared -------------------------------------------------------------------------------------------


def page_docs(
    prefix: str, lang: str, package: str, page: str, page_title: str, first: str, secs: list[Section]
) -> Iterator[Doc]:
    """A page's documents: sized sections, ids <prefix>-<lang>:<page>[#<anchor>][~<part>]; titles
    "<page_title>: <section title>" (the page title alone for the page's first section)."""
    seen: set[str] = set()
    secs = [s for s in secs if s.title or s.lines]
    for n, sec in enumerate(sized(secs, min_words=MIN_WORDS, keep_last=KEEP_LAST, merge=merge_headed)):
        anchor, _, part = sec.anchor.partition("~")
        doc_id = f"{prefix}-{lang}:{page}" + (f"#{slug(anchor)}" if anchor else "")
        if part and part != "1":
            doc_id += f"~{part}"
        if doc_id in seen:
            doc_id = f"{doc_id}-{n}"
        seen.add(doc_id)
        title = page_title
        if anchor and sec.title and sec.title != first:
            title += f": {sec.title}"
        if lang == "zh" and cjk_share(title + "\n" + sec.text) < ZH_MIN_SHARE:
            continue
        yield {"id": doc_id, "title": title, "text": sec.text, "lang": lang, "source": package}


def build() -> Iterator[Doc]:
    """The Inkscape tutorials (English, then Chinese), then the MATE guide (English, then Chinese)."""
    for lang in ("en", "zh"):
        yield from inkscape_docs(lang)
    for lang in ("en", "zh"):
        yield from guide_docs(lang)


if __name__ == "__main__":
    sys.exit(build_main(HERE.parent, {"tutorials": build}))
