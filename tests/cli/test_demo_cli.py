"""`agentsearch demo --search-only`: the search layer over the bundled sample, printing the
`<references>` XML and the citation prompt (what `make demo`'s assistant is given)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_search_only_demo_prints_references_xml_and_prompt(tmp_path: Path) -> None:
    env = {**os.environ, "AGENTSEARCH_DATA_DIR": str(tmp_path), "COLUMNS": "200"}
    proc = subprocess.run(
        [sys.executable, "-c", "from agentsearch.cli import main; main()", "demo", "--search-only"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "kb: " in out and "db: " in out
    assert "kb: error" not in out and "db: error" not in out
    assert "<references>" in out and "</references>" in out
    assert '<ref id="1" type="kb" weight="0.6" source="auto">' in out
    assert 'type="db"' in out and "WH-1000XM5" in out  # a Sony product under $400 from the sample shop
    assert "You have access to reference data in <references> tags." in out
    assert "agentsearch mcp" in out  # the demo says how to plug the searches into an MCP client
