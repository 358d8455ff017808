"""Relaxation: when a query returns no rows and one of its conditions came from a weak link (a
word matched inside a longer value, `genre LIKE '%dance%'`), the handler retries without those
conditions and reports what it dropped, instead of answering "nothing" to a near miss.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

__all__ = ["Relaxed", "relax"]


@dataclass(frozen=True)
class Relaxed:
    dsl: dict[str, Any]
    dropped: list[str]

    @property
    def note(self) -> str:
        return f"no rows matched every condition; retried without the weakly linked {', '.join(self.dropped)}"


def relax(dsl: dict[str, Any] | None, weak: list[dict[str, Any]]) -> Relaxed | None:
    """`dsl` without its top-level wheres equal to one in `weak`; None when nothing would change."""
    if not dsl or not weak or not isinstance(dsl.get("wheres"), list):
        return None
    kept = [where for where in dsl["wheres"] if where not in weak]
    if len(kept) == len(dsl["wheres"]):
        return None
    if not kept and not (dsl.get("select") or dsl.get("orders") or dsl.get("groups")):
        return None  # dropping every condition would return the whole table, not a near answer
    dropped = [_describe(where) for where in dsl["wheres"] if where in weak]
    out = dict(dsl)
    if kept:
        out["wheres"] = kept
    else:
        out.pop("wheres")
    return Relaxed(out, dropped)


def _describe(where: dict[str, Any]) -> str:
    if "field" in where:
        return f"{where['field']} {where.get('op', '=')} {json.dumps(where.get('value'), ensure_ascii=False)}"
    parts = [_describe(inner) for inner in where.get("wheres", []) if isinstance(inner, dict)]
    return "(" + " or ".join(parts) + ")"
