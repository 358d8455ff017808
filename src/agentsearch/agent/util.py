"""Small helpers shared by the runtime modules: JSON-safe copies (and `one_line`, re-exported from
`agentsearch.errors`, where the project's one helper for one-line error texts lives)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from agentsearch.errors import one_line

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
