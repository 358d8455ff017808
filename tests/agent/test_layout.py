"""The runtime's rooms stay small and their imports point one way (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import agentsearch.agent

AGENT = Path(agentsearch.agent.__file__).parent
MAX_LINES = 400


def _imports(path: Path) -> set[str]:
    """Every `agentsearch.agent.<module>` a module imports, at run time or for type checking."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("agentsearch.agent."):
            found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("agentsearch.agent."):
                    found.add(alias.name.split(".")[2])
    return found


def _graph() -> dict[str, set[str]]:
    return {path.stem: _imports(path) for path in AGENT.glob("*.py") if path.stem != "__init__"}


def test_no_module_of_the_agent_package_imports_itself_back() -> None:
    graph = _graph()
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        for target in graph.get(module, set()):
            if target in path:
                cycles.append([*path[path.index(target) :], target])
            elif target in graph:
                visit(target, [*path, target])

    for module in graph:
        visit(module, [module])
    assert not cycles, cycles[0]


def test_frames_do_not_reach_back_into_the_runtime() -> None:
    importers = sorted(module for module, targets in _graph().items() if "runtime" in targets)
    assert importers == ["demo"]  # the demo builds a Runtime; no step of a request does


def test_every_agent_module_is_small() -> None:
    sizes = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in AGENT.glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}
