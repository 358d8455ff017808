"""Database rows as text the model can read.

A DB item's `content` is its description column (reference §2.13), so without this the model would
see "Over-ear headphones" but not the price it was asked about. Before references are built, each DB
item gets one extra line with the row's other fields ("brand: Sony; price: 349.99; ..."), which is
also what the stored reference resolves to.
"""

from __future__ import annotations

from collections.abc import Iterable

from agentsearch.types import Result, SearchType

__all__ = ["describe_rows"]

_LIMIT = 600


def _row_line(data: dict[str, object], skip: set[str]) -> str:
    parts = []
    for key, value in data.items():
        if key in skip or value is None or value == "" or isinstance(value, dict | list):
            continue
        text = str(value)
        if len(text) > 120:
            continue
        # "id: 18" reads like a citation id to a small model: say what it is
        label = f"record {key}" if key.lower() == "id" or key.lower().endswith("_id") else key
        parts.append(f"{label}: {text}")
    line = "; ".join(parts)
    return line if len(line) <= _LIMIT else line[: _LIMIT - 1] + "…"


def describe_rows(results: Iterable[Result]) -> list[Result]:
    """Copies of `results` whose DB items carry their row fields in `content` (others unchanged)."""
    out: list[Result] = []
    for result in results:
        if not any(item.type == SearchType.DB and item.data for item in result.items):
            out.append(result)
            continue
        items = []
        for item in result.items:
            if item.type != SearchType.DB or not item.data or item.metadata.get("row_described"):
                items.append(item)
                continue
            skip = {key for key, value in item.data.items() if value in (item.title, item.content)}
            line = _row_line(dict(item.data), skip)
            content = f"{item.content}\n{line}" if item.content and line else (item.content or line)
            items.append(
                item.model_copy(
                    update={"content": content, "metadata": {**item.metadata, "row_described": True}}
                )
            )
        out.append(result.model_copy(update={"items": items}))
    return out
