"""Fixtures of the search layer tests: fresh provider instances, a key in the environment, fakes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web import reset_providers

from .fakes import KEY, KEY_ENV, Providers


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    reset_providers()
    monkeypatch.setenv(KEY_ENV, KEY)
    for name in (
        "EXA_API_KEY",
        "TAVILY_API_KEY",
        "BRAVE_API_KEY",
        "GROK_API_KEY",
        "XAI_API_KEY",
        "GITHUB_TOKEN",
    ):
        monkeypatch.delenv(name, raising=False)
    yield
    reset_providers()


@pytest.fixture(scope="session")
def _shared_server() -> Iterator[HTTPServer]:
    """One threaded server for the whole session: stopping one costs half a second."""
    http = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    http.start()
    try:
        yield http
    finally:
        if http.is_running():
            http.stop()


@pytest.fixture
def server(_shared_server: HTTPServer) -> Iterator[HTTPServer]:
    """The shared server with no handlers; everything a test registered is removed after it."""
    _shared_server.clear()
    yield _shared_server
    _shared_server.clear()


@pytest.fixture
def providers(server: HTTPServer) -> Providers:
    return Providers(server)
