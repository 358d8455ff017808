"""The embedded JavaScript engine behind TypeScript/JavaScript hooks (the `[js]` extra).

quickjs-rs runs QuickJS (quickjs-ng) inside a WebAssembly sandbox driven by wasmtime, and strips
TypeScript types with its bundled OXC transform, so nothing is downloaded at run time and hook code
cannot touch the server's memory (docs/js-hooks.md has the engine evaluation).

Every call gets a fresh Runtime and Context on the calling thread (QuickJS objects must stay on the
thread that made them): hook state never leaks between turns, and a hook that loops or allocates
without end fails that one call. The time limit counts JavaScript only: time spent inside a host call
(`ctx.search.*`, `ctx.call`) is added back to the engine's deadline.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from agentsearch.agent.js_modules import ModuleResolver
from agentsearch.agent.js_prelude import PRELUDE
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.extras import require

__all__ = ["HookScript", "JsHookError", "JsLimits", "call_function", "load_script"]

#: host(method, args) -> JSON-able value; raising gives the JS caller an Error with the message.
Host = Callable[[str, list[Any]], Any]

_HOOK_NAMES = ("Create", "Next")
#: appended to every hook file: module-scoped (or global) Create / Next, for `__run` to call
_HOOKS_EXPORT = (
    "\n;globalThis.__hooks = { Create: typeof Create === 'function' ? Create : undefined,"
    " Next: typeof Next === 'function' ? Next : undefined };\n"
)
_DEFINED = "JSON.stringify(Object.keys(__hooks).filter((n) => typeof __hooks[n] === 'function'))"
_log = logging.getLogger("agentsearch.hooks.js")
_MODULE_SYNTAX = re.compile(r"^[ \t]*(import\s+[\w{*]|import\s*['\"]|export\s)", re.MULTILINE)
_EMPTY_EXPORT = re.compile(r"^export \{\};?[ \t]*$", re.MULTILINE)
#: A stack frame of hook code (the prelude's own functions start with "__").
_FRAME = re.compile(r"at ([\w$.]+) \(eval_script:\d+:\d+\)")


class JsHookError(AgentSearchError):
    """A TypeScript/JavaScript hook failed at run time (threw, ran too long, used too much memory)."""


@dataclass(frozen=True)
class JsLimits:
    """Per-call limits for hook code (agent.yml `hooks: {timeout, memory_mb, wall_timeout}`):
    JavaScript seconds, sandbox MB, and seconds in all with searches (a loop of searches ends too)."""

    timeout: float = 5.0
    memory_mb: int = 64
    wall_timeout: float = 60.0


@dataclass(frozen=True)
class HookScript:
    """One hook file as plain JavaScript, and which of Create / Next it defines. A file with
    import / export is evaluated as an ES module whose imports resolve inside `folder`."""

    path: Path
    code: str
    functions: frozenset[str]
    limits: JsLimits
    module: bool = False
    folder: Path | None = None


def _engine() -> Any:
    engine = require("quickjs_rs", "a TypeScript/JavaScript hook")
    _use_compile_cache()
    return engine


_cache_lock = threading.Lock()
_cache_done = False


def _use_compile_cache() -> None:
    """Keep wasmtime's compiled engine and TypeScript transform on disk (the per-user cache dir):
    the first hook of a process then starts in ~0.15 s instead of ~3.5 s. Best effort: another
    quickjs-rs layout, or a cache dir that cannot be written, only costs the compile."""
    global _cache_done
    with _cache_lock:
        if _cache_done:
            return
        _cache_done = True
        try:
            import quickjs_rs._wasmtime as shared
            import wasmtime
            from platformdirs import user_cache_path

            if shared._SHARED_ENGINE is not None:
                return
            directory = user_cache_path("agentsearch") / "wasmtime"
            directory.mkdir(parents=True, exist_ok=True)
            settings = directory / "cache.toml"
            settings.write_text(f"[cache]\ndirectory = {json.dumps(str(directory))}\n", encoding="utf-8")
            config = wasmtime.Config()
            config.cache = str(settings)
            shared._SHARED_ENGINE = wasmtime.Engine(config)
        except Exception as exc:
            _log.debug("no wasmtime compile cache: %s", exc)


def load_script(path: Path, limits: JsLimits, folder: Path | None = None) -> HookScript:
    """Read, strip TypeScript types and evaluate once (syntax, imports, top-level errors); a
    ConfigError naming the file for anything wrong, and for a missing `[js]` extra."""
    try:
        engine = _engine()
    except ConfigError as exc:
        raise ConfigError(exc.reason, file=str(path)) from None
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read hooks: {exc}", file=str(path)) from None
    code = source
    if path.suffix in (".ts", ".mts", ".cts", ".tsx"):
        flags = engine.SourceTransform.SOURCE_TS | engine.SourceTransform.STRIP_TYPESCRIPT
        try:
            code = engine.transform_source(path.name, source, flags=flags)
        except Exception as exc:
            raise ConfigError(_first_line(exc), file=str(path)) from None
    code = _EMPTY_EXPORT.sub("", code)  # the transform marks a file whose imports were all types
    draft = HookScript(
        path,
        code + _HOOKS_EXPORT,
        frozenset(),
        limits,
        bool(_MODULE_SYNTAX.search(code)),
        folder or path.parent,
    )
    try:
        found = _outside_event_loop(lambda: call_function(draft, "", [], _no_host))
    except JsHookError as exc:
        raise ConfigError(str(exc).removeprefix(f"{path.name}: "), file=str(path)) from None
    return replace(draft, functions=frozenset(name for name in found if name in _HOOK_NAMES))


def _outside_event_loop(work: Callable[[], Any]) -> Any:
    """Run `work` here, or in a short-lived thread when this thread runs an event loop (an app
    loaded inside a server or an async test): the engine drives its own loop with asyncio.run."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return work()
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="js-hook-load") as pool:
        return pool.submit(work).result()


