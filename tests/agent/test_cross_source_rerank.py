"""The builtin cross-source rerank of auto search (rerank/semantic.py) through the bundled demo app:
a matching product row leads and all come before the warranty paragraph, `uses.rerank: disabled` keeps the
rank-normalised merge (today's order), and an MCP reranker's order still reaches the LLM unchanged."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from agent.support import SHOP, write_app
from agentsearch.agent import Runtime
from agentsearch.agent.console import Console
from agentsearch.agent.demo import _prepare_kb
from agentsearch.handlers.registry import HandlerRegistry
from agentsearch.paths import app_data_dir, resolve_app_dir
from agentsearch.types import Reference, SearchType

SONY = "Which Sony products cost under $400?"
SERVER = Path(__file__).parent / "tools_server.py"


async def _demo_references(options: dict[str, Any]) -> list[Reference]:
    app_dir = resolve_app_dir(None)
    _prepare_kb(app_data_dir(app_dir), Console())
    runtime = Runtime(app_dir)
    try:
        result = await runtime.run("demo", [{"role": "user", "content": SONY}], options)
    finally:
        await runtime.aclose()
    assert result.end.status == "completed"
    return result.end.references


def _matching_rows(references: list[Reference]) -> list[int]:
    """Positions of the DB rows that answer the question (Sony, price under 400)."""
    return [
        index
        for index, ref in enumerate(references)
        if ref.type == SearchType.DB
        and ref.meta["row"].get("brand") == "Sony"
        and float(ref.meta["row"]["price"]) < 400
    ]


async def test_the_sony_product_rows_lead_and_come_before_the_warranty_paragraph() -> None:
    references = await _demo_references({})
    rows = _matching_rows(references)
    shown = [(ref.type.value, ref.title) for ref in references]
    warranty = [i for i, ref in enumerate(references) if ref.title == "Warranty"]
    assert rows and warranty, shown
    # the question's rows lead, and every one comes before the (unrelated) warranty paragraph
    assert rows[0] == 0 and max(rows) < min(warranty), shown
    assert references[0].meta["rerank_score"] > references[-1].meta["rerank_score"]


async def test_rerank_disabled_keeps_the_merged_order_where_the_source_tops_tie() -> None:
    references = await _demo_references({"uses": {"rerank": "disabled"}})
    rows, kb = _matching_rows(references), [i for i, r in enumerate(references) if r.type == SearchType.KB]
    assert rows and kb
    # today's merge: each source's best item gets the same rank score, the first source listed wins
    tops = [references[min(rows)], references[min(kb)]]
    assert tops[0].meta["rank_score"] == tops[1].meta["rank_score"]
    assert min(kb) < min(rows)
    warranty = next(i for i, ref in enumerate(references) if ref.title == "Warranty")
    assert warranty < max(rows)  # the tie put the warranty paragraph above matching product rows
    assert all("rerank_score" not in ref.meta for ref in references)


async def test_an_mcp_reranker_order_of_the_auto_results_reaches_the_llm_unchanged(
    tmp_path: Path, registry: HandlerRegistry
) -> None:
    """tools_server's `rerank` reverses the items it gets; the builtin rerank must not reapply."""
    shop = {**SHOP, "package": {**SHOP["package"], "uses": {"web": "disabled", "rerank": "mcp:tools.rerank"}}}
    write_app(tmp_path, {"shop": shop})
    (tmp_path / "mcps").mkdir()
    definition = {"transport": "stdio", "command": sys.executable, "args": [str(SERVER)], "timeout": 20}
    (tmp_path / "mcps" / "tools.mcp.yml").write_text(yaml.safe_dump(definition), encoding="utf-8")
    runtime = Runtime(tmp_path, registry=registry)
    try:
        result = await runtime.run("shop", [{"role": "user", "content": SONY}], {"search": True})
    finally:
        await runtime.aclose()
    off = Runtime(
        write_app(
            tmp_path / "off",
            {
                "shop": {
                    **SHOP,
                    "package": {**SHOP["package"], "uses": {"web": "disabled", "rerank": "disabled"}},
                }
            },
        ),
        registry=registry,
    )
    merged = (await off.run("shop", [{"role": "user", "content": SONY}], {"search": True})).end.references
    titles = [ref.title for ref in result.end.references]
    assert len(titles) >= 3 and titles == [ref.title for ref in reversed(merged)]
    assert all("rerank_score" not in ref.meta for ref in result.end.references)


async def test_kb_chunks_are_not_embedded_again_by_the_rerank(monkeypatch: Any) -> None:
    """The KB search already has each chunk's cosine with the query (same embedder): the rerank reuses
    it and embeds only the other sources' references; the order is the same on a second run."""
    from agentsearch.handlers.kb.embedders import create_embedder

    references = await _demo_references({})
    name = next(str(ref.meta["embedder"]) for ref in references if ref.type == SearchType.KB)
    model = create_embedder({"name": name})  # the shared instance the search and the rerank use
    passages: list[str] = []
    real = model.embed

    def counting(texts: list[str], kind: Any = "passage") -> Any:
        if kind == "passage":
            passages.extend(texts)
        return real(texts, kind)

    monkeypatch.setattr(model, "embed", counting)
    again = await _demo_references({})
    kb_texts = {ref.content for ref in again if ref.type == SearchType.KB}
    others = [ref for ref in again if ref.type != SearchType.KB]
    assert kb_texts and others
    assert len(passages) == len(others)  # one embedding per web/DB reference, none for KB chunks
    assert not any(text.split("\n", 1)[-1] in kb_texts for text in passages)
    assert [r.title for r in again] == [r.title for r in references]
