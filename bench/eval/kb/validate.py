"""Check the KB evaluation sets: ids unique, every judged id in its corpus, grades 1-2, test files frozen.

    python3 bench/eval/kb/validate.py

Prints document and query counts per language; exits non-zero on the first kind of problem it finds.
Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = ("techdocs", "faq", "mixed")


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
        if missing or d["lang"] not in ("en", "zh") or not str(d["text"]).strip():
            problems.append(f"{name}: bad document {d.get('id')}: missing {sorted(missing)} or bad lang/text")
    doc_lang = {str(d["id"]): str(d["lang"]) for d in docs}
    print(f"{name}: {len(docs)} documents {dict(Counter(doc_lang.values()))}")
    query_ids: Counter[str] = Counter()
    texts: Counter[str] = Counter()
    for split in ("dev", "test"):
        queries = read_jsonl(HERE / name / f"queries.{split}.jsonl")
        cross = 0
        for q in queries:
            query_ids[str(q["id"])] += 1
            texts[str(q["query"])] += 1
            relevant = q["relevant"]
            assert isinstance(relevant, dict)
            if not 1 <= len(relevant) <= 5 or 2 not in relevant.values():
                problems.append(f"{name}: {q['id']} needs 1-5 judgements including one grade 2")
            for doc_id, grade in relevant.items():
                if doc_id not in doc_lang:
                    problems.append(f"{name}: {q['id']} judges unknown document {doc_id}")
                if grade not in (1, 2):
                    problems.append(f"{name}: {q['id']} has grade {grade} (must be 1 or 2)")
            answers = [doc_lang.get(i) for i, g in relevant.items() if g == 2]
            cross += all(lang != q["lang"] for lang in answers)
        langs = dict(Counter(str(q["lang"]) for q in queries))
        print(f"  queries.{split}: {len(queries)} {langs}, answered only in the other language: {cross}")
    problems += [f"{name}: duplicate query id {i}" for i, n in query_ids.items() if n > 1]
    problems += [f"{name}: query asked twice: {t}" for t, n in texts.items() if n > 1]
    return problems


def check_frozen(folder: Path) -> list[str]:
    problems = []
    for line in (folder / "FROZEN.sha256").read_text().splitlines():
        digest, _, rel = line.partition("  ")
        if hashlib.sha256((folder / rel).read_bytes()).hexdigest() != digest:
            problems.append(f"{folder.name}/{rel} changed after it was frozen")
    return problems


def main() -> int:
    problems = [p for name in CORPORA for p in check_corpus(name)]
    problems += check_frozen(HERE) + check_frozen(HERE.parent / "intent")
    for p in problems:
        print("PROBLEM:", p)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
