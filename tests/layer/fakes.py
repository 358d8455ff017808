"""Local stand-ins for the search layer's outside services, speaking their documented protocols.

One pytest-httpserver plays every provider under its own path prefix (the providers' base URLs are
pointed there through `web.settings.<p>.base_url`): Brave `GET /brave/res/v1/web/search`, Exa
`POST /exa/search`, Tavily `POST /tavily/search`, Grok `POST /grok/responses` (xAI Responses API
with the `web_search` tool), OpenAlex `GET /openalex/works`, Semantic Scholar
`GET /s2/graph/v1/paper/search`. Each records the requests it saw and answers with a body shaped like
the provider's documented example, or with a fault.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pytest_httpserver import HTTPServer
from werkzeug import Request as WRequest
from werkzeug import Response as WResponse

from agentsearch.config import Config

KEY = "layer-test-key"
KEY_ENV = "AGENTSEARCH_TEST_LAYER_KEY"

PREFIX = {
    "brave": "/brave",
    "exa": "/exa",
    "tavily": "/tavily",
    "grok": "/grok",
    "openalex": "/openalex",
    "semantic_scholar": "/s2",
}
PATHS = {
    "brave": "/brave/res/v1/web/search",
    "exa": "/exa/search",
    "tavily": "/tavily/search",
    "grok": "/grok/responses",
    "openalex": "/openalex/works",
    "semantic_scholar": "/s2/graph/v1/paper/search",
}
METHODS = {
    "brave": "GET",
    "exa": "POST",
    "tavily": "POST",
    "grok": "POST",
    "openalex": "GET",
    "semantic_scholar": "GET",
}


@dataclass
class Page:
    """A search result as the test describes it; each fake renders it in its provider's shape."""

    title: str
    url: str
    snippet: str = ""
    published: str = ""
    authors: list[str] = field(default_factory=list)
    doi: str = ""
    citations: int | None = None
    venue: str = ""


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> WResponse:
    return WResponse(json.dumps(data), status=status, content_type="application/json", headers=headers)


def render(provider: str, pages: list[Page], request: WRequest) -> dict[str, Any]:
    """The provider's documented response body for `pages`."""
    if provider == "brave":
        return {
            "type": "search",
            "query": {"original": request.args.get("q", "")},
            "web": {
                "type": "search",
                "results": [
                    {
                        "title": p.title,
                        "url": p.url,
                        "description": p.snippet,
                        "page_age": p.published or None,
                    }
                    for p in pages
                ],
            },
        }
    if provider == "exa":
        body = request.get_json()
        return {
            "requestId": "req-1",
            "resolvedSearchType": body.get("type", "auto") if body.get("type") != "auto" else "neural",
            "results": [
                {
                    "id": p.url,
                    "title": p.title,
                    "url": p.url,
                    "publishedDate": p.published or None,
                    "author": None,
                    "highlights": [p.snippet] if p.snippet else [],
                    "highlightScores": [0.5],
                }
                for p in pages
            ],
        }
    if provider == "tavily":
        body = request.get_json()
        out: dict[str, Any] = {
            "query": body.get("query"),
            "results": [
                {
                    "title": p.title,
                    "url": p.url,
                    "content": p.snippet,
                    "score": 0.9 - 0.1 * i,
                    "raw_content": None,
                }
                | ({"published_date": p.published} if p.published else {})
                for i, p in enumerate(pages)
            ],
            "response_time": 0.8,
        }
        if body.get("include_answer"):
            out["answer"] = "Tavily's answer."
        return out
    if provider == "grok":
        rows = [
            {"title": p.title, "url": p.url, "snippet": p.snippet, "published_date": p.published}
            for p in pages
        ]
        return {
            "id": "resp_1",
            "object": "response",
            "model": "grok-4-1-fast-non-reasoning",
            "status": "completed",
            "output": [
                {"type": "web_search_call", "id": "ws_1", "status": "completed"},
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [
                        {"type": "output_text", "text": json.dumps({"results": rows}), "annotations": []}
                    ],
                },
            ],
            "citations": [p.url for p in pages],
        }
    if provider == "openalex":
        return {
            "meta": {"count": len(pages), "page": 1, "per_page": 25},
            "results": [
                {
                    "id": f"https://openalex.org/W{i + 1}",
                    "doi": f"https://doi.org/{p.doi}" if p.doi else None,
                    "display_name": p.title,
                    "publication_year": int(p.published[:4]) if p.published else None,
                    "publication_date": p.published or None,
                    "relevance_score": 10.0 - i,
                    "cited_by_count": p.citations or 0,
                    "authorships": [{"author": {"display_name": a}} for a in p.authors],
                    "primary_location": {"landing_page_url": p.url, "source": {"display_name": p.venue}},
                    "abstract_inverted_index": {w: [k] for k, w in enumerate(p.snippet.split())},
                }
                for i, p in enumerate(pages)
            ],
        }
    if provider == "semantic_scholar":
        return {
            "total": len(pages),
            "offset": 0,
            "data": [
                {
                    "paperId": f"p{i}",
                    "title": p.title,
                    "url": p.url,
                    "abstract": p.snippet,
                    "year": int(p.published[:4]) if p.published else None,
                    "publicationDate": p.published or None,
                    "authors": [{"authorId": str(k), "name": a} for k, a in enumerate(p.authors)],
                    "venue": p.venue,
                    "citationCount": p.citations,
                }
                for i, p in enumerate(pages)
            ],
        }
    raise AssertionError(provider)


class Providers:
    """The fake providers on one server: set `pages[provider]` or `faults[provider]` (an HTTP status)."""

    def __init__(self, server: HTTPServer) -> None:
        self.server = server
        self.pages: dict[str, list[Page]] = {}
        self.faults: dict[str, int] = {}
        self.calls: dict[str, list[dict[str, Any]]] = {name: [] for name in PATHS}
        self.research: dict[str, Any] | None = None
        for name, path in PATHS.items():
            server.expect_request(path, method=METHODS[name]).respond_with_handler(self._handler(name))

    def _handler(self, provider: str) -> Any:
        def handle(request: WRequest) -> WResponse:
            body = request.get_json(silent=True) if request.method == "POST" else None
            self.calls[provider].append(
                {"args": dict(request.args), "json": body, "headers": dict(request.headers)}
            )
            if provider == "exa" and isinstance(body, dict) and body.get("type") == "deep" and self.research:
                return _json(self.research)
            status = self.faults.get(provider)
            if status == 429:
                return _json({"error": "rate limited"}, 429, {"Retry-After": "0"})
            if status:
                return _json({"error": "boom"}, status)
            return _json(render(provider, self.pages.get(provider, []), request))

        return handle

    def config(self, **layer: Any) -> Config:
        settings = {
            name: {"base_url": self.server.url_for(PREFIX[name]), "api_key_env": f"$ENV.{KEY_ENV}"}
            for name in PATHS
        }
        return Config.from_layers(
            {"web": {"timeout": 3.0, "retries": 0, "settings": settings, "strategy": "layer", "layer": layer}}
        )

    def queries(self, provider: str) -> list[str]:
        out: list[str] = []
        for call in self.calls[provider]:
            if call["json"] is not None:
                body = call["json"]
                out.append(body.get("query") or body.get("messages", [{}])[-1].get("content", ""))
            else:
                out.append(
                    call["args"].get("q") or call["args"].get("search") or call["args"].get("query", "")
                )
        return out
