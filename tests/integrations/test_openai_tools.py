"""`agentsearch.tools.openai_tools()` in a real function-calling loop: the official `openai` SDK against
a local server speaking the Chat Completions protocol (tests/llm/openai_server.py), whose scripted
model calls `kb_search`; `run_tool` answers the call."""

from __future__ import annotations

import json
from collections.abc import Iterator

import jsonschema
import openai
import pytest

from agentsearch import Searcher
from agentsearch.toolkit import ToolCallError
from agentsearch.tools import SEARCH_TOOL_NAMES, openai_tools, run_tool
from llm.openai_server import FakeOpenAI, Reply


@pytest.fixture
def llm() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


def test_every_tool_has_a_valid_self_contained_json_schema() -> None:
    tools = openai_tools()
    assert [tool["function"]["name"] for tool in tools] == list(SEARCH_TOOL_NAMES)
    for tool in tools:
        assert tool["type"] == "function" and tool["function"]["description"]
        schema = tool["function"]["parameters"]
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["type"] == "object" and "$ref" not in json.dumps(schema)
    search = next(t["function"]["parameters"] for t in tools if t["function"]["name"] == "search")
    jsonschema.validate({"requests": [{"type": "kb", "query": "returns"}], "mode": "any"}, search)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"requests": [{"type": "images", "query": "x"}]}, search)
    with pytest.raises(ValueError, match="unknown tool 'nope'"):
        openai_tools(["nope"])


async def test_an_openai_tool_call_is_answered_by_run_tool(llm: FakeOpenAI, searcher: Searcher) -> None:
    arguments = json.dumps({"query": "can I return headphones", "limit": 2})
    llm.script(
        Reply(tool_calls=[{"id": "call_1", "name": "kb_search", "arguments": arguments}]),
        Reply(text="Within 30 days [1]."),
    )
    client = openai.AsyncOpenAI(base_url=llm.base_url, api_key="sk-test", max_retries=0)
    messages: list[dict[str, object]] = [{"role": "user", "content": "Can I return headphones?"}]
    tools = openai_tools()
    first = await client.chat.completions.create(model="m", messages=messages, tools=tools)
    assert llm.requests[0]["tools"] == tools  # what the SDK sent is exactly our schema
    call = first.choices[0].message.tool_calls[0]
    output = await run_tool(searcher, call.function.name, json.loads(call.function.arguments))
    assert "[1] (kb) Returns" in output and "30 days" in output
    messages += [
        first.choices[0].message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": call.id, "content": output},
    ]
    final = await client.chat.completions.create(model="m", messages=messages, tools=tools)
    assert final.choices[0].message.content == "Within 30 days [1]."
    assert llm.requests[1]["messages"][-1]["content"] == output
    request_id = output.splitlines()[0].removeprefix("request_id: ")
    full = await run_tool(searcher, "get_reference", {"request_id": request_id, "index": 1})
    assert full.startswith("[1] (kb) Returns")
    await client.close()


async def test_bad_tool_arguments_are_one_line_errors(searcher: Searcher) -> None:
    with pytest.raises(ToolCallError, match=r"^invalid arguments for kb_search: query: "):
        await run_tool(searcher, "kb_search", {"query": ""})
    with pytest.raises(ToolCallError, match="unknown tool"):
        await run_tool(searcher, "delete_everything", {})
