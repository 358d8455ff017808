"""Check the text-to-SQL suite: every gold query runs, and gives the same rows on every engine.

`python3 validate.py` loads each schema into an in-memory SQLite database, runs every gold_sql of
dev.jsonl and test.jsonl, checks the question records (ids, lang, category) and that no top-N query
has a tie at its cut, and prints per-schema counts. `--postgres` and `--mariadb` also load the schema
into a scratch schema/database on the local servers (through the psql / mysql clients, dropped
afterwards) and compare each gold result with SQLite's, after normalising numbers to 2 decimals.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys
from collections import Counter

from build import HERE, SCHEMAS, load_sqlite

LANGS = {"en", "zh"}
HALVES = ("dev", "test")
CATEGORIES = {"simple", "join", "aggregate"}
LIMIT_AT_END = re.compile(r"\s+LIMIT\s+(\d+)\s*;?\s*$", re.IGNORECASE)
Row = tuple[str, ...]


def questions(schema: str) -> list[dict[str, str]]:
    records = []
    for half in HALVES:
        path = HERE / schema / f"{half}.jsonl"
        if not path.exists():  # a schema may have only a test half
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            record = json.loads(line)
            record["half"] = half
            if set(record) != {"id", "question", "lang", "category", "gold_sql", "half"}:
                raise SystemExit(f"{path}:{number}: unexpected keys {sorted(record)}")
            if record["lang"] not in LANGS or record["category"] not in CATEGORIES:
                raise SystemExit(f"{path}:{number}: bad lang/category in {record['id']}")
            if not record["id"].startswith(f"{schema}-{half[0]}"):
                raise SystemExit(f"{path}:{number}: id {record['id']} does not match {schema}/{half}")
            records.append(record)
    ids = Counter(r["id"] for r in records)
    duplicated = [i for i, n in ids.items() if n > 1]
    if duplicated:
        raise SystemExit(f"{schema}: duplicate ids {duplicated}")
    return records


def normalise(value: object) -> str:
    """One text form per value whatever the engine: NULL, numbers to 2 decimals, everything else str."""
    if value is None or value == "NULL":
        return "NULL"
    text = str(value)
    try:
        number = float(text)
    except ValueError:
        return text
    return f"{number:.2f}"


def tie_at_cut(conn: sqlite3.Connection, sql: str) -> bool:
    """True if a top-N query's last column (its order key, by convention) ties across the cut."""
    match = LIMIT_AT_END.search(sql)
    if not match:
        return False
    limit = int(match.group(1))
    rows = conn.execute(sql[: match.start()]).fetchall()
    return len(rows) > limit and rows[limit - 1][-1] == rows[limit][-1]


def run_psql(args: list[str], sql: str, search_path: str | None = None) -> list[Row]:
    env = dict(os.environ)
    if search_path:
        env["PGOPTIONS"] = f"-c search_path={search_path}"
    cmd = ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-X", "-q", "-A", "-t", "-F", "\t"]
    cmd += ["-v", "ON_ERROR_STOP=1", "-P", "null=NULL", *args]
    done = subprocess.run(cmd, input=sql, capture_output=True, text=True, env=env, check=False)
    if done.returncode:
        raise RuntimeError(done.stderr.strip())
    return [tuple(line.split("\t")) for line in done.stdout.splitlines() if line]


