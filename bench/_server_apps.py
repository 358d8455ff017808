"""ASGI factories the server benchmark runs in their own processes (`uvicorn --factory`).

`chat_app` is the agentsearch server over `$BENCH_APP_DIR` with a two-document KB handler (the KB
itself is benchmarked elsewhere); `fake_llm` is the OpenAI-compatible fake of the server tests.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any

from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.server import create_app
from agentsearch.types import Request, Result, ResultItem, SearchType

ROOT = Path(__file__).resolve().parents[1]


class FixedDocs:
    type = SearchType.KB

    async def search(self, request: Request, ctx: Any) -> Result:
        items = [
            ResultItem(type=SearchType.KB, title="Return policy", content="Returns in 30 days.", score=0.9,
                       collection="docs", document_id="d1", url="https://shop.example/returns"),
            ResultItem(type=SearchType.KB, title="Sony WH-1000XM5", content="Price $399.", score=0.8,
                       collection="docs", document_id="d2", url="https://shop.example/sony"),
        ]  # fmt: skip
        return Result(type=SearchType.KB, query=request.query, items=items, total=2)


def chat_app() -> Any:
    registry = HandlerRegistry()
    registry.register(SearchType.KB, FixedDocs())
    return create_app(os.environ["BENCH_APP_DIR"], registry=registry)


def fake_llm() -> Any:
    spec = importlib.util.spec_from_file_location("fake_openai", ROOT / "tests" / "server" / "fake_openai.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.FakeOpenAI(words_per_chunk=2).app
