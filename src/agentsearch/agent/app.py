"""Loading an app directory: global uses and search config, connectors, MCP servers, assistants.

    <app>/agent/agent.yml             uses (default connector, search, web, keyword, ...), connector
    <app>/agent/search.yml            global search config
    <app>/assistants/<id>/package.yao|package.yaml   name, connector, prompts, uses, search, kb, db, tools
    <app>/assistants/<id>/prompts.yml system prompts (a list of {role, content})
    <app>/assistants/<id>/hooks.py    optional create(ctx, messages, options) / next(ctx, payload)
    <app>/assistants/<id>/index.ts    or index.js, src/index.ts: Yao's Create / Next hooks (the `[js]` extra)
    <app>/connectors/**               LLM connectors (agentsearch.llm.registry)
    <app>/mcps/**                     MCP servers (read by the MCP client pool)

Nested assistant folders give dotted ids (`assistants/workers/search/web` -> `workers.search.web`).
Merging happens once here (global -> assistant) and builds new objects; per-request layers
(options, Create hook) are applied by the runtime. Every error names the file and the key.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from agentsearch.agent.builtins import builtin_assistant
from agentsearch.agent.js_engine import JsLimits
from agentsearch.agent.js_hooks import JsHooks, find_js_hooks, load_js_hooks
from agentsearch.app_loader import load_agent_yml, load_search_app
from agentsearch.config import Config, Target, Uses, load_assistant_package, load_structured_file
from agentsearch.errors import ConfigError
from agentsearch.llm.registry import ConnectorSpec, load_connectors

__all__ = ["App", "AssistantSpec", "load_app", "load_assistant"]

_PACKAGE_NAMES = ("package.yao", "package.yaml", "package.yml", "package.json")
_PACKAGE_KEYS = {
    "name",
    "description",
    "connector",
    "prompts",
    "uses",
    "search",
    "kb",
    "db",
    "tools",
    "mcp",
    "locale",
    "options",
    "tags",
    "type",
    "avatar",
    "public",
    "readonly",
    "sort",
    "placeholder",
}


@dataclass
class AssistantSpec:
    """One assistant after load-time merging. `config`/`uses` already include the global layers."""

    id: str
    name: str = ""
    description: str = ""
    path: Path | None = None
    connector: str = ""
    prompts: list[dict[str, Any]] = field(default_factory=list)
    uses: Uses = field(default_factory=Uses)
    config: Config = field(default_factory=Config)
    search_layer: dict[str, Any] = field(default_factory=dict)
    kb_collections: list[str] = field(default_factory=list)
    db_models: list[str] = field(default_factory=list)
    tools: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    hooks: ModuleType | Any = None
    builtin: bool = False

    @property
    def has_llm_phase(self) -> bool:
        """Yao runs the LLM phase only for assistants with prompts (or tools); hook-only ones skip it."""
        return bool(self.prompts or self.tools or self.connector)


@dataclass
class App:
    root: Path | None
    uses: Uses = field(default_factory=Uses)
    connector: str = ""
    search_layer: dict[str, Any] = field(default_factory=dict)
    config: Config = field(default_factory=Config)
    connectors: dict[str, ConnectorSpec] = field(default_factory=dict)
    assistants: dict[str, AssistantSpec] = field(default_factory=dict)
    agent_options: dict[str, Any] = field(default_factory=dict)
    hook_limits: JsLimits = field(default_factory=JsLimits)

    def assistant(self, assistant_id: str) -> AssistantSpec:
        """An assistant of the app, or a builtin one (`workers.search.web`); unknown ids are an error."""
        found = self.assistants.get(assistant_id)
        if found is not None:
            return found
        builtin = builtin_assistant(assistant_id)
        if builtin is not None:
            spec = AssistantSpec(
                id=assistant_id,
                name=builtin.name,
                description=builtin.description,
                uses=self.uses,
                config=self.config,
                hooks=builtin.hooks,
                builtin=True,
            )
            self.assistants[assistant_id] = spec
            return spec
        known = ", ".join(sorted(self.assistants)) or "none"
        raise ConfigError(f"assistant {assistant_id!r} not found (known: {known})", key="assistant")


def load_app(root: Path | None) -> App:
    """Load everything of an app directory (None: an empty app with the system defaults)."""
    if root is None:
        return App(root=None)
    agent_yml = root / "agent" / "agent.yml"
    search = load_search_app(root)
    agent_data, uses = load_agent_yml(root)
    connector = agent_data.get("connector", "") or uses.default
    if not isinstance(connector, str):
        raise ConfigError("expected a string", file=str(agent_yml), key="connector")
    app = App(
        root=root,
        uses=uses,
        connector=connector,
        search_layer=search.search_layer,
        config=search.config,
        connectors=load_connectors(root),
        agent_options={key: value for key, value in agent_data.items() if key not in ("uses", "connector")},
        hook_limits=_hook_limits(agent_data.get("hooks"), str(agent_yml)),
    )
    assistants_dir = root / "assistants"
    if assistants_dir.is_dir():
        for package in sorted(assistants_dir.rglob("package.*")):
            if package.name not in _PACKAGE_NAMES:
                continue
            folder = package.parent
            assistant_id = folder.relative_to(assistants_dir).as_posix().replace("/", ".")
            if assistant_id in app.assistants:
                raise ConfigError("two package files for one assistant", file=str(package))
            app.assistants[assistant_id] = load_assistant(app, assistant_id, package)
    for spec in app.assistants.values():
        if spec.connector and spec.connector not in app.connectors and spec.connector != "extractive":
            raise ConfigError(f"unknown connector {spec.connector!r}", file=str(spec.path), key="connector")
    if app.connector and app.connector not in app.connectors and app.connector != "extractive":
        raise ConfigError(f"unknown connector {app.connector!r}", file=str(agent_yml), key="connector")
    _check_assistant_targets(app, uses, str(agent_yml))
    for spec in app.assistants.values():
        _check_assistant_targets(app, spec.uses, str(spec.path or agent_yml))
    return app


_DELEGATED_TOOLS = ("search", "web", "keyword", "querydsl", "rerank", "intent", "needsearch")


def _check_assistant_targets(app: App, uses: Uses, origin: str) -> None:
    """A `uses` value naming an assistant must name one that exists (`uses.web: no-such-assistant`
    would otherwise fail at the first search, or not at all)."""
    from agentsearch.agent.builtins import BUILTIN_ASSISTANTS

    for tool in _DELEGATED_TOOLS:
        target = Target.parse(getattr(uses, tool), field=f"uses.{tool}")
        name = target.assistant_id
        if target.kind == "agent" and name not in app.assistants and name not in BUILTIN_ASSISTANTS:
            known = ", ".join(sorted([*app.assistants, *BUILTIN_ASSISTANTS]))
            raise ConfigError(f"unknown assistant {name!r} (known: {known})", file=origin, key=f"uses.{tool}")


def _string_list(data: dict[str, Any], block: str, key: str, file: str) -> list[str]:
    value = data.get(block) or {}
    if not isinstance(value, dict):
        raise ConfigError("expected a mapping", file=file, key=block)
    items = value.get(key) or []
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise ConfigError("expected a list of strings", file=file, key=f"{block}.{key}")
    return list(items)


def load_assistant(app: App, assistant_id: str, package: Path) -> AssistantSpec:
    """One assistant folder: package, prompts, hooks; merged over the app's global layers."""
    file = str(package)
    data = load_assistant_package(package)
    for key in data:
        if key not in _PACKAGE_KEYS:
            raise ConfigError("unknown key", file=file, key=key)
    search_block = data.get("search") or {}
    config = Config.from_layers(
        (str(app.root / "agent" / "search.yml") if app.root else "search.yml", app.search_layer),
        (f"{file}: search", search_block),
        origin=file,
    )
    uses = app.uses.over(Uses.parse_mapping(data.get("uses"), origin=file))
    connector = data.get("connector", "") or ""
    if not isinstance(connector, str):
        raise ConfigError("expected a string", file=file, key="connector")
    tools = data.get("tools") or []
    if not isinstance(tools, list) or not all(isinstance(tool, dict) for tool in tools):
        raise ConfigError("expected a list of tool definitions", file=file, key="tools")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ConfigError("expected a mapping", file=file, key="options")
    prompts = _load_prompts(package.parent, data.get("prompts"), file)
    return AssistantSpec(
        id=assistant_id,
        name=str(data.get("name") or assistant_id),
        description=str(data.get("description") or ""),
        path=package,
        connector=connector,
        prompts=prompts,
        uses=uses,
        config=config,
        search_layer=dict(search_block),
        kb_collections=_string_list(data, "kb", "collections", file),
        db_models=_string_list(data, "db", "models", file),
        tools=list(tools),
        options=dict(options),
        hooks=load_assistant_hooks(package.parent, assistant_id, app.hook_limits),
    )


