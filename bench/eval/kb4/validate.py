"""Check the kb4 evaluation sets: ids unique, every judged id in its corpus, grades 1-3, test files frozen.

    python3 bench/eval/kb4/validate.py

Prints document and query counts per language (and how many queries are answered only in the other
language); exits non-zero on the first kind of problem it finds. Standard library only; the checks
are bench/eval/kb_tools.py's, shared by the kb suites.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_tools import Floors, validate_main  # noqa: E402

# The brief's floors: documents, share of Chinese documents, queries per half, share of Chinese queries.
FLOORS = {
    "graphics": Floors(300, 0.30, 60, 0.40, max_docs=800, min_cross=10),
    "macros": Floors(300, 0.30, 60, 0.40, max_docs=800, min_cross=10),
}


if __name__ == "__main__":
    sys.exit(validate_main(HERE, FLOORS, splits=("test",), grades=(1, 2, 3)))
