"""The kb evaluation suites' authoring tool, one copy for every suite (`kb`..`kb4` `build.py` are thin
wrappers that keep only their sources' parsers; the HTML readers are `kb_html.py` and `kb_lohelp.py`,
the validators' checks `kb_checks.py`).

A suite's parsers cut a source page into `Section`s; `sized` merges a section under the suite's
minimum into its neighbour and splits one over MAX_WORDS at lines; ids come from the page name and
the section anchor (`slug`), so they are stable for a given package version; `build_main` writes
<suite>/<corpus>/corpus.jsonl, or with `--bm25 CORPUS QUERY` prints the top 10 of a plain BM25 over
it (the judging aid, not the project's retriever). Chinese counts 1.7 characters a word. Standard
library only: the wrappers run with the system python3. A change here must leave every suite's
committed corpus.jsonl byte-identical (the judged queries point at its ids): rebuild them all to check.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

MAX_WORDS = 1500
CJK_RANGE = "\u3400-\u9fff\uf900-\ufaff"
CJK = re.compile(f"[{CJK_RANGE}]")
LATIN_WORD = re.compile(r"[A-Za-z0-9_]+")

Doc = dict[str, str]
Builder = Callable[[], Iterable[Doc]]


def word_count(text: str) -> int:
    """Latin words plus Chinese characters / 1.7 (the average length of a Chinese word)."""
    return len(LATIN_WORD.findall(text)) + round(len(CJK.findall(text)) / 1.7)


def cjk_share(text: str) -> float:
    """How Chinese a text is: Chinese characters against them plus two per Latin word."""
    cjk = len(CJK.findall(text))
    return cjk / (cjk + 2 * len(LATIN_WORD.findall(text)) + 1)


@dataclass
class Section:
    """A heading's run of text lines, the unit a document is cut from."""

    level: int
    anchor: str
    title: str
    lines: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(line for line in self.lines if line)


def clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def slug(text: str) -> str:
    """The id-safe form of a page name or anchor."""
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()[:60]


Merge = Callable[[Section, Section], Section]


def merge_headed(short: Section, nxt: Section) -> Section:
    """A short section with a title leads (the next one's title becomes a line); one without is
    absorbed by the next."""
    if not short.title:
        return Section(nxt.level, nxt.anchor, nxt.title, [*short.lines, *nxt.lines])
    return Section(short.level, short.anchor, short.title, [*short.lines, nxt.title, *nxt.lines])


def merge_filled(short: Section, nxt: Section) -> Section:
    """The short section leads when both have titles; otherwise the next leads, its missing anchor
    or title taken from the short one."""
    if short.title and nxt.title:
        return Section(short.level, short.anchor, short.title, [*short.lines, nxt.title, *nxt.lines])
    return Section(
        nxt.level, nxt.anchor or short.anchor, nxt.title or short.title, [*short.lines, *nxt.lines]
    )


def sized(
    sections: Iterable[Section], *, min_words: int, keep_last: int, merge: Merge, max_words: int = MAX_WORDS
) -> Iterator[Section]:
    """Merge a section under min_words into the next one; split one over max_words at lines; a
    page's last short section is kept if it has at least keep_last words."""
    pending: Section | None = None
    for sec in sections:
        if pending is not None:
            sec = merge(pending, sec)
            pending = None
        if word_count(sec.text) < min_words:
            pending = sec
            continue
        yield from split(sec, max_words)
    if pending is not None and word_count(pending.text) >= keep_last:
        yield pending


def split(sec: Section, max_words: int = MAX_WORDS) -> Iterator[Section]:
    """A section over max_words as parts of about 1000 words, anchors and titles numbered."""
    total = word_count(sec.text)
    if total <= max_words:
        yield sec
        return
    parts = -(-total // 1000)
    target = total / parts
    chunk: list[str] = []
    count = 0
    part = 1
    for line in sec.lines:
        chunk.append(line)
        count += word_count(line)
        if count >= target and part < parts:
            yield Section(sec.level, f"{sec.anchor}~{part}", f"{sec.title} ({part})", chunk)
            chunk, count, part = [], 0, part + 1
    if chunk:
        yield Section(sec.level, f"{sec.anchor}~{part}", f"{sec.title} ({part})", chunk)


# --- the judging aid: a plain BM25 ------------------------------------------------------------------


def tokens(text: str) -> list[str]:
    """Lower-cased Latin words, and Chinese as single characters plus character bigrams."""
    out = [w.lower() for w in LATIN_WORD.findall(text)]
    for run in re.findall(f"[{CJK_RANGE}]+", text):
        out += list(run) + [run[i : i + 2] for i in range(len(run) - 1)]
    return out


def bm25(docs: list[Doc], query: str, k: int = 10) -> list[tuple[float, Doc]]:
    """The k best documents for query (titles count twice), with their scores."""
    tf = [Counter(tokens(d["title"] + " " + d["title"] + " " + d["text"])) for d in docs]
    lengths = [sum(t.values()) for t in tf]
    avg = sum(lengths) / len(lengths)
    df: Counter[str] = Counter()
    for t in tf:
        df.update(t.keys())
    scores = []
    for d, t, n in zip(docs, tf, lengths, strict=True):
        s = 0.0
        for w in set(tokens(query)):
            if w in t:
                idf = math.log(1 + (len(docs) - df[w] + 0.5) / (df[w] + 0.5))
                s += idf * t[w] * 2.2 / (t[w] + 1.2 * (0.25 + 0.75 * n / avg))
        scores.append((s, d))
    scores.sort(key=lambda x: -x[0])
    return scores[:k]


# --- build ----------------------------------------------------------------------------------------


def read_jsonl(path: Path) -> list[dict[str, object]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_corpus(here: Path, name: str, docs: list[Doc]) -> None:
    """<here>/<name>/corpus.jsonl, one document a line; refuses duplicate ids."""
    ids = [d["id"] for d in docs]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise SystemExit(f"{name}: duplicate ids {sorted(duplicates)[:5]}")
    out = here / name / "corpus.jsonl"
    out.parent.mkdir(exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for doc in docs:
            f.write(json.dumps(doc, ensure_ascii=False) + "\n")
    langs = {lang: sum(d["lang"] == lang for d in docs) for lang in ("en", "zh")}
    print(f"{name}: {len(docs)} documents {langs} → {out}")


def build_main(here: Path, builders: dict[str, Builder], argv: Sequence[str] | None = None) -> int:
    """`build.py [CORPUS ...]` writes the corpora (all by default); `build.py --bm25 CORPUS QUERY`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--bm25"]:
        corpus = [{k: str(v) for k, v in d.items()} for d in read_jsonl(here / args[1] / "corpus.jsonl")]
        for score, doc in bm25(corpus, " ".join(args[2:])):
            print(f"{score:6.2f}  {doc['id']}  {doc['title'][:70]}")
        return 0
    for name in args or list(builders):
        write_corpus(here, name, list(builders[name]()))
    return 0
