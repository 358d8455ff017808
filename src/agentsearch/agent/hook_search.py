"""`ctx.search` for Python hooks: web / kb / db / all / any / race (and `parallel`, the design's
quick-start name, as an alias of `all`).

Every call runs with source `hook` (weight 0.8) on the request's shared SearchContext, so its
citation ids continue the request's numbering; and unlike Yao (§7.30) every result is reported to the
runtime, which merges it into the reference context, traces it and stores it.

Async hooks `await` these methods. Sync hooks run in a worker thread, where the same methods block
and return the Result (the search itself still runs on the event loop).
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
        loop = asyncio.get_running_loop()
        started = loop.time()
        result = await self._searcher.search(request)
        await self._on_results([request], [result], int((loop.time() - started) * 1000))
        return result

    async def _many(self, mode: str, entries: Sequence[Mapping[str, Any]]) -> list[Result | None]:
        if not isinstance(entries, Sequence) or isinstance(entries, str | bytes):
            raise SearchError(f"{mode} requires a list of requests")
        requests: list[Request] = []
        for index, entry in enumerate(entries):
            if not isinstance(entry, Mapping):
                raise SearchError(f"request {index}: expected a mapping with type and query")
            options = {key: value for key, value in entry.items() if key not in ("type", "query")}
            try:
                requests.append(build_hook_request(str(entry.get("type", "")), entry.get("query"), options))
            except SearchError as exc:
                raise SearchError(f"request {index}: {exc}") from None
        loop = asyncio.get_running_loop()
        started = loop.time()
        results = await self._searcher.run(requests, mode)
        await self._on_results(requests, results, int((loop.time() - started) * 1000))
        return results

    def _dispatch(self, coro: Coroutine[Any, Any, T]) -> Any:
        """In the loop's thread: the coroutine (await it). In a sync hook's thread: block for the value."""
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            return coro
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()


# Yao's capitalised name; set outside the class body so it does not shadow typing.Any there.
setattr(HookSearch, "Any", HookSearch.any)  # noqa: B010
