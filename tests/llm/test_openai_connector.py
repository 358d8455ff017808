from __future__ import annotations

import pytest

from agentsearch.errors import ProviderError
from agentsearch.llm import LLMChunk, OpenAIConnector
from llm.openai_server import FakeOpenAI, Reply


def _connector(server: FakeOpenAI, **options: object) -> OpenAIConnector:
    return OpenAIConnector(
        "local", model="test-model", base_url=server.base_url, api_key="sk-test", **options
    )  # type: ignore[arg-type]


async def _collect(connector: OpenAIConnector, **kwargs: object) -> list[LLMChunk]:
    return [chunk async for chunk in connector.stream([{"role": "user", "content": "hi"}], **kwargs)]  # type: ignore[arg-type]


async def test_streams_text_deltas_in_order_and_reports_usage(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(text="The answer is forty-two [1].", chunk_size=4))
    chunks = await _collect(_connector(fake_openai))
    texts = [c.text for c in chunks if c.kind == "text"]
    assert len(texts) > 3
    assert "".join(texts) == "The answer is forty-two [1]."
    assert chunks[-1].kind == "end"
    assert chunks[-1].finish_reason == "stop"
    assert chunks[-1].usage == {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18}


async def test_sends_model_messages_stream_and_key(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(text="ok"))
    tools = [{"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}]
    await _collect(_connector(fake_openai, options={"temperature": 0.2}), tools=tools)
    body = fake_openai.requests[0]
    assert body["model"] == "test-model"
    assert body["stream"] is True
    assert body["messages"] == [{"role": "user", "content": "hi"}]
    assert body["tools"] == tools
    assert body["temperature"] == 0.2
    assert fake_openai.headers[0]["authorization"] == "Bearer sk-test"


async def test_tool_call_fragments_are_assembled_and_passed_through(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(
        Reply(
            tool_calls=[
                {"id": "call_a", "name": "get_weather", "arguments": '{"location": "San Francisco"}'},
                {"id": "call_b", "name": "get_time", "arguments": '{"tz": "UTC"}'},
            ]
        )
    )
    chunks = await _collect(_connector(fake_openai))
    calls = [c.tool_call for c in chunks if c.kind == "tool_call"]
    assert [(c.id, c.name, c.arguments) for c in calls if c] == [
        ("call_a", "get_weather", '{"location": "San Francisco"}'),
        ("call_b", "get_time", '{"tz": "UTC"}'),
    ]
    assert chunks[-1].finish_reason == "tool_calls"


async def test_http_error_becomes_one_line_provider_error(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(status=401, error="Incorrect API key provided"))
    with pytest.raises(ProviderError) as info:
        await _collect(_connector(fake_openai))
    assert info.value.provider == "local"
    assert info.value.status == 401
    assert "Incorrect API key provided" in str(info.value)


async def test_server_error_is_reported_after_retries(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(status=500, error="boom"), Reply(status=500, error="boom"))
    with pytest.raises(ProviderError) as info:
        await _collect(_connector(fake_openai, max_retries=1))
    assert info.value.status == 500
    assert len(fake_openai.requests) == 2


async def test_slow_stream_arrives_chunk_by_chunk(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(text="slow but complete", chunk_size=3, delay=0.02))
    chunks = await _collect(_connector(fake_openai))
    assert "".join(c.text for c in chunks if c.kind == "text") == "slow but complete"


async def test_timeout_is_a_retryable_provider_error(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(Reply(text="x" * 40, chunk_size=1, delay=0.3))
    with pytest.raises(ProviderError) as info:
        await _collect(_connector(fake_openai, timeout=0.1, max_retries=0))
    assert info.value.retryable


async def test_connection_refused_names_the_connector() -> None:
    connector = OpenAIConnector(
        "offline", model="m", base_url="http://127.0.0.1:9/v1", max_retries=0, timeout=2
    )
    with pytest.raises(ProviderError) as info:
        await _collect(connector)
    assert str(info.value).startswith("offline: cannot connect")


async def test_a_stream_cut_off_without_a_finish_reason_is_an_error_not_an_answer(
    fake_openai: FakeOpenAI,
) -> None:
    fake_openai.script(
        Reply(text="Headphones can be returned within thirty days.", chunk_size=4, fail_after=3)
    )
    with pytest.raises(ProviderError, match="stream ended before the answer was finished"):
        await _collect(_connector(fake_openai))
