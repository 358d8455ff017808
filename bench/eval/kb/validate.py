"""Check the kb evaluation sets: ids unique, every judged id in its corpus, grades 1-2, the test
files (and the intent sets') unchanged since frozen.

    python3 bench/eval/kb/validate.py

Prints document and query counts per language; exits non-zero on a problem. The checks are
bench/eval/kb_checks.py's, shared by the kb suites."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_checks import Floors, validate_main  # noqa: E402

# No floors: the first set predates them.
FLOORS = {"techdocs": Floors(), "faq": Floors(), "mixed": Floors()}


if __name__ == "__main__":
    sys.exit(validate_main(HERE, FLOORS, frozen_also=[HERE.parent / "intent"]))
