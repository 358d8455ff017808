"""The provider contract: what every web search backend takes (`WebQuery`) and gives (`ProviderResponse`).

A provider answers one query or raises `ProviderError`; it never turns a failure into an item (Yao bug
§7.17). `ProviderError.retryable` is true for 429/5xx/timeouts/network errors, which is what the fallback
chain and the cooldown look at; `missing_key` marks "<Provider> API key not configured".
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, ClassVar, Protocol, runtime_checkable

from agentsearch.errors import ProviderError
from agentsearch.types import ResultItem, SearchType

__all__ = [
    "CallStats",
    "Provider",
    "ProviderConfig",
    "ProviderFactory",
    "ProviderResponse",
    "WebQuery",
    "answer_item",
    "clean_text",
    "missing_key_error",
    "normalise_time_range",
    "position_score",
    "since",
    "site_query",
    "web_item",
]

_TIME_ALIASES = {"ph": "hour", "pd": "day", "pw": "week", "pm": "month", "py": "year"}
_DELTAS = {
    "hour": timedelta(hours=1),
    "day": timedelta(days=1),
    "week": timedelta(weeks=1),
    "month": timedelta(days=31),
    "year": timedelta(days=366),
}


def normalise_time_range(value: str) -> str:
    """`pd`/`pw`/`pm`/`py`/`ph` and the long names both become hour/day/week/month/year ('' = any)."""
    text = (value or "").strip().lower()
    text = _TIME_ALIASES.get(text, text)
    return text if text in _DELTAS else ""


def since(time_range: str, now: datetime | None = None) -> datetime | None:
    """The earliest publication time a time range allows (None = no limit)."""
    delta = _DELTAS.get(normalise_time_range(time_range))
    if delta is None:
        return None
    return (now or datetime.now(UTC)) - delta


@dataclass(frozen=True)
class WebQuery:
    """One provider call. `time_range` is normalised (hour/day/week/month/year or '').

    `intent` and `mode` come from the search layer (seeds/search-layer-v2.2.md) and only steer providers
    that have a matching knob (Exa's search type); `options` carries provider-specific extras such as
    `{"exa_type": "deep"}`.
    """

    query: str
    limit: int = 10
    sites: tuple[str, ...] = ()
    time_range: str = ""
    engine: str = ""
    intent: str = ""
    mode: str = ""
    options: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "time_range", normalise_time_range(self.time_range))
        object.__setattr__(self, "sites", tuple(s.strip() for s in self.sites if s and s.strip()))
        object.__setattr__(self, "limit", max(1, int(self.limit or 10)))

    def cache_key(self) -> dict[str, Any]:
        """The normalised request, as used by the result cache."""
        return {
            "query": " ".join(self.query.split()),
            "limit": self.limit,
            "sites": sorted(s.lower() for s in self.sites),
            "time_range": self.time_range,
            "engine": self.engine,
            "intent": self.intent,
            "mode": self.mode,
            "options": dict(sorted(self.options.items())),
        }


@dataclass
class CallStats:
    """Counts the HTTP requests of one provider call (retries included) for cost accounting."""

    requests: int = 0
    notes: list[str] = field(default_factory=list)


@dataclass
class ProviderResponse:
    """What a provider found. `notes` say which request fields it could not honour."""

    items: list[ResultItem]
    requests: int = 0
    notes: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ProviderConfig:
    """A provider's resolved settings (key, base URL, timeout, ...), built by `registry.provider_config`."""

    name: str
    api_key: str = ""
    base_url: str = ""
    timeout: float = 30.0
    retries: int = 2
    engine: str = ""
    model: str = ""
    backoff: float = 0.5
    max_retry_after: float = 10.0


@runtime_checkable
class Provider(Protocol):
    """A web search backend. Raise `ProviderError` on failure; return an empty list for "nothing found"."""

    name: ClassVar[str]
    label: ClassVar[str]

    async def search(self, query: WebQuery, stats: CallStats | None = None) -> ProviderResponse: ...

    async def aclose(self) -> None: ...


class ProviderFactory(Protocol):
    """What the provider registry holds: a class (or function) that builds a provider from its resolved
    settings. A class may also declare, all optional: `key_envs` / `base_envs` (env vars of its key and
    base URL, in order of preference), `engines` (the engines `web.engine` may name) and a classmethod
    `configure(ProviderConfig) -> ProviderConfig` for settings only it reads (as `HTTPProvider` does)."""

    def __call__(self, config: ProviderConfig) -> Provider: ...


def missing_key_error(provider: str, label: str) -> ProviderError:
    error = ProviderError(provider, f"{label} API key not configured", retryable=False)
    error.missing_key = True  # type: ignore[attr-defined]
    return error


def position_score(position: int) -> float:
    """Score of the 1-based `position` when a provider gives none: 0.95, 0.90, ... never below 0.1."""
    return round(max(0.1, 1.0 - max(1, position) * 0.05), 4)


def clamp_score(value: Any, fallback: float) -> float:
    """A provider score squeezed into 0–1; non-numbers fall back to the position score."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return fallback
    return round(min(1.0, max(0.0, float(value))), 6)


def site_query(query: str, sites: tuple[str, ...]) -> str:
    """`site:` syntax for engines without a domain filter: `site:a q` or `(site:a OR site:b) q`."""
    if not sites:
        return query
    if len(sites) == 1:
        return f"site:{sites[0]} {query}"
    return "(" + " OR ".join(f"site:{s}" for s in sites) + f") {query}"


def web_item(
    provider: str,
    *,
    title: Any,
    url: Any,
    content: Any,
    position: int,
    score: Any = None,
    published: Any = None,
    **metadata: Any,
) -> ResultItem:
    """Build a normalised web ResultItem; `position` is 1-based and backs up a missing score."""
    meta: dict[str, Any] = {"provider": provider, "position": position}
    if published:
        meta["published"] = str(published)
    meta.update({k: v for k, v in metadata.items() if v not in (None, "", [], {})})
    return ResultItem(
        type=SearchType.WEB,
        title=_text(title),
        url="" if url is None else str(url).strip(),
        content=_text(content),
        score=clamp_score(score, position_score(position)),
        metadata=meta,
    )


def answer_item(provider: str, *, title: Any, content: Any, url: Any = "", **metadata: Any) -> ResultItem:
    """A provider's direct answer (answer box, infobox) as an item flagged `answer_box` in metadata."""
    meta = {"provider": provider, "answer_box": True, "type": "answer_box"}
    meta.update({k: v for k, v in metadata.items() if v not in (None, "", [], {})})
    return ResultItem(
        type=SearchType.WEB,
        title=_text(title) or "Answer",
        url="" if url is None else str(url).strip(),
        content=_text(content),
        score=1.0,
        metadata=meta,
    )


#: An HTML tag (`<strong>`, `</b>`, `<a href=...>`); a bare `<` as in "a < b" is not one.
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>")


def clean_text(value: str) -> str:
    """Snippet text without HTML: tags removed, entities decoded, whitespace collapsed.

    Providers highlight matches with `<strong>`/`<b>` or leave markup in snippets; that markup would
    reach item content and the `<references>` XML the model reads, so every provider's text goes
    through here (in `web_item` / `answer_item`)."""
    text = _TAG.sub("", value) if "<" in value else value
    if "&" in text:
        text = html.unescape(text)
    return " ".join(text.split())


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(_text(v) for v in value if v)
    return clean_text(str(value))


def google_style_items(provider: str, box: Any, rows: list[Any], **metadata: Any) -> list[ResultItem]:
    """Items of a Google-shaped result page (Serper, SerpAPI): the answer box first, flagged, then
    the organic rows with their `position` (else their index) backing up the score."""
    items: list[ResultItem] = []
    if isinstance(box, dict) and (box.get("answer") or box.get("snippet")):
        items.append(
            answer_item(
                provider,
                title=box.get("title"),
                content=box.get("answer") or box.get("snippet"),
                url=box.get("link"),
            )
        )
    for index, row in enumerate(rows, 1):
        if not isinstance(row, dict) or not row.get("link"):
            continue
        raw_position = row.get("position")
        items.append(
            web_item(
                provider,
                title=row.get("title"),
                url=row.get("link"),
                content=row.get("snippet"),
                position=raw_position if isinstance(raw_position, int) else index,
                published=row.get("date"),
                **metadata,
            )
        )
    return items
