"""Tavily (https://docs.tavily.com): `POST /search` with a Bearer key.

Sites map to `include_domains`, time ranges to `time_range` (day/week/month/year; "hour" asks for a day).
Tavily's own `score` (0–1) is kept; `answer` (present when the account asks for one) is an answer item.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, answer_item, web_item
from agentsearch.types import ResultItem

__all__ = ["TavilyProvider"]


class TavilyProvider(HTTPProvider):
    name = "tavily"
    label = "Tavily"
    key_envs = ("TAVILY_API_KEY",)
    base_envs = ("TAVILY_API_BASE",)
    default_base = "https://api.tavily.com"

    def body(self, query: WebQuery) -> dict[str, Any]:
        body: dict[str, Any] = {
            "query": query.query,
            "max_results": min(query.limit, 20),
            "search_depth": "basic",
            "include_raw_content": False,
        }
        if query.sites:
            body["include_domains"] = list(query.sites)
        if query.time_range:
            body["time_range"] = "day" if query.time_range == "hour" else query.time_range
        if query.options.get("include_answer"):  # the search layer's answer mode
            body["include_answer"] = True
        return body

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "POST",
            f"{self.base_url}/search",
            stats,
            json_body=self.body(query),
            headers={"Authorization": f"Bearer {self.config.api_key}"},
        )
        if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
            raise self.shape_error("no results list")
        items: list[ResultItem] = []
        if data.get("answer"):
            items.append(answer_item(self.name, title="Answer", content=data["answer"]))
        for position, row in enumerate(data.get("results") or [], 1):
            if not isinstance(row, dict) or not row.get("url"):
                continue
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=row.get("url"),
                    content=row.get("content"),
                    position=position,
                    score=row.get("score"),
                    published=row.get("published_date"),
                )
            )
        return items
