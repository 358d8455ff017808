from __future__ import annotations

import threading

import pytest

from agentsearch.context import CitationCounter
from agentsearch.handlers.registry import HandlerRegistry, HandlerUnavailable, default_registry
from agentsearch.types import SearchType

from .handlers import ScriptedHandler


def test_counter_sequence_and_current() -> None:
    counter = CitationCounter()
    assert counter.current == 0
    assert [counter.next() for _ in range(3)] == ["1", "2", "3"]
    assert counter.current == 3 and counter.current == 3  # reading does not advance
    for _ in range(996):
        counter.next()
    assert counter.next() == "1000"


def test_counter_is_unique_across_threads() -> None:
    counter = CitationCounter()
    seen: list[str] = []
    lock = threading.Lock()

    def work() -> None:
        ids = [counter.next() for _ in range(10)]
        with lock:
            seen.extend(ids)

    threads = [threading.Thread(target=work) for _ in range(100)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 1000 and len(set(seen)) == 1000


def test_registry_register_get_and_overwrite() -> None:
    registry = HandlerRegistry()
    with pytest.raises(HandlerUnavailable):
        registry.get(SearchType.WEB)
    first, second = ScriptedHandler(SearchType.WEB), ScriptedHandler(SearchType.WEB)
    registry.register(SearchType.WEB, first)
    assert registry.get(SearchType.WEB) is first
    registry.register(SearchType.WEB, second)
    assert registry.get(SearchType.WEB) is second
    for kind in (SearchType.KB, SearchType.DB):
        registry.register(kind, lambda kind=kind: ScriptedHandler(kind))
        assert registry.get(kind).type == kind
        assert registry.get(kind) is registry.get(kind)  # created once, then shared


def test_default_registry_knows_every_type() -> None:
    assert set(default_registry().types()) == {SearchType.WEB, SearchType.KB, SearchType.DB}


def test_searchers_without_a_registry_share_one_and_its_handlers() -> None:
    from agentsearch import Searcher

    first, second = Searcher(), Searcher()
    assert first.registry is second.registry
    assert first.registry is not default_registry()  # default_registry() still builds a new one
