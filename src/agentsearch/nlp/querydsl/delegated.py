"""Agent and MCP modes: ask an assistant or a tool for the DSL, lint it, retry with the diagnostics.

Reference §2.10: up to 3 attempts; a call or parse error is recorded and the loop continues; a DSL that
fails the lint adds "[code] path: message" warnings and sends the diagnostics back on the next attempt.
The lint here also checks fields against the schema, so an invented column is fixed by the generator
instead of failing at execution.
"""

from __future__ import annotations

import json
from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import call_mcp_tool, first_json_object
from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl.base import MAX_ATTEMPTS, RETRY_INSTRUCTIONS, GenerateInput, GenerateOutput
from agentsearch.querydsl.lint import Diagnostic, lint

__all__ = ["generate_with_agent", "generate_with_mcp", "parse_agent_answer", "parse_mcp_answer"]


class _GenerationError(SearchError):
    """An error the agent itself reported (`{"error": ...}`): not retried."""


def parse_agent_answer(answer: Any) -> GenerateOutput:
    """Read an agent's `next` value as reference §2.10 describes."""
    data = _as_dict(answer)
    if data is None:
        return GenerateOutput()
    if data.get("error"):
        error = data["error"]
        if isinstance(error, dict):
            code, message = error.get("code", "error"), error.get("message", "")
        else:
            code, message = error, data.get("message", "")
        raise _GenerationError(f"QueryDSL generation error [{code}]: {message}")
    if "from" in data or "select" in data:
        return GenerateOutput(dsl=data)
    if isinstance(data.get("dsl"), dict):
        return GenerateOutput(
            dsl=data["dsl"], explain=_str(data.get("explain")), warnings=_strs(data.get("warnings"))
        )
    inner = data.get("data")
    if isinstance(inner, dict):
        if inner.get("error"):
            raise _GenerationError(
                f"QueryDSL generation error [{inner['error']}]: {_str(inner.get('message'))}"
            )
        dsl = inner.get("dsl") if isinstance(inner.get("dsl"), dict) else None
        if dsl is None and ("from" in inner or "select" in inner):
            dsl = inner
        return GenerateOutput(
            dsl=dsl, explain=_str(inner.get("explain")), warnings=_strs(inner.get("warnings"))
        )
    return GenerateOutput(explain=_str(data.get("explain")), warnings=_strs(data.get("warnings")))


def parse_mcp_answer(texts: list[str]) -> GenerateOutput:
    """The first JSON object among the tool's texts; its `dsl`, `explain` and `warnings` keys.

    Unlike Yao (reference §7.28) a bare DSL object (with `from` or `select`) is accepted too.
    """
    from agentsearch.context import MCPToolResult

    data = first_json_object(MCPToolResult(texts=texts))
    if data is None:
        return GenerateOutput()
    dsl = data.get("dsl") if isinstance(data.get("dsl"), dict) else None
    if dsl is None and ("from" in data or "select" in data):
        dsl = data
    return GenerateOutput(dsl=dsl, explain=_str(data.get("explain")), warnings=_strs(data.get("warnings")))


async def generate_with_agent(inp: GenerateInput, ctx: SearchContext, assistant_id: str) -> GenerateOutput:
    if ctx.agent is None:
        raise SearchError("context is required for QueryDSL generation")
    agent = ctx.agent

    async def attempt(retry: dict[str, Any] | None) -> GenerateOutput:
        payload: dict[str, Any] = {
            "query": inp.query,
            "models": inp.model_ids,
            "limit": inp.limit,
            "schema": inp.extra_params.get("schema", inp.wire_schema()),
        }
        if inp.scenario:
            payload["scenario"] = inp.scenario
        if inp.allowed_fields:
            payload["allowed_fields"] = inp.allowed_fields
        if retry:
            payload["retry"] = retry
        return parse_agent_answer(await agent(assistant_id, payload))

    return await _loop(inp, attempt, "agent")


async def generate_with_mcp(inp: GenerateInput, ctx: SearchContext, server: str, tool: str) -> GenerateOutput:
    if ctx.mcp is None:
        raise SearchError("context is required for QueryDSL generation")
    mcp = ctx.mcp

    async def attempt(retry: dict[str, Any] | None) -> GenerateOutput:
        arguments: dict[str, Any] = {"query": inp.query, "models": inp.model_ids, "limit": inp.limit}
        if inp.wheres:
            arguments["wheres"] = inp.wheres
        if inp.orders:
            arguments["orders"] = inp.orders
        if inp.allowed_fields:
            arguments["allowed_fields"] = inp.allowed_fields
        extra = dict(inp.extra_params)
        extra.setdefault("schema", inp.wire_schema())
        arguments["extra"] = extra
        if retry:
            arguments["retry"] = retry
        result = await call_mcp_tool(mcp, server, tool, arguments, purpose="QueryDSL generation")
        return parse_mcp_answer(result.texts)

    return await _loop(inp, attempt, "MCP tool")


async def _loop(inp: GenerateInput, attempt: Any, what: str) -> GenerateOutput:
    warnings: list[str] = []
    last_error = ""
    diagnostics: list[Diagnostic] = []
    for number in range(1, MAX_ATTEMPTS + 1):
        retry = None
        if diagnostics:
            retry = {
                "attempt": number,
                "lint_errors": [d.to_dict() for d in diagnostics],
                "instructions": RETRY_INSTRUCTIONS,
            }
        diagnostics = []
        try:
            output: GenerateOutput = await attempt(retry)
        except _GenerationError:
            raise
        except Exception as exc:  # a failed call is recorded and retried, as in Yao
            last_error = str(exc) or type(exc).__name__
            continue
        if output.dsl is None:
            last_error = f"no QueryDSL returned from {what}"
            continue
        report = lint(output.dsl, inp.schema)
        if report.valid:
            output.warnings = [*warnings, *output.warnings]
            return output
        diagnostics = report.diagnostics
        warnings.extend(str(d) for d in diagnostics)
        last_error = "; ".join(str(d) for d in diagnostics)
    raise SearchError(f"QueryDSL generation failed after {MAX_ATTEMPTS} attempts: {last_error}")


def _as_dict(answer: Any) -> dict[str, Any] | None:
    if isinstance(answer, dict):
        return answer
    if isinstance(answer, str):
        text = answer.strip()
        if text.startswith("```"):
            text = text.split("\n", 1)[1] if "\n" in text else ""
            text = text.rstrip().removesuffix("```")
        try:
            parsed = json.loads(text)
        except ValueError:
            return None
        return parsed if isinstance(parsed, dict) else None
    if answer is None:
        return None
    try:
        parsed = json.loads(json.dumps(answer, default=str))
    except (TypeError, ValueError):
        return None
    return parsed if isinstance(parsed, dict) else None


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _strs(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []
