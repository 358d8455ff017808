"""The allowed-fields filter of reference §2.10 (applied only when `allowed_fields` is non-empty)."""

from __future__ import annotations

from typing import Any

from agentsearch.querydsl.expression import parse_expression

__all__ = ["filter_allowed_fields"]


def filter_allowed_fields(
    dsl: dict[str, Any] | None, allowed: list[str]
) -> tuple[dict[str, Any] | None, str]:
    """(filtered DSL, warning or ""): drops select / where / order entries naming other fields."""
    if dsl is None or not allowed:
        return dsl, ""
    allowed_set = {name.lower() for name in allowed}
    removed: list[str] = []

    def ok(name: Any) -> bool:
        if not isinstance(name, str):
            return True
        try:
            field = parse_expression(name).field
        except Exception:  # malformed entries are the linter's business
            field = name
        bare = field.rsplit(".", 1)[-1].lower()
        return field == "*" or bare in allowed_set or field.lower() in allowed_set

    out = dict(dsl)
    if isinstance(out.get("select"), list):
        kept = []
        for expr in out["select"]:
            if ok(expr):
                kept.append(expr)
            else:
                removed.append(f"select:{expr}")
        out["select"] = kept

    def wheres(items: list[Any]) -> list[Any]:
        kept_w = []
        for item in items:
            if isinstance(item, dict):
                name = item.get("field", item.get("column"))
                if name is not None and not ok(name):
                    removed.append(f"where:{name}")
                    continue
                if isinstance(item.get("wheres"), list):
                    item = {**item, "wheres": wheres(item["wheres"])}
            kept_w.append(item)
        return kept_w

    if isinstance(out.get("wheres"), list):
        out["wheres"] = wheres(out["wheres"])
    if isinstance(out.get("orders"), list):
        kept_o = []
        for order in out["orders"]:
            name = (
                order.get("field") if isinstance(order, dict) else str(order).split()[0] if order else order
            )
            if ok(name):
                kept_o.append(order)
            else:
                removed.append(f"order:{name}")
        out["orders"] = kept_o
    if not removed:
        return out, ""
    names = ", ".join(entry.split(":", 1)[1] for entry in removed)
    return out, f"removed fields not in allowed list: {names}"
