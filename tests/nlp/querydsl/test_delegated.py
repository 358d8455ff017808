"""Agent and MCP modes with scripted callers (the assistant and the MCP tool are outside parts)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentsearch.config import Uses
from agentsearch.context import MCPToolResult, SearchContext
from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl import GenerateInput, generate_querydsl, parse_agent_answer, parse_mcp_answer
from agentsearch.querydsl import TableSchema

GOOD = {
    "from": "products",
    "select": ["id", "name"],
    "wheres": [{"field": "brand", "value": "Apple"}],
    "limit": 5,
}
BAD = {"from": "products", "wheres": [{"field": "colour", "value": "red"}]}


class ScriptedAgent:
    def __init__(self, answers: list[Any]) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def __call__(self, assistant_id: str, payload: dict[str, Any]) -> Any:
        self.calls.append((assistant_id, payload))
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer


class ScriptedMCP:
    def __init__(self, answers: list[MCPToolResult]) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[str, str, dict[str, Any]]] = []

    async def call_tool(
        self, server: str, tool: str, arguments: dict[str, Any], *, timeout: float = 30.0
    ) -> MCPToolResult:
        self.calls.append((server, tool, arguments))
        return self.answers.pop(0)


def inp(schema: list[TableSchema]) -> GenerateInput:
    return GenerateInput(
        query="Apple products", model_ids=["products"], schema=schema[:1], limit=7, scenario="filter"
    )


async def test_agent_payload_and_first_valid_answer(shop_schema: list[TableSchema]) -> None:
    agent = ScriptedAgent([{"data": {"dsl": GOOD, "explain": "brand filter", "warnings": ["w"]}}])
    ctx = SearchContext(uses=Uses(querydsl="workers.querydsl"), agent=agent)
    out = await generate_querydsl(inp(shop_schema), ctx)
    assert out.dsl == GOOD and out.explain == "brand filter" and out.warnings == ["w"]
    assistant, payload = agent.calls[0]
    assert assistant == "workers.querydsl"
    assert (
        payload["query"] == "Apple products" and payload["models"] == ["products"] and payload["limit"] == 7
    )
    assert payload["scenario"] == "filter"
    assert payload["schema"]["name"] == "products"  # one model: a dict, not a list
    assert "retry" not in payload


async def test_agent_lint_failure_is_fed_back_and_retried(shop_schema: list[TableSchema]) -> None:
    agent = ScriptedAgent([json.dumps(BAD), {"dsl": GOOD, "explain": "fixed after receiving lint errors"}])
    ctx = SearchContext(uses=Uses(querydsl="fixer"), agent=agent)
    out = await generate_querydsl(inp(shop_schema), ctx)
    assert out.dsl == GOOD
    assert out.explain == "fixed after receiving lint errors"
    assert any("colour" in w and w.startswith("[invalid_field]") for w in out.warnings)
    retry = agent.calls[1][1]["retry"]
    assert retry["attempt"] == 2
    assert retry["instructions"] == "The previous QueryDSL was invalid. Please fix the errors and regenerate."
    assert "colour" in retry["lint_errors"][0]["message"]


async def test_agent_gives_up_after_three_attempts(shop_schema: list[TableSchema]) -> None:
    agent = ScriptedAgent([RuntimeError("timeout"), {"explain": "no idea"}, BAD])
    ctx = SearchContext(uses=Uses(querydsl="flaky"), agent=agent)
    with pytest.raises(SearchError, match=r"QueryDSL generation failed after 3 attempts: \[invalid_field\]"):
        await generate_querydsl(inp(shop_schema), ctx)
    assert len(agent.calls) == 3


async def test_agent_reported_error_is_not_retried(shop_schema: list[TableSchema]) -> None:
    agent = ScriptedAgent([{"data": {"error": "extraction_failed", "message": "no JSON"}}])
    ctx = SearchContext(uses=Uses(querydsl="a"), agent=agent)
    with pytest.raises(SearchError, match=r"QueryDSL generation error \[extraction_failed\]: no JSON"):
        await generate_querydsl(inp(shop_schema), ctx)
    assert len(agent.calls) == 1


def test_agent_answer_shapes() -> None:
    assert parse_agent_answer(GOOD).dsl == GOOD  # a bare DSL (has "from")
    assert parse_agent_answer({"select": ["id"]}).dsl == {"select": ["id"]}
    assert parse_agent_answer({"data": GOOD}).dsl == GOOD
    assert parse_agent_answer("```json\n" + json.dumps({"dsl": GOOD}) + "\n```").dsl == GOOD
    assert parse_agent_answer({"explain": "only words"}).dsl is None
    assert parse_agent_answer(None).dsl is None


async def test_mcp_arguments_and_answer(shop_schema: list[TableSchema]) -> None:
    tool = ScriptedMCP([MCPToolResult(texts=["thinking...", json.dumps({"dsl": GOOD, "explain": "ok"})])])
    ctx = SearchContext(uses=Uses(querydsl="mcp:nlp.generate_querydsl"), mcp=tool)
    source = inp(shop_schema)
    source.wheres = [{"field": "stock", ">": 0}]
    out = await generate_querydsl(source, ctx)
    assert out.dsl == GOOD and out.explain == "ok"
    server, name, arguments = tool.calls[0]
    assert (server, name) == ("nlp", "generate_querydsl")
    assert arguments["wheres"] == [{"field": "stock", ">": 0}]
    assert arguments["extra"]["schema"]["name"] == "products"


async def test_mcp_retry_and_bare_dsl(shop_schema: list[TableSchema]) -> None:
    tool = ScriptedMCP(
        [MCPToolResult(texts=[json.dumps({"dsl": BAD})]), MCPToolResult(texts=[json.dumps(GOOD)])]
    )
    ctx = SearchContext(uses=Uses(querydsl="mcp:nlp.q"), mcp=tool)
    out = await generate_querydsl(inp(shop_schema), ctx)
    assert out.dsl == GOOD
    assert tool.calls[1][2]["retry"]["attempt"] == 2


async def test_mcp_error_results_and_missing_callers(shop_schema: list[TableSchema]) -> None:
    tool = ScriptedMCP([MCPToolResult(texts=["boom"], is_error=True)] * 3)
    ctx = SearchContext(uses=Uses(querydsl="mcp:nlp.q"), mcp=tool)
    with pytest.raises(SearchError, match=r"after 3 attempts: mcp:nlp\.q: boom"):
        await generate_querydsl(inp(shop_schema), ctx)
    with pytest.raises(SearchError, match="context is required for QueryDSL generation"):
        await generate_querydsl(inp(shop_schema), SearchContext(uses=Uses(querydsl="some-agent")))
    with pytest.raises(SearchError, match="disabled"):
        await generate_querydsl(inp(shop_schema), SearchContext(uses=Uses(querydsl="disabled")))


def test_mcp_no_json_means_no_dsl() -> None:
    assert parse_mcp_answer(["plain text"]).dsl is None


async def test_allowed_fields_filter(shop_schema: list[TableSchema]) -> None:
    agent = ScriptedAgent([{"dsl": {**GOOD, "select": ["id", "name", "price"], "orders": ["price desc"]}}])
    source = inp(shop_schema)
    source.allowed_fields = ["id", "name", "brand"]
    out = await generate_querydsl(source, SearchContext(uses=Uses(querydsl="a"), agent=agent))
    assert out.dsl is not None
    assert out.dsl["select"] == ["id", "name"] and out.dsl["orders"] == []
    assert out.warnings[-1] == "removed fields not in allowed list: price, price"
