"""Frames that run other assistants: the root frame, an agent call (`ctx.call`, `uses.*: <assistant>`)
and a hook's `delegate`. Each child frame runs through `Services.run_frame`, which resumes it when the
request being resumed stopped inside it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.frame import Frame, Services
from agentsearch.agent.messages import normalise_messages
from agentsearch.agent.options import Skip, StreamOptions
from agentsearch.agent.state import FrameResult, RequestState
from agentsearch.errors import ConfigError

__all__ = ["call_agent", "delegate", "open_frame"]


def open_frame(
    services: Services,
    request: RequestState,
    spec: AssistantSpec,
    options: StreamOptions,
    *,
    parent: Frame | None,
) -> Frame:
    """A frame whose search context can call other assistants (keyword/search/rerank delegation)."""
    frame = Frame(services, request, spec, options, parent=parent)
    frame.search_ctx.agent = _AgentCaller(frame)
    return frame


async def call_agent(parent: Frame, assistant_id: str, payload: dict[str, Any]) -> Any:
    """AgentCaller: the JSON payload as the user message; history, output and search skipped. The
    callee's `next` value, else its answer text."""
    spec = parent.services.app.assistant(assistant_id)
    options = StreamOptions(
        chat_id=parent.request.chat_id,
        request_id=parent.request.request_id,
        locale=parent.request.locale,
        skip=Skip(history=True, output=True, search=True, trace=parent.options.skip.trace),
        auth=parent.options.auth,
        metadata=dict(parent.options.metadata),
    )
    frame = open_frame(parent.services, parent.request, spec, options, parent=parent)
    messages = [{"role": "user", "content": json.dumps(payload, ensure_ascii=False, default=str)}]
    result = await parent.services.run_frame(frame, messages)
    if result.next is not None:
        return result.next
    return result.answer or None


async def delegate(frame: Frame, target: Any, messages: list[dict[str, Any]]) -> FrameResult:
    """A hook's `delegate: {agent_id, messages}`: that assistant answers, streaming to the client."""
    if not isinstance(target, Mapping) or not isinstance(target.get("agent_id"), str):
        raise ConfigError("delegate must be {agent_id, messages?}", key="delegate")
    agent_id = target["agent_id"]
    target_messages = normalise_messages(target.get("messages") or messages)
    async with frame.step("delegate", {"agent_id": agent_id, "messages": target_messages}):
        spec = frame.services.app.assistant(agent_id)
        options = frame.options.model_copy(update={"skip": frame.options.skip.model_copy()})
        child = open_frame(frame.services, frame.request, spec, options, parent=frame)
        child.output.emit = frame.output.emit
        return await frame.services.run_frame(child, target_messages)


class _AgentCaller:
    """`context.AgentCaller` bound to the frame that calls."""

    def __init__(self, frame: Frame) -> None:
        self._frame = frame

    async def __call__(self, assistant_id: str, payload: dict[str, Any]) -> Any:
        return await call_agent(self._frame, assistant_id, payload)
