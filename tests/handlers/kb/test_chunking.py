import re
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from agentsearch.handlers.kb.chunking import chunk_text, split_sentences, token_length


def test_headings_start_chunks_and_are_recorded() -> None:
    intro = " ".join(f"Intro sentence {i} talks about returns." for i in range(12))
    text = f"# Guide\n\n{intro}\n\n## Shipping\n\nParcels ship with DHL.\n\n## Warranty\n\nTwo years."
    chunks = chunk_text(text, max_tokens=60, overlap=0)
    headings = [c.heading for c in chunks]
    assert headings[0] == "Guide"
    warranty = next(c for c in chunks if "Two years." in c.text)
    assert warranty.heading == "Guide > Warranty" and warranty.text.startswith("Warranty")
    shipping = next(c for c in chunks if "DHL" in c.text)
    assert "Shipping\n\nParcels ship with DHL." in shipping.text  # heading kept with its paragraph
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))


def test_small_sections_are_packed_together() -> None:
    text = "# A\n\nshort one.\n\n# B\n\nshort two.\n\n# C\n\nshort three."
    chunks = chunk_text(text, max_tokens=200)
    assert len(chunks) == 1
    assert "short one." in chunks[0].text and "short three." in chunks[0].text


def test_long_paragraph_splits_at_sentences_with_overlap() -> None:
    paragraph = " ".join(f"Sentence number {i} is here." for i in range(60))
    chunks = chunk_text(paragraph, max_tokens=50, overlap=15)
    assert len(chunks) > 3
    for chunk in chunks:
        assert token_length(chunk.text) <= 50 + 15
    for before, after in pairwise(chunks):
        last = before.text.rsplit(". ", 1)[-1]
        assert last in after.text[:80]  # the overlap repeats the previous chunk's last sentence
        assert "\n" not in after.text  # one paragraph stays one paragraph


def test_chinese_is_measured_per_character_and_split() -> None:
    text = "退货政策。" * 100
    chunks = chunk_text(text, max_tokens=50, overlap=0)
    assert len(chunks) >= 10
    assert all(token_length(c.text) <= 50 for c in chunks)
    assert "".join(c.text.replace("\n\n", "") for c in chunks) == text


_OLD_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])")  # what split_sentences replaced


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?;。！？；\n\t\u3000好,")), max_size=40))
def test_sentences_are_cut_where_the_lookbehind_split_cut_them(text: str) -> None:
    assert split_sentences(text) == _OLD_SENTENCE_END.split(text)


@given(st.text(max_size=60))
def test_the_ascii_shortcut_counts_tokens_as_the_scan_does(text: str) -> None:
    han = len(re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]", text))
    assert token_length(text) == han + (len(text) - han + 3) // 4
