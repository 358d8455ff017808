"""Check the kb3 evaluation sets as kb2's, with a ceiling of 800 documents and at least 10 queries a
half answered only in the other language: `python3 bench/eval/kb3/validate.py` (checks in kb_checks.py)."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_checks import Floors, validate_main  # noqa: E402

# Floors: documents, share of Chinese documents, queries per half, share of Chinese queries.
FLOORS = {
    "desktop": Floors(300, 0.35, 60, 0.40, max_docs=800, min_cross=10),
    "manuals": Floors(300, 0.30, 60, 0.40, max_docs=800, min_cross=10),
}


if __name__ == "__main__":
    sys.exit(validate_main(HERE, FLOORS))
