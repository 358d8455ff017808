"""Server-sent events framing: one `event:` name and one JSON `data:` line per event."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["KEEPALIVE", "sse_event"]

#: A comment line; proxies and browsers ignore it, and it lets the server notice a closed client.
KEEPALIVE = b": keepalive\n\n"


def sse_event(event: str, data: Any, *, event_id: str | None = None) -> bytes:
    """Encode one event. JSON never contains a raw newline, so one `data:` line is always enough."""
    lines = []
    if event_id:
        lines.append(f"id: {event_id}")
    lines.append(f"event: {event}")
    lines.append("data: " + json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str))
    return ("\n".join(lines) + "\n\n").encode("utf-8")
