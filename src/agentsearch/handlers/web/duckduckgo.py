"""DuckDuckGo, keyless, through its documented Instant Answer API (`GET https://api.duckduckgo.com/
?q=...&format=json&no_html=1&skip_disambig=1`).

DuckDuckGo publishes no full web-results API; the Instant Answer API returns an answer, an abstract
(usually Wikipedia) and related topics, which is what this provider maps: `Answer`/`Definition` become
answer items, the abstract and `Results`/`RelatedTopics` become ranked items. It has no time filter
and does not honour `site:`, both reported in the Result metadata: the query is sent without `site:` and
items off the requested sites are dropped (their count noted), so a site-restricted search never returns
another site's page. A widget answer (`Answer` as an object, e.g. the calculator) needs a browser to run
and is skipped with a note instead of becoming an item.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, answer_item, web_item
from agentsearch.types import ResultItem

__all__ = ["DuckDuckGoProvider", "on_sites"]


class DuckDuckGoProvider(HTTPProvider):
    name = "duckduckgo"
    label = "DuckDuckGo"
    base_envs = ("DUCKDUCKGO_API_BASE",)
    default_base = "https://api.duckduckgo.com"
    key_required = False

    def params(self, query: WebQuery) -> dict[str, Any]:
        return {
            "q": query.query,
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
        answer = data.get("Answer")
        if isinstance(answer, str) and answer.strip():
            items.append(answer_item(self.name, title=data.get("AnswerType") or "Answer", content=answer))
        elif answer:
            widget = (
                answer.get("id") or answer.get("from") if isinstance(answer, dict) else type(answer).__name__
            )
            stats.notes.append(f"duckduckgo widget answer ({widget}) skipped: it is not text")
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
        if query.sites:
            kept = [item for item in items if on_sites(item.url, query.sites)]
            on_site_rows = [row for row in rows if on_sites(row["url"], query.sites)]
            dropped = len(items) - len(kept) + len(rows) - len(on_site_rows)
            stats.notes.append("duckduckgo does not honour site:; " + f"{dropped} off-site item(s) dropped")
            items, rows = kept, on_site_rows
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


def on_sites(url: str, sites: tuple[str, ...]) -> bool:
    """Whether `url` is on one of `sites` (a domain, its subdomains, or a `domain/path` prefix)."""
    if not url:
        return False
    parts = urlsplit(url if "//" in url else f"//{url}")
    host = (parts.hostname or "").lower().removeprefix("www.")
    path = parts.path or "/"
    for site in sites:
        domain, _, prefix = site.lower().removeprefix("https://").removeprefix("http://").partition("/")
        domain = domain.removeprefix("www.")
        if (host == domain or host.endswith("." + domain)) and path.lstrip("/").startswith(prefix):
            return True
    return False


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
