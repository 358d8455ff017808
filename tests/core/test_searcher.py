from __future__ import annotations

import asyncio

import pytest

from agentsearch import Config, Request, Searcher, SearchType, SourceType, Uses
from agentsearch.context import CitationCounter, MCPToolResult, SearchContext
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.types import RerankOptions

from .handlers import ScriptedHandler, registry_with


def _searcher(*handlers: ScriptedHandler, config: Config | None = None, **ctx_args: object) -> Searcher:
    ctx = SearchContext(config=config or Config(), **ctx_args)  # type: ignore[arg-type]
    return Searcher(context=ctx, registry=registry_with(*handlers))


def _req(kind: SearchType, query: str = "q", source: SourceType = SourceType.AUTO, **kw: object) -> Request:
    return Request(query=query, type=kind, source=source, **kw)  # type: ignore[arg-type]


async def test_all_keeps_request_order_and_numbers_in_request_order_not_completion_order() -> None:
    slow = ScriptedHandler(SearchType.WEB, delay=0.05, count=2)
    fast = ScriptedHandler(SearchType.KB, delay=0.0, count=3)
    results = await _searcher(slow, fast).all([_req(SearchType.WEB), _req(SearchType.KB)])
    assert [r.type for r in results] == [SearchType.WEB, SearchType.KB]
    assert [i.citation_id for i in results[0].items] == ["1", "2"]
    assert [i.citation_id for i in results[1].items] == ["3", "4", "5"]


async def test_same_inputs_give_same_ids_across_runs() -> None:
    runs = []
    for delay in (0.03, 0.0):
        web = ScriptedHandler(SearchType.WEB, delay=delay)
        db = ScriptedHandler(SearchType.DB, delay=0.03 - delay)
        results = await _searcher(web, db).all([_req(SearchType.WEB), _req(SearchType.DB)])
        runs.append([(r.type, i.citation_id, i.title) for r in results for i in r.items])
    assert runs[0] == runs[1]
    assert [entry[1] for entry in runs[0]] == ["1", "2", "3", "4"]


async def test_shared_counter_makes_ids_unique_across_searchers_of_one_request() -> None:
    counter = CitationCounter()
    hook = Searcher(
        context=SearchContext(citations=counter), registry=registry_with(ScriptedHandler(SearchType.KB))
    )
    auto = Searcher(
        context=SearchContext(citations=counter), registry=registry_with(ScriptedHandler(SearchType.KB))
    )
    first = await hook.search(_req(SearchType.KB, source=SourceType.HOOK))
    second = await auto.search(_req(SearchType.KB))
    ids = [i.citation_id for i in first.items + second.items]
    assert ids == ["1", "2", "3", "4"]


async def test_any_returns_at_first_success_and_really_cancels_the_rest() -> None:
    empty_fast = ScriptedHandler(SearchType.WEB, delay=0.0, count=0, scores=[])
    empty_fast.count = 0
    good = ScriptedHandler(SearchType.KB, delay=0.02)
    slow = ScriptedHandler(SearchType.DB, delay=5.0)
    searcher = _searcher(empty_fast, good, slow)
    loop = asyncio.get_running_loop()
    started = loop.time()
    slots = await searcher.any([_req(SearchType.WEB), _req(SearchType.KB), _req(SearchType.DB)])
    assert loop.time() - started < 4.0  # returned long before the slow handler would finish
    assert slots[0] is not None and slots[0].items == []
    assert slots[1] is not None and slots[1].ok
    assert slots[2] is None
    assert slow.cancelled == 1 and slow.finished == 0


async def test_race_returns_first_completed_even_if_it_failed() -> None:
    failing = ScriptedHandler(SearchType.WEB, delay=0.0, error=RuntimeError("boom"))
    slow = ScriptedHandler(SearchType.KB, delay=5.0)
    slots = await _searcher(failing, slow).race([_req(SearchType.WEB), _req(SearchType.KB)])
    assert slots[0] is not None and "boom" in slots[0].error
    assert slots[1] is None
    assert slow.cancelled == 1


async def test_empty_request_lists() -> None:
    searcher = _searcher()
    assert await searcher.all([]) == []
    assert await searcher.any([]) == []
    assert await searcher.race([]) == []


