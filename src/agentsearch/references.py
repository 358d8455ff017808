"""From results to what the LLM reads and the user clicks: merge, dedup, rank, XML, prompt, parsing.

Ranking. Scores from different handlers are not comparable (BM25, cosine similarity, a provider's own
relevance, none at all), so each result's items are first normalised by *rank* inside that result:
the best item gets 1.0, the next 1 - 1/n, ... (ties keep the handler's order). The final order is
`normalised score × source weight`, highest first, so a user-supplied record (1.0) outranks the best
auto-searched page (0.6) and the best page of every source comes before the tail of any other. Rank
normalisation was chosen over min-max because min-max pins the last item of every result at 0 and
lets one outlier score flatten the rest; it is tested in tests/core/test_references.py.

Dedup. The same web page (canonical URL), the same KB chunk and the same DB record are one
reference; the copy with the highest weight wins (then the higher normalised score, then the first).

Escaping. Titles, content and URLs come from the outside. They are XML-escaped so retrieved text
cannot close a `<ref>` or forge `<ref id=...>` / `</references>` (Yao escapes nothing, §2.5).
"""

from __future__ import annotations

import bisect
import hashlib
import html
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from agentsearch.config import CitationConfig, Config
from agentsearch.types import RERANKED, Reference, ReferenceContext, Result, ResultItem, SearchType
from agentsearch.urls import page_key

__all__ = [
    "DEFAULT_CITATION_PROMPT",
    "Citations",
    "build_reference_context",
    "build_references",
    "citation_prompt",
    "citation_warnings",
    "format_references_xml",
    "parse_citations",
    "reference_key",
    "should_skip_auto_search",
]

DEFAULT_CITATION_PROMPT = """You have access to reference data in <references> tags. Each <ref> has:
- id: Citation identifier (integer)
- type: Data type (web/kb/db)
- weight: Relevance weight (1.0=highest priority, 0.6=lowest)
- source: Origin (user=user-provided, hook=assistant-searched, auto=auto-searched)

Prioritize higher-weight references when answering.

When citing a reference, use this exact HTML format:
<a class="ref" data-ref-id="{id}" data-ref-type="{type}" href="#ref:{id}">[{id}]</a>

Example of the form only (take every fact from the references, never from this example):
(a fact found in reference 1)<a class="ref" data-ref-id="1" data-ref-type="db" \
href="#ref:1">[1]</a>.

Cite only the id attribute of a <ref>; numbers inside a reference (record ids, prices, years) are \
data, not citation ids. Do not copy <ref> blocks into the answer."""

_PROMPT_HEAD = DEFAULT_CITATION_PROMPT.split("When citing a reference")[0]
_EXAMPLE_HEAD = "Example of the form only (take every fact from the references, never from this example):"
_RULES = DEFAULT_CITATION_PROMPT.split('href="#ref:1">[1]</a>.', 1)[1]


# ------------------------------------------------------------------------------------ references


def reference_key(item: ResultItem) -> str:
    """The identity of what an item points at, for dedup across sources and searches."""
    if item.type == SearchType.WEB and item.url:
        return "web:" + page_key(item.url)
    if item.type == SearchType.KB:
        chunk = item.metadata.get("chunk_id") or item.metadata.get("segment_id")
        if chunk:
            return f"kb:{item.collection}:{chunk}"
        if item.document_id:
            return f"kb:{item.collection}:{item.document_id}:{_digest(item.content)}"
    if item.type == SearchType.DB and item.record_id is not None and item.record_id != "":
        return f"db:{item.model}:{item.record_id}"
    if item.url:
        return f"{item.type.value}:" + page_key(item.url)
    return f"{item.type.value}:text:{_digest(item.title + chr(0) + item.content)}"


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=10).hexdigest()


@dataclass
class _Candidate:
    item: ResultItem
    norm: float
    order: int

    @property
    def rank_score(self) -> float:
        return self.norm * self.item.weight


def _rank_normalised(items: Sequence[ResultItem], *, keep_order: bool = False) -> list[float]:
    """1.0 for the best item of a result, then 1 - r/n by rank: of raw score, or of position when a
    reranker ordered the items (its order is the point of reranking; raw scores would undo it)."""
    n = len(items)
    if keep_order:
        return [1.0 - rank / n for rank in range(n)]
    order = sorted(range(n), key=lambda index: -items[index].score)
    norms = [0.0] * n
    for rank, index in enumerate(order):
        norms[index] = 1.0 - rank / n
    return norms


def build_references(
    results: Iterable[Result | None], *, max_references: int | None = None
) -> list[Reference]:
    """Merge, dedup and rank the items of `results` into references (failures never become one)."""
    best: dict[str, _Candidate] = {}
    duplicates: dict[str, list[str]] = {}
    order = 0
    for result in results:
        if result is None or not result.items:
            continue
        norms = _rank_normalised(result.items, keep_order=bool(result.metadata.get(RERANKED)))
        for item, norm in zip(result.items, norms, strict=True):
            key = reference_key(item)
            candidate = _Candidate(item, norm, order)
            order += 1
            current = best.get(key)
            if current is None:
                best[key] = candidate
                continue
            winner, loser = (
                (candidate, current)
                if (item.weight, candidate.norm) > (current.item.weight, current.norm)
                else (current, candidate)
            )
            best[key] = winner
            duplicates.setdefault(key, []).append(loser.item.citation_id)
    ranked = sorted(best.items(), key=lambda entry: (-entry[1].rank_score, entry[1].order))
    if max_references is not None and max_references >= 0:
        ranked = ranked[:max_references]
    return [_to_reference(candidate, duplicates.get(key, [])) for key, candidate in ranked]


