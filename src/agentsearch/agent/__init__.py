"""Assistants: app loading, `Runtime.stream` (hooks, auto search, LLM, output, trace, storage)."""

from agentsearch.agent.app import App, AssistantSpec, load_app
from agentsearch.agent.events import (
    EndEvent,
    MessageEvent,
    StartEvent,
    StreamEvent,
    TraceEvent,
    TraceLog,
    TraceNodeInfo,
)
from agentsearch.agent.hook_context import HookContext, Space
from agentsearch.agent.options import Skip, StreamOptions
from agentsearch.agent.runtime import RunResult, Runtime

__all__ = [
    "App",
    "AssistantSpec",
    "EndEvent",
    "HookContext",
    "MessageEvent",
    "RunResult",
    "Runtime",
    "Skip",
    "Space",
    "StartEvent",
    "StreamEvent",
    "StreamOptions",
    "TraceEvent",
    "TraceLog",
    "TraceNodeInfo",
    "load_app",
]
