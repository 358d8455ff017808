"""Merging a request's preset `wheres` / `orders` / `select` into a generated DSL (reference §2.13 step 5).

Presets are prepended, as in Yao. One fix: when the generated wheres contain an `or`, they are wrapped
in a group first; otherwise a generated `or` would OR the preset filter away.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentsearch.querydsl.types import Order, QueryDSL, Where

__all__ = ["clean_select", "merge_presets"]


def clean_select(dsl: QueryDSL) -> QueryDSL:
    """Drop `*` select expressions (reference §2.13 step 4)."""
    kept = [expr for expr in dsl.select if expr.strip() not in ("*", ":*")]
    if kept == dsl.select:
        return dsl
    return dsl.model_copy(update={"select": kept})


def merge_presets(
    dsl: QueryDSL,
    *,
    wheres: Sequence[dict[str, Any] | Where] = (),
    orders: Sequence[Any] = (),
    select: Sequence[str] = (),
    limit: int = 0,
) -> QueryDSL:
    """A new DSL with the presets in front; `dsl` is not modified."""
    update: dict[str, Any] = {}
    if wheres:
        preset = [w if isinstance(w, Where) else Where.model_validate(w) for w in wheres]
        generated = list(dsl.wheres)
        if any(_has_or(w) for w in generated):
            generated = [Where(wheres=generated)]
        update["wheres"] = [*preset, *generated]
    if orders:
        preset_orders = [o if isinstance(o, Order) else Order.model_validate(o) for o in orders]
        update["orders"] = [*preset_orders, *dsl.orders]
    if select:
        update["select"] = [*select, *dsl.select] if dsl.select else list(select)
    if limit > 0 and _no_limit(dsl.limit):
        update["limit"] = limit
    return dsl.model_copy(update=update) if update else dsl


def _has_or(where: Where) -> bool:
    return where.or_


def _no_limit(value: Any) -> bool:
    return (
        value is None
        or value == ""
        or (isinstance(value, int | float) and not isinstance(value, bool) and value == 0)
    )
