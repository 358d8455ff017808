"""Check this suite: every gold query runs and gives the same rows on every engine
(`python3 validate.py [--postgres] [--mariadb] [--schema S]`); the shared tool is
`bench/eval/text2sql_tools.py`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from text2sql_tools import validate_main  # noqa: E402

if __name__ == "__main__":
    sys.exit(validate_main(HERE))
