"""The LLM turn of a frame: stream a completion, run the tool calls it asks for (MCP tools or Python
hook functions), call the model again, up to `MAX_TOOL_ROUNDS`. Every round and every tool call is a
step, so a failed one can be resumed with the conversation it had."""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any

from agentsearch.agent.frame import Frame
from agentsearch.agent.i18n import tr
from agentsearch.agent.messages import llm_messages
from agentsearch.agent.trace import genai_request_attributes
from agentsearch.agent.util import jsonable
from agentsearch.config import Target
from agentsearch.delegate import call_mcp_tool
from agentsearch.errors import ConfigError
from agentsearch.llm import EXTRACTIVE, Completion, Connector, ToolCall
from agentsearch.types import ReferenceContext

__all__ = ["MAX_TOOL_ROUNDS", "connector_id", "finish_tool_round", "run_llm"]

MAX_TOOL_ROUNDS = 5

#: How a tool call is executed: an MCP tool ("server.tool") or a Python hook function.
Executor = tuple[str, Any]


def connector_id(frame: Frame) -> str:
    """Request option beats the assistant's connector, which beats the app's default."""
    return frame.options.connector or frame.spec.connector or frame.services.app.connector or EXTRACTIVE


async def run_llm(frame: Frame, messages: list[dict[str, Any]], ref_ctx: ReferenceContext) -> Completion:
    """The completion of `messages` with tools; its content is the text of every round."""
    connector = frame.services.connector(connector_id(frame))
    locale = frame.request.locale
    tools = [{k: v for k, v in tool.items() if k != "mcp"} for tool in frame.spec.tools]
    options = dict(frame.options.llm)
    if connector.extractive:
        options.update(
            citation_format=frame.config.citation.format,
            notice=tr("llm.extractive.notice", locale),
            empty=tr("llm.extractive.empty", locale),
        )
    conversation = llm_messages(messages)
    text_parts: list[str] = []
    last = Completion(connector=getattr(connector, "name", ""), extractive=connector.extractive)
    node = frame.request.trace.add(
        "llm",
        label=getattr(connector, "name", "llm"),
        input={"messages": len(conversation)},
        attributes=genai_request_attributes(connector, options),
    )
    node.start()
    references = [r.model_dump(mode="json") for r in ref_ctx.references]
    for _ in range(MAX_TOOL_ROUNDS):
        async with frame.step("llm", {"messages": conversation, "references": references}) as step:
            with node.current():  # HTTP spans of the connector nest under the LLM call's span
                completion = await _round(frame, connector, conversation, tools, ref_ctx, options)
            step.output = completion.model_dump()
        text_parts.append(completion.content)
        last = completion
        if not any(_executor(frame, call) is not None for call in completion.tool_calls):
            break
        conversation = [*conversation, _assistant_tool_message(completion)]
        for call in completion.tool_calls:
            output = await _run_tool(frame, call, {"messages": conversation, "references": references})
            conversation.append({"role": "tool", "tool_call_id": call.id, "content": output})
    node.complete({"finish_reason": last.finish_reason, "usage": last.usage})
    return last.model_copy(update={"content": "".join(text_parts)})


async def finish_tool_round(
    frame: Frame, messages: list[dict[str, Any]], references: list[Any]
) -> list[dict[str, Any]]:
    """Resume of a failed tool: run every call of the last tool-calling message still unanswered."""
    index = max((i for i, m in enumerate(messages) if m.get("tool_calls")), default=-1)
    if index < 0:
        return messages
    answered = {m.get("tool_call_id") for m in messages[index + 1 :] if m.get("role") == "tool"}
    out = list(messages)
    for raw in messages[index]["tool_calls"]:
        function = raw.get("function") or {}
        call = ToolCall(
            id=raw.get("id", ""), name=function.get("name", ""), arguments=function.get("arguments", "")
        )
        if call.id in answered:
            continue
        output = await _run_tool(frame, call, {"messages": out, "references": references})
        out.append({"role": "tool", "tool_call_id": call.id, "content": output})
    return out


def _assistant_tool_message(completion: Completion) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": completion.content or None,
        "tool_calls": [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in completion.tool_calls
        ],
    }


async def _round(
    frame: Frame,
    connector: Connector,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]],
    ref_ctx: ReferenceContext,
    options: dict[str, Any],
) -> Completion:
    text_id = ""
    thinking_id = ""
    parts: list[str] = []
    frame.streamed_text = parts  # what a failed turn reports as its partial answer
    calls: list[ToolCall] = []
    finish = ""
    usage: dict[str, int] = {}
    async for chunk in connector.stream(
        messages,
        tools=tools or None,
        references=ref_ctx.references,
        locale=frame.request.locale,
        options=options,
    ):
        if chunk.kind == "text" and chunk.text:
            parts.append(chunk.text)
            if not text_id:
                text_id = frame.output.send("text", {"content": chunk.text})
            else:
                frame.output.append(text_id, chunk.text)
        elif chunk.kind == "thinking" and chunk.text:
            if not thinking_id:
                thinking_id = frame.output.send("thinking", {"content": chunk.text})
            else:
                frame.output.append(thinking_id, chunk.text, type="thinking")
        elif chunk.kind == "tool_call" and chunk.tool_call is not None:
            calls.append(chunk.tool_call)
            frame.output.send("tool_call", chunk.tool_call.model_dump())
        elif chunk.kind == "end":
            finish, usage = chunk.finish_reason, chunk.usage
    return Completion(
        content="".join(parts),
        tool_calls=calls,
        finish_reason=finish,
        usage=usage,
        connector=getattr(connector, "name", ""),
        extractive=connector.extractive,
    )


def _executor(frame: Frame, call: ToolCall) -> Executor | None:
    for tool in frame.spec.tools:
        function = tool.get("function") or {}
        if function.get("name") == call.name:
            if isinstance(tool.get("mcp"), str):
                return ("mcp", tool["mcp"])
            hook = getattr(frame.spec.hooks, call.name, None)
            if callable(hook):
                return ("python", hook)
    return None


async def _run_tool(frame: Frame, call: ToolCall, context: dict[str, Any] | None = None) -> str:
    """Run one tool call; `context` (the conversation and references) is kept in the step so a
    failed tool can be resumed."""
    executor = _executor(frame, call)
    try:
        arguments = json.loads(call.arguments) if call.arguments.strip() else {}
    except ValueError:
        arguments = {"_raw": call.arguments}
    if executor is None:
        return ""
    kind, target = executor
    step_input = {"tool_call": call.model_dump(), "arguments": arguments, **(context or {})}
    async with frame.step("tool", step_input) as step:
        if kind == "mcp":
            parsed = Target.parse("mcp:" + target, field=f"tools.{call.name}.mcp")
            if frame.services.mcp is None:
                raise ConfigError("no MCP client configured", key=f"tools.{call.name}.mcp")
            result = await call_mcp_tool(
                frame.services.mcp, parsed.server, parsed.tool, arguments, purpose=f"tool {call.name}"
            )
            text = "\n".join(result.texts)
        else:
            text = await _call_python_tool(target, arguments)
        step.output = {"result": text}
    frame.output.send(
        "text",
        {"content": text},
        metadata={"tool_call_id": call.id, "tool_name": call.name, "is_tool_result": True},
    )
    return text


async def _call_python_tool(function: Callable[..., Any], arguments: dict[str, Any]) -> str:
    value = function(**arguments)
    if inspect.isawaitable(value):
        value = await value
    return value if isinstance(value, str) else json.dumps(jsonable(value), ensure_ascii=False)
