"""Check the kb8 sets (`python3 bench/eval/kb8/validate.py`): kb5's rules (grades 1-3, only the
frozen test split), with up to 8 judgements per query. The checks are bench/eval/kb_checks.py's."""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_checks import Floors, validate_main  # noqa: E402

# Floors: documents, share of Chinese documents, test queries, share of Chinese queries.
FLOORS = {
    "mailclient": Floors(300, 0.30, 60, 0.40, max_docs=800, min_cross=10, max_judged=8),
    "tutorials": Floors(300, 0.30, 60, 0.40, max_docs=800, min_cross=10, max_judged=8),
}


if __name__ == "__main__":
    sys.exit(validate_main(HERE, FLOORS, splits=("test",), grades=(1, 2, 3)))
