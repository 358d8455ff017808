"""Execution accuracy of the builtin generator on labelled questions (figures in docs/db.md).

`*_questions.jsonl` were written while building the generator; `*_heldout.jsonl` were written
afterwards and first measured before any change made for them (shop 20/22, Chinook 16/21);
`heldout2.jsonl` was written last and never tuned on (first and current run 21/22).
Since issue 13 the generator holds no brand names (三星 → Samsung was a dataset string), so the
Chinese brand questions of the shop sets fail by design. `generalise.jsonl` asks three schemas that
are not the demo shop (HR, library, music; `generalise_db.py`), written with the issue-13 generator.
The floors sit a little under today's figures so that a regression fails loudly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.paths import DEMO_APP_DIR

from .accuracy import evaluate, load_questions

CASES = [
    ("shop_questions.jsonl", "shop", 0.9),  # 48/52 (issue 13)
    ("shop_heldout.jsonl", "shop", 0.85),  # 20/22
    ("chinook_questions.jsonl", "chinook", 0.95),  # 41/42
    ("chinook_heldout.jsonl", "chinook", 0.9),  # 21/21
    ("heldout2.jsonl", "shop", 0.85),  # 11/12
    ("heldout2.jsonl", "chinook", 0.85),  # 9/10
    ("review_heldout.jsonl", "shop", 0.9),  # written blind by the acceptance reviewer: 23/23, now 22/23
    ("generalise.jsonl", "generalise", 0.95),  # 36/36
]


@pytest.mark.parametrize(("name", "database", "floor"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_builtin_execution_accuracy(
    name: str, database: str, floor: float, shop_db: Path, chinook_db: Path, generalise_db: Path
) -> None:
    questions = [q for q in load_questions(name) if q.get("db", database) == database]
    assert len(questions) >= 10
    if database == "shop":
        report = evaluate(shop_db, questions, DEMO_APP_DIR)
    else:
        report = evaluate(chinook_db if database == "chinook" else generalise_db, questions)
    assert report.accuracy >= floor, "\n".join(report.failures)


def test_the_harness_can_fail(shop_db: Path) -> None:
    wrong = [
        {
            "q": "Apple products",
            "models": ["products"],
            "sql": "SELECT id FROM products WHERE brand = 'Sony'",
            "compare": "rows",
        }
    ]
    assert evaluate(shop_db, wrong, DEMO_APP_DIR).accuracy == 0.0
