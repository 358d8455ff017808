"""The search tools, run for one caller: search, get_reference, list_collections, list_models.

One implementation behind the MCP server, `agentsearch.tools.run_tool` and the framework adapters.
Every search is one request with its own citation numbers; its references are saved (in the chat store
when one is given, as a chat owned by the caller, so the server's references API resolves them too;
else in memory) and `get_reference` returns them only to the same caller.
"""

from __future__ import annotations

import dataclasses
import getpass
import time
import uuid
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from agentsearch.app_loader import SearchApp, load_search_app
from agentsearch.context import CitationCounter, MCPCaller, SearchContext
from agentsearch.errors import AgentSearchError, SearchError, describe_validation_error
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.references import build_reference_context
from agentsearch.searcher import Searcher
from agentsearch.tool_output import (
    CollectionInfo,
    CollectionList,
    ColumnInfo,
    ModelInfo,
    ModelList,
    ResultSummary,
    SearchOutput,
    StoredReference,
    ToolReference,
    render_collections,
    render_models,
    render_reference,
    render_search,
)
from agentsearch.tools import (
    SEARCH_TOOL_NAMES,
    DBSearchArgs,
    GetReferenceArgs,
    KBSearchArgs,
    SearchArgs,
    WebSearchArgs,
    tool_arguments,
)
from agentsearch.types import Auth, Result, SourceType

__all__ = ["SearchToolkit", "ToolCallError", "local_auth"]

NOT_FOUND = "reference not found: request_id={request_id}, index={index}"


class ToolCallError(SearchError):
    """A tool call that cannot be answered (bad arguments, unknown reference); one line."""


