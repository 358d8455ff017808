"""Fixtures for the web handler tests: a threaded local HTTP server per test that plays the provider.

Every provider test checks the request exactly as the provider documents it (method, path, headers,
body/params) by registering strict expectations; an unexpected request gets no handler and fails.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web import reset_providers
from agentsearch.handlers.web.cooldown import COOLDOWNS

from .support import KEY, KEY_ENV


@pytest.fixture(autouse=True)
def _fresh_state(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    reset_providers()
    COOLDOWNS.reset()
    monkeypatch.setenv(KEY_ENV, KEY)
    yield
    reset_providers()
    COOLDOWNS.reset()


@pytest.fixture(scope="session")
def _fake_server() -> Iterator[HTTPServer]:
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    yield server
    server.clear()
    if server.is_running():
        server.stop()


@pytest.fixture
def fake(_fake_server: HTTPServer) -> Iterator[HTTPServer]:
    """The provider's stand-in: one threaded server for the session, expectations reset per test."""
    _fake_server.clear()
    yield _fake_server
    _fake_server.clear()
