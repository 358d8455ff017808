"""Grok (xAI): an OpenAI-style `POST /chat/completions` asking the model for structured results.

The model answers with JSON `{"results": [{"title", "url", "snippet", "published_date"}]}`; only items
with an http(s) URL are kept and nothing else is made up. For time-sensitive queries (a time range, or
words such as "latest", "today", "2026", "最新") the current UTC time is injected into the prompt
(seeds/search-layer-v2.2.md). Key `GROK_API_KEY`/`XAI_API_KEY`, base `GROK_API_URL`/`GROK_API_BASE`,
model `GROK_MODEL` (default grok-4.1-fast) or `web.settings.grok.engine`.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any

from agentsearch.delegate import unwrap_agent_data
from agentsearch.errors import ProviderError
from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import CallStats, WebQuery, web_item
from agentsearch.types import ResultItem

__all__ = ["DEFAULT_MODEL", "GrokProvider", "is_time_sensitive"]

DEFAULT_MODEL = "grok-4.1-fast"

_TIME_WORDS = re.compile(
    r"\b(latest|today|tonight|yesterday|now|current(ly)?|recent(ly)?|this (week|month|year)|news|breaking|"
    r"upcoming|release[sd]?|20[2-9]\d)\b|最新|今天|今日|现在|目前|最近|近期|新闻|本周|本月|今年|刚刚",
    re.IGNORECASE,
)

_SYSTEM = (
    "You are a web search engine. Answer ONLY with a JSON object "
    '{"results": [{"title": str, "url": str, "snippet": str, "published_date": str}]} '
    "listing real pages you know, most relevant first. Never invent URLs; return an empty list when unsure."
)


def is_time_sensitive(query: WebQuery) -> bool:
    return bool(query.time_range) or bool(_TIME_WORDS.search(query.query))


class GrokProvider(HTTPProvider):
    name = "grok"
    label = "Grok"
    key_envs = ("GROK_API_KEY", "XAI_API_KEY")
    base_envs = ("GROK_API_URL", "GROK_API_BASE")
    default_base = "https://api.x.ai/v1"

    @property
    def endpoint(self) -> str:
        base = self.base_url
        return base if base.endswith("/chat/completions") else f"{base}/chat/completions"

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

    def body(self, query: WebQuery) -> dict[str, Any]:
        return {
            "model": self.config.model or DEFAULT_MODEL,
            "messages": self.messages(query),
            "temperature": 0,
            "response_format": {"type": "json_object"},
        }

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "POST",
            self.endpoint,
            stats,
            json_body=self.body(query),
            headers={"Authorization": f"Bearer {self.config.api_key}"},
        )
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise self.shape_error("no choices[0].message.content") from None
        rows = _rows(content)
        if rows is None:
            raise ProviderError(self.name, "Grok answer is not JSON search results")
        items: list[ResultItem] = []
        for row in rows:
            if not isinstance(row, dict):
                continue
            url = str(row.get("url") or "").strip()
            if not url.startswith(("http://", "https://")):
                continue
            items.append(
                web_item(
                    self.name,
                    title=row.get("title"),
                    url=url,
                    content=row.get("snippet") or row.get("content") or row.get("description"),
                    position=len(items) + 1,
                    published=row.get("published_date") or row.get("date"),
                    model=data.get("model"),
                )
            )
        return items


def _rows(content: Any) -> list[Any] | None:
    if isinstance(content, str):
        text = content.strip()
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
