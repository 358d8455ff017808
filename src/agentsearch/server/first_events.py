"""New streams' first events go out before new runs begin.

Under a burst of chat requests the event loop used to alternate between answering the next request
and running the streams already accepted: the runs' search, rerank and writes (and their worker
threads competing for the GIL) stood between a request's arrival and its `start` event, which costs
the server almost nothing to send. `FirstEvents` counts the chat requests that have arrived but not
yet sent a byte of their response; a run waits for those before it begins. Fairness is kept by
taking a snapshot: a run waits only for the requests that arrived before it began to wait, never for
later ones, so a steady flow of new requests cannot hold it back. (Runs already under way are not
paused; their steps interleave with new requests at every await, as before.)
"""

from __future__ import annotations

import asyncio
import collections
import contextlib

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["FirstEvents", "FirstEventsMiddleware"]


class FirstEvents:
    """Requests waiting to send their first byte, in arrival order (ticket numbers)."""

    def __init__(self) -> None:
        self._next = 0
        self._pending: dict[int, None] = {}  # ordered: the oldest pending ticket is the first key
        self._waiters: collections.deque[tuple[int, asyncio.Future[None]]] = collections.deque()

    @property
    def pending(self) -> int:
        return len(self._pending)

    def arrived(self) -> int:
        """A request came in; returns its ticket for `answered`."""
        ticket = self._next
        self._next += 1
        self._pending[ticket] = None
        return ticket

    def answered(self, ticket: int) -> None:
        """The request sent its first byte (or ended); wake the runs that waited only for older ones."""
        if ticket not in self._pending:
            return
        del self._pending[ticket]
        oldest = next(iter(self._pending), self._next)
        while self._waiters and self._waiters[0][0] < oldest:
            _, future = self._waiters.popleft()
            if not future.done():
                future.set_result(None)

    async def wait(self) -> None:
        """Return once every request that arrived before this call has sent its first byte."""
        if not self._pending:
            return
        future = asyncio.get_running_loop().create_future()
        self._waiters.append((self._next - 1, future))
        await future


class FirstEventsMiddleware:
    """Counts the requests to `paths` (POST) from their arrival until their response's first body
    message, or until they end without one; a pure ASGI middleware, so the count starts before any
    routing or parsing."""

    def __init__(self, app: ASGIApp, first_events: FirstEvents, paths: frozenset[str]) -> None:
        self.app = app
        self.first_events = first_events
        self.paths = paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST" or scope.get("path") not in self.paths:
            await self.app(scope, receive, send)
            return
        first_events = self.first_events
        ticket: int | None = first_events.arrived()

        async def counted_send(message: Message) -> None:
            nonlocal ticket
            if ticket is not None and message["type"] == "http.response.body":
                first_events.answered(ticket)
                ticket = None
            await send(message)

        try:
            await self.app(scope, receive, counted_send)
        finally:
            if ticket is not None:
                with contextlib.suppress(Exception):
                    first_events.answered(ticket)
