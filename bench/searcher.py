"""Searcher overhead and Promise semantics, measured on handlers that only sleep.

Targets (issue 2): all() over handlers sleeping 50/100/150 ms ≤ 155 ms wall; race ≤ 55 ms; any where the
fastest is empty and the second has items ≤ 105 ms; search() overhead on a no-I/O handler returning 10
items p50 ≤ 0.5 ms.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from agentsearch import Request, Result, ResultItem, Searcher, SearchType
from agentsearch.context import SearchContext
from agentsearch.handlers.registry import HandlerRegistry


class Sleeper:
    def __init__(self, kind: SearchType, delay: float, count: int) -> None:
        self.type, self.delay, self.count = kind, delay, count

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        if self.delay:
            await asyncio.sleep(self.delay)
        items = [
            ResultItem(
                type=self.type, title=f"t{n}", content="c" * 200, url=f"https://e.x/{n}", score=1 - n / 10
            )
            for n in range(self.count)
        ]
        return Result(type=self.type, query=request.query, items=items)


def _searcher(*handlers: Sleeper) -> Searcher:
    registry = HandlerRegistry()
    for handler in handlers:
        registry.register(handler.type, handler)
    return Searcher(registry=registry)


REQS = [Request(query="q", type=t) for t in (SearchType.WEB, SearchType.KB, SearchType.DB)]


async def _wall(coro_factory, runs: int = 15) -> float:  # type: ignore[no-untyped-def]
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        await coro_factory()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


async def _main() -> None:
    fanned = _searcher(
        Sleeper(SearchType.WEB, 0.05, 3), Sleeper(SearchType.KB, 0.10, 3), Sleeper(SearchType.DB, 0.15, 3)
    )
    all_ms = await _wall(lambda: fanned.all(REQS))
    race_ms = await _wall(lambda: fanned.race(REQS))
    anyone = _searcher(
        Sleeper(SearchType.WEB, 0.05, 0), Sleeper(SearchType.KB, 0.10, 3), Sleeper(SearchType.DB, 0.15, 3)
    )
    any_ms = await _wall(lambda: anyone.any(REQS))

    quick = _searcher(Sleeper(SearchType.KB, 0.0, 10))
    request = Request(query="q", type=SearchType.KB)
    for _ in range(200):
        await quick.search(request)
    samples = []
    for _ in range(3000):
        started = time.perf_counter()
        await quick.search(request)
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    p50, p99 = samples[len(samples) // 2], samples[int(len(samples) * 0.99)]

    print(f"{'measure':44} {'median':>10} {'target':>10}")
    print(f"{'all() 50/100/150 ms handlers, wall':44} {all_ms:9.1f}ms {'<=155ms':>10}")
    print(f"{'race() same handlers, wall':44} {race_ms:9.1f}ms {'<=55ms':>10}")
    print(f"{'any() fastest empty, second has items':44} {any_ms:9.1f}ms {'<=105ms':>10}")
    print(f"{'search() overhead, 10 items, no I/O: p50':44} {p50:9.3f}ms {'<=0.5ms':>10}")
    print(f"{'search() overhead, 10 items, no I/O: p99':44} {p99:9.3f}ms")


def main() -> None:
    asyncio.run(_main())


if __name__ == "__main__":
    main()
