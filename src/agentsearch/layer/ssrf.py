"""URL safety for fetches the layer makes on behalf of search results (thread pulling, web pages).

Only http(s) is fetched; a host that is, or resolves to, a loopback, private, link-local, reserved,
multicast or unspecified address is refused unless the caller explicitly allows private addresses.
Redirects are followed by hand so each hop is checked again. The configured GitHub API base is operator
configuration, not result content, and is not subject to this check.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit

from agentsearch.errors import SearchError

__all__ = ["UnsafeURL", "check_url", "is_public_address"]


class UnsafeURL(SearchError):
    """A URL the layer refuses to fetch; the message names the URL and the reason."""


_NAT64 = ipaddress.ip_network("64:ff9b::/96")


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses an IPv6 address carries: mapped (::ffff:a.b.c.d), 6to4 (2002:AABB:CCDD::),
    Teredo (2001:0::, server and client), NAT64 (64:ff9b::a.b.c.d) and IPv4-compatible (::a.b.c.d).
    A relay or a dual-stack host may deliver such an address to the embedded IPv4 one, so each is
    checked like the IPv4 address it names."""
    found: list[ipaddress.IPv4Address] = []
    if ip.ipv4_mapped is not None:
        found.append(ip.ipv4_mapped)
    if ip.sixtofour is not None:
        found.append(ip.sixtofour)
    if ip.teredo is not None:
        found.extend(ip.teredo)
    packed = ip.packed
    if ip in _NAT64 or (packed[:12] == bytes(12) and packed[12:] not in (bytes(4), b"\0\0\0\1")):
        found.append(ipaddress.IPv4Address(packed[12:]))
    return found


def is_public_address(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = _embedded_ipv4(ip)
        if embedded:
            return all(is_public_address(str(inner)) for inner in embedded) and not ip.is_loopback
    return not (
        ip.is_private
        or ip.is_loopback
        or ip.is_link_local
        or ip.is_reserved
        or ip.is_multicast
        or ip.is_unspecified
        or (isinstance(ip, ipaddress.IPv4Address) and ip in ipaddress.ip_network("100.64.0.0/10"))
    )


async def check_url(url: str, *, allow_private: bool = False) -> None:
    """Raise `UnsafeURL` unless `url` is http(s) and (when not allowed otherwise) public."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        raise UnsafeURL(f"refusing to fetch {url!r}: not a valid URL") from None
    if parts.scheme.lower() not in {"http", "https"}:
        raise UnsafeURL(f"refusing to fetch {url!r}: only http and https URLs are fetched")
    host = parts.hostname
    if not host:
        raise UnsafeURL(f"refusing to fetch {url!r}: no host")
    if allow_private:
        return
    if host.lower() in {"localhost", "localhost.localdomain"} or host.lower().endswith(".localhost"):
        raise UnsafeURL(f"refusing to fetch {url!r}: loopback host")
    try:
        addresses = [str(ipaddress.ip_address(host))]
    except ValueError:
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
        except OSError:
            raise UnsafeURL(f"refusing to fetch {url!r}: host {host!r} does not resolve") from None
        addresses = sorted({str(info[4][0]) for info in infos})
    for address in addresses:
        if not is_public_address(address):
            raise UnsafeURL(f"refusing to fetch {url!r}: {host} is a private or loopback address ({address})")
