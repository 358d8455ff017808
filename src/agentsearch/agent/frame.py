"""One assistant's execution inside a request, and the services it runs on.

A `Frame` is depth 0 (the assistant the user called) or a nested agent call / delegation. It holds
what that assistant's run needs — output channel, uses, config, search context, steps — and reaches
the rest of the system only through `Services` (app, MCP, registry, connectors, "run a frame"), so
no module below the runtime imports the runtime.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agentsearch.agent.app import App, AssistantSpec
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.state import FrameResult, RequestState, StepRecord
from agentsearch.agent.util import jsonable, one_line
from agentsearch.config import Uses
from agentsearch.context import AgentCaller, MCPCaller, SearchContext
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.ids import random_hex
from agentsearch.llm import Connector
from agentsearch.searcher import Searcher
from agentsearch.types import Reference, Result

__all__ = ["Frame", "FrameRunner", "Services"]

#: Runs a frame from its messages (or, when the request is being resumed, from its resume point).
FrameRunner = Callable[["Frame", list[dict[str, Any]]], Awaitable[FrameResult]]


@dataclass
class Services:
    """What frames may use of the runtime: shared, read-only after the runtime is built."""

    app: App
    mcp: MCPCaller | None
    registry: HandlerRegistry | None
    data_root: Path | None
    connector: Callable[[str], Connector]
    run_frame: FrameRunner


class Frame:
    """One assistant's execution inside a request (depth 0, or a nested agent call)."""

    def __init__(
        self,
        services: Services,
        request: RequestState,
        spec: AssistantSpec,
        options: StreamOptions,
        *,
        parent: Frame | None,
        agent: AgentCaller | None = None,
    ) -> None:
        self.services = services
        self.request = request
        self.spec = spec
        self.options = options
        self.parent = parent
        self.depth: int = parent.depth + 1 if parent else 0
        #: the references given to the LLM and the text it streamed so far (a failed turn's end event)
        self.partial_references: list[Reference] = []
        self.streamed_text: list[str] = []
        self.stack_id = "stk_" + random_hex(8)
        self.output = Output(
            request.sink if (parent is None or not options.skip.output) else None,
            assistant_id=spec.id,
            emit=not options.skip.output,
        )
        if not options.skip.history:
            self.output.buffer = request.buffer  # one buffer: what the request stores at Write 2
        self.uses = spec.uses.over(self.request_uses())
        self.config = spec.config.merged(self.request_config(), origin="options.citation")
        self.search_ctx = SearchContext(
            config=self.config,
            uses=self.uses,
            auth=options.auth,
            request_id=request.request_id,
            chat_id=request.chat_id,
            assistant_id=spec.id,
            locale=request.locale,
            app_dir=services.app.root,
            data_root=services.data_root,
            citations=request.citations,
            agent=agent,
            mcp=services.mcp,
        )
        self.hook_results: list[Result] = []

    def request_uses(self) -> Uses | None:
        """The request's `options.uses`: the highest layer, applied again over a Create hook's."""
        return Uses.parse_mapping(self.options.uses, origin="options") if self.options.uses else None

    def request_config(self) -> dict[str, Any]:
        """The request's config overrides (`options.citation`): the highest layer, like its uses."""
        return {"citation": self.options.citation} if self.options.citation else {}

    def searcher(self) -> Searcher:
        self.search_ctx.config = self.config
        self.search_ctx.uses = self.uses
        return Searcher(context=self.search_ctx, registry=self.services.registry)

    @contextlib.asynccontextmanager
    async def step(self, type: str, input: dict[str, Any]) -> AsyncIterator[StepRecord]:
        """A step of this frame; a failed or interrupted one becomes a resume record at Write 2."""
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

    def note(self, message: str, data: Any, *, level: str = "info") -> None:
        """A one-off trace entry (a skipped search, an ignored input, a citation warning)."""
        node = self.request.trace.add("log", label=message)
        node.log(level, message, data)  # type: ignore[arg-type]
        node.complete(data)
