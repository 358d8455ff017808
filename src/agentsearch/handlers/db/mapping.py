"""Rows → ResultItems (reference §2.13 step 8), with values made JSON-safe.

The JSON fallback content is cut on characters, not bytes (Yao cuts bytes and can split a character,
reference §7.23), and is not HTML-escaped: escaping belongs to the `<references>` XML writer.
"""

from __future__ import annotations

import base64
import datetime as dt
import decimal
import json
import uuid
from collections.abc import Mapping
from typing import Any

from agentsearch.types import ResultItem, SearchType, SourceType

__all__ = ["CONTENT_KEYS", "CONTENT_LIMIT", "TITLE_KEYS", "json_value", "row_to_item"]

TITLE_KEYS = ("title", "name", "subject", "label")
CONTENT_KEYS = ("content", "description", "summary", "text", "body")
CONTENT_LIMIT = 500


def json_value(value: Any) -> Any:
    """A JSON-safe version of a database value."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if value == value and value not in (float("inf"), float("-inf")) else None
    if isinstance(value, decimal.Decimal):
        if not value.is_finite():
            return None
        exponent = value.as_tuple().exponent
        return (
            int(value)
            if value == value.to_integral_value() and isinstance(exponent, int) and exponent >= 0
            else float(value)
        )
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return value.total_seconds()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, Mapping):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set):
        return [json_value(v) for v in value]
    return str(value)


def row_to_item(row: Mapping[str, Any], *, model: str, primary_key: str, source: SourceType) -> ResultItem:
    data = {str(key): json_value(value) for key, value in row.items()}
    title = _first_text(data, TITLE_KEYS)
    content = _first_text(data, CONTENT_KEYS)
    if not content:
        content = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))[:CONTENT_LIMIT]
    return ResultItem(
        type=SearchType.DB,
        source=source,
        model=model,
        title=title,
        content=content,
        data=data,
        record_id=data.get(primary_key or "id"),
    )


def _first_text(data: Mapping[str, Any], keys: tuple[str, ...]) -> str:
    for key in keys:
        value = data.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return ""
