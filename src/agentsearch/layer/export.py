"""Export formats of a layer run: json (default), markdown, bibtex, csv, citations.

bibtex and citations carry the academic metadata the providers return (authors, year, DOI, citation
count, venue); web pages become `@misc` entries with their URL and access note.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Callable

from agentsearch.layer.hits import Hit
from agentsearch.layer.output import LayerOutput
from agentsearch.layer.synthesis import synthesize

__all__ = [
    "CSV_COLUMNS",
    "EXPORTS",
    "export",
    "to_bibtex",
    "to_citations",
    "to_csv",
    "to_json",
    "to_markdown",
]

CSV_COLUMNS = (
    "rank",
    "title",
    "url",
    "sources",
    "score",
    "keyword",
    "freshness",
    "authority",
    "published_date",
    "authors",
    "year",
    "doi",
    "citation_count",
    "venue",
    "snippet",
)


def to_json(output: LayerOutput) -> str:
    return json.dumps(output.to_dict(), ensure_ascii=False, indent=2)


def to_markdown(output: LayerOutput) -> str:
    synthesis = output.synthesis or synthesize(output.results, query=output.query, answer=output.answer)
    head = [f"# {output.query}", ""]
    facts = [f"mode `{output.mode}`"]
    if output.intent:
        facts.insert(0, f"intent `{output.intent.intent}`")
    if output.freshness:
        facts.append(f"freshness `{output.freshness}`")
    head += ["_" + ", ".join(facts) + f", {len(output.results)} results_", ""]
    body = [synthesis["text"]] if synthesis["text"] else ["_No results._"]
    if output.research:
        body += ["", "## Research", "", str(output.research.get("synthesis", ""))]
    if output.skipped:
        body += ["", "## Skipped sources", ""]
        body += [f"- {skip.source}: {skip.reason}" for skip in output.skipped]
    return "\n".join(head + body).rstrip() + "\n"


_BIB_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def _bib_escape(text: str) -> str:
    return "".join(_BIB_SPECIAL.get(ch, ch) for ch in " ".join(text.split()))


def _ascii_word(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z0-9]", "", folded)


def _bib_key(hit: Hit, used: set[str]) -> str:
    meta = hit.academic
    author = meta["authors"][0].split()[-1] if meta["authors"] else ""
    words = [_ascii_word(w) for w in hit.title.split()]
    first = next((w for w in words if len(w) > 3), next((w for w in words if w), ""))
    base = (_ascii_word(author) + (meta["year"] or "") + first).lower() or "ref"
    key, suffix = base, 0
    while key in used:
        suffix += 1
        key = f"{base}{chr(96 + suffix) if suffix <= 26 else suffix}"
    used.add(key)
    return key


def to_bibtex(output: LayerOutput) -> str:
    used: set[str] = set()
    entries: list[str] = []
    for hit in output.results:
        meta = hit.academic
        kind = "article" if meta["doi"] or meta["venue"] else "misc"
        fields: list[tuple[str, str]] = [("title", "{" + _bib_escape(hit.title or hit.url) + "}")]
        if meta["authors"]:
            fields.append(("author", " and ".join(_bib_escape(a) for a in meta["authors"])))
        if meta["year"]:
            fields.append(("year", meta["year"]))
        if meta["venue"]:
            fields.append(("journal", _bib_escape(meta["venue"])))
        if meta["doi"]:
            fields.append(("doi", _bib_escape(meta["doi"])))
        fields.append(("url", hit.url.replace("}", "%7D").replace("{", "%7B")))
        note = [f"sources: {', '.join(hit.sources)}"]
        if meta["citation_count"] is not None:
            note.insert(0, f"cited by {meta['citation_count']}")
        fields.append(("note", _bib_escape("; ".join(note))))
        body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
        entries.append(f"@{kind}{{{_bib_key(hit, used)},\n{body}\n}}")
    return "\n\n".join(entries) + ("\n" if entries else "")


def to_csv(output: LayerOutput) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for rank, hit in enumerate(output.results, 1):
        meta = hit.academic
        parts = hit.breakdown
        writer.writerow(
            {
                "rank": rank,
                "title": hit.title,
                "url": hit.url,
                "sources": ";".join(hit.sources),
                "score": "" if parts is None else parts.score,
                "keyword": "" if parts is None else parts.keyword,
                "freshness": "" if parts is None else parts.freshness,
                "authority": "" if parts is None else parts.authority,
                "published_date": hit.published,
                "authors": ";".join(meta["authors"]),
                "year": meta["year"],
                "doi": meta["doi"],
                "citation_count": "" if meta["citation_count"] is None else meta["citation_count"],
                "venue": meta["venue"],
                "snippet": hit.snippet,
            }
        )
    return buffer.getvalue()


def _authors_short(authors: list[str]) -> str:
    if not authors:
        return ""
    if len(authors) > 3:
        return f"{authors[0]} et al."
    return ", ".join(authors)


def to_citations(output: LayerOutput) -> str:
    """One numbered reference a line: Authors (Year). Title. Venue. DOI/URL (cited by N) [sources]."""
    lines: list[str] = []
    for index, hit in enumerate(output.results, 1):
        meta = hit.academic
        parts: list[str] = []
        authors = _authors_short(meta["authors"])
        head = authors + (f" ({meta['year']})" if meta["year"] else "")
        if head:
            parts.append(head.strip() + ".")
        parts.append((hit.title or hit.url).rstrip(".") + ".")
        if meta["venue"]:
            parts.append(meta["venue"].rstrip(".") + ".")
        parts.append(f"https://doi.org/{meta['doi']}" if meta["doi"] else hit.url)
        if meta["citation_count"] is not None:
            parts.append(f"(cited by {meta['citation_count']})")
        parts.append(f"[{', '.join(hit.sources)}]")
        lines.append(f"[{index}] " + " ".join(parts))
    return "\n".join(lines) + ("\n" if lines else "")


EXPORTS: dict[str, Callable[[LayerOutput], str]] = {
    "json": to_json,
    "markdown": to_markdown,
    "bibtex": to_bibtex,
    "csv": to_csv,
    "citations": to_citations,
}


def export(output: LayerOutput, fmt: str = "json") -> str:
    try:
        return EXPORTS[fmt](output)
    except KeyError:
        raise ValueError(f"unknown export format {fmt!r}; known: {', '.join(EXPORTS)}") from None
