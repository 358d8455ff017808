"""OpenAlex against a local server: GET /works?search=..., abstracts from the inverted index."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from agentsearch.handlers.web.openalex import rebuild_abstract

from .support import FAULTS, check_fault, run_web, web_config

OK = {
    "meta": {"count": 2, "db_response_time_ms": 30, "page": 1, "per_page": 2},
    "results": [
        {
            "id": "https://openalex.org/W2741809807",
            "doi": "https://doi.org/10.7717/peerj.4375",
            "title": "The state of OA",
            "display_name": "The state of OA",
            "relevance_score": 812.5,
            "publication_year": 2018,
            "publication_date": "2018-02-13",
            "primary_location": {
                "landing_page_url": "https://peerj.com/4375",
                "source": {"display_name": "PeerJ"},
            },
            "authorships": [{"author": {"display_name": "Heather Piwowar"}}],
            "cited_by_count": 1200,
            "abstract_inverted_index": {"Despite": [0], "growing": [1], "interest": [2]},
        },
        {
            "id": "https://openalex.org/W2",
            "doi": None,
            "display_name": "Second work",
            "relevance_score": 406.25,
            "publication_year": 2020,
            "primary_location": {"landing_page_url": "https://example.org/w2", "source": None},
            "abstract_inverted_index": None,
        },
    ],
    "group_by": [],
}
EMPTY = {"meta": {"count": 0}, "results": [], "group_by": []}


def test_rebuild_abstract() -> None:
    assert rebuild_abstract({"b": [1], "a": [0, 2]}) == "a b a"
    assert rebuild_abstract(None) == ""


async def test_request_and_normalisation(
    fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENALEX_MAILTO", "dev@example.org")
    since = (datetime.now(UTC) - timedelta(days=366)).date().isoformat()
    fake.expect_oneshot_request(
        "/works",
        method="GET",
        query_string={
            "search": "open access",
            "per-page": "2",
            "filter": f"from_publication_date:{since}",
            "mailto": "dev@example.org",
            "api_key": "test-key-123",
        },
    ).respond_with_json(OK)
    config = web_config("openalex", {"openalex": fake.url_for("/").rstrip("/")})
    result = await run_web(config, tmp_path, query="open access", limit=2, time_range="year", sites=["x.org"])
    fake.check_assertions()
    assert result.error == ""
    first, second = result.items
    assert first.url == "https://doi.org/10.7717/peerj.4375"
    assert first.content == "Despite growing interest"
    assert first.score == 1.0 and second.score == pytest.approx(0.5)
    assert first.metadata["venue"] == "PeerJ" and first.metadata["published"] == "2018-02-13"
    assert second.url == "https://example.org/w2"
    assert result.metadata["notes"] == ["openalex searches scholarly works; sites ignored"]


async def test_keyless(fake: HTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENALEX_API_KEY", raising=False)
    monkeypatch.delenv("OPENALEX_MAILTO", raising=False)
    fake.expect_oneshot_request("/works", query_string={"search": "q", "per-page": "10"}).respond_with_json(
        OK
    )
    config = web_config("openalex", {"openalex": fake.url_for("/").rstrip("/")}, key_env="UNSET_KEY_X")
    result = await run_web(config, tmp_path)
    fake.check_assertions()
    assert len(result.items) == 2


@pytest.mark.parametrize("fault", FAULTS)
async def test_fault_matrix(fault: str, fake: HTTPServer, tmp_path: Path) -> None:
    await check_fault(
        fault,
        fake,
        "openalex",
        method="GET",
        path="/works",
        ok_body=OK,
        empty_body=EMPTY,
        error_body={"error": "Invalid query parameters error.", "message": "bad"},
        tmp_path=tmp_path,
    )
