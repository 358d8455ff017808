"""Search records: reference §5 validation order and messages, unique indexes per request, soft delete."""

from __future__ import annotations

import pytest

from agentsearch.store import (
    Chat,
    ChatStore,
    Owner,
    Search,
    SearchReference,
    StoreConflictError,
    StoreError,
    StoreForbiddenError,
    StoreNotFoundError,
)


def _search(
    request_id: str = "r1", chat_id: str = "c1", source: str = "auto", indexes: tuple[int, ...] = (1, 2)
) -> Search:
    return Search(
        request_id=request_id,
        chat_id=chat_id,
        query="what is yao",
        source=source,
        config={"web": {"provider": "tavily", "max_results": 5}},
        keywords=["yao", "agent"],
        entities=[{"name": "Yao", "type": "product", "source": "auto"}],
        relations=[{"subject": "Yao", "predicate": "is", "object": "framework", "source": "auto"}],
        dsl={"wheres": [{"field": "name", "op": "like", "value": "%yao%"}]},
        references=[
            SearchReference(
                index=i,
                type="web",
                title=f"T{i}",
                url=f"https://e.com/{i}",
                snippet="s",
                content="full",
                metadata={"weight": 0.6, "score": 0.9, "source": source},
            )
            for i in indexes
        ],
        graph=[{"id": "n1", "type": "product", "name": "Yao", "score": 0.5}],
        xml="<references/>",
        prompt="cite",
        duration_ms=42,
    )


async def test_save_and_read_back_every_field(store: ChatStore) -> None:
    saved = await store.save_search(_search())
    assert saved.id is not None and saved.created_at is not None
    [loaded] = await store.get_searches("r1")
    expected = _search().model_dump(exclude={"id", "created_at"})
    assert loaded.model_dump(exclude={"id", "created_at"}) == expected
    ref = await store.get_reference("r1", 2)
    assert (ref.index, ref.title, ref.url, ref.metadata) == (
        2,
        "T2",
        "https://e.com/2",
        {"weight": 0.6, "score": 0.9, "source": "auto"},
    )


async def test_validation_order_and_messages(store: ChatStore) -> None:
    with pytest.raises(StoreError, match=r"^search is nil$"):
        await store.save_search(None)
    with pytest.raises(StoreError, match=r"^request_id is required$"):
        await store.save_search(Search(chat_id="", source=""))
    with pytest.raises(StoreError, match=r"^chat_id is required$"):
        await store.save_search(Search(request_id="r", source=""))
    with pytest.raises(StoreError, match=r"^source is required$"):
        await store.save_search(Search(request_id="r", chat_id="c"))
    with pytest.raises(StoreError, match=r"^index must be >= 1$"):
        await store.save_search(_search(indexes=(0,)))
    with pytest.raises(StoreError, match=r"^request_id is required$"):
        await store.get_searches("")
    with pytest.raises(StoreError, match=r"^request_id is required$"):
        await store.get_reference("", 1)
    with pytest.raises(StoreError, match=r"^index must be >= 1$"):
        await store.get_reference("r1", 0)
    with pytest.raises(StoreError, match=r"^chat_id is required$"):
        await store.delete_searches("")


async def test_empty_fields_and_zero_references_are_saved(store: ChatStore) -> None:
    await store.save_search(Search(request_id="r0", chat_id="c0", source="hook", query="q", error="boom"))
    [loaded] = await store.get_searches("r0")
    assert (loaded.references, loaded.keywords, loaded.config, loaded.xml, loaded.error) == (
        [],
        [],
        None,
        None,
        "boom",
    )


async def test_unknown_request_and_missing_reference(store: ChatStore) -> None:
    assert await store.get_searches("none") == []
    await store.save_search(_search())
    with pytest.raises(StoreNotFoundError, match=r"^reference not found: request_id=r1, index=9$"):
        await store.get_reference("r1", 9)


async def test_indexes_are_unique_within_a_request(store: ChatStore) -> None:
    await store.save_search(_search(source="auto", indexes=(1, 2)))
    await store.save_search(_search(source="hook", indexes=(3, 4)))
    with pytest.raises(StoreConflictError, match="reference index 2 already exists: request_id=r1, index=2"):
        await store.save_search(_search(source="user", indexes=(5, 2)))
    with pytest.raises(StoreConflictError, match="duplicate reference index 7"):
        await store.save_search(_search(indexes=(7, 7)))
    # another request may use the same numbers
    await store.save_search(_search(request_id="r2", indexes=(1, 2)))
    assert (await store.get_reference("r1", 3)).title == "T3"
    assert [s.source for s in await store.get_searches("r1")] == ["auto", "hook"]


async def test_delete_searches_is_soft_and_frees_the_indexes(store: ChatStore) -> None:
    await store.save_search(_search())
    await store.save_search(_search(chat_id="other", request_id="r9"))
    assert await store.delete_searches("c1") == 1
    assert await store.delete_searches("c1") == 0
    assert await store.get_searches("r1") == []
    assert len(await store.get_searches("r9")) == 1
    await store.save_search(_search(indexes=(1,)))


async def test_owner_scope_on_references(store: ChatStore) -> None:
    alice = Owner(user_id="alice")
    await store.create_chat(Chat(chat_id="c1", assistant_id="demo"), owner=alice)
    await store.save_search(_search())
    assert len(await store.get_searches("r1", owner=alice)) == 1
    assert (await store.get_reference("r1", 1, owner=alice)).index == 1
    with pytest.raises(StoreForbiddenError):
        await store.get_searches("r1", owner=Owner(user_id="mallory"))
    with pytest.raises(StoreForbiddenError):
        await store.get_reference("r1", 1, owner=Owner(user_id="mallory"))
    assert await store.get_searches("unknown", owner=Owner(user_id="mallory")) == []
