"""Text-to-SQL: execution accuracy of the builtin NL → QueryDSL generator, and its latency on 1 M rows.

Accuracy: every question of `bench/eval/text2sql/<schema>/{dev,test}.jsonl` (gold SQL, built by that
suite's `build.py` into SQLite files) is asked through the db handler, with every table of the
schema as a model; it is right when its rows match the gold rows as the suite's README says: the
same number of rows and, under some assignment of result columns to gold columns, the same rows as a
multiset (values normalised: numbers to 2 decimals), plus the same sequence of the sort key (the gold's
last column) for top-N questions. That is the README's *lenient* score (the handler returns whole
rows); the *strict* one (exactly the gold columns) is printed beside it. Figures per schema,
category and language, per half. Only the dev half is scored unless
`TEXT2SQL_HALVES=dev,test` (the frozen half is scored once, at the end of a piece of work).
`TEXT2SQL_ENGINES=sqlite,postgresql,mariadb` also runs them on the local servers (sqlite only by
default). `TEXT2SQL_SET=path.jsonl:db.sqlite` scores one extra question file.

Options (`python -m bench text2sql --suite DIR --halves test --engines sqlite,postgresql --no-latency`):
`--suite DIR` scores another suite of the same layout (`<schema>/schema.sql`, `data.sql` and any of
`dev.jsonl` / `test.jsonl`; no build.py needed). Its default halves are every half it has (a new
frozen suite has only test.jsonl: score it once); the default suite's stays dev. `--holdout a,b,c`
prints the figures of those schemas apart from the others (develop on some, measure on the rest).

Latency: a 1,000,000-row `staff` table (+ departments) is built once in the temp directory; the whole
handler (warm caches) is timed per question beside the same question's hand-written SQL run directly
with sqlite3 in the same process (the baseline).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import decimal
import hashlib
import importlib.util
import json
import math
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SUITE = Path(__file__).resolve().parent / "eval" / "text2sql"
WORK = Path(tempfile.gettempdir()) / "agentsearch-bench-text2sql"
LATENCY_ROWS = 1_000_000
_LATENCY_FILE = Path(tempfile.gettempdir()) / f"agentsearch-bench-text2sql-{LATENCY_ROWS}-v1.sqlite"

# ------------------------------------------------------------------------------------ scoring


def _norm(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float | decimal.Decimal):
        number = float(value)
        return round(number, 2) if math.isfinite(number) else number
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, dt.date):
        return value.isoformat()
    text = str(value).strip()
    if len(text) >= 19 and text[4] == "-" and text[10] == "T":
        text = text[:10] + " " + text[11:19]  # the handler's ISO datetimes vs SQLite's text
    try:
        return round(float(text), 2) if text and text[0] in "-0123456789" and text.count("-") <= 1 else text
    except ValueError:
        return text


def rows_match(
    gold: Sequence[Sequence[Any]], got: Sequence[dict[str, Any]], ordered: bool, strict: bool = False
) -> bool:
    """Whether `got` (the handler's rows) answers like `gold` (the gold SQL's rows).

    Lenient: the same number of rows, and an assignment of result columns to the gold columns under
    which the rows are equal as a multiset. Strict: also no other columns. Ordered: also the gold's
    sort key (its last column, the suite's convention) comes in the same sequence; ties may differ.
    """
    if len(gold) != len(got):
        return False
    if not gold:
        return True
    names: list[str] = []
    for row in got:
        names.extend(k for k in row if k not in names)
    width = len(gold[0])
    if strict and len(names) != width:
        return False
    gold_columns = [[_norm(row[j]) for row in gold] for j in range(width)]
    got_columns = {name: [_norm(row.get(name)) for row in got] for name in names}

    def bag(values: list[Any]) -> list[Any]:
        return sorted(values, key=repr)

    candidates = [[n for n in names if bag(gold_columns[j]) == bag(got_columns[n])] for j in range(width)]
    if any(not c for c in candidates):
        return False
    gold_rows = bag([tuple(col[i] for col in gold_columns) for i in range(len(gold))])

    def search(j: int, chosen: list[str]) -> bool:
        if j == width:
            rows = bag([tuple(got_columns[n][i] for n in chosen) for i in range(len(got))])
            if rows != gold_rows:
                return False
            return not ordered or got_columns[chosen[-1]] == gold_columns[-1]
        return any(search(j + 1, [*chosen, n]) for n in candidates[j][:6])

    return search(0, [])


def asks_order(gold_sql: str) -> bool:
    """The suite compares order only when the question asks for one: a top-N gold query."""
    sql = gold_sql.lower()
    return "order by" in sql and "limit" in sql


# ------------------------------------------------------------------------------------ accuracy


@dataclass
class Tally:
    right: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.total += 1
        self.right += int(ok)

    def __str__(self) -> str:
        pct = 100 * self.right / self.total if self.total else 0.0
        return f"{self.right}/{self.total} = {pct:.1f} %"


@dataclass
class Report:
    tallies: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    failures: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    strict: Tally = field(default_factory=Tally)

    def add(self, keys: list[str], ok: bool) -> None:
        for key in keys:
            self.tallies[key].add(ok)


def _schemas(suite: Path) -> list[str]:
    """Folders with a schema.sql and at least one half of questions."""
    return sorted(
        p.name
        for p in suite.iterdir()
        if p.is_dir()
        and (p / "schema.sql").exists()
        and any((p / f"{half}.jsonl").exists() for half in ("dev", "test"))
    )


def _sqlite_file(suite: Path, schema: str) -> Path:
    """The schema's SQLite file, built from schema.sql + data.sql (or, without a data.sql, by the
    suite's build.py `load_sqlite`), cached by their content (two suites may both have an `hr`; a
    rebuilt data.sql gets a new file)."""
    folder = suite / schema
    digest = hashlib.sha256()
    sources = [
        folder / "schema.sql",
        folder / "data.sql",
        suite / "build.py",
        folder.parent / f"gen_{schema}.py",
    ]
    for source in sources if not (folder / "data.sql").exists() else sources[:2]:
        if source.exists():
            digest.update(source.read_bytes())
    path = WORK / f"{schema}-{digest.hexdigest()[:12]}.sqlite"
    if not path.exists():
        partial = path.with_suffix(f".{os.getpid()}.partial")
        partial.unlink(missing_ok=True)
        with sqlite3.connect(partial) as connection:
            if (folder / "data.sql").exists() or not (suite / "build.py").exists():
                connection.execute("PRAGMA foreign_keys = ON")
                for name in ("schema.sql", "data.sql"):
                    if (folder / name).exists():
                        connection.executescript((folder / name).read_text(encoding="utf-8"))
            else:
                _builder(suite).load_sqlite(schema, connection)
        connection.close()
        partial.replace(path)
    return path


def _builder(suite: Path) -> Any:
    """The suite's build.py as a module (it writes the data of schemas that ship no data.sql)."""
    name = f"text2sql_build_{hashlib.sha256(str(suite).encode()).hexdigest()[:8]}"
    spec = importlib.util.spec_from_file_location(name, suite / "build.py")
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {suite / 'build.py'}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _questions(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _tables(db_file: Path) -> list[str]:
    connection = sqlite3.connect(db_file)
    try:
        rows = connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        return [name for (name,) in rows]
    finally:
        connection.close()


async def score(
    cases: list[dict[str, Any]],
    db_file: Path,
    url: str,
    label: str,
    report: Report,
    models: list[str],
    group: str = "",
) -> None:
    from agentsearch.config import Config
    from agentsearch.context import SearchContext
    from agentsearch.handlers.db import DBHandler
    from agentsearch.types import Request, SearchType

    handler = DBHandler()
    # the server caps a request's limit at db.max_results (default 20): gold answers are longer
    linker = os.environ.get("TEXT2SQL_LINK_EMBEDDER", "")
    ctx = SearchContext(
        config=Config.from_layers({"db": {"url": url, "max_results": 1000, "link_embedder": linker}})
    )
    gold_db = sqlite3.connect(db_file)
    try:
        for case in cases:
            question = case.get("question") or case.get("q") or ""
            if case.get("now"):
                ctx.extras["now"] = dt.datetime.fromisoformat(str(case["now"]))
            started = time.perf_counter()
            result = await handler.search(
                Request(query=question, type=SearchType.DB, models=case.get("models") or models, limit=1000),
                ctx,
            )
            report.latencies.append((time.perf_counter() - started) * 1000)
            gold_sql = case.get("sql") or case["gold_sql"]
            gold = gold_db.execute(gold_sql).fetchall()
            rows = [item.data or {} for item in result.items]
            ordered = bool(case.get("ordered")) or asks_order(gold_sql)
            ok = not result.error and rows_match(gold, rows, ordered)
            report.strict.add(not result.error and rows_match(gold, rows, ordered, strict=True))
            category = str(case.get("category") or case.get("cat") or "other")
            language = str(case.get("lang") or case.get("language") or "en")
            keys = [label, f"{label} {category}", f"{label} {language}", "all", f"all {category}"]
            keys.append(f"all {language}")
            if group:
                keys += [group, f"{group} {category}", f"{group} {language}"]
            report.add(keys, ok)
            if not ok:
                why = result.error or result.metadata.get("explain") or f"{len(rows)} rows vs {len(gold)}"
                report.failures.append(f"[{case.get('id', label)}] {question!r}: {why}")
    finally:
        gold_db.close()


def accuracy(
    suite: Path = SUITE,
    halves: list[str] | None = None,
    engines: list[str] | None = None,
    holdout: frozenset[str] = frozenset(),
) -> None:
    schemas = _schemas(suite) if suite.is_dir() else []
    if halves is None:
        present = [h for h in ("dev", "test") if any((suite / s / f"{h}.jsonl").exists() for s in schemas)]
        default = "dev" if suite == SUITE else ",".join(present)
        halves = [h.strip() for h in os.environ.get("TEXT2SQL_HALVES", default).split(",") if h.strip()]
    if engines is None:
        engines = [e.strip() for e in os.environ.get("TEXT2SQL_ENGINES", "sqlite").split(",") if e.strip()]
    WORK.mkdir(parents=True, exist_ok=True)
    extra = os.environ.get("TEXT2SQL_SET", "")
    if not schemas and not extra:
        print(f"no schema folders with questions in {suite} (and no TEXT2SQL_SET): nothing to score")
        return
    print(f"suite {suite}: {len(schemas)} schemas")
    for half in halves:
        for engine in engines:
            report = Report()
            for schema in schemas:
                cases_file = suite / schema / f"{half}.jsonl"
                if not cases_file.exists():
                    continue
                db_file = _sqlite_file(suite, schema)
                url, models = _engine_url(engine, schema, db_file, suite)
                group = ("held-out" if schema in holdout else "developed") if holdout else ""
                asyncio.run(score(_questions(cases_file), db_file, url, schema, report, models, group))
            if extra:
                path, _, db = extra.partition(":")
                asyncio.run(
                    score(
                        _questions(Path(path)),
                        Path(db),
                        f"sqlite:///{db}",
                        "extra",
                        report,
                        _tables(Path(db)),
                    )
                )
            if report.tallies:
                _print(report, f"{half} half, {engine}")
            else:
                print(f"--- {half} half, {engine}: no {half}.jsonl in {suite}")


def _engine_url(engine: str, schema: str, db_file: Path, suite: Path) -> tuple[str, list[str]]:
    """The URL to ask on and its table names (PostgreSQL folds unquoted camelCase to lower case)."""
    if engine == "sqlite":
        return f"sqlite:///{db_file}", _tables(db_file)
    from bench.text2sql_servers import copy_to_server, server_tables

    url = copy_to_server(engine, schema, suite)
    return url, server_tables(url)


def _print(report: Report, title: str) -> None:
    print(f"--- execution accuracy, {title} ---")
    groups = ("all", "developed", "held-out")

    def rank(key: str) -> tuple[int, str]:
        head = key.split()[0]
        return (groups.index(head) + 1 if head in groups else 0, key)

    for key in sorted(report.tallies, key=rank):
        print(f"  {key:32s} {report.tallies[key]}")
    print(f"  {'all (strict: exactly the gold columns)':32s} {report.strict}")
    if report.latencies:
        print(
            f"  handler latency p50 {statistics.median(report.latencies):.1f} ms"
            f" over {len(report.latencies)} questions"
        )
    if os.environ.get("TEXT2SQL_FAILURES"):
        for failure in report.failures:
            print(f"    x {failure}")


# ------------------------------------------------------------------------------------ latency

_DEPARTMENTS = ["Engineering", "Sales", "Marketing", "Finance", "Legal", "Support", "Operations", "Research"]
_COUNTRIES = ["Germany", "Brazil", "Canada", "USA", "France", "Japan", "India", "Spain", "Kenya", "Mexico"]
_TITLES = ["Engineer", "Manager", "Analyst", "Director", "Assistant", "Consultant"]
LATENCY_QUESTIONS = [
    (
        "staff in Germany hired in 2019",
        "SELECT * FROM staff WHERE country = 'Germany' AND hire_date >= '2019-01-01'"
        " AND hire_date < '2020-01-01' LIMIT 20",
    ),
    (
        "engineers earning more than 150000",
        "SELECT * FROM staff WHERE title = 'Engineer' AND salary > 150000 LIMIT 20",
    ),
    (
        "the 5 highest paid managers in Brazil",
        "SELECT * FROM staff WHERE title = 'Manager' AND country = 'Brazil' ORDER BY salary DESC LIMIT 5",
    ),
    ("巴西的经理", "SELECT * FROM staff WHERE country = 'Brazil' AND title = 'Manager' LIMIT 20"),
    (
        "staff in the Legal department born before 1965",
        "SELECT s.* FROM staff s JOIN departments d ON d.dept_id = s.dept_id"
        " WHERE d.dept_name = 'Legal' AND s.birth_date < '1965-01-01' LIMIT 20",
    ),
    (
        "how many analysts are in Kenya",
        "SELECT COUNT(*) FROM staff WHERE title = 'Analyst' AND country = 'Kenya'",
    ),
]


def build_latency_db(path: Path) -> None:
    rng = random.Random(13)
    partial = path.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    connection = sqlite3.connect(partial)
    connection.execute("PRAGMA journal_mode=OFF")
    connection.execute("PRAGMA synchronous=OFF")
    connection.execute("CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name VARCHAR(40))")
    connection.executemany("INSERT INTO departments VALUES (?, ?)", list(enumerate(_DEPARTMENTS, start=1)))
    connection.execute(
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name VARCHAR(80), title VARCHAR(40),"
        " country VARCHAR(40), dept_id INTEGER REFERENCES departments(dept_id), salary INTEGER,"
        " hire_date DATE, birth_date DATE)"
    )

    def rows() -> Any:
        for i in range(1, LATENCY_ROWS + 1):
            yield (
                i,
                f"Person {i}",
                _TITLES[rng.randrange(len(_TITLES))],
                _COUNTRIES[rng.randrange(len(_COUNTRIES))],
                rng.randint(1, len(_DEPARTMENTS)),
                rng.randint(30, 200) * 1000,
                f"{rng.randint(2000, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                f"{rng.randint(1950, 2002)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            )

    connection.executemany("INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows())
    for sql in (
        "CREATE INDEX ix_staff_country_hire ON staff (country, hire_date)",
        "CREATE INDEX ix_staff_title_salary ON staff (title, salary)",
        "CREATE INDEX ix_staff_title_country_salary ON staff (title, country, salary)",
        "CREATE INDEX ix_staff_dept_birth ON staff (dept_id, birth_date)",
        "ANALYZE",
    ):
        connection.execute(sql)
    connection.commit()
    connection.close()
    partial.replace(path)


def latency() -> None:
    from agentsearch.config import Config
    from agentsearch.context import SearchContext
    from agentsearch.handlers.db import DBHandler
    from agentsearch.types import Request, SearchType

    if not _LATENCY_FILE.exists():
        started = time.perf_counter()
        build_latency_db(_LATENCY_FILE)
        print(
            f"built {LATENCY_ROWS:,}-row staff table in {time.perf_counter() - started:.1f}s"
            f" -> {_LATENCY_FILE}"
        )
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{_LATENCY_FILE}"}}))
    handler = DBHandler()
    models = ["staff", "departments"]
    direct = sqlite3.connect(_LATENCY_FILE)

    async def ask(question: str) -> tuple[float, int, str]:
        started = time.perf_counter()
        result = await handler.search(Request(query=question, type=SearchType.DB, models=models), ctx)
        return (time.perf_counter() - started) * 1000, len(result.items), result.error

    def baseline(sql: str) -> float:
        started = time.perf_counter()
        direct.execute(sql).fetchall()
        return (time.perf_counter() - started) * 1000

    async def run() -> None:
        cold, _, error = await ask(LATENCY_QUESTIONS[0][0])
        if error:
            raise RuntimeError(error)
        print(f"first question (reflect + sample values): {cold:.0f} ms")
        ours: list[float] = []
        theirs: list[float] = []
        for question, sql in LATENCY_QUESTIONS:
            await ask(question)
            own = []
            for _ in range(15):
                elapsed, count, error = await ask(question)
                if error:
                    raise RuntimeError(f"{question}: {error}")
                own.append(elapsed)
            base = [baseline(sql) for _ in range(15)]
            ours.extend(own)
            theirs.extend(base)
            print(
                f"  {statistics.median(own):6.2f} ms p50 (hand SQL {statistics.median(base):6.2f} ms)"
                f"  {count:3d} rows  {question}"
            )
        print(
            f"NL -> rows on {LATENCY_ROWS:,} rows: p50 {statistics.median(ours):.2f} ms"
            f" (hand-written SQL via sqlite3: p50 {statistics.median(theirs):.2f} ms; target p50 <= 20 ms)"
        )

    try:
        asyncio.run(run())
    finally:
        direct.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench text2sql", description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, default=SUITE, help=f"suite folder (default {SUITE})")
    parser.add_argument("--halves", help="dev, test (default: dev; another suite: all it has)")
    parser.add_argument("--engines", help="comma-separated: sqlite, postgresql, mariadb (default sqlite)")
    parser.add_argument("--holdout", default="", help="comma-separated schemas reported apart (held out)")
    parser.add_argument("--no-latency", action="store_true", help="skip the 1 M-row latency run")
    parser.add_argument("--link-embedder", default="", help="db.link_embedder (e.g. use; default off)")
    args = parser.parse_args(sys.argv[2:] if argv is None else argv)
    if args.link_embedder:
        os.environ["TEXT2SQL_LINK_EMBEDDER"] = args.link_embedder
    suite = args.suite.resolve()
    if not suite.is_dir():
        parser.error(f"--suite {args.suite}: not a folder")
    accuracy(
        suite,
        _csv(args.halves),
        _csv(args.engines),
        frozenset(_csv(args.holdout) or []),
    )
    if not (args.no_latency or os.environ.get("TEXT2SQL_SKIP_LATENCY")):
        latency()


def _csv(text: str | None) -> list[str] | None:
    return [part.strip() for part in text.split(",") if part.strip()] if text else None


if __name__ == "__main__":
    main(sys.argv[1:])
