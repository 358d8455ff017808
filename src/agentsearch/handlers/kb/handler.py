"""The `kb` search handler (reference §2.12): validation order, defaults, concurrent collections,
dedup by chunk id, limit on the merged list, item mapping."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from agentsearch.config import KBConfig
from agentsearch.context import SearchContext
from agentsearch.handlers.kb.auth import collection_allowed
from agentsearch.handlers.kb.collection import KBManager, SearchOutput
from agentsearch.handlers.kb.demo import DEMO_COLLECTION, ensure_demo_collection
from agentsearch.paths import is_demo_app
from agentsearch.types import Auth, Entity, GraphNode, Relation, Request, Result, ResultItem, SearchType

__all__ = ["DEFAULT_THRESHOLD", "KBHandler", "kb_data_dir", "search_collections"]

DEFAULT_THRESHOLD = 0.7
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
) -> Result:
    """Run one KB request against the collections under `manager` and build its Result.

    `threshold_override` (the CLI's explicit `--threshold`, which may be 0) bypasses the
    request > config > 0.7 fallback; `fusion` (score | rrf) overrides the collections' setting.
    """
    started = time.perf_counter()
    if not request.query.strip():
        return _result(request, started, error="query is required")
    names = list(dict.fromkeys(request.collections or config.collections))
    if not names:
        return _result(request, started)
    threshold = request.threshold or config.threshold or DEFAULT_THRESHOLD
    if threshold_override is not None:
        threshold = threshold_override
    limit = request.limit or config.limit or DEFAULT_LIMIT
    graph = bool(request.graph) or config.graph
    missing = [n for n in names if not manager.exists(n)]
    if missing:
        return _result(request, started, error=f"search failed: collection not found: {', '.join(missing)}")
    allowed = [n for n in names if collection_allowed(manager.spec(n).metadata, auth)]
    if not allowed:
        return _result(request, started, metadata={"filtered_collections": names})

    def one(name: str) -> SearchOutput:
        collection = manager.open(name)
        return collection.search(
            request.query,
            mode=config.mode,
            limit=limit,
            threshold=threshold,
            filters=request.metadata,
            graph=graph,
            fusion=fusion,
        )

    try:
        outputs = await asyncio.gather(*(asyncio.to_thread(one, n) for n in allowed))
    except Exception as exc:  # any collection failing fails the call, as Yao
        return _result(request, started, error=f"search failed: {exc}")
    best: dict[str, ResultItem] = {}
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
    fields: dict[str, Any] = {"items": items, "metadata": {"collections": allowed, "mode": config.mode}}
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
        demo_default = is_demo_app(ctx.app_dir) and not ctx.config.kb.data_dir
        if DEMO_COLLECTION in wanted and demo_default and not manager.exists(DEMO_COLLECTION):
            # the bundled demo app builds its sample collection on first use
            await asyncio.to_thread(ensure_demo_collection, ctx.data_dir())
        return await search_collections(request, ctx.config.kb, manager, request.auth or ctx.auth)
