"""DuckDuckGo Instant Answer API against a local server: GET /?q=...&format=json, no key."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web.duckduckgo import on_sites

from .support import FAULTS, check_fault, run_web, web_config

OK = {
    "Abstract": "Python is a high-level programming language.",
    "AbstractText": "Python is a high-level, general-purpose programming language.",
    "AbstractSource": "Wikipedia",
    "AbstractURL": "https://en.wikipedia.org/wiki/Python_(programming_language)",
    "Answer": "",
    "AnswerType": "",
    "Definition": "",
    "DefinitionURL": "",
    "Heading": "Python (programming language)",
    "Results": [
        {"FirstURL": "https://www.python.org/", "Text": "Official site", "Result": "<a>Official site</a>"}
    ],
    "RelatedTopics": [
        {
            "FirstURL": "https://duckduckgo.com/Guido_van_Rossum",
            "Text": "Guido van Rossum - Dutch programmer",
        },
        {
            "Name": "See also",
            "Topics": [{"FirstURL": "https://duckduckgo.com/Jython", "Text": "Jython - JVM"}],
        },
    ],
    "Type": "A",
}
EMPTY = {
    "Abstract": "",
    "AbstractText": "",
    "AbstractURL": "",
    "Answer": "",
    "Results": [],
    "RelatedTopics": [],
}


async def test_request_and_normalisation(
    fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake.expect_oneshot_request(
        "/",
        method="GET",
        query_string={
            "q": "python",
            "format": "json",
            "no_html": "1",
            "skip_disambig": "1",
            "t": "agentsearch",
        },
    ).respond_with_json(OK, content_type="application/x-javascript")
    config = web_config("duckduckgo", {"duckduckgo": fake.url_for("/").rstrip("/")}, key_env="UNSET_KEY_X")
    result = await run_web(config, tmp_path, query="python", time_range="week")
    fake.check_assertions()
    assert result.error == ""
    assert [i.url for i in result.items] == [
        "https://en.wikipedia.org/wiki/Python_(programming_language)",
        "https://www.python.org/",
        "https://duckduckgo.com/Guido_van_Rossum",
        "https://duckduckgo.com/Jython",
    ]
    assert result.items[2].title == "Guido van Rossum"
    assert result.metadata["notes"] == ["duckduckgo has no time filter; time_range ignored"]


async def test_instant_answer_becomes_answer_item(fake: HTTPServer, tmp_path: Path) -> None:
    fake.expect_request("/").respond_with_json({**EMPTY, "Answer": "42", "AnswerType": "calc"})
    config = web_config("duckduckgo", {"duckduckgo": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path)
    (item,) = result.items
    assert item.metadata["answer_box"] and item.content == "42" and item.title == "calc"


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault, fake, "duckduckgo", method="GET", path="/", ok_body=OK, empty_body=EMPTY, tmp_path=tmp_path
    )


async def test_site_is_not_sent_as_syntax_and_off_site_items_are_dropped_with_a_note(
    fake: HTTPServer, tmp_path: Path
) -> None:
    # The Instant Answer API (`AbstractURL`, `Results[].FirstURL`, `RelatedTopics[].FirstURL`) has no
    # site filter and ignores `site:`; only pages on the requested site may come back.
    fake.expect_oneshot_request(
        "/",
        query_string={
            "q": "python",
            "format": "json",
            "no_html": "1",
            "skip_disambig": "1",
            "t": "agentsearch",
        },
    ).respond_with_json(OK)
    config = web_config("duckduckgo", {"duckduckgo": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="python", sites=["python.org"])
    fake.check_assertions()
    assert [i.url for i in result.items] == ["https://www.python.org/"]
    assert "duckduckgo does not honour site:; 3 off-site item(s) dropped" in result.metadata["notes"]


async def test_widget_answer_is_skipped_not_a_python_repr_item(fake: HTTPServer, tmp_path: Path) -> None:
    # For widgets the API's `Answer` is an object (`{"from": "calculator", "id": ..., "templates": ...}`)
    widget = {"from": "calculator", "id": "calculator", "name": "Calculator", "result": "", "signal": "high"}
    fake.expect_request("/").respond_with_json({**EMPTY, "Answer": widget, "AnswerType": "calc"})
    config = web_config("duckduckgo", {"duckduckgo": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="2+2")
    assert result.items == []
    assert result.metadata["notes"] == ["duckduckgo widget answer (calculator) skipped: it is not text"]


def test_on_sites_matches_domains_subdomains_and_path_prefixes() -> None:
    assert on_sites("https://docs.python.org/3/", ("python.org",))
    assert on_sites("https://www.python.org/", ("python.org",))
    assert not on_sites("https://notpython.org/", ("python.org",))
    assert on_sites("https://github.com/rust-lang/rust", ("github.com/rust-lang",))
    assert not on_sites("https://github.com/golang/go", ("github.com/rust-lang",))
