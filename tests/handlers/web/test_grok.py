"""Grok against a local OpenAI-style server: POST /chat/completions returning JSON results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web import WebQuery
from agentsearch.handlers.web.grok import DEFAULT_MODEL, is_time_sensitive

from .support import FAULTS, KEY, check_fault, run_web, web_config


def completion(content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1730000000,
        "model": "grok-4.1-fast",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 20, "total_tokens": 30},
    }


RESULTS = {
    "results": [
        {
            "title": "Deno 2.1 released",
            "url": "https://deno.com/blog/v2.1",
            "snippet": "Deno 2.1 ships ...",
            "published_date": "2024-11-21",
        },
        {"title": "made up", "url": "not-a-url", "snippet": "dropped"},
        {"title": "Deno repo", "url": "https://github.com/denoland/deno", "snippet": "source"},
    ]
}
OK = completion(json.dumps(RESULTS))
EMPTY = completion('{"results": []}')


def test_time_sensitivity() -> None:
    assert is_time_sensitive(WebQuery("latest deno release"))
    assert is_time_sensitive(WebQuery("deno 2026 roadmap"))
    assert is_time_sensitive(WebQuery("Rust 最新 版本"))
    assert is_time_sensitive(WebQuery("deno", time_range="pw"))
    assert not is_time_sensitive(WebQuery("what is a monad"))


async def test_request_and_normalisation(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/chat/completions", method="POST", headers={"Authorization": f"Bearer {KEY}"}
    ).respond_with_json(OK)
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="latest deno release", limit=5, sites=["deno.com"])
    fake.check_assertions()
    body = fake.log[0][0].get_json()
    assert body["model"] == DEFAULT_MODEL
    assert body["response_format"] == {"type": "json_object"}
    system, user = body["messages"]
    assert system["role"] == "system" and "Current time:" in system["content"]
    assert user == {
        "role": "user",
        "content": "Query: latest deno release\nReturn at most 5 results.\n"
        "Only pages from these sites: deno.com.",
    }
    assert result.error == ""
    assert [i.url for i in result.items] == ["https://deno.com/blog/v2.1", "https://github.com/denoland/deno"]
    assert result.items[0].metadata["published"] == "2024-11-21"
    assert result.items[1].score == pytest.approx(0.90)


async def test_no_time_injection_for_timeless_queries_and_model_setting(
    fake: HTTPServer, tmp_path: Path
) -> None:
    fake.expect_oneshot_request("/chat/completions", method="POST").respond_with_json(
        completion("```json\n" + json.dumps(RESULTS) + "\n```")
    )
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    config = config.merged({"web": {"settings": {"grok": {"engine": "grok-test-model"}}}})
    result = await run_web(config, tmp_path, query="what is a monad")
    body = fake.log[0][0].get_json()
    assert "Current time" not in body["messages"][0]["content"]
    assert body["model"] == "grok-test-model"
    assert len(result.items) == 2


async def test_prose_answer_is_an_error_not_an_item(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/chat/completions").respond_with_json(completion("I think Deno 2 is great."))
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path)
    assert result.error == "Grok answer is not JSON search results"
    assert result.items == []


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "grok",
        method="POST",
        path="/chat/completions",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"code": "Client specified an invalid argument", "error": "Incorrect API key provided"},
        tmp_path=tmp_path,
    )
