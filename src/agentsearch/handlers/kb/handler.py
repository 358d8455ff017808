"""The `kb` search handler (reference §2.12): validation order, defaults, concurrent collections,
dedup by chunk id, limit on the merged list, item mapping."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from agentsearch import telemetry
from agentsearch.config import KBConfig
from agentsearch.context import SearchContext
from agentsearch.errors import AgentSearchError
from agentsearch.handlers.kb.auth import collection_allowed
from agentsearch.handlers.kb.collection import SearchOutput
from agentsearch.handlers.kb.manager import KBManager
from agentsearch.handlers.kb.seed import ensure_seeded_collection
from agentsearch.types import Auth, Entity, GraphNode, Relation, Request, Result, ResultItem, SearchType

__all__ = ["DEFAULT_THRESHOLD", "KBHandler", "kb_data_dir", "search_collections"]

#: The system default of `kb.threshold` (the configured default applies when a request sets none).
DEFAULT_THRESHOLD: float = KBConfig.model_fields["threshold"].default
DEFAULT_LIMIT = 10


def kb_data_dir(ctx: SearchContext) -> Path:
    """`config.kb.data_dir` when set, else `<app>/data/kb`."""
    configured = ctx.config.kb.data_dir
    if configured:
        path = Path(configured).expanduser()
        if not path.is_absolute() and ctx.app_dir is not None:
            path = ctx.app_dir / path
        return path
    return ctx.data_dir() / "kb"


def _result(request: Request, started: float, **fields: Any) -> Result:
    result = Result(type=SearchType.KB, query=request.query, source=request.source, **fields)
    result.total = len(result.items)
    result.duration_ms = int((time.perf_counter() - started) * 1000)
    return result


async def search_collections(
    request: Request,
    config: KBConfig,
    manager: KBManager,
    auth: Auth | None = None,
    threshold_override: float | None = None,
    fusion: str | None = None,
    rerank: bool | None = None,
) -> Result:
    """Run one KB request against the collections under `manager` and build its Result.

    Threshold: the request's when set (0 means none), else `config.threshold` (0 means none too);
    `threshold_override` is the same as setting the request's. `fusion` (adaptive | score | rrf)
    overrides the collections' setting; `rerank` (else `config.rerank`, else each collection's own
    setting) turns the second stage on or off.
    """
    started = time.perf_counter()
    if not request.query.strip():
        return _result(request, started, error="query is required")
    names = list(dict.fromkeys(request.collections or config.collections))
    if not names:
        return _result(request, started)
    threshold = config.threshold if request.threshold is None else request.threshold
    if threshold_override is not None:
        threshold = threshold_override
    limit = request.limit or config.limit or DEFAULT_LIMIT
    graph = bool(request.graph) or config.graph
    missing = [n for n in names if not manager.exists(n)]
    if missing:
        return _result(request, started, error=f"search failed: collection not found: {', '.join(missing)}")
    # open() is cached per process (a stat per call): no collection.json read per search
    allowed = [n for n in names if collection_allowed(manager.open(n).spec.metadata, auth)]
    if not allowed:
        return _result(request, started, metadata={"filtered_collections": names})

    def one(name: str) -> SearchOutput:
        with telemetry.span("agentsearch.kb.collection", {"agentsearch.collection": name}):
            collection = manager.open(name)
            return collection.search(
                request.query,
                mode=config.mode,
                limit=limit,
                threshold=threshold,
                filters=request.metadata,
                graph=graph,
                fusion=fusion,
                rerank=config.rerank if rerank is None else rerank,
            )

    try:
        outputs = await asyncio.gather(*(asyncio.to_thread(one, n) for n in allowed))
    except Exception as exc:  # any collection failing fails the call, as Yao
        return _result(request, started, error=f"search failed: {exc}")
    best: dict[str, ResultItem] = {}
    embedder_names = {n: str(manager.open(n).spec.embedder.get("name", "minilm")) for n in allowed}
    for name, output in zip(allowed, outputs, strict=True):
        for scored in output.chunks:
            chunk = scored.chunk
            metadata = {
                **chunk.metadata,
                "chunk_id": chunk.chunk_id,
                "document_id": chunk.document_id,
                "collection": name,
                "title": chunk.title,
            }
            if scored.cosine is not None:  # for the cross-source rerank: same embedder, no re-embedding
                metadata["cosine"] = scored.cosine
                metadata["embedder"] = embedder_names[name]
            item = ResultItem(
                type=SearchType.KB,
                source=request.source,
                score=scored.score,
                content=chunk.text,
                document_id=chunk.document_id,
                collection=name,
                title=chunk.title,
                metadata=metadata,
            )
            if chunk.chunk_id not in best or best[chunk.chunk_id].score < item.score:
                best[chunk.chunk_id] = item
    items = sorted(best.values(), key=lambda i: -i.score)[:limit]
    # the embedders that built the collections: a cross-source reranker reuses the loaded model
    embedders = sorted(set(embedder_names.values()))
    metadata = {"collections": allowed, "mode": config.mode, "embedders": embedders}
    fields: dict[str, Any] = {"items": items, "metadata": metadata}
    if graph:
        entities: dict[str, Entity] = {}
        relations: dict[tuple[str, str, str], Relation] = {}
        nodes: dict[str, GraphNode] = {}
        for name, output in zip(allowed, outputs, strict=True):
            for entity_name, kind, score in output.graph.entities:
                entities.setdefault(entity_name.lower(), Entity(name=entity_name, type=kind, source=name))
                node_id = f"{name}:{entity_name.lower()}"
                if node_id not in nodes or nodes[node_id].score < score:
                    nodes[node_id] = GraphNode(
                        id=node_id,
                        type=kind,
                        name=entity_name,
                        score=round(score, 4),
                        relation="matched" if score >= 1.0 else "related",
                        metadata={"collection": name},
                    )
            for subject, predicate, obj in output.graph.relations:
                relations.setdefault(
                    (subject, predicate, obj),
                    Relation(subject=subject, predicate=predicate, object=obj, source=name),
                )
        fields["entities"] = list(entities.values())
        fields["relations"] = list(relations.values())
        fields["graph_nodes"] = sorted(nodes.values(), key=lambda n: -n.score)
    return _result(request, started, **fields)


class KBHandler:
    """Searches the knowledge-base collections under the app's KB data directory."""

    type = SearchType.KB

    async def search(self, request: Request, ctx: SearchContext) -> Result:
        manager = KBManager(kb_data_dir(ctx))
        wanted = request.collections or ctx.config.kb.collections
        seeds = ctx.config.kb.seed
        for name in dict.fromkeys(wanted):
            if name in seeds and not manager.exists(name):  # the app ships it as files: build it once
                try:
                    await asyncio.to_thread(
                        ensure_seeded_collection,
                        manager,
                        name,
                        seeds[name],
                        ctx.app_dir,
                        ctx.config.kb.rerank,
                    )
                except AgentSearchError as exc:
                    return _result(request, time.perf_counter(), error=f"search failed: {exc}")
        return await search_collections(request, ctx.config.kb, manager, request.auth or ctx.auth)