def _to_reference(candidate: _Candidate, duplicate_ids: list[str]) -> Reference:
    item = candidate.item
    meta: dict[str, Any] = dict(item.metadata)
    for name in ("document_id", "collection", "model"):
        value = getattr(item, name)
        if value:
            meta[name] = value
    if item.record_id is not None and item.record_id != "":
        meta["record_id"] = item.record_id
    if item.type == SearchType.DB and item.data:
        meta["row"] = item.data  # the record's columns, so a client can show the row the model saw
    meta["rank_score"] = round(candidate.rank_score, 6)
    if duplicate_ids:
        meta["duplicate_ids"] = [dup for dup in duplicate_ids if dup]
    return Reference(
        id=item.citation_id,
        type=item.type,
        source=item.source,
        weight=item.weight,
        score=item.score,
        title=item.title,
        content=item.content,
        url=item.url,
        meta=meta,
    )


# ----------------------------------------------------------------------------------------- XML


#: Characters XML 1.0 forbids (C0 controls but tab/newline/CR, lone surrogates, U+FFFE/U+FFFF): a
#: retrieved page with a NUL or an ESC would otherwise make the block fail a strict XML parser.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _text(value: str) -> str:
    return html.escape(_NOT_XML.sub("", value), quote=False)


def _attr(value: str) -> str:
    return html.escape(_NOT_XML.sub("", value), quote=True)


def format_references_xml(references: Sequence[Reference | None]) -> str:
    """The `<references>` block of reference §2.5, with outside text escaped."""
    refs = [ref for ref in references if ref is not None]
    if not refs:
        return ""
    parts = ["<references>\n"]
    for ref in refs:
        parts.append(
            f'<ref id="{_attr(ref.id)}" type="{ref.type.value}" weight="{ref.weight:.1f}" '
            f'source="{ref.source.value}">\n'
        )
        if ref.title:
            parts.append(_text(ref.title) + "\n")
        parts.append(_text(ref.content))
        if ref.url:
            parts.append("\nURL: " + _text(ref.url))
        parts.append("\n</ref>\n")
    parts.append("</references>")
    return "".join(parts)


# --------------------------------------------------------------------------------------- prompt


def citation_prompt(config: CitationConfig | None) -> str:
    """The instruction prompt: custom, or the default in the configured citation format.

    `#...` formats are anchors (`href` = the format); anything else with `{id}` is a plain marker.
    With `auto_inject_prompt: false` there is no prompt to inject, so this returns "".
    """
    cfg = config or CitationConfig()
    if not cfg.auto_inject_prompt:
        return ""
    if cfg.custom_prompt:
        return cfg.custom_prompt
    if cfg.format == "#ref:{id}":
        return DEFAULT_CITATION_PROMPT
    example_marker = cfg.format.replace("{id}", "1")
    if cfg.format.startswith("#"):
        instruction = (
            "When citing a reference, use this exact HTML format:\n"
            f'<a class="ref" data-ref-id="{{id}}" data-ref-type="{{type}}" href="{cfg.format}">[{{id}}]</a>'
        )
        example = f'<a class="ref" data-ref-id="1" data-ref-type="db" href="{example_marker}">[1]</a>'
    else:
        instruction = f"When citing a reference, use this exact format:\n{cfg.format}"
        example = example_marker
    return f"{_PROMPT_HEAD}{instruction}\n\n{_EXAMPLE_HEAD}\n(a fact found in reference 1){example}.{_RULES}"


def build_reference_context(
    results: Iterable[Result | None],
    citation_config: CitationConfig | Config | None = None,
    *,
    max_references: int | None = None,
) -> ReferenceContext:
    """References, XML and prompt for a set of results (from any mix of sources)."""
    cfg = citation_config.citation if isinstance(citation_config, Config) else citation_config
    references = build_references(results, max_references=max_references)
    return ReferenceContext(
        references=references,
        xml=format_references_xml(references),
        prompt=citation_prompt(cfg),
    )


def should_skip_auto_search(user_reference_count: int, config: Config) -> bool:
    """Design rule 1: enough user-supplied data (≥ `options.skip_threshold`, when > 0) skips auto search."""
    threshold = config.options.skip_threshold
    return threshold > 0 and user_reference_count >= threshold


# ------------------------------------------------------------------------------------- parsing


@dataclass(frozen=True)
class Citations:
    """What an answer cites: known ids in order of first use, and ids that match no reference."""

    cited: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)

    @property
    def hallucinated(self) -> bool:
        return bool(self.unknown)