def _no_host(method: str, args: list[Any]) -> Any:
    """While the file loads there is no request: logging works, searching does not."""
    if method == "log" and len(args) == 2:
        level = logging.getLevelName(str(args[0]).upper())
        _log.log(level if isinstance(level, int) else logging.INFO, "%s", args[1])
        return None
    raise JsHookError(f"ctx.{method} is not available while the hook file loads")


def call_function(
    script: HookScript, name: str, args: list[Any], host: Host, stop: threading.Event | None = None
) -> Any:
    """Evaluate the script in a fresh engine, then `await name(...args)` (args[0] is the ctx info);
    the function's value as JSON. Without a name: the hook functions the script defines. Setting
    `stop` (the request was cancelled) interrupts the JavaScript and refuses further host calls."""
    engine = _engine()
    limits = script.limits
    filename = script.path.name
    runtime = engine.Runtime(memory_limit=limits.memory_mb * 1024 * 1024)
    resolver = ModuleResolver(script.folder or script.path.parent, _relative(script))
    if script.module:
        runtime.set_module_loader(normalize=resolver.normalize, load=resolver.load)
    context = runtime.new_context(timeout=limits.timeout)
    _cap_linear_memory(context, limits.memory_mb * 1024 * 1024)
    started = time.monotonic()
    waited = 0.0
    stop = stop or threading.Event()
    wall_deadline = started + limits.wall_timeout

    def halted() -> bool:
        return stop.is_set() or time.monotonic() >= wall_deadline

    def interrupt() -> bool:  # polled by the engine while JavaScript runs: keep it O(1)
        deadline = runtime._deadline
        return halted() or (deadline is not None and time.monotonic() >= deadline)

    runtime._engine_rt.set_interrupt_handler(interrupt)

    def bridge(method: str, payload: str) -> str:
        nonlocal waited
        entered = time.monotonic()
        if halted():
            return json.dumps({"error": "the hook was stopped"})
        try:
            reply: dict[str, Any] = {"value": host(method, json.loads(payload))}
        except Exception as exc:  # the hook sees a JS Error with this message
            reply = {"error": _first_line(exc)}
        finally:
            spent = time.monotonic() - entered
            waited += spent
            if runtime._deadline is not None:  # host time does not count against the JS limit
                runtime._deadline += spent
        return json.dumps(reply, ensure_ascii=False, default=str)

    async def drive() -> Any:
        if script.module:
            await context.eval_async(script.code, module=True, transform_flags=engine.SourceTransform.NONE)
        else:  # not the last value: that may be a function, which does not cross to Python
            context.eval(script.code + "\n;void 0;", transform_flags=engine.SourceTransform.NONE)
        if not name:
            return context.eval(_DEFINED)
        payload = json.dumps(json.dumps(args, ensure_ascii=False))
        return await context.eval_async(f"await __run({json.dumps(name)}, {payload})")

    try:
        context.register("__host", bridge)
        context.eval(PRELUDE + "\nvoid 0;")
        raw = asyncio.run(drive())
        return json.loads(raw) if isinstance(raw, str) else None
    except Exception as exc:
        ran = time.monotonic() - started - waited
        if stop.is_set():
            raise JsHookError(f"{filename}: {name} was stopped: the request was cancelled") from None
        if time.monotonic() >= wall_deadline:
            raise JsHookError(
                f"{filename}: {name} ran longer than {limits.wall_timeout:g} s with its searches "
                "(agent.yml hooks.wall_timeout) and was stopped"
            ) from None
        refused = resolver.explain()
        raise JsHookError(
            f"{filename}: {refused}" if refused else _describe(exc, engine, filename, name, ran, limits)
        ) from None
    finally:
        context.close()
        runtime.close()


