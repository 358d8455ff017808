"""Web agent mode (`uses.web = <assistant-id>`): payload and answer parsing of reference §2.8.

The assistant runtime is another issue; the caller here is a test double with the `AgentCaller` shape.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentsearch.config import Uses
from agentsearch.context import SearchContext
from agentsearch.handlers.web import WebHandler
from agentsearch.types import Request, SearchType

ITEMS = {"items": [{"title": "A", "content": "a", "url": "https://a.example/", "score": 0.8}, {"title": "B"}]}


class Agent:
    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def __call__(self, assistant_id: str, payload: dict[str, Any]) -> Any:
        self.calls.append((assistant_id, payload))
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer


async def search(answer: Any, **request: Any) -> tuple[Any, Agent]:
    agent = Agent(answer)
    context = SearchContext(uses=Uses(web="workers.search.web"), agent=agent)
    result = await WebHandler().search(Request(type=SearchType.WEB, **{"query": "q", **request}), context)
    return result, agent


async def test_payload_is_the_request_as_json() -> None:
    _, agent = await search({"data": ITEMS}, limit=3, sites=["a.example"], time_range="day", source="hook")
    assert agent.calls == [
        (
            "workers.search.web",
            {
                "query": "q",
                "type": "web",
                "source": "hook",
                "limit": 3,
                "sites": ["a.example"],
                "time_range": "day",
            },
        )
    ]
    _, bare = await search({"data": ITEMS})
    assert bare.calls[0][1] == {"query": "q", "type": "web", "source": "auto"}


@pytest.mark.parametrize(
    "answer",
    [
        {"data": ITEMS},
        ITEMS,
        json.dumps({"data": ITEMS}),
        "```json\n" + json.dumps(ITEMS) + "\n```",
        json.dumps(json.dumps(ITEMS)),
    ],
    ids=["data-dict", "dict", "json-string", "fenced", "double-encoded"],
)
async def test_answer_shapes(answer: Any) -> None:
    result, _ = await search(answer)
    assert result.error == ""
    assert [(i.title, i.url, i.score) for i in result.items] == [
        ("A", "https://a.example/", 0.8),
        ("B", "", 0.0),
    ]
    assert result.total == 2
    assert result.metadata == {"mode": "agent", "assistant_id": "workers.search.web"}


async def test_total_from_the_answer() -> None:
    result, _ = await search({"data": {**ITEMS, "total": 17}})
    assert result.total == 17


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        (None, "Agent returned nil response"),
        ("not json at all", "Failed to extract data from agent response"),
        (KeyError("workers.search.web"), "Agent 'workers.search.web' not found: workers.search.web"),
        (RuntimeError("LLM connector timed out"), "Agent call failed: LLM connector timed out"),
    ],
)
async def test_errors_are_returned_never_raised(answer: Any, error: str) -> None:
    result, _ = await search(answer)
    assert result.error == error
    assert result.items == []


async def test_without_an_agent_caller() -> None:
    context = SearchContext(uses=Uses(web="workers.search.web"))
    result = await WebHandler().search(Request(query="q", type=SearchType.WEB), context)
    assert result.error == "AgentGetterFunc not initialized"


async def test_empty_query() -> None:
    result, agent = await search({"data": ITEMS}, query="  ")
    assert result.error == "query is required" and agent.calls == []
