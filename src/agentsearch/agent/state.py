"""Per-request and per-assistant execution state: the request shared by all frames, one frame per
assistant (depth 0 or a nested agent call), the steps that become resume records, the search batches
that become search records."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from agentsearch.agent.app import AssistantSpec
from agentsearch.agent.events import EndEvent
from agentsearch.agent.hook_context import Space
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.trace import Trace
from agentsearch.agent.util import jsonable, one_line
from agentsearch.config import Config, Uses
from agentsearch.context import CitationCounter, SearchContext
from agentsearch.llm import Completion
from agentsearch.searcher import Searcher
from agentsearch.types import Keyword, Reference, Request, Result, SourceType

if TYPE_CHECKING:
    from agentsearch.agent.runtime import Runtime

__all__ = ["Frame", "FrameResult", "RequestState", "RunResult", "SearchRun", "StepRecord"]


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


class Frame:
    """One assistant's execution inside a request (depth 0, or a nested agent call)."""

    def __init__(
        self,
        runtime: Runtime,
        request: RequestState,
        spec: AssistantSpec,
        options: StreamOptions,
        *,
        parent: Frame | None,
    ) -> None:
        self.runtime = runtime
        self.request = request
        self.spec = spec
        self.options = options
        self.parent = parent
        self.depth: int = parent.depth + 1 if parent else 0
        #: the references given to the LLM and the text it streamed so far (a failed turn's end event)
        self.partial_references: list[Reference] = []
        self.streamed_text: list[str] = []
        self.stack_id = "stk_" + uuid.uuid4().hex[:16]
        self.output = Output(
            request.sink if (parent is None or not options.skip.output) else None,
            assistant_id=spec.id,
            emit=not options.skip.output,
        )
        if not options.skip.history:
            self.output.buffer = request.buffer  # one buffer: what the request stores at Write 2
        self.uses = spec.uses.over(
            Uses.parse_mapping(options.uses, origin="options") if options.uses else None
        )
        self.config = spec.config
        self.search_ctx = SearchContext(
            config=self.config,
            uses=self.uses,
            auth=options.auth,
            request_id=request.request_id,
            chat_id=request.chat_id,
            assistant_id=spec.id,
            locale=request.locale,
            app_dir=runtime.app.root,
            data_root=runtime.data_root,
            citations=request.citations,
            agent=_AgentCaller(runtime, self),
            mcp=runtime.mcp,
        )
        self.hook_results: list[Result] = []

    def searcher(self) -> Searcher:
        self.search_ctx.config = self.config
        self.search_ctx.uses = self.uses
        return Searcher(context=self.search_ctx, registry=self.runtime.registry)

    @contextlib.asynccontextmanager
    async def step(self, type: str, input: dict[str, Any]) -> AsyncIterator[StepRecord]:
        record = StepRecord(
            type=type,
            input=jsonable(input),
            stack_id=self.stack_id,
            stack_parent_id=self.parent.stack_id if self.parent else "",
            stack_depth=self.depth,
            assistant_id=self.spec.id,
        )
        self.request.steps.append(record)
        try:
            yield record
        except asyncio.CancelledError:
            record.status = "interrupted"
            record.space_snapshot = self.request.space.snapshot()
            raise
        except BaseException as exc:
            if record.status == "running":
                record.status = "failed"
                record.error = one_line(exc)
                record.space_snapshot = self.request.space.snapshot()
            raise
        else:
            record.status = "completed"


class _AgentCaller:
    """`context.AgentCaller`: run another assistant with history, output and search skipped."""

    def __init__(self, runtime: Runtime, frame: Frame) -> None:
        self._runtime = runtime
        self._frame = frame

    async def __call__(self, assistant_id: str, payload: dict[str, Any]) -> Any:
        return await self._runtime._call_agent(self._frame, assistant_id, payload)