async def test_handler_exception_becomes_error_and_never_an_item() -> None:
    failing = ScriptedHandler(SearchType.WEB, error=ValueError("provider exploded\nwith details"))
    ok = ScriptedHandler(SearchType.KB)
    results = await _searcher(failing, ok).all([_req(SearchType.WEB), _req(SearchType.KB)])
    assert results[0].error == "web search failed: ValueError: provider exploded"
    assert results[0].items == []
    assert results[1].error == "" and len(results[1].items) == 2
    assert [i.citation_id for i in results[1].items] == ["1", "2"]


async def test_timeout_is_that_slots_error_and_others_are_unaffected() -> None:
    config = Config().merged({"options": {"timeout": 0.2}})
    slow = ScriptedHandler(SearchType.WEB, delay=5.0)
    ok = ScriptedHandler(SearchType.KB)
    results = await _searcher(slow, ok, config=config).all([_req(SearchType.WEB), _req(SearchType.KB)])
    assert results[0].error == "web search timed out after 0.2s"
    assert slow.cancelled == 1
    assert results[1].ok


async def test_unregistered_type_is_an_error_result() -> None:
    result = await Searcher(registry=HandlerRegistry()).search(_req(SearchType.DB))
    assert result.error == "no handler registered for type 'db'"
    assert result.type == SearchType.DB and result.query == "q"


async def test_weights_come_from_the_requests_source_and_zero_is_configurable() -> None:
    config = Config().merged({"weights": {"hook": 0.0}})
    handler = ScriptedHandler(SearchType.KB)
    searcher = _searcher(handler, config=config)
    for source, weight in ((SourceType.USER, 1.0), (SourceType.HOOK, 0.0), (SourceType.AUTO, 0.6)):
        result = await searcher.search(_req(SearchType.KB, source=source))
        assert {i.weight for i in result.items} == {weight}
        assert {i.source for i in result.items} == {source}
        assert result.source == source


async def test_builtin_rerank_runs_before_numbering() -> None:
    handler = ScriptedHandler(SearchType.KB, scores=[0.2, 0.9, 0.5])
    result = await _searcher(handler).search(_req(SearchType.KB, rerank=RerankOptions(top_n=2)))
    assert [i.score for i in result.items] == [0.9, 0.5]
    assert [i.citation_id for i in result.items] == ["1", "2"]


class _ReversingAgent:
    def __init__(self) -> None:
        self.payloads: list[dict[str, object]] = []

    async def __call__(self, assistant_id: str, payload: dict[str, object]) -> object:
        self.payloads.append(payload)
        items = payload["items"]
        assert isinstance(items, list)
        return {"data": {"order": [item["citation_id"] for item in reversed(items)]}}


async def test_agent_rerank_refers_to_items_by_temporary_keys() -> None:
    agent = _ReversingAgent()
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8, 0.7])
    searcher = _searcher(handler, uses=Uses(rerank="workers.rerank"), agent=agent)
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions(top_n=2)))
    sent = agent.payloads[0]["items"]
    assert isinstance(sent, list)
    assert [item["citation_id"] for item in sent] == ["tmp-1", "tmp-2", "tmp-3"]
    assert [i.score for i in result.items] == [0.7, 0.8]
    assert [i.citation_id for i in result.items] == ["1", "2"]


class _MCP:
    def __init__(self, texts: list[str], is_error: bool = False) -> None:
        self.result = MCPToolResult(texts=texts, is_error=is_error)

    async def call_tool(
        self, server: str, tool: str, arguments: dict[str, object], *, timeout: float = 30.0
    ) -> MCPToolResult:
        return self.result


async def test_mcp_rerank_matching_nothing_keeps_the_original_items() -> None:
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8])
    searcher = _searcher(handler, uses=Uses(rerank="mcp:srv.rerank"), mcp=_MCP(['{"order": ["nope"]}']))
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions()))
    assert [i.score for i in result.items] == [0.9, 0.8]


async def test_mcp_rerank_with_a_bare_array_order() -> None:
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8])
    searcher = _searcher(handler, uses=Uses(rerank="mcp:srv.rerank"), mcp=_MCP(['["tmp-2", "tmp-1"]']))
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions()))
    assert [i.score for i in result.items] == [0.8, 0.9]


