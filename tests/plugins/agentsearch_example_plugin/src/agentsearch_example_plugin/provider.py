"""A web provider that answers from a fixed list of pages, offline: the smallest useful provider."""

from __future__ import annotations

from typing import ClassVar

from agentsearch.handlers.web.provider import CallStats, ProviderConfig, ProviderResponse, WebQuery, web_item

#: (title, url, text) of the pages this provider "indexes".
PAGES: tuple[tuple[str, str, str], ...] = (
    (
        "Espresso basics",
        "https://coffee.example/espresso",
        "Espresso is brewed by forcing hot water through coffee.",
    ),
    ("Pour-over guide", "https://coffee.example/pour-over", "Pour-over coffee drips through a paper filter."),
    ("Green tea", "https://tea.example/green", "Green tea leaves are steamed or pan-fired, not oxidised."),
    (
        "Coffee storage",
        "https://kitchen.example/coffee-storage",
        "Keep coffee beans airtight, away from light.",
    ),
)


class StaticProvider:
    """Pages whose title or text shares a word with the query, most shared words first."""

    name: ClassVar[str] = "example_static"
    label: ClassVar[str] = "Example static"
    key_envs: ClassVar[tuple[str, ...]] = ("EXAMPLE_STATIC_API_KEY",)

    def __init__(self, config: ProviderConfig) -> None:
        self.config = config

    async def search(self, query: WebQuery, stats: CallStats | None = None) -> ProviderResponse:
        words = {w.strip("?.,!").lower() for w in query.query.split()}
        scored = []
        for title, url, text in PAGES:
            if query.sites and not any(site in url for site in query.sites):
                continue
            shared = len(words & {w.strip("?.,!").lower() for w in f"{title} {text}".split()})
            if shared:
                scored.append((shared, title, url, text))
        scored.sort(key=lambda row: -row[0])
        items = [
            web_item(
                self.name, title=title, url=url, content=text, position=rank, keyed=bool(self.config.api_key)
            )
            for rank, (_, title, url, text) in enumerate(scored[: query.limit], 1)
        ]
        return ProviderResponse(items=items, requests=1)

    async def aclose(self) -> None:
        return None
