"""Regenerate the kb7 `gnomeapps` corpus from the installed Debian 12 GNOME application help.

The corpus is committed (the labelled queries point at its document ids); this script documents and
reproduces exactly how it was cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends aisleriot brasero-common gnome-calculator \
        gnome-dictionary vinagre gnome-boxes gnome-tetravex gnome-color-manager gnome-logs \
        epiphany-browser-data file-roller deja-dup sound-juicer glade tali rhythmbox-data \
        gnome-klotski eog baobab totem-common
    python3 bench/eval/kb7/gnomeapps/build.py [gnomeapps]
    python3 bench/eval/kb7/gnomeapps/build.py --bm25 gnomeapps "query text"   # judging aid: plain BM25 top 10

Source: the applications' own help, as yelp shows it, from /usr/share/help/C/<app>/ (English) and
/usr/share/help/zh_CN/<app>/ (Simplified Chinese). Which applications are used is APPS below (see
NOTES.md): most ship Mallard (`*.page`, one topic a file); a few still ship DocBook
(`index.docbook`, AisleRiot's with one XInclude'd file per card game). Both are XML and are read
with xml.etree; DocBook's internal DTD subset (the `<!ENTITY app "...">` declarations) is expanded
by hand first, external entities and the `legal.xml` include are dropped.

Cutting: a Mallard page is cut at every <section> (any depth); a DocBook manual at chapter, sect1
and sect2 (deeper levels stay inside as lines) -- except AisleRiot's game files, which are cut at
the game (sect1) only, their sect2 subsections (Setup / Goal / Rules / Scoring / Strategy, most of
one or two sentences) staying inside as lines. Dropped: <info>/*info metadata (credits, licence,
revision, desc), editorial <comment>/<remark>, <links>, images (media, mediaobject, screenshot),
index terms, the legal/licence appendices. Inline markup becomes text: key combinations are joined
with "+", menu paths with " > ", table cells with " | ".

Sizing as kb6 (kb_tools.sized, merge_headed): a section under MIN_WORDS is merged into the next one of
the same page (it leads with its title), a page's last short section is kept from KEEP_LAST words,
sections over 1500 words are split at lines; Chinese counts 1.7 characters as a word. A Chinese section
is kept only when it is really translated (cjk / (cjk + 2 x Latin words) >= ZH_MIN_SHARE, title and
text). Titles are "<manual>: <page>" for a page's first section and "<manual>: <page>: <section>"
for the others, <manual> being the title of the application's index page in that language.

Ids: `<app>-<en|zh>:<page>[#<section>]` -- <app> the help folder, <page> the Mallard page id
(file name) or the DocBook chapter/sect1 id, <section> the section's id attribute (translations keep
the ids, so en and zh pair up after the colon); split parts end in `~2`, `~3`. Standard library only;
deterministic for a given set of package versions.
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

HELP = Path("/usr/share/help")
LANGS = (("C", "en"), ("zh_CN", "zh"))  # help folder, lang
# help folder, Debian package, format
APPS = (
    ("aisleriot", "aisleriot", "docbook"),
    ("brasero", "brasero-common", "mallard"),
    ("deja-dup", "deja-dup", "mallard"),
    ("eog", "eog", "mallard"),
    ("epiphany", "epiphany-browser-data", "mallard"),
    ("file-roller", "file-roller", "mallard"),
    ("glade", "glade", "docbook"),
    ("gnome-boxes", "gnome-boxes", "mallard"),
    ("gnome-calculator", "gnome-calculator", "mallard"),
    ("gnome-color-manager", "gnome-color-manager", "mallard"),
    ("gnome-dictionary", "gnome-dictionary", "mallard"),
    ("gnome-klotski", "gnome-klotski", "docbook"),
    ("gnome-logs", "gnome-logs", "mallard"),
    ("gnome-tetravex", "gnome-tetravex", "mallard"),
    ("rhythmbox", "rhythmbox-data", "docbook"),
    ("sound-juicer", "sound-juicer", "docbook"),
    ("tali", "tali", "docbook"),
    ("totem", "totem-common", "mallard"),
    ("vinagre", "vinagre", "mallard"),
    ("baobab", "baobab", "mallard"),
)
MIN_WORDS = 40
KEEP_LAST = 15
ZH_MIN_SHARE = 0.35
# DocBook: these ids are licence / feedback appendices, not help content
DROP_IDS = {"gfdl", "legal", "license", "licence", "feedback"}

XI = {"{http://www.w3.org/2001/XInclude}include", "{http://www.w3.org/2003/XInclude}include"}


def local(tag: object) -> str:
    return tag.split("}")[-1] if isinstance(tag, str) else ""


# --- shared text extraction -------------------------------------------------------------------------

SKIP = {
    # Mallard
    "info", "comment", "links", "media", "title@sort",
    # DocBook
    "articleinfo", "bookinfo", "sect1info", "sect2info", "sectioninfo", "chapterinfo", "indexterm",
    "remark", "mediaobject", "screenshot", "graphic", "inlinemediaobject", "revhistory", "legalnotice",
    "imageobject", "include",
}  # fmt: skip
BLOCK = {
    # Mallard
    "p", "title", "item", "tr", "screen", "synopsis", "note", "list", "steps", "terms", "tree",
    "table", "figure", "desc", "example", "quote", "cite", "subtitle", "td", "th",
    # DocBook
    "para", "simpara", "term", "listitem", "row", "programlisting", "literallayout", "itemizedlist",
    "orderedlist", "variablelist", "varlistentry", "tip", "warning", "important", "caution",
    "informaltable", "tgroup", "tbody", "thead", "abstract", "blockquote", "formalpara",
    "procedure", "step", "glosslist", "glossentry", "glossterm", "glossdef", "simplelist", "member",
}  # fmt: skip
JOIN = {"keyseq": "+", "keycombo": "+", "guiseq": " > ", "menuchoice": " > "}
CELLS = {"tr", "row"}  # a table row is one line, its cells joined with " | "
CELL = {"td", "th", "entry"}


def inline(el: ET.Element) -> str:
    """The text of an element with inline markup flattened (no line breaks)."""
    tag = local(el.tag)
    if tag in SKIP or (tag == "title" and el.get("type") == "sort"):
        return ""
    if tag in ("link", "ulink") and not "".join(el.itertext()).strip():
        return el.get("href") or el.get("url") or ""  # an empty link shows its address
    if tag in JOIN:
        parts = [clean(inline(ch)) for ch in el if local(ch.tag) not in SKIP]
        parts = [p for p in parts if p]
        if parts:
            return JOIN[tag].join(parts)
    out = [el.text or ""]
    for ch in el:
        out.append(inline(ch))
        out.append(ch.tail or "")
    return "".join(out)


def lines(el: ET.Element, stop: set[str], out: list[str]) -> None:
    """Append el's text to out as lines: one line per block element, inline elements flattened;
    children whose tag is in stop (the sections cut separately) are left out."""
    tag = local(el.tag)
    if tag in SKIP or tag in stop:
        return
    if tag in CELLS:
        cells = [clean(inline(c)) for c in el if local(c.tag) in CELL]
        line = " | ".join(c for c in cells if c)
        if line:
            out.append(line)
        return
    has_block = any(local(ch.tag) in BLOCK or local(ch.tag) in CELLS for ch in el)
    if not has_block:
        text = clean(inline(el))
        if text:
            out.append(text)
        return
    # mixed: runs of inline content between block children become lines
    run = [el.text or ""]
    for ch in el:
        ctag = local(ch.tag)
        if ctag in BLOCK or ctag in CELLS or ctag in stop or ctag in SKIP:
            text = clean("".join(run))
            if text:
                out.append(text)
            run = []
            lines(ch, stop, out)
        else:
            run.append(inline(ch))
        run.append(ch.tail or "")
    text = clean("".join(run))
    if text:
        out.append(text)


def own_title(el: ET.Element) -> str:
    for ch in el:
        if local(ch.tag) == "title" and ch.get("type") in (None, "text"):
            return clean(inline(ch))
    for ch in el:  # DocBook: sect1info/title etc. are skipped; Mallard page titles live in info
        if local(ch.tag) in ("info", "articleinfo", "bookinfo"):
            for t in ch:
                if local(t.tag) == "title" and t.get("type") in (None, "text"):
                    return clean(inline(t))
    return ""


def body(el: ET.Element, stop: set[str]) -> list[str]:
    """Lines of el's own content (its own title excluded, nested sections excluded)."""
    out: list[str] = []
    seen_title = False
    for ch in el:
        if local(ch.tag) == "title" and not seen_title:
            seen_title = True
            continue
        lines(ch, stop, out)
    return out


