"""Exa (https://exa.ai/docs): `POST /search` with the `x-api-key` header.

Following seeds/search-layer-v2.2.md: the search `type` follows the intent (resource → instant,
status/news → fast, exploratory in deep mode → deep, otherwise auto; `options["exa_type"]` overrides),
every call asks for `contents.highlights.maxCharacters = 1200` so snippets are never empty, time ranges
become `startPublishedDate`, and the type Exa actually ran is kept as `metadata.exaType`. Sites map to
`includeDomains`. The endpoint is `EXA_API_BASE` (or `EXA_API_URL`) + `/search`. Exa's `score` is kept;
a row without one (Exa omits it for some search types) never outranks the row above it.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, position_score, since, web_item
from agentsearch.types import ResultItem

__all__ = ["HIGHLIGHT_CHARS", "ExaProvider", "exa_type"]

HIGHLIGHT_CHARS = 1200


def exa_type(query: WebQuery) -> str:
    """The Exa search type for a query's intent and mode (the seed's minimal mapping)."""
    explicit = query.options.get("exa_type")
    if isinstance(explicit, str) and explicit:
        return explicit
    intent = query.intent.lower()
    if intent == "resource":
        return "instant"
    if intent in {"status", "news"}:
        return "fast"
    if intent == "exploratory" and query.mode.lower() == "deep":
        return "deep"
    return "auto"


class ExaProvider(HTTPProvider):
    name = "exa"
    label = "Exa"
    key_envs = ("EXA_API_KEY",)
    base_envs = ("EXA_API_BASE", "EXA_API_URL")
    default_base = "https://api.exa.ai"

    @property
    def endpoint(self) -> str:
        base = self.base_url
        return base if base.endswith("/search") else f"{base}/search"

    def body(self, query: WebQuery) -> dict[str, Any]:
        body: dict[str, Any] = {
            "query": query.query,
            "type": exa_type(query),
            "numResults": min(query.limit, 100),
            "contents": {"highlights": {"maxCharacters": HIGHLIGHT_CHARS}},
        }
        if query.sites:
            body["includeDomains"] = list(query.sites)
        start = since(query.time_range)
        if start is not None:
            body["startPublishedDate"] = start.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        return body

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        body = self.body(query)
        data = await self.request_json(
            "POST", self.endpoint, stats, json_body=body, headers={"x-api-key": self.config.api_key}
        )
        if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
            raise self.shape_error("no results list")
        resolved = data.get("resolvedSearchType") or data.get("searchType") or body["type"]
        items: list[ResultItem] = []
        ceiling = 1.0
        for position, row in enumerate(data.get("results") or [], 1):
            if not isinstance(row, dict) or not row.get("url"):
                continue
            highlights = row.get("highlights")
            content = (
                " … ".join(str(h) for h in highlights if h)
                if isinstance(highlights, list) and highlights
                else row.get("summary") or row.get("text") or ""
            )
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=row.get("url"),
                    content=content,
                    position=position,
                    score=row.get("score")
                    if _number(row.get("score"))
                    else min(ceiling, position_score(position)),
                    published=row.get("publishedDate"),
                    author=row.get("author"),
                    exaType=resolved,
                )
            )
            ceiling = items[-1].score
        return items


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
