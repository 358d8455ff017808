"""The one loader of an app directory's search side: `agent/search.yml` and the `uses` of `agent/agent.yml`.

The CLI commands, the server, the MCP server, the agent runtime and `Searcher.from_app` all read an app
through `load_search_app`, so a setting means the same thing everywhere and every error names its file.
What only assistants need (connectors, prompts, hooks) stays in `agent.app.load_app`, which builds on
this.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentsearch.config import Config, Uses, load_app_search_config, load_structured_file
from agentsearch.context import MCPCaller, SearchContext
from agentsearch.errors import ConfigError
from agentsearch.paths import resolve_app_dir
from agentsearch.types import Auth

__all__ = ["AGENT_YML_KEYS", "SearchApp", "load_agent_yml", "load_search_app"]


#: What `agent/agent.yml` may hold; anything else is a typo that would otherwise be ignored silently.
AGENT_YML_KEYS = ("connector", "hooks", "trace", "uses")


def load_agent_yml(root: Path) -> tuple[dict[str, Any], Uses]:
    """`<app>/agent/agent.yml` as written, and its `uses` block parsed (both empty when absent)."""
    path = root / "agent" / "agent.yml"
    if not path.exists():
        return {}, Uses()
    data = load_structured_file(path)
    for key in data:
        if key not in AGENT_YML_KEYS:
            raise ConfigError(
                f"unknown key (known: {', '.join(AGENT_YML_KEYS)})", file=str(path), key=str(key)
            )
    return data, Uses.parse_mapping(data.get("uses") or {}, origin=str(path))


@dataclass(frozen=True)
class SearchApp:
    """An app directory's search settings, validated once; `context()` makes one per request."""

    root: Path
    search_layer: dict[str, Any] = field(default_factory=dict)
    config: Config = field(default_factory=Config)
    uses: Uses = field(default_factory=Uses)

    @property
    def names_mcp_tool(self) -> bool:
        """True when some `uses` value hands a tool to an MCP server (then the app's mcps/ are needed)."""
        return any(str(value).startswith("mcp:") for value in self.uses.model_dump().values())

    def context(
        self,
        *,
        auth: Auth | None = None,
        request_id: str | None = None,
        locale: str = "en",
        mcp: MCPCaller | None = None,
    ) -> SearchContext:
        """A fresh per-request context (its own citation counter) over this app's config and uses."""
        extra: dict[str, Any] = {"request_id": request_id} if request_id else {}
        return SearchContext(
            config=self.config, uses=self.uses, auth=auth, app_dir=self.root, locale=locale, mcp=mcp, **extra
        )


def load_search_app(app: Path | str | None, overrides: Mapping[str, Any] | None = None) -> SearchApp:
    """Read an app directory (None: the bundled demo app). `overrides` is one more config layer on top
    of `agent/search.yml` (e.g. a `--db` URL from the command line)."""
    root = resolve_app_dir(app)
    layer = load_app_search_config(root)
    layers: list[Mapping[str, Any]] = [layer]
    if overrides:
        layers.append(overrides)
    config = Config.from_layers(*layers, origin=str(root / "agent" / "search.yml"))
    _, uses = load_agent_yml(root)
    return SearchApp(root=root, search_layer=layer, config=config, uses=uses)
