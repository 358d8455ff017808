"""SearXNG (https://docs.searxng.org/dev/search_api.html): a self-hosted `GET /search?format=json`.

There is no public default: the base URL comes from `web.settings.searxng.base_url` or
`SEARXNG_API_BASE`/`SEARXNG_URL`, and its absence is reported like a missing key. Sites become `site:`
syntax, time ranges `time_range=day|week|month|year`. SearXNG scores are unbounded sums, so they are
divided by the best score of the page; `answers` and `infoboxes` become answer items.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import (
    CallStats,
    ProviderResponse,
    WebQuery,
    answer_item,
    site_query,
    web_item,
)
from agentsearch.types import ResultItem

__all__ = ["SearXNGProvider"]


class SearXNGProvider(HTTPProvider):
    name = "searxng"
    label = "SearXNG"
    key_envs = ("SEARXNG_API_KEY",)
    base_envs = ("SEARXNG_API_BASE", "SEARXNG_URL", "SEARXNG_BASE_URL")
    default_base = ""
    key_required = False

    async def search(self, query: WebQuery, stats: CallStats | None = None) -> ProviderResponse:
        if not self.base_url:
            error = self.error("SearXNG base URL not configured (set SEARXNG_API_BASE)")
            error.missing_key = True  # type: ignore[attr-defined]
            raise error
        return await super().search(query, stats)

    def params(self, query: WebQuery) -> dict[str, Any]:
        params: dict[str, Any] = {"q": site_query(query.query, query.sites), "format": "json", "pageno": 1}
        if query.time_range:
            params["time_range"] = "day" if query.time_range == "hour" else query.time_range
        return params

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        headers = {"Accept": "application/json"}
        if self.config.api_key:
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        data = await self.request_json(
            "GET", f"{self.base_url}/search", stats, params=self.params(query), headers=headers
        )
        if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
            raise self.shape_error("no results list")
        items: list[ResultItem] = []
        for answer in data.get("answers") or []:
            text = answer.get("answer") if isinstance(answer, dict) else answer
            url = answer.get("url") if isinstance(answer, dict) else ""
            if text:
                items.append(answer_item(self.name, title="Answer", content=text, url=url))
        for box in data.get("infoboxes") or []:
            if isinstance(box, dict) and box.get("content"):
                urls = box.get("urls") or []
                link = urls[0].get("url") if urls and isinstance(urls[0], dict) else box.get("id")
                items.append(
                    answer_item(self.name, title=box.get("infobox"), content=box["content"], url=link)
                )
        rows = [row for row in data.get("results") or [] if isinstance(row, dict) and row.get("url")]
        best = max((float(r["score"]) for r in rows if isinstance(r.get("score"), int | float)), default=0.0)
        for position, row in enumerate(rows, 1):
            raw = row.get("score")
            score = float(raw) / best if best > 0 and isinstance(raw, int | float) else None
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=row.get("url"),
                    content=row.get("content"),
                    position=position,
                    score=score,
                    published=row.get("publishedDate"),
                    engines=row.get("engines"),
                )
            )
        unresponsive = data.get("unresponsive_engines")
        if unresponsive:
            stats.notes.append(f"searxng unresponsive engines: {unresponsive}")
        return items
