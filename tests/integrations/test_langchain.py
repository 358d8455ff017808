"""The LangChain adapter with the real `langchain-core`: retriever (sync and async) and tools."""

from __future__ import annotations

from pathlib import Path

from langchain_core.documents import Document
from langchain_core.messages import ToolMessage
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool

from agentsearch import Searcher
from agentsearch.integrations.langchain import AgentSearchRetriever, agentsearch_tools


def test_the_retriever_returns_documents_with_citation_metadata(searcher: Searcher) -> None:
    retriever = AgentSearchRetriever(searcher=searcher, types=["kb", "db"], limit=3)
    assert isinstance(retriever, BaseRetriever)
    docs = retriever.invoke("headphones")
    assert all(isinstance(doc, Document) for doc in docs)
    assert len({doc.metadata["citation_id"] for doc in docs}) == len(docs)
    returns = next(doc for doc in docs if doc.metadata["title"] == "Returns")
    assert "30 days" in returns.page_content
    assert returns.metadata["type"] == "kb" and returns.metadata["collection"] == "notes"
    falcon = next(doc for doc in docs if doc.metadata["type"] == "db")
    assert falcon.metadata["title"] == "Falcon headphones" and falcon.metadata["model"] == "items"
    assert docs[0].metadata["rank_score"] >= docs[-1].metadata["rank_score"]


def test_every_query_numbers_its_citations_from_one(searcher: Searcher) -> None:
    retriever = AgentSearchRetriever(searcher=searcher)
    first = retriever.invoke("shipping costs")
    second = retriever.invoke("warranty of speakers")
    assert "1" in {doc.metadata["citation_id"] for doc in first}
    assert "1" in {doc.metadata["citation_id"] for doc in second}


async def test_the_retriever_works_async(app_dir: Path) -> None:
    retriever = AgentSearchRetriever.from_app(app_dir, types=["db"], models=["items"])
    docs = await retriever.ainvoke("items under 100 euros")
    assert [doc.metadata["title"] for doc in docs] == ["Sparrow earbuds"]
    assert docs[0].metadata["model"] == "items" and docs[0].metadata["record_id"] == 2


def test_a_failing_source_is_reported_beside_the_others(searcher: Searcher) -> None:
    docs = AgentSearchRetriever(searcher=searcher, types=["kb", "db"], models=["no_such_table"]).invoke(
        "free shipping"
    )
    assert docs and all(doc.metadata["type"] == "kb" for doc in docs)
    assert any("no valid models" in error for error in docs[0].metadata["errors"])


def test_tools_run_sync_and_return_text_with_an_artifact(searcher: Searcher) -> None:
    tools = {tool.name: tool for tool in agentsearch_tools(searcher)}
    assert set(tools) >= {"search", "kb_search", "get_reference"}
    assert all(isinstance(tool, BaseTool) for tool in tools.values())
    call = {"name": "kb_search", "args": {"query": "return headphones"}, "id": "call_1", "type": "tool_call"}
    message = tools["kb_search"].invoke(call)
    assert isinstance(message, ToolMessage)
    assert "[1] (kb) Returns" in message.content
    request_id = message.artifact["request_id"]
    full = tools["get_reference"].invoke({"request_id": request_id, "index": 1})
    assert "30 days" in full


async def test_tools_run_async(searcher: Searcher) -> None:
    (search,) = agentsearch_tools(searcher, names=["search"])
    call = {
        "name": "search",
        "args": {"requests": [{"type": "db", "query": "items under 100 euros"}]},
        "id": "call_2",
        "type": "tool_call",
    }
    message = await search.ainvoke(call)
    assert "Sparrow earbuds" in message.content
    assert message.artifact["references"][0]["type"] == "db"
