"""Random ids (hex) from a buffered `os.urandom`, not one system call per id.

`uuid.uuid4()` reads the kernel's random source on every call, and that call releases the GIL: on a
busy server, where worker threads hold the GIL for searches and store writes, the event loop then waits
up to a switch interval to get it back, for every trace node, message and request id of every stream
(a watchdog on the loop caught it in `uuid4` in most of its 15–25 ms stalls). Here 4 kB are read at
once and handed out in slices: the same unpredictable bytes, one system call per ~250 ids. A forked
child starts with an empty buffer, so parent and child never hand out the same id.
"""

from __future__ import annotations

import os
import threading

__all__ = ["random_hex"]

_REFILL = 4096
_lock = threading.Lock()
_pool = b""
_used = 0


def random_hex(nbytes: int = 16) -> str:
    """`nbytes` random bytes as hex (16: the length of `uuid4().hex`)."""
    global _pool, _used
    with _lock:
        if _used + nbytes > len(_pool):
            _pool, _used = os.urandom(max(_REFILL, nbytes)), 0
        chunk = _pool[_used : _used + nbytes]
        _used += nbytes
    return chunk.hex()


def _forget() -> None:
    global _pool, _used, _lock
    _pool, _used, _lock = b"", 0, threading.Lock()


os.register_at_fork(after_in_child=_forget)
