"""The `ctx` object hooks receive: search, the shared space, output, ids and agent calls."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Coroutine, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from agentsearch.agent.hook_search import HookSearch
from agentsearch.context import SearchContext
from agentsearch.types import Auth

if TYPE_CHECKING:
    from agentsearch.agent.output import Output

__all__ = ["HookContext", "Space"]

T = TypeVar("T")


class Space:
    """Data shared by every assistant of one request (and restored on resume)."""

    def __init__(self, data: Mapping[str, Any] | None = None) -> None:
        self._data: dict[str, Any] = dict(data or {})

    def get(self, key: str, default: Any = None) -> Any:
        return self._data.get(key, default)

    def set(self, key: str, value: Any) -> None:
        self._data[key] = value

    def delete(self, key: str) -> None:
        self._data.pop(key, None)

    def get_del(self, key: str, default: Any = None) -> Any:
        return self._data.pop(key, default)

    def snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self._data)

    def restore(self, data: Mapping[str, Any]) -> None:
        self._data.update(copy.deepcopy(dict(data)))

    def __contains__(self, key: object) -> bool:
        return key in self._data


class HookContext:
    """Passed as the first argument of `create(ctx, messages, options)` and `next(ctx, payload)`."""

    def __init__(
        self,
        *,
        search: HookSearch,
        space: Space,
        output: Output,
        loop: asyncio.AbstractEventLoop,
        agent_call: Any,
        chat_id: str,
        request_id: str,
        assistant_id: str,
        locale: str,
        metadata: dict[str, Any],
        auth: Auth | None,
        search_context: SearchContext | None = None,
    ) -> None:
        self.search = search
        self.search_context = search_context
        self.space = space
        self.chat_id = chat_id
        self.request_id = request_id
        self.assistant_id = assistant_id
        self.locale = locale
        self.metadata = metadata
        self.auth = auth
        self._output = output
        self._loop = loop
        self._agent_call = agent_call

    def send(self, message: Mapping[str, Any] | str) -> str:
        """Send an output message (`{"type": ..., "props": ...}`, or text); returns its message id."""
        if isinstance(message, str):
            return self._output.send("text", {"content": message})
        return self._output.send(
            str(message.get("type", "text")),
            dict(message.get("props") or {}),
            message_id=message.get("message_id"),
        )

    def replace(self, message_id: str, message: Mapping[str, Any]) -> None:
        self._output.replace(message_id, str(message.get("type", "text")), dict(message.get("props") or {}))

    def append(self, message_id: str, content: str) -> None:
        self._output.append(message_id, content)

    def call(self, assistant_id: str, payload: Mapping[str, Any]) -> Any:
        """Call another assistant (history, output and search skipped); its `next` value."""
        return self._dispatch(self._agent_call(assistant_id, dict(payload)))

    def _dispatch(self, coro: Coroutine[Any, Any, T]) -> Any:
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            return coro
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()
