"""Canonical URLs: the identity of a web page for dedup across providers and searches.

Scheme and host are lower-cased, default ports, fragments and tracking parameters dropped, the query
sorted, and a trailing slash removed, so `HTTPS://Example.com/a/?utm_source=x#top` and
`https://example.com/a` are the same page.

`page_key` goes one step further for dedup only: `http://` and `https://`, and `www.` and the bare
host, are the same page. Nearly every site serves both and redirects one to the other, and two
providers returning the two spellings would otherwise give the model the same page twice. The URL
shown and stored is still the one the provider returned.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

__all__ = ["canonical_url", "page_key"]

_TRACKING_PREFIXES = ("utm_", "mc_", "pk_", "hsa_")
_TRACKING_KEYS = frozenset(
    {"fbclid", "gclid", "dclid", "msclkid", "yclid", "igshid", "ref_src", "_hsenc", "_hsmi", "spm", "si"}
)
_DEFAULT_PORTS = {"http": 80, "https": 443}


def canonical_url(url: str) -> str:
    """The canonical form of `url`; text that is not an http(s) URL is returned stripped."""
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.hostname:
        return text
    host = parts.hostname.lower().rstrip(".")
    try:
        port = parts.port
    except ValueError:
        port = None
    if port and port != _DEFAULT_PORTS[scheme]:
        host = f"{host}:{port}"
    path = parts.path or "/"
    while "//" in path:
        path = path.replace("//", "/")
    if path != "/" and path.endswith("/"):
        path = path.rstrip("/") or "/"
    query = [
        (key, value)
        for key, value in parse_qsl(parts.query, keep_blank_values=True)
        if not key.lower().startswith(_TRACKING_PREFIXES) and key.lower() not in _TRACKING_KEYS
    ]
    query.sort()
    path = "" if path == "/" else path
    return urlunsplit((scheme, host, path, urlencode(query), ""))


def page_key(url: str) -> str:
    """The dedup identity of a web page: its canonical URL without scheme and without `www.`."""
    canonical = canonical_url(url)
    for scheme in ("https://", "http://"):
        if canonical.startswith(scheme):
            rest = canonical[len(scheme) :]
            return "//" + (rest[4:] if rest.startswith("www.") else rest)
    return canonical
