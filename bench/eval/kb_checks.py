"""The kb evaluation suites' validators, one copy for every suite (`kb2`..`kb4` `validate.py` are thin
wrappers that give their floors): each corpus's documents (unique ids, fields, floors), its judged
queries (ids, languages, grades, judged ids present, floors, cross-language answers), and that the
files FROZEN.sha256 lists are unchanged. Standard library only."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kb_tools import read_jsonl


@dataclass(frozen=True)
class Floors:
    """A corpus's floors: documents, share of Chinese documents, queries per split, share of Chinese
    queries; max_docs and min_cross (queries answered only in the other language) when set; at most
    max_judged judgements per query."""

    docs: int = 0
    zh_docs: float = 0.0
    queries: int = 0
    zh_queries: float = 0.0
    max_docs: int | None = None
    min_cross: int | None = None
    max_judged: int = 5


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
            problems += _check_query(name, q, doc_lang, grades, floors.max_judged)
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
    name: str, q: dict[str, object], doc_lang: dict[str, str], grades: Sequence[int], max_judged: int = 5
) -> list[str]:
    """One judged query: its language, 1-max_judged judgements with one top grade, known ids, valid
    grades."""
    problems = []
    relevant = q["relevant"]
    assert isinstance(relevant, dict)
    if q.get("lang") not in ("en", "zh"):
        problems.append(f"{name}: {q['id']} has lang {q.get('lang')}")
    top = grades[-1]
    if not 1 <= len(relevant) <= max_judged or top not in relevant.values():
        problems.append(f"{name}: {q['id']} needs 1-{max_judged} judgements including one grade {top}")
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
    frozen_also: Sequence[Path] = (),
) -> int:
    """Check every corpus of the suite (floors' keys, in order) and the FROZEN.sha256 of the suite and
    of the folders frozen_also; print the problems; 1 if any."""
    corpora = list(floors)
    names = [n for n in corpora if (here / n / "corpus.jsonl").exists()]
    problems = [p for name in names for p in check_corpus(here, name, floors[name], splits, grades)]
    problems += [f"{n}: corpus missing" for n in corpora if n not in names]
    problems += check_frozen(here, corpora)
    for folder in frozen_also:
        problems += check_frozen(folder, ())
    for p in problems:
        print("PROBLEM:", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0
