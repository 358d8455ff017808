from __future__ import annotations

import pytest

from agentsearch.urls import canonical_url


@pytest.mark.parametrize(
    ("raw", "canonical"),
    [
        ("HTTPS://Example.COM/a/b/?utm_source=x&b=2&a=1#frag", "https://example.com/a/b?a=1&b=2"),
        ("https://example.com/", "https://example.com"),
        ("https://example.com:443/x/", "https://example.com/x"),
        ("http://example.com:8080//x", "http://example.com:8080/x"),
        ("https://example.com/p?gclid=1&fbclid=2", "https://example.com/p"),
        ("not a url", "not a url"),
        ("ftp://example.com/x", "ftp://example.com/x"),
    ],
)
def test_canonical_url(raw: str, canonical: str) -> None:
    assert canonical_url(raw) == canonical


def test_same_page_same_key() -> None:
    assert canonical_url("https://Docs.Python.org/3/?utm_medium=a") == canonical_url(
        "https://docs.python.org/3"
    )


def test_http_and_https_and_www_are_one_page_for_dedup_but_keep_their_spelling() -> None:
    from agentsearch.urls import page_key

    spellings = [
        "http://www.example.com/a/",
        "https://example.com/a",
        "HTTPS://WWW.Example.com/a?utm_source=x",
    ]
    assert len({page_key(url) for url in spellings}) == 1
    assert page_key("https://docs.example.com/a") != page_key("https://example.com/a")  # other host
    assert canonical_url("http://www.example.com/a/") == "http://www.example.com/a"  # display form kept


def test_two_spellings_of_one_page_become_one_reference() -> None:
    from agentsearch.config import Config
    from agentsearch.references import build_reference_context
    from agentsearch.types import Result, ResultItem, SearchType, SourceType

    items = [
        ResultItem(
            type=SearchType.WEB, source=SourceType.AUTO, title="A", url=url, citation_id=str(n), score=s
        )
        for n, (url, s) in enumerate([("http://www.example.com/a", 0.4), ("https://example.com/a/", 0.9)], 1)
    ]
    result = Result(type=SearchType.WEB, source=SourceType.AUTO, items=items)
    (ref,) = build_reference_context([result], Config()).references
    assert ref.url in ("http://www.example.com/a", "https://example.com/a/")
