"""Authority of a URL's domain (Phase 4): tier 1 1.0, tier 2 0.8, tier 3 0.6, anything else 0.4.

A host matches a listed domain when it is that domain or a subdomain of it; the longest listed match
wins (so `blog.cloudflare.com` can differ from `cloudflare.com`), then the first matching pattern
(`docs.*`, `*.edu`, `*.ac.*`, `*.github.io`, ...), then the default. `--domain-boost` adds 0.2,
capped at 1.0.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from urllib.parse import urlsplit

from agentsearch.layer.tables import authority_table

__all__ = ["DOMAIN_BOOST", "Authority", "authority", "host_of", "matches_domain"]

DOMAIN_BOOST = 0.2


@dataclass(frozen=True)
class Authority:
    score: float
    tier: str
    boosted: bool = False


def host_of(url: str) -> str:
    try:
        host = urlsplit(url.strip()).hostname or ""
    except ValueError:
        return ""
    host = host.lower().rstrip(".")
    return host.removeprefix("www.")


def matches_domain(host: str, domain: str) -> bool:
    domain = domain.lower().strip().removeprefix("www.").strip(".")
    return bool(domain) and (host == domain or host.endswith("." + domain))


@cache
def _domains() -> dict[str, tuple[float, str]]:
    out: dict[str, tuple[float, str]] = {}
    for tier, block in authority_table()["tiers"].items():
        for domain in block["domains"]:
            out.setdefault(domain.lower(), (float(block["score"]), tier))
    return out


def _pattern_matches(pattern: str, host: str) -> bool:
    labels = host.split(".")
    parts = pattern.lower().split(".")
    if parts[0] == "*" and parts[-1] == "*":  # *.ac.*: the middle labels appear inside the host
        middle = parts[1:-1]
        return any(labels[i : i + len(middle)] == middle for i in range(1, len(labels) - len(middle)))
    if parts[0] == "*":  # *.edu: suffix
        return host.endswith("." + ".".join(parts[1:]))
    if parts[-1] == "*":  # docs.*: prefix
        return host.startswith(".".join(parts[:-1]) + ".")
    return host == pattern.lower()


def authority(url: str, boost: Iterable[str] = ()) -> Authority:
    """The authority of `url`, with `boost` domains raised by 0.2 (capped at 1.0)."""
    host = host_of(url)
    table = authority_table()
    default = table["default"]
    score, tier = float(default["score"]), str(default["tier"])
    if host:
        best = ""
        for domain, (domain_score, domain_tier) in _domains().items():
            if len(domain) > len(best) and matches_domain(host, domain):
                best, score, tier = domain, domain_score, domain_tier
        if not best:
            for rule in table["patterns"]:
                if _pattern_matches(rule["pattern"], host):
                    score, tier = float(rule["score"]), f"pattern:{rule['pattern']}"
                    break
    boosted = bool(host) and any(matches_domain(host, domain) for domain in boost)
    if boosted:
        score = min(1.0, score + DOMAIN_BOOST)
    return Authority(round(score, 4), tier, boosted)
