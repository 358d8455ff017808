"""Semantic Scholar Academic Graph (https://api.semanticscholar.org/api-docs/graph):
`GET /graph/v1/paper/search?query=...&fields=...`; keyless, `x-api-key` when a key is configured.

`limit` is capped at 100; time ranges become `publicationDateOrYear=YYYY-MM-DD:`. Sites do not apply and
are reported as ignored. The API gives no score, so it comes from the position.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, since, web_item
from agentsearch.types import ResultItem

__all__ = ["FIELDS", "SemanticScholarProvider"]

FIELDS = "title,url,abstract,year,publicationDate,authors,venue,citationCount,externalIds"


class SemanticScholarProvider(HTTPProvider):
    name = "semantic_scholar"
    label = "Semantic Scholar"
    key_envs = ("SEMANTIC_SCHOLAR_API_KEY", "S2_API_KEY")
    base_envs = ("SEMANTIC_SCHOLAR_API_BASE",)
    default_base = "https://api.semanticscholar.org"
    key_required = False

    def params(self, query: WebQuery, stats: CallStats) -> dict[str, Any]:
        params: dict[str, Any] = {"query": query.query, "limit": min(query.limit, 100), "fields": FIELDS}
        start = since(query.time_range)
        if start is not None:
            params["publicationDateOrYear"] = f"{start.date().isoformat()}:"
        if query.sites:
            stats.notes.append("semantic_scholar searches papers; sites ignored")
        return params

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        headers = {"x-api-key": self.config.api_key} if self.config.api_key else None
        data = await self.request_json(
            "GET",
            f"{self.base_url}/graph/v1/paper/search",
            stats,
            params=self.params(query, stats),
            headers=headers,
        )
        if not isinstance(data, dict) or not isinstance(data.get("data", []), list):
            raise self.shape_error("no data list")
        items: list[ResultItem] = []
        for position, row in enumerate(data.get("data") or [], 1):
            if not isinstance(row, dict):
                continue
            url = row.get("url") or (
                f"https://www.semanticscholar.org/paper/{row['paperId']}" if row.get("paperId") else ""
            )
            if not url:
                continue
            authors = [a.get("name") for a in row.get("authors") or [] if isinstance(a, dict)]
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=url,
                    content=row.get("abstract") or "",
                    position=position,
                    published=row.get("publicationDate") or row.get("year"),
                    paper_id=row.get("paperId"),
                    venue=row.get("venue"),
                    authors=authors[:10],
                    citation_count=row.get("citationCount"),
                )
            )
        return items
