#!/usr/bin/env python3
"""Check the v5 frozen set: ../test5.jsonl and ../needsearch5.jsonl.

Checks: valid JSON, exact key order, labels, id pattern <-> label/lang, ids numbered 01..N per
cell, unique ids, no duplicate queries after case/whitespace/punctuation normalisation (within
and across both files), script matches lang, counts per cell, no example string of the three
source documents reused, topic spread (from the topic tags in _build.py), and that _build.py
regenerates the files byte-for-byte.
"""
import collections
import io
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
TEST = os.path.join(OUT_DIR, "test5.jsonl")
NS = os.path.join(OUT_DIR, "needsearch5.jsonl")

INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]
PER_TEST_CELL = 25
PER_NS_CELL = 20

# Example strings quoted in the three documents this set was written from:
#  - /work/shared/seeds/search-layer-v2.2.md
#  - /work/main/bench/eval/intent/README.md ("Labelling rules")
#  - /work/main/bench/eval/intent/v4/README.md (format and boundary rules)
EXAMPLES = [
    # search-layer-v2.2.md
    "Deno 2.0 latest 2026", "Rust 异步编程", "Rust async programming",
    "AES-CBC PKCS7 padding bug", "query", "子查询1", "子查询2", "子查询3",
    "k8s", "Kubernetes", "JS", "JavaScript", "Go", "Golang", "Postgres", "PostgreSQL",
    # intent/README.md
    "papers comparing BM25 and dense retrieval", "is aws us-east-1 back up",
    "breaking aws outage", "official Node.js images on Docker Hub", "rust", "量子计算",
    "redis defualt port", "pyhton 3.13 relased?", "什么事函数式编程",
    # v4/README.md
    "git undo last commit", "replace laptop thermal paste", "行心", "去别", "和同", "消系", "码",
    "iPhone", "GTA6", "USDT", "ImageNet", "X vs Y", "X or Y", "which is better",
    "difference between", "怎么选", "区别", "咋", "啥", "吗", "不",
    "released yet?", "when did it come out", "latest on…", "what happened", "is it down",
    "out yet", "latest version", "still supported", "in stock", "open today",
    "current price", "blooming", "visible tonight", "announced a price rise",
    "how to apply", "application form",
]

CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    s = "".join(ch for ch in s if not unicodedata.category(ch).startswith("P"))
    return re.sub(r"\s+", " ", s).strip()


def load(path, keys):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.endswith("\n"):
                err(f"{path}:{n}: no trailing newline")
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{path}:{n}: bad JSON: {e}")
                continue
            if list(obj.keys()) != keys:
                err(f"{path}:{n}: keys {list(obj.keys())} != {keys}")
                continue
            rows.append(obj)
    return rows


def check_common(rows, path):
    for r in rows:
        q, lang = r["query"], r["lang"]
        if lang not in LANGS:
            err(f"{r['id']}: bad lang {lang!r}")
        if not isinstance(q, str) or not q.strip() or q != q.strip():
            err(f"{r['id']}: empty or padded query")
        has_cjk = bool(CJK.search(q))
        if lang == "zh" and not has_cjk:
            err(f"{r['id']}: zh query without Chinese characters")
        if lang == "en" and has_cjk:
            err(f"{r['id']}: en query with Chinese characters")


def check_examples(rows):
    ex = [(e, norm(e)) for e in EXAMPLES]
    for r in rows:
        nq = norm(r["query"])
        for raw, ne in ex:
            if nq == ne:
                err(f"{r['id']}: query equals example string {raw!r}")
            # longer examples (a phrase or a 4+ character Chinese term) must not be embedded
            elif (len(ne) >= 12 or len(CJK.findall(ne)) >= 4) and ne in nq:
                err(f"{r['id']}: query contains example string {raw!r}")


