"""Chats: create / get / update / soft delete with cascade / list with filters, pagination, owner scope."""

from __future__ import annotations

import pytest

from agentsearch.store import (
    Chat,
    ChatFilter,
    ChatStore,
    Message,
    Owner,
    Resume,
    Search,
    SearchReference,
    StoreConflictError,
    StoreError,
    StoreForbiddenError,
    StoreNotFoundError,
)

ALICE = Owner(user_id="alice", team_id="red")
BOB = Owner(user_id="bob", team_id="red")
CAROL = Owner(user_id="carol", team_id="blue")


async def test_create_and_get_fills_permission_columns(store: ChatStore) -> None:
    created = await store.create_chat(Chat(chat_id="c1", title="Hello", assistant_id="demo"), owner=ALICE)
    assert created.created_by == "alice" and created.team_id == "red"
    chat = await store.get_chat("c1")
    assert chat is not None
    assert (chat.title, chat.assistant_id, chat.status, chat.share, chat.mode) == (
        "Hello",
        "demo",
        "active",
        "private",
        "chat",
    )
    assert chat.created_by == "alice" and chat.updated_by == "alice" and chat.team_id == "red"
    assert chat.created_at is not None and chat.created_at.tzinfo is not None


async def test_create_generates_an_id_and_validates(store: ChatStore) -> None:
    created = await store.create_chat(Chat(assistant_id="demo"))
    assert len(created.chat_id) == 32
    with pytest.raises(StoreError, match="assistant_id is required"):
        await store.create_chat(Chat(chat_id="x"))
    with pytest.raises(StoreError, match="chat is nil"):
        await store.create_chat(None)  # type: ignore[arg-type]
    with pytest.raises(StoreConflictError, match="chat already exists: chat_id="):
        await store.create_chat(Chat(chat_id=created.chat_id, assistant_id="demo"))


async def test_get_missing_chat_is_none(store: ChatStore) -> None:
    assert await store.get_chat("nope") is None
    with pytest.raises(StoreError, match="chat_id is required"):
        await store.get_chat("")


async def test_update_chat(store: ChatStore) -> None:
    await store.create_chat(Chat(chat_id="c1", title="old", assistant_id="demo"), owner=ALICE)
    updated = await store.update_chat(
        "c1", {"title": "new", "status": "archived", "share": "team", "metadata": {"pin": True}}, owner=ALICE
    )
    assert (updated.title, updated.status, updated.share, updated.metadata) == (
        "new",
        "archived",
        "team",
        {"pin": True},
    )
    with pytest.raises(StoreError, match="unknown chat field: color"):
        await store.update_chat("c1", {"color": "red"})
    with pytest.raises(StoreError, match="archived"):
        await store.update_chat("c1", {"status": "gone"})
    with pytest.raises(StoreNotFoundError, match="chat not found: chat_id=zz"):
        await store.update_chat("zz", {"title": "x"})
    with pytest.raises(StoreForbiddenError):
        await store.update_chat("c1", {"title": "hijack"}, owner=CAROL)
    chat = await store.get_chat("c1")
    assert chat is not None and chat.title == "new"


async def test_delete_chat_is_soft_and_cascades(store: ChatStore) -> None:
    await store.create_chat(Chat(chat_id="c1", assistant_id="demo"), owner=ALICE)
    await store.create_chat(Chat(chat_id="c2", assistant_id="demo"), owner=ALICE)
    for chat_id in ("c1", "c2"):
        await store.save_messages(chat_id, [Message(type="text", props={"content": chat_id})])
        await store.save_resume(
            [Resume(chat_id=chat_id, request_id=f"r-{chat_id}", assistant_id="demo", stack_id=f"s-{chat_id}")]
        )
        await store.save_search(
            Search(
                request_id=f"r-{chat_id}",
                chat_id=chat_id,
                source="auto",
                references=[SearchReference(index=1, type="web", title="t")],
            )
        )
    with pytest.raises(StoreForbiddenError):
        await store.delete_chat("c1", owner=CAROL)
    await store.delete_chat("c1", owner=ALICE)
    assert await store.get_chat("c1") is None
    assert await store.get_messages("c1") == []
    assert await store.get_resume("c1") == []
    assert await store.get_searches("r-c1") == []
    with pytest.raises(StoreNotFoundError):
        await store.get_reference("r-c1", 1)
    # the other chat is untouched
    assert len(await store.get_messages("c2")) == 1
    assert len(await store.get_resume("c2")) == 1
    assert (await store.get_reference("r-c2", 1)).title == "t"
    with pytest.raises(StoreNotFoundError):
        await store.delete_chat("c1")


