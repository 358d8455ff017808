"""ES module imports of a hook file: the assistant's own files, and Yao's `@yao/runtime`.

A hook that uses `import` / `export` (as many Yao assistants do: `export function Create`,
`import { fmt } from "./lib"`) is evaluated as a module. Imports resolve only to files inside the
assistant's folder (`.ts` ones are type-stripped by the engine), and `@yao/runtime` to a small module
with `log` and `Exception`; anything else is refused with one line.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["YAO_RUNTIME", "ModuleResolver"]

YAO_RUNTIME = "@yao/runtime"

#: `@yao/runtime` as a module: the parts that make sense outside Yao (its types are erased anyway).
_YAO_RUNTIME_SOURCE = """
export const log = globalThis.log;
export class Exception extends Error {
  constructor(message, code) { super(message); this.name = "Exception"; this.code = code ?? 500; }
}
export const Process = globalThis.Process;
export const agent = {};
"""

_EXTENSIONS = ("", ".ts", ".js", ".mts", ".mjs", "/index.ts", "/index.js")


@dataclass
class ModuleResolver:
    """`normalize(base, spec)` / `load(name)` for quickjs-rs; names are paths relative to `folder`."""

    folder: Path
    main: str  # the hook file, relative to `folder` (the engine calls the main module "<module>")
    refused: list[str] = field(default_factory=list)

    def normalize(self, base: str, spec: str) -> str | None:
        if spec == YAO_RUNTIME:
            return spec
        if not spec.startswith(("./", "../")):
            self.refused.append(spec)
            return None
        base = self.main if base == "<module>" else base
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(base), spec))
        if joined.startswith("../") or joined == "..":
            self.refused.append(spec)
            return None
        for extension in _EXTENSIONS:
            if (self.folder / (joined + extension)).is_file():
                return joined + extension
        self.refused.append(spec)
        return None

    def load(self, name: str) -> str | None:
        if name == YAO_RUNTIME:
            return _YAO_RUNTIME_SOURCE
        try:
            return (self.folder / name).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def explain(self) -> str:
        """The one line for a refused import, or "" when every import resolved."""
        if not self.refused:
            return ""
        return (
            f"cannot import {self.refused[-1]!r}: hooks import only files of the assistant's folder "
            f"(./name) and {YAO_RUNTIME}"
        )
