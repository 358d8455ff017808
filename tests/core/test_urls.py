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
