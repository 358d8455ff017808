"""Search configuration: the blocks of the design, system defaults, layered merge and the loaders
(`uses` is parsed in `agentsearch.uses` and re-exported here).

Layers, later wins: system defaults < `agent/search.yml` < assistant `search` block < hook < request.
Each layer is kept as the partial mapping the user wrote, so "set to 0" and "not set" differ (Yao cannot
configure a weight of 0, reference §2.4). Merging builds new objects and never mutates the defaults
(Yao bug §7.21).

Every validation error becomes a `ConfigError` that names the file and the dotted key.
"""

from __future__ import annotations

import copy
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import json5
import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from agentsearch.errors import ConfigError, describe_validation_error, one_line
from agentsearch.redaction import register_secret, register_url
from agentsearch.registries import EMBEDDERS, PROVIDERS, RERANKERS, STORES, check_engine
from agentsearch.types import SourceType
from agentsearch.uses import Target, Uses

__all__ = [
    "CitationConfig",
    "Config",
    "DBConfig",
    "KBConfig",
    "KeywordConfig",
    "LayerConfig",
    "OptionsConfig",
    "QueryDSLConfig",
    "RerankConfig",
    "Target",
    "Uses",
    "WebConfig",
    "WeightsConfig",
    "deep_merge",
    "load_app_search_config",
    "load_assistant_package",
    "load_structured_file",
    "resolve_env",
]


