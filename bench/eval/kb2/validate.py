"""Check the kb2 evaluation sets: ids unique, every judged id in its corpus, grades 1-2, the floors
below, test files frozen.

    python3 bench/eval/kb2/validate.py

Prints document and query counts per language (and how many queries are answered only in the other
language); exits non-zero on a problem. The checks are bench/eval/kb_checks.py's."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_checks import Floors, validate_main  # noqa: E402

# Floors: documents, share of Chinese documents, queries per half, share of Chinese queries.
FLOORS = {"guides": Floors(400, 0.35, 30, 0.40), "support": Floors(250, 0.0, 20, 0.40)}


if __name__ == "__main__":
    sys.exit(validate_main(HERE, FLOORS))