def _hook_limits(block: Any, file: str) -> JsLimits:
    """agent.yml `hooks: {timeout, memory_mb, wall_timeout}`: limits of TypeScript/JavaScript hooks."""
    if block is None:
        return JsLimits()
    if not isinstance(block, dict):
        raise ConfigError("expected a mapping", file=file, key="hooks")
    defaults = JsLimits()
    values: dict[str, Any] = {}
    for key, value in block.items():
        if key not in ("timeout", "memory_mb", "wall_timeout"):
            raise ConfigError(
                "unknown key (known: timeout, memory_mb, wall_timeout)", file=file, key=f"hooks.{key}"
            )
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise ConfigError("expected a positive number", file=file, key=f"hooks.{key}")
        values[key] = value
    return JsLimits(
        timeout=float(values.get("timeout", defaults.timeout)),
        memory_mb=int(values.get("memory_mb", defaults.memory_mb)),
        wall_timeout=float(values.get("wall_timeout", defaults.wall_timeout)),
    )


def load_assistant_hooks(folder: Path, assistant_id: str, limits: JsLimits) -> ModuleType | JsHooks | None:
    """hooks.py, or a Yao hook script (index.ts, ...); both at once is an error, not a silent pick."""
    script = find_js_hooks(folder)
    python = folder / "hooks.py"
    if script is not None and python.exists():
        raise ConfigError(f"both hooks.py and {script.relative_to(folder)}: keep one", file=str(folder))
    if script is not None:
        return load_js_hooks(script, limits, folder)
    return load_hooks(python, assistant_id)