class _Block(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ProviderSettings(_Block):
    """Per-provider overrides (`web.settings.<provider>`): key, base URL, engine, timeout."""

    api_key_env: str = ""
    base_url: str = ""
    engine: str = ""
    timeout: float | None = Field(default=None, gt=0)


class LayerConfig(_Block):
    """`web.layer`: the intent-aware search layer (`web.strategy: layer`, seeds/search-layer-v2.2.md)."""

    mode: Literal["", "fast", "deep", "answer", "academic"] = Field(default="", description="'' = by intent.")
    intent: str = Field(default="", description="Force an intent; '' = classify each query.")
    num: int = Field(default=5, ge=1, le=50, description="Results per source per sub-query.")
    freshness: Literal["", "pd", "pw", "pm", "py"] = ""
    domain_boost: list[str] = Field(default_factory=list)
    expand: bool = True
    research: bool = True
    extract_refs: bool = False
    max_depth: int = Field(default=3, ge=0, le=10)
    max_threads: int = Field(default=30, ge=1, le=500)
    github_api_base: str = "https://api.github.com"
    github_token_env: str = "GITHUB_TOKEN"
    allow_private_urls: bool = False


class WebConfig(_Block):
    provider: str = "tavily"
    providers: list[str] = Field(default_factory=list, description="Fallback chain; empty = [provider].")
    strategy: Literal["first", "fallback", "all", "layer"] = "fallback"
    api_key_env: str = ""
    max_results: int = Field(default=10, ge=1, le=100)
    engine: str = ""
    # 10 s × (1 retry + 1) per provider leaves room inside options.timeout (60 s) for the fallback chain
    timeout: float = Field(default=10.0, gt=0)
    retries: int = Field(default=1, ge=0, le=10)
    cache_ttl: int = Field(default=0, ge=0, description="Seconds; 0 disables the result cache.")
    cache_url: str = Field(default="", description="redis://... for a shared cache; empty = SQLite file.")
    cache_prefix: str = Field(default="agentsearch:web:", description="Key prefix of the Redis cache.")
    settings: dict[str, ProviderSettings] = Field(default_factory=dict)
    layer: LayerConfig = Field(default_factory=LayerConfig)

    @field_validator("provider")
    @classmethod
    def _known_provider(cls, value: str) -> str:
        return PROVIDERS.check(value) if value else value

    @field_validator("providers")
    @classmethod
    def _known_providers(cls, value: list[str]) -> list[str]:
        for name in value:
            PROVIDERS.check(name)
        return value

    @field_validator("settings")
    @classmethod
    def _known_settings(cls, value: dict[str, ProviderSettings]) -> dict[str, ProviderSettings]:
        for name in value:
            PROVIDERS.check(name)
        return value

    @field_validator("engine")
    @classmethod
    def _known_engine(cls, value: str) -> str:
        return check_engine(value) if value else value

    @property
    def chain(self) -> list[str]:
        """The ordered providers to try."""
        return list(self.providers) or [self.provider]


class KBConfig(_Block):
    collections: list[str] = Field(default_factory=list)
    #: on the calibrated 0-1 score (a chance of relevance): the highest value that keeps ≥ 95 % of
    #: recall@10 on every dev corpus (docs/kb.md "The score"); 0 = no threshold
    threshold: float = Field(default=0.02, ge=0.0, le=1.0)
    graph: bool = False
    limit: int = Field(default=10, ge=1, le=1000)
    mode: Literal["hybrid", "vector", "keyword"] = "hybrid"
    rerank: bool | None = Field(
        default=None,
        description="KB second stage (re-score the top chunks with a second embedder): true/false for"
        " every search; empty = each collection's own `rerank.enabled` (off unless created with it, or a"
        " zh/auto collection on the default embedder: its English stage).",
    )
    data_dir: str = Field(default="", description="Where collections live; empty = the app's data/kb.")
    seed: dict[str, str | dict[str, Any]] = Field(
        default_factory=dict,
        description="Collections built on first use from a directory of files (relative to the app):"
        " `{name: dir}` or `{name: {path, embedder, language, public, store}}`.",
    )

    @field_validator("seed")
    @classmethod
    def _known_parts(cls, value: dict[str, str | dict[str, Any]]) -> dict[str, str | dict[str, Any]]:
        """A seed's embedder and store are names in their registries (plugins included)."""
        for name, entry in value.items():
            if not isinstance(entry, dict):
                continue
            for field, registry, inner in (("embedder", EMBEDDERS, "name"), ("store", STORES, "backend")):
                part = entry.get(field)
                chosen = part.get(inner) if isinstance(part, dict) else part
                if chosen is not None and str(chosen) not in registry:
                    raise ValueError(f"{name}.{field}: {registry.unknown(str(chosen))}")
        return value


class DBConfig(_Block):
    models: list[str] = Field(default_factory=list)
    max_results: int = Field(default=20, ge=1, le=10000)
    url: str = Field(default="", description="SQLAlchemy URL of the database to search.")
    seed: str = Field(
        default="",
        description="SQL script (relative to the app) that builds a SQLite database `<data>/<stem>.sqlite`"
        " on first use when `url` is empty.",
    )
    link_embedder: str = Field(
        default="",
        description="Embedder (e.g. `use`) the builtin NL → QueryDSL generator uses to link a noun that"
        " spells no table to the table it means (竞赛 → contest); empty = off (docs/db.md).",
    )

    @field_validator("link_embedder")
    @classmethod
    def _known_embedder(cls, value: str) -> str:
        if value and value not in EMBEDDERS:
            raise ValueError(f"db.link_embedder: {EMBEDDERS.unknown(value)}")
        return value


class KeywordConfig(_Block):
    max_keywords: int = Field(default=10, ge=1, le=100)
    language: str = "auto"


class QueryDSLConfig(_Block):
    strict: bool = False


class RerankConfig(_Block):
    top_n: int = Field(default=10, ge=0, description="How many items a delegated reranker keeps.")
    name: str = Field(
        default="score",
        description="The registered reranker a request's `rerank` option runs when `uses.rerank` is"
        " builtin (auto search uses the cross-source rerank below).",
    )
    embedder: str = Field(
        default="",
        description="Embedder of the builtin cross-source rerank; empty = the searched KB collections'"
        " local embedder, else MiniLM (USE for CJK queries).",
    )
    alpha: float = Field(
        default=0.5,
        ge=0.0,
        le=1.0,
        description="Builtin cross-source rerank: share of the query-text similarity in the fused score"
        " (0 = the merged source order, 1 = similarity alone).",
    )

    @field_validator("name")
    @classmethod
    def _known_reranker(cls, value: str) -> str:
        return RERANKERS.check(value)

    @field_validator("embedder")
    @classmethod
    def _known_embedder(cls, value: str) -> str:
        return EMBEDDERS.check(value) if value else value


class CitationConfig(_Block):
    format: str = "#ref:{id}"
    auto_inject_prompt: bool = True
    custom_prompt: str = ""

    @field_validator("format")
    @classmethod
    def _has_placeholder(cls, value: str) -> str:
        if value.lower() in {"html", "xml", ""}:
            return "#ref:{id}"
        if "{id}" not in value:
            raise ValueError('citation format must contain "{id}", e.g. "#ref:{id}" or "[{id}]"')
        return value


class WeightsConfig(_Block):
    user: float = Field(default=1.0, ge=0.0)
    hook: float = Field(default=0.8, ge=0.0)
    auto: float = Field(default=0.6, ge=0.0)


class OptionsConfig(_Block):
    skip_threshold: int = Field(default=5, ge=0)
    timeout: float = Field(default=60.0, gt=0, description="Per-request timeout of one search, seconds.")
    intent_confidence: float = Field(default=0.5, ge=0.0, le=1.0)


#: Weight of an item whose source is unknown (reference §2.4).
UNKNOWN_SOURCE_WEIGHT = 0.6


class Config(_Block):
    """The complete search configuration. `Config()` is the system defaults."""

    web: WebConfig = Field(default_factory=WebConfig)
    kb: KBConfig = Field(default_factory=KBConfig)
    db: DBConfig = Field(default_factory=DBConfig)
    keyword: KeywordConfig = Field(default_factory=KeywordConfig)
    querydsl: QueryDSLConfig = Field(default_factory=QueryDSLConfig)
    rerank: RerankConfig = Field(default_factory=RerankConfig)
    citation: CitationConfig = Field(default_factory=CitationConfig)
    weights: WeightsConfig = Field(default_factory=WeightsConfig)
    options: OptionsConfig = Field(default_factory=OptionsConfig)

    def weight(self, source: SourceType | str | None) -> float:
        """The configured weight of a source; a configured 0 stays 0."""
        if source == SourceType.USER:
            return self.weights.user
        if source == SourceType.HOOK:
            return self.weights.hook
        if source == SourceType.AUTO:
            return self.weights.auto
        return UNKNOWN_SOURCE_WEIGHT

    @classmethod
    def from_layers(
        cls, *layers: Mapping[str, Any] | tuple[str, Mapping[str, Any]] | None, origin: str = "config"
    ) -> Config:
        """Merge partial layers over the system defaults, later layers winning.

        A layer is a mapping, or a `(name, mapping)` pair whose name (a file path, "hook",
        "request") is used in error messages; plain mappings are reported as `origin`.
        """
        merged: dict[str, Any] = {}
        for layer in layers:
            name, data = layer if isinstance(layer, tuple) else (origin, layer)
            if not data:
                continue
            _validate(dict(data), name)
            merged = deep_merge(merged, data)
        return _validate(merged, origin)

    def merged(self, overrides: Mapping[str, Any] | None, *, origin: str = "override") -> Config:
        """A new Config with `overrides` (a partial mapping) on top; `self` is unchanged."""
        if not overrides:
            return self
        _validate(dict(overrides), origin)
        base = self.model_dump(exclude_unset=False)
        return _validate(deep_merge(base, overrides), origin)

    def public_dict(self) -> dict[str, Any]:
        """The config as stored with a search record: no secrets (keys are env var names only)."""
        data = self.model_dump()
        data["web"].pop("cache_url", None)
        return data


def _validate(data: dict[str, Any], origin: str) -> Config:
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        raise _config_error(exc, origin) from None


def _config_error(exc: ValidationError, origin: str, prefix: str = "") -> ConfigError:
    key, message = describe_validation_error(exc)
    if prefix:
        key = f"{prefix}.{key}" if key else prefix
    return ConfigError(message, file=origin, key=key)


def deep_merge(base: Mapping[str, Any], top: Mapping[str, Any]) -> dict[str, Any]:
    """Merge `top` over `base` into a NEW dict; nested mappings merge, everything else is replaced."""
    out: dict[str, Any] = copy.deepcopy(dict(base))
    for key, value in top.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


# ----------------------------------------------------------------------------------------- loading

_ENV_REF = re.compile(r"^\$ENV\.([A-Za-z_][A-Za-z0-9_]*)$")


def resolve_env(reference: str) -> str:
    """Resolve `$ENV.NAME` or `NAME` to the environment variable's value ('' when unset)."""
    match = _ENV_REF.match(reference.strip())
    name = match.group(1) if match else reference.strip()
    # whatever is read through here is a key, a token or a URL with a password: remember it for redaction
    return register_url(register_secret(os.environ.get(name, ""))) if name else ""


def load_structured_file(path: Path) -> dict[str, Any]:
    """Read a YAML (`.yml`/`.yaml`) or JSON-with-comments (`.yao`/`.json`) file into a dict."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read file: {exc.strerror}", file=str(path)) from None
    except UnicodeDecodeError as exc:
        raise ConfigError(
            f"not UTF-8 text (byte {exc.object[exc.start]:#04x} at offset {exc.start})", file=str(path)
        ) from None
    try:
        data = yaml.safe_load(text) if path.suffix in {".yml", ".yaml"} else json5.loads(text)
    except Exception as exc:  # both parsers raise their own types; all mean "bad syntax"
        raise ConfigError(f"invalid syntax: {one_line(exc, with_type=False)}", file=str(path)) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError("expected a mapping at the top level", file=str(path))
    return data


def load_app_search_config(app_dir: Path) -> dict[str, Any]:
    """The global layer: `agent/search.yml` of an app, validated, as the partial mapping written."""
    path = app_dir / "agent" / "search.yml"
    if not path.exists():
        return {}
    data = load_structured_file(path)
    _validate(data, str(path))
    return data


def load_assistant_package(path: Path) -> dict[str, Any]:
    """An assistant's `package.yao` / `package.yaml`, with its `search` and `uses` blocks validated."""
    data = load_structured_file(path)
    search = data.get("search")
    if search is not None:
        if not isinstance(search, dict):
            raise ConfigError("expected a mapping", file=str(path), key="search")
        try:
            Config.model_validate(search)
        except ValidationError as exc:
            raise _config_error(exc, str(path), prefix="search") from None
    uses = data.get("uses")
    if uses is not None:
        if not isinstance(uses, dict):
            raise ConfigError("expected a mapping", file=str(path), key="uses")
        Uses.parse_mapping(uses, origin=str(path))
    return data
