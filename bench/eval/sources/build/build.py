"""Assemble the per-domain data modules into dev.jsonl / test.jsonl.

Run from anywhere:  python3 build/build.py
Each d_<domain>.py defines DOMAIN, KB, DB, WEB and QUERIES = [(lang, query, [(source, ref, relevance), ...]), ...].
`ref` is a key into KB/DB/WEB or an inline tuple. Rank within a source = order of appearance.
"""
import importlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
DOMAINS = ["shop", "hr", "travel", "software", "clinic", "university", "food", "banking", "logistics", "realestate"]
SRC_ORDER = ["web", "kb", "db"]
from d_patches import PATCHES


def resolve(mod, src, ref):
    if isinstance(ref, str):
        table = {"web": mod.WEB, "kb": mod.KB, "db": mod.DB}[src]
        ref = table[ref]
    if src == "web":
        t, u, s = ref
        return {"title": t, "url": u, "snippet": s}
    if src == "kb":
        t, x = ref
        return {"title": t, "text": x}
    tbl, row = ref
    return {"table": tbl, "row": dict(row)}


def winner(rec):
    srcs = {c["source"] for c in rec["candidates"] if c["relevance"] == 2}
    return next(iter(srcs)) if len(srcs) == 1 else "~spread"


def build():
    dev, test = [], []
    group = 0
    for d in DOMAINS:
        mod = importlib.import_module("d_" + d)
        assert mod.DOMAIN == d
        counters = {"en": 0, "zh": 0}
        per_lang = {"en": [], "zh": []}
        for lang, q, cands in mod.QUERIES:
            counters[lang] += 1
            by_src = {s: [] for s in SRC_ORDER}
            for src, ref, rel in cands:
                by_src[src].append((ref, rel))
            for pos, ref, rel in PATCHES.pop(q, []):
                if pos is None:
                    by_src["web"].append((ref, rel))
                else:
                    by_src["web"].insert(pos - 1, (ref, rel))
            out = []
            for src in SRC_ORDER:
                for i, (ref, rel) in enumerate(by_src[src], 1):
                    c = {"source": src, "rank": i, "relevance": rel}
                    c.update(resolve(mod, src, ref))
                    out.append(c)
            rec = {"id": f"{lang}-{d}-{counters[lang]:02d}", "query": q, "lang": lang, "domain": d, "candidates": out}
            per_lang[lang].append(rec)
        # alternate assignment within each (domain, language) group; the starting half alternates across groups
        for lang in ("en", "zh"):
            # stratify by where the relevance-2 answers live (single source web/kb/db, or spread),
            # so both halves get a similar mix; stable sort keeps authoring order inside a stratum
            recs = sorted(per_lang[lang], key=winner)
            for i, rec in enumerate(recs):
                (dev if (i + group) % 2 == 0 else test).append(rec)
            group += 1
    assert not PATCHES, f"unused patches: {list(PATCHES)}"
    for name, rows in (("dev.jsonl", dev), ("test.jsonl", test)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"dev={len(dev)} test={len(test)}")


if __name__ == "__main__":
    build()
