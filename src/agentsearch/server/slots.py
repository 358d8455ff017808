"""Bounded concurrency for runs, first come first served, with each waiter told its place in line.

`asyncio.Semaphore` does not promise FIFO order (a run that arrives just as a slot frees can take it
ahead of older waiters) and cannot say how many are ahead. `RunSlots` keeps its waiters in a deque: a
released slot passes straight to the oldest waiter, and every waiter behind hears its new position
(1 = next to start) through the callback it gave, which the stream turns into a `queued` SSE event.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

__all__ = ["Position", "RunSlots"]

Position = Callable[[int], None]


class _Waiter:
    __slots__ = ("future", "notify")

    def __init__(self, future: asyncio.Future[None], notify: Position | None) -> None:
        self.future = future
        self.notify = notify


class RunSlots:
    """At most `limit` holders at once; the others wait in arrival order."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = limit
        self.running = 0
        self._waiters: collections.deque[_Waiter] = collections.deque()

    @property
    def waiting(self) -> int:
        return len(self._waiters)

    def _announce(self) -> None:
        for place, waiter in enumerate(self._waiters, 1):
            if waiter.notify is not None:
                waiter.notify(place)

    def _release(self) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.future.done():  # hand the slot over: `running` stays the same
                waiter.future.set_result(None)
                self._announce()
                return
        self.running -= 1

    @asynccontextmanager
    async def slot(self, on_position: Position | None = None) -> AsyncIterator[None]:
        """Hold a slot for the block; while waiting, `on_position(n)` is called at once and whenever
        the line ahead shrinks (never when the slot is free right away)."""
        if self.running < self.limit and not self._waiters:
            self.running += 1
        else:
            waiter = _Waiter(asyncio.get_running_loop().create_future(), on_position)
            self._waiters.append(waiter)
            if on_position is not None:
                on_position(len(self._waiters))
            try:
                await waiter.future
            except asyncio.CancelledError:
                if waiter.future.done() and not waiter.future.cancelled():
                    self._release()  # the slot was handed over just as the waiter left: pass it on
                else:
                    self._waiters.remove(waiter)
                    self._announce()
                raise
        try:
            yield
        finally:
            self._release()
