"""Runs store work off the event loop: sync SQLAlchemy in a thread pool, retried when the database is busy.

Why threads rather than SQLAlchemy's asyncio extension: the sync drivers (pysqlite, psycopg) need no
extra packages or greenlet, a transaction is a plain function that is easy to retry as a whole, and a
Write 2 that has started finishes and commits even when the awaiting task is cancelled.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from agentsearch.store.errors import StoreConflictError, StoreError

T = TypeVar("T")
log = logging.getLogger("agentsearch.store")

#: Attempts of one transaction when the database reports a lock, a deadlock or a serialisation failure.
MAX_ATTEMPTS = 8
_RETRY_SQLSTATES = {"40001", "40P01", "55P03"}


def _retryable(exc: BaseException) -> bool:
    if isinstance(exc, IntegrityError):
        return False
    if isinstance(exc, OperationalError):
        message = str(exc.orig).lower()
        if "locked" in message or "busy" in message:
            return True
    if isinstance(exc, DBAPIError):
        sqlstate = getattr(exc.orig, "sqlstate", None)
        return sqlstate in _RETRY_SQLSTATES
    return False


class Runner:
    """One engine, one thread pool, one in-process write lock for SQLite, one write counter."""

    def __init__(self, engine: Engine, *, workers: int) -> None:
        self.engine = engine
        self.sqlite = engine.dialect.name == "sqlite"
        self.writes = 0
        self.closed = False
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="agentsearch-store")
        self._write_lock = threading.Lock()
        self._count_lock = threading.Lock()

    async def read(self, fn: Callable[[Connection], T]) -> T:
        return await self._submit(functools.partial(self.read_sync, fn))

    async def write(self, fn: Callable[[Connection], T]) -> T:
        return await self._submit(functools.partial(self.write_sync, fn))

    async def _submit(self, call: Callable[[], T]) -> T:
        if self.closed:
            raise StoreError("store is closed")
        loop = asyncio.get_running_loop()
        try:
            future = loop.run_in_executor(self._executor, call)
        except RuntimeError:
            raise StoreError("store is closed") from None
        return await future

    def read_sync(self, fn: Callable[[Connection], T]) -> T:
        """Run `fn` in a read transaction (deferred BEGIN on SQLite); retried when the database is busy."""
        return self._retrying(fn, write=False)

    def write_sync(self, fn: Callable[[Connection], T]) -> T:
        """Run `fn` in one write transaction; retry the whole transaction when the database is busy."""
        result = self._retrying(fn, write=True)
        with self._count_lock:
            self.writes += 1
        return result

    def _retrying(self, fn: Callable[[Connection], T], *, write: bool) -> T:
        if self.closed:
            raise StoreError("store is closed")
        attempt = 0
        while True:
            attempt += 1
            try:
                if not write:
                    return self._read(fn)
                if self.sqlite:
                    # Writers of this process queue here instead of spinning on SQLite's busy handler;
                    # other processes are still handled by BEGIN IMMEDIATE + busy_timeout + retry.
                    with self._write_lock:
                        return self._transaction(fn)
                return self._transaction(fn)
            except StoreError:
                raise
            except IntegrityError as exc:
                raise StoreConflictError(f"store write refused: {_reason(exc)}") from exc
            except DBAPIError as exc:
                if _retryable(exc) and attempt < MAX_ATTEMPTS:
                    delay = min(1.0, 0.02 * 2**attempt) * (0.5 + random.random())
                    log.info("store busy (%s); retrying in %.2fs", _reason(exc), delay)
                    time.sleep(delay)
                    continue
                kind = "write" if write else "read"
                raise StoreError(f"store {kind} failed: {_reason(exc)}") from exc

    def _read(self, fn: Callable[[Connection], T]) -> T:
        with self.engine.connect() as connection:
            if self.sqlite:
                connection = connection.execution_options(sqlite_begin="deferred")
            with connection.begin():
                return fn(connection)

    def _transaction(self, fn: Callable[[Connection], T]) -> T:
        with self.engine.begin() as connection:
            return fn(connection)

    def close(self) -> None:
        self.closed = True
        self._executor.shutdown(wait=True)
        self.engine.dispose()


def _reason(exc: BaseException) -> str:
    orig: Any = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
