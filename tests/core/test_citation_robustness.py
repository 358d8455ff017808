"""Citations with small models: a prompt with no fact to copy, record ids that cannot pass for
citation ids, uncited answers and echoed <ref> blocks flagged, clean unknown ids."""

from __future__ import annotations

import re

from agentsearch.agent.rows import describe_rows
from agentsearch.config import CitationConfig
from agentsearch.references import (
    DEFAULT_CITATION_PROMPT,
    citation_prompt,
    citation_warnings,
    parse_citations,
)
from agentsearch.types import Reference, Result, ResultItem, SearchType, SourceType

REFS = [Reference(id=str(n), type=SearchType.KB, source=SourceType.AUTO, weight=0.6) for n in (1, 2)]


def test_the_example_in_every_prompt_states_no_fact_a_model_could_copy() -> None:
    for prompt in (DEFAULT_CITATION_PROMPT, citation_prompt(CitationConfig(format="[{id}]"))):
        example = prompt.split("Example", 1)[1]
        assert not re.search(r"\$\s*\d|\d{3,}", example), example  # no price, no number to repeat
        assert "never from this example" in example and "not citation ids" in example


def test_record_ids_in_a_db_reference_are_labelled_as_record_fields() -> None:
    item = ResultItem(
        type=SearchType.DB,
        title="Sony",
        content="Headphones",
        data={"id": 18, "customer_id": 7, "price": 349},
    )
    (described,) = describe_rows([Result(items=[item])])
    line = described.items[0].content.splitlines()[1]
    assert line == "record id: 18; record customer_id: 7; price: 349"


def test_an_answer_citing_nothing_and_one_echoing_ref_blocks_are_flagged() -> None:
    plain = "Returns are accepted within 30 days."
    assert citation_warnings(plain, REFS, parse_citations(plain, REFS)) == ["uncited"]
    echoed = 'See <ref id="42" type="kb">Returns within 30 days</ref> [1]'
    assert citation_warnings(echoed, REFS, parse_citations(echoed, REFS)) == ["echoed_references"]
    good = "Returns are accepted within 30 days [1]."
    assert citation_warnings(good, REFS, parse_citations(good, REFS)) == []
    assert citation_warnings(plain, [], parse_citations(plain, [])) == []  # nothing to cite


def test_unknown_citation_ids_are_clean_ids_not_raw_attribute_text() -> None:
    answer = (
        'A<a class="ref" data-ref-id="{id}" href="#ref:{id}">[x]</a> '
        'B<a class="ref" data-ref-id="#ref:9" href="#ref:9">[9]</a> '
        'C<a class="ref" data-ref-id="1, 2">[1]</a> '
        'D<a class="ref" data-ref-id=\'ref-007 "quoted"\'>[7]</a>'
    )
    citations = parse_citations(answer, REFS)
    assert citations.cited == ["1", "2"]
    assert citations.unknown == ["9", "7"]