def _relative(script: HookScript) -> str:
    folder = script.folder or script.path.parent
    try:
        return script.path.relative_to(folder).as_posix()
    except ValueError:
        return script.path.name


def _cap_linear_memory(context: Any, limit: int) -> None:
    """QuickJS's own memory limit misses most allocations in this build (a hook filling arrays grew
    to 1.3 GB under a 16 MB limit), so cap the sandbox itself: wasmtime refuses to grow the guest's
    linear memory past `limit` and the allocation fails as "out of memory"."""
    try:
        instance = context._engine_ctx._inst
        instance.store.set_limits(memory_size=instance.mem.data_len(instance.store) + limit)
    except AttributeError:  # another quickjs-rs layout: the engine's own limit still applies
        _log.warning("cannot cap the JavaScript sandbox's memory with this quickjs-rs version")


def _describe(exc: Exception, engine: Any, filename: str, name: str, ran: float, limits: JsLimits) -> str:
    where = f"{filename}: {name}" if name else filename
    text = _first_line(exc)
    if isinstance(exc, engine.TimeoutError) or (ran >= limits.timeout and "interrupted" in str(exc)):
        return f"{where} ran longer than {limits.timeout:g} s (agent.yml hooks.timeout) and was stopped"
    if isinstance(exc, engine.DeadlockError) and ran >= limits.timeout:
        return f"{where} ran longer than {limits.timeout:g} s (agent.yml hooks.timeout) and was stopped"
    if isinstance(exc, engine.MemoryLimitError) or "out of memory" in text:
        return f"{where} used more than {limits.memory_mb} MB (agent.yml hooks.memory_mb) and was stopped"
    if "call stack exhausted" in str(exc) or "stack overflow" in text.lower():
        return f"{where} exhausted the call stack (unbounded recursion?)"
    if isinstance(exc, engine.DeadlockError):
        return f"{where} returned a promise that never settles"
    location = _location(exc)
    return f"{where}: {text}{location}"


def _location(exc: Exception) -> str:
    """Which hook function threw: the innermost named frame of hook code (the prelude's own start
    with "__"). No line: the engine reports line 1 for functions of an earlier eval."""
    for function in _FRAME.findall(str(getattr(exc, "stack", None) or "")):
        if not function.startswith("__"):
            return f" (in {function})"
    return ""


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    if "Caused by:" in text:  # wasmtime traps: the cause is the useful part
        text = text.rsplit("Caused by:", 1)[1].strip()
    return text.splitlines()[0] if text else type(exc).__name__
