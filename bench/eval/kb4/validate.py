"""Check the kb4 evaluation sets: ids unique, every judged id in its corpus, grades 1-3, test files frozen.

    python3 bench/eval/kb4/validate.py

Prints document and query counts per language (and how many queries are answered only in the other
language); exits non-zero on the first kind of problem it finds. Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = ("graphics", "macros")
# The brief's floors: documents, share of Chinese documents, queries per half, share of Chinese queries.
FLOORS = {"graphics": (300, 0.30, 60, 0.40), "macros": (300, 0.30, 60, 0.40)}
MAX_DOCS = 800
MIN_CROSS = 10


def read_jsonl(path: Path) -> list[dict[str, object]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def check_corpus(name: str) -> list[str]:
    problems: list[str] = []
    docs = read_jsonl(HERE / name / "corpus.jsonl")
    ids = Counter(str(d["id"]) for d in docs)
    problems += [f"{name}: duplicate document id {i}" for i, n in ids.items() if n > 1]
    for d in docs:
        missing = {"id", "title", "text", "lang", "source"} - d.keys()
        if missing or d.get("lang") not in ("en", "zh") or not str(d.get("text", "")).strip():
            problems.append(f"{name}: bad document {d.get('id')}: missing {sorted(missing)} or bad lang/text")
    doc_lang = {str(d["id"]): str(d["lang"]) for d in docs}
    langs = Counter(doc_lang.values())
    print(f"{name}: {len(docs)} documents {dict(langs)}")
    min_docs, min_zh_docs, min_queries, min_zh_queries = FLOORS[name]
    if not min_docs <= len(docs) <= MAX_DOCS or langs["zh"] < min_zh_docs * len(docs):
        problems.append(f"{name}: not {min_docs}-{MAX_DOCS} documents or below {min_zh_docs:.0%} Chinese")
    query_ids: Counter[str] = Counter()
    texts: Counter[str] = Counter()
    for split in ("test",):
        path = HERE / name / f"queries.{split}.jsonl"
        if not path.exists():
            problems.append(f"{name}: {path.name} missing")
            continue
        queries = read_jsonl(path)
        cross = 0
        for q in queries:
            query_ids[str(q["id"])] += 1
            texts[str(q["query"])] += 1
            relevant = q["relevant"]
            assert isinstance(relevant, dict)
            if q.get("lang") not in ("en", "zh"):
                problems.append(f"{name}: {q['id']} has lang {q.get('lang')}")
            if not 1 <= len(relevant) <= 5 or 3 not in relevant.values():
                problems.append(f"{name}: {q['id']} needs 1-5 judgements including one grade 3")
            for doc_id, grade in relevant.items():
                if doc_id not in doc_lang:
                    problems.append(f"{name}: {q['id']} judges unknown document {doc_id}")
                if grade not in (1, 2, 3):
                    problems.append(f"{name}: {q['id']} has grade {grade} (must be 1, 2 or 3)")
            answers = [doc_lang.get(i) for i, g in relevant.items() if g == 3]
            cross += all(lang != q["lang"] for lang in answers)
        qlangs = Counter(str(q["lang"]) for q in queries)
        print(f"  queries.{split}: {len(queries)} {dict(qlangs)}, answered only in the other language: {cross}")
        if len(queries) < min_queries or qlangs["zh"] < min_zh_queries * len(queries):
            problems.append(f"{name}: {split} below {min_queries} queries or {min_zh_queries:.0%} Chinese")
        if cross < MIN_CROSS:
            problems.append(f"{name}: {split} has {cross} cross-language queries (< {MIN_CROSS})")
    problems += [f"{name}: duplicate query id {i}" for i, n in query_ids.items() if n > 1]
    problems += [f"{name}: query asked twice: {t}" for t, n in texts.items() if n > 1]
    return problems


def check_frozen() -> list[str]:
    problems = []
    listed = set()
    for line in (HERE / "FROZEN.sha256").read_text().splitlines():
        digest, _, rel = line.partition("  ")
        listed.add(rel)
        if hashlib.sha256((HERE / rel).read_bytes()).hexdigest() != digest:
            problems.append(f"kb4/{rel} changed after it was frozen")
    for name in CORPORA:
        rel = f"{name}/queries.test.jsonl"
        if (HERE / rel).exists() and rel not in listed:
            problems.append(f"kb4/{rel} is not in FROZEN.sha256")
    return problems


def main() -> int:
    names = [n for n in CORPORA if (HERE / n / "corpus.jsonl").exists()]
    problems = [p for name in names for p in check_corpus(name)]
    problems += [f"{n}: corpus missing" for n in CORPORA if n not in names]
    problems += check_frozen()
    for p in problems:
        print("PROBLEM:", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
