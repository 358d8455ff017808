"""Natural language → QueryDSL, dispatched on `uses.querydsl` (reference §2.10).

`builtin` (the default) is offline and deterministic; `<assistant-id>` asks an assistant and
`mcp:<server>.<tool>` a tool, both with the lint → retry loop. `disabled` refuses.
"""

from __future__ import annotations

import asyncio
import dataclasses

from agentsearch.context import SearchContext
from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl.base import GenerateInput, GenerateOutput, NotUnderstoodError
from agentsearch.nlp.querydsl.builtin import generate_builtin
from agentsearch.nlp.querydsl.delegated import (
    generate_with_agent,
    generate_with_mcp,
    parse_agent_answer,
    parse_mcp_answer,
)
from agentsearch.nlp.querydsl.fields import filter_allowed_fields

__all__ = [
    "GenerateInput",
    "GenerateOutput",
    "NotUnderstoodError",
    "filter_allowed_fields",
    "generate_builtin",
    "generate_querydsl",
    "parse_agent_answer",
    "parse_mcp_answer",
]


async def generate_querydsl(inp: GenerateInput, ctx: SearchContext | None) -> GenerateOutput:
    """Generate a DSL for `inp` with the mode `ctx.uses.querydsl` names."""
    if ctx is None:
        raise SearchError("context is required for QueryDSL generation")
    target = ctx.uses.target("querydsl")
    if target.kind == "disabled":
        raise SearchError("QueryDSL generation is disabled (uses.querydsl)")
    if target.kind == "agent":
        output = await generate_with_agent(inp, ctx, target.assistant_id)
    elif target.kind == "mcp":
        output = await generate_with_mcp(inp, ctx, target.server, target.tool)
    else:
        # in a thread: linking and value matching are CPU work the event loop must not wait on
        output = await asyncio.to_thread(generate_builtin, inp)
    dsl, warning = filter_allowed_fields(output.dsl, inp.allowed_fields)
    if warning:
        return dataclasses.replace(output, dsl=dsl, warnings=[*output.warnings, warning])
    return output
