"""Runtime overhead: one Stream end to end (hook search + auto search + extractive answer), with and
without the SQLite chat store, sequential and 50 concurrent. Handlers are in-memory plugins so the
figures measure the runtime, not the search backends."""

from __future__ import annotations

import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from agentsearch.agent import EndEvent, Runtime
from agentsearch.context import SearchContext
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Request, Result, ResultItem, SearchType

HOOKS = """
async def create(ctx, messages, options):
    await ctx.search.kb("warranty", {"limit": 2})
"""


class _Memory:
    def __init__(self, kind: SearchType) -> None:
        self.type = kind

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        items = [
            ResultItem(
                type=self.type,
                title=f"{self.type.value} {n}",
                content=f"Headphones can be returned within {n * 10} days. More text follows here.",
                document_id=f"d{n}",
                record_id=n if self.type == SearchType.DB else None,
                model="products" if self.type == SearchType.DB else "",
                score=1 - n / 10,
            )
            for n in range(5)
        ]
        return Result(items=items[: request.limit or 5])


def _app(root: Path) -> Path:
    (root / "agent").mkdir(parents=True)
    (root / "agent" / "agent.yml").write_text("uses: {web: disabled}\n")
    folder = root / "assistants" / "shop"
    folder.mkdir(parents=True)
    package = {"prompts": "You answer.", "kb": {"collections": ["h"]}, "db": {"models": ["products"]}}
    (folder / "package.yao").write_text(json.dumps(package))
    (folder / "hooks.py").write_text(HOOKS)
    return root


async def _one(runtime: Runtime, n: int) -> float:
    started = time.perf_counter()
    end: Any = None
    async for event in runtime.stream(
        "shop", [{"role": "user", "content": f"What is the return policy? {n}"}]
    ):
        end = event
    assert isinstance(end, EndEvent) and end.status == "completed", end
    return (time.perf_counter() - started) * 1000


def _report(label: str, samples: list[float]) -> None:
    ordered = sorted(samples)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(f"{label}: n={len(samples)} p50={statistics.median(samples):.1f} ms p95={p95:.1f} ms")


async def _run() -> None:
    registry = HandlerRegistry()
    for kind in (SearchType.KB, SearchType.DB):
        registry.register(kind, _Memory(kind))
    with tempfile.TemporaryDirectory() as tmp:
        app = _app(Path(tmp) / "app")
        runtime = Runtime(app, registry=registry)
        await _one(runtime, -1)
        _report("stream, no store, sequential", [await _one(runtime, n) for n in range(200)])
        started = time.perf_counter()
        concurrent = await asyncio.gather(*(_one(runtime, n) for n in range(50)))
        wall = time.perf_counter() - started
        _report("stream, no store, 50 concurrent", list(concurrent))
        print(f"  50 concurrent streams finished in {wall * 1000:.0f} ms wall")

        from agentsearch.store import ChatStore

        store = await ChatStore.open(app_dir=Path(tmp) / "store")
        try:
            stored = Runtime(app, registry=registry, store=store)
            before = store.writes
            samples = [await _one(stored, n) for n in range(100)]
            _report("stream + SQLite store (2 writes each), sequential", samples)
            print(f"  database writes per request: {(store.writes - before) / 100:.2f}")
            concurrent = await asyncio.gather(*(_one(stored, n) for n in range(50)))
            _report("stream + SQLite store, 50 concurrent", list(concurrent))
        finally:
            await store.close()


def main() -> None:
    asyncio.run(_run())


if __name__ == "__main__":
    main()
