"""The assistant runtime: `Runtime.stream(assistant_id, messages, options)` yields typed events.

One request, in order (design: Execution Flow; reference §3, with the fixes listed in docs/runtime.md):
Write 1 → Create hook → user data parts (source user) → search decision → skip_threshold → auto
search → ONE reference context from user + hook + auto results → inject → LLM (tools) → citations →
Next hook (data or delegate) → Write 2. Every search of the request shares one SearchContext and its
citation counter, so ids never collide. Write 2 and the resume records happen on every exit path.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import inspect
import json
import logging
import os
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from agentsearch.agent.app import App, AssistantSpec, load_app
from agentsearch.agent.decision import Decision, decide_search
from agentsearch.agent.events import EndEvent, StartEvent, StreamEvent
from agentsearch.agent.hook_context import HookContext
from agentsearch.agent.hook_io import apply_hook_messages, parse_create_response, resume_plan
from agentsearch.agent.hook_search import HookSearch
from agentsearch.agent.i18n import tr
from agentsearch.agent.messages import (
    build_context_message,
    data_parts,
    inject_reference_context,
    last_user_text,
    llm_messages,
    normalise_messages,
)
from agentsearch.agent.needsearch import classify_need_search
from agentsearch.agent.options import Skip, StreamOptions
from agentsearch.agent.output import Output
from agentsearch.agent.recording import load_history, write_entry, write_exit
from agentsearch.agent.retrieval import retrieval_props
from agentsearch.agent.rows import describe_rows
from agentsearch.agent.state import Frame, FrameResult, RequestState, RunResult, SearchRun
from agentsearch.agent.trace import TraceNode
from agentsearch.agent.util import jsonable, one_line
from agentsearch.config import Target, Uses
from agentsearch.context import CitationCounter, MCPCaller
from agentsearch.delegate import first_json_object, unwrap_agent_data
from agentsearch.errors import AgentSearchError, ConfigError
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.llm import EXTRACTIVE, Completion, Connector, ExtractiveConnector, ToolCall, build_connector
from agentsearch.nlp.keyword import extract_keywords, keywords_to_query
from agentsearch.references import build_reference_context, parse_citations, should_skip_auto_search
from agentsearch.types import (
    Keyword,
    Reference,
    ReferenceContext,
    Request,
    Result,
    SearchIntent,
    SearchType,
    SourceType,
)

__all__ = ["RunResult", "Runtime"]

_log = logging.getLogger("agentsearch.agent")

_MAX_TOOL_ROUNDS = 5
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

    # -------------------------------------------------------------------------------- streaming

    async def _stream(
        self,
        spec: AssistantSpec,
        messages: list[dict[str, Any]],
        options: StreamOptions,
        *,
        resume: dict[str, Any] | None,
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
            request_id=options.request_id or "req_" + uuid.uuid4().hex[:20],
            chat_id=options.chat_id or "chat_" + uuid.uuid4().hex[:20],
            locale=options.locale or "en",
            options=options,
            loop=loop,
            sink=sink,
            otel=self.otel,
        )
        task = asyncio.create_task(self._run_request(request, spec, messages, options, resume))
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
        resume: dict[str, Any] | None,
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
        frame = Frame(self, request, spec, options, parent=None)
        status = "completed"
        error = ""
        result = FrameResult()
        try:
            if resume is not None:
                result = await self._resume_frame(frame, resume)
            else:
                result = await self._execute(frame, messages)
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
                extractive=result.extractive,
                next=jsonable(result.next),
                error=error,
            )
        )

    # -------------------------------------------------------------------------------- one frame

    async def _execute(self, frame: Frame, messages: list[dict[str, Any]]) -> FrameResult:
        spec = frame.spec
        options = frame.options
        async with frame.step("input", {"messages": messages, "options": _options_dump(options)}):
            pass

        # ---- Create hook
        create_response: dict[str, Any] = {}
        create = getattr(spec.hooks, "create", None) if spec.hooks is not None else None
        if callable(create):
            async with frame.step("hook_create", {"messages": messages}) as step:
                raw = await self._call_hook(frame, create, copy.deepcopy(messages), _options_dump(options))
                create_response = parse_create_response(raw, spec)
                step.output = jsonable({k: v for k, v in create_response.items() if k != "_raw"})
        return await self._after_create(frame, messages, create_response)

    async def _after_create(
        self, frame: Frame, messages: list[dict[str, Any]], create_response: dict[str, Any]
    ) -> FrameResult:
        spec = frame.spec
        options = frame.options
        if create_response.get("uses"):
            frame.uses = frame.uses.over(Uses.parse_mapping(create_response["uses"], origin="create hook"))
        if create_response.get("citation"):
            frame.config = frame.config.merged(
                {"citation": create_response["citation"]}, origin="create hook"
            )
        if options.citation:
            frame.config = frame.config.merged({"citation": options.citation}, origin="options.citation")
        if create_response.get("search_config"):
            frame.config = frame.config.merged(
                create_response["search_config"], origin="create hook: search_config"
            )
        messages = apply_hook_messages(messages, create_response.get("messages"))

        if create_response.get("delegate"):
            return await self._delegate(frame, create_response["delegate"], messages)
        if "data" in create_response and not spec.has_llm_phase:
            return FrameResult(next=create_response["data"])

        if not spec.has_llm_phase:  # hook-only assistant (Yao: no prompts, no LLM phase)
            return await self._next_hook(frame, messages, None, [], FrameResult())

        # ---- references: user data parts, hook searches, auto search
        query = last_user_text(messages)
        user_runs = await self._user_data_search(frame, messages, query)
        user_refs = build_reference_context([r for run in user_runs for r in run.results], frame.config)
        decision = await self._decide(frame, messages, create_response)
        auto_runs: list[SearchRun] = []
        if decision.search:
            if should_skip_auto_search(len(user_refs.references), frame.config):
                self._trace_note(
                    frame,
                    "Auto search skipped: user data supplies enough references",
                    {
                        "user_references": len(user_refs.references),
                        "skip_threshold": frame.config.options.skip_threshold,
                    },
                )
            else:
                assert decision.intent is not None
                if frame.uses.target("search").kind in ("agent", "mcp"):
                    run = await self._delegated_search(frame, messages, decision.intent)
                else:
                    run = await self._auto_search(frame, messages, decision.intent, options.skip)
                if run is not None:
                    auto_runs.append(run)
        all_results = [
            *frame.hook_results,
            *(r for run in user_runs for r in run.results),
            *(r for run in auto_runs for r in run.results),
        ]
        ref_ctx = build_reference_context(all_results, frame.config)
        if ref_ctx.references:
            query_time = sum(run.duration_ms for run in [*user_runs, *auto_runs])
            frame.output.send(
                "retrieval",
                retrieval_props(
                    query,
                    ref_ctx.references,
                    query_time,
                    errors=[r.error for r in all_results if r.error],
                ),
            )

        # ---- LLM
        completion_messages = [*spec.prompts, *messages]
        completion_messages = inject_reference_context(completion_messages, ref_ctx)
        result = FrameResult(references=ref_ctx.references)
        frame.partial_references = ref_ctx.references
        completion = await self._llm(frame, completion_messages, ref_ctx)
        result.completion = completion
        result.answer = completion.content
        result.extractive = completion.extractive
        citations = parse_citations(
            completion.content, ref_ctx.references, citation_format=frame.config.citation.format
        )
        result.cited, result.unknown = citations.cited, citations.unknown
        if citations.unknown:
            self._trace_note(
                frame,
                "Answer cites references that do not exist",
                {"unknown": citations.unknown},
                level="warn",
            )
        return await self._next_hook(frame, completion_messages, completion, ref_ctx.references, result)

    async def _next_hook(
        self,
        frame: Frame,
        messages: list[dict[str, Any]],
        completion: Completion | None,
        references: list[Reference],
        result: FrameResult,
    ) -> FrameResult:
        spec = frame.spec
        nxt = getattr(spec.hooks, "next", None) if spec.hooks is not None else None
        if not callable(nxt):
            if result.next is None and completion is not None:
                result.next = None
            return result
        payload = {
            "messages": messages,
            "completion": completion.model_dump() if completion else None,
            "references": [ref.model_dump(mode="json") for ref in references],
            "cited": result.cited,
            "unknown_citations": result.unknown,
        }
        async with frame.step("hook_next", {"payload": payload}) as step:
            raw = await self._call_hook(frame, nxt, payload)
            step.output = {"response": jsonable(raw)}
        if isinstance(raw, Mapping) and raw.get("delegate"):
            delegated = await self._delegate(frame, raw["delegate"], messages)
            delegated.references = delegated.references or references
            return delegated
        if isinstance(raw, Mapping) and "data" in raw:
            result.next = raw["data"]
        elif raw is not None:
            result.next = raw
        return result

    # -------------------------------------------------------------------------------- hooks

    async def _call_hook(self, frame: Frame, hook: Callable[..., Any], *args: Any) -> Any:
        ctx = self._hook_context(frame)
        if inspect.iscoroutinefunction(hook):
            return await hook(ctx, *args)
        value = await asyncio.to_thread(hook, ctx, *args)
        if inspect.isawaitable(value):
            value = await value
        return value

    def _hook_context(self, frame: Frame) -> HookContext:
        request = frame.request

        async def on_results(requests: list[Request], results: list[Result | None], duration_ms: int) -> None:
            finished = describe_rows(r for r in results if r is not None)
            frame.hook_results.extend(finished)
            request.searches.append(
                SearchRun(
                    source=SourceType.HOOK,
                    query=requests[0].query if requests else "",
                    requests=requests,
                    results=finished,
                    duration_ms=duration_ms,
                    config=frame.config,
                    uses=frame.uses,
                )
            )
            node = request.trace.add(
                "search",
                label=tr("search.hook.label", request.locale),
                input={
                    "query": requests[0].query if requests else "",
                    "types": [r.type.value for r in requests],
                    "source": "hook",
                },
                icon="search",
            )
            node.start()
            self._trace_items(node, requests, finished, request.locale)
            count = len(build_reference_context(finished, frame.config).references)
            node.log("info", "Search completed", {"result_count": count, "duration_ms": duration_ms})
            node.complete({"result_count": count})

        return HookContext(
            search=HookSearch(frame.searcher(), request.loop, on_results),
            space=request.space,
            output=frame.output,
            loop=request.loop,
            agent_call=lambda assistant_id, payload: self._call_agent(frame, assistant_id, payload),
            chat_id=request.chat_id,
            request_id=request.request_id,
            assistant_id=frame.spec.id,
            locale=request.locale,
            metadata=dict(frame.options.metadata),
            auth=frame.options.auth,
            search_context=frame.search_ctx,
        )

    # -------------------------------------------------------------------------------- searching

    async def _decide(
        self, frame: Frame, messages: list[dict[str, Any]], create_response: dict[str, Any]
    ) -> Decision:
        locale = frame.request.locale
        loading: dict[str, str] = {}

        async def classify() -> SearchIntent:
            text = last_user_text(messages)
            if not text:
                return SearchIntent(need_search=False, reason="no user text")
            loading["id"] = frame.output.send("loading", {"message": tr("search.intent.loading", locale)})
            try:
                return await classify_need_search(text, frame.search_ctx)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self._trace_note(frame, "Search-intent check failed", {"error": one_line(exc)}, level="warn")
                return SearchIntent(need_search=False, reason=f"intent check failed: {one_line(exc)}")

        frame.search_ctx.uses = frame.uses
        decision = await decide_search(
            skip_search=frame.options.skip.search,
            metadata=frame.options.metadata,
            hook_search=create_response.get("search"),
            request_search=frame.options.search,
            uses=frame.uses,
            classify=classify,
            threshold=frame.config.options.intent_confidence,
        )
        if "id" in loading:
            key = "search.intent.need_search" if decision.search else "search.intent.no_search"
            frame.output.replace(loading["id"], "loading", {"message": tr(key, locale), "done": True})
        if decision.rejected_types:
            self._trace_note(
                frame, "Unknown search types ignored", {"search_types": decision.rejected_types}, level="warn"
            )
        return decision

    async def _user_data_search(
        self, frame: Frame, messages: list[dict[str, Any]], query: str
    ) -> list[SearchRun]:
        """Data parts of the last user message → references with source user (weight 1.0)."""
        user = next((m for m in reversed(messages) if m.get("role") == "user"), None)
        sources = data_parts(user) if user else []
        if not sources:
            return []
        requests: list[Request] = []
        resources: list[Mapping[str, Any]] = []
        for source in sources:
            kind = str(source.get("type", ""))
            name = str(source.get("name") or source.get("id") or "")
            text = query or name
            if kind == "model" and name:
                requests.append(
                    Request(
                        type=SearchType.DB,
                        query=text,
                        source=SourceType.USER,
                        models=[name],
                        auth=frame.options.auth,
                    )
                )
            elif kind == "kb_collection" and name:
                requests.append(
                    Request(
                        type=SearchType.KB,
                        query=text,
                        source=SourceType.USER,
                        collections=[name],
                        auth=frame.options.auth,
                    )
                )
            elif kind == "kb_document":
                document = str(source.get("id") or source.get("document_id") or name)
                collection = str(source.get("collection") or source.get("collection_id") or "")
                requests.append(
                    Request(
                        type=SearchType.KB,
                        query=text,
                        source=SourceType.USER,
                        collections=[collection] if collection else [],
                        metadata={"document_id": document},
                        auth=frame.options.auth,
                    )
                )
            elif kind == "mcp_resource":
                resources.append(source)
            else:
                self._trace_note(frame, "Unsupported data source ignored", {"source": source}, level="warn")

        async def run_all() -> list[Result]:
            # MCP resources are read inside the batch so its count, message, trace and record include them
            found = await frame.searcher().all(requests) if requests else []
            return [*found, *[await self._read_mcp_resource(frame, source) for source in resources]]

        run = await self._search_batch(
            frame, SourceType.USER, query, requests, label_key="search.user.label", runner=run_all
        )
        return [run]

    async def _read_mcp_resource(self, frame: Frame, source: Mapping[str, Any]) -> Result:
        from agentsearch.types import ResultItem

        uri = str(source.get("uri") or source.get("name") or source.get("id") or "")
        meta = source.get("metadata")
        server = str(source.get("server") or (meta.get("server") if isinstance(meta, Mapping) else "") or "")
        reader = getattr(self.mcp, "read_resource", None)
        if not server or not uri or not callable(reader):
            problem = (
                "needs server and uri" if not server or not uri else "the MCP client cannot read resources"
            )
            return Result(
                type=SearchType.KB, query=uri, source=SourceType.USER, error=f"mcp_resource {problem}"
            )
        try:
            texts = await reader(server, uri)
        except Exception as exc:
            return Result(
                type=SearchType.KB,
                query=uri,
                source=SourceType.USER,
                error=f"MCP resource read failed: {one_line(exc)}",
            )
        text = "\n".join(texts) if isinstance(texts, list) else str(getattr(texts, "texts", texts))
        item = ResultItem(
            type=SearchType.KB,
            source=SourceType.USER,
            weight=frame.config.weight(SourceType.USER),
            score=1.0,
            title=uri,
            content=text,
            url=uri,
            citation_id=frame.request.citations.next(),
            metadata={"mcp_server": server},
        )
        return Result(type=SearchType.KB, query=uri, source=SourceType.USER, items=[item], total=1)

    async def _auto_search(
        self, frame: Frame, messages: list[dict[str, Any]], intent: SearchIntent, skip: Skip
    ) -> SearchRun | None:
        spec = frame.spec
        locale = frame.request.locale
        config = frame.config
        original = last_user_text(messages)
        if not original:
            self._trace_note(frame, "Auto search skipped: no user text", None)
            return None
        context = build_context_message(messages) or original
        allowed = set(intent.search_types) or {SearchType.WEB, SearchType.KB, SearchType.DB}
        requests: list[Request] = []
        keywords: list[Keyword] = []
        auth = frame.options.auth
        web_target = frame.uses.target("web")
        if SearchType.WEB in allowed and web_target.kind != "disabled":
            web_query = original
            if not skip.keyword and frame.uses.target("keyword").kind != "disabled":
                mid = frame.output.send("loading", {"message": tr("search.keyword.loading", locale)})
                try:
                    # a delegated extractor reads the labelled conversation; the builtin one would
                    # count the labels as words, so it gets the user's request
                    delegated = frame.uses.target("keyword").kind != "builtin"
                    keywords = await extract_keywords(context if delegated else original, frame.search_ctx)
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    self._trace_note(
                        frame, "Keyword extraction failed", {"error": one_line(exc)}, level="warn"
                    )
                if keywords:
                    web_query = keywords_to_query(keywords)
                frame.output.replace(
                    mid, "loading", {"message": tr("search.keyword.done", locale), "done": True}
                )
            requests.append(
                Request(
                    type=SearchType.WEB,
                    query=web_query,
                    source=SourceType.AUTO,
                    limit=config.web.max_results,
                    auth=auth,
                )
            )
        if SearchType.KB in allowed and spec.kb_collections:
            requests.append(
                Request(
                    type=SearchType.KB,
                    query=original,
                    source=SourceType.AUTO,
                    limit=config.kb.limit,
                    collections=list(spec.kb_collections),
                    threshold=config.kb.threshold,
                    graph=config.kb.graph,
                    auth=auth,
                )
            )
        if SearchType.DB in allowed and spec.db_models:
            requests.append(
                Request(
                    type=SearchType.DB,
                    query=original,
                    source=SourceType.AUTO,
                    limit=config.db.max_results,
                    models=list(spec.db_models),
                    auth=auth,
                )
            )
        if not requests:
            self._trace_note(
                frame, "Auto search skipped: nothing to search", {"types": sorted(t.value for t in allowed)}
            )
            return None
        return await self._search_batch(frame, SourceType.AUTO, original, requests, keywords=keywords)

    async def _delegated_search(
        self, frame: Frame, messages: list[dict[str, Any]], intent: SearchIntent
    ) -> SearchRun | None:
        """`uses.search: <assistant-id> | mcp:<server>.<tool>`: the whole search is delegated (design:
        Uses.Search values; Yao treated these like builtin, §7.12). The answer is read like the web
        agent's (`data.items[]`, reference §2.8), each item with an optional `type` (default web)."""
        spec = frame.spec
        target = frame.uses.target("search")
        original = last_user_text(messages)
        if not original:
            return None
        types = [kind.value for kind in intent.search_types] or ["web", "kb", "db"]
        payload = {
            "query": original,
            "context": build_context_message(messages) or original,
            "types": types,
            "source": "auto",
            "collections": list(spec.kb_collections),
            "models": list(spec.db_models),
        }
        requests = [Request(type=SearchType(kind), query=original, source=SourceType.AUTO) for kind in types]

        async def run() -> list[Result]:
            error = ""
            data: Any = None
            try:
                if target.kind == "agent":
                    data = unwrap_agent_data(await self._call_agent(frame, target.assistant_id, payload))
                else:
                    if self.mcp is None:
                        raise ConfigError("no MCP client configured", key="uses.search")
                    answer = await self.mcp.call_tool(target.server, target.tool, payload)
                    if answer.is_error:
                        raise AgentSearchError(answer.texts[0] if answer.texts else "MCP tool returned error")
                    data = first_json_object(answer)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                error = f"delegated search failed: {one_line(exc)}"
            if error or not isinstance(data, Mapping):
                message = error or "delegated search returned no data"
                return [
                    Result(type=request.type, query=original, source=SourceType.AUTO, error=message)
                    for request in requests
                ]
            return _delegated_results(data, requests, frame)

        return await self._search_batch(frame, SourceType.AUTO, original, requests, runner=run)

    async def _search_batch(
        self,
        frame: Frame,
        source: SourceType,
        query: str,
        requests: list[Request],
        *,
        keywords: list[Keyword] | None = None,
        label_key: str = "search.trace.label",
        runner: Callable[[], Awaitable[list[Result]]] | None = None,
    ) -> SearchRun:
        """Loading → searcher.all (or `runner`) → "Found N references" → done; trace node with one
        child per request type."""
        locale = frame.request.locale
        trace = frame.request.trace
        types = [request.type.value for request in requests]
        mid = frame.output.send("loading", {"message": tr("search.loading", locale)})
        node = trace.add(
            "search",
            label=tr(label_key, locale),
            input={
                "query": keywords_to_query(keywords) if keywords else query,
                "types": types,
                "source": source.value,
            },
            description=tr("search.trace.description", locale),
            icon="search",
        )
        node.start()
        node.log("info", "Starting search", {"query": query, "types": types})
        started = time.perf_counter()
        if runner is not None:
            results = describe_rows(await runner())
        else:
            results = describe_rows(await frame.searcher().all(requests)) if requests else []
        duration = int((time.perf_counter() - started) * 1000)
        self._trace_items(node, requests, list(results), locale)
        count = len(build_reference_context(results, frame.config).references)
        failed = [result for result in results if result.error]
        if failed and count == 0 and len(failed) == len(results):
            message = tr("search.failed", locale)
            node.fail("; ".join(result.error for result in failed))
        else:
            if count == 0:
                message = tr("search.no_results", locale)
            elif failed:
                message = tr("search.partial", locale, count)
            elif count == 1:
                message = tr("search.success.one", locale)
            else:
                message = tr("search.success", locale, count)
            node.log("info", "Search completed", {"result_count": count, "duration_ms": duration})
            node.complete({"result_count": count})
        frame.output.replace(mid, "loading", {"message": message})
        frame.output.replace(mid, "loading", {"message": message, "done": True})
        run = SearchRun(
            source=source,
            query=query,
            requests=requests,
            results=list(results),
            duration_ms=duration,
            keywords=list(keywords or []),
            config=frame.config,
            uses=frame.uses,
        )
        frame.request.searches.append(run)
        return run

    def _trace_items(
        self, node: TraceNode, requests: list[Request], results: list[Result], locale: str
    ) -> None:
        for request, result in zip(requests, results, strict=False):
            kind = request.type.value
            child = node.add_child(
                "search_item",
                label=tr(f"search.trace.{kind}.label", locale),
                input={"query": request.query, "type": kind},
            )
            child.start()
            if result.error:
                child.warn(
                    f"{kind.upper() if kind != 'web' else 'Web'} search failed", {"error": result.error}
                )
                child.fail(result.error)
            else:
                label = {"web": "Web", "kb": "KB", "db": "DB"}[kind]
                child.debug(
                    f"{label} search completed",
                    {"count": len(result.items), "duration_ms": result.duration_ms},
                )
                child.complete({"result_count": len(result.items)})

    def _trace_note(self, frame: Frame, message: str, data: Any, *, level: str = "info") -> None:
        node = frame.request.trace.add("log", label=message)
        node.log(level, message, data)  # type: ignore[arg-type]
        node.complete(data)

    # -------------------------------------------------------------------------------- LLM

    def _connector_id(self, frame: Frame) -> str:
        return frame.options.connector or frame.spec.connector or self.app.connector or EXTRACTIVE

    def connector(self, connector_id: str) -> Connector:
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

    async def _llm(
        self, frame: Frame, messages: list[dict[str, Any]], ref_ctx: ReferenceContext
    ) -> Completion:
        connector = self.connector(self._connector_id(frame))
        locale = frame.request.locale
        tools = [{k: v for k, v in tool.items() if k not in ("mcp",)} for tool in frame.spec.tools]
        options = dict(frame.options.llm)
        if connector.extractive:
            options.update(
                citation_format=frame.config.citation.format,
                notice=tr("llm.extractive.notice", locale),
                empty=tr("llm.extractive.empty", locale),
            )
        conversation = llm_messages(messages)
        text_parts: list[str] = []
        last = Completion(connector=getattr(connector, "name", ""), extractive=connector.extractive)
        node = frame.request.trace.add(
            "llm", label=getattr(connector, "name", "llm"), input={"messages": len(conversation)}
        )
        node.start()
        for _round in range(_MAX_TOOL_ROUNDS):
            async with frame.step(
                "llm",
                {
                    "messages": conversation,
                    "references": [r.model_dump(mode="json") for r in ref_ctx.references],
                },
            ) as step:
                completion = await self._llm_round(frame, connector, conversation, tools, ref_ctx, options)
                step.output = completion.model_dump()
            text_parts.append(completion.content)
            last = completion
            executable = [
                call for call in completion.tool_calls if self._tool_executor(frame, call) is not None
            ]
            if not executable:
                break
            conversation = [
                *conversation,
                {
                    "role": "assistant",
                    "content": completion.content or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments},
                        }
                        for c in completion.tool_calls
                    ],
                },
            ]
            references = [r.model_dump(mode="json") for r in ref_ctx.references]
            for call in completion.tool_calls:
                output = await self._run_tool(
                    frame, call, {"messages": conversation, "references": references}
                )
                conversation.append({"role": "tool", "tool_call_id": call.id, "content": output})
        node.complete({"finish_reason": last.finish_reason, "usage": last.usage})
        return last.model_copy(update={"content": "".join(text_parts)})

    async def _llm_round(
        self,
        frame: Frame,
        connector: Connector,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]],
        ref_ctx: ReferenceContext,
        options: dict[str, Any],
    ) -> Completion:
        text_id = ""
        thinking_id = ""
        parts: list[str] = []
        frame.streamed_text = parts  # what a failed turn reports as its partial answer
        calls: list[ToolCall] = []
        finish = ""
        usage: dict[str, int] = {}
        async for chunk in connector.stream(
            messages,
            tools=tools or None,
            references=ref_ctx.references,
            locale=frame.request.locale,
            options=options,
        ):
            if chunk.kind == "text" and chunk.text:
                parts.append(chunk.text)
                if not text_id:
                    text_id = frame.output.send("text", {"content": chunk.text})
                else:
                    frame.output.append(text_id, chunk.text)
            elif chunk.kind == "thinking" and chunk.text:
                if not thinking_id:
                    thinking_id = frame.output.send("thinking", {"content": chunk.text})
                else:
                    frame.output.append(thinking_id, chunk.text, type="thinking")
            elif chunk.kind == "tool_call" and chunk.tool_call is not None:
                calls.append(chunk.tool_call)
                frame.output.send("tool_call", chunk.tool_call.model_dump())
            elif chunk.kind == "end":
                finish, usage = chunk.finish_reason, chunk.usage
        return Completion(
            content="".join(parts),
            tool_calls=calls,
            finish_reason=finish,
            usage=usage,
            connector=getattr(connector, "name", ""),
            extractive=connector.extractive,
        )

    def _tool_executor(self, frame: Frame, call: ToolCall) -> Any:
        for tool in frame.spec.tools:
            function = tool.get("function") or {}
            if function.get("name") == call.name:
                if isinstance(tool.get("mcp"), str):
                    return ("mcp", tool["mcp"])
                hook = getattr(frame.spec.hooks, call.name, None)
                if callable(hook):
                    return ("python", hook)
        return None

    async def _run_tool(self, frame: Frame, call: ToolCall, context: dict[str, Any] | None = None) -> str:
        """Run one tool call; `context` (the conversation and references) is kept in the step so a
        failed tool can be resumed."""
        executor = self._tool_executor(frame, call)
        try:
            arguments = json.loads(call.arguments) if call.arguments.strip() else {}
        except ValueError:
            arguments = {"_raw": call.arguments}
        if executor is None:
            return ""
        kind, target = executor
        step_input = {"tool_call": call.model_dump(), "arguments": arguments, **(context or {})}
        async with frame.step("tool", step_input) as step:
            if kind == "mcp":
                parsed = Target.parse("mcp:" + target, field=f"tools.{call.name}.mcp")
                if self.mcp is None:
                    raise ConfigError("no MCP client configured", key=f"tools.{call.name}.mcp")
                result = await self.mcp.call_tool(parsed.server, parsed.tool, arguments)
                if result.is_error:
                    raise AgentSearchError(
                        f"tool {call.name} failed: {result.texts[0] if result.texts else 'error'}"
                    )
                text = "\n".join(result.texts)
            else:
                value = (
                    target(**arguments)
                    if not inspect.iscoroutinefunction(target)
                    else await target(**arguments)
                )
                if inspect.isawaitable(value):
                    value = await value
                text = value if isinstance(value, str) else json.dumps(jsonable(value), ensure_ascii=False)
            step.output = {"result": text}
        frame.output.send(
            "text",
            {"content": text},
            metadata={"tool_call_id": call.id, "tool_name": call.name, "is_tool_result": True},
        )
        return text

    async def _finish_tool_round(
        self, frame: Frame, messages: list[dict[str, Any]], references: list[Any]
    ) -> list[dict[str, Any]]:
        """Resume of a failed tool: run every call of the last tool-calling message still unanswered."""
        index = max((i for i, m in enumerate(messages) if m.get("tool_calls")), default=-1)
        if index < 0:
            return messages
        answered = {m.get("tool_call_id") for m in messages[index + 1 :] if m.get("role") == "tool"}
        out = list(messages)
        for raw in messages[index]["tool_calls"]:
            function = raw.get("function") or {}
            call = ToolCall(
                id=raw.get("id", ""), name=function.get("name", ""), arguments=function.get("arguments", "")
            )
            if call.id in answered:
                continue
            output = await self._run_tool(frame, call, {"messages": out, "references": references})
            out.append({"role": "tool", "tool_call_id": call.id, "content": output})
        return out

    # -------------------------------------------------------------------------------- delegation

    async def _call_agent(self, parent: Frame, assistant_id: str, payload: dict[str, Any]) -> Any:
        """AgentCaller: JSON payload as the user message; history, output and search skipped."""
        spec = self.app.assistant(assistant_id)
        options = StreamOptions(
            chat_id=parent.request.chat_id,
            request_id=parent.request.request_id,
            locale=parent.request.locale,
            skip=Skip(history=True, output=True, search=True, trace=parent.options.skip.trace),
            auth=parent.options.auth,
            metadata=dict(parent.options.metadata),
        )
        frame = Frame(self, parent.request, spec, options, parent=parent)
        messages = [{"role": "user", "content": json.dumps(payload, ensure_ascii=False, default=str)}]
        plan = parent.request.resume_plan.get(frame.depth)
        if plan is not None and plan.get("assistant_id") == assistant_id:
            parent.request.resume_plan.pop(frame.depth)
            result = await self._resume_frame(frame, plan)
        else:
            result = await self._execute(frame, messages)
        if result.next is not None:
            return result.next
        return result.answer or None

    async def _delegate(self, frame: Frame, delegate: Any, messages: list[dict[str, Any]]) -> FrameResult:
        """A hook's `delegate: {agent_id, messages}`: that assistant answers, streaming to the client."""
        if not isinstance(delegate, Mapping) or not isinstance(delegate.get("agent_id"), str):
            raise ConfigError("delegate must be {agent_id, messages?}", key="delegate")
        agent_id = delegate["agent_id"]
        target_messages = normalise_messages(delegate.get("messages") or messages)
        async with frame.step("delegate", {"agent_id": agent_id, "messages": target_messages}):
            spec = self.app.assistant(agent_id)
            options = frame.options.model_copy(update={"skip": frame.options.skip.model_copy()})
            child = Frame(self, frame.request, spec, options, parent=frame)
            child.output.emit = frame.output.emit
            plan = frame.request.resume_plan.get(child.depth)
            if plan is not None and plan.get("assistant_id") == agent_id:
                frame.request.resume_plan.pop(child.depth)
                return await self._resume_frame(child, plan)
            return await self._execute(child, target_messages)

    # -------------------------------------------------------------------------------- resume

    async def _resume(self, chat_id: str, options: StreamOptions) -> AsyncIterator[StreamEvent]:
        if self.store is None:
            raise ConfigError("resume needs a chat store", key="store")
        records = await self.store.get_resume(chat_id)
        if not records:
            raise AgentSearchError(f"nothing to resume in chat {chat_id!r}")
        request_id = records[-1].request_id
        chain = [r for r in records if r.request_id == request_id]
        plan = resume_plan(chain)
        root = plan[0]
        meta = root.get("metadata") or {}
        stored_options = dict(meta.get("options") or {})
        stored_options.update({"chat_id": chat_id, "request_id": request_id})
        for key in ("locale", "connector", "llm"):
            value = getattr(options, key)
            if value and value != StreamOptions.model_fields[key].default:
                stored_options[key] = value
        if options.auth is not None:
            stored_options["auth"] = options.auth
        opts = StreamOptions.model_validate(stored_options)
        spec = self.app.assistant(root["assistant_id"])
        deepest = plan[max(plan)]
        space = deepest.get("space_snapshot") or root.get("space_snapshot") or {}
        opts = opts.model_copy(update={"space": space})
        async for event in self._stream(
            spec, [], opts, resume={"plan": plan, "counter": int(meta.get("citation_counter", 0))}
        ):
            yield event

    async def _resume_frame(self, frame: Frame, record: dict[str, Any]) -> FrameResult:
        """Continue one frame from its failed/interrupted step."""
        if "plan" in record:
            plan: dict[int, dict[str, Any]] = record["plan"]
            counter = CitationCounter(record.get("counter", 0))
            frame.request.citations = counter
            frame.search_ctx.citations = counter
            frame.request.resume_plan = {depth: step for depth, step in plan.items() if depth > 0}
            record = plan[0]
        step_type = record["type"]
        data = record.get("input") or {}
        self._trace_note(
            frame,
            f"Resuming from step {step_type}",
            {"assistant_id": frame.spec.id, "error": record.get("error")},
        )
        if step_type in ("input", "hook_create"):
            return await self._execute(frame, normalise_messages(data.get("messages") or []))
        if step_type == "llm" or step_type == "tool":
            messages = normalise_messages(data.get("messages") or [])
            references = [Reference.model_validate(ref) for ref in data.get("references") or []]
            ref_ctx = ReferenceContext(references=references)
            if step_type == "tool":
                messages = await self._finish_tool_round(frame, messages, data.get("references") or [])
            completion = await self._llm(frame, messages, ref_ctx)
            result = FrameResult(
                references=references,
                completion=completion,
                answer=completion.content,
                extractive=completion.extractive,
            )
            citations = parse_citations(
                completion.content, references, citation_format=frame.config.citation.format
            )
            result.cited, result.unknown = citations.cited, citations.unknown
            return await self._next_hook(frame, messages, completion, references, result)
        if step_type == "hook_next":
            payload = data.get("payload") or {}
            completion_data = payload.get("completion")
            stored = Completion.model_validate(completion_data) if completion_data else None
            references = [Reference.model_validate(ref) for ref in payload.get("references") or []]
            result = FrameResult(
                references=references,
                completion=stored,
                answer=stored.content if stored else "",
                cited=list(payload.get("cited") or []),
                unknown=list(payload.get("unknown_citations") or []),
            )
            return await self._next_hook(
                frame, normalise_messages(payload.get("messages") or []), stored, references, result
            )
        if step_type == "delegate":
            return await self._delegate(
                frame, {"agent_id": data.get("agent_id"), "messages": data.get("messages")}, []
            )
        raise AgentSearchError(f"cannot resume a step of type {step_type!r}")


