"""DuckDuckGo, keyless, through its documented Instant Answer API (`GET https://api.duckduckgo.com/
?q=...&format=json&no_html=1&skip_disambig=1`).

DuckDuckGo publishes no full web-results API; the Instant Answer API returns an answer, an abstract
(usually Wikipedia) and related topics, which is what this provider maps: `Answer`/`Definition` become
answer items, the abstract and `Results`/`RelatedTopics` become ranked items. It has no time filter,
which is reported in the Result metadata; sites are sent as `site:` syntax.
"""

from __future__ import annotations

from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, answer_item, site_query, web_item
from agentsearch.types import ResultItem

__all__ = ["DuckDuckGoProvider"]


class DuckDuckGoProvider(HTTPProvider):
    name = "duckduckgo"
    label = "DuckDuckGo"
    base_envs = ("DUCKDUCKGO_API_BASE",)
    default_base = "https://api.duckduckgo.com"
    key_required = False

    def params(self, query: WebQuery) -> dict[str, Any]:
        return {
            "q": site_query(query.query, query.sites),
            "format": "json",
            "no_html": 1,
            "skip_disambig": 1,
            "t": "agentsearch",
        }

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        if query.time_range:
            stats.notes.append("duckduckgo has no time filter; time_range ignored")
        data = await self.request_json("GET", f"{self.base_url}/", stats, params=self.params(query))
        if not isinstance(data, dict):
            raise self.shape_error("not an object")
        items: list[ResultItem] = []
        if data.get("Answer"):
            items.append(
                answer_item(self.name, title=data.get("AnswerType") or "Answer", content=data["Answer"])
            )
        if data.get("Definition"):
            items.append(
                answer_item(
                    self.name, title="Definition", content=data["Definition"], url=data.get("DefinitionURL")
                )
            )
        rows: list[dict[str, Any]] = []
        if data.get("AbstractText") and data.get("AbstractURL"):
            rows.append(
                {
                    "title": data.get("Heading"),
                    "url": data["AbstractURL"],
                    "text": data["AbstractText"],
                    "kind": "abstract",
                    "source": data.get("AbstractSource"),
                }
            )
        for topic in _flatten(data.get("Results")) + _flatten(data.get("RelatedTopics")):
            rows.append(
                {"title": _title(topic), "url": topic["FirstURL"], "text": topic.get("Text"), "kind": "topic"}
            )
        for position, row in enumerate(rows, 1):
            items.append(
                web_item(
                    self.name,
                    title=row["title"],
                    url=row["url"],
                    content=row["text"],
                    position=position,
                    kind=row["kind"],
                    origin=row.get("source"),
                )
            )
        return items


def _flatten(value: Any) -> list[dict[str, Any]]:
    """Topics with a URL; grouped topics (`{"Name", "Topics": [...]}`) are unpacked."""
    out: list[dict[str, Any]] = []
    for entry in value if isinstance(value, list) else []:
        if not isinstance(entry, dict):
            continue
        if isinstance(entry.get("Topics"), list):
            out.extend(_flatten(entry["Topics"]))
        elif entry.get("FirstURL"):
            out.append(entry)
    return out


def _title(topic: dict[str, Any]) -> str:
    text = str(topic.get("Text") or "")
    return text.split(" - ", 1)[0] if " - " in text else text[:80]
