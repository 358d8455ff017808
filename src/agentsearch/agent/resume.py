"""Resume: continue the last failed or interrupted request of a chat from the step that failed.

The resume records of the request form a plan, one step per frame depth. The root frame resumes at
its step; a nested frame (agent call, delegation) resumes when the resumed run reaches it again
(`run_frame`), so the frames above it run their own steps first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agentsearch.agent.app import App, AssistantSpec
from agentsearch.agent.delegation import delegate
from agentsearch.agent.frame import Frame
from agentsearch.agent.hook_io import resume_plan
from agentsearch.agent.llm_loop import finish_tool_round
from agentsearch.agent.messages import normalise_messages
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.pipeline import answer, execute, next_hook
from agentsearch.agent.state import FrameResult
from agentsearch.context import CitationCounter
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.llm import Completion
from agentsearch.types import Reference

__all__ = ["ResumePoint", "load_resume_point", "resume_root", "run_frame"]

#: Request options a resume call may change; everything else comes from the stored request.
_OVERRIDABLE = ("locale", "connector", "llm")


@dataclass
class ResumePoint:
    """What the runtime needs to restart a request: who, with which options, from which steps."""

    spec: AssistantSpec
    options: StreamOptions
    plan: dict[int, dict[str, Any]]
    citation_counter: int


async def load_resume_point(store: Any, app: App, chat_id: str, options: StreamOptions) -> ResumePoint:
    """The stored request's options (with the caller's overrides) and its plan."""
    if store is None:
        raise ConfigError("resume needs a chat store", key="store")
    records = await store.get_resume(chat_id)
    if not records:
        raise AgentSearchError(f"nothing to resume in chat {chat_id!r}")
    request_id = records[-1].request_id
    plan = resume_plan([r for r in records if r.request_id == request_id])
    root = plan[0]
    meta = root.get("metadata") or {}
    stored_options = dict(meta.get("options") or {})
    stored_options.update({"chat_id": chat_id, "request_id": request_id})
    for key in _OVERRIDABLE:
        value = getattr(options, key)
        if value and value != StreamOptions.model_fields[key].default:
            stored_options[key] = value
    if options.auth is not None:
        stored_options["auth"] = options.auth
    deepest = plan[max(plan)]
    space = deepest.get("space_snapshot") or root.get("space_snapshot") or {}
    opts = StreamOptions.model_validate(stored_options).model_copy(update={"space": space})
    return ResumePoint(
        spec=app.assistant(root["assistant_id"]),
        options=opts,
        plan=plan,
        citation_counter=int(meta.get("citation_counter", 0)),
    )


async def resume_root(frame: Frame, point: ResumePoint) -> FrameResult:
    """Restart the root frame at its step; deeper steps wait in the request's resume plan."""
    counter = CitationCounter(point.citation_counter)
    frame.request.citations = counter
    frame.search_ctx.citations = counter
    frame.request.resume_plan = {depth: step for depth, step in point.plan.items() if depth > 0}
    return await _resume_frame(frame, point.plan[0])


async def run_frame(frame: Frame, messages: list[dict[str, Any]]) -> FrameResult:
    """`Services.run_frame`: a nested frame resumes at its stored step, else runs from `messages`."""
    plan = frame.request.resume_plan.get(frame.depth)
    if plan is not None and plan.get("assistant_id") == frame.spec.id:
        frame.request.resume_plan.pop(frame.depth)
        return await _resume_frame(frame, plan)
    return await execute(frame, messages)


async def _resume_frame(frame: Frame, record: dict[str, Any]) -> FrameResult:
    """Continue one frame from its failed/interrupted step."""
    step_type = record["type"]
    data = record.get("input") or {}
    frame.note(
        f"Resuming from step {step_type}", {"assistant_id": frame.spec.id, "error": record.get("error")}
    )
    if step_type in ("input", "hook_create"):
        return await execute(frame, normalise_messages(data.get("messages") or []))
    if step_type in ("llm", "tool"):
        messages = normalise_messages(data.get("messages") or [])
        references = [Reference.model_validate(ref) for ref in data.get("references") or []]
        if step_type == "tool":
            messages = await finish_tool_round(frame, messages, data.get("references") or [])
        return await answer(frame, messages, references)
    if step_type == "hook_next":
        payload = data.get("payload") or {}
        completion_data = payload.get("completion")
        stored = Completion.model_validate(completion_data) if completion_data else None
        references = [Reference.model_validate(ref) for ref in payload.get("references") or []]
        result = FrameResult(
            references=references,
            completion=stored,
            answer=stored.content if stored else "",
            cited=list(payload.get("cited") or []),
            unknown=list(payload.get("unknown_citations") or []),
        )
        return await next_hook(
            frame, normalise_messages(payload.get("messages") or []), stored, references, result
        )
    if step_type == "delegate":
        return await delegate(frame, {"agent_id": data.get("agent_id"), "messages": data.get("messages")}, [])
    raise AgentSearchError(f"cannot resume a step of type {step_type!r}")
