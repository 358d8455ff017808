"""A test app on disk, handlers registered through the public plugin registry, and a fake OpenAI server.

The handlers are small plugins (the `Handler` protocol third parties implement) serving fixed data, so
these tests pin down the runtime's behaviour independently of the KB/DB/web implementations.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import yaml

from agentsearch.context import SearchContext
from agentsearch.types import Request, Result, ResultItem, SearchType


class FixedHandler:
    """Serves `docs[type]`; a query containing "explode" raises, one containing "broken" errors."""

    def __init__(self, kind: SearchType, docs: list[dict[str, Any]]) -> None:
        self.type = kind
        self.docs = docs
        self.requests: list[Request] = []

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        self.requests.append(request)
        if "explode" in request.query:
            raise RuntimeError("provider exploded")
        if "broken" in request.query or (self.type == SearchType.WEB and "noweb" in request.query):
            return Result(error=f"{self.type.value} backend unavailable")
        items = []
        for doc in self.docs:
            if request.collections and doc.get("collection") not in request.collections:
                continue
            if request.models and doc.get("model") not in request.models:
                continue
            items.append(ResultItem(type=self.type, **doc))
        limit = request.limit or len(items)
        return Result(items=items[:limit])


KB_DOCS = [
    {
        "title": "Returns",
        "content": "Headphones can be returned within 30 days.",
        "collection": "handbook",
        "document_id": "returns",
        "score": 0.9,
    },
    {
        "title": "Shipping",
        "content": "Shipping is free over $50.",
        "collection": "handbook",
        "document_id": "shipping",
        "score": 0.5,
    },
    {
        "title": "Warranty",
        "content": "Every product has a two year warranty.",
        "collection": "legal",
        "document_id": "warranty",
        "score": 0.7,
    },
]
DB_DOCS = [
    {
        "title": "Sony WH-1000XM5",
        "content": "Sony headphones, $349",
        "model": "products",
        "record_id": 1,
        "score": 1.0,
    },
    {"title": "Order 7", "content": "Order 7 shipped", "model": "orders", "record_id": 7, "score": 1.0},
]
WEB_DOCS = [
    {
        "title": "Headphone review",
        "content": "The best headphones of the year.",
        "url": "https://example.com/a",
        "score": 0.8,
    },
]


def write_app(
    root: Path,
    assistants: dict[str, dict[str, Any]],
    *,
    agent: dict[str, Any] | None = None,
    search: dict[str, Any] | None = None,
    connectors: dict[str, dict[str, Any]] | None = None,
) -> Path:
    """Write an app: `assistants[id] = {"package": {...}, "hooks": "python source", "prompts": [...]}`."""
    (root / "agent").mkdir(parents=True, exist_ok=True)
    (root / "agent" / "agent.yml").write_text(yaml.safe_dump(agent or {}), encoding="utf-8")
    (root / "agent" / "search.yml").write_text(yaml.safe_dump(search or {}), encoding="utf-8")
    for assistant_id, spec in assistants.items():
        folder = root / "assistants" / Path(*assistant_id.split("."))
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.yao").write_text(json.dumps(spec.get("package", {})), encoding="utf-8")
        if "prompts" in spec:
            (folder / "prompts.yml").write_text(yaml.safe_dump(spec["prompts"]), encoding="utf-8")
        if "hooks" in spec:
            (folder / "hooks.py").write_text(textwrap.dedent(spec["hooks"]), encoding="utf-8")
    for name, data in (connectors or {}).items():
        (root / "connectors").mkdir(exist_ok=True)
        (root / "connectors" / f"{name}.conn.yml").write_text(yaml.safe_dump(data), encoding="utf-8")
    return root


PROMPTS = [{"role": "system", "content": "You are the shop assistant."}]

SHOP = {
    "package": {
        "name": "Shop",
        "kb": {"collections": ["handbook"]},
        "db": {"models": ["products"]},
        "uses": {"web": "disabled"},
    },
    "prompts": PROMPTS,
}
