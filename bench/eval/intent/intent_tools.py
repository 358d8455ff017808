"""The intent / need-search sets' authoring tool, one copy for the sets from v5 on (`v<N>/_build.py`
holds that set's hand-written queries, `v<N>/validate.py` its own rules; both call this).

build: TEST[intent][lang] lists (topic, query) and NEEDSEARCH[label][lang] lists (kind, query); the
tags are not written. Rows are numbered 01..N per cell (ids t<N>-<intent>-<lang>-NN and
ns<N>-<true|false>-<lang>-NN) and written, byte for byte the same every time, as ../test<N>.jsonl
and ../needsearch<N>.jsonl.

validate: each check returns its problems, in the order the wrapper calls them: the files' JSON and
key order, labels, script against lang, ids against their row and numbered per cell, counts per
cell, repeated queries after normalisation, example strings reused, (optionally) repeats of an
earlier set's queries, the topic spread of each cell, and that _build.py regenerates both files.
`validate_main` runs them all and prints the summary. Standard library only (system python3).
"""

from __future__ import annotations

import glob
import json
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

INTENTS = ["factual", "status", "comparison", "tutorial", "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]
LABELS = ["true", "false"]
PER_TEST_CELL = 25
PER_NS_CELL = 20
TEST_KEYS = ["id", "query", "intent", "lang"]
NS_KEYS = ["id", "query", "need_search", "lang"]
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

Row = dict[str, object]
Cells = dict[str, dict[str, list[tuple[str, str]]]]


def _cell_rows(
    prefix: str, cells: Cells, labels: list[str], field: str, value: Callable[[str], object]
) -> Iterator[Row]:
    for label in labels:
        for lang in LANGS:
            for i, (_tag, query) in enumerate(cells[label][lang], 1):
                yield {
                    "id": f"{prefix}-{label}-{lang}-{i:02d}",
                    "query": query,
                    field: value(label),
                    "lang": lang,
                }


def test_rows(version: int, test: Cells) -> Iterator[Row]:
    return _cell_rows(f"t{version}", test, INTENTS, "intent", str)


def needsearch_rows(version: int, needsearch: Cells) -> Iterator[Row]:
    return _cell_rows(f"ns{version}", needsearch, LABELS, "need_search", lambda label: label == "true")


def jsonl(rows: Iterable[Row]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def build_main(here: Path, version: int, test: Cells, needsearch: Cells) -> None:
    """Write <here>/../test<N>.jsonl and needsearch<N>.jsonl."""
    for name, rows in (
        (f"test{version}", test_rows(version, test)),
        (f"needsearch{version}", needsearch_rows(version, needsearch)),
    ):
        with (here.parent / f"{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
            f.write(jsonl(rows))


# --- validate -------------------------------------------------------------------------------------


def norm(s: str) -> str:
    """Case, width, whitespace and punctuation folded: what counts as the same query."""
    s = unicodedata.normalize("NFKC", s).lower()
    s = "".join(ch for ch in s if not unicodedata.category(ch).startswith("P"))
    return re.sub(r"\s+", " ", s).strip()


def bigrams(s: str) -> set[str]:
    s = norm(s).replace(" ", "")
    return {s[i : i + 2] for i in range(len(s) - 1)} or {s}


def load(path: Path, keys: list[str]) -> tuple[list[Row], list[str]]:
    """The rows with exactly these keys in this order, and the problems of the others."""
    rows: list[Row] = []
    problems = []
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.endswith("\n"):
                problems.append(f"{path}:{n}: no trailing newline")
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"{path}:{n}: bad JSON: {e}")
                continue
            if list(obj.keys()) != keys:
                problems.append(f"{path}:{n}: keys {list(obj.keys())} != {keys}")
                continue
            rows.append(obj)
    return rows, problems


def check_labels(test: list[Row], ns: list[Row]) -> list[str]:
    problems = [f"{r['id']}: bad intent {r['intent']!r}" for r in test if r["intent"] not in INTENTS]
    return problems + [
        f"{r['id']}: need_search is not a bool" for r in ns if not isinstance(r["need_search"], bool)
    ]


def check_common(rows: list[Row]) -> list[str]:
    """A known lang, a non-empty unpadded query, Chinese characters exactly in the zh queries."""
    problems = []
    for r in rows:
        q, lang = r["query"], r["lang"]
        if lang not in LANGS:
            problems.append(f"{r['id']}: bad lang {lang!r}")
        if not isinstance(q, str) or not q.strip() or q != q.strip():
            problems.append(f"{r['id']}: empty or padded query")
            continue
        has_cjk = bool(CJK.search(q))
        if lang == "zh" and not has_cjk:
            problems.append(f"{r['id']}: zh query without Chinese characters")
        if lang == "en" and has_cjk:
            problems.append(f"{r['id']}: en query with Chinese characters")
    return problems


def check_ids(
    rows: list[Row],
    pattern: str,
    cell_of: Callable[[Row], tuple[str, str]],
    cells: list[tuple[str, str]],
    per_cell: int,
) -> list[str]:
    """Unique ids matching pattern (label, lang, number), agreeing with their row, 01..per_cell a cell."""
    problems = []
    dup = [i for i, c in Counter(r["id"] for r in rows).items() if c > 1]
    if dup:
        problems.append(f"duplicate ids: {dup}")
    seen: defaultdict[tuple[str, str], list[int]] = defaultdict(list)
    for r in rows:
        m = re.fullmatch(pattern, str(r["id"]))
        if not m:
            problems.append(f"{r['id']}: id does not match {pattern}")
            continue
        label, lang, nn = m.group(1), m.group(2), int(m.group(3))
        if (label, lang) != cell_of(r):
            problems.append(f"{r['id']}: id says {(label, lang)}, row says {cell_of(r)}")
        seen[(label, lang)].append(nn)
    for cell in cells:
        nums = seen.get(cell, [])
        if len(nums) != per_cell:
            problems.append(f"cell {cell}: {len(nums)} rows, expected {per_cell}")
        if sorted(nums) != list(range(1, len(nums) + 1)):
            problems.append(f"cell {cell}: ids not numbered 01..{len(nums)}")
    extra = set(seen) - set(cells)
    if extra:
        problems.append(f"unexpected cells: {sorted(extra)}")
    return problems


def check_examples(rows: list[Row], examples: Sequence[str]) -> list[str]:
    """No query is a source document's example string, nor embeds a long one (a phrase or a 4+
    character Chinese term)."""
    problems = []
    ex = [(e, norm(e)) for e in examples]
    for r in rows:
        nq = norm(str(r["query"]))
        for raw, ne in ex:
            if nq == ne:
                problems.append(f"{r['id']}: query equals example string {raw!r}")
            elif (len(ne) >= 12 or len(CJK.findall(ne)) >= 4) and ne in nq:
                problems.append(f"{r['id']}: query contains example string {raw!r}")
    return problems


def earlier_queries(out_dir: Path, mine: set[str]) -> list[tuple[str, str]]:
    """(file name, query) of every other set's .jsonl file in out_dir, files in name order."""
    out = []
    for path in sorted(glob.glob(str(out_dir / "*.jsonl"))):
        name = Path(path).name
        if name in mine:
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line:
                    out.append((name, str(json.loads(line)["query"])))
    return out


def check_against_earlier(
    rows: list[Row], old: list[tuple[str, str]], near: float
) -> tuple[int, int, list[str]]:
    """Exact repeats (after norm) and near repeats (bigram Jaccard >= near) of earlier queries."""
    problems = []
    old_norm: defaultdict[str, list[str]] = defaultdict(list)
    for name, q in old:
        old_norm[norm(q)].append(name)
    old_bg = [(name, bigrams(q)) for name, q in old]
    exact = close = 0
    for r in rows:
        nq = norm(str(r["query"]))
        if nq in old_norm:
            exact += 1
            problems.append(f"{r['id']}: same query as in {sorted(set(old_norm[nq]))}")
            continue
        bg = bigrams(str(r["query"]))
        best, where = 0.0, None
        for name, obg in old_bg:
            j = len(bg & obg) / len(bg | obg)
            if j > best:
                best, where = j, name
        if best >= near:
            close += 1
            problems.append(f"{r['id']}: near-duplicate (jaccard {best:.2f}) of a query in {where}")
    return exact, close, problems


@dataclass(frozen=True)
class Spread:
    """A test cell's topic rules: at most 3 queries a topic, at least min_topics topics, and tech
    (low, high) queries from the set's TECH_TOPICS, which the messages call `word` (the summary's
    column heading: `heading`, by default the word too)."""

    min_topics: int
    tech: tuple[int, int]
    word: str
    heading: str = ""


Report = list[tuple[str, str, int, str, int, int]]


def check_topics(build: ModuleType, spread: Spread) -> tuple[Report, list[str]]:
    """Each test cell's topic spread, from the tags in _build.TEST."""
    report: Report = []
    problems = []
    low, high = spread.tech
    for intent in INTENTS:
        for lang in LANGS:
            topics = Counter(t for t, _ in build.TEST[intent][lang])
            top, n = topics.most_common(1)[0]
            if n > 3:
                problems.append(f"cell {intent}/{lang}: topic {top!r} has {n} of 25 (max 3)")
            if len(topics) < spread.min_topics:
                problems.append(f"cell {intent}/{lang}: only {len(topics)} topics")
            tech = sum(c for t, c in topics.items() if t in build.TECH_TOPICS)
            if not low <= tech <= high:
                problems.append(
                    f"cell {intent}/{lang}: {tech} {spread.word} queries (want {low}..{high} of 25)"
                )
            report.append((intent, lang, len(topics), top, n, tech))
    return report, problems


def check_regen(build: ModuleType, version: int, test_path: Path, ns_path: Path) -> list[str]:
    problems = []
    for path, rows in (
        (test_path, test_rows(version, build.TEST)),
        (ns_path, needsearch_rows(version, build.NEEDSEARCH)),
    ):
        with path.open(encoding="utf-8", newline="") as f:
            if f.read() != jsonl(rows):
                problems.append(f"{path}: differs from what _build.py generates")
    return problems


def validate_main(
    here: Path,
    build: ModuleType,
    version: int,
    examples: Sequence[str],
    spread: Spread,
    near: float | None = None,
    dup_message: str = "duplicate query {q!r}: {ids}",
) -> int:
    """All the checks of set <version> (here: its folder, whose parent holds the files; with near: also
    against the earlier sets there); prints the summary and the problems, returns 1 on a problem."""
    out_dir = here.parent
    test_path, ns_path = out_dir / f"test{version}.jsonl", out_dir / f"needsearch{version}.jsonl"
    test, errors = load(test_path, TEST_KEYS)
    ns, more = load(ns_path, NS_KEYS)
    errors += more + check_labels(test, ns) + check_common(test) + check_common(ns)
    errors += check_ids(
        test, f"t{version}-" + r"([a-z]+)-(en|zh)-(\d{2})", lambda r: (str(r["intent"]), str(r["lang"])),
        [(i, lang) for i in INTENTS for lang in LANGS], PER_TEST_CELL,
    )  # fmt: skip
    errors += check_ids(
        ns, f"ns{version}-" + r"(true|false)-(en|zh)-(\d{2})",
        lambda r: ("true" if r["need_search"] else "false", str(r["lang"])),
        [(b, lang) for b in LABELS for lang in LANGS], PER_NS_CELL,
    )  # fmt: skip
    test_total, ns_total = len(INTENTS) * len(LANGS) * PER_TEST_CELL, len(LABELS) * len(LANGS) * PER_NS_CELL
    if len(test) != test_total:
        errors.append(f"test{version}: {len(test)} rows, expected {test_total}")
    if len(ns) != ns_total:
        errors.append(f"needsearch{version}: {len(ns)} rows, expected {ns_total}")
    by_norm: defaultdict[str, list[object]] = defaultdict(list)
    for r in test + ns:
        by_norm[norm(str(r["query"]))].append(r["id"])
    errors += [dup_message.format(q=q, ids=ids) for q, ids in by_norm.items() if len(ids) > 1]
    errors += check_examples(test + ns, examples)
    if near is not None:
        old = earlier_queries(out_dir, {test_path.name, ns_path.name})
        exact, close, more = check_against_earlier(test + ns, old, near)
        errors += more
    report, more = check_topics(build, spread)
    errors += more + check_regen(build, version, test_path, ns_path)

    print(f"test{version}.jsonl       ", len(test), "rows")
    print(f"needsearch{version}.jsonl ", len(ns), "rows")
    if near is not None:
        print(f"earlier queries compared: {len(old)}; exact repeats {exact}; near (>= {near}) {close}")
    print(f"{'intent':12} {'lang':4} topics  top(n)        {spread.heading or spread.word}")
    for intent, lang, nt, top, n, tech in report:
        print(f"{intent:12} {lang:4} {nt:6}  {top + '(' + str(n) + ')':13} {tech}")
    tech_total = sum(x[5] for x in report)
    print(f"{spread.word} share: {tech_total}/{test_total} = {100 * tech_total / test_total:.1f} %")
    cnt = Counter((str(r["need_search"]).lower(), str(r["lang"])) for r in ns)
    print("need_search cells:", dict(sorted(cnt.items())))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0