# ------------------------------------------------------------------------------------------ helpers


def _delegated_results(data: Mapping[str, Any], requests: list[Request], frame: Frame) -> list[Result]:
    """One Result per requested type from a delegated search's `items[]`, numbered by the request."""
    from agentsearch.types import ResultItem

    by_type: dict[SearchType, list[ResultItem]] = {request.type: [] for request in requests}
    weight = frame.config.weight(SourceType.AUTO)
    for row in data.get("items") or []:
        if not isinstance(row, Mapping):
            continue
        try:
            kind = SearchType(str(row.get("type") or "web").lower())
        except ValueError:
            continue
        if kind not in by_type:
            continue
        score = row.get("score")
        by_type[kind].append(
            ResultItem(
                type=kind,
                source=SourceType.AUTO,
                weight=weight,
                score=float(score) if isinstance(score, int | float) and not isinstance(score, bool) else 0.0,
                title=str(row.get("title") or ""),
                content=str(row.get("content") or ""),
                url=str(row.get("url") or ""),
                metadata=dict(row.get("metadata") or {}) if isinstance(row.get("metadata"), Mapping) else {},
                citation_id=frame.request.citations.next(),
            )
        )
    return [
        Result(
            type=request.type,
            query=request.query,
            source=SourceType.AUTO,
            items=by_type[request.type],
            total=len(by_type[request.type]),
        )
        for request in requests
    ]


def _options_dump(options: StreamOptions) -> dict[str, Any]:
    return options.model_dump(mode="json", exclude={"auth"})


def _default_mcp(app: App) -> MCPCaller | None:
    """The MCP client pool over the app's `mcps/` definitions (None when it has none)."""
    if app.root is None or not (app.root / "mcps").is_dir():
        return None
    from agentsearch.mcp import MCPPool

    return MCPPool.from_app(app.root)