async def test_failing_rerank_keeps_items_and_records_the_error() -> None:
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8])
    searcher = _searcher(handler, uses=Uses(rerank="mcp:srv.rerank"), mcp=_MCP(["tool broke"], is_error=True))
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions()))
    assert [i.score for i in result.items] == [0.9, 0.8]
    assert "tool broke" in result.metadata["rerank_error"]
    assert result.error == ""


async def test_agent_rerank_without_an_agent_caller_keeps_items() -> None:
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8])
    searcher = _searcher(handler, uses=Uses(rerank="workers.rerank"))
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions()))
    assert len(result.items) == 2
    assert "context is required for agent rerank" in result.metadata["rerank_error"]


def test_sync_wrappers_run_the_async_core() -> None:
    searcher = _searcher(ScriptedHandler(SearchType.KB), ScriptedHandler(SearchType.DB))
    results = searcher.all_sync([_req(SearchType.KB), _req(SearchType.DB)])
    assert [i.citation_id for r in results for i in r.items] == ["1", "2", "3", "4"]
    assert searcher.search_sync(_req(SearchType.KB)).items[0].citation_id == "5"
    assert searcher.any_sync([_req(SearchType.KB)])[0] is not None
    assert searcher.race_sync([_req(SearchType.DB)])[0] is not None


async def test_sync_wrapper_inside_a_running_loop_is_refused() -> None:
    with pytest.raises(RuntimeError, match="await the async one"):
        _searcher(ScriptedHandler(SearchType.KB)).search_sync(_req(SearchType.KB))


async def test_ten_concurrent_requests_keep_their_slots() -> None:
    handler = ScriptedHandler(SearchType.WEB, delay=0.001, count=1)
    requests = [_req(SearchType.WEB, query=f"q{n}") for n in range(10)]
    results = await _searcher(handler).all(requests)
    assert [r.query for r in results] == [f"q{n}" for n in range(10)]
    assert [r.items[0].citation_id for r in results] == [str(n) for n in range(1, 11)]


async def test_request_is_not_modified() -> None:
    request = _req(SearchType.KB, rerank=RerankOptions(top_n=1))
    before = request.model_dump()
    await _searcher(ScriptedHandler(SearchType.KB)).search(request)
    assert request.model_dump() == before


async def test_caller_cancellation_cancels_handlers() -> None:
    slow = ScriptedHandler(SearchType.WEB, delay=5.0)
    task = asyncio.ensure_future(_searcher(slow).all([_req(SearchType.WEB)]))
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert slow.cancelled == 1


async def test_passing_config_with_a_context_does_not_change_the_callers_context() -> None:
    ctx = SearchContext()
    other = Config().merged({"weights": {"auto": 0.1}})
    searcher = Searcher(other, context=ctx, registry=registry_with(ScriptedHandler(SearchType.KB)))
    result = await searcher.search(_req(SearchType.KB))
    assert {i.weight for i in result.items} == {0.1}
    assert ctx.config.weights.auto == 0.6
    assert searcher.context.citations is ctx.citations  # ids stay unique within the request


class _HangingAgent:
    async def __call__(self, assistant_id: str, payload: dict[str, object]) -> object:
        await asyncio.sleep(5)
        return None


async def test_a_hanging_reranker_is_bounded_by_the_request_timeout() -> None:
    config = Config().merged({"options": {"timeout": 0.05}})
    handler = ScriptedHandler(SearchType.KB, scores=[0.9, 0.8])
    searcher = _searcher(handler, config=config, uses=Uses(rerank="workers.rerank"), agent=_HangingAgent())
    result = await searcher.search(_req(SearchType.KB, rerank=RerankOptions()))
    assert [i.score for i in result.items] == [0.9, 0.8]
    assert "rerank failed: TimeoutError" in result.metadata["rerank_error"]


def test_run_by_mode_name_is_the_one_dispatch_and_an_unknown_mode_is_a_one_line_error() -> None:
    from agentsearch.errors import SearchError, one_line
    from agentsearch.searcher import SEARCH_MODES, Searcher

    assert SEARCH_MODES == ("all", "any", "race")
    with pytest.raises(SearchError) as caught:
        Searcher().run_sync([], "fastest")
    assert one_line(caught.value) == "unknown search mode 'fastest' (expected one of: all, any, race)"
