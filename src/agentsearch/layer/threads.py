"""Thread pulling (Phase 3.5): follow the references of GitHub issues and PRs, breadth first.

Seeds are result URLs (or `--extract-refs-urls`). A GitHub issue/PR is read through the REST API —
body, comments and timeline (cross-references, commits) — and its references are extracted; those that
are GitHub issues/PRs are followed up to `max_depth` levels (seeds are level 1) with a visited set, so
cycles end. Other http(s) URLs are fetched once as web pages (SSRF-checked, redirects checked per
hop) and their links extracted, without recursion. A rate limit stops the walk; what was gathered so
far is returned with the reason.
"""

from __future__ import annotations

import asyncio
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import httpx

from agentsearch.errors import AgentSearchError
from agentsearch.layer.github import GitHubAPI, RateLimited
from agentsearch.layer.refs import Ref, extract_refs, github_thread, thread_key
from agentsearch.layer.ssrf import check_url

__all__ = ["ThreadOptions", "ThreadReport", "pull_threads"]

_MAX_PAGE_BYTES = 2_000_000
_MAX_REDIRECTS = 3
#: reference types that lead to another thread worth reading
_FOLLOW = frozenset({"issue", "pr", "duplicate", "cross_reference"})
_HREF = re.compile(r"""href\s*=\s*["']([^"'#]+)["']""", re.IGNORECASE)


@dataclass(frozen=True)
class ThreadOptions:
    max_depth: int = 3
    max_nodes: int = 30
    api_base: str = "https://api.github.com"
    token: str = ""
    allow_private: bool = False
    timeout: float = 20.0
    concurrency: int = 4


@dataclass
class ThreadReport:
    threads: list[dict[str, Any]] = field(default_factory=list)
    stopped: str = ""
    requests: int = 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "threads": self.threads,
            "visited": len(self.threads),
            "requests": self.requests,
        }
        if self.stopped:
            out["stopped"] = self.stopped
        return out


async def pull_threads(
    urls: list[str], options: ThreadOptions, *, client: httpx.AsyncClient | None = None
) -> ThreadReport:
    """Walk the reference graph from `urls`; never raises for a single bad URL."""
    own = client is None
    http = client or httpx.AsyncClient(timeout=options.timeout, follow_redirects=False)
    try:
        return await _walk(urls, options, http)
    finally:
        if own:
            await http.aclose()


async def _walk(urls: list[str], options: ThreadOptions, http: httpx.AsyncClient) -> ThreadReport:
    api = GitHubAPI(http, base_url=options.api_base, token=options.token)
    report = ThreadReport()
    visited: set[str] = set()
    queue: deque[tuple[str, int]] = deque()
    for url in urls:
        key = _key(url)
        if key not in visited:
            visited.add(key)
            queue.append((url, 1))
    web_pages = 0
    while queue and not report.stopped:
        batch: list[tuple[str, int]] = []
        while (
            queue
            and len(batch) < options.concurrency
            and len(report.threads) + len(batch) < options.max_nodes
        ):
            batch.append(queue.popleft())
        if not batch:
            report.stopped = f"node limit reached ({options.max_nodes})"
            break
        nodes = await asyncio.gather(*(_visit(url, depth, api, http, options) for url, depth in batch))
        for (_url, depth), node in zip(batch, nodes, strict=True):
            if node.get("rate_limited"):
                report.stopped = str(node.pop("rate_limited"))
            report.threads.append(node)
            if node.get("kind") == "web":
                web_pages += 1
            if depth >= options.max_depth:
                continue
            for ref in node.get("refs", []):
                target = ref.get("url", "")
                if ref.get("type") in _FOLLOW and github_thread(target):
                    key = _key(target)
                    if key not in visited:
                        visited.add(key)
                        queue.append((target, depth + 1))
    report.requests = api.requests + web_pages
    return report


def _key(url: str) -> str:
    thread = github_thread(url)
    if thread:
        owner, repo, _, number = thread
        return thread_key(owner, repo, number)
    return url.strip().rstrip("/").lower()


async def _visit(
    url: str, depth: int, api: GitHubAPI, http: httpx.AsyncClient, options: ThreadOptions
) -> dict[str, Any]:
    thread = github_thread(url)
    try:
        if thread:
            return await _github_node(url, depth, thread, api)
        return await _web_node(url, depth, http, options)
    except RateLimited as exc:
        return {
            "source_url": url,
            "depth": depth,
            "refs": [],
            "ref_count": 0,
            "error": str(exc),
            "rate_limited": exc.reason,
        }
    except AgentSearchError as exc:
        return {"source_url": url, "depth": depth, "refs": [], "ref_count": 0, "error": str(exc)}


