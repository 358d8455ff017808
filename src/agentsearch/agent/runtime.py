"""The assistant runtime: `Runtime.stream(assistant_id, messages, options)` yields typed events.

One request, in order (design: Execution Flow; reference §3, with the fixes listed in docs/runtime.md):
Write 1 → Create hook → user data parts (source user) → search decision → skip_threshold → auto
search → ONE reference context from user + hook + auto results → inject → LLM (tools) → citations →
Next hook (data or delegate) → Write 2. Every search of the request shares one SearchContext and its
citation counter, so ids never collide. Write 2 and the resume records happen on every exit path.

This module is the public API and the request lifecycle (event pump, Write 1 / Write 2, the end
event). The steps live below it: `pipeline` (one frame), `gather` + `search_plan` + `search_report`
(references), `llm_loop` (LLM and tools), `hooks`, `delegation`, `resume`; frames reach the runtime's
services through `frame.Services`, never through the runtime itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import AsyncIterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from agentsearch.agent.app import App, AssistantSpec, load_app
from agentsearch.agent.delegation import open_frame
from agentsearch.agent.events import EndEvent, StartEvent, StreamEvent
from agentsearch.agent.frame import Services
from agentsearch.agent.i18n import tr
from agentsearch.agent.messages import normalise_messages
from agentsearch.agent.options import StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.pipeline import execute
from agentsearch.agent.recording import load_history, stamp_citations, write_entry, write_exit
from agentsearch.agent.resume import ResumePoint, load_resume_point, resume_root, run_frame
from agentsearch.agent.state import FrameResult, RequestState, RunResult
from agentsearch.agent.util import jsonable, one_line
from agentsearch.context import MCPCaller
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.ids import random_hex
from agentsearch.llm import EXTRACTIVE, Connector, ExtractiveConnector, build_connector

__all__ = ["RunResult", "Runtime"]

_log = logging.getLogger("agentsearch.agent")

_DONE = object()


# ------------------------------------------------------------------------------------------ runtime


class Runtime:
    """Runs the assistants of one app. Stateless between requests apart from caches; share one."""

    def __init__(
        self,
        app: App | Path | str | None = None,
        *,
        store: Any = None,
        mcp: MCPCaller | None = None,
        registry: HandlerRegistry | None = None,
        connectors: Mapping[str, Connector] | None = None,
        data_root: Path | None = None,
        otel: bool | Any = None,
    ) -> None:
        self.app = app if isinstance(app, App) else load_app(Path(app) if app else None)
        self.store = store
        self.mcp = mcp if mcp is not None else _default_mcp(self.app)
        self.registry = registry
        self.data_root = data_root
        self._connectors: dict[str, Connector] = dict(connectors or {})
        trace_options = self.app.agent_options.get("trace") or {}
        self.otel = (
            otel
            if otel is not None
            else bool(isinstance(trace_options, dict) and trace_options.get("opentelemetry"))
            or os.environ.get("AGENTSEARCH_OTEL", "") in ("1", "true")
        )
        self.services = Services(
            app=self.app,
            mcp=self.mcp,
            registry=registry,
            data_root=data_root,
            connector=self.connector,
            run_frame=run_frame,
        )

    async def aclose(self) -> None:
        """Close the MCP connections this runtime opened (in the running event loop)."""
        closer = getattr(self.mcp, "aclose", None)
        if callable(closer):
            await closer()

    # -------------------------------------------------------------------------------- public API

    def stream(
        self,
        assistant_id: str,
        messages: Sequence[Any],
        options: StreamOptions | Mapping[str, Any] | None = None,
    ) -> AsyncIterator[StreamEvent]:
        """Run one request; yields StartEvent, MessageEvents/TraceEvents, and always an EndEvent last.

        Stopping the iteration (client disconnect) cancels the run; Write 2 still happens."""
        opts = (
            options
            if isinstance(options, StreamOptions)
            else StreamOptions.model_validate(dict(options or {}))
        )
        spec = self.app.assistant(assistant_id)
        return self._stream(spec, normalise_messages(messages), opts, resume=None)

    async def run(
        self,
        assistant_id: str,
        messages: Sequence[Any],
        options: StreamOptions | Mapping[str, Any] | None = None,
    ) -> RunResult:
        """`stream`, collected."""
        events: list[Any] = []
        async for event in self.stream(assistant_id, messages, options):
            events.append(event)
        end = events[-1]
        assert isinstance(end, EndEvent)
        return RunResult(events=events, end=end)

    def resume(
        self, chat_id: str, options: StreamOptions | Mapping[str, Any] | None = None
    ) -> AsyncIterator[StreamEvent]:
        """Continue the last failed or interrupted request of a chat from the step that failed."""
        opts = (
            options
            if isinstance(options, StreamOptions)
            else StreamOptions.model_validate(dict(options or {}))
        )
        return self._resume(chat_id, opts)

    async def _resume(self, chat_id: str, options: StreamOptions) -> AsyncIterator[StreamEvent]:
        point = await load_resume_point(self.store, self.app, chat_id, options)
        async for event in self._stream(point.spec, [], point.options, resume=point):
            yield event

    # -------------------------------------------------------------------------------- streaming

    async def _stream(
        self,
        spec: AssistantSpec,
        messages: list[dict[str, Any]],
        options: StreamOptions,
        *,
        resume: ResumePoint | None,
    ) -> AsyncIterator[StreamEvent]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[Any] = asyncio.Queue()

        def sink(event: Any) -> None:
            try:
                running = asyncio.get_running_loop()
            except RuntimeError:
                running = None
            if running is loop:
                queue.put_nowait(event)
            else:
                loop.call_soon_threadsafe(queue.put_nowait, event)

        request = RequestState(
            request_id=options.request_id or "req_" + random_hex(10),
            chat_id=options.chat_id or "chat_" + random_hex(10),
            locale=options.locale or "en",
            options=options,
            loop=loop,
            sink=sink,
            otel=self.otel,
        )
        ids = {"agentsearch.assistant_id": spec.id, "agentsearch.request_id": request.request_id}
        run = self._run_request(request, spec, messages, options, resume)
        task = asyncio.create_task(request.trace.traced(run, {**ids, "agentsearch.chat_id": request.chat_id}))
        task.add_done_callback(lambda _: loop.call_soon(queue.put_nowait, _DONE))
        try:
            while True:
                item = await queue.get()
                if item is _DONE:
                    break
                yield item
            while not queue.empty():
                item = queue.get_nowait()
                if item is not _DONE:
                    yield item
            exc = task.exception() if not task.cancelled() else None
            if exc is not None:
                raise exc
        finally:
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.shield(task)

    async def _run_request(
        self,
        request: RequestState,
        spec: AssistantSpec,
        messages: list[dict[str, Any]],
        options: StreamOptions,
        resume: ResumePoint | None,
    ) -> None:
        request.sink(StartEvent(request_id=request.request_id, chat_id=request.chat_id, assistant_id=spec.id))
        store = self.store if not options.skip.history else None
        if store is not None and resume is None:
            try:
                if options.chat_id and not any(m.get("role") == "assistant" for m in messages):
                    messages = [*await load_history(store, options.chat_id), *messages]
                await write_entry(store, request, spec, messages, options)
            except Exception as exc:  # nothing ran yet: report it and stop, without a second write
                error = one_line(exc)
                _log.error("Write 1 failed for request %s: %s", request.request_id, error)
                Output(request.sink, assistant_id=spec.id).send(
                    "error",
                    {"message": tr("stream.error", request.locale), "code": "StoreError", "details": error},
                )
                request.sink(
                    EndEvent(
                        status="failed",
                        request_id=request.request_id,
                        chat_id=request.chat_id,
                        assistant_id=spec.id,
                        error=error,
                    )
                )
                return
        frame = open_frame(self.services, request, spec, options, parent=None)
        status = "completed"
        error = ""
        result = FrameResult()
        try:
            if resume is not None:
                result = await resume_root(frame, resume)
            else:
                result = await execute(frame, messages)
        except asyncio.CancelledError:
            status = "interrupted"
            await asyncio.shield(write_exit(store, request, status))
            raise
        except Exception as exc:
            status = "failed"
            error = one_line(exc)
            if not isinstance(exc, AgentSearchError):
                _log.exception("assistant %s failed", spec.id)
            else:  # operators must see an LLM outage or a bad config in the server log, not only the user
                _log.warning("request %s (assistant %s) failed: %s", request.request_id, spec.id, error)
            # the end event says what the user already saw: the references and the text streamed so far
            result = FrameResult(
                references=list(frame.partial_references), answer="".join(frame.streamed_text)
            )
            frame.output.send(
                "error",
                {"message": tr("stream.error", request.locale), "code": type(exc).__name__, "details": error},
            )
        stamp_citations(request, result)
        if store is not None:
            if status == "completed" and resume is not None:
                with contextlib.suppress(Exception):
                    await store.delete_resume(request.chat_id)
            await write_exit(store, request, status)
        request.sink(
            EndEvent(
                status=status,
                request_id=request.request_id,
                chat_id=request.chat_id,
                assistant_id=spec.id,
                answer=result.answer,
                references=result.references,
                cited=result.cited,
                unknown_citations=result.unknown,
                citation_warnings=result.citation_warnings,
                extractive=result.extractive,
                next=jsonable(result.next),
                error=error,
            )
        )

    def connector(self, connector_id: str) -> Connector:
        """The connector of that id (the extractive one for `extractive`), built once and cached."""
        if connector_id in self._connectors:
            return self._connectors[connector_id]
        if connector_id == EXTRACTIVE:
            built: Connector = ExtractiveConnector()
        else:
            spec = self.app.connectors.get(connector_id)
            if spec is None:
                raise ConfigError(f"unknown connector {connector_id!r}", key="connector")
            built = build_connector(spec)
        self._connectors[connector_id] = built
        return built


def _default_mcp(app: App) -> MCPCaller | None:
    """The MCP client pool over the app's `mcps/` definitions (None when it has none)."""
    if app.root is None or not (app.root / "mcps").is_dir():
        return None
    from agentsearch.mcp import MCPPool

    return MCPPool.from_app(app.root)
