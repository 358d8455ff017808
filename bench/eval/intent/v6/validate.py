#!/usr/bin/env python3
"""Check the v6 frozen set: ../test6.jsonl and ../needsearch6.jsonl.

Checks: valid JSON with a trailing newline, exact key order, labels, id pattern <-> label/lang,
ids numbered 01..N per cell, unique ids, counts per cell, script matches lang, no duplicate
queries after case/width/whitespace/punctuation normalisation within and across both files,
no query equal (after normalisation) to a query of any earlier set in this folder
(dev.jsonl, test*.jsonl, needsearch*.jsonl), no near-duplicate of an earlier query
(character-bigram Jaccard >= NEAR), no example string of the source documents reused, topic
spread from the tags in _build.py, and that _build.py regenerates the files byte-for-byte.
"""
import collections
import glob
import io
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
TEST = os.path.join(OUT_DIR, "test6.jsonl")
NS = os.path.join(OUT_DIR, "needsearch6.jsonl")

INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]
PER_TEST_CELL = 25
PER_NS_CELL = 20
NEAR = 0.75          # bigram Jaccard at or above this against an earlier query is an error

# Example strings quoted in the documents this set was written from (seed, intent README
# labelling rules, v5 README); none may be reused whole, and long ones not embedded either.
EXAMPLES = [
    "Deno 2.0 latest 2026", "Rust 异步编程", "Rust async programming",
    "AES-CBC PKCS7 padding bug", "query", "子查询1", "子查询2", "子查询3",
    "k8s", "Kubernetes", "JS", "JavaScript", "Go", "Golang", "Postgres", "PostgreSQL",
    "papers comparing BM25 and dense retrieval", "is aws us-east-1 back up",
    "breaking aws outage", "official Node.js images on Docker Hub", "rust", "量子计算",
    "redis defualt port", "pyhton 3.13 relased?", "什么事函数式编程",
    "lakers score", "serverless", "英超积分榜", "轻断食", "healthcare.gov not working",
    "python reverse list", "w-9 form", "google borg paper", "intermittent fasting",
    "screen time and kids", "climate change effects on hurricanes", "remote work future",
    "are electric cars worth it", "fda approves new alzheimers drug",
    "japan visa form pdf", "日本签证申请表下载", "日本旅游签证怎么办理",
    "steps to get a japan tourist visa", "how does the us court system work",
    "fix a leaky faucet", "mongodb备份数据库", "硬拉的正确姿势", "有必要买吗",
    "git undo last commit", "replace laptop thermal paste", "X vs Y", "which is better",
    "difference between", "released yet?", "when did it come out", "what happened",
    "is it down", "latest version", "still supported", "in stock", "open today",
    "current price", "visible tonight", "announced a price rise", "how to apply",
    "application form", "latest stable version",
]

CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
errors = []


def err(msg):
    errors.append(msg)


def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    s = "".join(ch for ch in s if not unicodedata.category(ch).startswith("P"))
    return re.sub(r"\s+", " ", s).strip()


def bigrams(s):
    s = norm(s).replace(" ", "")
    return {s[i:i + 2] for i in range(len(s) - 1)} or {s}


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


def check_common(rows):
    for r in rows:
        q, lang = r["query"], r["lang"]
        if lang not in LANGS:
            err(f"{r['id']}: bad lang {lang!r}")
        if not isinstance(q, str) or not q.strip() or q != q.strip():
            err(f"{r['id']}: empty or padded query")
            continue
        has_cjk = bool(CJK.search(q))
        if lang == "zh" and not has_cjk:
            err(f"{r['id']}: zh query without Chinese characters")
        if lang == "en" and has_cjk:
            err(f"{r['id']}: en query with Chinese characters")


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


def check_examples(rows):
    ex = [(e, norm(e)) for e in EXAMPLES]
    for r in rows:
        nq = norm(r["query"])
        for raw, ne in ex:
            if nq == ne:
                err(f"{r['id']}: query equals example string {raw!r}")
            elif (len(ne) >= 12 or len(CJK.findall(ne)) >= 4) and ne in nq:
                err(f"{r['id']}: query contains example string {raw!r}")


