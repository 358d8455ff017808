"""The JavaScript side of the hook bridge: the `ctx` object a Yao hook receives, and `console`.

Every method is synchronous, as in Yao (`const result = ctx.search.Web(q)`); `await` on one works
too, since awaiting a plain value gives the value. Calls cross to Python as JSON through one host
function, `__host(method, argsJson)`, whose reply is `{"value": ...}` or `{"error": "..."}`.
"""

from __future__ import annotations

__all__ = ["PRELUDE"]

PRELUDE = r"""
"use strict";
const __call = (method, ...args) => {
  const reply = JSON.parse(__host(method, JSON.stringify(args)));
  if (reply.error !== undefined) throw new Error(reply.error);
  return reply.value;
};
const __text = (parts) =>
  parts.map((p) => (typeof p === "string" ? p : (() => {
    try { return JSON.stringify(p); } catch (e) { return String(p); }
  })())).join(" ");
globalThis.console = {
  log: (...a) => __call("log", "info", __text(a)),
  info: (...a) => __call("log", "info", __text(a)),
  debug: (...a) => __call("log", "debug", __text(a)),
  warn: (...a) => __call("log", "warning", __text(a)),
  error: (...a) => __call("log", "error", __text(a)),
};
const __format = (format, ...args) =>
  String(format).replace(/%[sdvif%]/g, (m) => (m === "%%" ? "%" : args.length ? __text([args.shift()]) : m))
    + (args.length ? " " + __text(args) : "");
globalThis.log = {  // Yao's global log: log.Info("found %d items", n)
  Trace: (...a) => __call("log", "debug", __format(...a)),
  Debug: (...a) => __call("log", "debug", __format(...a)),
  Info: (...a) => __call("log", "info", __format(...a)),
  Warn: (...a) => __call("log", "warning", __format(...a)),
  Error: (...a) => __call("log", "error", __format(...a)),
};
globalThis.Process = function __process(name) {  // Yao's global; a clear error instead of a ReferenceError
  throw new Error(`Process(${JSON.stringify(name)}) is a Yao process; agentsearch hooks have no processes`);
};
const __pair = (target, upper, fn) => {
  target[upper] = fn;
  target[upper.charAt(0).toLowerCase() + upper.slice(1)] = fn;
};
function __makeCtx(info) {
  const search = {};
  __pair(search, "Web", (query, options) => __call("search.web", query, options ?? null));
  search.KB = search.kb = (query, options) => __call("search.kb", query, options ?? null);
  search.DB = search.db = (query, options) => __call("search.db", query, options ?? null);
  __pair(search, "All", (requests) => __call("search.all", requests));
  __pair(search, "Any", (requests) => __call("search.any", requests));
  __pair(search, "Race", (requests) => __call("search.race", requests));
  __pair(search, "Parallel", search.All);
  const space = {};
  __pair(space, "Get", (key) => __call("space.get", key));
  __pair(space, "Set", (key, value) => __call("space.set", key, value));
  __pair(space, "Delete", (key) => __call("space.delete", key));
  __pair(space, "GetDel", (key) => __call("space.get_del", key));
  // Yao keeps request-scoped data in ctx.memory.context; here that is the request's space
  const ctx = { ...info, search, space, memory: { context: space } };
  __pair(ctx, "Send", (message) => __call("send", message));
  __pair(ctx, "Replace", (id, message) => __call("replace", id, message));
  __pair(ctx, "Append", (id, content) => __call("append", id, content));
  __pair(ctx, "Call", (assistantId, payload) => __call("call", assistantId, payload ?? {}));
  return Object.freeze(ctx);
}
async function __run(name, argsJson) {
  const fn = globalThis.__hooks[name];
  const [info, ...args] = JSON.parse(argsJson);
  const value = await fn(__makeCtx(info), ...args);
  return JSON.stringify(value === undefined ? null : value);
}
"""
