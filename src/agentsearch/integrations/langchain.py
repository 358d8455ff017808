"""LangChain: a `BaseRetriever` over a Searcher and the search tools as LangChain tools.

pip install 'agentsearch[langchain]'

from agentsearch import Searcher
from agentsearch.integrations.langchain import AgentSearchRetriever, agentsearch_tools

retriever = AgentSearchRetriever.from_app("path/to/app", types=["kb", "db"])
docs = retriever.invoke("return policy")      # Documents; metadata["citation_id"] is "1", "2", ...
tools = agentsearch_tools()                   # search, web_search, kb_search, ... for an agent
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForRetrieverRun, CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool, StructuredTool
from pydantic import ConfigDict, Field

from agentsearch.integrations._common import RetrievalSpec, reference_metadata, retrieve
from agentsearch.searcher import Searcher, run_sync
from agentsearch.toolkit import SearchToolkit
from agentsearch.tools import SEARCH_TOOL_NAMES, tool_arguments, tool_description
from agentsearch.types import Auth, SearchType

__all__ = ["AgentSearchRetriever", "agentsearch_tools"]


class AgentSearchRetriever(BaseRetriever):
    """Runs the configured searches for each query; one `Document` per reference, best first.

    `metadata` carries `citation_id`, `type`, `source`, `title`, `url`, `score`, `rank_score` and,
    when known, `collection`, `document_id`, `model`, `record_id`; failed sources are listed under
    `errors` of every document (an all-failed query returns no documents)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    searcher: Searcher = Field(default_factory=Searcher)
    types: list[SearchType] = Field(default_factory=lambda: [SearchType.KB])
    collections: list[str] = Field(default_factory=list)
    models: list[str] = Field(default_factory=list)
    limit: int = Field(default=0, ge=0)
    mode: str = Field(default="all", pattern="^(all|any|race)$")
    auth: Auth | None = None

    @classmethod
    def from_app(cls, app: Path | str | None = None, **fields: Any) -> AgentSearchRetriever:
        return cls(searcher=Searcher.from_app(app), **fields)

    def _spec(self) -> RetrievalSpec:
        return RetrievalSpec(
            types=self.types,
            collections=self.collections,
            models=self.models,
            limit=self.limit,
            mode=self.mode,
            auth=self.auth,
        )

    async def _documents(self, query: str) -> list[Document]:
        references, errors = await retrieve(self.searcher, query, self._spec())
        documents = []
        for ref in references:
            metadata = reference_metadata(ref)
            if errors:
                metadata["errors"] = errors
            documents.append(Document(page_content=ref.content, metadata=metadata, id=ref.id))
        return documents

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun
    ) -> list[Document]:
        return run_sync(self._documents(query))

    async def _aget_relevant_documents(
        self, query: str, *, run_manager: AsyncCallbackManagerForRetrieverRun
    ) -> list[Document]:
        return await self._documents(query)


def agentsearch_tools(
    toolkit: SearchToolkit | Searcher | None = None,
    names: Sequence[str] | None = None,
    auth: Auth | None = None,
) -> list[BaseTool]:
    """The search tools as LangChain tools (sync and async). Each returns the citable text and, as
    its artifact, the structured result (`response_format="content_and_artifact"`)."""
    if toolkit is None:
        toolkit = SearchToolkit.from_searcher(Searcher())
    elif isinstance(toolkit, Searcher):
        toolkit = SearchToolkit.from_searcher(toolkit)
    return [_tool(toolkit, name, auth) for name in (names or SEARCH_TOOL_NAMES)]


def _tool(toolkit: SearchToolkit, name: str, auth: Auth | None) -> BaseTool:
    async def arun(**arguments: Any) -> tuple[str, dict[str, Any]]:
        text, structured = await toolkit.call(name, arguments, auth)
        return text, structured.model_dump(mode="json")

    def run(**arguments: Any) -> tuple[str, dict[str, Any]]:
        return run_sync(arun(**arguments))

    return StructuredTool.from_function(
        func=run,
        coroutine=arun,
        name=name,
        description=tool_description(name),
        args_schema=tool_arguments(name),
        response_format="content_and_artifact",
    )
