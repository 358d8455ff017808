"""Brave Search (https://api-dashboard.search.brave.com): `GET /res/v1/web/search` with the
`X-Subscription-Token` header.

`count` is capped at 20 by Brave. `text_decorations=0` asks for snippets without the highlighting
markup (`<strong>`) Brave adds by default (tags are stripped for every provider anyway). Sites become
`site:` syntax; time ranges map to `freshness`
pd/pw/pm/py (an hour asks for a day). Brave gives no score, so it comes from the position; `page_age`
(ISO) or `age` is kept as the published date.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, site_query, web_item
from agentsearch.types import ResultItem

__all__ = ["BraveProvider"]

FRESHNESS = {"hour": "pd", "day": "pd", "week": "pw", "month": "pm", "year": "py"}


class BraveProvider(HTTPProvider):
    name = "brave"
    label = "Brave"
    key_envs = ("BRAVE_API_KEY", "BRAVE_SEARCH_API_KEY")
    base_envs = ("BRAVE_API_BASE",)
    default_base = "https://api.search.brave.com"

    def params(self, query: WebQuery) -> dict[str, Any]:
        params: dict[str, Any] = {
            "q": site_query(query.query, query.sites),
            "count": min(query.limit, 20),
            "text_decorations": 0,
        }
        if query.time_range:
            params["freshness"] = FRESHNESS[query.time_range]
        return params

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "GET",
            f"{self.base_url}/res/v1/web/search",
            stats,
            params=self.params(query),
            headers={"Accept": "application/json", "X-Subscription-Token": self.config.api_key},
        )
        if not isinstance(data, dict):
            raise self.shape_error("not an object")
        web = data.get("web") or {}
        rows = web.get("results") if isinstance(web, dict) else None
        if rows is None:
            return []
        if not isinstance(rows, list):
            raise self.shape_error("web.results is not a list")
        items: list[ResultItem] = []
        for position, row in enumerate(rows, 1):
            if not isinstance(row, dict) or not row.get("url"):
                continue
            extra = row.get("extra_snippets")
            content = row.get("description") or ""
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=row.get("url"),
                    content=content,
                    position=position,
                    published=row.get("page_age") or row.get("age"),
                    extra_snippets=extra if isinstance(extra, list) else None,
                )
            )
        return items