#: The opening tag of a citation anchor. Bounded: a tag longer than this is not a citation, and the
#: bound keeps a run of unclosed `<a` from costing quadratic time.
_ANCHOR_OPEN = re.compile(
    r"""<a\b[^<>]{0,500}?\bdata-ref-id\s*=\s*(?:"([^"<>]{0,100})"|'([^'<>]{0,100})')[^<>]{0,500}>""",
    re.IGNORECASE,
)
_ANCHOR_CLOSE = re.compile(r"</a\s*>", re.IGNORECASE)
_BRACKETS = re.compile(r"\[\s*((?:ref_)?\d+(?:\s*[,，]\s*(?:ref_)?\d+)*)\s*\]", re.IGNORECASE)
_ID = re.compile(r"(?:ref_)?(\d+)", re.IGNORECASE)


_PLACEHOLDERS = {"id", "{id}", "{{id}}", "n", "{n}"}


def _normalise_id(raw: str) -> str:
    """`3`, `ref_003`, `#ref:3`, `[3]`, `ref-3` → "3"; the prompt's `{id}` placeholder → "" (not a
    citation); anything else a short clean token, never raw markup. Digits are handled as strings,
    not `int()`: an answer may hold a 5,000-digit "citation", which int() refuses (Python's digit
    limit) and which is no reference anyway."""
    text = raw.strip()
    match = _ID.fullmatch(text)
    if match:
        return match.group(1).lstrip("0") or "0"
    if text.lower() in _PLACEHOLDERS:
        return ""
    numbers = re.findall(r"\d+", text[:200])
    if len(numbers) == 1:
        return numbers[0].lstrip("0") or "0"
    return re.sub(r"[^\w.:-]+", "", text[:200])[:40]


_ECHOED = re.compile(r"<ref\s+id\s*=|</references\s*>|<references\s*>", re.IGNORECASE)


def citation_warnings(answer: str, references: Sequence[Reference], citations: Citations) -> list[str]:
    """What is wrong with an answer's citations beyond unknown ids: references were given but none
    is cited ("uncited"), or the answer copies the `<ref>` markup it was given ("echoed_references")."""
    warnings: list[str] = []
    if references and answer.strip() and not citations.cited:
        warnings.append("uncited")
    if _ECHOED.search(answer):
        warnings.append("echoed_references")
    return warnings


def _anchors(answer: str) -> list[tuple[int, int, str]]:
    """(start, end, raw id attribute) of every `<a … data-ref-id=…>…</a>`, in one pass over the text.

    Each opening tag is paired with the first `</a>` after it (found by bisecting the positions of
    all closing tags), so the work is linear however many anchors are left unclosed."""
    closes = [(m.start(), m.end()) for m in _ANCHOR_CLOSE.finditer(answer)]
    found: list[tuple[int, int, str]] = []
    position = 0
    for match in _ANCHOR_OPEN.finditer(answer):
        if match.start() < position:
            continue  # inside the previous anchor
        index = bisect.bisect_left(closes, (match.end(), -1))
        if index == len(closes):
            break  # no closing tag after this one, nor after any later one
        end = closes[index][1]
        found.append((match.start(), end, match.group(1) or match.group(2) or ""))
        position = end
    return found


def parse_citations(
    answer: str, references: Sequence[Reference], *, citation_format: str | None = None
) -> Citations:
    """Find citations in an answer: `<a class="ref" data-ref-id=...>`, `[n]`, `[n, m]`, `[ref_00n]`,
    and the configured format when it is a custom one."""
    found: list[tuple[int, str, bool]] = []  # (position, id, bare bracket)
    pieces: list[str] = []
    cursor = 0
    for start, end, raw_id in _anchors(answer):
        for part in re.split(r"[,，]", raw_id):
            found.append((start, _normalise_id(part), False))
        # blank anchors out so their visible "[n]" text is not counted twice at another position
        pieces += [answer[cursor:start], " " * (end - start)]
        cursor = end
    remaining = "".join([*pieces, answer[cursor:]])
    for match in _BRACKETS.finditer(remaining):
        for part in re.split(r"[,，]", match.group(1)):
            found.append((match.start(), _normalise_id(part), True))
    if citation_format and "{id}" in citation_format and citation_format != "#ref:{id}":
        before, _, after = citation_format.partition("{id}")
        custom = re.compile(re.escape(before) + r"\s*((?:ref_)?\d+)\s*" + re.escape(after), re.IGNORECASE)
        for match in custom.finditer(remaining):
            found.append((match.start(), _normalise_id(match.group(1)), False))
    known = {_normalise_id(ref.id): ref.id for ref in references}
    cited: list[str] = []
    unknown: list[str] = []
    for _, raw, bracket in sorted(found, key=lambda entry: entry[0]):
        if not raw:
            continue
        if bracket and raw not in known and len(raw) >= 4:
            continue  # "[2024]" is a year in brackets, not a hallucinated citation
        if raw in known:
            if known[raw] not in cited:
                cited.append(known[raw])
        elif raw not in unknown:
            unknown.append(raw)
    return Citations(cited=cited, unknown=unknown)
