from __future__ import annotations

import pytest
from pydantic import ValidationError

from agentsearch import Keyword, Request, Result, SearchType
from agentsearch.types import ResultItem


def test_request_accepts_design_camel_case_aliases() -> None:
    r = Request.model_validate({"query": "q", "type": "web", "timeRange": "week", "rerank": {"topN": 3}})
    assert r.time_range == "week" and r.rerank is not None and r.rerank.top_n == 3
    assert r.model_dump(mode="json")["time_range"] == "week"


def test_request_rejects_unknown_fields_and_bad_values() -> None:
    with pytest.raises(ValidationError, match="provider"):
        Request.model_validate({"query": "q", "type": "web", "provider": "x"})
    with pytest.raises(ValidationError, match="time_range"):
        Request(query="q", type=SearchType.WEB, time_range="decade")
    with pytest.raises(ValidationError):
        Request.model_validate({"query": "q", "type": "sql"})


def test_json_field_names_are_the_designs() -> None:
    result = Result(type=SearchType.DB, query="q", duration_ms=5, items=[ResultItem(type=SearchType.DB)])
    data = result.model_dump(mode="json")
    for key in (
        "type",
        "query",
        "source",
        "items",
        "total",
        "duration_ms",
        "error",
        "keywords",
        "dsl",
        "entities",
        "relations",
        "graph_nodes",
    ):
        assert key in data
    for key in (
        "citation_id",
        "source",
        "weight",
        "score",
        "type",
        "title",
        "content",
        "url",
        "document_id",
        "collection",
        "model",
        "record_id",
        "data",
        "metadata",
    ):
        assert key in data["items"][0]


def test_keyword_weight_rules() -> None:
    assert Keyword(k="a", w=0).w == 0.5
    assert Keyword(k="a", w=3).w == 1.0
    assert Keyword(k="a", w=0.01).w == 0.1


def test_result_ok() -> None:
    assert not Result().ok
    assert Result(items=[ResultItem(type=SearchType.WEB)]).ok
    assert not Result(items=[ResultItem(type=SearchType.WEB)], error="x").ok
