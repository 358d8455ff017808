"""The LlamaIndex adapter with the real `llama-index-core`: NodeWithScore, sync and async."""

from __future__ import annotations

from pathlib import Path

from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, TextNode

from agentsearch import Searcher
from agentsearch.integrations.llamaindex import AgentSearchRetriever


def test_retrieve_returns_scored_nodes_with_citation_metadata(searcher: Searcher) -> None:
    retriever = AgentSearchRetriever(searcher, types=["kb", "db"], limit=3)
    assert isinstance(retriever, BaseRetriever)
    nodes = retriever.retrieve("headphones")
    assert nodes and all(isinstance(n, NodeWithScore) and isinstance(n.node, TextNode) for n in nodes)
    returns = next(n for n in nodes if n.node.metadata["title"] == "Returns")
    assert "30 days" in returns.node.get_content()
    assert returns.node.metadata["citation_id"] and returns.node.metadata["collection"] == "notes"
    scores = [n.score or 0.0 for n in nodes]
    assert scores == sorted(scores, reverse=True)
    assert len({n.node.node_id for n in nodes}) == len(nodes)


async def test_aretrieve_runs_async(app_dir: Path) -> None:
    retriever = AgentSearchRetriever.from_app(app_dir, types=["db"], models=["items"])
    nodes = await retriever.aretrieve("items under 100 euros")
    assert [n.node.metadata["title"] for n in nodes] == ["Sparrow earbuds"]
    assert nodes[0].node.node_id == "db:items:2"


def test_node_ids_are_stable_across_queries(searcher: Searcher) -> None:
    retriever = AgentSearchRetriever(searcher)
    first = {n.node.metadata["title"]: n.node.node_id for n in retriever.retrieve("shipping")}
    second = {n.node.metadata["title"]: n.node.node_id for n in retriever.retrieve("free shipping over 50")}
    assert first["Shipping"] == second["Shipping"]
