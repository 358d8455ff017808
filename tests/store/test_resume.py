"""Resume records: save, last resume point, by stack, stack path of nested (A2A) calls, delete."""

from __future__ import annotations

import pytest

from agentsearch.store import ChatStore, Resume, StoreError


def _step(
    seq: int, assistant: str, stack: str, parent: str | None, depth: int, type: str, status: str
) -> Resume:
    return Resume(
        chat_id="c1",
        request_id="r1",
        assistant_id=assistant,
        stack_id=stack,
        stack_parent_id=parent,
        stack_depth=depth,
        type=type,
        status=status,
        input={"messages": [{"role": "user", "content": "analyze"}]},
        space_snapshot={"choose_prompt": "query"} if seq >= 3 else {},
        sequence=seq,
    )


A2A = [
    _step(1, "analyzer", "stk_001", None, 0, "input", "completed"),
    _step(2, "analyzer", "stk_001", None, 0, "llm", "completed"),
    _step(3, "analyzer", "stk_001", None, 0, "delegate", "interrupted"),
    _step(4, "visualizer", "stk_002", "stk_001", 1, "input", "completed"),
    _step(5, "visualizer", "stk_002", "stk_001", 1, "llm", "interrupted"),
]


async def test_a2a_resume_flow(store: ChatStore) -> None:
    saved = await store.save_resume(A2A)
    assert all(r.resume_id for r in saved)
    last = await store.get_last_resume("c1")
    assert last is not None
    assert (last.sequence, last.assistant_id, last.type, last.status, last.stack_depth) == (
        5,
        "visualizer",
        "llm",
        "interrupted",
        1,
    )
    assert last.space_snapshot == {"choose_prompt": "query"}
    assert await store.get_stack_path(last.stack_id) == ["stk_001", "stk_002"]
    assert await store.get_stack_path("stk_001") == ["stk_001"]
    assert await store.get_stack_path("unknown") == []
    assert [r.sequence for r in await store.get_resume_by_stack_id("stk_001")] == [1, 2, 3]
    assert [r.sequence for r in await store.get_resume("c1")] == [1, 2, 3, 4, 5]
    assert await store.delete_resume("c1") == 5
    assert await store.get_last_resume("c1") is None
    assert await store.get_resume("c1") == []


async def test_last_resume_ignores_completed_steps(store: ChatStore) -> None:
    await store.save_resume([A2A[0], A2A[1]])
    assert await store.get_last_resume("c1") is None


async def test_validation(store: ChatStore) -> None:
    with pytest.raises(StoreError, match="stack_id is required"):
        await store.save_resume([Resume(chat_id="c", request_id="r", assistant_id="a")])
    with pytest.raises(StoreError, match="request_id is required"):
        await store.save_resume([Resume(chat_id="c", assistant_id="a", stack_id="s")])
    with pytest.raises(StoreError, match="resume is nil"):
        await store.save_resume([None])  # type: ignore[list-item]
    with pytest.raises(StoreError, match="invalid resume record"):
        await store.save_resume(
            [
                Resume.model_construct(
                    chat_id="c", request_id="r", assistant_id="a", stack_id="s", type="bogus"
                )
            ]
        )
    with pytest.raises(StoreError, match="chat_id is required"):
        await store.get_last_resume("")
    with pytest.raises(StoreError, match="stack_id is required"):
        await store.get_stack_path("")
