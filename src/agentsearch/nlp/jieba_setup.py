"""One quiet, lazily initialised jieba for the whole process (its dictionary load costs ~1 s)."""

from __future__ import annotations

import logging
import threading
from types import ModuleType

__all__ = ["jieba"]

_lock = threading.Lock()
_module: ModuleType | None = None


def jieba() -> ModuleType:
    global _module
    if _module is None:
        with _lock:
            if _module is None:
                import jieba as _jieba

                _jieba.setLogLevel(logging.WARNING)
                _jieba.initialize()
                _module = _jieba
    return _module