async def test_list_filters_and_pagination(store: ChatStore) -> None:
    for i in range(7):
        await store.create_chat(
            Chat(chat_id=f"a{i}", title=f"Alpha report {i}", assistant_id="demo" if i % 2 else "other"),
            owner=ALICE,
        )
    await store.create_chat(Chat(chat_id="b0", title="Beta 100% done", assistant_id="demo"), owner=CAROL)
    await store.update_chat("a3", {"status": "archived"})

    everything = await store.list_chats()
    assert everything.total == 8

    page = await store.list_chats(ChatFilter(user_id="alice", page=2, pagesize=3))
    assert (page.total, page.page, page.pagesize, page.pagecount, len(page.data)) == (7, 2, 3, 3, 3)
    last = await store.list_chats(ChatFilter(user_id="alice", page=3, pagesize=3))
    assert len(last.data) == 1
    seen = {
        c.chat_id
        for p in (1, 2, 3)
        for c in (await store.list_chats(ChatFilter(user_id="alice", page=p, pagesize=3))).data
    }
    assert seen == {f"a{i}" for i in range(7)}

    assert {c.chat_id for c in (await store.list_chats(ChatFilter(assistant_id="demo"))).data} == {
        "a1",
        "a3",
        "a5",
        "b0",
    }
    assert [c.chat_id for c in (await store.list_chats(ChatFilter(status="archived"))).data] == ["a3"]
    assert (await store.list_chats(ChatFilter(team_id="blue"))).total == 1
    assert [c.chat_id for c in (await store.list_chats(ChatFilter(keywords="100%"))).data] == ["b0"]
    assert (await store.list_chats(ChatFilter(keywords="ALPHA report"))).total == 7
    assert (await store.list_chats(ChatFilter(keywords="alpha beta"))).total == 0
    with pytest.raises(StoreError, match="invalid status"):
        await store.list_chats(ChatFilter(status="bogus"))


async def test_list_orders_by_last_activity(store: ChatStore) -> None:
    for chat_id in ("x", "y", "z"):
        await store.create_chat(Chat(chat_id=chat_id, assistant_id="demo"))
    await store.save_messages("x", [Message(type="text", props={"content": "bump"})])
    assert (await store.list_chats()).data[0].chat_id == "x"


async def test_owner_scope(store: ChatStore) -> None:
    await store.create_chat(Chat(chat_id="private", assistant_id="demo"), owner=ALICE)
    await store.create_chat(Chat(chat_id="team", assistant_id="demo", share="team"), owner=ALICE)
    await store.create_chat(Chat(chat_id="public", assistant_id="demo", public=True), owner=ALICE)

    def ids(chats: list[Chat]) -> set[str]:
        return {c.chat_id for c in chats}

    assert ids((await store.list_chats(owner=ALICE)).data) == {"private", "team", "public"}
    assert ids((await store.list_chats(owner=BOB)).data) == {"team", "public"}
    assert ids((await store.list_chats(owner=CAROL)).data) == {"public"}
    assert await store.get_chat("private", owner=BOB) is None
    assert await store.get_chat("team", owner=BOB) is not None
    with pytest.raises(StoreNotFoundError):
        await store.get_messages("private", owner=CAROL)
    assert await store.get_messages("public", owner=CAROL) == []


async def test_tenant_scope(store: ChatStore) -> None:
    await store.create_chat(
        Chat(chat_id="t1", assistant_id="demo", public=True), owner=Owner(user_id="u", tenant_id="A")
    )
    assert await store.get_chat("t1", owner=Owner(user_id="v", tenant_id="A")) is not None
    assert await store.get_chat("t1", owner=Owner(user_id="v", tenant_id="B")) is None


async def test_an_empty_owner_fails_closed(store: ChatStore) -> None:
    await store.create_chat(Chat(chat_id="mine", assistant_id="demo"), owner=ALICE)
    await store.create_chat(Chat(chat_id="open", assistant_id="demo", public=True), owner=ALICE)
    assert {c.chat_id for c in (await store.list_chats(owner=Owner())).data} == {"open"}
    assert await store.get_chat("mine", owner=Owner()) is None
    with pytest.raises(StoreForbiddenError):
        await store.update_chat("open", {"title": "x"}, owner=Owner())
    assert {c.chat_id for c in (await store.list_chats(owner=None)).data} == {"mine", "open"}
