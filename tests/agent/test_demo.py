"""`make demo`: one full Stream of the bundled demo assistant, citation resolved from storage."""

from __future__ import annotations

import json

import pytest

from agentsearch.agent.demo import run_demo


def test_demo_streams_answers_with_kb_and_db_citations_and_resolves_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("agentsearch.handlers.kb.demo")
    code = run_demo(None, as_json=True, question="Which Sony products cost under $400?")
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert code == 0
    end = next(line for line in lines if line.get("event") == "end")
    assert end["status"] == "completed" and end["extractive"]
    assert {ref["type"] for ref in end["references"]} == {"kb", "db"}
    assert end["cited"] and not end["unknown_citations"]
    resolved = lines[-1]["resolved_citation"]
    first = next(ref for ref in end["references"] if ref["id"] == end["cited"][0])
    assert resolved["index"] == int(first["id"]) and resolved["title"] == first["title"]
    loading = [line["props"]["message"] for line in lines if line.get("type") == "loading"]
    assert any(message.startswith("Found ") for message in loading)
