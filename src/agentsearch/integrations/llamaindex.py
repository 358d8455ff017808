"""LlamaIndex: a retriever over a Searcher that returns `NodeWithScore`s, best first.

pip install 'agentsearch[llamaindex]'

from agentsearch.integrations.llamaindex import AgentSearchRetriever

retriever = AgentSearchRetriever.from_app("path/to/app", types=["kb", "db"])
nodes = retriever.retrieve("return policy")   # node.metadata["citation_id"] is "1", "2", ...
nodes = await retriever.aretrieve("return policy")
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode

from agentsearch.integrations._common import RetrievalSpec, reference_metadata, retrieve
from agentsearch.searcher import Searcher, run_sync
from agentsearch.types import Auth, SearchType

__all__ = ["AgentSearchRetriever"]


class AgentSearchRetriever(BaseRetriever):
    """One node per reference; `score` is the cross-source rank score (normalised rank × weight), the
    handler's own score is `metadata["score"]`. Node ids are stable per source item (chunk, row, URL)."""

    def __init__(
        self,
        searcher: Searcher | None = None,
        *,
        types: Sequence[SearchType | str] = (SearchType.KB,),
        collections: Sequence[str] = (),
        models: Sequence[str] = (),
        limit: int = 0,
        mode: str = "all",
        auth: Auth | None = None,
        **kwargs: Any,
    ) -> None:
        if mode not in ("all", "any", "race"):
            raise ValueError(f"mode must be all, any or race (got {mode!r})")
        self.searcher = searcher or Searcher()
        self.spec = RetrievalSpec(
            types=tuple(types),
            collections=tuple(collections),
            models=tuple(models),
            limit=limit,
            mode=mode,
            auth=auth,
        )
        super().__init__(**kwargs)

    @classmethod
    def from_app(cls, app: Path | str | None = None, **kwargs: Any) -> AgentSearchRetriever:
        return cls(Searcher.from_app(app), **kwargs)

    async def _nodes(self, query: str) -> list[NodeWithScore]:
        references, errors = await retrieve(self.searcher, query, self.spec)
        nodes = []
        for ref in references:
            metadata = reference_metadata(ref)
            if errors:
                metadata["errors"] = errors
            node = TextNode(id_=_node_id(metadata), text=ref.content, metadata=metadata)
            nodes.append(NodeWithScore(node=node, score=metadata["rank_score"]))
        return nodes

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return run_sync(self._nodes(query_bundle.query_str))

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return await self._nodes(query_bundle.query_str)


def _node_id(metadata: dict[str, Any]) -> str:
    kind = metadata["type"]
    if kind == "kb" and metadata.get("chunk_id"):
        return f"kb:{metadata.get('collection', '')}:{metadata['chunk_id']}"
    if kind == "db" and metadata.get("record_id") is not None:
        return f"db:{metadata.get('model', '')}:{metadata['record_id']}"
    if metadata.get("url"):
        return f"{kind}:{metadata['url']}"
    return f"{kind}:{metadata.get('document_id') or metadata['citation_id']}:{metadata['title']}"
