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

from .support import KEY, KEY_ENV, QuickStopServer


@pytest.fixture(autouse=True)
def _fresh_state(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    reset_providers()
    COOLDOWNS.reset()
    monkeypatch.setenv(KEY_ENV, KEY)
    yield
    reset_providers()
    COOLDOWNS.reset()


@pytest.fixture
def fake() -> Iterator[HTTPServer]:
    """The provider's stand-in: a fresh threaded server (and port) for every test.

    A server per test, not per session: a slow-response test's handler finishes after its test has
    ended, and on a shared server that late request would land in the next test's log.
    """
    server = QuickStopServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    yield server
    if server.is_running():
        server.stop()
    # a request that matched no expectation got a 500 from the server; make it fail the test here
    # (the provider's check of method, path, headers and body is only as strict as this)
    unmatched = list(server.assertions)
    server.clear()
    assert not unmatched, unmatched[0]