def check_ids(rows, pattern, cell_of, expected_cells, per_cell):
    ids = [r["id"] for r in rows]
    dup = [i for i, c in collections.Counter(ids).items() if c > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    seen = collections.defaultdict(list)
    for r in rows:
        m = re.fullmatch(pattern, r["id"])
        if not m:
            err(f"{r['id']}: id does not match {pattern}")
            continue
        label, lang, nn = m.group(1), m.group(2), int(m.group(3))
        if (label, lang) != cell_of(r):
            err(f"{r['id']}: id says {(label, lang)}, row says {cell_of(r)}")
        seen[(label, lang)].append(nn)
    for cell in expected_cells:
        nums = seen.get(cell, [])
        if len(nums) != per_cell:
            err(f"cell {cell}: {len(nums)} rows, expected {per_cell}")
        if sorted(nums) != list(range(1, len(nums) + 1)):
            err(f"cell {cell}: ids not numbered 01..{len(nums)}")
    extra = set(seen) - set(expected_cells)
    if extra:
        err(f"unexpected cells: {sorted(extra)}")
    return seen


def check_topics():
    sys.dont_write_bytecode = True
    sys.path.insert(0, HERE)
    import _build  # noqa: E402
    report = []
    for intent in INTENTS:
        for lang in LANGS:
            topics = collections.Counter(t for t, _ in _build.TEST[intent][lang])
            top, n = topics.most_common(1)[0]
            if n > 3:
                err(f"cell {intent}/{lang}: topic {top!r} has {n} of 25 (max 3)")
            if len(topics) < 12:
                err(f"cell {intent}/{lang}: only {len(topics)} topics")
            tech = sum(c for t, c in topics.items() if t in _build.TECH_TOPICS)
            if not 6 <= tech <= 10:
                err(f"cell {intent}/{lang}: {tech} technology queries (want 6..10 of 25)")
            report.append((intent, lang, len(topics), top, n, tech))
    return _build, report


def check_regen(_build):
    for path, rows in ((TEST, _build.test_rows()), (NS, _build.needsearch_rows())):
        buf = io.StringIO()
        for row in rows:
            buf.write(json.dumps(row, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8", newline="") as f:
            if f.read() != buf.getvalue():
                err(f"{path}: differs from what _build.py generates")


def main():
    test = load(TEST, ["id", "query", "intent", "lang"])
    ns = load(NS, ["id", "query", "need_search", "lang"])
    for r in test:
        if r["intent"] not in INTENTS:
            err(f"{r['id']}: bad intent {r['intent']!r}")
    for r in ns:
        if not isinstance(r["need_search"], bool):
            err(f"{r['id']}: need_search is not a bool")
    check_common(test, TEST)
    check_common(ns, NS)
    check_ids(test, r"t5-([a-z]+)-(en|zh)-(\d{2})", lambda r: (r["intent"], r["lang"]),
              [(i, l) for i in INTENTS for l in LANGS], PER_TEST_CELL)
    check_ids(ns, r"ns5-(true|false)-(en|zh)-(\d{2})",
              lambda r: ("true" if r["need_search"] else "false", r["lang"]),
              [(b, l) for b in ("true", "false") for l in LANGS], PER_NS_CELL)
    if len(test) != 400:
        err(f"test5: {len(test)} rows, expected 400")
    if len(ns) != 80:
        err(f"needsearch5: {len(ns)} rows, expected 80")

    by_norm = collections.defaultdict(list)
    for r in test + ns:
        by_norm[norm(r["query"])].append(r["id"])
    for q, ids in by_norm.items():
        if len(ids) > 1:
            err(f"duplicate query {q!r}: {ids}")

    check_examples(test + ns)
    _build, report = check_topics()
    check_regen(_build)

    print("test5.jsonl       ", len(test), "rows")
    print("needsearch5.jsonl ", len(ns), "rows")
    print(f"{'intent':12} {'lang':4} topics  top(n)        tech")
    for intent, lang, nt, top, n, tech in report:
        print(f"{intent:12} {lang:4} {nt:6}  {top+'('+str(n)+')':13} {tech}")
    tech_total = sum(x[5] for x in report)
    print(f"technology share: {tech_total}/400 = {tech_total/4:.1f} %")
    cnt = collections.Counter((r["need_search"], r["lang"]) for r in ns)
    print("need_search cells:", dict(sorted(((str(k[0]).lower(), k[1]), v) for k, v in cnt.items())))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
