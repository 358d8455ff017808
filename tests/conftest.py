"""Shared fixtures: reachability of the real services the tests use.

Tests that need PostgreSQL, MariaDB or Redis call `require_service(...)`; it skips when the server is
unreachable, unless AGENTSEARCH_REQUIRE_SERVICES is set (CI), where a missing server fails the test.
"""

from __future__ import annotations

import os
import socket

import pytest
from hypothesis import settings as hypothesis_settings

POSTGRES_URL = os.environ.get(
    "AGENTSEARCH_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
MARIADB_URL = os.environ.get("AGENTSEARCH_TEST_MARIADB", "mysql+pymysql://root@127.0.0.1:3306/test")
REDIS_URL = os.environ.get("AGENTSEARCH_TEST_REDIS", "redis://127.0.0.1:6379/15")

# CI (CI=true) replays a fixed set of generated examples, so a run is repeatable; local runs explore
# new random examples each time and are where the fuzzers find new bugs.
hypothesis_settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    hypothesis_settings.load_profile("ci")

# The demo app and a bare library keep their data in the per-user data directory (platformdirs reads
# XDG_DATA_HOME): point it at a directory of this test run so tests never touch the real one.
if not os.environ.get("AGENTSEARCH_TEST_KEEP_XDG"):
    import tempfile

    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="agentsearch-test-xdg-")

_PORTS = {"postgres": ("127.0.0.1", 5432), "mariadb": ("127.0.0.1", 3306), "redis": ("127.0.0.1", 6379)}


def service_up(name: str) -> bool:
    host, port = _PORTS[name]
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def require_service(name: str) -> None:
    """Skip (or, in CI, fail) when the named service is not reachable."""
    if service_up(name):
        return
    message = f"{name} is not reachable on {_PORTS[name][0]}:{_PORTS[name][1]}"
    if os.environ.get("AGENTSEARCH_REQUIRE_SERVICES"):
        pytest.fail(message + " and AGENTSEARCH_REQUIRE_SERVICES is set")
    pytest.skip(message)


@pytest.fixture
def postgres_url() -> str:
    require_service("postgres")
    return POSTGRES_URL


@pytest.fixture
def mariadb_url() -> str:
    require_service("mariadb")
    return MARIADB_URL


@pytest.fixture
def redis_url() -> str:
    require_service("redis")
    return REDIS_URL