# --- Mallard ------------------------------------------------------------------------------------------


def mallard_sections(page: ET.Element) -> list[Section]:
    """The page's own text first (level 1, no anchor), then every <section> at any depth."""
    secs = [Section(1, "", own_title(page), body(page, {"section"}))]

    def walk(el: ET.Element, depth: int) -> None:
        n = 0
        for ch in el:
            if local(ch.tag) != "section":
                continue
            n += 1
            anchor = ch.get("id") or f"s{depth}-{n}"
            secs.append(Section(depth, anchor, own_title(ch), body(ch, {"section"})))
            walk(ch, depth + 1)

    walk(page, 2)
    return secs


def mallard_pages(folder: Path) -> Iterator[tuple[str, list[Section]]]:
    for path in sorted(folder.glob("*.page")):
        root = ET.parse(path).getroot()
        yield root.get("id") or path.stem, mallard_sections(root)


def mallard_manual(folder: Path) -> str:
    index = folder / "index.page"
    return own_title(ET.parse(index).getroot()) if index.exists() else folder.name


# --- DocBook ------------------------------------------------------------------------------------------

ENTITY = re.compile(r"""<!ENTITY\s+([\w.-]+)\s+(?:"([^"]*)"|'([^']*)')\s*>""")
DOCTYPE = re.compile(r"<!DOCTYPE[^\[>]*(?:\[(.*?)\])?\s*>", re.S)
XML_ENTITIES = {"lt", "gt", "amp", "quot", "apos"}