def run_mysql(database: str, sql: str) -> list[Row]:
    cmd = ["mysql", "-h", "127.0.0.1", "-uroot", "-N", "-B", "--default-character-set=utf8mb4", database]
    done = subprocess.run(cmd, input=sql, capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(done.stderr.strip())
    return [tuple(line.split("\t")) for line in done.stdout.splitlines()]


class Engine:
    """A scratch copy of one schema on a server, queried through its command-line client."""

    def __init__(self, kind: str, schema: str) -> None:
        self.kind, self.name = kind, f"t2s_eval_{schema}"
        ddl = (HERE / schema / "schema.sql").read_text(encoding="utf-8")
        data = (HERE / schema / "data.sql").read_text(encoding="utf-8")
        if kind == "postgres":
            run_psql([], f"DROP SCHEMA IF EXISTS {self.name} CASCADE; CREATE SCHEMA {self.name};")
            run_psql([], ddl + data, search_path=self.name)
        else:
            run_mysql("test", f"DROP DATABASE IF EXISTS {self.name}; CREATE DATABASE {self.name};")
            run_mysql(self.name, ddl + data)

    def query(self, sql: str) -> list[Row]:
        if self.kind == "postgres":
            return run_psql([], sql.rstrip().rstrip(";") + ";", search_path=self.name)
        return run_mysql(self.name, sql.rstrip().rstrip(";") + ";")

    def drop(self) -> None:
        if self.kind == "postgres":
            run_psql([], f"DROP SCHEMA IF EXISTS {self.name} CASCADE;")
        else:
            run_mysql("test", f"DROP DATABASE IF EXISTS {self.name};")


def canonical(rows: list[tuple[object, ...]] | list[Row], ordered: bool) -> list[tuple[str, ...]]:
    """Rows as a sorted multiset; for ORDER BY queries also the sequence of last-column values.

    Rows that tie on the order key may come back in any order, so an ordered result is checked by
    its set of rows plus the order of its key column (by convention the last one selected).
    """
    out = sorted(tuple(normalise(v) for v in row) for row in rows)
    if ordered:
        out.append(tuple(normalise(row[-1]) for row in rows))
    return out


def check_schema(schema: str, engines: list[str]) -> tuple[dict[str, object], list[str]]:
    records = questions(schema)
    problems: list[str] = []
    conn = sqlite3.connect(":memory:")
    load_sqlite(schema, conn)
    servers = [Engine(kind, schema) for kind in engines]
    row_counts: list[int] = []
    empty: list[str] = []
    try:
        for record in records:
            sql = record["gold_sql"]
            try:
                rows = conn.execute(sql).fetchall()
            except sqlite3.Error as error:
                problems.append(f"{record['id']}: sqlite: {error}")
                continue
            row_counts.append(len(rows))
            if not rows:
                empty.append(record["id"])
            if tie_at_cut(conn, sql):
                problems.append(f"{record['id']}: tie at the LIMIT cut")
            ordered = "ORDER BY" in sql.upper()
            expected = canonical(rows, ordered)
            for server in servers:
                try:
                    got = canonical(server.query(sql), ordered)
                except RuntimeError as error:
                    problems.append(f"{record['id']}: {server.kind}: {error}")
                    continue
                if got != expected:
                    problems.append(f"{record['id']}: {server.kind} differs: {got[:3]} vs {expected[:3]}")
    finally:
        for server in servers:
            server.drop()
    summary: dict[str, object] = {"schema": schema}
    for half in HALVES:
        part = [r for r in records if r["half"] == half]
        langs = Counter(r["lang"] for r in part)
        cats = Counter(r["category"] for r in part)
        summary[half] = {"n": len(part), "zh": langs["zh"], **{c: cats[c] for c in sorted(CATEGORIES)}}
    summary["empty_results"] = ", ".join(empty) or "none"
    summary["median_rows"] = sorted(row_counts)[len(row_counts) // 2] if row_counts else 0
    return summary, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", action="store_true", help="also compare against local PostgreSQL")
    parser.add_argument("--mariadb", action="store_true", help="also compare against local MariaDB")
    parser.add_argument("--schema", action="append", choices=SCHEMAS, help="only these schemas")
    args = parser.parse_args(argv)
    engines = [kind for kind, wanted in (("postgres", args.postgres), ("mariadb", args.mariadb)) if wanted]
    failures = 0
    print(f"{'schema':<10} {'half':<5} {'n':>3} {'zh':>3} {'zh%':>4} {'simple':>6} {'join':>4} {'agg':>4}")
    for schema in args.schema or SCHEMAS:
        summary, problems = check_schema(schema, engines)
        for half in HALVES:
            s = summary[half]
            assert isinstance(s, dict)
            if not s["n"]:
                continue
            share = 100 * s["zh"] // max(1, s["n"])
            print(
                f"{schema:<10} {half:<5} {s['n']:>3} {s['zh']:>3} {share:>3}% "
                f"{s['simple']:>6} {s['join']:>4} {s['aggregate']:>4}"
            )
        empty, median = summary["empty_results"], summary["median_rows"]
        print(f"{'':<10} gold queries with 0 rows: {empty}, median rows {median}")
        for problem in problems:
            print(f"  PROBLEM {schema}: {problem}")
        failures += len(problems)
    checked = ", ".join(["sqlite", *engines])
    print(f"{'all gold queries agree' if not failures else f'{failures} problems'} ({checked})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
