"""The kb handler through the Searcher's contract: reference §2.12 validation, defaults, merge, auth."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.kb import KBHandler, KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.kb.handler import DEFAULT_THRESHOLD
from agentsearch.handlers.registry import default_registry
from agentsearch.types import Auth, Request, SearchType, SourceType


def _ctx(data_dir: Path, **kb: object) -> SearchContext:
    return SearchContext(config=Config.from_layers({"kb": {"data_dir": str(data_dir), **kb}}))


@pytest.fixture
def two_collections(tmp_path: Path) -> Path:
    manager = KBManager(tmp_path)
    shop = manager.create("shop", embedder="model2vec", metadata={"public": True})
    shop.ingest(
        [
            Document(
                "returns", "Returns", "Headphones can be returned within 30 days at the Acme Service Center."
            ),
            Document("hours", "Hours", "The Berlin store opens at nine and closes at eight."),
        ]
    )
    team = manager.create(
        "team", embedder="model2vec", metadata={"team_id": "t1", "created_by": "alice", "share": "private"}
    )
    team.ingest([Document("memo", "Memo", "Returned headphones go to the Acme Service Center in Rotterdam.")])
    return tmp_path


async def test_validation_order_and_defaults(two_collections: Path) -> None:
    handler = KBHandler()
    ctx = _ctx(two_collections)
    empty = await handler.search(Request(query="  ", type=SearchType.KB, collections=["nope"]), ctx)
    assert empty.error == "query is required"
    none = await handler.search(Request(query="returns", type=SearchType.KB), ctx)
    assert none.error == "" and none.items == [] and none.total == 0
    unknown = await handler.search(
        Request(query="returns", type=SearchType.KB, collections=["shop", "ghost"]), ctx
    )
    assert "ghost" in unknown.error and unknown.error.startswith("search failed")


async def test_items_merge_dedup_and_limit(two_collections: Path) -> None:
    ctx = _ctx(two_collections, threshold=0.05)
    request = Request(
        query="return headphones Acme Service Center",
        type=SearchType.KB,
        collections=["shop", "team", "shop"],
        limit=2,
        source=SourceType.HOOK,
    )
    result = await KBHandler().search(request, ctx)
    assert result.error == "" and result.total == 2 == len(result.items)  # limit on the merged list
    assert {i.collection for i in result.items} == {"shop", "team"}
    ids = [i.metadata["chunk_id"] for i in result.items]
    assert len(set(ids)) == len(ids)
    for item in result.items:
        assert item.type == SearchType.KB and item.source == SourceType.HOOK
        assert (
            item.metadata["document_id"] == item.document_id
            and item.metadata["collection"] == item.collection
        )
        assert item.metadata["title"] == item.title and item.content
        assert 0 < item.score <= 1
    assert [i.score for i in result.items] == sorted((i.score for i in result.items), reverse=True)


async def test_threshold_request_then_config_and_zero_means_none(two_collections: Path) -> None:
    request = Request(query="Berlin store opening time", type=SearchType.KB, collections=["shop"])
    loose = await KBHandler().search(request, _ctx(two_collections, threshold=1e-6))
    assert loose.items and min(i.score for i in loose.items) < 0.7
    strict = await KBHandler().search(request.model_copy(update={"threshold": 0.99}), _ctx(two_collections))
    assert strict.items == []
    configured_zero = await KBHandler().search(
        request,
        SearchContext(
            config=Config.from_layers({"kb": {"data_dir": str(two_collections), "threshold": 0.0}})
        ),
    )
    assert min(i.score for i in configured_zero.items) < 0.7  # 0 = no threshold, not "use 0.7"
    unset = await KBHandler().search(
        request, SearchContext(config=Config.from_layers({"kb": {"data_dir": str(two_collections)}}))
    )
    default = DEFAULT_THRESHOLD
    assert all(i.score >= default for i in unset.items)  # unset = the configured (system) default
    request_zero = await KBHandler().search(
        request.model_copy(update={"threshold": 0.0}), _ctx(two_collections)
    )
    assert min(i.score for i in request_zero.items) < 0.7  # the request's 0 beats the configured 0.7


async def test_collection_auth_filter(two_collections: Path) -> None:
    request = Request(query="headphones returned", type=SearchType.KB, collections=["shop", "team"])
    ctx = _ctx(two_collections, threshold=0.01)

    async def collections_for(auth: Auth | None) -> set[str]:
        result = await KBHandler().search(request.model_copy(update={"auth": auth}), ctx)
        return {i.collection for i in result.items}

    assert await collections_for(None) == {"shop", "team"}  # no auth: all
    assert await collections_for(Auth(user_id="bob")) == {"shop", "team"}  # no constraint: all
    assert await collections_for(Auth(user_id="alice", team_id="t1", team_only=True)) == {"shop", "team"}
    assert await collections_for(Auth(user_id="bob", team_id="t1", team_only=True)) == {"shop"}  # not shared
    assert await collections_for(Auth(user_id="carol", team_id="t2", team_only=True)) == {"shop"}
    assert await collections_for(Auth(user_id="alice", owner_only=True)) == {"shop", "team"}
    assert await collections_for(Auth(user_id="bob", owner_only=True)) == {"shop"}


def test_auth_matrix_matches_reference() -> None:
    from agentsearch.handlers.kb.auth import collection_allowed

    team_shared = {"team_id": "t1", "created_by": "alice", "share": "team"}
    assert collection_allowed(team_shared, Auth(user_id="bob", team_id="t1", team_only=True))
    assert not collection_allowed(team_shared, Auth(user_id="bob", team_id="t2", team_only=True))
    for public in (True, 1, "true", "1"):
        assert collection_allowed({"public": public}, Auth(user_id="x", owner_only=True))
    assert not collection_allowed({"public": "yes"}, Auth(user_id="x", owner_only=True))
    assert collection_allowed({"__yao_created_by": "x"}, Auth(user_id="x", owner_only=True))


async def test_graph_association_fills_nodes_entities_relations(two_collections: Path) -> None:
    ctx = _ctx(two_collections, threshold=0.01, graph=True)
    result = await KBHandler().search(
        Request(query="Where is the Acme Service Center?", type=SearchType.KB, collections=["shop", "team"]),
        ctx,
    )
    names = {e.name for e in result.entities}
    assert "Acme Service Center" in names
    assert "Rotterdam" in names  # a neighbour through co-occurrence
    assert any(
        r.predicate == "mentioned_with" and "Acme Service Center" in (r.subject, r.object)
        for r in result.relations
    )
    matched = [n for n in result.graph_nodes if n.relation == "matched"]
    assert matched and matched[0].name == "Acme Service Center" and matched[0].score == 1.0
    off = await KBHandler().search(
        Request(query="Where is the Acme Service Center?", type=SearchType.KB, collections=["shop"]),
        _ctx(two_collections, threshold=0.01),
    )
    assert off.graph_nodes == [] and off.entities == []


async def test_registry_serves_kb_and_default_data_dir(tmp_path: Path) -> None:
    handler = default_registry().get(SearchType.KB)
    assert isinstance(handler, KBHandler)
    KBManager(tmp_path / "data" / "kb").create("c", embedder="model2vec").ingest(
        [Document("d", "D", "Pandas eat bamboo.")]
    )
    ctx = SearchContext(app_dir=tmp_path)
    result = await handler.search(Request(query="pandas bamboo", type=SearchType.KB, collections=["c"]), ctx)
    assert [i.document_id for i in result.items] == ["d"]


async def test_request_metadata_filters_chunks(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    manager.create("docs", embedder="model2vec").ingest(
        [
            Document("en", "Returns", "Headphones can be returned within 30 days.", {"region": "eu"}),
            Document("us", "Returns US", "Headphones can be returned within 60 days.", {"region": "us"}),
        ]
    )
    request = Request(
        query="return headphones", type=SearchType.KB, collections=["docs"], metadata={"region": "us"}
    )
    result = await KBHandler().search(request, _ctx(tmp_path, threshold=0.01))
    assert result.error == "" and [i.document_id for i in result.items] == ["us"]
    unfiltered = await KBHandler().search(
        request.model_copy(update={"metadata": {}}), _ctx(tmp_path, threshold=0.01)
    )
    assert {i.document_id for i in unfiltered.items} == {"en", "us"}
