"""Upstreams that echo the key they were sent: the key reaches no error, event, record, log or CLI line.

The fakes speak each service's documented protocol and answer its documented error status, with an
error body that quotes the request back — its headers, URL and body — as some real servers do:
- web providers: `401` with the request echoed (Tavily documents `{"detail": {"error": ...}}`, SerpApi
  `{"error": ...}`; the echo makes the body carry `Authorization: Bearer …`, `X-API-KEY`, `api_key=…`);
- the OpenAI-compatible connector: `401` with OpenAI's error object
  `{"error": {"message", "type": "invalid_request_error", "code": "invalid_api_key"}}` whose message
  quotes the `Authorization: Bearer sk-…` header, as the issue's probe saw.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.web import reset_providers
from agentsearch.handlers.web.cooldown import COOLDOWNS
from agentsearch.searcher import Searcher
from agentsearch.types import Request, SearchType

#: A plain env var name (not `*_KEY`): the value is known as a secret only because config resolves it.
WEB_KEY_ENV = "AGENTSEARCH_T19_WEB_CRED_VALUE"
WEB_KEY = "wk-live-9fQ2xZ7mN4bV1cR8tY6u"
LLM_KEY = "sk-echo-Lm3Nq8Rt5Vw2Xy7Za4Bc"
KEYED_PROVIDERS = [
    "tavily",
    "serper",
    "serpapi",
    "brave",
    "exa",
    "grok",
    "searxng",
    "openalex",
    "semantic_scholar",
]


class _Echo(BaseHTTPRequestHandler):
    """Answers every request with the documented error status and a body quoting the request."""

    def _echo(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        headers = "; ".join(f"{name}: {value}" for name, value in self.headers.items())
        quoted = f"invalid credentials for {self.command} {self.path} [{headers}] body={body}"
        if self.path.rstrip("/").endswith("chat/completions"):
            payload: dict[str, Any] = {
                "error": {
                    "message": f"Incorrect API key provided: {self.headers.get('Authorization')}. {quoted}",
                    "type": "invalid_request_error",
                    "param": None,
                    "code": "invalid_api_key",
                }
            }
        else:
            payload = {"detail": {"error": quoted}, "error": quoted}
        data = json.dumps(payload).encode()
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _echo

    def log_message(self, format: str, *args: Any) -> None:
        return


@pytest.fixture
def echo() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Echo)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}"
    server.shutdown()
    server.server_close()


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    reset_providers()
    COOLDOWNS.reset()
    monkeypatch.setenv(WEB_KEY_ENV, WEB_KEY)
    yield
    reset_providers()
    COOLDOWNS.reset()


def _web_block(provider: str, base: str) -> dict[str, Any]:
    return {
        "provider": provider,
        "providers": [provider],
        "retries": 0,
        "timeout": 5,
        "settings": {provider: {"base_url": base, "api_key_env": f"$ENV.{WEB_KEY_ENV}"}},
    }


@pytest.mark.parametrize("provider", KEYED_PROVIDERS)
async def test_a_provider_echoing_its_key_gives_an_error_without_the_key(provider: str, echo: str) -> None:
    config = Config.from_layers({"web": _web_block(provider, echo)})
    searcher = Searcher(context=SearchContext(config=config))
    result = await searcher.search(Request(type=SearchType.WEB, query="anything"))
    assert result.error, "the echoing fake answers 401"
    assert WEB_KEY not in result.error
    assert WEB_KEY not in result.model_dump_json()


def _write_app(root: Path, echo: str) -> Path:
    (root / "agent").mkdir(parents=True)
    (root / "agent" / "search.yml").write_text(yaml.safe_dump({"web": _web_block("serpapi", echo)}))
    (root / "connectors").mkdir()
    connector = {"type": "openai", "options": {"model": "m", "base_url": echo + "/v1", "key": LLM_KEY}}
    (root / "connectors" / "echo.conn.yml").write_text(yaml.safe_dump(connector))
    (root / "assistants" / "helper").mkdir(parents=True)
    package = {"name": "Helper", "connector": "echo", "uses": {"web": "builtin"}}
    (root / "assistants" / "helper" / "package.yao").write_text(json.dumps(package))
    return root


def _files_under(root: Path) -> dict[Path, bytes]:
    return {path: path.read_bytes() for path in root.rglob("*") if path.is_file()}


def test_a_chat_with_echoing_web_and_llm_leaks_no_key_anywhere(
    tmp_path: Path, echo: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Over HTTP: SSE body, the SQLite database with its WAL, and every log record."""
    from tests.server.support import KEYS, bearer, start_live, write_app

    from agentsearch.server import create_app

    app_dir = _write_app(tmp_path / "app", echo)
    write_app(app_dir)  # keys.yml for the test users (keeps the helper assistant written above)
    (app_dir / "assistants" / "helper" / "package.yao").write_text(
        json.dumps({"name": "Helper", "connector": "echo", "uses": {"web": "builtin"}})
    )
    data_dir = tmp_path / "data"
    caplog.set_level(logging.DEBUG)
    server = start_live(create_app(app_dir, data_dir=data_dir))
    try:
        body = {
            "assistant_id": "helper",
            "messages": [{"role": "user", "content": "search the web for the latest news on rust"}],
            "options": {"search": {"need_search": True, "search_types": ["web"], "confidence": 1.0}},
        }
        response = httpx.post(f"{server.url}/v1/chat/events", json=body, headers=bearer("alice"), timeout=60)
        assert response.status_code == 200
        chat_id = next(
            json.loads(line[5:])["chat_id"] for line in response.text.splitlines() if '"chat_id"' in line
        )
        messages = httpx.get(f"{server.url}/v1/chats/{chat_id}/messages", headers=bearer("alice"), timeout=30)
    finally:
        server.stop()
    stored = _files_under(data_dir)
    assert any(path.suffix == ".db" or path.name.endswith(".sqlite") for path in stored), stored.keys()
    for secret in (WEB_KEY, LLM_KEY):
        assert secret not in response.text, "SSE stream"
        assert secret not in messages.text, "messages API"
        for path, content in stored.items():
            assert secret.encode() not in content, f"{path.name} holds the key"
        assert secret not in caplog.text
    assert "[REDACTED]" in response.text, "the echoed errors were shown, minus the keys"
    assert KEYS["alice"][0] not in response.text


def test_cli_output_with_an_echoing_provider_holds_no_key(tmp_path: Path, echo: str) -> None:
    app_dir = _write_app(tmp_path / "app", echo)
    env = {**os.environ, WEB_KEY_ENV: WEB_KEY, "AGENTSEARCH_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run(
        [
            str(Path(sys.executable).parent / "agentsearch"),
            "search",
            "anything",
            "-t",
            "web",
            "--app",
            str(app_dir),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    output = run.stdout + run.stderr
    assert "401" in output or "REDACTED" in output, output
    assert WEB_KEY not in output
    assert "Traceback" not in output
