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
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from agentsearch.redaction import redact_data
from agentsearch.server.sse import KEEPALIVE, sse_event
from agentsearch.server.state import ServerState

__all__ = ["KEEPALIVE_SECONDS", "TICK", "EventStream", "batches", "pumped", "relay", "start_frame"]

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
    async with contextlib.aclosing(batches(state, events)) as ready:
        async for batch in ready:
            for item in batch:
                yield item


async def batches(state: ServerState, events: AsyncIterator[Any]) -> AsyncGenerator[list[Any], None]:
    """`pumped`, as lists of the items that were ready together (a run often emits several events in
    one step; the relay writes them with one send)."""
    queue: asyncio.Queue[Any] = asyncio.Queue()

    def queued(position: int) -> None:
        queue.put_nowait({"event": "queued", "position": position})

    async def pump() -> None:
        try:
            await state.first_events.wait()  # streams that arrived earlier have their start event first
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
        while not finished:
            batch: list[Any] = []
            item = await queue.get()
            while True:
                if item is _DONE:
                    finished = True
                    break
                batch.append(item)
                if queue.empty():
                    break
                item = queue.get_nowait()
            if batch:
                yield batch
    finally:
        timer[0].cancel()
        if not finished and not task.done():
            task.cancel()


def start_frame(start: dict[str, Any]) -> bytes:
    """The `start` event the server sends for a run before scheduling it (the ids it chose), so a
    client learns its request_id however busy the server is."""
    return sse_event("start", {"event": "start", **start})


async def relay(
    state: ServerState, events: AsyncIterator[Any], *, skip_start: bool = False
) -> AsyncIterator[bytes]:
    """SSE frames for a run's events, the frames of events that were ready together in one chunk; on
    disconnect the run is cancelled (and then saves). `skip_start`: the server sent its own `start`
    (`start_frame`), so the runtime's, which carries the same ids, is not repeated."""
    async with contextlib.aclosing(batches(state, events)) as ready:
        async for batch in ready:
            frames = []
            for item in batch:
                if item is TICK:
                    frames.append(KEEPALIVE)
                    continue
                name, data = _payload(item)
                if skip_start and name == "start":
                    skip_start = False
                    continue
                frames.append(sse_event(name, data))
            if frames:
                yield b"".join(frames)


class EventStream(StreamingResponse):
    """A streaming response whose first frame (`first`) goes out with its headers, in the step that
    built the response. Starlette's `StreamingResponse` sends both from a task it starts, one loop
    turn later, and under a burst every request waits through those turns of all the others."""

    def __init__(self, content: AsyncIterator[bytes], first: bytes, headers: dict[str, str]) -> None:
        super().__init__(content, media_type="text/event-stream", headers=headers)
        self.first = first
        self._head_sent = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
        self._head_sent = True
        await send({"type": "http.response.body", "body": self.first, "more_body": True})
        await super().__call__(scope, receive, send)

    async def stream_response(self, send: Send) -> None:
        if not self._head_sent:
            await send(
                {"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers}
            )
        async for chunk in self.body_iterator:
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})
