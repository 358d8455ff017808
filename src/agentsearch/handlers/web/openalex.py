"""OpenAlex (https://docs.openalex.org): scholarly works, `GET /works?search=...`, keyless.

`per-page` takes the limit; time ranges become `filter=from_publication_date:YYYY-MM-DD`. Sites do not
apply to a catalogue of works and are reported as ignored. `OPENALEX_MAILTO` joins the polite pool and
an optional `OPENALEX_API_KEY` is sent as `api_key`. The abstract is rebuilt from the inverted index;
`relevance_score` is divided by the page's best.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, since, web_item
from agentsearch.types import ResultItem

__all__ = ["OpenAlexProvider", "rebuild_abstract"]


def rebuild_abstract(index: Any) -> str:
    """OpenAlex ships abstracts as `{word: [positions]}`; put the words back in order."""
    if not isinstance(index, dict):
        return ""
    slots: dict[int, str] = {}
    for word, positions in index.items():
        for position in positions if isinstance(positions, list) else []:
            if isinstance(position, int):
                slots[position] = str(word)
    return " ".join(slots[key] for key in sorted(slots))


class OpenAlexProvider(HTTPProvider):
    name = "openalex"
    label = "OpenAlex"
    key_envs = ("OPENALEX_API_KEY",)
    base_envs = ("OPENALEX_API_BASE",)
    default_base = "https://api.openalex.org"
    key_required = False

    def params(self, query: WebQuery, stats: CallStats) -> dict[str, Any]:
        import os

        params: dict[str, Any] = {"search": query.query, "per-page": min(query.limit, 200)}
        start = since(query.time_range)
        if start is not None:
            params["filter"] = f"from_publication_date:{start.date().isoformat()}"
        if query.sites:
            stats.notes.append("openalex searches scholarly works; sites ignored")
        if mailto := os.environ.get("OPENALEX_MAILTO", ""):
            params["mailto"] = mailto
        if self.config.api_key:
            params["api_key"] = self.config.api_key
        return params

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "GET", f"{self.base_url}/works", stats, params=self.params(query, stats)
        )
        if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
            raise self.shape_error("no results list")
        rows = [row for row in data.get("results") or [] if isinstance(row, dict)]
        best = max(
            (float(r["relevance_score"]) for r in rows if _number(r.get("relevance_score"))), default=0.0
        )
        items: list[ResultItem] = []
        for position, row in enumerate(rows, 1):
            location = _dict(row.get("primary_location"))
            url = row.get("doi") or location.get("landing_page_url") or row.get("id")
            if not url:
                continue
            raw = row.get("relevance_score")
            source = _dict(location.get("source"))
            authors = [
                a["author"].get("display_name")
                for a in row.get("authorships") or []
                if isinstance(a, dict) and isinstance(a.get("author"), dict)
            ]
            items.append(
                web_item(
                    self.name,
                    title=row.get("display_name") or row.get("title"),
                    url=url,
                    content=rebuild_abstract(row.get("abstract_inverted_index")),
                    position=position,
                    score=float(raw) / best if best > 0 and isinstance(raw, int | float) else None,
                    published=row.get("publication_date") or row.get("publication_year"),
                    openalex_id=row.get("id"),
                    venue=source.get("display_name"),
                    authors=authors[:10],
                    cited_by_count=row.get("cited_by_count"),
                )
            )
        return items


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
