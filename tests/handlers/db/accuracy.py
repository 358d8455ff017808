"""Execution accuracy of NL → QueryDSL over labelled questions with gold SQL (tests/data/db/*.jsonl).

A question counts as right when the rows the db handler returns match what its gold SQL returns:
the same set of keys ("rows"), the same keys in the same order ("ordered"), the same single number
("scalar"), or the same (group, value) pairs ("groups").
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
                config=Config.from_layers({"db": {"url": f"sqlite:///{db_file}"}}), app_dir=app_dir
            )
            if case.get("now"):
                ctx.extras["now"] = dt.datetime.fromisoformat(case["now"])
            request = Request(query=case["q"], type=SearchType.DB, models=case["models"], limit=1000)
            result = await handler.search(request, ctx)
            gold = connection.execute(case["sql"]).fetchall()
            verdict = _matches(case["compare"], result, gold)
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
        got = set()
        for row in rows:
            values = list(row.values())
            if len(values) != 2:
                return False
            got.add((values[0], round(float(values[1]), 2)))
        return got == {(g, round(float(v), 2)) for g, v in gold}
    keys = [_key(row) for row in rows]
    expected = [g[0] for g in gold]
    if kind == "ordered":
        return keys == expected
    return sorted(map(str, keys)) == sorted(map(str, expected)) and len(keys) == len(set(map(str, keys)))


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
