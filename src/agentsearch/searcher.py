"""The Searcher: runs requests through their handlers with Promise semantics, weights, rerank and
citation numbering.

Order of work for one request: handler (timeout, exceptions → `Result.error`) → weights from the
request's source → rerank (items carry temporary keys so a delegated reranker can name them) → and,
once every slot of the call is known, citation ids in request order. Numbering after the fact (not on
completion, as Yao does, §7.18) makes ids deterministic for the same inputs.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args

from agentsearch import telemetry
from agentsearch.cancel import CancelScope, current_scope, enter_scope
from agentsearch.config import Config, Uses
from agentsearch.context import MCPCaller, SearchContext
from agentsearch.errors import AgentSearchError, SearchError
from agentsearch.handlers.registry import HandlerRegistry, HandlerUnavailable, shared_registry
from agentsearch.redaction import redact, redact_data
from agentsearch.rerank import rerank_items
from agentsearch.types import RERANKED, Auth, Request, Result, ResultItem

__all__ = ["Searcher", "run_sync"]

T = TypeVar("T")

_ERROR_LIMIT = 300


class Searcher:
    """Search web, knowledge bases and databases through one API.

    `Searcher(config, uses)` is enough for scripts; the runtime passes a per-request `context` so that
    every search of one user request shares one citation counter.
    """

    def __init__(
        self,
        config: Config | None = None,
        uses: Uses | None = None,
        *,
        context: SearchContext | None = None,
        registry: HandlerRegistry | None = None,
    ) -> None:
        if context is None:
            context = SearchContext(config=config or Config(), uses=uses or Uses())
        elif config is not None or uses is not None:
            # a copy, so the caller's context is not changed; the citation counter stays shared
            context = dataclasses.replace(context, config=config or context.config, uses=uses or context.uses)
        self.context = context
        self.registry = registry or shared_registry()

    @classmethod
    def from_app(
        cls,
        app: Path | str | None = None,
        *,
        auth: Auth | None = None,
        overrides: Mapping[str, Any] | None = None,
        registry: HandlerRegistry | None = None,
    ) -> Searcher:
        """A Searcher over an app directory (None: the bundled demo app): its `agent/search.yml`,
        its `uses`, its KB collections and DB models, and its MCP servers when a `uses` value names
        one. The same loader serves the CLI, the server and the MCP server."""
        from agentsearch.app_loader import load_search_app

        loaded = load_search_app(app, overrides)
        mcp: MCPCaller | None = None
        if loaded.names_mcp_tool:
            from agentsearch.mcp import MCPPool

            mcp = MCPPool.from_app(loaded.root)
        return cls(context=loaded.context(auth=auth, mcp=mcp), registry=registry)

    @property
    def config(self) -> Config:
        return self.context.config

    # ------------------------------------------------------------------------------ async API

    async def run(
        self, requests: Sequence[Request], mode: str = "all", *, number: bool = True
    ) -> list[Result | None]:
        """`all`, `any` or `race` by name: one slot per request, None for a request `any` / `race`
        cancelled. The one dispatch the CLI, the server, the MCP toolkit and hooks share.

        `number=False` leaves the citation ids empty for the caller to assign with `number` (hooks
        number by call order, not by completion order)."""
        if mode not in SEARCH_MODES:
            raise SearchError(f"unknown search mode {mode!r} (expected one of: {', '.join(SEARCH_MODES)})")
        slots = await self._fan_out(requests, stop_when=_STOP[mode])
        if number:
            self.number(slots)
        return slots

    def run_sync(self, requests: Sequence[Request], mode: str = "all") -> list[Result | None]:
        return run_sync(self.run(requests, mode))

    async def search(self, request: Request) -> Result:
        """Run one request; never raises for handler failures."""
        (result,) = await self.run([request], "all")
        assert result is not None
        return result

    async def all(self, requests: Sequence[Request]) -> list[Result]:
        """Every request concurrently; wait for all (Promise.all)."""
        return [slot for slot in await self.run(requests, "all") if slot is not None]

    async def any(self, requests: Sequence[Request]) -> list[Result | None]:
        """Return at the first result with items and no error; the rest are cancelled (None)."""
        return await self.run(requests, "any")

    async def race(self, requests: Sequence[Request]) -> list[Result | None]:
        """Return at the first completed result of any kind; the rest are cancelled (None)."""
        return await self.run(requests, "race")

    # ------------------------------------------------------------------------------ sync API

    def search_sync(self, request: Request) -> Result:
        return run_sync(self.search(request))

    def all_sync(self, requests: Sequence[Request]) -> list[Result]:
        return run_sync(self.all(requests))

    def any_sync(self, requests: Sequence[Request]) -> list[Result | None]:
        return run_sync(self.any(requests))

    def race_sync(self, requests: Sequence[Request]) -> list[Result | None]:
        return run_sync(self.race(requests))

    # ------------------------------------------------------------------------------ internals

    async def _fan_out(
        self, requests: Sequence[Request], stop_when: Callable[[Result], bool] | None
    ) -> list[Result | None]:
        slots: list[Result | None] = [None] * len(requests)
        if not requests:
            return slots
        tasks: list[asyncio.Future[Result]] = [self._spawn(request) for request in requests]
        position: dict[asyncio.Future[Result], int] = {task: index for index, task in enumerate(tasks)}
        pending: set[asyncio.Future[Result]] = set(tasks)
        try:
            while pending:
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                stop = False
                for task in sorted(done, key=position.__getitem__):
                    result = task.result()
                    slots[position[task]] = result
                    stop = stop or (stop_when is not None and stop_when(result))
                if stop:
                    break
        finally:
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
        return slots

    def _spawn(self, request: Request) -> asyncio.Task[Result]:
        """A task for one request with its own `CancelScope` (see `agentsearch.cancel`): when the
        task is cancelled (race/any lost, caller gone) the scope is set, so the worker thread of a KB
        or DB search stops too instead of running to the end unseen."""
        scope = CancelScope()
        context = contextvars.copy_context()
        context.run(enter_scope, scope)
        task = asyncio.get_running_loop().create_task(self._run_one(request), context=context)
        task.add_done_callback(lambda done: scope.cancel() if done.cancelled() else None)
        return task

    async def _run_one(self, request: Request) -> Result:
        """One request in its `agentsearch.search.<type>` span (when tracing is on)."""
        kind = request.type.value
        attributes = {"agentsearch.search.type": kind, "agentsearch.source": request.source.value}
        with telemetry.span(f"agentsearch.search.{kind}", attributes) as span:
            result: Result = await self._run_request(request)
            telemetry.mark_error(span, result.error)
            if span is not None:
                span.set_attribute("agentsearch.result_count", len(result.items))
        return result

    async def _run_request(self, request: Request) -> Result:
        started = time.perf_counter()
        result = await self._call_handler(request)
        items = [
            item.model_copy(update={"source": request.source, "weight": self.config.weight(request.source)})
            for item in result.items
        ]
        metadata = result.metadata
        if request.rerank is not None and items:
            items, rerank_error = await self._rerank(request, items)
            if rerank_error:
                metadata = {**metadata, "rerank_error": rerank_error}
            else:
                metadata = {**metadata, RERANKED: True}
        return result.model_copy(
            update={
                "metadata": redact_data(metadata),
                "error": redact(result.error),  # a handler's model_copy(update=...) skips validation
                "type": request.type,
                "query": result.query or request.query,
                "source": request.source,
                "items": items,
                "total": result.total if result.total > len(items) else len(items),
                "duration_ms": int((time.perf_counter() - started) * 1000),
            }
        )

    async def _call_handler(self, request: Request) -> Result:
        timeout = self.config.options.timeout
        try:
            handler = self.registry.get(request.type)
        except HandlerUnavailable as exc:
            return Result(type=request.type, query=request.query, source=request.source, error=str(exc))
        try:
            async with asyncio.timeout(timeout):
                return await handler.search(request, self.context)
        except TimeoutError:
            scope = current_scope()
            if scope is not None:
                scope.cancel()  # the handler's worker thread stops too
            error = f"{request.type.value} search timed out after {timeout:g}s"
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            error = _short_error(request, exc)
        return Result(type=request.type, query=request.query, source=request.source, error=error)

    async def _rerank(self, request: Request, items: list[ResultItem]) -> tuple[list[ResultItem], str]:
        """Rerank with temporary keys; a failing reranker keeps the original order."""
        keyed = [item.model_copy(update={"citation_id": f"tmp-{n}"}) for n, item in enumerate(items, 1)]
        top_n = request.rerank.top_n if request.rerank else None
        try:
            async with asyncio.timeout(self.config.options.timeout):
                ranked = await rerank_items(request.query, keyed, top_n, self.context)
            error = ""
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            ranked, error = keyed, _short_error(request, exc, what="rerank")
        return [item.model_copy(update={"citation_id": ""}) for item in ranked], error

    def number(self, slots: list[Result | None]) -> None:
        """Assign citation ids in request order, then item order, from the shared counter."""
        counter = self.context.citations
        for slot_index, result in enumerate(slots):
            if result is None or not result.items:
                continue
            numbered = [item.model_copy(update={"citation_id": counter.next()}) for item in result.items]
            slots[slot_index] = result.model_copy(update={"items": numbered})


SearchMode = Literal["all", "any", "race"]
SEARCH_MODES: tuple[str, ...] = get_args(SearchMode)

#: When a fan-out stops early: never (all), at the first ok result (any), at the first result (race).
_STOP: dict[str, Callable[[Result], bool] | None] = {
    "all": None,
    "any": lambda result: result.ok,
    "race": lambda result: True,
}


def _short_error(request: Request, exc: BaseException, what: str = "search") -> str:
    raw = redact(str(exc)).strip()  # before truncation: half a key is still a leak
    text = raw.splitlines()[0] if raw else type(exc).__name__
    if not isinstance(exc, AgentSearchError):
        text = f"{type(exc).__name__}: {text}"
    message = f"{request.type.value} {what} failed: {text}"
    return message if len(message) <= _ERROR_LIMIT else message[: _ERROR_LIMIT - 1] + "…"


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine from synchronous code; refuses inside a running loop (use the async API)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    coro.close()
    raise RuntimeError("a sync Searcher method was called inside an event loop; await the async one")
