from __future__ import annotations

from agentsearch.llm import ExtractiveConnector, extractive_answer
from agentsearch.references import parse_citations
from agentsearch.types import Reference, SearchType, SourceType


def _ref(ref_id: str, content: str, kind: SearchType = SearchType.KB, title: str = "") -> Reference:
    return Reference(id=ref_id, type=kind, source=SourceType.AUTO, weight=0.6, content=content, title=title)


REFS = [
    _ref("1", "Returns are accepted within 30 days. Headphones must be unopened for a full refund."),
    _ref("2", "Shipping is free over $50. Express shipping costs $9."),
    _ref("3", '{"name": "Sony WH-1000XM5", "price": 349}', SearchType.DB, title="Sony WH-1000XM5"),
    _ref("4", "Unrelated text about the weather."),
]


def test_answer_is_labelled_and_every_citation_is_valid() -> None:
    answer = extractive_answer("What is the return policy for headphones?", REFS)
    assert answer.startswith("*Extractive answer")
    cited = parse_citations(answer, REFS)
    assert cited.unknown == []
    assert cited.cited == ["1", "2", "3"]
    assert "Headphones must be unopened for a full refund." in answer
    assert 'data-ref-id="1"' in answer


def test_db_rows_are_quoted_as_fields() -> None:
    answer = extractive_answer("sony price", [REFS[2]])
    assert "price: 349" in answer


def test_no_references_says_so_instead_of_inventing() -> None:
    assert "no references" in extractive_answer("anything", []).lower()


def test_custom_format_and_localised_label() -> None:
    answer = extractive_answer("returns", REFS[:1], citation_format="[{id}]", notice="摘录式回答")
    assert "[1]" in answer and "<a " not in answer
    assert answer.startswith("*摘录式回答*")


async def test_connector_streams_the_same_answer() -> None:
    chunks = [
        c
        async for c in ExtractiveConnector().stream(
            [{"role": "system", "content": "x"}, {"role": "user", "content": "return policy"}],
            references=REFS,
        )
    ]
    text = "".join(c.text for c in chunks if c.kind == "text")
    assert text == extractive_answer("return policy", REFS)
    assert chunks[-1].kind == "end"
