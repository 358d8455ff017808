"""Setting up a real LLM as the README says: connector files checked at load, errors that say where,
the SDK's environment honoured, and a failed turn that reports what the user already saw."""

from __future__ import annotations

import logging
import socket
from pathlib import Path

import pytest

from agent.support import SHOP, write_app
from agentsearch.agent import Runtime
from agentsearch.errors import ConfigError, ProviderError
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.llm import OpenAIConnector
from agentsearch.llm.registry import load_connectors
from llm.openai_server import FakeOpenAI, Reply

QUESTION = [{"role": "user", "content": "What is the return policy for headphones?"}]


def _connector_app(tmp_path: Path, options: dict[str, object]) -> Path:
    return write_app(
        tmp_path,
        {"shop": {**SHOP, "package": {**SHOP["package"], "connector": "local"}}},
        connectors={"local": {"type": "openai", "options": options}},
    )


def test_a_misspelt_option_fails_at_load_naming_file_and_key(tmp_path: Path) -> None:
    app = _connector_app(tmp_path, {"model": "m", "max_token": 100})
    with pytest.raises(ConfigError) as info:
        load_connectors(app)
    message = str(info.value)
    assert message.endswith("local.conn.yml: options.max_token: unknown option; did you mean max_tokens?")
    assert "\n" not in message


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"model": "m", "base_url": "127.0.0.1:8080/v1"}, "has no scheme; write http://127.0.0.1:8080/v1"),
        ({"model": "m", "timeout": "soon"}, "options.timeout: expected a number >= 0"),
        ({"model": "m", "max_retries": -1}, "options.max_retries: expected a number >= 0"),
    ],
)
def test_bad_values_fail_at_load(tmp_path: Path, options: dict[str, object], expected: str) -> None:
    with pytest.raises(ConfigError, match=expected.replace("(", r"\(")):
        load_connectors(_connector_app(tmp_path, options))


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_connection_refused_names_the_url_and_the_likely_cause() -> None:
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    connector = OpenAIConnector("local", model="m", base_url=url, max_retries=0, timeout=5)
    with pytest.raises(ProviderError) as info:
        async for _ in connector.stream([{"role": "user", "content": "hi"}]):
            pass
    reason = "connection refused: is the server running and listening on that port?"
    assert str(info.value) == f"local: cannot connect to {url}: {reason}"


async def test_an_unknown_host_names_the_url_and_says_so() -> None:
    """`.invalid` never resolves (RFC 6761): the resolver answers NXDOMAIN at once, no network needed."""
    url = "http://llm-server.example.invalid:8080/v1"
    connector = OpenAIConnector("local", model="m", base_url=url, max_retries=0, timeout=10)
    with pytest.raises(ProviderError) as info:
        async for _ in connector.stream([{"role": "user", "content": "hi"}]):
            pass
    assert str(info.value) == f"local: cannot connect to {url}: unknown host: check the host name in base_url"


async def test_the_timeout_message_counts_the_sdk_retries(fake_openai: FakeOpenAI) -> None:
    fake_openai.script(*[Reply(text="x" * 40, chunk_size=1, delay=0.5) for _ in range(2)])
    connector = OpenAIConnector("local", model="m", base_url=fake_openai.base_url, timeout=0.2, max_retries=1)
    with pytest.raises(ProviderError) as info:
        async for _ in connector.stream([{"role": "user", "content": "hi"}]):
            pass
    assert f"no answer from {fake_openai.base_url} within 0.2s (2 attempts," in str(info.value)


async def test_an_exported_openai_api_key_is_sent_when_the_file_has_none(
    fake_openai: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-the-environment")
    fake_openai.script(Reply(text="ok"))
    connector = OpenAIConnector("local", model="m", base_url=fake_openai.base_url)
    [chunk async for chunk in connector.stream([{"role": "user", "content": "hi"}])]
    assert fake_openai.headers[-1]["authorization"] == "Bearer sk-from-the-environment"


async def test_a_failed_turn_ends_with_the_partial_answer_and_references_and_is_logged(
    tmp_path: Path, registry: HandlerRegistry, fake_openai: FakeOpenAI, caplog: pytest.LogCaptureFixture
) -> None:
    # the stream is cut after a few chunks: no finish_reason, a retryable failure after partial text
    fake_openai.script(
        *[Reply(text="Headphones can be returned within thirty days.", chunk_size=4, fail_after=3)] * 3
    )
    app = _connector_app(tmp_path, {"model": "m", "base_url": fake_openai.base_url, "max_retries": 0})
    with caplog.at_level(logging.WARNING, logger="agentsearch"):
        result = await Runtime(app, registry=registry).run("shop", QUESTION)
    end = result.end
    assert end.status == "failed" and "stream ended before the answer was finished" in end.error
    assert end.answer and "Headphones can be returned".startswith(end.answer)  # the text streamed so far
    assert end.references, "the references given to the model are in the end event"
    logged = [r.getMessage() for r in caplog.records if r.name.startswith("agentsearch")]
    assert any("failed" in line and "stream ended" in line for line in logged), logged
