"""Hostile answers and retrieved text: citation parsing is linear and total, the XML stays strict XML."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st

from agentsearch.references import format_references_xml, parse_citations
from agentsearch.types import Reference, SearchType, SourceType


def _ref(ref_id: str, content: str = "text", title: str = "t", url: str = "") -> Reference:
    return Reference(
        id=ref_id,
        type=SearchType.WEB,
        source=SourceType.AUTO,
        weight=0.6,
        content=content,
        title=title,
        url=url,
    )


def _guard(code: str, bound: float = 2.0) -> None:
    """Complexity guard: run `code` in a fresh interpreter; it prints its own elapsed seconds."""
    script = (
        "import time\nfrom agentsearch.references import parse_citations\n"
        f"started = time.perf_counter()\n{code}\nprint(time.perf_counter() - started)\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert float(out.stdout.strip().splitlines()[-1]) < bound


def test_a_5000_digit_citation_is_not_an_overflow() -> None:
    citations = parse_citations("[" + "7" * 5000 + "]", [_ref("1")])
    assert citations.cited == []


def test_a_5000_digit_anchor_id_is_an_unknown_citation_not_a_crash() -> None:
    answer = '<a class="ref" data-ref-id="' + "9" * 90 + '">[x]</a>'
    assert parse_citations(answer, [_ref("1")]).unknown == ["9" * 90]


def test_leading_zeros_still_resolve() -> None:
    assert parse_citations("see [ref_007] and [0003]", [_ref("7"), _ref("3")]).cited == ["7", "3"]


def test_2000_unclosed_anchors_finish_in_under_two_seconds() -> None:
    _guard("parse_citations('<a data-ref-id=\"1\">' * 2000, [])")


def test_a_91kb_answer_of_unclosed_anchors_and_brackets_is_linear() -> None:
    _guard(
        "parse_citations(('<a data-ref-id=\"1\">' * 4000) + ('[1,' * 10000) + ('<a ' * 20000), [])",
        bound=2.0,
    )


def test_closed_anchors_still_parse_after_unclosed_ones() -> None:
    answer = '<a data-ref-id="1">' * 3 + 'x <a class="ref" data-ref-id="2">[2]</a>'
    # the first opening tag pairs with the only </a>: one anchor, id 1, covering the rest
    assert parse_citations(answer, [_ref("1"), _ref("2")]).cited == ["1"]


def test_control_characters_never_reach_the_references_xml() -> None:
    nasty = "NUL\x00 SOH\x01 ESC\x1b[31m BEL\x07 FF\x0c lone\ud800 end\ufffe"
    xml = format_references_xml([_ref("1", content=nasty, title=nasty, url="https://x.example/\x00a")])
    ET.fromstring(xml.encode("utf-8", "surrogatepass"))  # strict XML 1.0 parser
    assert "\x00" not in xml and "\x1b" not in xml and "\x01" not in xml
    assert "ESC[31m" in xml  # the visible text stays


@settings(max_examples=200, deadline=None)
@given(content=st.text(max_size=300), title=st.text(max_size=60))
def test_any_retrieved_text_gives_well_formed_xml(content: str, title: str) -> None:
    xml = format_references_xml([_ref("1", content=content, title=title)])
    root = ET.fromstring(xml.encode("utf-8", "surrogatepass"))
    assert [ref.get("id") for ref in root] == ["1"]  # nothing forged, nothing closed early


@settings(max_examples=200, deadline=None)
@given(
    answer=st.text(
        alphabet=st.sampled_from(list('<a data-ref-id="1">[]0123456789,ref_</a > \'"')), max_size=400
    )
)
def test_parse_citations_is_total_on_citation_shaped_noise(answer: str) -> None:
    citations = parse_citations(answer, [_ref("1"), _ref("2")])
    assert set(citations.cited) <= {"1", "2"}
