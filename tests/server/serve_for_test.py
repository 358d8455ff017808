"""A server process for the replica tests: `python serve_for_test.py APP_DIR PORT`.

The store comes from AGENTSEARCH_STORE_URL / AGENTSEARCH_STORE_SCHEMA like `agentsearch serve`; the
KB is the fixed two-document test handler so that a chat produces references without an index.
"""

from __future__ import annotations

import sys
from pathlib import Path

import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agentsearch.server import create_app
from server.support import docs_registry

if __name__ == "__main__":
    app = create_app(sys.argv[1], registry=docs_registry())
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
