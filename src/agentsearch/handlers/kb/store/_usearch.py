"""The one place usearch is imported, after the system libstdc++ is loaded globally.

usearch's wheel links libstdc++ statically and exports its locale facet ids as STB_GNU_UNIQUE symbols.
The dynamic linker binds every later libstdc++ user to the first copy of those symbols, so when usearch
is imported before onnxruntime (which uses the system libstdc++), onnxruntime's module init runs the
system locale code against usearch's ids and the process dies with SIGSEGV (usearch 2.17-2.26 with
onnxruntime 1.32). Loading the system libstdc++ with RTLD_GLOBAL first makes its symbols the ones
everybody binds to, whichever of the two packages is imported first afterwards.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import importlib.util
import logging
import sys
from typing import Any

__all__ = ["usearch_available", "usearch_index"]

_log = logging.getLogger("agentsearch.kb")
_warned = False


def usearch_available() -> bool:
    """Whether the `hnsw` extra is installed; without it large collections are searched exactly
    (numpy, slower above ~100k chunks but the same results), and this says so once in the log."""
    global _warned
    if importlib.util.find_spec("usearch") is not None:
        return True
    if not _warned:
        _warned = True
        _log.info("usearch is not installed (pip install 'agentsearch[scale]'): exact vector search is used")
    return False


def _preload_system_libstdcxx() -> None:
    if not sys.platform.startswith("linux"):
        return
    name = ctypes.util.find_library("stdc++") or "libstdc++.so.6"
    # no system libstdc++ (static distros): then nothing else can bind to it either
    with contextlib.suppress(OSError):
        ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL)


def usearch_index() -> Any:
    """The `usearch.index.Index` class, imported safely beside onnxruntime."""
    if "usearch.index" not in sys.modules:
        _preload_system_libstdcxx()
    from usearch.index import Index

    return Index
