"""SerpApi (https://serpapi.com): `GET /search.json?engine=...&api_key=...`, one of seven web engines.

The engines are the general web-search ones in SerpApi's engine list (google, bing, baidu, yandex,
yahoo, duckduckgo, naver); Ecosia and Seznam, which the design listed, are not SerpApi engines and were
dropped. Each engine names its query and page-size parameters differently (google/bing/baidu/duckduckgo
`q`, yandex `text`, yahoo `p`, naver `query`; google `num`, bing `count`, baidu `rn`). Sites become
`site:` syntax. Time ranges are mapped where the engine documents a parameter (google `tbs`, bing
`filters=ex1:"ez5_<from>_<to>"` in days since 1970, duckduckgo `df`, baidu `gpc`); for the others the
time range is reported as not honoured in the Result metadata instead of being dropped silently (§7.5).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from agentsearch.handlers.web.http import HTTPProvider
from agentsearch.handlers.web.provider import (
    CallStats,
    WebQuery,
    google_style_items,
    since,
    site_query,
)
from agentsearch.handlers.web.serper import GOOGLE_TBS
from agentsearch.types import ResultItem

__all__ = ["ENGINE_PARAMS", "SERPAPI_ENGINES", "SerpApiProvider", "bing_date_filter"]

#: engine -> (query parameter, page size parameter or "", page size cap)
ENGINE_PARAMS: dict[str, tuple[str, str, int]] = {
    "google": ("q", "num", 100),
    "bing": ("q", "count", 50),
    "baidu": ("q", "rn", 50),
    "yandex": ("text", "", 0),
    "yahoo": ("p", "", 0),
    "duckduckgo": ("q", "", 0),
    "naver": ("query", "", 0),
}
SERPAPI_ENGINES: tuple[str, ...] = tuple(ENGINE_PARAMS)
_DDG_DF = {"hour": "d", "day": "d", "week": "w", "month": "m", "year": "y"}


class SerpApiProvider(HTTPProvider):
    name = "serpapi"
    label = "SerpAPI"
    key_envs = ("SERPAPI_API_KEY", "SERPAPI_KEY")
    base_envs = ("SERPAPI_API_BASE",)
    default_base = "https://serpapi.com"
    engines = SERPAPI_ENGINES

    def engine(self, query: WebQuery) -> str:
        engine = query.engine or self.config.engine or "google"
        if engine not in SERPAPI_ENGINES:
            raise self.error(f"unknown SerpAPI engine {engine!r}; known: {', '.join(SERPAPI_ENGINES)}")
        return engine

    def params(self, query: WebQuery, stats: CallStats) -> dict[str, Any]:
        engine = self.engine(query)
        q_param, size_param, cap = ENGINE_PARAMS[engine]
        params: dict[str, Any] = {"engine": engine, q_param: site_query(query.query, query.sites)}
        if size_param:
            params[size_param] = min(query.limit, cap)
        if query.time_range:
            if engine == "google":
                params["tbs"] = GOOGLE_TBS[query.time_range]
            elif engine == "bing":
                params["filters"] = bing_date_filter(query.time_range)
            elif engine == "duckduckgo":
                params["df"] = _DDG_DF[query.time_range]
            elif engine == "baidu":
                start = since(query.time_range)
                assert start is not None
                params["gpc"] = f"stf={int(start.timestamp())},{int(datetime.now(UTC).timestamp())}|stftype=1"
            else:
                stats.notes.append(f"serpapi/{engine} has no time filter; time_range ignored")
        params["api_key"] = self.config.api_key
        return params

    async def run(self, query: WebQuery, stats: CallStats) -> list[ResultItem]:
        data = await self.request_json(
            "GET", f"{self.base_url}/search.json", stats, params=self.params(query, stats)
        )
        if not isinstance(data, dict):
            raise self.shape_error("not an object")
        if data.get("error") and not data.get("organic_results"):
            # SerpApi reports some failures with HTTP 200 and an `error` field.
            message = str(data["error"])
            if "hasn't returned any results" in message:
                return []
            raise self.error(f"{self.label} error: {message}")
        rows = data.get("organic_results") or []
        if not isinstance(rows, list):
            raise self.shape_error("organic_results is not a list")
        engine = params_engine(data) or self.engine(query)
        return google_style_items(self.name, data.get("answer_box"), rows, engine=engine)


def bing_date_filter(time_range: str, now: datetime | None = None) -> str:
    """Bing's documented date-range filter `ex1:"ez5_<first day>_<last day>"`, days since 1970-01-01."""
    end = now or datetime.now(UTC)
    start = since(time_range, end)
    assert start is not None
    return f'ex1:"ez5_{int(start.timestamp()) // 86400}_{int(end.timestamp()) // 86400}"'


def params_engine(data: dict[str, Any]) -> str:
    """The engine SerpApi says it ran (`search_parameters.engine`)."""
    parameters = data.get("search_parameters")
    return str(parameters.get("engine", "")) if isinstance(parameters, dict) else ""
