#!/usr/bin/env python3
"""Validate test3.jsonl and needsearch3.jsonl. Exit status 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ("en", "zh")
PER_INTENT_CELL = 25
PER_NS_CELL = 20
CJK = re.compile(r"[\u4e00-\u9fff]")

errors = []


def norm(q):
    return " ".join(q.lower().split())


def load(name, keys):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.endswith("\n"):
                errors.append(f"{name}:{n}: missing trailing newline")
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{name}:{n}: does not parse: {e}")
                continue
            if not isinstance(obj, dict) or set(obj) != keys:
                errors.append(f"{name}:{n}: keys {sorted(obj) if isinstance(obj, dict) else obj!r} != {sorted(keys)}")
                continue
            if not isinstance(obj["query"], str) or not obj["query"].strip():
                errors.append(f"{name}:{n}: empty or non-string query")
            elif obj["query"] != obj["query"].strip():
                errors.append(f"{name}:{n}: leading/trailing whitespace")
            if obj["lang"] not in LANGS:
                errors.append(f"{name}:{n}: bad lang {obj['lang']!r}")
            elif isinstance(obj["query"], str):
                has_cjk = bool(CJK.search(obj["query"]))
                if (obj["lang"] == "zh") != has_cjk:
                    errors.append(f"{name}:{n}: lang {obj['lang']} but CJK={has_cjk}")
            rows.append((n, obj))
    return rows


def check_common(name, rows, id_re, expect_id):
    ids = Counter(o["id"] for _, o in rows)
    for i, c in ids.items():
        if c > 1:
            errors.append(f"{name}: duplicate id {i} x{c}")
    seen = {}
    for n, o in rows:
        if not re.fullmatch(id_re, o["id"]):
            errors.append(f"{name}:{n}: malformed id {o['id']!r}")
        else:
            exp = expect_id(o)
            if not o["id"].startswith(exp):
                errors.append(f"{name}:{n}: id {o['id']!r} does not match label/lang prefix {exp!r}")
        k = norm(o["query"])
        if k in seen:
            errors.append(f"{name}:{n}: duplicate query (normalised) of line {seen[k]}: {o['query']!r}")
        seen[k] = n
    return seen


t3 = load("test3.jsonl", {"id", "query", "intent", "lang"})
for n, o in t3:
    if o["intent"] not in INTENTS:
        errors.append(f"test3.jsonl:{n}: bad intent {o['intent']!r}")
s1 = check_common("test3.jsonl", t3, r"t3-[a-z]+-(en|zh)-\d{2}",
                  lambda o: f"t3-{o['intent']}-{o['lang']}-")
cells = Counter((o["intent"], o["lang"]) for _, o in t3)

ns = load("needsearch3.jsonl", {"id", "query", "need_search", "lang"})
for n, o in ns:
    if not isinstance(o["need_search"], bool):
        errors.append(f"needsearch3.jsonl:{n}: need_search not a bool")
s2 = check_common("needsearch3.jsonl", ns, r"ns3-(true|false)-(en|zh)-\d{2}",
                  lambda o: f"ns3-{str(o['need_search']).lower()}-{o['lang']}-")
ns_cells = Counter((o["need_search"], o["lang"]) for _, o in ns)

for q in set(s1) & set(s2):
    errors.append(f"query in both files: {q!r}")

print("test3.jsonl counts")
print(f"{'intent':<12} {'en':>4} {'zh':>4} {'total':>6}")
for it in INTENTS:
    en, zh = cells[it, "en"], cells[it, "zh"]
    print(f"{it:<12} {en:>4} {zh:>4} {en + zh:>6}")
    for lang, c in (("en", en), ("zh", zh)):
        if c != PER_INTENT_CELL:
            errors.append(f"test3 cell ({it},{lang}) has {c}, want {PER_INTENT_CELL}")
print(f"{'total':<12} {sum(cells[i, 'en'] for i in INTENTS):>4} "
      f"{sum(cells[i, 'zh'] for i in INTENTS):>4} {len(t3):>6}")
extra = set(cells) - {(i, l) for i in INTENTS for l in LANGS}
if extra:
    errors.append(f"test3 unexpected cells {extra}")

print("\nneedsearch3.jsonl counts")
print(f"{'need_search':<12} {'en':>4} {'zh':>4} {'total':>6}")
for lab in (True, False):
    en, zh = ns_cells[lab, "en"], ns_cells[lab, "zh"]
    print(f"{str(lab).lower():<12} {en:>4} {zh:>4} {en + zh:>6}")
    for lang, c in (("en", en), ("zh", zh)):
        if c != PER_NS_CELL:
            errors.append(f"needsearch cell ({lab},{lang}) has {c}, want {PER_NS_CELL}")
print(f"{'total':<12} {ns_cells[True, 'en'] + ns_cells[False, 'en']:>4} "
      f"{ns_cells[True, 'zh'] + ns_cells[False, 'zh']:>4} {len(ns):>6}")

if len(t3) != 400:
    errors.append(f"test3 has {len(t3)} rows, want 400")
if len(ns) != 80:
    errors.append(f"needsearch3 has {len(ns)} rows, want 80")

if errors:
    print("\nFAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK: all lines parse, keys/labels/ids valid, ids unique, no duplicate queries, counts correct")
