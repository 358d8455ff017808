"""`ctx.search` for Python hooks: web / kb / db / all / any / race (and `parallel`, the design's
quick-start name, as an alias of `all`).

Every call runs with source `hook` (weight 0.8) on the request's shared SearchContext, so its
citation ids continue the request's numbering; and unlike Yao (§7.30) every result is reported to the
runtime, which merges it into the reference context, traces it and stores it.

Async hooks `await` these methods. Sync hooks run in a worker thread, where the same methods block
and return the Result (the search itself still runs on the event loop).

Citation ids follow call order: `asyncio.gather(ctx.search.kb(...), ctx.search.db(...))` numbers the
KB results first however the two finish, so the same hook gives the same ids every run. In a fan-out
(`all` / `any` / `race`), an entry that is not a valid request becomes that slot's error (as in Yao);
the other entries still run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import ValidationError

from agentsearch.errors import SearchError
from agentsearch.searcher import Searcher
from agentsearch.types import Request, Result, SearchType, SourceType

__all__ = ["HookSearch", "build_hook_request"]

T = TypeVar("T")

#: Options each search type reads (anything else in the options of that type is ignored, as in Yao).
_TYPE_OPTIONS: dict[SearchType, tuple[str, ...]] = {
    SearchType.WEB: ("limit", "sites", "time_range", "timeRange", "providers", "rerank"),
    SearchType.KB: ("limit", "collections", "threshold", "graph", "metadata", "rerank"),
    SearchType.DB: ("limit", "models", "wheres", "orders", "select", "scenario", "rerank"),
}

OnResults = Callable[[list[Request], list[Result | None], int], Awaitable[None]]


def _rerank(value: Any) -> Any:
    if isinstance(value, Mapping):
        top = value.get("top_n", value.get("topN"))
        return {"top_n": int(top)} if isinstance(top, int | float) and not isinstance(top, bool) else {}
    if value is True:
        return {}
    return value


def build_hook_request(
    search_type: SearchType | str, query: Any, options: Mapping[str, Any] | None
) -> Request:
    """A `source: hook` Request from a hook's (query, options); one-line errors for bad input."""
    try:
        kind = SearchType(str(search_type).lower())
    except ValueError:
        raise SearchError(f"unsupported search type {search_type!r}") from None
    if not isinstance(query, str) or not query.strip():
        raise SearchError(f"{kind.value} search requires a non-empty query string")
    fields: dict[str, Any] = {"type": kind, "query": query, "source": SourceType.HOOK}
    for key, value in (options or {}).items():
        if key not in _TYPE_OPTIONS[kind] or value is None:
            continue
        if key == "timeRange":
            key = "time_range"
        if key == "limit" and isinstance(value, float):
            value = int(value)
        if key == "rerank":
            value = _rerank(value)
            if value is False:
                continue
        fields[key] = value
    try:
        return Request.model_validate(fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise SearchError(f"invalid options: {where}: {first['msg']}") from None


class HookSearch:
    """The object behind `ctx.search` in hooks."""

    def __init__(self, searcher: Searcher, loop: asyncio.AbstractEventLoop, on_results: OnResults) -> None:
        self._searcher = searcher
        self._loop = loop
        self._on_results = on_results
        self._order = _CallOrder()

    # -------------------------------------------------------------- single searches

    def web(self, query: str, options: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        return self._dispatch(self._one(SearchType.WEB, query, {**(options or {}), **kwargs}))

    def kb(self, query: str, options: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        return self._dispatch(self._one(SearchType.KB, query, {**(options or {}), **kwargs}))

    def db(self, query: str, options: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
        return self._dispatch(self._one(SearchType.DB, query, {**(options or {}), **kwargs}))

    # camelCase / Yao-style names
    Web = web
    KB = kb
    DB = db

    # -------------------------------------------------------------- fan-out

    def all(self, requests: Sequence[Mapping[str, Any]]) -> Any:
        return self._dispatch(self._many("all", requests))

    def any(self, requests: Sequence[Mapping[str, Any]]) -> Any:
        return self._dispatch(self._many("any", requests))

    def race(self, requests: Sequence[Mapping[str, Any]]) -> Any:
        return self._dispatch(self._many("race", requests))

    parallel = all
    All = all
    Race = race
    Parallel = all

    # -------------------------------------------------------------- internals

    async def _one(self, kind: SearchType, query: str, options: Mapping[str, Any]) -> Result:
        request = build_hook_request(kind, query, options)
        (result,) = await self._search([request], "all")
        assert result is not None
        return result

    async def _search(self, requests: list[Request], mode: str) -> list[Result | None]:
        """Run, then number in call order (waiting for the calls started earlier), then report."""
        ticket = self._order.take()
        try:
            loop = asyncio.get_running_loop()
            started = loop.time()
            results = await self._searcher.run(requests, mode, number=False)
            await self._order.turn(ticket)
            self._searcher.number(results)
        finally:
            self._order.done(ticket)
        await self._on_results(requests, results, int((loop.time() - started) * 1000))
        return results

    async def _many(self, mode: str, entries: Sequence[Mapping[str, Any]]) -> list[Result | None]:
        if not isinstance(entries, Sequence) or isinstance(entries, str | bytes):
            raise SearchError(f"{mode} requires a list of requests")
        slots: list[Result | None] = [None] * len(entries)
        requests: list[Request] = []
        positions: list[int] = []
        for index, entry in enumerate(entries):
            try:
                requests.append(_entry_request(entry))
                positions.append(index)
            except SearchError as exc:
                query = entry.get("query") if isinstance(entry, Mapping) else None
                slots[index] = Result(
                    query=query if isinstance(query, str) else "",
                    source=SourceType.HOOK,
                    error=f"request {index}: {exc}",
                )
        found = await self._search(requests, mode) if requests else []
        for index, result in zip(positions, found, strict=True):
            slots[index] = result
        return slots

    def _dispatch(self, coro: Coroutine[Any, Any, T]) -> Any:
        """In the loop's thread: the coroutine (await it). In a sync hook's thread: block for the value."""
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            return coro
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()


def _entry_request(entry: Any) -> Request:
    if not isinstance(entry, Mapping):
        raise SearchError("expected a mapping with type and query")
    options = {key: value for key, value in entry.items() if key not in ("type", "query")}
    return build_hook_request(str(entry.get("type", "")), entry.get("query"), options)


class _CallOrder:
    """Tickets in call order; `turn(t)` waits until every earlier ticket is done."""

    def __init__(self) -> None:
        self._next = 0
        self._low = 0  # every ticket below this one is done
        self._done: set[int] = set()
        self._waiters: list[tuple[int, asyncio.Future[None]]] = []

    def take(self) -> int:
        ticket = self._next
        self._next += 1
        return ticket

    async def turn(self, ticket: int) -> None:
        if self._low >= ticket:
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((ticket, waiter))
        await waiter

    def done(self, ticket: int) -> None:
        self._done.add(ticket)
        while self._low in self._done:
            self._done.discard(self._low)
            self._low += 1
        ready = [(t, w) for t, w in self._waiters if t <= self._low]
        self._waiters = [(t, w) for t, w in self._waiters if t > self._low]
        for _, waiter in ready:
            if not waiter.done():
                waiter.set_result(None)


# Yao's capitalised name; set outside the class body so it does not shadow typing.Any there.
setattr(HookSearch, "Any", HookSearch.any)  # noqa: B010
