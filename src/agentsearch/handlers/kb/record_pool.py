"""Record worker processes for a long ingestion: `python -m agentsearch.handlers.kb.record_pool`.

Why a fresh interpreter and not `multiprocessing`: `fork` copies a process that already has threads
(the writer, onnxruntime's and OpenBLAS's pools, a server's), which Python 3.12+ warns may deadlock
the child; `spawn` and `forkserver` import the caller's main module again in each worker, so a script
without an `if __name__ == "__main__"` guard would run its own ingestion there. A worker started here
imports only this module, receives the pickled `RecordBuilder`, then builds batches of documents
sent as pickles on its stdin and answers each on its stdout, in order. It reads its stdin in a thread
so that neither side blocks on a full pipe while the other writes.

The parent builds in its own process while the workers start (~0.5 s of imports) and whenever a
worker cannot serve (its interpreter fails, the builder's classes do not import there, it dies):
the batches it held are built again here, so the records and their order never depend on workers.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import queue
import select
import signal
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Iterator
from typing import IO, Any

from agentsearch.handlers.kb.documents import Document, ParseError
from agentsearch.handlers.kb.records import Built, RecordBuilder

__all__ = ["pooled"]

_PROTOCOL = pickle.HIGHEST_PROTOCOL


class _Unavailable(Exception):
    """A worker cannot serve: build its batches in this process instead."""


class _Worker:
    def __init__(self, builder: bytes) -> None:
        # the parent's path, so the child imports the same agentsearch and the extractor's module
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", __name__], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin: IO[bytes] = self.process.stdin
        self.stdout: IO[bytes] = self.process.stdout
        self._send_raw(builder)

    def _send_raw(self, payload: bytes) -> None:
        try:
            self.stdin.write(payload)
            self.stdin.flush()
        except OSError as exc:  # it exited
            raise _Unavailable(str(exc)) from exc

    def send(self, documents: list[Document]) -> None:
        self._send_raw(pickle.dumps(documents, _PROTOCOL))

    def answered(self) -> bool:
        """Whether an answer is waiting (never blocks)."""
        return bool(select.select([self.stdout], [], [], 0)[0])

    def receive(self) -> Any:
        try:
            status, value = pickle.load(self.stdout)
        except (EOFError, OSError, pickle.UnpicklingError) as exc:
            raise _Unavailable(f"record worker exited: {exc!r}") from exc
        if status == "raised":  # the builder's own error, as building here would raise it
            raise value
        if status != "ok":
            raise _Unavailable(str(value))
        return value

    def stop(self) -> None:
        for stream in (self.stdin, self.stdout):
            with contextlib.suppress(OSError):
                stream.close()
        if self.process.poll() is None:
            self.process.terminate()  # a batch it is still building is not wanted
        self.process.wait()


def pooled(
    builder: RecordBuilder, iterator: Iterator[Document | ParseError], workers: int
) -> Iterator[Built | ParseError]:
    """The rest of the documents built by `workers` worker processes, in order, at most two batches
    per worker in flight (bounded memory); parse errors are yielded when they are read."""
    from agentsearch.handlers.kb import ingest  # its batch size, which the tests make small

    payload = pickle.dumps(builder, _PROTOCOL)
    started = [_Worker(payload) for _ in range(workers)]
    ready: list[_Worker] = []
    in_flight: deque[tuple[_Worker, list[Document]]] = deque()
    batch: list[Document] = []
    try:
        for item in iterator:
            if isinstance(item, ParseError):
                yield item
                continue
            if not ready:
                if started and started[0].answered():  # the first worker is up: so are the others
                    ready = _serving(started)
                    started = []
                if not ready:
                    yield builder.build(item)  # while they start, or when none can serve
                    continue
            batch.append(item)
            if len(batch) >= ingest.POOL_BATCH_DOCUMENTS:
                yield from _submit(builder, ready, in_flight, batch)
                batch = []
                while len(in_flight) > 2 * len(ready):
                    yield from _answer(builder, ready, in_flight)
        if batch:
            yield from _submit(builder, ready, in_flight, batch)
        while in_flight:
            yield from _answer(builder, ready, in_flight)
    finally:
        for worker in [*started, *ready]:
            worker.stop()


def _serving(started: list[_Worker]) -> list[_Worker]:
    """The workers that loaded the builder (each answers once when it has); the others are stopped."""
    serving = []
    for worker in started:
        try:
            worker.receive()
            serving.append(worker)
        except _Unavailable:
            worker.stop()
    return serving


def _submit(
    builder: RecordBuilder,
    ready: list[_Worker],
    in_flight: deque[tuple[_Worker, list[Document]]],
    batch: list[Document],
) -> Iterator[Built]:
    """`batch` to the next worker in turn; built here when no worker is left."""
    while ready:
        held = [sum(1 for w, _ in in_flight if w is worker) for worker in ready]
        worker = ready[held.index(min(held))]  # the least busy
        try:
            worker.send(batch)
        except _Unavailable:
            _drop(worker, ready)
            continue
        in_flight.append((worker, batch))
        return
    yield from (builder.build(doc) for doc in batch)


def _answer(
    builder: RecordBuilder, ready: list[_Worker], in_flight: deque[tuple[_Worker, list[Document]]]
) -> Iterator[Built]:
    """The oldest batch's records: its worker's answer, or built here if that worker is gone."""
    worker, batch = in_flight.popleft()
    if worker in ready:
        try:
            yield from worker.receive()
            return
        except _Unavailable:
            _drop(worker, ready)
    yield from (builder.build(doc) for doc in batch)


def _drop(worker: _Worker, ready: list[_Worker]) -> None:
    ready.remove(worker)
    worker.stop()


def _serve() -> None:
    """The worker's side: the builder, then one answer per batch until stdin closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C is the parent's to handle; it stops us
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    try:
        builder: RecordBuilder = pickle.load(source)
    except Exception as exc:  # e.g. an extractor class defined in the caller's main module
        pickle.dump(("unavailable", repr(exc)), sink, _PROTOCOL)
        sink.flush()
        return
    pickle.dump(("ok", None), sink, _PROTOCOL)
    sink.flush()
    batches: queue.Queue[list[Document] | None] = queue.Queue()

    def read() -> None:
        while True:
            try:
                batches.put(pickle.load(source))
            except (EOFError, OSError):
                batches.put(None)
                return

    threading.Thread(target=read, daemon=True).start()
    while (documents := batches.get()) is not None:
        try:
            answer: tuple[str, Any] = ("ok", [builder.build(doc) for doc in documents])
            payload = pickle.dumps(answer, _PROTOCOL)
        except Exception as exc:
            try:
                payload = pickle.dumps(("raised", exc), _PROTOCOL)
            except Exception:
                payload = pickle.dumps(("raised", RuntimeError(repr(exc))), _PROTOCOL)
        try:
            sink.write(payload)
            sink.flush()
        except OSError:  # the parent stopped reading
            return


if __name__ == "__main__":
    _serve()
