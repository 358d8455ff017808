"""Regenerate the kb8 `mailclient` corpus from the installed Debian 12 help of Evolution and friends.

The corpus is committed (the labelled queries point at its document ids); this script documents and
reproduces exactly how it was cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends evolution-common gnome-text-editor mate-user-guide
    python3 bench/eval/kb8/mailclient/build.py [mailclient]
    python3 bench/eval/kb8/mailclient/build.py --bm25 mailclient "query text"   # judging aid: BM25 top 10

Source: the help as yelp shows it, /usr/share/help/C/<manual>/ (English) and
/usr/share/help/zh_CN/<manual>/ (Simplified Chinese), for the manuals in MANUALS below:

- `evolution` (evolution-common): the Evolution mail / calendar / contacts / tasks / memos help,
  Mallard. Its zh_CN folder is a copy of the English pages (3 of 207 pages translated), so almost
  all of its Chinese is dropped by the ZH_MIN_SHARE test and the Chinese half of the corpus comes
  from the manuals below (NOTES.md says why these).
- `gnome-text-editor` (Mallard): the one GNOME application checked whose zh_CN help is fully
  translated and not used by an earlier suite (7 pages).
- `mate-user-guide` (DocBook 5, one XInclude'd file per chapter): the MATE desktop user guide,
  fully translated into zh_CN; it is what makes the corpus 30 % Chinese.

Mallard (kb7 gnomeapps' reader, plus XInclude): a page is cut at every <section> (any depth); the
XInclude'd shared parts of Evolution's help (xinclude-searching.xml: the advanced / saved search
sections of the five *-searching pages; xinclude-filter-vfolder-conditions.xml: the condition list
shared by the filter and search-folder condition pages) are put in place, as yelp does, so those
sections occur once per page that includes them. DocBook 5 (mate-user-guide): a document per
chapter (its text before its first section) and per <section> down to DB_DEPTH levels below the
chapter; deeper sections stay inside their parent as lines (their titles as lines). The glossary
is one page with no sections (its terms and definitions as lines: one document); the feedback
appendix, the legal notice and the dconf chapter (DROP_IDS) are left out. A broken `default:`
namespace prefix on some index terms in the zh_CN goscustdesk.xml (a translation-tool artefact
that libxml2 tolerates) is removed before parsing.

Dropped everywhere: <info>/*info metadata (credits, licence, revision, desc), editorial comments,
<links>, images (media, mediaobject, screenshot, figure titles stay), index terms, anchors. Inline
markup becomes text: key combinations are joined with "+", menu paths with " > ", table cells with
" | ".

Sizing as kb6/kb7 (kb_tools.sized, merge_headed): a section under the manual's MIN_WORDS (MANUALS:
60 for Evolution, whose sections are short -- median 75 words --, 40 for GNOME Text Editor, 30 for
the MATE guide; chosen so that the corpus stays under 800 documents and over 30 % Chinese, see
NOTES.md) is merged into the next one of the same page (it leads with its title), a page's last
short section is kept from KEEP_LAST words, sections over 1500 words are split at lines; Chinese
counts 1.7 characters as a word. A Chinese section is kept only when it is really translated
(cjk / (cjk + 2 x Latin words) >= ZH_MIN_SHARE, title and text). Titles are "<manual>: <page>" for
a page's first section and "<manual>: <page>: <section>" for the others, <manual> being the title
of the manual's index page in that language (for mate-user-guide "<manual>: <chapter>: <section>").

Ids: `<manual>-<en|zh>:<page>[#<section>]` -- <page> the Mallard page id (file name) or the DocBook
chapter's xml:id, <section> the section's id (translations keep the ids, so en and zh pair up after
the colon); split parts end in `~2`, `~3`. Standard library only; deterministic for a given set of
package versions.
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
# help folder, Debian package, format, MIN_WORDS (see the docstring)
MANUALS = (
    ("evolution", "evolution-common", "mallard", 60),
    ("gnome-text-editor", "gnome-text-editor", "mallard", 40),
    ("mate-user-guide", "mate-user-guide", "docbook5", 30),
)
KEEP_LAST = 15
ZH_MIN_SHARE = 0.35
DB_DEPTH = 4  # DocBook 5: <section>s this many levels below the chapter are cut; deeper stay inside
# DocBook chapters left out: licence / feedback, and mate-user-guide's dconf chapter (untranslated:
# its zh_CN text is the English one, and most of it is an XInclude'd list of settings keys)
DROP_IDS = {"feedback", "legal", "legalnotice", "gfdl", "license", "licence", "mate-dconf"}

XI = {"{http://www.w3.org/2001/XInclude}include", "{http://www.w3.org/2003/XInclude}include"}
XPOINTER_TAG = re.compile(r"xpointer\(/mal:\w+/mal:(\w+)\)")


def local(tag: object) -> str:
    return tag.split("}")[-1] if isinstance(tag, str) else ""


# --- shared text extraction -------------------------------------------------------------------------

SKIP = {
    # Mallard
    "info", "comment", "links", "media",
    # DocBook
    "indexterm", "remark", "mediaobject", "screenshot", "graphic", "inlinemediaobject", "anchor",
    "imageobject", "include", "revhistory", "legalnotice",
}  # fmt: skip
BLOCK = {
    # Mallard
    "p", "title", "item", "tr", "screen", "synopsis", "note", "list", "steps", "terms", "tree",
    "table", "figure", "desc", "example", "quote", "cite", "subtitle", "td", "th", "when", "choose",
    "otherwise",
    # DocBook
    "para", "simpara", "term", "listitem", "row", "programlisting", "literallayout", "itemizedlist",
    "orderedlist", "variablelist", "varlistentry", "tip", "warning", "important", "caution",
    "informaltable", "tgroup", "tbody", "thead", "abstract", "blockquote", "formalpara",
    "procedure", "step", "substeps", "glosslist", "glossentry", "glossterm", "glossdef", "simplelist",
    "member", "highlights", "section", "glossdiv", "caption", "entry", "segmentedlist", "seglistitem",
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
        href = el.get("href") or el.get("url") or el.get("{http://www.w3.org/1999/xlink}href")
        return href or ""  # an empty link shows its address
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
    if tag == "section":  # a DocBook 5 section kept inside its parent: its title is a line
        title = own_title(el)
        if title:
            out.append(title)
        for ch in el:
            lines(ch, stop, out)
        return
    has_block = any(local(ch.tag) in BLOCK or local(ch.tag) in CELLS or ch.tag in XI for ch in el)
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
    for ch in el:  # DocBook 5 keeps titles in <info>; Mallard page titles may live in info too
        if local(ch.tag) == "info":
            for t in ch:
                if local(t.tag) == "title" and t.get("type") in (None, "text"):
                    return clean(inline(t))
    return ""


def body(el: ET.Element, stop: set[str]) -> list[str]:
    """Lines of el's own content (its own title excluded, nested sections in stop excluded)."""
    out: list[str] = []
    seen_title = False
    for ch in el:
        if local(ch.tag) == "title" and not seen_title:
            seen_title = True
            continue
        lines(ch, stop, out)
    return out