def docbook_root(path: Path) -> ET.Element:
    """Parse a DocBook file after expanding its internal general entities (external ones dropped);
    XInclude'd files (AisleRiot's games) are parsed the same way and put in place of the include."""
    text = path.read_text(encoding="utf-8")
    entities: dict[str, str] = {}
    m = DOCTYPE.search(text)
    if m:
        for name, v1, v2 in ENTITY.findall(m.group(1) or ""):
            entities[name] = v1 or v2
        text = text[: m.start()] + text[m.end() :]
    for _ in range(4):  # entities may use entities
        text = re.sub(
            r"&([A-Za-z][\w.-]*);",
            lambda e: e.group(0) if e.group(1) in XML_ENTITIES else entities.get(e.group(1), ""),
            text,
        )
    root = ET.fromstring(text)
    for parent in list(root.iter()):
        for i, ch in enumerate(list(parent)):
            if ch.tag in XI and ch.get("href") and ch.get("href") != "legal.xml":
                inc = path.parent / str(ch.get("href"))
                new = docbook_root(inc)
                new.tail = ch.tail
                new.set("_file", inc.stem)
                parent.remove(ch)
                parent.insert(i, new)
    return root


CHUNK = {"chapter", "appendix", "sect1", "preface", "section"}  # a <section> only at the top
SUB = {"sect2", "section"}


def docbook_pages(root: ET.Element) -> Iterator[tuple[str, list[Section]]]:
    """A page per chapter / sect1 (yelp's chunks), cut again at sect2; the front matter (text of the
    article before its first section) is the page `index`. AisleRiot's game files (XInclude'd sect1)
    are not cut below the game."""
    cut = CHUNK | SUB
    front = body(root, cut)
    if front:
        yield "index", [Section(1, "", own_title(root), front)]
    count = 0

    def walk(el: ET.Element) -> Iterator[tuple[str, list[Section]]]:
        nonlocal count
        for ch in el:
            tag = local(ch.tag)
            if tag not in CHUNK or (tag == "section" and el is not root):
                continue
            count += 1
            page = ch.get("id") or ch.get("_file") or f"c{count}"
            if page.lower() in DROP_IDS:
                continue
            if ch.get("_file"):  # an AisleRiot game: one section
                yield page, [Section(1, "", own_title(ch), body(ch, set()))]
                continue
            secs = [Section(1, "", own_title(ch), body(ch, cut))]
            n = 0
            for sub in ch:
                if local(sub.tag) in SUB:
                    n += 1
                    secs.append(Section(2, sub.get("id") or f"s{n}", own_title(sub), body(sub, set())))
            yield page, secs
            yield from walk(ch)  # sect1 inside chapters

    yield from walk(root)


# --- build --------------------------------------------------------------------------------------------


def app_docs(app: str, package: str, fmt: str, folder: str, lang: str) -> Iterator[Doc]:
    path = HELP / folder / app
    if fmt == "mallard":
        manual = mallard_manual(path)
        pages = list(mallard_pages(path))
    else:
        root = docbook_root(path / "index.docbook")
        manual = own_title(root)
        pages = list(docbook_pages(root))
    seen: set[str] = set()
    for page, secs in pages:
        secs = [s for s in secs if s.title or s.lines]
        page_title = next((s.title for s in secs if s.title), page)
        for n, sec in enumerate(sized(secs, min_words=MIN_WORDS, keep_last=KEEP_LAST, merge=merge_headed)):
            anchor, _, part = sec.anchor.partition("~")
            doc_id = f"{app}-{lang}:{slug(page)}" + (f"#{slug(anchor)}" if anchor else "")
            if part and part != "1":
                doc_id += f"~{part}"
            if doc_id in seen:
                doc_id = f"{doc_id}-{n}"
            seen.add(doc_id)
            title = f"{manual}: {page_title}"
            if anchor and sec.title and sec.title != page_title:
                title += f": {sec.title}"
            if lang == "zh" and cjk_share(title + "\n" + sec.text) < ZH_MIN_SHARE:
                continue
            yield {"id": doc_id, "title": title, "text": sec.text, "lang": lang, "source": package}


def build() -> Iterator[Doc]:
    """Application by application (APPS order): the English sections, then the translated Chinese ones."""
    for app, package, fmt in APPS:
        for folder, lang in LANGS:
            yield from app_docs(app, package, fmt, folder, lang)


if __name__ == "__main__":
    sys.exit(build_main(HERE.parent, {"gnomeapps": build}))
