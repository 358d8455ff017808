"""`agentsearch search --type web` end to end: the CLI flags reach the provider's documented request.

A local server plays Tavily (POST /search, Bearer key); the CLI runs as a subprocess with the key and
base URL in its environment, as a user would configure them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

KEY = "cli-test-key"
TAVILY_OK = {
    "query": "rust async",
    "answer": None,
    "images": [],
    "results": [
        {"title": "Async Rust", "url": "https://rust-lang.org/async/", "content": "Futures.", "score": 0.9},
        {"title": "Tokio", "url": "https://tokio.rs/?utm_source=x", "content": "Runtime.", "score": 0.5},
    ],
    "response_time": "0.4",
}


class QuickStopServer(HTTPServer):
    """Stops without pytest-httpserver's 0.5 s shutdown poll."""

    def thread_target(self) -> None:
        assert self.server is not None
        self.server.serve_forever(poll_interval=0.02)


@pytest.fixture
def fake() -> Iterator[HTTPServer]:
    server = QuickStopServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    yield server
    server.clear()
    if server.is_running():
        server.stop()


def run(fake: HTTPServer, app_dir: Path, *args: str, columns: int = 200) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "TAVILY_API_KEY": KEY,
        "TAVILY_API_BASE": fake.url_for("/").rstrip("/"),
        "AGENTSEARCH_DATA_DIR": str(app_dir / "data"),
        "COLUMNS": str(columns),
    }
    return subprocess.run(
        [sys.executable, "-c", "from agentsearch.cli import main; main()", "search", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def _app(tmp_path: Path) -> Path:
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "search.yml").write_text("web:\n  timeout: 5\n  retries: 0\n")
    return tmp_path


def test_web_flags_reach_the_provider_and_items_get_citation_ids(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/search",
        method="POST",
        headers={"Authorization": f"Bearer {KEY}"},
        json={
            "query": "rust async",
            "max_results": 2,
            "search_depth": "basic",
            "include_raw_content": False,
            "include_domains": ["rust-lang.org", "tokio.rs"],
            "time_range": "week",
        },
    ).respond_with_json(TAVILY_OK)
    app = _app(tmp_path)
    proc = run(
        fake,
        app,
        "rust async",
        "--type",
        "web",
        "--provider",
        "tavily",
        "--sites",
        "rust-lang.org,tokio.rs",
        "--time-range",
        "week",
        "--limit",
        "2",
        "--app",
        str(app),
        "--json",
    )
    assert proc.returncode == 0, proc.stderr
    fake.check_assertions()
    payload = json.loads(proc.stdout)
    (result,) = payload["results"]
    assert result["error"] == ""
    assert [item["citation_id"] for item in result["items"]] == ["1", "2"]
    assert [item["url"] for item in result["items"]] == [
        "https://rust-lang.org/async/",
        "https://tokio.rs/?utm_source=x",
    ]
    assert result["metadata"]["requests"] == {"tavily": 1}
    refs = payload["reference_context"]["references"]
    assert [ref["id"] for ref in refs] == ["1", "2"]
    assert '<ref id="1" type="web" weight="1.0" source="user">' in payload["reference_context"]["xml"]


def test_table_output_shows_citation_ids(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(TAVILY_OK)
    app = _app(tmp_path)
    proc = run(fake, app, "rust async", "--type", "web", "--providers", "tavily", "--app", str(app))
    assert proc.returncode == 0, proc.stderr
    assert "2 references" in proc.stdout
    assert "[1]" in proc.stdout and "[2]" in proc.stdout
    assert "Async Rust" in proc.stdout and "https://tokio.rs" in proc.stdout


def test_provider_failure_is_one_line_and_exit_1(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/search", method="POST").respond_with_json(
        {"detail": {"error": "Unauthorized: missing or invalid API key. " + "Check the key. " * 8}},
        status=401,
    )
    app = _app(tmp_path)
    # a narrow terminal must not wrap the error into several lines
    proc = run(
        fake, app, "rust async", "--type", "web", "--provider", "tavily", "--app", str(app), columns=60
    )
    assert proc.returncode == 1
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith("web: Tavily HTTP 401"), proc.stderr
    assert "Traceback" not in proc.stderr