def local_auth() -> Auth:
    """The identity of a local process (stdio MCP, library use): the OS user, no data constraint."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name in a bare container
        user = "local"
    return Auth(user_id=user or "local")


class SearchToolkit:
    """The tools over one app; share one instance, pass each caller's `Auth` per call."""

    def __init__(
        self,
        base: SearchContext | SearchApp,
        *,
        store: Any = None,
        registry: HandlerRegistry | None = None,
        mcp: MCPCaller | None = None,
    ) -> None:
        """`base`: the app (or a context) whose config, uses and directory every call starts from;
        `store`: a ChatStore to save references in (None: kept in memory by this toolkit)."""
        self.base = base.context() if isinstance(base, SearchApp) else base
        self.store = store
        self.registry = registry
        self.mcp = mcp if mcp is not None else self.base.mcp
        self._memory: dict[str, tuple[str, list[StoredReference]]] = {}

    @classmethod
    def from_app(cls, app: Path | str | None = None, **kwargs: Any) -> SearchToolkit:
        return cls(load_search_app(app), **kwargs)

    @classmethod
    def from_searcher(cls, searcher: Searcher, **kwargs: Any) -> SearchToolkit:
        """The tools over a Searcher's config, uses, app directory and handler registry."""
        return cls(searcher.context, registry=kwargs.pop("registry", searcher.registry), **kwargs)

    def context(self, auth: Auth | None = None) -> SearchContext:
        """A fresh per-call context: own request id and citation numbers, the caller's identity."""
        return dataclasses.replace(
            self.base,
            auth=auth,
            request_id="req_" + uuid.uuid4().hex,
            citations=CitationCounter(),
            mcp=self.mcp,
            extras={},
        )

    # ------------------------------------------------------------------------------ dispatch

    async def call(
        self, name: str, arguments: Mapping[str, Any] | None, auth: Auth | None = None
    ) -> tuple[str, BaseModel]:
        """Validate the arguments of tool `name`, run it, return (text for the model, structured)."""
        if name not in SEARCH_TOOL_NAMES:
            raise ToolCallError(f"unknown tool {name!r}; known: {', '.join(SEARCH_TOOL_NAMES)}")
        try:
            args = tool_arguments(name).model_validate(dict(arguments or {}))
        except ValidationError as exc:
            key, message = describe_validation_error(exc)
            raise ToolCallError(f"invalid arguments for {name}: {key}: {message}") from None
        if name == "get_reference":
            assert isinstance(args, GetReferenceArgs)
            ref = await self.get_reference(args.request_id, args.index, auth)
            return render_reference(ref), ref
        if name == "list_collections":
            collections = CollectionList(collections=self.list_collections(auth))
            return render_collections(collections.collections), collections
        if name == "list_models":
            models = ModelList(models=self.list_models())
            return render_models(models.models), models
        if isinstance(args, WebSearchArgs | KBSearchArgs | DBSearchArgs):
            search = SearchArgs(requests=[args.request()])
        else:
            assert isinstance(args, SearchArgs)
            search = args
        output = await self.search(search, auth)
        return render_search(output), output

    # ------------------------------------------------------------------------------ search

    async def search(self, args: SearchArgs, auth: Auth | None = None) -> SearchOutput:
        """Run the requests as one request (shared citation numbers) and save its references."""
        auth = auth or local_auth()
        requests = [request.to_request(auth) for request in args.requests]
        context = self.context(auth)
        searcher = Searcher(context=context, registry=self.registry)
        started = time.perf_counter()
        slots = await searcher.run(requests, args.mode)
        duration = int((time.perf_counter() - started) * 1000)
        results = [result for result in slots if result is not None]
        ref_ctx = build_reference_context(results, context.config)
        output = SearchOutput(
            request_id=context.request_id,
            mode=args.mode,
            references=[ToolReference.of(ref) for ref in ref_ctx.references],
            results=[ResultSummary.of(result) for result in results],
        )
        query = " | ".join(dict.fromkeys(request.query for request in requests))
        try:
            await self._save(context.request_id, query, auth, results, ref_ctx, duration)
        except AgentSearchError as exc:
            output.warnings.append(f"references were not saved, get_reference will not find them: {exc}")
        return output

    async def _save(
        self, request_id: str, query: str, auth: Auth, results: list[Result], ref_ctx: Any, duration: int
    ) -> None:
        from agentsearch.store.search_record import build_search_record, store_reference

        if self.store is None:
            refs = [store_reference(ref, n) for n, ref in enumerate(ref_ctx.references)]
            self._memory[request_id] = (
                auth.user_id,
                [
                    StoredReference(
                        request_id=request_id,
                        index=ref.index,
                        type=ref.type,
                        title=ref.title,
                        url=ref.url or "",
                        content=ref.content or "",
                        metadata=ref.metadata or {},
                    )
                    for ref in refs
                ],
            )
            return
        from agentsearch.store.records import Chat, Owner

        chat_id = "mcp_" + uuid.uuid4().hex
        title = query if len(query) <= 80 else query[:79] + "…"
        owner = Owner(user_id=auth.user_id, team_id=auth.team_id)
        await self.store.create_chat(Chat(chat_id=chat_id, title=title, assistant_id="tools"), owner=owner)
        record = build_search_record(
            request_id,
            chat_id,
            query,
            SourceType.USER,
            results,
            ref_ctx,
            self.base.config,
            duration_ms=duration,
            uses=self.base.uses,
        )
        await self.store.save_search(record)

    # ------------------------------------------------------------------------------ references

    async def get_reference(self, request_id: str, index: int, auth: Auth | None = None) -> StoredReference:
        """A saved reference of the caller's own request; anyone else's is "not found" (whether it
        exists is not revealed)."""
        auth = auth or local_auth()
        missing = ToolCallError(NOT_FOUND.format(request_id=request_id, index=index))
        if self.store is None:
            owner_id, refs = self._memory.get(request_id, ("", []))
            if owner_id != auth.user_id:
                raise missing
            found = next((ref for ref in refs if ref.index == index), None)
            if found is None:
                raise missing
            return found
        from agentsearch.store.errors import StoreError
        from agentsearch.store.records import Owner

        try:
            ref = await self.store.get_reference(
                request_id, index, owner=Owner(user_id=auth.user_id, team_id=auth.team_id)
            )
        except StoreError:  # not found, not visible, or a malformed id: the same answer
            raise missing from None
        return StoredReference(
            request_id=request_id,
            index=ref.index,
            type=ref.type,
            title=ref.title,
            url=ref.url or "",
            content=ref.content or ref.snippet or "",
            metadata=ref.metadata or {},
        )

    # ------------------------------------------------------------------------------ catalogues

    def list_collections(self, auth: Auth | None = None) -> list[CollectionInfo]:
        """The KB collections the caller may search (the handler's auth rule)."""
        from agentsearch.handlers.kb.auth import collection_allowed
        from agentsearch.handlers.kb.handler import kb_data_dir
        from agentsearch.handlers.kb.manager import KBManager

        manager = KBManager(kb_data_dir(self.context(auth)))
        found = []
        names = set()
        for spec in manager.list():
            if not collection_allowed(spec.metadata, auth):
                continue
            names.add(spec.id)
            found.append(
                CollectionInfo(
                    id=spec.id,
                    language=spec.language,
                    embedder=str(spec.embedder.get("name") or ""),
                    graph=spec.graph,
                    public=bool(spec.metadata.get("public")),
                )
            )
        for name in self.base.config.kb.collections:  # configured, built on first search (the demo)
            if name not in names:
                found.append(CollectionInfo(id=name))
        return found

    def list_models(self) -> list[ModelInfo]:
        """The configured DB models and the app's model files, with the columns the files describe."""
        from agentsearch.handlers.db.models import default_table_name, model_file_path, read_model_file

        root = self.base.app_dir
        ids = list(self.base.config.db.models)
        models_dir = root / "models" if root is not None else None
        if models_dir is not None and models_dir.is_dir():
            for found in sorted(models_dir.rglob("*.mod.yao")):
                relative = found.relative_to(models_dir).as_posix().removesuffix(".mod.yao")
                ids.append(relative.replace("/", "."))
        models = []
        for model_id in dict.fromkeys(ids):
            path = model_file_path(model_id, root)
            if path is None or not path.is_file():
                models.append(ModelInfo(id=model_id, table=default_table_name(model_id)))
                continue
            parsed = read_model_file(path, model_id)
            models.append(
                ModelInfo(
                    id=model_id,
                    table=parsed.table,
                    label=parsed.label,
                    description=parsed.description,
                    columns=[
                        ColumnInfo(
                            name=name,
                            label=info.get("label", ""),
                            type=info.get("type", ""),
                            description=info.get("description", ""),
                        )
                        for name, info in parsed.columns.items()
                    ],
                )
            )
        return models
