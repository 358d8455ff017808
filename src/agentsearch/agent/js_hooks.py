"""Yao-style TypeScript/JavaScript hooks (`index.ts` with `Create` / `Next`) as the runtime's hooks.

`JsHooks` looks like a hooks.py module to the runtime: its `create(ctx, messages, options)` and
`next(ctx, payload)` run the engine in a worker thread, where, as in a sync Python hook, every
`ctx.search.*` / `ctx.send` / `ctx.call` the JavaScript makes blocks on the request's loop through the
same HookContext (same citation numbering, tracing and storage). JavaScript sees plain JSON.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from agentsearch.agent.hook_context import HookContext
from agentsearch.agent.js_engine import HookScript, JsLimits, call_function, load_script
from agentsearch.agent.util import jsonable
from agentsearch.errors import SearchError
from agentsearch.types import Result

__all__ = ["JS_HOOK_FILES", "JsHooks", "find_js_hooks", "load_js_hooks"]

#: Where a Yao assistant keeps its hook script, first match wins.
JS_HOOK_FILES = ("index.ts", "index.js", "src/index.ts", "src/index.js")

_log = logging.getLogger("agentsearch.hooks.js")


def find_js_hooks(folder: Path) -> Path | None:
    for name in JS_HOOK_FILES:
        path = folder / name
        if path.is_file():
            return path
    return None


def load_js_hooks(path: Path, limits: JsLimits, folder: Path | None = None) -> JsHooks:
    """`folder` (the assistant's) is what the hook may import from; default: the file's folder."""
    return JsHooks(load_script(path, limits, folder))


class JsHooks:
    """The hooks of one assistant written in TypeScript/JavaScript."""

    def __init__(self, script: HookScript) -> None:
        self.script = script
        self.path = script.path
        if "Create" in script.functions:
            self.create = self._bind("Create")
        if "Next" in script.functions:
            self.next = self._bind("Next")

    def _bind(self, name: str) -> Callable[..., Any]:
        async def hook(ctx: HookContext, *args: Any) -> Any:
            """Runs the engine in a worker thread (its ctx calls block there, as a sync Python hook's
            do); a cancelled request stops the JavaScript instead of leaving it running."""
            info = {
                "chat_id": ctx.chat_id,
                "request_id": ctx.request_id,
                "assistant_id": ctx.assistant_id,
                "locale": ctx.locale,
                "metadata": jsonable(ctx.metadata),
                "authorized": ctx.auth.model_dump(mode="json") if ctx.auth else None,
            }
            stop = threading.Event()
            call_args = [info, *jsonable(list(args))]
            try:
                return await asyncio.to_thread(call_function, self.script, name, call_args, _Host(ctx), stop)
            except asyncio.CancelledError:
                stop.set()
                raise

        hook.__name__ = name.lower()
        return hook


class _Host:
    """The Python end of `__host(method, args)`: one method per JS call, JSON values in and out."""

    def __init__(self, ctx: HookContext) -> None:
        self.ctx = ctx

    def __call__(self, method: str, args: list[Any]) -> Any:
        handler = getattr(self, "_" + method.replace(".", "_"), None)
        if handler is None:
            raise SearchError(f"unknown ctx method {method!r}")
        return handler(*args)

    # ------------------------------------------------------------ search

    def _search_web(self, query: Any = None, options: Any = None) -> Any:
        return _result(self.ctx.search.web(_query("Web", query), _options(options)))

    def _search_kb(self, query: Any = None, options: Any = None) -> Any:
        return _result(self.ctx.search.kb(_query("KB", query), _options(options)))

    def _search_db(self, query: Any = None, options: Any = None) -> Any:
        return _result(self.ctx.search.db(_query("DB", query), _options(options)))

    def _search_all(self, requests: Any = None) -> Any:
        return [_result(r) for r in self.ctx.search.all(_requests("All", requests))]

    def _search_any(self, requests: Any = None) -> Any:
        return [_result(r) for r in self.ctx.search.any(_requests("Any", requests))]

    def _search_race(self, requests: Any = None) -> Any:
        return [_result(r) for r in self.ctx.search.race(_requests("Race", requests))]

    # ------------------------------------------------------------ output, space, agents, log

    def _send(self, message: Any = None) -> str:
        return self.ctx.send(message if isinstance(message, Mapping | str) else str(message))

    def _replace(self, message_id: Any = None, message: Any = None) -> None:
        self.ctx.replace(str(message_id), message if isinstance(message, Mapping) else {})

    def _append(self, message_id: Any = None, content: Any = None) -> None:
        self.ctx.append(str(message_id), "" if content is None else str(content))

    def _call(self, assistant_id: Any = None, payload: Any = None) -> Any:
        if not isinstance(assistant_id, str) or not assistant_id:
            raise SearchError("Call requires an assistant id")
        return jsonable(self.ctx.call(assistant_id, payload if isinstance(payload, Mapping) else {}))

    def _space_get(self, key: Any = None) -> Any:
        return jsonable(self.ctx.space.get(str(key)))

    def _space_set(self, key: Any = None, value: Any = None) -> None:
        self.ctx.space.set(str(key), value)

    def _space_delete(self, key: Any = None) -> None:
        self.ctx.space.delete(str(key))

    def _space_get_del(self, key: Any = None) -> Any:
        return jsonable(self.ctx.space.get_del(str(key)))

    def _log(self, level: Any = "info", text: Any = "") -> None:
        number = logging.getLevelName(str(level).upper())
        _log.log(number if isinstance(number, int) else logging.INFO, "[%s] %s", self.ctx.assistant_id, text)


def _query(method: str, query: Any) -> str:
    if query is None:
        raise SearchError(f"{method} requires query parameter")
    if not isinstance(query, str):
        raise SearchError("query must be a string")
    return query


def _options(options: Any) -> dict[str, Any]:
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise SearchError("invalid options: expected an object")
    return dict(options)


def _requests(method: str, requests: Any) -> list[Any]:
    if requests is None:
        raise SearchError(f"{method} requires requests parameter")
    if not isinstance(requests, list):
        raise SearchError("requests must be an array")
    return requests


def _result(result: Result | None) -> Any:
    """A Result as the design's JSON (type, query, source, items, total, duration_ms, error, ...)."""
    return None if result is None else result.model_dump(mode="json")
