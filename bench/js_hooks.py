"""TypeScript hooks vs Python hooks: the same Create hook (one KB search) as hooks.py and as index.ts,
one Stream end to end, sequential and 10 concurrent, plus the app load (the first one in a process
compiles the engine's WebAssembly). Handlers are in-memory so the figures measure the hook path."""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from pathlib import Path

from agentsearch.agent import Runtime
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import SearchType
from bench.runtime import _Memory, _one, _report

PYTHON = """
def create(ctx, messages, options):
    result = ctx.search.kb(messages[-1]["content"], {"limit": 2})
    context = [{"role": "system", "content": result.items[0].title}]
    return {"messages": context, "uses": {"search": "disabled"}}
"""

TYPESCRIPT = """
function Create(ctx: any, messages: { content: string }[], options: object) {
  const result = ctx.search.KB(messages[messages.length - 1].content, { limit: 2 });
  return { messages: [{ role: "system", content: result.items[0].title }], uses: { search: "disabled" } };
}
"""


def _app(root: Path, file: str, source: str) -> Path:
    (root / "agent").mkdir(parents=True)
    (root / "agent" / "agent.yml").write_text("uses: {web: disabled}\n")
    folder = root / "assistants" / "shop"
    folder.mkdir(parents=True)
    (folder / "package.yao").write_text(json.dumps({"prompts": "You answer.", "kb": {"collections": ["h"]}}))
    (folder / file).write_text(source)
    return root


async def _measure(label: str, app: Path, registry: HandlerRegistry) -> None:
    started = time.perf_counter()
    runtime = Runtime(app, registry=registry)
    print(f"{label}: app load {(time.perf_counter() - started) * 1000:.0f} ms")
    for n in range(3):  # warm-up
        await _one(runtime, n)
    _report(f"{label}: one Stream, sequential", [await _one(runtime, n) for n in range(40)])
    _report(
        f"{label}: one Stream, 10 concurrent",
        list(await asyncio.gather(*(_one(runtime, n) for n in range(10)))),
    )


async def _run() -> None:
    registry = HandlerRegistry()
    registry.register(SearchType.KB, _Memory(SearchType.KB))
    with tempfile.TemporaryDirectory() as tmp:
        await _measure("hooks.py (baseline)", _app(Path(tmp) / "py", "hooks.py", PYTHON), registry)
        await _measure("index.ts", _app(Path(tmp) / "ts", "index.ts", TYPESCRIPT), registry)


def main() -> None:
    asyncio.run(_run())


if __name__ == "__main__":
    main()
