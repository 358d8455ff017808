"""Cooperative cancellation of search work that runs in worker threads.

KB and DB searches run in threads (`asyncio.to_thread`), which asyncio cannot stop: cancelling the
awaiting task lets the caller go on, but the thread would keep scoring chunks or running SQL, so a
`race` or `any` that "cancelled" the slow search still paid for it, and `asyncio.run` waited for it.

The Searcher gives every request a `CancelScope` in a context variable; `asyncio.to_thread` copies
context variables into the thread, so the work sees its own scope without any signature change. When
the request is cancelled (race/any lost, timeout, client gone) the scope is set: loops call
`check_cancelled()` between steps and stop with `SearchCancelled`, and blocking calls register an
interrupt (`on_cancel`, e.g. SQLite's `interrupt()`, PostgreSQL's cancel request) that stops them.
"""

from __future__ import annotations

import contextlib
import contextvars
import threading
from collections.abc import Callable, Iterator

from agentsearch.errors import SearchError

__all__ = [
    "CancelScope",
    "SearchCancelled",
    "check_cancelled",
    "current_scope",
    "enter_scope",
    "on_cancel",
]


class SearchCancelled(SearchError):
    """Raised inside worker-thread search code whose request was cancelled."""


class CancelScope:
    """A cancellation flag plus the interrupts of the blocking calls running under it."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._interrupts: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            interrupts = list(self._interrupts)
        for interrupt in interrupts:
            with contextlib.suppress(Exception):  # the call may have just finished
                interrupt()

    @contextlib.contextmanager
    def interrupt_with(self, interrupt: Callable[[], None]) -> Iterator[None]:
        with self._lock:
            self._interrupts.append(interrupt)
            already = self._event.is_set()
        try:
            if already:
                interrupt()
            yield
        finally:
            with self._lock:
                self._interrupts.remove(interrupt)


_SCOPE: contextvars.ContextVar[CancelScope | None] = contextvars.ContextVar(
    "agentsearch_cancel", default=None
)


def current_scope() -> CancelScope | None:
    return _SCOPE.get()


def enter_scope(scope: CancelScope) -> None:
    """Make `scope` the current one (call inside the context the work runs in)."""
    _SCOPE.set(scope)


def check_cancelled() -> None:
    """Raise `SearchCancelled` when the current search was cancelled (cheap; call it in loops)."""
    scope = _SCOPE.get()
    if scope is not None and scope.cancelled:
        raise SearchCancelled("search cancelled")


@contextlib.contextmanager
def on_cancel(interrupt: Callable[[], None]) -> Iterator[None]:
    """While the block runs, a cancellation of the current search calls `interrupt` (from another
    thread) to stop a blocking call, such as a long SQL statement."""
    scope = _SCOPE.get()
    if scope is None:
        yield
        return
    with scope.interrupt_with(interrupt):
        yield
