"""The `agentsearch search` command, run as a user runs it: a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from agentsearch.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
    )


def test_json_output_has_results_and_reference_context(tmp_path: Path) -> None:
    # an app whose only configured web provider has no key: a clear per-result error, never fake items
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "search.yml").write_text("web:\n  provider: tavily\n  timeout: 2\n")
    proc = run("search", "hello", "--type", "web", "--app", str(tmp_path), "--json")
    payload = json.loads(proc.stdout)
    assert set(payload) == {"results", "reference_context"}
    assert payload["results"][0]["type"] == "web"
    assert payload["results"][0]["items"] == []
    assert payload["results"][0]["error"]
    assert payload["reference_context"]["references"] == []
    assert proc.returncode == 1  # every request failed


def test_bad_type_is_one_line_and_exit_2() -> None:
    proc = run("search", "x", "--type", "sql")
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == ["error: --type must be web, kb or db (got 'sql')"]
    assert "Traceback" not in proc.stderr


def test_bad_config_names_file_and_key(tmp_path: Path) -> None:
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "search.yml").write_text("kb:\n  treshold: 0.5\n")
    proc = run("search", "x", "--app", str(tmp_path))
    assert proc.returncode == 2
    line = proc.stderr.strip()
    assert "search.yml: kb.treshold: unknown key" in line and "\n" not in line
    assert "Traceback" not in proc.stderr


def test_missing_app_dir_is_a_clear_error(tmp_path: Path) -> None:
    proc = run("search", "x", "--app", str(tmp_path / "nope"))
    assert proc.returncode == 2
    assert "app directory does not exist" in proc.stderr and "Traceback" not in proc.stderr


def test_bad_mode_and_time_range() -> None:
    assert "--mode must be all, any or race" in run("search", "x", "--mode", "some").stderr
    proc = run("search", "x", "--type", "web", "--time-range", "decade")
    assert proc.returncode == 2 and "time_range must be one of" in proc.stderr


def test_unknown_or_conflicting_web_providers_are_one_line_and_exit_2() -> None:
    proc = run("search", "x", "--type", "web", "--providers", "tavily,bingo")
    assert proc.returncode == 2
    assert (
        proc.stderr.strip().splitlines()[0].startswith("error: unknown web provider 'bingo'; known: tavily")
    )
    assert "Traceback" not in proc.stderr
    proc = run("search", "x", "--type", "web", "--provider", "brave", "--providers", "tavily")
    assert proc.returncode == 2
    assert proc.stderr.strip() == "error: use --provider or --providers, not both"


def test_web_search_through_an_mcp_tool_of_the_app(tmp_path: Path) -> None:
    # `uses.web: mcp:<server>.<tool>` with the server defined in the app's mcps/: a real stdio MCP server
    server = Path(__file__).parents[1] / "mcp" / "search_server.py"
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "agent.yml").write_text('uses:\n  web: "mcp:search.web_search"\n')
    (tmp_path / "mcps").mkdir()
    (tmp_path / "mcps" / "search.mcp.yml").write_text(
        json.dumps({"transport": "stdio", "command": sys.executable, "args": [str(server)], "timeout": 60})
    )
    proc = run("search", "deno", "--type", "web", "--sites", "deno.com", "--app", str(tmp_path), "--json")
    assert proc.returncode == 0, proc.stderr
    (result,) = json.loads(proc.stdout)["results"]
    assert result["error"] == "" and result["metadata"]["mode"] == "mcp"
    assert [(item["citation_id"], item["url"]) for item in result["items"]] == [
        ("1", "https://deno.com/blog/v2.0")
    ]
    assert result["total"] == 42  # the tool's own total (reference §2.8)
