"""Per-request execution state: the request shared by all frames, the steps that become resume
records, the search batches that become search records, and what a frame returns. Data only; the
frame that fills it lives in `frame.py`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agentsearch.agent.events import EndEvent
from agentsearch.agent.hook_context import Space
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.trace import Trace
from agentsearch.config import Config, Uses
from agentsearch.context import CitationCounter
from agentsearch.llm import Completion
from agentsearch.types import Keyword, Reference, Request, Result, SourceType

__all__ = ["FrameResult", "RequestState", "RunResult", "SearchRun", "StepRecord"]


@dataclass
class SearchRun:
    """One search batch of the request (auto, hook or user), kept for the search record."""

    source: SourceType
    query: str
    requests: list[Request]
    results: list[Result]
    duration_ms: int
    keywords: list[Keyword] = field(default_factory=list)
    config: Config | None = None
    uses: Uses | None = None


@dataclass
class StepRecord:
    """One execution step; only failed/interrupted ones are stored (as resume records)."""

    type: str
    input: dict[str, Any]
    stack_id: str
    stack_parent_id: str
    stack_depth: int
    assistant_id: str
    status: str = "running"
    output: dict[str, Any] | None = None
    error: str = ""
    space_snapshot: dict[str, Any] = field(default_factory=dict)


@dataclass
class RunResult:
    """What `Runtime.run` collects: every event and the final one."""

    events: list[Any]
    end: EndEvent

    @property
    def answer(self) -> str:
        return self.end.answer


@dataclass
class FrameResult:
    answer: str = ""
    completion: Completion | None = None
    references: list[Reference] = field(default_factory=list)
    next: Any = None
    extractive: bool = False
    cited: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    citation_warnings: list[str] = field(default_factory=list)


class RequestState:
    """State shared by every assistant frame of one user request."""

    def __init__(
        self,
        *,
        request_id: str,
        chat_id: str,
        locale: str,
        options: StreamOptions,
        loop: asyncio.AbstractEventLoop,
        sink: Callable[[Any], None],
        otel: bool | Any,
    ) -> None:
        self.request_id = request_id
        self.chat_id = chat_id
        self.locale = locale
        self.options = options
        self.loop = loop
        self.sink = sink
        self.trace = Trace(sink, enabled=not options.skip.trace, otel=otel)
        self.space = Space(options.space)
        self.citations = CitationCounter()
        self.buffer: dict[str, Any] = {}
        self.searches: list[SearchRun] = []
        self.steps: list[StepRecord] = []
        self.resume_plan: dict[int, dict[str, Any]] = {}
