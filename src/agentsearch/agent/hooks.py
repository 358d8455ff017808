"""Calling a Python hook (`create` / `next`) with its `ctx`: sync hooks run in a worker thread, where
`ctx.search.*` and `ctx.call` block on the request's event loop."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import Any

from agentsearch.agent.delegation import call_agent
from agentsearch.agent.frame import Frame
from agentsearch.agent.hook_context import HookContext
from agentsearch.agent.hook_search import HookSearch
from agentsearch.agent.search_report import record_hook_search
from agentsearch.types import Request, Result

__all__ = ["call_hook", "hook_context"]


async def call_hook(frame: Frame, hook: Callable[..., Any], *args: Any) -> Any:
    ctx = hook_context(frame)
    if inspect.iscoroutinefunction(hook):
        return await hook(ctx, *args)
    value = await asyncio.to_thread(hook, ctx, *args)
    if inspect.isawaitable(value):
        value = await value
    return value


def hook_context(frame: Frame) -> HookContext:
    request = frame.request

    async def on_results(requests: list[Request], results: list[Result | None], duration_ms: int) -> None:
        record_hook_search(frame, requests, results, duration_ms)

    return HookContext(
        search=HookSearch(frame.searcher(), request.loop, on_results),
        space=request.space,
        output=frame.output,
        loop=request.loop,
        agent_call=lambda assistant_id, payload: call_agent(frame, assistant_id, payload),
        chat_id=request.chat_id,
        request_id=request.request_id,
        assistant_id=frame.spec.id,
        locale=request.locale,
        metadata=dict(frame.options.metadata),
        auth=frame.options.auth,
        search_context=frame.search_ctx,
    )
