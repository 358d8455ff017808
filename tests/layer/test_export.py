"""Every export format: json, markdown, bibtex (parsed back), csv (round-trips), citations."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from agentsearch.layer.export import CSV_COLUMNS, export
from agentsearch.layer.hits import Hit
from agentsearch.layer.output import LayerOutput, Skip
from agentsearch.layer.scoring import ScoreBreakdown
from agentsearch.nlp.intent import intent_result

WEIGHTS = {"keyword": 0.3, "freshness": 0.2, "authority": 0.7}


def sample() -> LayerOutput:
    paper = Hit(
        url="https://arxiv.org/abs/1706.03762",
        canonical="https://arxiv.org/abs/1706.03762",
        title="Attention Is All You Need: {Transformers} & 100% of_it",
        snippet='The dominant "sequence" models, with commas, and\nnewlines',
        published="2017-06-12",
        sources=["openalex", "semantic_scholar"],
        meta={
            "authors": ["Ashish Vaswani", "Noam Shazeer", "Niki Parmar", "Jakob Uszkoreit"],
            "doi": "https://doi.org/10.48550/arXiv.1706.03762",
            "cited_by_count": 120000,
            "venue": "NeurIPS",
        },
        breakdown=ScoreBreakdown(0.75, 0.1, 1.0, "tier1", False, WEIGHTS, 0.945),
    )
    page = Hit(
        url="https://example.com/a?x=1&y={2}",
        canonical="https://example.com/a?x=1&y=%7B2%7D",
        title="Transformers explained",
        snippet="A blog post",
        sources=["tavily"],
        breakdown=ScoreBreakdown(0.5, 0.5, 0.4, "tier4", False, WEIGHTS, 0.53),
    )
    twin = Hit(
        url="https://example.org/t",
        canonical="https://example.org/t",
        title="Transformers explained",
        sources=["brave"],
    )
    return LayerOutput(
        query="transformer paper",
        mode="academic",
        queries=["transformer paper", "transformer paper study"],
        results=[paper, page, twin],
        intent=intent_result("academic"),
        freshness="py",
        skipped=[Skip("brave", "Brave API key not configured", 2)],
    )


def parse_bibtex(text: str) -> list[dict[str, str]]:
    """A tiny BibTeX parser: @type{key, name = {value with {nested} braces}, ...}."""
    entries: list[dict[str, str]] = []
    pos = 0
    while (at := text.find("@", pos)) != -1:
        match = re.compile(r"@(\w+)\{([^,\s]+),").match(text, at)
        assert match, f"bad entry header at {at}: {text[at : at + 40]!r}"
        entry = {"ENTRYTYPE": match.group(1), "ID": match.group(2)}
        pos = match.end()
        while True:
            field = re.compile(r"\s*(\w+)\s*=\s*\{").match(text, pos)
            if not field:
                break
            depth, i = 1, field.end()
            while depth:
                assert i < len(text), "unbalanced braces"
                if text[i] == "\\":
                    i += 2
                    continue
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            entry[field.group(1)] = text[field.end() : i - 1]
            pos = i
            comma = re.compile(r"\s*,").match(text, pos)
            if comma:
                pos = comma.end()
        closing = re.compile(r"\s*\}").match(text, pos)
        assert closing, f"entry {entry['ID']} not closed"
        pos = closing.end()
        entries.append(entry)
    return entries


def test_json_is_the_full_output() -> None:
    data = json.loads(export(sample(), "json"))
    assert data["intent"] == "academic" and data["count"] == 3 and data["freshness_filter"] == "py"
    assert data["results"][0]["score_breakdown"]["weights"] == WEIGHTS
    assert data["skipped"] == [{"source": "brave", "reason": "Brave API key not configured", "queries": 2}]


def test_markdown_gives_the_synthesis_and_the_skipped_sources() -> None:
    text = export(sample(), "markdown")
    assert text.startswith("# transformer paper\n")
    assert "_intent `academic`, mode `academic`, freshness `py`, 3 results_" in text
    assert "1. [Attention Is All You Need" in text and "`[openalex, semantic_scholar]` ⭐0.94" in text
    assert "## Skipped sources\n\n- brave: Brave API key not configured" in text


def test_bibtex_parses_and_carries_the_academic_metadata() -> None:
    entries = parse_bibtex(export(sample(), "bibtex"))
    assert [e["ENTRYTYPE"] for e in entries] == ["article", "misc", "misc"]
    paper, page, twin = entries
    assert paper["ID"] == "vaswani2017attention"
    assert paper["author"] == "Ashish Vaswani and Noam Shazeer and Niki Parmar and Jakob Uszkoreit"
    assert paper["year"] == "2017" and paper["journal"] == "NeurIPS"
    assert paper["doi"] == "10.48550/arXiv.1706.03762"
    assert paper["title"] == r"{Attention Is All You Need: \{Transformers\} \& 100\% of\_it}"
    assert "cited by 120000" in paper["note"]
    assert page["url"] == "https://example.com/a?x=1&y=%7B2%7D"
    assert len({e["ID"] for e in entries}) == 3, "keys must be unique"
    assert page["ID"] != twin["ID"]


def test_csv_round_trips() -> None:
    output = sample()
    rows = list(csv.DictReader(io.StringIO(export(output, "csv"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [r["url"] for r in rows] == [h.url for h in output.results]
    assert rows[0]["title"] == output.results[0].title
    assert rows[0]["snippet"] == output.results[0].snippet  # quotes, commas and newlines survive
    assert rows[0]["sources"].split(";") == ["openalex", "semantic_scholar"]
    assert float(rows[0]["score"]) == pytest.approx(0.945)
    assert rows[0]["authors"].split(";")[0] == "Ashish Vaswani" and rows[0]["citation_count"] == "120000"
    assert rows[2]["score"] == "" and rows[2]["rank"] == "3"


def test_citations_list_authors_year_doi_and_citation_count() -> None:
    lines = export(sample(), "citations").splitlines()
    assert lines[0] == (
        "[1] Ashish Vaswani et al. (2017). Attention Is All You Need: {Transformers} & 100% of_it. NeurIPS. "
        "https://doi.org/10.48550/arXiv.1706.03762 (cited by 120000) [openalex, semantic_scholar]"
    )
    assert lines[1] == "[2] Transformers explained. https://example.com/a?x=1&y={2} [tavily]"


def test_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown export format"):
        export(sample(), "pdf")
