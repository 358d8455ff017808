"""Connector definitions (`<app>/connectors/**/<name>.conn.yml|.yao`) and the one place that turns a
definition into a connector. `type: openai` is any OpenAI-compatible endpoint; `extractive` is the
offline answerer, also used when nothing is configured.

    # connectors/local.conn.yml  -> id "local"  (connectors/openai/gpt4.conn.yao -> "openai.gpt4")
    type: openai
    options:
      model: gpt-4o-mini
      base_url: http://127.0.0.1:8080/v1     # alias: host
      key: $ENV.OPENAI_API_KEY               # or api_key_env: OPENAI_API_KEY
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentsearch.config import load_structured_file, resolve_env
from agentsearch.errors import ConfigError
from agentsearch.llm.base import Connector
from agentsearch.llm.extractive import ExtractiveConnector
from agentsearch.llm.openai_compat import OpenAIConnector
from agentsearch.redaction import register_secret

__all__ = ["EXTRACTIVE", "ConnectorSpec", "build_connector", "load_connectors"]

EXTRACTIVE = "extractive"
_SUFFIXES = (".conn.yao", ".conn.yml", ".conn.yaml", ".conn.json", ".yao", ".yml", ".yaml", ".json")
_TYPES = ("openai", EXTRACTIVE)


@dataclass(frozen=True)
class ConnectorSpec:
    id: str
    type: str
    options: dict[str, Any] = field(default_factory=dict)
    file: str = ""


def _connector_id(root: Path, path: Path) -> str | None:
    relative = path.relative_to(root).as_posix()
    for suffix in _SUFFIXES:
        if relative.endswith(suffix):
            return relative[: -len(suffix)].replace("/", ".")
    return None


def load_connectors(app_dir: Path) -> dict[str, ConnectorSpec]:
    """Every connector file of an app, validated; errors name the file and the key."""
    root = app_dir / "connectors"
    specs: dict[str, ConnectorSpec] = {}
    if not root.is_dir():
        return specs
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        cid = _connector_id(root, path)
        if cid is None:
            continue
        data = load_structured_file(path)
        kind = data.get("type")
        if kind not in _TYPES:
            raise ConfigError(
                f"unknown connector type {kind!r}; known: {', '.join(_TYPES)}", file=str(path), key="type"
            )
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise ConfigError("expected a mapping", file=str(path), key="options")
        if kind == "openai":
            check_openai_options(options, str(path))
        specs[cid] = ConnectorSpec(id=cid, type=str(kind), options=dict(options), file=str(path))
    return specs


#: options of the connector itself
_CONNECTOR_OPTIONS = {"model", "base_url", "host", "key", "api_key_env", "timeout", "max_retries"}
#: Chat Completions request parameters a connector file may set (passed through to every request)
_REQUEST_OPTIONS = {
    "temperature", "top_p", "max_tokens", "max_completion_tokens", "stop", "seed", "n",
    "presence_penalty", "frequency_penalty", "logit_bias", "logprobs", "top_logprobs", "response_format",
    "reasoning_effort", "parallel_tool_calls", "tool_choice", "user", "service_tier", "metadata",
    "store", "modalities", "verbosity", "extra_body", "extra_headers", "extra_query",
}  # fmt: skip


def check_openai_options(options: dict[str, Any], file: str) -> None:
    """Refuse at load what would fail at every request: unknown keys (`max_token`), bad numbers, a
    base URL without a scheme. One line naming the file and the key."""
    import difflib

    if not options.get("model"):
        raise ConfigError("an openai connector needs a model", file=file, key="options.model")
    known = _CONNECTOR_OPTIONS | _REQUEST_OPTIONS
    for name in options:
        if name not in known:
            close = difflib.get_close_matches(str(name), sorted(known), n=1)
            hint = f"; did you mean {close[0]}?" if close else ""
            raise ConfigError(f"unknown option{hint}", file=file, key=f"options.{name}")
    for name, low in (("timeout", 0.0), ("max_retries", 0.0), ("max_tokens", 1.0), ("temperature", 0.0)):
        value = options.get(name)
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, int | float) or value < low
        ):
            raise ConfigError(
                f"expected a number >= {low:g}, got {value!r}", file=file, key=f"options.{name}"
            )
    url = str(options.get("base_url") or options.get("host") or "")
    if url and not url.startswith(("http://", "https://")) and not url.startswith("$ENV."):
        raise ConfigError(
            f"{url!r} has no scheme; write http://{url} (or https://)", file=file, key="options.base_url"
        )


def build_connector(spec: ConnectorSpec) -> Connector:
    """Instantiate a connector; secrets are resolved from the environment now, never stored."""
    if spec.type == EXTRACTIVE:
        return ExtractiveConnector()
    options = dict(spec.options)
    key = ""
    if options.get("api_key_env"):
        key = resolve_env(str(options.pop("api_key_env")))
    elif options.get("key"):
        raw = str(options.pop("key"))
        key = resolve_env(raw) if raw.startswith("$ENV.") else register_secret(raw)
    base_url = str(options.pop("base_url", "") or options.pop("host", "") or "")
    if base_url.startswith("$ENV."):
        base_url = resolve_env(base_url)
    model = str(options.pop("model"))
    timeout = float(options.pop("timeout", 60.0))
    retries = int(options.pop("max_retries", 1))
    options.pop("key", None)
    return OpenAIConnector(
        spec.id,
        model=model,
        base_url=base_url,
        api_key=key,
        timeout=timeout,
        max_retries=retries,
        options=options,
    )
