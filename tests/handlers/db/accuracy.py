"""Execution accuracy of NL → QueryDSL over labelled questions with gold SQL (tests/data/db/*.jsonl).

A question counts as right when the rows the db handler returns match what its gold SQL returns:
the same set of keys ("rows"), the same keys in the same order ("ordered"), the same single number
("scalar"), every gold column among the result's columns ("columns"), or the same (group, value)
pairs ("groups": one row per group, whose last value is the
aggregate and one of whose other values is the group; entity groups also carry the key and name).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import math
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.types import Request, Result, SearchType

DATA = Path(__file__).resolve().parents[2] / "data" / "db"


@dataclass
class Report:
    total: int = 0
    correct: int = 0
    failures: list[str] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0


def load_questions(name: str) -> list[dict[str, Any]]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def evaluate(db_file: Path, questions: list[dict[str, Any]], app_dir: Path | None = None) -> Report:
    return asyncio.run(_evaluate(db_file, questions, app_dir))


async def _evaluate(db_file: Path, questions: list[dict[str, Any]], app_dir: Path | None) -> Report:
    handler = DBHandler()
    report = Report()
    connection = sqlite3.connect(db_file)
    try:
        for case in questions:
            report.total += 1
            ctx = SearchContext(
                # db.max_results caps a request's limit: allow every gold row
                config=Config.from_layers({"db": {"url": f"sqlite:///{db_file}", "max_results": 1000}}),
                app_dir=app_dir,
            )
            if case.get("now"):
                ctx.extras["now"] = dt.datetime.fromisoformat(case["now"])
            request = Request(query=case["q"], type=SearchType.DB, models=case["models"], limit=1000)
            result = await handler.search(request, ctx)
            gold = connection.execute(case["sql"]).fetchall()
            verdict = _matches(case.get("compare", "columns"), result, gold)
            if verdict:
                report.correct += 1
            else:
                report.failures.append(f"{case['q']!r}: {result.error or result.metadata.get('explain')}")
    finally:
        connection.close()
    return report


def _matches(kind: str, result: Result, gold: list[tuple[Any, ...]]) -> bool:
    if result.error:
        return False
    rows = [item.data or {} for item in result.items]
    if kind == "scalar":
        if len(rows) != 1 or not gold:
            return False
        numbers = [v for v in rows[0].values() if isinstance(v, int | float) and not isinstance(v, bool)]
        return len(numbers) == 1 and _close(numbers[0], gold[0][0])
    if kind == "groups":
        # one row per gold group; the aggregate is the row's last value, the group any other value of it
        if len(rows) != len(gold):
            return False
        got = set()
        for row in rows:
            values = list(row.values())
            if len(values) < 2 or values[-1] is None:
                return False
            got.update((value, round(float(values[-1]), 2)) for value in values[:-1])
        return {(g, round(float(v), 2)) for g, v in gold} <= got
    if kind == "columns":
        return _columns_match(gold, rows)
    keys = [_key(row) for row in rows]
    expected = [g[0] for g in gold]
    if kind == "ordered":
        return keys == expected
    return sorted(map(str, keys)) == sorted(map(str, expected)) and len(keys) == len(set(map(str, keys)))


def _columns_match(gold: list[tuple[Any, ...]], rows: list[dict[str, Any]]) -> bool:
    """As many rows as the gold, and each gold column equal (as a multiset) to some result column."""
    if len(gold) != len(rows):
        return False
    if not gold:
        return True

    def norm(value: Any) -> Any:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return round(float(value), 2)
        return value

    names = list(rows[0])
    for j in range(len(gold[0])):
        wanted = sorted((norm(g[j]) for g in gold), key=repr)
        if not any(sorted((norm(r.get(n)) for r in rows), key=repr) == wanted for n in names):
            return False
    return True


def _key(row: dict[str, Any]) -> Any:
    for name in ("id", "TrackId", "AlbumId", "ArtistId", "InvoiceId", "CustomerId", "GenreId"):
        if name in row:
            return row[name]
    return next(iter(row.values()), None)


def _close(a: Any, b: Any) -> bool:
    try:
        return math.isclose(float(a), float(b), rel_tol=1e-6, abs_tol=1e-6)
    except (TypeError, ValueError):
        return False
