#!/usr/bin/env python3
"""Validate test4.jsonl and needsearch4.jsonl. Exit code 0 = all checks pass."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]
PER_INTENT_CELL = 25
PER_NS_CELL = 20
CJK = re.compile(r"[\u3400-\u9fff]")

# example strings from the design seed and README that must not be reused
BANNED = [
    "deno 2.0 latest 2026", "rust 异步编程", "rust async programming",
    "aes-cbc pkcs7 padding bug", "papers comparing bm25 and dense retrieval",
    "is aws us-east-1 back up", "breaking aws outage",
    "official node.js images on docker hub", "rust", "量子计算",
    "redis defualt port", "pyhton 3.13 relased?", "什么事函数式编程",
]

errors = []


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


def load(name, keys):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.endswith("\n"):
                errors.append(f"{name}:{n}: missing trailing newline")
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: bad JSON: {e}")
                continue
            if not isinstance(r, dict) or list(r.keys()) != keys:
                errors.append(f"{name}:{n}: keys {list(r) if isinstance(r, dict) else r!r} != {keys}")
                continue
            if not isinstance(r["query"], str) or not r["query"].strip():
                errors.append(f"{name}:{n}: empty or non-string query")
            elif r["query"] != r["query"].strip():
                errors.append(f"{name}:{n}: leading/trailing whitespace")
            if r["lang"] not in LANGS:
                errors.append(f"{name}:{n}: bad lang {r['lang']!r}")
            elif isinstance(r["query"], str):
                has_cjk = bool(CJK.search(r["query"]))
                if r["lang"] == "zh" and not has_cjk:
                    errors.append(f"{name}:{n}: zh query has no Chinese characters")
                if r["lang"] == "en" and has_cjk:
                    errors.append(f"{name}:{n}: en query has Chinese characters")
            rows.append((n, r))
    return rows


def check_common(name, rows):
    ids = Counter(r["id"] for _, r in rows)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"{name}: duplicate id {i} x{c}")
    qs = Counter(norm(r["query"]) for _, r in rows)
    for q, c in qs.items():
        if c > 1:
            errors.append(f"{name}: duplicate query {q!r} x{c}")
    for n, r in rows:
        if norm(r["query"]) in BANNED:
            errors.append(f"{name}:{n}: reuses an example string from the seed/README")


# ---------------------------------------------------------------- test4
t4 = load("test4.jsonl", ["id", "query", "intent", "lang"])
check_common("test4.jsonl", t4)
cells = Counter()
for n, r in t4:
    if r["intent"] not in INTENTS:
        errors.append(f"test4.jsonl:{n}: bad intent {r['intent']!r}")
        continue
    m = re.fullmatch(r"t4-([a-z]+)-(en|zh)-(\d{2})", r["id"])
    if not m:
        errors.append(f"test4.jsonl:{n}: bad id format {r['id']!r}")
    elif m.group(1) != r["intent"] or m.group(2) != r["lang"]:
        errors.append(f"test4.jsonl:{n}: id {r['id']} does not match intent/lang")
    elif not 1 <= int(m.group(3)) <= PER_INTENT_CELL:
        errors.append(f"test4.jsonl:{n}: id number out of range")
    cells[r["intent"], r["lang"]] += 1
for it in INTENTS:
    for lg in LANGS:
        if cells[it, lg] != PER_INTENT_CELL:
            errors.append(f"test4.jsonl: cell {it}/{lg} has {cells[it, lg]} != {PER_INTENT_CELL}")
if len(t4) != len(INTENTS) * len(LANGS) * PER_INTENT_CELL:
    errors.append(f"test4.jsonl: {len(t4)} rows")

# ---------------------------------------------------------------- needsearch4
ns = load("needsearch4.jsonl", ["id", "query", "need_search", "lang"])
check_common("needsearch4.jsonl", ns)
nscells = Counter()
for n, r in ns:
    if not isinstance(r["need_search"], bool):
        errors.append(f"needsearch4.jsonl:{n}: need_search not a bool")
        continue
    lab = "true" if r["need_search"] else "false"
    m = re.fullmatch(r"ns4-(true|false)-(en|zh)-(\d{2})", r["id"])
    if not m:
        errors.append(f"needsearch4.jsonl:{n}: bad id format {r['id']!r}")
    elif m.group(1) != lab or m.group(2) != r["lang"]:
        errors.append(f"needsearch4.jsonl:{n}: id {r['id']} does not match label/lang")
    elif not 1 <= int(m.group(3)) <= PER_NS_CELL:
        errors.append(f"needsearch4.jsonl:{n}: id number out of range")
    nscells[lab, r["lang"]] += 1
for lab in ("true", "false"):
    for lg in LANGS:
        if nscells[lab, lg] != PER_NS_CELL:
            errors.append(f"needsearch4.jsonl: cell {lab}/{lg} has {nscells[lab, lg]} != {PER_NS_CELL}")

# ---------------------------------------------------------------- cross-file
overlap = {norm(r["query"]) for _, r in t4} & {norm(r["query"]) for _, r in ns}
for q in sorted(overlap):
    errors.append(f"query appears in both files: {q!r}")

# ---------------------------------------------------------------- report
print("test4.jsonl")
print(f"  {'intent':<12} {'en':>4} {'zh':>4}")
for it in INTENTS:
    print(f"  {it:<12} {cells[it, 'en']:>4} {cells[it, 'zh']:>4}")
print(f"  {'total':<12} {len(t4):>9}")
print("needsearch4.jsonl")
for lab in ("true", "false"):
    print(f"  {lab:<12} {nscells[lab, 'en']:>4} {nscells[lab, 'zh']:>4}")
print(f"  {'total':<12} {len(ns):>9}")
if errors:
    print(f"\nFAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK: all checks passed")
