#!/usr/bin/env python3
"""Check the v6 frozen set: ../test6.jsonl and ../needsearch6.jsonl.

Checks: valid JSON with a trailing newline, exact key order, labels, id pattern <-> label/lang,
ids numbered 01..N per cell, unique ids, counts per cell, script matches lang, no duplicate
queries after case/width/whitespace/punctuation normalisation within and across both files,
no query equal (after normalisation) to a query of any earlier set in this folder
(dev.jsonl, test*.jsonl, needsearch*.jsonl), no near-duplicate of an earlier query
(character-bigram Jaccard >= NEAR), no example string of the source documents reused, topic
spread from the tags in _build.py, and that _build.py regenerates the files byte-for-byte.
The checks are ../intent_tools.py's, shared with the other sets; this file keeps this set's rules.
"""
import sys
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _build  # noqa: E402
from intent_tools import Spread, validate_main  # noqa: E402  (_build put ../ on the path)

NEAR = 0.75  # bigram Jaccard at or above this against an earlier query is an error
SPREAD = Spread(min_topics=15, tech=(5, 8), word="software")

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


if __name__ == "__main__":
    sys.exit(validate_main(HERE, _build, 6, EXAMPLES, SPREAD, near=NEAR, dup_message="duplicate query within v6: {ids}"))
