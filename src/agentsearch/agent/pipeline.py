"""One frame, start to end: input → Create hook → references → inject → LLM → citations → Next hook.

`answer` is the tail after the references are known (LLM, citation check, Next hook); a fresh run and
a resumed LLM/tool step both go through it, so a resumed answer is checked like any other.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from agentsearch.agent.delegation import delegate
from agentsearch.agent.frame import Frame
from agentsearch.agent.gather import gather_references
from agentsearch.agent.hook_io import apply_hook_messages, parse_create_response
from agentsearch.agent.hooks import call_hook
from agentsearch.agent.llm_loop import run_llm
from agentsearch.agent.messages import inject_reference_context
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.state import FrameResult
from agentsearch.agent.util import jsonable
from agentsearch.config import Uses
from agentsearch.llm import Completion
from agentsearch.references import citation_warnings, parse_citations
from agentsearch.types import Reference, ReferenceContext

__all__ = ["after_create", "answer", "execute", "next_hook", "options_dump"]


async def execute(frame: Frame, messages: list[dict[str, Any]]) -> FrameResult:
    """Run a frame from its input messages."""
    spec = frame.spec
    async with frame.step("input", {"messages": messages, "options": options_dump(frame.options)}):
        pass
    create_response: dict[str, Any] = {}
    create = getattr(spec.hooks, "create", None) if spec.hooks is not None else None
    if callable(create):
        async with frame.step("hook_create", {"messages": messages}) as step:
            raw = await call_hook(frame, create, copy.deepcopy(messages), options_dump(frame.options))
            create_response = parse_create_response(raw, spec)
            step.output = jsonable({k: v for k, v in create_response.items() if k != "_raw"})
    return await after_create(frame, messages, create_response)


async def after_create(
    frame: Frame, messages: list[dict[str, Any]], create_response: dict[str, Any]
) -> FrameResult:
    spec = frame.spec
    _apply_overrides(frame, create_response)
    messages = apply_hook_messages(messages, create_response.get("messages"))
    if create_response.get("delegate"):
        return await delegate(frame, create_response["delegate"], messages)
    if "data" in create_response and not spec.has_llm_phase:
        return FrameResult(next=create_response["data"])
    if not spec.has_llm_phase:  # hook-only assistant (Yao: no prompts, no LLM phase)
        return await next_hook(frame, messages, None, [], FrameResult())
    ref_ctx = await gather_references(frame, messages, create_response)
    completion_messages = inject_reference_context([*spec.prompts, *messages], ref_ctx)
    return await answer(frame, completion_messages, ref_ctx.references)


async def answer(frame: Frame, messages: list[dict[str, Any]], references: list[Reference]) -> FrameResult:
    """LLM (with tools) over `messages`, the citation check, then the Next hook."""
    frame.partial_references = references
    completion = await run_llm(frame, messages, ReferenceContext(references=references))
    result = FrameResult(
        references=references,
        completion=completion,
        answer=completion.content,
        extractive=completion.extractive,
    )
    citations = parse_citations(completion.content, references, citation_format=frame.config.citation.format)
    result.cited, result.unknown = citations.cited, citations.unknown
    if citations.unknown:
        frame.note("Answer cites references that do not exist", {"unknown": citations.unknown}, level="warn")
    if not completion.extractive:
        result.citation_warnings = citation_warnings(completion.content, references, citations)
        if result.citation_warnings:
            frame.note(
                "Answer citations need attention", {"warnings": result.citation_warnings}, level="warn"
            )
    return await next_hook(frame, messages, completion, references, result)


async def next_hook(
    frame: Frame,
    messages: list[dict[str, Any]],
    completion: Completion | None,
    references: list[Reference],
    result: FrameResult,
) -> FrameResult:
    nxt = getattr(frame.spec.hooks, "next", None) if frame.spec.hooks is not None else None
    if not callable(nxt):
        return result
    payload = {
        "messages": messages,
        "completion": completion.model_dump() if completion else None,
        "references": [ref.model_dump(mode="json") for ref in references],
        "cited": result.cited,
        "unknown_citations": result.unknown,
    }
    async with frame.step("hook_next", {"payload": payload}) as step:
        raw = await call_hook(frame, nxt, payload)
        step.output = {"response": jsonable(raw)}
    if isinstance(raw, Mapping) and raw.get("delegate"):
        delegated = await delegate(frame, raw["delegate"], messages)
        delegated.references = delegated.references or references
        return delegated
    if isinstance(raw, Mapping) and "data" in raw:
        result.next = raw["data"]
    elif raw is not None:
        result.next = raw
    return result


def options_dump(options: StreamOptions) -> dict[str, Any]:
    return options.model_dump(mode="json", exclude={"auth"})


def _apply_overrides(frame: Frame, create_response: dict[str, Any]) -> None:
    """One precedence rule (design: Configuration Priority): system < agent/ < assistant < Create
    hook < request. The hook's `uses`, `search_config` and `citation` apply over the assistant's, then
    the request's `options.uses` / `options.citation` apply again on top, so the request always wins."""
    if create_response.get("uses"):
        hook_uses = Uses.parse_mapping(create_response["uses"], origin="create hook")
        frame.uses = frame.uses.over(hook_uses).over(frame.request_uses())
    hook_config = create_response.get("search_config")
    if hook_config:
        frame.config = frame.config.merged(hook_config, origin="create hook: search_config")
    if create_response.get("citation"):
        frame.config = frame.config.merged({"citation": create_response["citation"]}, origin="create hook")
    if hook_config or create_response.get("citation"):
        frame.config = frame.config.merged(frame.request_config(), origin="options.citation")
