"""Fixtures for the runtime tests (helpers live in agent/support.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.support import DB_DOCS, KB_DOCS, WEB_DOCS, FixedHandler
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import SearchType
from llm.openai_server import FakeOpenAI


@pytest.fixture
def handlers() -> dict[SearchType, FixedHandler]:
    return {
        SearchType.KB: FixedHandler(SearchType.KB, KB_DOCS),
        SearchType.DB: FixedHandler(SearchType.DB, DB_DOCS),
        SearchType.WEB: FixedHandler(SearchType.WEB, WEB_DOCS),
    }


@pytest.fixture
def registry(handlers: dict[SearchType, FixedHandler]) -> HandlerRegistry:
    reg = HandlerRegistry()
    for kind, handler in handlers.items():
        reg.register(kind, handler)
    return reg


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI().start()
    yield server
    server.stop()