def _load_prompts(folder: Path, inline: Any, file: str) -> list[dict[str, Any]]:
    source = file
    raw: Any = inline
    if raw is None:
        for name in ("prompts.yml", "prompts.yaml", "prompts.yao"):
            path = folder / name
            if path.exists():
                source = str(path)
                text = load_structured_file(path) if path.suffix == ".yao" else None
                if text is None:
                    import yaml

                    try:
                        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
                    except yaml.YAMLError as exc:
                        raise ConfigError(
                            f"invalid syntax: {str(exc).splitlines()[0]}", file=source
                        ) from None
                else:
                    raw = text.get("prompts", text)
                break
    if raw is None:
        return []
    if isinstance(raw, str):
        return [{"role": "system", "content": raw}]
    if not isinstance(raw, list):
        raise ConfigError("expected a list of {role, content}", file=source, key="prompts")
    prompts: list[dict[str, Any]] = []
    for index, entry in enumerate(raw):
        if isinstance(entry, str):
            entry = {"role": "system", "content": entry}
        if not isinstance(entry, dict) or not isinstance(entry.get("content"), str):
            raise ConfigError(
                "expected {role, content} with string content", file=source, key=f"prompts[{index}]"
            )
        role = entry.get("role", "system")
        if role not in ("system", "user", "assistant"):
            raise ConfigError(f"unknown role {role!r}", file=source, key=f"prompts[{index}].role")
        prompts.append({"role": role, "content": entry["content"]})
    return prompts


def load_hooks(path: Path, assistant_id: str) -> ModuleType | None:
    """Import an assistant's hooks.py as its own module; a broken file is a ConfigError naming it."""
    if not path.exists():
        return None
    module_name = (
        "agentsearch_app_hooks." + assistant_id.replace(".", "_").replace("-", "_") + f"_{abs(hash(path))}"
    )
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ConfigError("cannot load hooks", file=str(path))
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        sys.modules.pop(module_name, None)
        raise ConfigError(f"syntax error on line {exc.lineno}: {exc.msg}", file=str(path)) from None
    except Exception as exc:
        sys.modules.pop(module_name, None)
        raise ConfigError(f"failed to import: {type(exc).__name__}: {exc}", file=str(path)) from None
    for name in ("create", "next"):
        hook = getattr(module, name, None)
        if hook is not None and not callable(hook):
            raise ConfigError(f"{name} must be a function", file=str(path), key=name)
    return module
