"""The kb evaluation suites' authoring tool, one copy for every suite (`kb2`..`kb4` `build.py` and
`validate.py` are thin wrappers that keep only their sources' parsers and their floors).

build: a suite's parsers cut a source page into `Section`s; `sized` merges a section under the
suite's minimum into its neighbour and splits one over MAX_WORDS at lines; ids come from the page
name and the section anchor (`slug`), so they are stable for a given package version; `build_main`
writes <suite>/<corpus>/corpus.jsonl, or with `--bm25 CORPUS QUERY` prints the top 10 of a plain
BM25 over it (the judging aid, not the project's retriever). Chinese counts 1.7 characters a word.

validate: `validate_main` checks each corpus (unique ids, document fields, floors) and its judged
queries (ids, languages, grades, judged ids present, floors, cross-language answers), and that the
files listed in FROZEN.sha256 are unchanged. Standard library only: the wrappers run with the
system python3. A change here must leave every suite's committed corpus.jsonl byte-identical (the
judged queries point at its ids): rebuild them all to check.
"""

from __future__ import annotations

import hashlib
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


# --- validate -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Floors:
    """A corpus's floors: documents, share of Chinese documents, queries per split, share of Chinese
    queries; max_docs and min_cross (queries answered only in the other language) when set."""

    docs: int
    zh_docs: float
    queries: int
    zh_queries: float
    max_docs: int | None = None
    min_cross: int | None = None


def _grade_list(grades: Sequence[int]) -> str:
    return ", ".join(map(str, grades[:-1])) + f" or {grades[-1]}"


def check_corpus(
    here: Path, name: str, floors: Floors, splits: Sequence[str], grades: Sequence[int]
) -> list[str]:
    """One corpus and its queries.<split>.jsonl files; prints their counts, returns the problems."""
    problems: list[str] = []
    docs = read_jsonl(here / name / "corpus.jsonl")
    ids = Counter(str(d["id"]) for d in docs)
    problems += [f"{name}: duplicate document id {i}" for i, n in ids.items() if n > 1]
    for d in docs:
        missing = {"id", "title", "text", "lang", "source"} - d.keys()
        if missing or d.get("lang") not in ("en", "zh") or not str(d.get("text", "")).strip():
            problems.append(f"{name}: bad document {d.get('id')}: missing {sorted(missing)} or bad lang/text")
    doc_lang = {str(d["id"]): str(d["lang"]) for d in docs}
    langs = Counter(doc_lang.values())
    print(f"{name}: {len(docs)} documents {dict(langs)}")
    few_zh = langs["zh"] < floors.zh_docs * len(docs)
    if floors.max_docs is None:
        if len(docs) < floors.docs or few_zh:
            problems.append(f"{name}: below {floors.docs} documents or {floors.zh_docs:.0%} Chinese")
    elif not floors.docs <= len(docs) <= floors.max_docs or few_zh:
        problems.append(
            f"{name}: not {floors.docs}-{floors.max_docs} documents or below {floors.zh_docs:.0%} Chinese"
        )
    query_ids: Counter[str] = Counter()
    texts: Counter[str] = Counter()
    for split_name in splits:
        path = here / name / f"queries.{split_name}.jsonl"
        if not path.exists():
            problems.append(f"{name}: {path.name} missing")
            continue
        queries = read_jsonl(path)
        cross = 0
        for q in queries:
            query_ids[str(q["id"])] += 1
            texts[str(q["query"])] += 1
            problems += _check_query(name, q, doc_lang, grades)
            relevant = q["relevant"]
            assert isinstance(relevant, dict)
            answers = [doc_lang.get(i) for i, g in relevant.items() if g == grades[-1]]
            cross += all(lang != q["lang"] for lang in answers)
        qlangs = Counter(str(q["lang"]) for q in queries)
        counts = f"{len(queries)} {dict(qlangs)}"
        print(f"  queries.{split_name}: {counts}, answered only in the other language: {cross}")
        if len(queries) < floors.queries or qlangs["zh"] < floors.zh_queries * len(queries):
            problems.append(
                f"{name}: {split_name} below {floors.queries} queries or {floors.zh_queries:.0%} Chinese"
            )
        if floors.min_cross is not None and cross < floors.min_cross:
            problems.append(f"{name}: {split_name} has {cross} cross-language queries (< {floors.min_cross})")
    problems += [f"{name}: duplicate query id {i}" for i, n in query_ids.items() if n > 1]
    problems += [f"{name}: query asked twice: {t}" for t, n in texts.items() if n > 1]
    return problems


def _check_query(
    name: str, q: dict[str, object], doc_lang: dict[str, str], grades: Sequence[int]
) -> list[str]:
    """One judged query: its language, 1-5 judgements with one top grade, known ids, valid grades."""
    problems = []
    relevant = q["relevant"]
    assert isinstance(relevant, dict)
    if q.get("lang") not in ("en", "zh"):
        problems.append(f"{name}: {q['id']} has lang {q.get('lang')}")
    top = grades[-1]
    if not 1 <= len(relevant) <= 5 or top not in relevant.values():
        problems.append(f"{name}: {q['id']} needs 1-5 judgements including one grade {top}")
    for doc_id, grade in relevant.items():
        if doc_id not in doc_lang:
            problems.append(f"{name}: {q['id']} judges unknown document {doc_id}")
        if grade not in grades:
            problems.append(f"{name}: {q['id']} has grade {grade} (must be {_grade_list(grades)})")
    return problems


def check_frozen(here: Path, corpora: Iterable[str]) -> list[str]:
    """Every file FROZEN.sha256 lists is unchanged, and every queries.test.jsonl is listed."""
    problems = []
    listed = set()
    for line in (here / "FROZEN.sha256").read_text().splitlines():
        digest, _, rel = line.partition("  ")
        listed.add(rel)
        if hashlib.sha256((here / rel).read_bytes()).hexdigest() != digest:
            problems.append(f"{here.name}/{rel} changed after it was frozen")
    for name in corpora:
        rel = f"{name}/queries.test.jsonl"
        if (here / rel).exists() and rel not in listed:
            problems.append(f"{here.name}/{rel} is not in FROZEN.sha256")
    return problems


def validate_main(
    here: Path,
    floors: dict[str, Floors],
    splits: Sequence[str] = ("dev", "test"),
    grades: Sequence[int] = (1, 2),
) -> int:
    """Check every corpus of the suite (floors' keys, in order); print the problems; 1 if any."""
    corpora = list(floors)
    names = [n for n in corpora if (here / n / "corpus.jsonl").exists()]
    problems = [p for name in names for p in check_corpus(here, name, floors[name], splits, grades)]
    problems += [f"{n}: corpus missing" for n in corpora if n not in names]
    problems += check_frozen(here, corpora)
    for p in problems:
        print("PROBLEM:", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0
