"""Canonical URLs: the identity of a web page for dedup across providers and searches.

Scheme and host are lower-cased, default ports, fragments and tracking parameters dropped, the query
sorted, and a trailing slash removed, so `HTTPS://Example.com/a/?utm_source=x#top` and
`https://example.com/a` are the same page.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

__all__ = ["canonical_url"]

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
