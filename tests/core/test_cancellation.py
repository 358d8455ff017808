"""Cancelling a search really stops its worker thread (race / any losers, timeouts), for the KB and
DB handlers too — not only the awaiting task."""

from __future__ import annotations

import asyncio
import contextvars
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from agentsearch import Config, Request, Searcher, SearchType
from agentsearch.cancel import CancelScope, SearchCancelled, check_cancelled, enter_scope
from agentsearch.context import SearchContext
from agentsearch.handlers.kb import KBHandler, KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Result, ResultItem

#: CPU seconds the slow search would burn if nothing stopped it.
UNSTOPPED_CPU_SECONDS = 30.0


class CPUBoundHandler:
    """A search that burns CPU in a worker thread (as KB scoring does), checking for cancellation the
    way the KB and DB code does. It records the CPU time its thread used and why it stopped."""

    def __init__(self, kind: SearchType) -> None:
        self.type = kind
        self.stopped = threading.Event()
        self.thread_cpu = 0.0
        self.outcome = ""

    def _work(self) -> int:
        start = time.thread_time()
        total = 0
        try:
            while time.thread_time() - start < UNSTOPPED_CPU_SECONDS:
                for value in range(20_000):
                    total += value * value
                check_cancelled()
            self.outcome = "finished"
        except SearchCancelled:
            self.outcome = "cancelled"
        finally:
            self.thread_cpu = time.thread_time() - start
            self.stopped.set()
        return total

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        await asyncio.to_thread(self._work)
        return Result(items=[ResultItem(type=self.type, title="slow", content="slow")])


class InstantHandler:
    def __init__(self, kind: SearchType) -> None:
        self.type = kind

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        await asyncio.sleep(0.05)
        return Result(
            items=[ResultItem(type=self.type, title="fast", content="fast", url="https://a.example")]
        )


def _searcher(slow: CPUBoundHandler, timeout: float = 30.0) -> Searcher:
    registry = HandlerRegistry()
    registry.register(SearchType.KB, slow)
    registry.register(SearchType.WEB, InstantHandler(SearchType.WEB))
    config = Config.from_layers({"options": {"timeout": timeout}})
    return Searcher(context=SearchContext(config=config), registry=registry)


def _requests() -> list[Request]:
    return [Request(type=SearchType.KB, query="slow"), Request(type=SearchType.WEB, query="fast")]


@pytest.mark.parametrize("mode", ["race", "any"])
def test_the_thread_of_a_search_that_lost_a_race_stops_consuming_cpu(mode: str) -> None:
    slow = CPUBoundHandler(SearchType.KB)
    kb, web = _searcher(slow).run_sync(_requests(), mode)  # asyncio.run: returns once threads end
    assert kb is None and web is not None and web.items[0].title == "fast"
    assert slow.stopped.wait(10), "the cancelled search's thread is still running"
    assert slow.outcome == "cancelled"
    assert slow.thread_cpu < UNSTOPPED_CPU_SECONDS / 3  # it stopped, far from its full cost


def test_a_timed_out_search_stops_its_thread_and_reports_the_timeout() -> None:
    slow = CPUBoundHandler(SearchType.KB)
    kb, web = _searcher(slow, timeout=0.3).run_sync(_requests(), "all")
    assert kb is not None and kb.error == "kb search timed out after 0.3s"
    assert web is not None and web.ok
    assert slow.stopped.wait(10) and slow.outcome == "cancelled"


async def in_cancelled_scope(coro_factory: Callable[[], Awaitable[Result]]) -> Result:
    """Run the coroutine in a context whose search scope is already cancelled."""
    scope = CancelScope()
    context = contextvars.copy_context()
    context.run(enter_scope, scope)
    scope.cancel()
    return await asyncio.get_running_loop().create_task(coro_factory(), context=context)


async def test_the_kb_handler_stops_between_steps_when_the_search_is_cancelled(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    manager.create("shop", embedder="model2vec").ingest(
        [Document("returns", "Returns", "Headphones can be returned within 30 days.")]
    )
    ctx = SearchContext(config=Config.from_layers({"kb": {"data_dir": str(tmp_path), "threshold": 0}}))
    request = Request(query="return headphones", type=SearchType.KB, collections=["shop"])
    normal = await KBHandler().search(request, ctx)
    assert normal.items and not normal.error
    cancelled = await in_cancelled_scope(lambda: KBHandler().search(request, ctx))
    assert cancelled.items == [] and cancelled.error == "search failed: search cancelled"
