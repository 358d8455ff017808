#!/usr/bin/env python3
"""Check the v5 frozen set: ../test5.jsonl and ../needsearch5.jsonl.

Checks: valid JSON, exact key order, labels, id pattern <-> label/lang, ids numbered 01..N per
cell, unique ids, no duplicate queries after case/whitespace/punctuation normalisation (within
and across both files), script matches lang, counts per cell, no example string of the three
source documents reused, topic spread (from the topic tags in _build.py), and that _build.py
regenerates the files byte-for-byte.
The checks are ../intent_tools.py's, shared with the other sets; this file keeps this set's rules.
"""
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _build  # noqa: E402
from intent_tools import Spread, validate_main  # noqa: E402  (_build put ../ on the path)

SPREAD = Spread(min_topics=12, tech=(6, 10), word="technology", heading="tech")

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


if __name__ == "__main__":
    sys.exit(validate_main(HERE, _build, 5, EXAMPLES, SPREAD))
