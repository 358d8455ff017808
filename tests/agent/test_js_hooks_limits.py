"""TypeScript/JavaScript hooks that go wrong: each gives one clear line for that turn (or for the
app at load), and the runtime keeps serving."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from agent.support import KB_DOCS, SHOP, FixedHandler, write_app
from agentsearch.agent import Runtime
from agentsearch.agent.app import load_app
from agentsearch.agent.js_engine import JsHookError, JsLimits, call_function, load_script
from agentsearch.context import SearchContext
from agentsearch.errors import ConfigError
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import Request, Result, SearchType

HOOK = """
function Create(ctx: any, messages: any[], options: any) {
  const mode: string = ctx.metadata.mode ?? "ok";
  if (mode === "loop") { while (true) {} }
  if (mode === "alloc") {
    const chunks: number[][] = [];
    while (true) chunks.push(new Array(1 << 16).fill(chunks.length));
  }
  if (mode === "recurse") { const f = (n: number): number => f(n + 1) + 1; f(0); }
  if (mode === "process") { return { data: Process("models.product.Get", {}) }; }
  if (mode === "throw") { throw new Error("no stock data for " + messages[0].content); }
  if (mode === "bad-call") {
    try { ctx.search.Web(); } catch (e) { return { data: String(e.message) }; }
  }
  return { data: ctx.search.KB("returns", { collections: ["handbook"] }).items.length };
}
"""

ASYNC_LOOP = """
async function Create(ctx, messages, options) {
  await null;
  while (true) {}
}
"""


def _app(root: Path, source: str, *, agent: dict[str, Any] | None = None, name: str = "index.ts") -> Path:
    hook_only = {"package": {"name": "Shop", "uses": {"web": "disabled"}}}
    app = write_app(root, {"shop": hook_only}, agent=agent or {"hooks": {"timeout": 0.5, "memory_mb": 16}})
    (app / "assistants" / "shop" / name).write_text(textwrap.dedent(source), encoding="utf-8")
    return app


async def _run(runtime: Runtime, mode: str) -> Any:
    return await runtime.run("shop", [{"role": "user", "content": "sony"}], {"metadata": {"mode": mode}})


@pytest.mark.parametrize(
    ("mode", "error"),
    [
        ("loop", "index.ts: Create ran longer than 0.5 s (agent.yml hooks.timeout) and was stopped"),
        ("alloc", "index.ts: Create used more than 16 MB (agent.yml hooks.memory_mb) and was stopped"),
        ("recurse", "index.ts: Create exhausted the call stack (unbounded recursion?)"),
        ("throw", "index.ts: Create: Error: no stock data for sony (in Create)"),
        (
            "process",
            'index.ts: Create: Error: Process("models.product.Get") is a Yao process; agentsearch hooks '
            "have no processes (in Create)",
        ),
    ],
)
async def test_a_failing_hook_fails_that_turn_with_one_line_and_the_next_turn_runs(
    tmp_path: Path, registry: HandlerRegistry, mode: str, error: str
) -> None:
    runtime = Runtime(_app(tmp_path, HOOK), registry=registry)
    failed = await _run(runtime, mode)
    assert failed.end.status == "failed"
    assert failed.end.error == error
    assert "\n" not in failed.end.error
    ok = await _run(runtime, "ok")
    assert ok.end.status == "completed", ok.end.error
    assert ok.end.next == 2


async def test_a_loop_after_an_await_is_stopped_too(tmp_path: Path, registry: HandlerRegistry) -> None:
    runtime = Runtime(_app(tmp_path, ASYNC_LOOP, name="index.js"), registry=registry)
    result = await _run(runtime, "ok")
    assert (
        result.end.error == "index.js: Create ran longer than 0.5 s (agent.yml hooks.timeout) and was stopped"
    )


async def test_a_javascript_error_names_the_function(tmp_path: Path, registry: HandlerRegistry) -> None:
    source = "function Create(ctx, messages) {\n  const rows = null;\n  return rows.length;\n}\n"
    result = await _run(Runtime(_app(tmp_path, source, name="index.js"), registry=registry), "ok")
    assert result.end.error.startswith("index.js: Create: TypeError: ")
    assert result.end.error.endswith("(in Create)")


async def test_a_bad_search_call_is_an_error_the_hook_can_catch(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    result = await _run(Runtime(_app(tmp_path, HOOK), registry=registry), "bad-call")
    assert result.end.status == "completed", result.end.error
    assert result.end.next == "Web requires query parameter"


class SlowKB(FixedHandler):
    """A KB that takes 0.3 s a search: three of them outlast the hook's 0.5 s time limit."""

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        await asyncio.sleep(0.3)
        return await super().search(request, ctx)


async def test_time_spent_searching_does_not_count_against_the_hook_time_limit(tmp_path: Path) -> None:
    source = """
    function Create(ctx, messages, options) {
      let n = 0;
      for (let i = 0; i < 3; i++) n += ctx.search.KB("returns " + i).items.length;
      return { data: n };
    }
    """
    registry = HandlerRegistry()
    registry.register(SearchType.KB, SlowKB(SearchType.KB, KB_DOCS))
    result = await _run(Runtime(_app(tmp_path, source), registry=registry), "ok")
    assert result.end.status == "completed", result.end.error
    assert result.end.next == 3 * len(KB_DOCS)


