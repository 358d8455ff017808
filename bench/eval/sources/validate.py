"""Validate dev.jsonl / test.jsonl and print the statistics quoted in README.md.

Usage: python3 validate.py            (exit code 1 on any error)
       python3 validate.py --readme   (also check the counts quoted in README.md)
"""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = ("web", "kb", "db")
ID_RE = re.compile(r"^(en|zh)-[a-z]+-\d{2}$")
HAN = re.compile(r"[\u4e00-\u9fff]")
errors = []


def err(msg):
    errors.append(msg)


def check_candidate(qid, c, lang):
    for k in ("source", "rank", "relevance"):
        if k not in c:
            err(f"{qid}: candidate missing {k}")
            return
    if c["source"] not in SOURCES:
        err(f"{qid}: bad source {c['source']}")
    if c["relevance"] not in (0, 1, 2):
        err(f"{qid}: bad relevance {c['relevance']}")
    if not isinstance(c["rank"], int) or isinstance(c["rank"], bool):
        err(f"{qid}: rank not int")
    s = c["source"]
    need = {"web": {"title", "url", "snippet"}, "kb": {"title", "text"}, "db": {"table", "row"}}[s]
    extra = set(c) - need - {"source", "rank", "relevance"}
    if need - set(c):
        err(f"{qid}: {s} candidate missing {need - set(c)}")
        return
    if extra:
        err(f"{qid}: {s} candidate has unexpected fields {extra}")
    if s == "web":
        if not c["url"].startswith("https://"):
            err(f"{qid}: url not https: {c['url']}")
        if not c["title"].strip() or not (20 <= len(c["snippet"]) <= 400):
            err(f"{qid}: web title/snippet length off: {c['title']!r}")
    elif s == "kb":
        text = c["text"]
        if HAN.search(text):
            n = len(HAN.findall(text))
            if not (60 <= n <= 300):
                err(f"{qid}: zh kb text has {n} Han characters (want 60-300): {c['title']}")
        else:
            n = len(text.split())
            if not (40 <= n <= 150):
                err(f"{qid}: en kb text has {n} words (want 40-150): {c['title']}")
    else:
        row = c["row"]
        if not isinstance(row, dict) or not (4 <= len(row) <= 8):
            err(f"{qid}: db row must have 4-8 columns, has {len(row) if isinstance(row, dict) else '?'}")
        if not isinstance(c["table"], str) or not c["table"]:
            err(f"{qid}: db table name empty")


def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"{name}:{ln}: JSON error {e}")
    return rows


def check_query(q, seen):
    qid = q.get("id", "?")
    for k in ("id", "query", "lang", "domain", "candidates"):
        if k not in q:
            err(f"{qid}: missing {k}")
            return
    if set(q) - {"id", "query", "lang", "domain", "candidates"}:
        err(f"{qid}: unexpected top-level fields")
    if not ID_RE.match(qid) or not qid.startswith(q["lang"] + "-" + q["domain"] + "-"):
        err(f"{qid}: id does not match lang/domain")
    if qid in seen:
        err(f"{qid}: duplicate id")
    seen.add(qid)
    if q["lang"] not in ("en", "zh"):
        err(f"{qid}: bad lang")
    if q["lang"] == "zh" and not HAN.search(q["query"]):
        err(f"{qid}: zh query without Chinese characters")
    by = collections.defaultdict(list)
    for c in q["candidates"]:
        check_candidate(qid, c, q["lang"])
        by[c.get("source")].append(c.get("rank"))
    if len(by) < 2:
        err(f"{qid}: fewer than 2 sources")
    for s, ranks in by.items():
        if sorted(ranks) != list(range(1, len(ranks) + 1)):
            err(f"{qid}: {s} ranks not contiguous 1..n: {ranks}")
        if not (2 <= len(ranks) <= 6):
            err(f"{qid}: {s} has {len(ranks)} candidates (want 2-6)")
    if not any(c.get("relevance") == 2 for c in q["candidates"]):
        err(f"{qid}: no relevance-2 candidate")


def concentrated(q):
    """All relevance-2 items in one source, and every other source's top hit has relevance <= 1."""
    srcs = {c["source"] for c in q["candidates"] if c["relevance"] == 2}
    if len(srcs) != 1:
        return None
    (win,) = srcs
    return win


def stats(halves):
    out = []
    p = out.append
    all_q = [q for rows in halves.values() for q in rows]
    p(f"queries total: {len(all_q)}")
    for name, rows in halves.items():
        lang = collections.Counter(q["lang"] for q in rows)
        p(f"{name}: {len(rows)} queries (en={lang['en']}, zh={lang['zh']}, zh share={lang['zh']/len(rows):.0%})")
    doms = sorted({q["domain"] for q in all_q})
    p("per domain (dev en/zh | test en/zh):")
    for d in doms:
        cells = []
        for name, rows in halves.items():
            c = collections.Counter(q["lang"] for q in rows if q["domain"] == d)
            cells.append(f"{c['en']}/{c['zh']}")
        p(f"  {d}: " + " | ".join(cells))
    for name, rows in list(halves.items()) + [("all", all_q)]:
        n = collections.Counter(c["source"] for q in rows for c in q["candidates"])
        rel = collections.Counter((c["source"], c["relevance"]) for q in rows for c in q["candidates"])
        nsrc = collections.Counter(len({c["source"] for c in q["candidates"]}) for q in rows)
        conc = collections.Counter(concentrated(q) for q in rows)
        p(f"{name}: candidates={sum(n.values())} web={n['web']} kb={n['kb']} db={n['db']}; "
          f"queries with 3 sources={nsrc[3]}, 2 sources={nsrc[2]}")
        p(f"  relevance by source (0/1/2): " + ", ".join(
            f"{s}={rel[(s,0)]}/{rel[(s,1)]}/{rel[(s,2)]}" for s in SOURCES))
        p(f"  rel-2 answers in a single source: web={conc['web']} kb={conc['kb']} db={conc['db']}; spread over 2+ sources={conc[None]}")
    return out


def main():
    halves = {"dev": load("dev.jsonl"), "test": load("test.jsonl")}
    seen = set()
    for rows in halves.values():
        for q in rows:
            check_query(q, seen)
    all_q = [q for rows in halves.values() for q in rows]
    doms = {q["domain"] for q in all_q}
    if len(doms) < 8:
        err(f"only {len(doms)} domains")
    for name, rows in halves.items():
        if len(rows) < 50:
            err(f"{name} has {len(rows)} < 50 queries")
        if {q["domain"] for q in rows} != doms:
            err(f"{name} misses domains {doms - {q['domain'] for q in rows}}")
        for lang in ("en", "zh"):
            if not any(q["lang"] == lang for q in rows):
                err(f"{name} has no {lang} queries")
    zh = sum(q["lang"] == "zh" for q in all_q) / len(all_q)
    if zh < 0.35:
        err(f"zh share {zh:.0%} < 35%")
    lines = stats(halves)
    print("\n".join(lines))
    if "--readme" in sys.argv:
        readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()
        for line in lines:
            if line.strip() not in readme:
                err(f"README does not quote stats line: {line.strip()!r}")
        h = os.popen(f"cd {HERE} && sha256sum test.jsonl").read().strip()
        frozen = open(os.path.join(HERE, "FROZEN.sha256")).read().strip()
        if h != frozen:
            err("FROZEN.sha256 does not match test.jsonl")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
