"""Complexity guard: the builtin generator is linear in the question length.

A 4,000-character question of digits used to take 11 s (quadratic regex backtracking). Each hostile
question runs in a fresh subprocess with a generous bound, so the guard measures the generator, not
this machine's load (CPU seconds of that process, not wall time); it is a complexity check, not a timing
assertion.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

_SCRIPT = """
import sys, time
from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import ColumnSchema as C, TableSchema as T
table = T(model="products", name="products", columns=[
    C(name="id", kind="integer", primary=True),
    C(name="name", kind="text", values=["Apple iPhone 15", "Sony WH-1000XM5"]),
    C(name="brand", kind="text", values=["Apple", "Sony"]),
    C(name="price", kind="number"), C(name="released_at", kind="date")])
question = sys.stdin.read()
generate_builtin(GenerateInput(query="Apple products", model_ids=["products"], schema=[table]))
generate_builtin(GenerateInput(query="苹果的产品", model_ids=["products"], schema=[table]))  # loads CC-CEDICT
started = time.process_time()  # CPU seconds: a loaded machine does not stretch them
try:
    generate_builtin(GenerateInput(query=question, model_ids=["products"], schema=[table]))
except Exception as exc:
    print(type(exc).__name__)
print(round(time.process_time() - started, 3))
"""

QUESTIONS = {
    "digits": "1" * 4000,
    "spaced digits": "9 " * 2000,
    "comparisons": "more than 5 " * 333,
    "ranges": "between 1 and " * 300,
    "dates": "2020-01-01 " * 363,
    "huge money": "under $" + "9" * 3990,
    "chinese": "最贵的苹果" * 800,
    "values": "apple sony " * 363,
}


@pytest.mark.parametrize("question", list(QUESTIONS.values()), ids=list(QUESTIONS))
def test_a_4000_character_question_is_read_in_linear_time(question: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        input=question,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seconds = float(done.stdout.split()[-1])
    assert seconds < 2.0, f"{len(question)} characters took {seconds} s"