# --- Mallard ------------------------------------------------------------------------------------------


def mallard_includes(el: ET.Element, folder: Path) -> None:
    """Put XInclude'd Mallard fragments in place: the included file's root children with the tag
    the xpointer names (Evolution's /mal:info/mal:section and /mal:info/mal:item); legal.xml is
    dropped."""
    for ch in list(el):
        if ch.tag in XI:
            i = list(el).index(ch)
            el.remove(ch)
            href = ch.get("href") or ""
            if href == "legal.xml" or not (folder / href).exists():
                continue
            m = XPOINTER_TAG.search(ch.get("xpointer") or "")
            want = m.group(1) if m else None
            root = ET.parse(folder / href).getroot()
            new = [c for c in root if want is None or local(c.tag) == want]
            for k, c in enumerate(new):
                el.insert(i + k, c)
            if new:
                new[-1].tail = (new[-1].tail or "") + (ch.tail or "")
        else:
            mallard_includes(ch, folder)


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
        mallard_includes(root, folder)
        yield root.get("id") or path.stem, mallard_sections(root)


def mallard_manual(folder: Path) -> str:
    index = folder / "index.page"
    return own_title(ET.parse(index).getroot()) if index.exists() else folder.name


# --- DocBook 5 (mate-user-guide) ------------------------------------------------------------------

XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
BROKEN_PREFIX = re.compile(r"<(/?)default:")


def docbook5_file(path: Path) -> ET.Element:
    text = path.read_text(encoding="utf-8")
    text = BROKEN_PREFIX.sub(r"<\1", text)  # zh_CN goscustdesk.xml: unbound `default:` prefix
    return ET.fromstring(text)


def docbook5_pages(folder: Path) -> tuple[str, list[tuple[str, list[Section]]]]:
    """The book's title and its pages: a page per XInclude'd chapter / appendix / glossary, cut at
    <section>s down to DB_DEPTH levels (section ids as anchors)."""
    book = docbook5_file(folder / "index.docbook")
    manual = own_title(book)
    pages: list[tuple[str, list[Section]]] = []
    for inc in book.iter():
        if inc.tag not in XI or inc.get("href") in (None, "legal.xml"):
            continue
        chapter = docbook5_file(folder / str(inc.get("href")))
        page = chapter.get(XML_ID) or Path(str(inc.get("href"))).stem
        if page.lower() in DROP_IDS or local(chapter.tag) == "appendix":
            continue
        secs = [Section(1, "", own_title(chapter), body_db(chapter, 0))]
        db_walk(chapter, 1, secs)
        pages.append((page, secs))
    return manual, pages


def db_walk(el: ET.Element, depth: int, secs: list[Section]) -> None:
    """Append el's <section>s (depth levels below the chapter) and, down to DB_DEPTH, theirs."""
    n = 0
    for ch in el:
        if local(ch.tag) != "section":
            continue
        n += 1
        anchor = ch.get(XML_ID) or f"s{depth}-{n}"
        secs.append(Section(depth + 1, anchor, own_title(ch), body_db(ch, depth)))
        if depth < DB_DEPTH:
            db_walk(ch, depth + 1, secs)


def body_db(el: ET.Element, depth: int) -> list[str]:
    """A DocBook 5 element's own lines: nested sections are cut separately while depth < DB_DEPTH,
    kept inside (titles as lines) below."""
    return body(el, {"section"} if depth < DB_DEPTH else set())


# --- build --------------------------------------------------------------------------------------------


def manual_docs(name: str, package: str, fmt: str, min_words: int, folder: str, lang: str) -> Iterator[Doc]:
    path = HELP / folder / name
    if fmt == "mallard":
        manual = mallard_manual(path)
        pages = list(mallard_pages(path))
    else:
        manual, pages = docbook5_pages(path)
    seen: set[str] = set()
    for page, secs in pages:
        secs = [s for s in secs if s.title or s.lines]
        page_title = next((s.title for s in secs if s.title), page)
        for n, sec in enumerate(sized(secs, min_words=min_words, keep_last=KEEP_LAST, merge=merge_headed)):
            anchor, _, part = sec.anchor.partition("~")
            doc_id = f"{name}-{lang}:{slug(page)}" + (f"#{slug(anchor)}" if anchor else "")
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
    """Manual by manual (MANUALS order): the English sections, then the translated Chinese ones."""
    for name, package, fmt, min_words in MANUALS:
        for folder, lang in LANGS:
            yield from manual_docs(name, package, fmt, min_words, folder, lang)


if __name__ == "__main__":
    sys.exit(build_main(HERE.parent, {"mailclient": build}))