async def _github_node(
    url: str, depth: int, thread: tuple[str, str, str, int], api: GitHubAPI
) -> dict[str, Any]:
    owner, repo, kind, number = thread
    full = f"{owner}/{repo}"
    issue = await api.issue(owner, repo, number)
    comments = await api.comments(owner, repo, number)
    timeline = await api.timeline(owner, repo, number)
    if issue.get("pull_request"):
        kind = "pr"
    texts = [str(issue.get("body") or "")] + [str(c.get("body") or "") for c in comments]
    refs: list[Ref] = []
    for text in texts:
        refs.extend(extract_refs(text, repo=full, self_url=url))
    refs.extend(_timeline_refs(timeline, full))
    unique: dict[tuple[str, str], Ref] = {}
    for ref in refs:
        unique.setdefault((ref.type, ref.url.lower()), ref)
    return {
        "source_url": url,
        "kind": f"github_{kind}",
        "repo": full,
        "number": number,
        "title": str(issue.get("title") or ""),
        "state": str(issue.get("state") or ""),
        "depth": depth,
        "comments": len(comments),
        "refs": [ref.to_dict() for ref in unique.values()],
        "ref_count": len(unique),
    }


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _timeline_refs(events: list[dict[str, Any]], repo: str) -> list[Ref]:
    refs: list[Ref] = []
    for event in events:
        kind = event.get("event")
        if kind == "cross-referenced":
            issue = _dict(_dict(event.get("source")).get("issue"))
            html = str(issue.get("html_url") or "")
            parsed = github_thread(html)
            if parsed:
                owner, name, ref_kind, number = parsed
                if issue.get("pull_request"):
                    ref_kind = "pr"
                refs.append(
                    Ref(
                        "cross_reference",
                        html,
                        f"{owner}/{name}",
                        number,
                        context=f"{ref_kind}: {issue.get('title') or ''}".strip(),
                    )
                )
        elif kind == "referenced" and event.get("commit_id"):
            sha = str(event["commit_id"]).lower()
            api_url = str(event.get("commit_url") or "")
            match = re.search(r"/repos/([\w.-]+/[\w.-]+)/commits/", api_url)
            target = match.group(1) if match else repo
            refs.append(
                Ref(
                    "commit",
                    f"https://github.com/{target}/commit/{sha}",
                    target,
                    sha=sha,
                    context="referenced from a commit",
                )
            )
    return refs


async def _read_capped(response: httpx.Response, limit: int) -> bytes:
    """At most `limit` bytes of the body, read as it streams: a 300 MB page costs `limit`, not 300 MB
    (it was read whole and truncated afterwards)."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        chunks.append(chunk[: limit - size])
        size += len(chunks[-1])
        if size >= limit:
            break
    return b"".join(chunks)


async def _web_node(url: str, depth: int, http: httpx.AsyncClient, options: ThreadOptions) -> dict[str, Any]:
    current = url
    for _ in range(_MAX_REDIRECTS + 1):
        await check_url(current, allow_private=options.allow_private)
        try:
            async with http.stream("GET", current, follow_redirects=False) as response:
                location = response.headers.get("location") if response.is_redirect else None
                if location:
                    current = urljoin(current, location)
                    continue
                if response.status_code >= 400:
                    raise AgentSearchError(f"fetching {current} failed: HTTP {response.status_code}")
                body = await _read_capped(response, _MAX_PAGE_BYTES)
                text = body.decode(response.encoding or "utf-8", errors="replace")
        except httpx.HTTPError as exc:
            raise AgentSearchError(f"fetching {current} failed: {type(exc).__name__}") from None
        break
    else:
        raise AgentSearchError(f"fetching {url} failed: too many redirects")
    links = " ".join(urljoin(current, href) for href in _HREF.findall(text) if href.startswith(("http", "/")))
    refs = extract_refs(f"{text}\n{links}", self_url=current)
    unique = {ref.url.lower(): ref for ref in refs}
    return {
        "source_url": url,
        "kind": "web",
        "depth": depth,
        "refs": [ref.to_dict() for ref in unique.values()],
        "ref_count": len(unique),
    }
