"""Exa's research lane (seed: "Research lane"): an extra `type=deep` call whose synthesis is attached
to the output as `research`, after the normal retrieval — it never replaces `results`.

It runs only for complex questions, so ordinary multi-query expansion does not trigger it:
- comparison: an explicit comparison or judgement word, or 3+ sub-queries given by the caller;
- exploratory: a judgement, causal or comparison word;
- status / news: a judgement or causal word.
Never in answer mode. Key and base URL resolve exactly as for the Exa provider (`EXA_API_KEY`,
`EXA_API_BASE`/`EXA_API_URL`, `web.settings.exa`).
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

import httpx

from agentsearch.config import Config
from agentsearch.errors import ProviderError

__all__ = ["RESEARCH_PROFILE", "research_profile", "run_research"]

RESEARCH_PROFILE = "research-light"

_COMPARISON = re.compile(r"\b(vs\.?|versus|compare[ds]?|comparison|trade-?offs?)\b|对比|区别|优劣|利弊", re.I)
_JUDGEMENT = re.compile(
    r"\b(should|worth|recommend(ed|ation)?|evaluate|adopt(ion)?)\b|值不值得|要不要|推荐|评估|是否值得|值得",
    re.I,
)
_CAUSAL = re.compile(
    r"\b(why|reasons?|impact|root cause|what changed|cause[ds]?)\b|为什么|原因|影响|根因|变化", re.I
)


def research_profile(
    intent: str | None, queries: list[str], mode: str, *, explicit_queries: int = 0
) -> str | None:
    """`research-light` when the question warrants Exa's deep lane, else None."""
    if mode == "answer" or not intent or not queries:
        return None
    text = " ".join(queries)
    comparison = bool(_COMPARISON.search(text))
    judgement = bool(_JUDGEMENT.search(text))
    causal = bool(_CAUSAL.search(text))
    if intent == "comparison" and (comparison or judgement or explicit_queries >= 3):
        return RESEARCH_PROFILE
    if intent == "exploratory" and (judgement or causal or comparison):
        return RESEARCH_PROFILE
    if intent in {"status", "news"} and (judgement or causal):
        return RESEARCH_PROFILE
    return None


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False)
    return ""


async def run_research(
    query: str,
    config: Config,
    *,
    time_range: str = "",
    num: int = 5,
    now: datetime | None = None,
) -> dict[str, Any] | None:
    """One `type=deep` Exa search; the research block, or None when Exa gave no synthesis."""
    from agentsearch.handlers.web import provider_config
    from agentsearch.handlers.web.exa import ExaProvider
    from agentsearch.handlers.web.provider import since

    settings = provider_config("exa", config)
    if not settings.api_key:
        raise ProviderError("exa", "Exa API key not configured")
    base = (settings.base_url or ExaProvider.default_base).rstrip("/")
    endpoint = base if base.endswith("/search") else f"{base}/search"
    body: dict[str, Any] = {
        "query": query,
        "type": "deep",
        "numResults": max(3, min(5, num)),
        "contents": {"highlights": {"maxCharacters": 800}},
    }
    start = since(time_range, now)
    if start is not None:
        body["startPublishedDate"] = start.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    try:
        async with httpx.AsyncClient(timeout=max(60.0, settings.timeout)) as client:
            response = await client.post(endpoint, json=body, headers={"x-api-key": settings.api_key})
    except httpx.HTTPError as exc:
        raise ProviderError("exa", f"research lane failed: {type(exc).__name__}", retryable=True) from None
    if response.status_code >= 400:
        raise ProviderError(
            "exa",
            f"research lane HTTP {response.status_code}",
            status=response.status_code,
            retryable=response.status_code == 429 or response.status_code >= 500,
        )
    try:
        data = response.json()
    except ValueError:
        raise ProviderError("exa", "research lane answered with invalid JSON") from None
    if not isinstance(data, dict):
        raise ProviderError("exa", "research lane answered with a non-object")
    output = _dict(data.get("output"))
    synthesis = _text(output.get("content"))
    if not synthesis:
        return None
    supporting: list[dict[str, str]] = []
    seen: set[str] = set()
    for block in output.get("grounding") or []:
        for citation in (block.get("citations") or []) if isinstance(block, dict) else []:
            url = citation.get("url") if isinstance(citation, dict) else None
            if url and url not in seen:
                seen.add(url)
                supporting.append({"url": str(url), "title": str(citation.get("title") or "")})
    if not supporting:
        for row in data.get("results") or []:
            if isinstance(row, dict) and row.get("url") and row["url"] not in seen:
                seen.add(row["url"])
                supporting.append({"url": str(row["url"]), "title": str(row.get("title") or "")})
    return {
        "profile": RESEARCH_PROFILE,
        "exaType": data.get("resolvedSearchType") or "deep",
        "synthesis": synthesis,
        "supporting_urls": supporting[:10],
    }