def earlier_queries():
    """Queries of every earlier set in this folder (not v6's own files)."""
    out = []
    mine = {os.path.basename(TEST), os.path.basename(NS)}
    for path in sorted(glob.glob(os.path.join(OUT_DIR, "*.jsonl"))):
        name = os.path.basename(path)
        if name in mine:
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line:
                    out.append((name, json.loads(line)["query"]))
    return out


def check_against_earlier(rows):
    old = earlier_queries()
    old_norm = collections.defaultdict(list)
    for name, q in old:
        old_norm[norm(q)].append(name)
    old_bg = [(name, bigrams(q)) for name, q in old]
    exact = near = 0
    for r in rows:
        nq = norm(r["query"])
        if nq in old_norm:
            exact += 1
            err(f"{r['id']}: same query as in {sorted(set(old_norm[nq]))}")
            continue
        bg = bigrams(r["query"])
        best, where = 0.0, None
        for name, obg in old_bg:
            j = len(bg & obg) / len(bg | obg)
            if j > best:
                best, where = j, name
        if best >= NEAR:
            near += 1
            err(f"{r['id']}: near-duplicate (jaccard {best:.2f}) of a query in {where}")
    return len(old), exact, near


def check_topics(_build):
    report = []
    for intent in INTENTS:
        for lang in LANGS:
            topics = collections.Counter(t for t, _ in _build.TEST[intent][lang])
            top, n = topics.most_common(1)[0]
            if n > 3:
                err(f"cell {intent}/{lang}: topic {top!r} has {n} of 25 (max 3)")
            if len(topics) < 15:
                err(f"cell {intent}/{lang}: only {len(topics)} topics")
            tech = sum(c for t, c in topics.items() if t in _build.TECH_TOPICS)
            if not 5 <= tech <= 8:
                err(f"cell {intent}/{lang}: {tech} software queries (want 5..8 of 25)")
            report.append((intent, lang, len(topics), top, n, tech))
    return report


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
    check_common(test)
    check_common(ns)
    check_ids(test, r"t6-([a-z]+)-(en|zh)-(\d{2})", lambda r: (r["intent"], r["lang"]),
              [(i, l) for i in INTENTS for l in LANGS], PER_TEST_CELL)
    check_ids(ns, r"ns6-(true|false)-(en|zh)-(\d{2})",
              lambda r: ("true" if r["need_search"] else "false", r["lang"]),
              [(b, l) for b in ("true", "false") for l in LANGS], PER_NS_CELL)
    if len(test) != 400:
        err(f"test6: {len(test)} rows, expected 400")
    if len(ns) != 80:
        err(f"needsearch6: {len(ns)} rows, expected 80")

    by_norm = collections.defaultdict(list)
    for r in test + ns:
        by_norm[norm(r["query"])].append(r["id"])
    for ids in by_norm.values():
        if len(ids) > 1:
            err(f"duplicate query within v6: {ids}")

    check_examples(test + ns)
    n_old, exact, near = check_against_earlier(test + ns)

    sys.dont_write_bytecode = True
    sys.path.insert(0, HERE)
    import _build  # noqa: E402
    report = check_topics(_build)
    check_regen(_build)

    print("test6.jsonl       ", len(test), "rows")
    print("needsearch6.jsonl ", len(ns), "rows")
    print(f"earlier queries compared: {n_old}; exact repeats {exact}; near (>= {NEAR}) {near}")
    print(f"{'intent':12} {'lang':4} topics  top(n)        software")
    for intent, lang, nt, top, n, tech in report:
        print(f"{intent:12} {lang:4} {nt:6}  {top + '(' + str(n) + ')':13} {tech}")
    tech_total = sum(x[5] for x in report)
    print(f"software share: {tech_total}/400 = {tech_total / 4:.1f} %")
    cnt = collections.Counter((str(r["need_search"]).lower(), r["lang"]) for r in ns)
    print("need_search cells:", dict(sorted(cnt.items())))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
