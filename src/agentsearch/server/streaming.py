"""Relaying a run's events to an SSE response, and what happens when the client goes away.

The run is pumped by its own task into a queue; the response only reads the queue. When the client
disconnects, Starlette cancels the response, and the response cancels the run's task exactly once:
the runtime's two-write strategy then saves what was produced (its `finally` may await the store,
because the run is not inside the response's cancelled scope, which would cancel every await again).
The server keeps the task until it has finished writing (`ServerState.keep` / `drain`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Any

from pydantic import BaseModel

from agentsearch.redaction import redact_data
from agentsearch.server.sse import KEEPALIVE, sse_event
from agentsearch.server.state import ServerState

__all__ = ["KEEPALIVE_SECONDS", "TICK", "pumped", "relay"]

log = logging.getLogger("agentsearch.server")

KEEPALIVE_SECONDS = 15.0
_DONE = object()
_KEEPALIVE = object()


def _payload(event: Any) -> tuple[str, Any]:
    """The SSE name and JSON data of an event, with every secret redacted (errors and traces of a run
    quote upstream bodies, which may echo a key)."""
    if isinstance(event, BaseModel):
        data = event.model_dump(mode="json")
        return str(data.get("event") or "message"), redact_data(data)
    if isinstance(event, dict):
        return str(event.get("event") or "message"), redact_data(event)
    return "message", redact_data(event)


#: What `pumped` yields when nothing happened for KEEPALIVE_SECONDS.
TICK = _KEEPALIVE


async def pumped(state: ServerState, events: AsyncIterator[Any]) -> AsyncGenerator[Any, None]:
    """The run's events as its own task produces them, with `TICK` after each quiet
    KEEPALIVE_SECONDS. Closing this generator (the client left) cancels the run exactly once; a run
    that raises ends with an `{"event": "error"}` dict, never a traceback to the client. While the run
    waits for a slot (`ServerState.run_slot`), `{"event": "queued", "position": n}` comes first, again
    each time it moves up the line."""
    queue: asyncio.Queue[Any] = asyncio.Queue()

    def queued(position: int) -> None:
        queue.put_nowait({"event": "queued", "position": position})

    async def pump() -> None:
        try:
            async with state.run_slot(queued):
                async for event in events:
                    queue.put_nowait(event)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the runtime should end with an EndEvent; never a traceback to clients
            log.exception("stream failed")
            queue.put_nowait({"event": "error", "message": f"{type(exc).__name__}: {exc}"})
        finally:
            close = getattr(events, "aclose", None)
            if close is not None:
                with contextlib.suppress(Exception):
                    await close()
            queue.put_nowait(_DONE)

    loop = asyncio.get_running_loop()

    def tick() -> None:  # a timer, not wait_for: wait_for costs a task per event
        queue.put_nowait(_KEEPALIVE)
        timer[0] = loop.call_later(KEEPALIVE_SECONDS, tick)

    timer = [loop.call_later(KEEPALIVE_SECONDS, tick)]
    task = asyncio.create_task(pump())
    state.keep(task)
    finished = False
    try:
        while True:
            item = await queue.get()
            if item is _DONE:
                finished = True
                return
            yield item
    finally:
        timer[0].cancel()
        if not finished and not task.done():
            task.cancel()


async def relay(
    state: ServerState, events: AsyncIterator[Any], start: dict[str, Any] | None = None
) -> AsyncIterator[bytes]:
    """SSE frames for a run's events; on disconnect the run is cancelled (and then saves).

    `start` (the ids the server chose for the run) is sent at once, before the run is scheduled, so a
    client learns its request_id however busy the server is; the runtime's own `start` event, which
    carries the same ids, is then not repeated."""
    if start is not None:
        yield sse_event("start", {"event": "start", **start})
    skip_start = start is not None
    async with contextlib.aclosing(pumped(state, events)) as items:
        async for item in items:
            if item is TICK:
                yield KEEPALIVE
                continue
            name, data = _payload(item)
            if skip_start and name == "start":
                skip_start = False
                continue
            yield sse_event(name, data)
