"""`make demo`: one full Stream of the bundled demo assistant, citation resolved from storage."""

from __future__ import annotations

import json

import pytest

from agentsearch.agent.demo import run_demo


def test_demo_streams_answers_with_kb_and_db_citations_and_resolves_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = run_demo(None, as_json=True, question="Which Sony products cost under $400?")
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert code == 0
    end = next(line for line in lines if line.get("event") == "end")
    assert end["status"] == "completed" and end["extractive"]
    assert {ref["type"] for ref in end["references"]} == {"kb", "db"}
    assert end["cited"] and not end["unknown_citations"]
    resolved = next(line["resolved_citation"] for line in lines if "resolved_citation" in line)
    injected = lines[-1]["injected"]  # the stored XML and prompt the model was given
    assert injected["xml"].startswith("<references>") and f'<ref id="{end["cited"][0]}"' in injected["xml"]
    assert 'data-ref-id="{id}"' in injected["prompt"]
    first = next(ref for ref in end["references"] if ref["id"] == end["cited"][0])
    assert resolved["index"] == int(first["id"]) and resolved["title"] == first["title"]
    loading = [line["props"]["message"] for line in lines if line.get("type") == "loading"]
    assert any(message.startswith("Found ") for message in loading)


def test_every_provider_the_demo_announces_is_in_its_web_chain() -> None:
    """`agentsearch demo` turns web search on for any key in `_WEB_KEYS`; the demo app's fallback chain
    must then contain that provider, or the search would go to a provider without a key."""
    from agentsearch.agent.app import load_app
    from agentsearch.agent.demo import _WEB_KEYS
    from agentsearch.paths import resolve_app_dir

    config = load_app(resolve_app_dir(None)).config
    assert set(_WEB_KEYS.values()) <= set(config.web.chain)
    assert config.web.strategy == "fallback"
