"""Small helpers shared by the runtime modules: JSON-safe copies and one-line error texts."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from agentsearch.errors import AgentSearchError

__all__ = ["jsonable", "one_line"]


def jsonable(value: Any) -> Any:
    if value is None:
        return None
    try:
        return json.loads(json.dumps(value, default=_default, ensure_ascii=False))
    except (TypeError, ValueError):
        return str(value)


def _default(value: Any) -> Any:
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return str(value)


def one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if isinstance(exc, AgentSearchError):
        return text or type(exc).__name__
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
