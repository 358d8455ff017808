"""Serper (https://serper.dev): `POST /search` with an `X-API-KEY` header, Google results.

Sites become `site:` syntax, time ranges Google's `tbs=qdr:h|d|w|m|y`. Organic results carry a
`position` but no score, so the score comes from the position; `answerBox` becomes an answer item.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, google_style_items, site_query
from agentsearch.types import ResultItem

__all__ = ["GOOGLE_TBS", "SerperProvider"]

GOOGLE_TBS = {"hour": "qdr:h", "day": "qdr:d", "week": "qdr:w", "month": "qdr:m", "year": "qdr:y"}


class SerperProvider(HTTPProvider):
    name = "serper"
    label = "Serper"
    key_envs = ("SERPER_API_KEY",)
    base_envs = ("SERPER_API_BASE",)
    default_base = "https://google.serper.dev"

    def body(self, query: WebQuery) -> dict[str, Any]:
        body: dict[str, Any] = {"q": site_query(query.query, query.sites), "num": min(query.limit, 100)}
        if query.time_range:
            body["tbs"] = GOOGLE_TBS[query.time_range]
        return body

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "POST",
            f"{self.base_url}/search",
            stats,
            json_body=self.body(query),
            headers={"X-API-KEY": self.config.api_key},
        )
        if not isinstance(data, dict) or not isinstance(data.get("organic", []), list):
            raise self.shape_error("no organic list")
        return google_style_items(self.name, data.get("answerBox"), data.get("organic") or [])
