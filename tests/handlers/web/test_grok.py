"""Grok against a local server that speaks xAI's documented APIs.

Responses API (docs.x.ai, "Search Tools"): `POST /v1/responses` with `"tools": [{"type": "web_search"}]`,
whose only web filters are `allowed_domains` ("a maximum of five domains"), `excluded_domains` and
`enable_image_understanding`; the response's `output` holds `web_search_call` items and a `message`
whose `content` is `output_text` with `url_citation` `annotations`, and `citations` lists "all source
URLs encountered during the search process". Live Search (chat completions, deprecated 2026-01-12):
`search_parameters` with `"mode"` "off"/"auto"/"on", `"sources": [{"type": "web", "allowed_websites"}]`,
`from_date`, `return_citations`, `max_search_results`; the answer carries top-level `citations`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web import WebQuery
from agentsearch.handlers.web.grok import DEFAULT_MODEL, MAX_DOMAINS, is_time_sensitive

from .support import FAULTS, KEY, check_fault, run_web, web_config

DOCUMENTED_MODELS = {"grok-4-1-fast-reasoning", "grok-4-1-fast-non-reasoning"}


def response(
    text: str, citations: list[str] | None = None, annotations: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """A Responses API body as xAI documents it."""
    return {
        "id": "resp_1",
        "object": "response",
        "created_at": 1764000000,
        "model": DEFAULT_MODEL,
        "status": "completed",
        "output": [
            {
                "type": "web_search_call",
                "id": "ws_1",
                "status": "completed",
                "action": {"type": "search", "query": "deno release"},
            },
            {
                "type": "message",
                "id": "msg_1",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": annotations or []}],
            },
        ],
        "citations": citations or [],
        "usage": {"input_tokens": 900, "output_tokens": 120, "total_tokens": 1020},
    }


RESULTS = {
    "results": [
        {"title": "made up", "url": "not-a-url", "snippet": "dropped"},
        {"title": "From memory", "url": "https://example.org/remembered", "snippet": "not in citations"},
        {
            "title": "Deno 2.1 released",
            "url": "https://deno.com/blog/v2.1",
            "snippet": "Deno <strong>2.1</strong> ships ...",
            "published_date": "2024-11-21",
        },
    ]
}
CITATIONS = ["https://deno.com/blog/v2.1", "https://github.com/denoland/deno/releases"]
OK = response(json.dumps(RESULTS), CITATIONS)
EMPTY = response('{"results": []}')


def test_time_sensitivity() -> None:
    assert is_time_sensitive(WebQuery("latest deno release"))
    assert is_time_sensitive(WebQuery("deno 2026 roadmap"))
    assert is_time_sensitive(WebQuery("Rust 最新 版本"))
    assert is_time_sensitive(WebQuery("deno", time_range="pw"))
    assert not is_time_sensitive(WebQuery("what is a monad"))


def test_default_model_is_a_documented_id() -> None:
    assert DEFAULT_MODEL in DOCUMENTED_MODELS


async def test_grok_searches_the_web_with_the_web_search_tool(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request(
        "/responses", method="POST", headers={"Authorization": f"Bearer {KEY}"}
    ).respond_with_json(OK)
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="latest deno release", limit=5, sites=["deno.com"])
    fake.check_assertions()
    body = fake.log[0][0].get_json()
    assert body["model"] == DEFAULT_MODEL
    assert body["tools"] == [{"type": "web_search", "allowed_domains": ["deno.com"]}]
    system, user = body["input"]
    assert system["role"] == "system" and "Current time:" in system["content"]
    assert user["role"] == "user" and "Query: latest deno release" in user["content"]
    assert result.error == ""
    # cited rows first, then the citations the model did not list, then rows xAI never saw (memory)
    assert [i.url for i in result.items] == [
        "https://deno.com/blog/v2.1",
        "https://github.com/denoland/deno/releases",
        "https://example.org/remembered",
    ]
    first, citation, remembered = result.items
    assert first.content == "Deno 2.1 ships ..." and first.metadata["cited"] is True
    assert first.metadata["published"] == "2024-11-21"
    assert citation.metadata["kind"] == "citation"
    assert remembered.metadata["cited"] is False


async def test_more_than_five_sites_use_the_first_five_and_say_so(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_oneshot_request("/responses", method="POST").respond_with_json(OK)
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    sites = [f"s{i}.example" for i in range(7)]
    result = await run_web(config, tmp_path, query="deno", sites=sites, time_range="week")
    tool = fake.log[0][0].get_json()["tools"][0]
    assert tool["allowed_domains"] == sites[:MAX_DOMAINS]
    notes = " ".join(result.metadata["notes"])
    assert "at most 5 domains" in notes and "no date filter" in notes


async def test_url_citation_annotations_become_items_when_the_answer_is_prose(
    fake: HTTPServer, tmp_path: Path
) -> None:
    text = "Deno 2.1 shipped in November.[[1]](https://deno.com/blog/v2.1)"
    annotations = [
        {
            "type": "url_citation",
            "url": "https://deno.com/blog/v2.1",
            "title": "Deno 2.1",
            "start_index": 30,
            "end_index": 66,
        }
    ]
    fake.expect_oneshot_request("/responses", method="POST").respond_with_json(
        response(text, ["https://deno.com/blog/v2.1", "https://x.com/deno_land"], annotations)
    )
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="deno 2.1")
    answer, cited, other = result.items
    assert answer.metadata["answer_box"] and "November" in answer.content
    assert (cited.url, cited.title) == ("https://deno.com/blog/v2.1", "Deno 2.1")
    assert other.url == "https://x.com/deno_land"


async def test_prose_without_citations_is_an_error_not_an_item(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/responses").respond_with_json(response("I think Deno 2 is great."))
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path)
    assert result.error == "Grok answer is not JSON search results"
    assert result.items == []


async def test_model_setting_and_no_time_injection_for_timeless_queries(
    fake: HTTPServer, tmp_path: Path
) -> None:
    fake.expect_oneshot_request("/responses", method="POST").respond_with_json(
        response("```json\n" + json.dumps(RESULTS) + "\n```", CITATIONS)
    )
    config = web_config("grok", {"grok": fake.url_for("/").rstrip("/")})
    config = config.merged({"web": {"settings": {"grok": {"engine": "grok-4-1-fast-reasoning"}}}})
    result = await run_web(config, tmp_path, query="what is a monad")
    body = fake.log[0][0].get_json()
    assert "Current time" not in body["input"][0]["content"]
    assert body["model"] == "grok-4-1-fast-reasoning"
    assert body["tools"] == [{"type": "web_search"}]
    assert len(result.items) == 3


async def test_chat_completions_base_uses_live_search_parameters(fake: HTTPServer, tmp_path: Path) -> None:
    chat = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": DEFAULT_MODEL,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": json.dumps(RESULTS)},
                "finish_reason": "stop",
            }
        ],
        "citations": CITATIONS,
        "usage": {"prompt_tokens": 10, "completion_tokens": 20, "total_tokens": 30, "num_sources_used": 2},
    }
    fake.expect_oneshot_request("/v1/chat/completions", method="POST").respond_with_json(chat)
    config = web_config("grok", {"grok": fake.url_for("/v1/chat/completions")})
    result = await run_web(config, tmp_path, query="deno", sites=["deno.com"], time_range="week")
    body = fake.log[0][0].get_json()
    search = body["search_parameters"]
    assert search["mode"] == "on" and search["return_citations"] is True
    assert search["sources"] == [{"type": "web", "allowed_websites": ["deno.com"]}]
    assert len(search["from_date"]) == 10  # ISO8601 "YYYY-MM-DD"
    assert "tools" not in body
    assert result.items[0].url == "https://deno.com/blog/v2.1" and result.items[0].metadata["cited"]


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "grok",
        method="POST",
        path="/responses",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"code": "Client specified an invalid argument", "error": "Incorrect API key provided"},
        tmp_path=tmp_path,
    )