@pytest.mark.parametrize(
    ("name", "source", "message"),
    [
        ("index.js", "function Create(ctx {\n}", "index.js: SyntaxError"),
        ("index.ts", "function Create(ctx: ): any {}", "source parse error in index.ts"),
        ("index.ts", "import { x } from './lib';\nfunction Create() { return x; }", "cannot import './lib'"),
        (
            "index.ts",
            "import _ from 'lodash';\nexport function Create() { return _; }",
            "cannot import 'lodash'",
        ),
        ("index.ts", "import { x } from '../../x';\nexport function Create() { return x; }", "cannot import"),
        ("index.ts", "throw new Error('top level');", "Error: top level"),
    ],
)
def test_a_broken_hook_file_is_a_config_error_naming_it(
    tmp_path: Path, name: str, source: str, message: str
) -> None:
    app = _app(tmp_path, source, name=name)
    with pytest.raises(ConfigError) as caught:
        load_app(app)
    text = str(caught.value)
    assert text.startswith(str(app / "assistants" / "shop" / name) + ": ") and message in text
    assert "\n" not in text


def test_without_the_js_extra_an_index_ts_says_which_extra_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = _app(tmp_path, HOOK)
    monkeypatch.setitem(sys.modules, "quickjs_rs", None)  # import quickjs_rs raises ImportError
    with pytest.raises(ConfigError) as caught:
        load_app(app)
    assert str(caught.value) == (
        f"{app / 'assistants' / 'shop' / 'index.ts'}: a TypeScript/JavaScript hook needs the 'js' extra: "
        "pip install 'agentsearch[js]'"
    )


def test_hooks_py_beside_index_ts_is_an_error_not_a_silent_pick(tmp_path: Path) -> None:
    app = write_app(
        tmp_path, {"shop": {**SHOP, "hooks": "def create(ctx, messages, options):\n    return None\n"}}
    )
    (app / "assistants" / "shop" / "src").mkdir()
    (app / "assistants" / "shop" / "src" / "index.ts").write_text("function Create() {}", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"both hooks.py and src/index.ts: keep one"):
        load_app(app)


@pytest.mark.parametrize(
    ("hooks", "message"),
    [
        ({"timeout": 0}, "hooks.timeout: expected a positive number"),
        ({"memory": 64}, "hooks.memory: unknown key (known: timeout, memory_mb, wall_timeout)"),
        ("fast", "hooks: expected a mapping"),
    ],
)
def test_hook_limits_in_agent_yml_are_checked(tmp_path: Path, hooks: Any, message: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(message)):
        load_app(_app(tmp_path, HOOK, agent={"hooks": hooks}))


def test_hook_limits_are_read_from_agent_yml(tmp_path: Path) -> None:
    app = load_app(_app(tmp_path, HOOK, agent={"hooks": {"timeout": 2, "memory_mb": 32}}))
    hooks = app.assistants["shop"].hooks
    assert (hooks.script.limits.timeout, hooks.script.limits.memory_mb) == (2.0, 32)
    assert callable(hooks.create) and not hasattr(hooks, "next")


async def test_an_endless_loop_of_searches_ends_at_the_wall_timeout(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    source = 'function Create(ctx) { for (;;) ctx.search.KB("returns"); }'
    agent = {"hooks": {"timeout": 30, "wall_timeout": 0.5}}
    result = await _run(Runtime(_app(tmp_path, source, agent=agent), registry=registry), "ok")
    assert result.end.error == (
        "index.ts: Create ran longer than 0.5 s with its searches (agent.yml hooks.wall_timeout) and was "
        "stopped"
    )


def test_stopping_a_call_interrupts_spinning_javascript(tmp_path: Path) -> None:
    """What a cancelled request does: the JavaScript stops instead of running on to its time limit."""
    script = load_script(
        _app(tmp_path, ASYNC_LOOP) / "assistants" / "shop" / "index.ts", JsLimits(timeout=60)
    )
    stop = threading.Event()
    failure: list[BaseException] = []

    def run() -> None:
        try:
            call_function(script, "Create", [{}, [], {}], lambda method, args: None, stop)
        except JsHookError as exc:
            failure.append(exc)

    worker = threading.Thread(target=run)
    worker.start()
    stop.set()
    worker.join(30)
    assert not worker.is_alive()
    assert [str(e) for e in failure] == ["index.ts: Create was stopped: the request was cancelled"]


def test_the_compiled_engine_is_kept_in_the_per_user_cache(tmp_path: Path) -> None:
    """So the first hook of the next process does not compile the engine again."""
    app = _app(tmp_path / "app", HOOK)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    code = f"from agentsearch.agent.app import load_app; load_app(__import__('pathlib').Path({str(app)!r}))"
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=120)
    assert any((tmp_path / "cache" / "agentsearch" / "wasmtime" / "modules").rglob("*"))


async def test_a_cancelled_request_stops_its_spinning_hook(tmp_path: Path, registry: HandlerRegistry) -> None:
    """The client goes away while Create spins (limits far off): the JavaScript stops consuming CPU."""
    source = """
    function Create(ctx) {
      ctx.Send({ type: "loading", props: { message: "Thinking..." } });
      while (true) {}
    }
    """
    agent = {"hooks": {"timeout": 120, "wall_timeout": 120}}
    runtime = Runtime(_app(tmp_path, source, agent=agent), registry=registry)
    stream = runtime.stream("shop", [{"role": "user", "content": "sony"}])
    async for event in stream:
        if event.event == "message" and event.type == "loading":
            break  # the hook is now spinning in its worker thread
    await stream.aclose()  # what the server does when the client disconnects: cancel the run
    await asyncio.sleep(0.5)
    before = time.process_time()
    await asyncio.sleep(1.0)
    assert time.process_time() - before < 0.5  # a spinning hook would burn ~1 CPU-second here
