"""A minimal GitHub REST API client for thread pulling: an issue/PR, its comments and its timeline.

Base URL configurable (GitHub Enterprise, tests), token optional (60 requests/hour without one).
A 403 with `x-ratelimit-remaining: 0`, or a 429, is `RateLimited` so the caller stops pulling and
reports it instead of hammering the API. Only the first page (100 entries) of comments and timeline
is read: enough to find the references of a thread, and bounded in cost.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import httpx

from agentsearch.errors import ProviderError

__all__ = ["GitHubAPI", "RateLimited"]

_API_VERSION = "2022-11-28"


class RateLimited(ProviderError):
    """GitHub refused for rate limiting; `reset_at` is when it lifts (ISO, '' when unknown)."""

    def __init__(self, message: str, *, reset_at: str = "", status: int = 403) -> None:
        super().__init__("github", message, status=status, retryable=True)
        self.reset_at = reset_at


class GitHubAPI:
    def __init__(
        self, client: httpx.AsyncClient, *, base_url: str = "https://api.github.com", token: str = ""
    ) -> None:
        self.client = client
        self.base_url = base_url.rstrip("/")
        self.headers = {"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": _API_VERSION}
        if token:
            self.headers["Authorization"] = f"Bearer {token}"
        self.requests = 0

    async def _get(self, path: str, params: dict[str, Any] | None = None) -> Any:
        self.requests += 1
        try:
            response = await self.client.get(f"{self.base_url}{path}", params=params, headers=self.headers)
        except httpx.HTTPError as exc:
            raise ProviderError(
                "github", f"GET {path} failed: {type(exc).__name__}", retryable=True
            ) from None
        if response.status_code in (403, 429) and (
            response.status_code == 429 or response.headers.get("x-ratelimit-remaining") == "0"
        ):
            reset = response.headers.get("x-ratelimit-reset", "")
            reset_at = datetime.fromtimestamp(int(reset), UTC).isoformat() if reset.isdigit() else ""
            raise RateLimited(
                "GitHub API rate limit exceeded" + (f" (resets at {reset_at})" if reset_at else ""),
                reset_at=reset_at,
                status=response.status_code,
            )
        if response.status_code >= 400:
            raise ProviderError(
                "github", f"GET {path}: HTTP {response.status_code}", status=response.status_code
            )
        try:
            return response.json()
        except ValueError:
            raise ProviderError("github", f"GET {path}: invalid JSON") from None

    async def issue(self, owner: str, repo: str, number: int) -> dict[str, Any]:
        data = await self._get(f"/repos/{owner}/{repo}/issues/{number}")
        if not isinstance(data, dict):
            raise ProviderError("github", f"issue {owner}/{repo}#{number}: not an object")
        return data

    async def comments(self, owner: str, repo: str, number: int) -> list[dict[str, Any]]:
        data = await self._get(f"/repos/{owner}/{repo}/issues/{number}/comments", {"per_page": 100})
        return [row for row in data if isinstance(row, dict)] if isinstance(data, list) else []

    async def timeline(self, owner: str, repo: str, number: int) -> list[dict[str, Any]]:
        data = await self._get(f"/repos/{owner}/{repo}/issues/{number}/timeline", {"per_page": 100})
        return [row for row in data if isinstance(row, dict)] if isinstance(data, list) else []
