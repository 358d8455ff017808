"""Server fixtures: an app directory with keys for three users; live uvicorn servers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI

from .support import LiveServer, start_live, write_app


@pytest.fixture
def app_dir(tmp_path: Path) -> Path:
    return write_app(tmp_path / "app")


@pytest.fixture
def live() -> Iterator[Any]:
    """`live(app)` starts a real uvicorn server on a free port; all are stopped at teardown."""
    started: list[LiveServer] = []

    def _start(app: FastAPI) -> LiveServer:
        server = start_live(app)
        started.append(server)
        return server

    yield _start
    for server in started:
        server.stop()
