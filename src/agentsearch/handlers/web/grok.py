"""Grok (xAI) with live web search: `POST /responses` with the server-side `web_search` tool.

xAI searches only when asked to: the Responses API tool `{"type": "web_search"}` (filters
`allowed_domains`, at most five, or `excluded_domains`) runs the search on xAI's side and the response
lists every source it read in `citations` (and `url_citation` annotations on the `output_text`). A base
URL ending in `/chat/completions` uses the older Live Search instead (`search_parameters` with
`mode: "on"`, `sources: [{"type": "web", "allowed_websites": [...]}]`, `from_date`), which xAI
deprecated on 2026-01-12.

The model is asked for JSON `{"results": [{"title", "url", "snippet", "published_date"}]}`. Items are
its rows with an http(s) URL, each marked `cited` when xAI's citations contain it (uncited rows go
last: they may come from memory), then the citations it did not list. For time-sensitive queries (a
time range, or words such as "latest", "today", "2026", "最新") the current UTC time is injected
(seeds/search-layer-v2.2.md); the web_search tool has no date filter, so a time range is asked for in
the prompt and noted. Key `GROK_API_KEY`/`XAI_API_KEY`, base `GROK_API_URL`/`GROK_API_BASE`, model
`GROK_MODEL` or `web.settings.grok.engine` (default grok-4-1-fast-non-reasoning, a documented id).
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from datetime import UTC, datetime
from typing import Any

from agentsearch.delegate import unwrap_agent_data
from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import (
    CallStats,
    ProviderConfig,
    WebQuery,
    answer_item,
    since,
    web_item,
)
from agentsearch.types import ResultItem
from agentsearch.urls import canonical_url

__all__ = ["DEFAULT_MODEL", "MAX_DOMAINS", "GrokProvider", "is_time_sensitive"]

DEFAULT_MODEL = "grok-4-1-fast-non-reasoning"
#: xAI: "`allowed_domains` can include a maximum of five domains".
MAX_DOMAINS = 5

_TIME_WORDS = re.compile(
    r"\b(latest|today|tonight|yesterday|now|current(ly)?|recent(ly)?|this (week|month|year)|news|breaking|"
    r"upcoming|release[sd]?|20[2-9]\d)\b|最新|今天|今日|现在|目前|最近|近期|新闻|本周|本月|今年|刚刚",
    re.IGNORECASE,
)

_SYSTEM = (
    "You are a web search engine. Search the web, then answer ONLY with a JSON object "
    '{"results": [{"title": str, "url": str, "snippet": str, "published_date": str}]} '
    "listing the pages you found, most relevant first. Never invent URLs; return an empty list when "
    "nothing relevant was found."
)


def is_time_sensitive(query: WebQuery) -> bool:
    return bool(query.time_range) or bool(_TIME_WORDS.search(query.query))


class GrokProvider(HTTPProvider):
    name = "grok"
    label = "Grok"
    key_envs = ("GROK_API_KEY", "XAI_API_KEY")
    base_envs = ("GROK_API_URL", "GROK_API_BASE")
    default_base = "https://api.x.ai/v1"
    cache_version = 2  # v1 asked the model without a search tool: its answers were memory

    @classmethod
    def configure(cls, settings: ProviderConfig) -> ProviderConfig:
        """`web.settings.grok.engine` names the model (else `GROK_MODEL`); Grok has no engines."""
        model = settings.model or settings.engine or os.environ.get("GROK_MODEL", "")
        return dataclasses.replace(settings, engine="", model=model)

    @property
    def legacy(self) -> bool:
        """A base URL naming `/chat/completions` asks for the deprecated Live Search."""
        return self.base_url.endswith("/chat/completions")

    @property
    def endpoint(self) -> str:
        base = self.base_url
        if self.legacy or base.endswith("/responses"):
            return base
        return f"{base}/responses"

    @property
    def model(self) -> str:
        return self.config.model or DEFAULT_MODEL

    def cache_facts(self) -> dict[str, Any]:
        return {**super().cache_facts(), "model": self.model}

    def messages(self, query: WebQuery, now: datetime | None = None) -> list[dict[str, str]]:
        lines = [f"Query: {query.query}", f"Return at most {query.limit} results."]
        if query.sites:
            lines.append("Only pages from these sites: " + ", ".join(query.sites) + ".")
        if query.time_range:
            lines.append(f"Only pages published within the last {query.time_range}.")
        system = _SYSTEM
        if is_time_sensitive(query):
            stamp = (now or datetime.now(UTC)).strftime("%Y-%m-%d %H:%M UTC")
            system += f" Current time: {stamp}. Prefer the most recent information."
        return [{"role": "system", "content": system}, {"role": "user", "content": "\n".join(lines)}]

    def body(self, query: WebQuery, stats: CallStats | None = None) -> dict[str, Any]:
        notes = stats.notes if stats is not None else []
        if len(query.sites) > MAX_DOMAINS:
            notes.append(f"grok web_search takes at most {MAX_DOMAINS} domains; the first {MAX_DOMAINS} used")
        domains = list(query.sites[:MAX_DOMAINS])
        if self.legacy:
            return self._live_search_body(query, domains)
        if query.time_range:
            notes.append("grok web_search has no date filter; the time range is asked for in the prompt")
        tool: dict[str, Any] = {"type": "web_search"}
        if domains:
            tool["allowed_domains"] = domains
        return {"model": self.model, "input": self.messages(query), "tools": [tool], "temperature": 0}

    def _live_search_body(self, query: WebQuery, domains: list[str]) -> dict[str, Any]:
        source: dict[str, Any] = {"type": "web"}
        if domains:
            source["allowed_websites"] = domains
        search: dict[str, Any] = {
            "mode": "on",
            "return_citations": True,
            "max_search_results": min(query.limit, 30),
            "sources": [source],
        }
        start = since(query.time_range)
        if start is not None:
            search["from_date"] = start.date().isoformat()
        return {
            "model": self.model,
            "messages": self.messages(query),
            "temperature": 0,
            "search_parameters": search,
        }

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "POST",
            self.endpoint,
            stats,
            json_body=self.body(query, stats),
            headers={"Authorization": f"Bearer {self.config.api_key}"},
        )
        if not isinstance(data, dict):
            raise self.shape_error("not an object")
        text, annotations = _chat_text(data) if self.legacy else _responses_text(data)
        cited = _citations(data, annotations)
        rows = _rows(text)
        if rows is None and not cited:
            raise self.error("Grok answer is not JSON search results")
        return _items(self.name, rows or [], cited, text if rows is None else "", data.get("model"))


def _responses_text(data: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """The `output_text` of the `message` items in a Responses API `output`, and their annotations."""
    output = data.get("output")
    if not isinstance(output, list):
        return "", []
    texts: list[str] = []
    annotations: list[dict[str, Any]] = []
    for entry in output:
        if not isinstance(entry, dict) or entry.get("type") != "message":
            continue
        for part in entry.get("content") or []:
            if isinstance(part, dict) and part.get("type") == "output_text":
                texts.append(str(part.get("text") or ""))
                annotations.extend(a for a in part.get("annotations") or [] if isinstance(a, dict))
    return "\n".join(texts), annotations


def _chat_text(data: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    try:
        content = data["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        return "", []
    return (content if isinstance(content, str) else json.dumps(content)), []


def _citations(data: dict[str, Any], annotations: list[dict[str, Any]]) -> dict[str, str]:
    """Cited URL -> title ('' when unknown): `url_citation` annotations first, then `citations`."""
    cited: dict[str, str] = {}
    for note in annotations:
        url = str(note.get("url") or "")
        if note.get("type", "url_citation") == "url_citation" and url.startswith(("http://", "https://")):
            cited.setdefault(url, str(note.get("title") or ""))
    for url in data.get("citations") or []:
        if isinstance(url, str) and url.startswith(("http://", "https://")):
            cited.setdefault(url, "")
    return cited


def _items(provider: str, rows: list[Any], cited: dict[str, str], prose: str, model: Any) -> list[ResultItem]:
    """Cited rows (the model's order), then citations it did not list, then uncited rows (memory)."""
    cited_keys = {canonical_url(url) for url in cited}
    listed = [
        row
        for row in rows
        if isinstance(row, dict) and str(row.get("url") or "").strip().startswith(("http://", "https://"))
    ]
    found = [row for row in listed if canonical_url(str(row["url"]).strip()) in cited_keys]
    remembered = [row for row in listed if canonical_url(str(row["url"]).strip()) not in cited_keys]
    seen = {canonical_url(str(row["url"]).strip()) for row in found}
    extra = [
        {"url": url, "title": title or url, "kind": "citation"}
        for url, title in cited.items()
        if canonical_url(url) not in seen
    ]
    items: list[ResultItem] = []
    if prose.strip():
        items.append(answer_item(provider, title="Grok answer", content=prose, model=model))
    for row, was_cited in [*((r, True) for r in found + extra), *((r, False) for r in remembered)]:
        items.append(
            web_item(
                provider,
                title=row.get("title"),
                url=str(row["url"]).strip(),
                content=row.get("snippet") or row.get("content") or row.get("description"),
                position=len(items) + 1,
                published=row.get("published_date") or row.get("date"),
                model=model,
                cited=was_cited,
                kind=row.get("kind"),
            )
        )
    return items


def _rows(content: Any) -> list[Any] | None:
    if isinstance(content, str):
        text = content.strip()
        if not text:
            return None
        if text.startswith("["):
            try:
                parsed = json.loads(text)
            except ValueError:
                return None
            return parsed if isinstance(parsed, list) else None
    data = unwrap_agent_data(content)
    if data is None:
        return None
    rows = data.get("results", data.get("items"))
    return rows if isinstance(rows, list) else None
